// A for loop may declare its iterator, of type int or long: the IR lists
// them with their types and regenerating the C keeps each declaration in
// its loop.
// RUN: %tilec --emit=ir %s | FileCheck %s
// RUN: %tilec --emit=c --no-transform %s -o - | FileCheck %s --check-prefix=C --match-full-lines
// RUN: %compare --allow-unchanged -T --no-transform -o %t %s

#include <stdio.h>

void fill(int n, double *A, double *B) {
  for (int i = 0; i < n; i++)
    A[i] = i;
  for (long j = 0; j < n; j++)
    B[j] = 2 * j;
}

// CHECK-LABEL: region 0 'fill' (function, {{.*}}for-iterator-declared-in-loop.c:11-14)
// CHECK:       iterators: int i, long j
// CHECK-NEXT:  for (int i = 0; i <= n - 1; i += 1) {   // line 11
// CHECK-NEXT:    S0: A[i] = i;
// CHECK-NEXT:  }
// CHECK-NEXT:  for (long j = 0; j <= n - 1; j += 1) {  // line 13
// CHECK-NEXT:    S1: B[j] = 2 * j;
// CHECK-NEXT:  }

// C-LABEL: void fill(int n, double *A, double *B) {
// C-NEXT:    tilec_profile_region(0, "{{.*}}for-iterator-declared-in-loop.c:11-14", "unchanged");
// C-NEXT:    for (int i = 0; i < n; i++)
// C-NEXT:      A[i] = i;
// C-NEXT:    for (long j = 0; j < n; j++)
// C-NEXT:      B[j] = 2 * j;
// C-NEXT:  }

int main(void) {
  double A[5], B[5];
  fill(5, A, B);
  for (int i = 0; i < 5; i++)
    printf("%g %g\n", A[i], B[i]);
  return 0;
}
