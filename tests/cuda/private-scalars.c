// A thread's own scalars are declared at the top of its code, without an
// initial value (each iteration writes them first); scalars the host code
// computes between kernels are passed by value (Inputs/private-scalars.c).
// REQUIRES: nvcc
// RUN: %tilec %S/../Inputs/private-scalars.c -o %t.cu
// RUN: grep -v "^#line " %t.cu | FileCheck %s
// RUN: %nvcc -arch=sm_90 -I%S/../Inputs %t.cu -o %t
// CHECK:      k = alpha * 2.0f + 1;
// CHECK-NEXT: c = k / (alpha + 3);
// CHECK:      scale_kernel0<<<tilec_grid, tilec_block>>>(d_out, k, c, n);
// CHECK:      __global__ void rows_kernel0(const float *__restrict__ A, float *__restrict__ B, int n)
// CHECK:        if (!(i <= n - 1))
// CHECK-NEXT:     return;
// CHECK-NEXT:   float prev;
// CHECK-NEXT:   float acc;
// CHECK-NEXT:   acc = 0;
