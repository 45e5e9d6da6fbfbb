// A 3-D linearised subscript A[(i * n + j) * m + k] becomes A[i][j][k] of an
// l x n x m array; the C writes it back linearised.
// RUN: %tilec --emit=ir %s | FileCheck %s
// RUN: %tilec --emit=ir --remarks %s -o %t.ir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %tilec --emit=c --no-transform %s -o - | FileCheck %s --check-prefix=C --match-full-lines

void fill3(int l, int n, int m, double *A) {
  for (int i = 0; i < l; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < m; k++)
        A[(i * n + j) * m + k] = i + j + k;
}

// CHECK-LABEL: region 0 'fill3'
// CHECK:       double A[l][n][m] // pointer parameter, linearised, written
// CHECK:       S0: A[i][j][k] = i + j + k;

// REMARK: delinearize-3d.c:7:41: remark: delinearised 'A' as A[l][n][m]

// C-LABEL: void fill3(int l, int n, int m, double *A) {
// C-NEXT:    tilec_profile_region(0, "{{.*}}delinearize-3d.c:8-11", "unchanged");
// C-NEXT:    for (int i = 0; i < l; i++)
// C-NEXT:      for (int j = 0; j < n; j++)
// C-NEXT:        for (int k = 0; k < m; k++)
// C-NEXT:          A[{{\(i \* n \+ j\) \* m \+ k|i \* n \* m \+ j \* m \+ k}}] = i + j + k;
