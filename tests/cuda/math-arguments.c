// Math calls keep C's argument conversions in CUDA C++, where the math
// functions are overloaded: every argument is cast to the type of the C
// prototype's parameter (f-suffixed: float, l-suffixed: long double,
// others double; abs int, labs long), so fmodf of doubles computes in
// float, sqrt of a float in double, and fmin(int, double), which has no
// device overload, compiles with nvcc.
// REQUIRES: nvcc
// RUN: %tilec %s -o %t.cu
// RUN: grep -v "^// " %t.cu | FileCheck %s
// RUN: %nvcc -arch=sm_90 -c %t.cu -o %t.o
#include <math.h>
#include <stdlib.h>

// CHECK-LABEL: __global__ void math_args_kernel0(
// CHECK: x[i] = fmodf((float)y[i], (float)0.7) + sqrt((double)x[i]) + fmin((double)k[i], y[i]) + abs((int)y[i]) + labs((long)k[i]) + fabsf((float)k[i]) + powf(x[i], (float)2);
void math_args(int n, float *restrict x, const double *restrict y, const int *restrict k) {
  for (int i = 0; i < n; i++)
    x[i] = fmodf(y[i], 0.7) + sqrt(x[i]) + fmin(k[i], y[i]) + abs(y[i]) + labs(k[i]) + fabsf(k[i]) + powf(x[i], 2);
}
