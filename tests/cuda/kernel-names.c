// Kernels are functions of the whole file: the kernels of two scops of one
// function get different names (f_kernel0, f_kernel1), and nvcc compiles
// the result.
// REQUIRES: nvcc
// RUN: %tilec %s -o %t.cu
// RUN: grep -v "^// " %t.cu | FileCheck %s
// RUN: %nvcc -arch=sm_90 -c %t.cu -o %t.o
// CHECK: __global__ void f_kernel0(float *__restrict__ A, int n)
// CHECK: __global__ void f_kernel1(float *__restrict__ B, int n)
// CHECK: f_kernel0<<<
// CHECK: f_kernel1<<<
void f(int n, float *restrict A, float *restrict B) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = 2.0f * A[i];
#pragma endscop
  B[0] = 1;
#pragma scop
  for (int i = 0; i < n; i++)
    B[i] = 2.0f * B[i];
#pragma endscop
}
