// An if condition is read by the same affine converter as loop bounds
// (ir_aff_of_expr): 'i < 10 / 2' bounds i by 4, so the writes A[5..9]
// never meet the reads A[0..4] and 'i' is parallel.
// RUN: %tilec --emit=deps --assume-no-alias %s | FileCheck %s

void f(int n, double *A) {
  for (int i = 0; i < n; i++)
    if (i < 10 / 2)
      A[i + 5] = A[i] + 1;
}

// CHECK-LABEL: region 0 'f'
// CHECK-NEXT: dependences: 0
// CHECK-LABEL: loops:
// CHECK-NEXT: 'i' (line 7): parallel
