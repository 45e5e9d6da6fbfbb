// Assignments =, +=, -=, *= and /= to array elements and scalars, and x++
// as a statement, keep their operator in the IR and in the C.
// RUN: %tilec --emit=ir %s | FileCheck %s
// RUN: %tilec --emit=c --no-transform %s -o - | FileCheck %s --check-prefix=C --match-full-lines
// RUN: %compare --allow-unchanged -T --no-transform -o %t %s

#include <stdio.h>

double total;

void ops(int n, double *A, int *C) {
  for (int i = 0; i < n; i++) {
    A[i] = i + 1;
    A[i] += 0.5;
    A[i] -= 2;
    A[i] *= 3;
    A[i] /= 4;
    total += A[i];
    C[i]++;
  }
}

// CHECK-LABEL: region 0 'ops'
// CHECK:      for (int i = 0; i <= n - 1; i += 1) {
// CHECK-NEXT:   S0: A[i] = i + 1;
// CHECK-NEXT:   S1: A[i] += 0.5;
// CHECK-NEXT:   S2: A[i] -= 2;
// CHECK-NEXT:   S3: A[i] *= 3;
// CHECK-NEXT:   S4: A[i] /= 4;
// CHECK-NEXT:   S5: total += A[i];
// CHECK-NEXT:   S6: C[i]{{ \+= 1|\+\+}};
// CHECK-NEXT: }

// C-LABEL: void ops(int n, double *A, int *C) {
// C-NEXT:    tilec_profile_region(0, "{{.*}}assignment-operators.c:12-20", "unchanged");
// C-NEXT:    for (int i = 0; i < n; i++) {
// C-NEXT:      A[i] = i + 1;
// C-NEXT:      A[i] += 0.5;
// C-NEXT:      A[i] -= 2;
// C-NEXT:      A[i] *= 3;
// C-NEXT:      A[i] /= 4;
// C-NEXT:      total += A[i];
// C-NEXT:      C[i]{{ \+= 1|\+\+}};
// C-NEXT:    }
// C-NEXT:  }

int main(void) {
  double A[5];
  int C[5] = {1, 2, 3, 4, 5};
  ops(5, A, C);
  for (int i = 0; i < 5; i++)
    printf("%.17g %d\n", A[i], C[i]);
  printf("%.17g\n", total);
  return 0;
}
