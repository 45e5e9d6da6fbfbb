// A loop test made of comparisons joined by && gives a min (upper) or max
// (lower) bound: i < n && i < m + 3 is i <= min(n - 1, m + 2).  The C
// keeps the conjunction.
// RUN: %tilec --emit=ir %s | FileCheck %s
// RUN: %tilec --emit=c --no-transform %s -o - | FileCheck %s --check-prefix=C --match-full-lines
// RUN: %compare --allow-unchanged -T --no-transform -o %t %s

#include <stdio.h>

void clip(int n, int m, int *A) {
  for (int i = 0; i < n && i < m + 3; i++)
    A[i] += 1;
  for (int j = n - 1; j >= 0 && j > m; j--)
    A[j] += 10;
  for (int k = 0; k <= 7 && k < n && k < m - 1; k++)
    A[k] += 100;
}

// CHECK-LABEL: region 0 'clip'
// CHECK:      for (int i = 0; i <= min(n - 1, m + 2); i += 1) {
// CHECK-NEXT:   S0: A[i] += 1;
// CHECK-NEXT: }
// CHECK-NEXT: for (int j = n - 1; j >= max(0, m + 1); j -= 1) {
// CHECK-NEXT:   S1: A[j] += 10;
// CHECK-NEXT: }
// CHECK-NEXT: for (int k = 0; k <= min(7, n - 1, m - 2); k += 1) {
// CHECK-NEXT:   S2: A[k] += 100;
// CHECK-NEXT: }

// C-LABEL: void clip(int n, int m, int *A) {
// C-NEXT:    tilec_profile_region(0, "{{.*}}for-test-conjunction.c:11-16", "unchanged");
// C-NEXT:    for (int i = 0; i < n && i < m + 3; i++)
// C-NEXT:      A[i] += 1;
// C-NEXT:    for (int j = n - 1; j >= 0 && j >= m + 1; j--)
// C-NEXT:      A[j] += 10;

int main(void) {
  int A[20] = {0};
  clip(12, 5, A);
  clip(6, 30, A);
  clip(15, 0, A);
  for (int i = 0; i < 20; i++)
    printf("%d\n", A[i]);
  return 0;
}
