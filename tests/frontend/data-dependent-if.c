// An 'if' whose condition reads an array or calls a function guards each
// statement under it ('if (c[i] > 0) a[i] = ...', the else branch with the
// negation): its writes are may-writes for the dependence analysis, its
// reads are the statement's.  Program in Inputs/data-dependent-if.c;
// tests/exec, tests/opencl and tests/cuda run it.  A statement under such
// an if that writes what the condition reads for another statement, a loop
// or a declaration under it, are refused with a located reason.
// RUN: %tilec --emit=ir %S/../Inputs/data-dependent-if.c | FileCheck %s
// RUN: %tilec --emit=deps %S/../Inputs/data-dependent-if.c | FileCheck %s --check-prefix=DEPS
// RUN: not %tilec --emit=c %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REFUSED
// CHECK-LABEL: region 0 'branches'
// CHECK:      S0: if (c[i] > 0) a[i] = b[i] + c[i];
// CHECK-NEXT: S1: if (c[i] > 0) d[i] = 1;
// CHECK-NEXT: S2: if (!(c[i] > 0)) a[i] = -c[i];
// CHECK-NEXT: S3: if (fabsf(a[i]) > 2.5f) b[i] = 0;
// CHECK-LABEL: region 1 'clamp'
// CHECK:      S0: if (A[i][j] < 0) A[i][j] = 0;
// CHECK-LABEL: region 2 'sums'
// CHECK:      S0: if (a[i] > 0) s += a[i];
// CHECK-NEXT: S1: if (idx[i] % 3 == 1 && a[idx[i]] /* non-affine */ < 1) count += 1;
// DEPS-LABEL: region 0 'branches'
// DEPS:       flow S0 -> S3: a[i] -> a[i], distance (0), loop-independent (lines 15 -> 20)
// DEPS:       'i' (line 13): parallel
// DEPS-LABEL: region 1 'clamp'
// DEPS:       dependences: 0
// DEPS-LABEL: region 2 'sums'
// DEPS:       'i' (line 38): reduction on 's' (S0), 'count' (S1)

void written_in_guard(int n, float *restrict a, float *restrict x) {
#pragma scop
  for (int i = 0; i < n; i++)
    if (a[i] > 0) {
      a[i] = 1;
      x[i] = a[i];
    }
#pragma endscop
}
// REFUSED: data-dependent-if.c:[[@LINE-5]]:7: error: 'a' is written under the 'if' at line [[@LINE-6]], whose condition, evaluated again for each statement, reads it: not supported in a transformed region

void loop_in_guard(int n, float *restrict a, float (*restrict x)[8]) {
#pragma scop
  for (int i = 0; i < n; i++)
    if (a[i] > 0)
      for (int j = 0; j < 8; j++)
        x[i][j] = 0;
#pragma endscop
}
// REFUSED: data-dependent-if.c:[[@LINE-4]]:7: error: a loop under an 'if' whose condition is not affine ('a[i] > 0') is not supported in a transformed region

// Without restrict, 'b' may be 'a' moved: the second condition would see
// the first store.
void may_share(int n, float *a, float *b, float *c) {
#pragma scop
  for (int i = 0; i < n; i++)
    if (a[i] > 0) {
      b[i] = 0;
      c[i] = 1;
    }
#pragma endscop
}
// REFUSED: data-dependent-if.c:[[@LINE-5]]:7: error: 'b' is written under the 'if' at line [[@LINE-6]], whose condition, evaluated again for each statement, reads it or memory it may share (restrict would rule that out): not supported in a transformed region
