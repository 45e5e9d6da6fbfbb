// Loop bounds written with PolyBench-style macros (_PB_N expanding to
// POLYBENCH_LOOP_BOUND(N, n), that is n) are fine (-DGOOD); an error on a
// line that uses such a macro points at the line and column as written,
// shows the line as written, and quotes the expanded test (also with
// -DGOOD -UGOOD: the flags apply in order, as for gcc).
// RUN: not %tilec --emit=ir %s 2>&1 | FileCheck %s --strict-whitespace
// RUN: %tilec --emit=ir -DGOOD %s | FileCheck %s --check-prefix=GOOD
// RUN: not %tilec --emit=ir -DGOOD -UGOOD %s 2>&1 | FileCheck %s --strict-whitespace

#define N 100
#define POLYBENCH_LOOP_BOUND(x, y) y
#define _PB_N POLYBENCH_LOOP_BOUND(N, n)

void tri(int n, double A[N][N]) {
  int i, j;
#pragma scop
  for (i = 0; i < _PB_N; i++)
#ifdef GOOD
    for (j = 0; j < _PB_N - i; j++)
#else
    // CHECK: {{^}}{{.*}}macro-loop-bound.c:[[@LINE+1]]:17: error: loop bound is not affine: 'j < n * i' (a product of variables){{$}}
    for (j = 0; j < _PB_N * i; j++)
#endif
      A[i][j] = 0;
#pragma endscop
}

// CHECK-NEXT: {{^}}    for (j = 0; j < _PB_N * i; j++){{$}}
// CHECK-NEXT: {{^}}                ^{{$}}

// GOOD:      for (i = 0; i <= n - 1; i += 1) {
// GOOD-NEXT:   for (j = 0; j <= -i + n - 1; j += 1) {
