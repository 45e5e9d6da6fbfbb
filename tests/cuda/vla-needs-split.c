// A variable-length array type cannot be made C++: a located error that
// suggests --split (exit status 1, no output file); with --split the pair
// builds.
// REQUIRES: nvcc
// RUN: rm -f %t.cu
// RUN: not %tilec %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
// RUN: %tilec --split %s -o %t.split.cu
// RUN: %nvcc -arch=sm_90 %t.split.cu %t.split.host.c -o %t
#include <stdlib.h>
void f(int n, double A[n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = i + j;
}
int main(void) { int n = 10; double (*A)[n] = malloc(sizeof(double) * n * n); f(n, A); free(A); return 0; }

// CHECK: vla-needs-split.c:[[#@LINE-7]]:22: error: variable-length array type 'double [n][n]' is not valid C++; use --split to keep the host code in C
// CHECK: vla-needs-split.c:[[#@LINE-3]]:39: error: variable-length array type 'double (*)[n]' is not valid C++; use --split to keep the host code in C
