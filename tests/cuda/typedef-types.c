// Regions spelled with typedef'd types (Inputs/typedef-types.c) give a
// whole .cu and a --split pair that nvcc builds; the kernels spell the
// types out.
// RUN: %tilec --emit=cuda %S/../Inputs/typedef-types.c -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc -arch=sm_90 -I%S/../Inputs %t.cu -o %t
// RUN: %tilec --emit=cuda --split %S/../Inputs/typedef-types.c -o %t.split.cu
// RUN: %nvcc -arch=sm_90 -I%S/../Inputs %t.split.cu %t.split.host.c -o %t.split
// CHECK: __global__ void scale_kernel0(const float *__restrict__ y, float *__restrict__ x, float alpha, int n)
// CHECK: void rows_kernel0(float *__restrict__ a, const float *__restrict__ b, long n, long a_first)
// CHECK: __global__ void pairs_kernel0(int *__restrict__ match, const char *__restrict__ seq, int n)
