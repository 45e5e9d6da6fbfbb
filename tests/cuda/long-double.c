// nvcc computes long double as double in device code (and would read a
// long double array with the element size of double), and sqrtl is a host
// function: a loop nest that needs long double is an error with
// --emit=cuda, as with --emit=opencl, not a kernel that computes
// something else.
// RUN: not %tilec %s -o %t.cu 2>&1 | FileCheck %s
#include <math.h>

void widen(int n, long double *restrict x, const double *restrict y) {
  for (int i = 0; i < n; i++)
    // CHECK: long-double.c:[[@LINE+1]]:5: error: CUDA device code has no long double; this loop nest can only run on the host (--emit=c)
    x[i] = y[i] + x[i];
}

void root(int n, double *restrict x, const double *restrict y) {
  for (int i = 0; i < n; i++)
    // CHECK: long-double.c:[[@LINE+1]]:12: error: CUDA device code has no long double; this loop nest can only run on the host (--emit=c)
    x[i] = sqrtl(y[i]);
}
