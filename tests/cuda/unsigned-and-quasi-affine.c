// Unsigned iterators (Inputs/unsigned-iterators.c) and '/' and '%' by
// constants in subscripts (Inputs/quasi-affine.c) give a whole .cu and a
// --split pair that nvcc builds; a kernel declares an unsigned iterator as
// a long and reads it as its source type.
// REQUIRES: nvcc
// RUN: %tilec --emit=cuda %S/../Inputs/unsigned-iterators.c -o %t.u.cu
// RUN: FileCheck %s < %t.u.cu
// RUN: %nvcc -arch=sm_90 -I%S/../Inputs %t.u.cu -o %t.u
// RUN: %tilec --emit=cuda --split %S/../Inputs/unsigned-iterators.c -o %t.us.cu
// RUN: %nvcc -arch=sm_90 -I%S/../Inputs %t.us.cu %t.us.host.c -o %t.us
// RUN: %tilec --emit=cuda %S/../Inputs/quasi-affine.c -o %t.q.cu
// RUN: FileCheck %s --check-prefix=QUASI < %t.q.cu
// RUN: %nvcc -arch=sm_90 -I%S/../Inputs %t.q.cu -o %t.q
// CHECK:      __global__ void high_kernel0(float *H, unsigned int n)
// CHECK:        long i = -(long)n + 4294967295 + (long)(blockIdx.x * blockDim.x + threadIdx.x) * 1;
// CHECK-NEXT:   if (!((long)i <= 4294967294))
// CHECK:        H[(unsigned int)i - (4294967295U - n)] = (float)((unsigned int)i % 1000u) + (float)((unsigned int)i >> 20);
// QUASI: __global__ void stencil_kernel0(float *A, int t, int n)
// QUASI: A[(t + 1) % 2 * 128 + i] = (A[t % 2 * 128 + i - 1] + A[t % 2 * 128 + i] + A[t % 2 * 128 + i + 1]) / 3;
