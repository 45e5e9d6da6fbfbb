// Accesses of one array with two different row lengths (A[i * n + j] and
// A[i * m + j]) cannot both be rows of one 2-D array: A stays 1-D.
// RUN: %tilec --emit=ir --remarks %s 2>&1 | FileCheck %s

void two(int n, int m, double *A) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i * n + j] = 0;
      A[i * m + j] = 1;
    }
}

// CHECK: delinearize-refused-row-lengths.c:9:7: remark: cannot delinearise 'A': subscript 'i * m + j' at line 9 does not split into an affine column and a row times 'n'
// CHECK-NOT: delinearised 'A'
// CHECK-LABEL: region 0 'two'
// CHECK:       double A[?] // pointer parameter, linearised, written
// CHECK:       S0: A[i * n + j] /* non-affine */ = 0;
// CHECK-NEXT:  S1: A[i * m + j] /* non-affine */ = 1;
