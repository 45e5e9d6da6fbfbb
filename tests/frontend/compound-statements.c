// Blocks, nested blocks and empty statements inside a region: the IR
// flattens them into the statement list of the enclosing loop, in order.
// RUN: %tilec --emit=ir %s | FileCheck %s
// RUN: %compare --allow-unchanged -T --no-transform -o %t %s

#include <stdio.h>

void blocks(int n, double *A, double *B) {
  for (int i = 0; i < n; i++) {
    {
      A[i] = i;
      {
        B[i] = A[i] * 2;
      }
    }
    ;
    {
    }
    A[i] += B[i];
  }
}

// CHECK-LABEL: region 0 'blocks'
// CHECK:      for (int i = 0; i <= n - 1; i += 1) {
// CHECK-NEXT:   S0: A[i] = i;
// CHECK-NEXT:   S1: B[i] = A[i] * 2;
// CHECK-NEXT:   S2: A[i] += B[i];
// CHECK-NEXT: }

int main(void) {
  double A[6], B[6];
  blocks(6, A, B);
  for (int i = 0; i < 6; i++)
    printf("%g %g\n", A[i], B[i]);
  return 0;
}
