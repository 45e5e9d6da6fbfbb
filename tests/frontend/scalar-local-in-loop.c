// A scalar declared inside a loop body ('double sum = 0;', as in the
// lecture's matmul) is a region local: the IR lists it among the scalars
// and keeps the declaration as a statement, and the C declares it in the
// same loop, so each iteration gets its own.  A local without an
// initialiser works too.
// RUN: %tilec --emit=ir %s | FileCheck %s
// RUN: %tilec --emit=c --no-transform %s -o - | FileCheck %s --check-prefix=C --match-full-lines
// RUN: %compare --allow-unchanged -T --no-transform -o %t %s

#include <stdio.h>

void rowsum(int n, int m, double *A, double *S) {
  for (int i = 0; i < n; i++) {
    double sum = 0;
    for (int j = 0; j < m; j++) {
      double t;
      t = A[i * m + j];
      sum += t * t;
    }
    S[i] = sum;
  }
}

// CHECK-LABEL: region 0 'rowsum'
// CHECK:      scalars: double sum (local), double t (local)
// CHECK:      for (int i = 0; i <= n - 1; i += 1) {
// CHECK-NEXT:   S0: double sum = 0;
// CHECK-NEXT:   for (int j = 0; j <= m - 1; j += 1) {
// CHECK-NEXT:     S1: double t;
// CHECK-NEXT:     S2: t = A[i][j];
// CHECK-NEXT:     S3: sum += t * t;
// CHECK-NEXT:   }
// CHECK-NEXT:   S4: S[i] = sum;
// CHECK-NEXT: }

// C-LABEL: void rowsum(int n, int m, double *A, double *S) {
// C-NEXT:    tilec_profile_region(0, "{{.*}}scalar-local-in-loop.c:13-21", "unchanged");
// C-NEXT:    for (int i = 0; i < n; i++) {
// C-NEXT:      double sum = 0;
// C-NEXT:      for (int j = 0; j < m; j++) {
// C-NEXT:        double t;
// C-NEXT:        t = A[i * m + j];
// C-NEXT:        sum += t * t;
// C-NEXT:      }
// C-NEXT:      S[i] = sum;
// C-NEXT:    }
// C-NEXT:  }

int main(void) {
  double A[12], S[3];
  for (int k = 0; k < 12; k++)
    A[k] = 0.25 * k - 1;
  rowsum(3, 4, A, S);
  for (int i = 0; i < 3; i++)
    printf("%.17g\n", S[i]);
  return 0;
}
