// Arrays declared in the function before the region and global arrays are
// arrays of the region with their declared extents ('local array',
// 'global'); the C uses them as before.
// RUN: %tilec --emit=ir %s | FileCheck %s
// RUN: %compare --allow-unchanged -T --no-transform -o %t %s

#include <stdio.h>

double G[10];

void transpose_sum(int n) {
  double tmp[10][20];
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 20; j++)
      tmp[i][j] = i * 100 + j;
  for (int i = 0; i < 10; i++)
    G[i] = tmp[i][n] + tmp[9 - i][n + 1];
}

// CHECK-LABEL: region 0 'transpose_sum'
// CHECK:      arrays:
// CHECK-NEXT:   double tmp[10][20] // local array, written, line 12
// CHECK-NEXT:   double G[10] // global, written, line 9
// CHECK:      S0: tmp[i][j] = i * 100 + j;
// CHECK:      S1: G[i] = tmp[i][n] + tmp[9 - i][n + 1];

int main(void) {
  transpose_sum(3);
  for (int i = 0; i < 10; i++)
    printf("%g\n", G[i]);
  return 0;
}
