// Loop bounds with quotients of iterators (Inputs/quotient-bounds.c) give
// a whole .cu that nvcc builds: the grid of the half triangle covers j up
// to (n - 1) / 2 - 1, its guard tests i / 2 - 1.
// REQUIRES: nvcc
// RUN: %tilec --emit=cuda %S/../Inputs/quotient-bounds.c -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc -arch=sm_90 -I%S/../Inputs %t.cu -o %t
// CHECK:      __global__ void half_kernel0(float *__restrict__ A, const float *__restrict__ x, int n)
// CHECK:        if (!(j <= i / 2 - 1 && j >= 0 && i <= n - 1))
// CHECK:      dim3 tilec_grid(tilec_blocks(tilec_trips((long)(0), (long)((n - 1) / 2 - 1), 1L), 32)
