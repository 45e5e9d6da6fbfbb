// if/else with affine conditions (comparisons joined by &&, || and !) is
// kept in the IR as written; an else-if chain nests in the else branch.
// RUN: %tilec --emit=ir %s | FileCheck %s
// RUN: %compare --allow-unchanged -T --no-transform -o %t %s

#include <stdio.h>

void band(int n, double A[8][8]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      if (i <= j && j < i + 2)
        A[i][j] = 1;
      else if (i + j == n - 1 || !(i > 3))
        A[i][j] = 2;
      else
        A[i][j] += 3;
      if (2 * i - j != 0)
        A[i][j] *= 10;
    }
}

// CHECK-LABEL: region 0 'band'
// CHECK:      for (int i = 0; i <= n - 1; i += 1) {
// CHECK-NEXT:   for (int j = 0; j <= n - 1; j += 1) {
// CHECK-NEXT:     if (i <= j && j < i + 2) {
// CHECK-NEXT:       S0: A[i][j] = 1;
// CHECK-NEXT:     } else {
// CHECK-NEXT:       if (i + j == n - 1 || !(i > 3)) {
// CHECK-NEXT:         S1: A[i][j] = 2;
// CHECK-NEXT:       } else {
// CHECK-NEXT:         S2: A[i][j] += 3;
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     if (2 * i - j != 0) {
// CHECK-NEXT:       S3: A[i][j] *= 10;
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

int main(void) {
  double A[8][8] = {{0}};
  band(8, A);
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++)
      printf("%g\n", A[i][j]);
  return 0;
}
