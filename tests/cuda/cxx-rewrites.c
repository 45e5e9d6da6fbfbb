// nvcc compiles a .cu as C++: in the text tilec passes through, malloc and
// calloc results get casts, 'restrict' becomes '__restrict__' and C++
// keywords used as names are renamed ('new' -> 'new_') consistently, in the
// kernels too; the result builds with nvcc.
// REQUIRES: nvcc
// RUN: %tilec %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc -arch=sm_90 %t.cu -o %t
#include <stdio.h>
#include <stdlib.h>
void scale(int n, float *restrict new, const float *restrict class) {
  for (int i = 0; i < n; i++)
    new[i] = 2.0f * class[i];
}
int main(void) {
  int n = 100;
  float *new = malloc(n * sizeof(float));
  float *class = calloc(n, sizeof(float));
  for (int i = 0; i < n; i++) class[i] = i;
  scale(n, new, class);
  printf("%f\n", new[n - 1]);
  free(new); free(class);
  return 0;
}

// (Each pattern holds a regular expression so that it cannot match its own
// line, which the .cu carries over.  The new spelling is the name plus
// underscores until it is a word the file does not use; these comments
// use some, hence the captures.)
// CHECK: __global__ void scale_kernel0{{[(]}}float *__restrict__ [[NEW:new_+]], const float *__restrict__ [[CLASS:class_+]], int n)
// CHECK: [[NEW]]{{[[]}}i] = 2.0f * [[CLASS]][i];
// CHECK: void scale{{[(]}}int n, float *__restrict__ [[NEW]], const float *__restrict__ [[CLASS]]) {
// CHECK: float *[[NEW]] = {{[(]}}float *)malloc(n * sizeof(float));
// CHECK-NEXT: float *[[CLASS]] = {{[(]}}float *)calloc(n, sizeof(float));
