// Unsigned iterators (Inputs/unsigned-iterators.c), '/' and '%' by
// constants in subscripts (Inputs/quasi-affine.c) and in loop bounds
// (Inputs/division-bounds.c) give a whole .cu and a --split pair that nvcc
// builds; a kernel declares an unsigned iterator as a long and reads it as
// its source type; derived parameters are computed in the host code (in
// the region's function with --split) and passed to the kernels.
// REQUIRES: nvcc
// RUN: %tilec --emit=cuda %S/../Inputs/unsigned-iterators.c -o %t.u.cu
// RUN: FileCheck %s < %t.u.cu
// RUN: %nvcc -arch=sm_90 -I%S/../Inputs %t.u.cu -o %t.u
// RUN: %tilec --emit=cuda --split %S/../Inputs/unsigned-iterators.c -o %t.us.cu
// RUN: %nvcc -arch=sm_90 -I%S/../Inputs %t.us.cu %t.us.host.c -o %t.us
// RUN: %tilec --emit=cuda %S/../Inputs/quasi-affine.c -o %t.q.cu
// RUN: FileCheck %s --check-prefix=QUASI < %t.q.cu
// RUN: %nvcc -arch=sm_90 -I%S/../Inputs %t.q.cu -o %t.q
// RUN: %tilec --emit=cuda %S/../Inputs/division-bounds.c -o %t.d.cu
// RUN: FileCheck %s --check-prefix=DIV < %t.d.cu
// RUN: %nvcc -arch=sm_90 -I%S/../Inputs %t.d.cu -o %t.d
// RUN: %tilec --emit=cuda --split %S/../Inputs/division-bounds.c -o %t.ds.cu
// RUN: %nvcc -arch=sm_90 -I%S/../Inputs %t.ds.cu %t.ds.host.c -o %t.ds
// CHECK:      __global__ void high_kernel0(float *__restrict__ H, unsigned int n)
// CHECK:        long i = -(long)n + 4294967295 + (long)(blockIdx.x * blockDim.x + threadIdx.x) * 1;
// CHECK-NEXT:   if (!((long)i <= 4294967294))
// CHECK:        H[(unsigned int)i - (4294967295U - n)] = (float)((unsigned int)i % 1000u) + (float)((unsigned int)i >> 20);
// QUASI: __global__ void stencil_kernel0(float *__restrict__ A, int t, int n)
// QUASI: A[(t + 1) % 2 * 128 + i] = (A[t % 2 * 128 + i - 1] + A[t % 2 * 128 + i] + A[t % 2 * 128 + i + 1]) / 3;
// DIV:      const int n_div_2 = n / 2;
// DIV:      halves_kernel0<<<tilec_grid, tilec_block>>>(d_X, d_Y, n_div_2);
