// Signed arithmetic inside unsigned arithmetic: C leaves signed overflow
// undefined, so the proof that the unsigned expression does not wrap
// around may assume its signed parts stay in their type (9 * i <= INT_MAX
// in 9 * i + u, an int times a constant added to an unsigned: at most
// INT_MAX + 1, no wrap).  Where the unsigned arithmetic itself wraps for
// some n with every signed part in range ((3 * k + u + 1) * 3 with
// 3 * k + u + 1 near UINT_MAX / 3), the function stays host code as
// before.  (Fuzz seed 13210: before, 'rows' was refused too.)
// RUN: %tilec --emit=c --remarks %s -o %t.c 2>&1 | FileCheck %s
// CHECK-NOT: function 'rows' left as host code
// CHECK-DAG: unsigned-signed-parts.c:[[@LINE+4]]:3: remark: region 0: loop nest of function 'rows'
// CHECK-DAG: unsigned-signed-parts.c:[[@LINE+3]]:3: remark: loops 'u', 'i' are fully permutable (tileable)

void rows(int n, float *Z) {
  for (unsigned u = 0; u < 2; u++)
    for (int i = 0; i < n; i++)
      Z[9 * i + u] += 1;
}

void wraps(int n, float *Z) {
  for (unsigned u = 0; u < 2; u++)
    for (int k = 0; k < n; k++)
      // CHECK-DAG: unsigned-signed-parts.c:[[@LINE+1]]:25: remark: function 'wraps' left as host code: unsigned arithmetic in '3 * u + 9 * k + 3' may wrap around (for n = 477218589); the region's affine view of it would not be exact
      Z[(3 * k + u + 1) * 3] += 1;
}
