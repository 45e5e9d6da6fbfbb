// Arrays declared in loop bodies (Inputs/local-arrays.c) are declared in
// the kernels, one per thread, with their source extents; they are neither
// kernel parameters nor copied, and the .cu and the --split pair build.
// REQUIRES: nvcc
// RUN: %tilec --emit=cuda %S/../Inputs/local-arrays.c -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc -arch=sm_90 -I%S/../Inputs %t.cu -o %t
// RUN: %tilec --emit=cuda --split %S/../Inputs/local-arrays.c -o %t.s.cu
// RUN: FileCheck %s --check-prefix=SPLIT < %t.s.host.c
// RUN: %nvcc -arch=sm_90 -I%S/../Inputs %t.s.cu %t.s.host.c -o %t.s
// CHECK-NOT:  d_tmp
// CHECK:      __global__ void scratch_kernel0(const float *__restrict__ A, float *__restrict__ B, int n)
// CHECK:        float tmp[8];
// CHECK:      __global__ void window_kernel0(const float *__restrict__ A, float *__restrict__ B, int n)
// CHECK:        float w[3][3];
// CHECK:          w[a][b] = A[(i + a) * 130 + j + b];
// CHECK-NOT:  d_tmp
// SPLIT:      scratch_region0(n, (float *)A, (float *)B); /* tilec: region 0 runs on the GPU */
