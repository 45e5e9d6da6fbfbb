// Loops that count down take their upper bound from the start value and
// their lower bound from the test; a reversed nest with a triangular inner
// loop comes back as written and computes the same (a backward
// substitution, where the order of the iterations matters).
// RUN: %tilec --emit=ir %s | FileCheck %s
// RUN: %tilec --emit=c --no-transform %s -o - | FileCheck %s --check-prefix=C --match-full-lines
// RUN: %compare --allow-unchanged -T --no-transform -o %t %s

#include <stdio.h>

#define N 8

void backsubst(int n, double U[N][N], double x[N]) {
  for (int i = n - 1; i >= 0; i--) {
    for (int j = n - 1; j > i; j--)
      x[i] -= U[i][j] * x[j];
    x[i] = x[i] / U[i][i];
  }
}

// CHECK-LABEL: region 0 'backsubst'
// CHECK:      for (int i = n - 1; i >= 0; i -= 1) {
// CHECK-NEXT:   for (int j = n - 1; j >= i + 1; j -= 1) {
// CHECK-NEXT:     S0: x[i] -= U[i][j] * x[j];
// CHECK-NEXT:   }
// CHECK-NEXT:   S1: x[i] = x[i] / U[i][i];
// CHECK-NEXT: }

// C-LABEL: void backsubst(int n, double U[N][N], double x[N]) {
// C-NEXT:    tilec_profile_region(0, "{{.*}}for-reversed.c:14-18", "unchanged");
// C-NEXT:    for (int i = n - 1; i >= 0; i--) {
// C-NEXT:      for (int j = n - 1; j > i; j--)
// C-NEXT:        x[i] -= U[i][j] * x[j];
// C-NEXT:      x[i] = x[i] / U[i][i];
// C-NEXT:    }
// C-NEXT:  }

int main(void) {
  double U[N][N], x[N];
  for (int i = 0; i < N; i++) {
    x[i] = i + 1;
    for (int j = 0; j < N; j++)
      U[i][j] = j >= i ? 1.0 + (i * 3 + j) % 5 : 0.0;
  }
  backsubst(N, U, x);
  for (int i = 0; i < N; i++)
    printf("%.17g\n", x[i]);
  return 0;
}
