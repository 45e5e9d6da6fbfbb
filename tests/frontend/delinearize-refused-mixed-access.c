// An array accessed both as A[i * n + j] and as A[i], where i runs up to m
// and may exceed the row length n: A[i] is not inside row 0, so A is not
// delinearised at all; the remark names the offending subscript.
// RUN: %tilec --emit=ir --remarks %s 2>&1 | FileCheck %s

void mixed(int n, int m, double *A) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      A[i * n + j] = A[i] + 1;
}

// CHECK: delinearize-refused-mixed-access.c:9:22: remark: cannot delinearise 'A': subscript 'i' at line 9 may exceed the row length 'n'
// CHECK-LABEL: region 0 'mixed'
// CHECK:       double A[?] // pointer parameter, linearised, written
// CHECK:       S0: A[i * n + j] /* non-affine */ = A[i] + 1;
