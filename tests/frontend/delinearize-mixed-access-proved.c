// An array accessed both as A[i * n + j] and as A[i] is still delinearised
// when the loop bounds prove 0 <= i < n: A[i] is then the element A[0][i]
// of row 0, the same address.
// RUN: %tilec --emit=ir --remarks %s 2>&1 | FileCheck %s
// RUN: %tilec --emit=c --no-transform %s -o - | FileCheck %s --check-prefix=C --match-full-lines

void mixed(int n, double *A) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i * n + j] = A[i] + 1;
}

// CHECK-NOT: cannot delinearise
// CHECK: delinearize-mixed-access-proved.c:7:27: remark: delinearised 'A' as A[{{.*}}][n]
// CHECK-LABEL: region 0 'mixed'
// CHECK:       S0: A[i][j] = A[0][i] + 1;

// C-LABEL: void mixed(int n, double *A) {
// C-NEXT:    tilec_profile_region(0, "{{.*}}delinearize-mixed-access-proved.c:8-10", "unchanged");
// C-NEXT:    for (int i = 0; i < n; i++)
// C-NEXT:      for (int j = 0; j < n; j++)
// C-NEXT:        A[i * n + j] = A[{{0 \* n \+ i|i}}] + 1;
