// Members of the elements of arrays of structs (Inputs/struct-arrays.c)
// give a .cu that nvcc builds: kernels take a dense array per member.
// REQUIRES: nvcc
// RUN: %tilec --emit=cuda %S/../Inputs/struct-arrays.c -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc -arch=sm_90 -I%S/../Inputs %t.cu -o %t
// CHECK: __global__ void step_kernel0(float *__restrict__ p_x, const float *__restrict__ p_vx, float *__restrict__ p_y, const float *__restrict__ p_vy, float dt, int n)
// CHECK: static_assert(sizeof(p[0].x) == sizeof(float),
// CHECK: TILEC_CHECK(cudaMemcpy(d_p_x, p_x_packed, sizeof(float) * (size_t)p_x_count, cudaMemcpyHostToDevice));
