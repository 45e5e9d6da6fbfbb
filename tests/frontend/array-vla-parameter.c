// Variable-length array parameters (float A[n][m]) keep their symbolic
// extents; a parameter with an open first dimension (float B[][64]) gets
// it from the largest row the loops reach.
// RUN: %tilec --emit=ir %s | FileCheck %s
// RUN: %tilec --emit=c --no-transform %s -o - | FileCheck %s --check-prefix=C --match-full-lines
// RUN: %compare --allow-unchanged -T --no-transform -o %t %s

#include <stdio.h>

void add(int n, int m, float A[n][m], float B[][64]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = A[i][j] + B[i][j] * 0.5f;
}

// CHECK-LABEL: region 0 'add'
// CHECK:      arrays:
// CHECK-NEXT:   float A[n][m] // array parameter, written, line 10
// CHECK-NEXT:   float B[n][64] // array parameter, line 10
// CHECK:      for (int i = 0; i <= n - 1; i += 1) {
// CHECK-NEXT:   for (int j = 0; j <= m - 1; j += 1) {
// CHECK-NEXT:     S0: A[i][j] = A[i][j] + B[i][j] * 0.5f;

// C-LABEL: void add(int n, int m, float A[n][m], float B[][64]) {
// C-NEXT:    tilec_profile_region(0, "{{.*}}array-vla-parameter.c:11-13", "unchanged");
// C-NEXT:    for (int i = 0; i < n; i++)
// C-NEXT:      for (int j = 0; j < m; j++)
// C-NEXT:        A[i][j] = A[i][j] + B[i][j] * 0.5f;
// C-NEXT:  }

int main(void) {
  float A[5][7], B[5][64];
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 64; j++) {
      B[i][j] = i - j * 0.25f;
      if (j < 7)
        A[i][j] = i * 7 + j;
    }
  add(5, 7, A, B);
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 7; j++)
      printf("%.9g\n", A[i][j]);
  return 0;
}
