// Reductions (Inputs/reductions.c) give a .cu that nvcc builds: the
// first kernel's threads stride over the loop by the grid's size,
// counting in long, and add up in a shared tree; the second adds up the
// blocks' results and applies the total; the host copies a scalar back.
// REQUIRES: nvcc
// RUN: %tilec --emit=cuda %S/../Inputs/reductions.c -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc -arch=sm_90 -I%S/../Inputs %t.cu -o %t
// CHECK:      __global__ void __launch_bounds__(256) dot_kernel0(const double *__restrict__ a, const double *__restrict__ b, double *__restrict__ d_parts, int n)
// CHECK:        __shared__ double d_sums[256];
// CHECK:        for (long tilec_i = (long)(0) + (long)(blockIdx.x * blockDim.x + threadIdx.x) * 1; tilec_i <= (long)(n - 1); tilec_i += (long)gridDim.x * blockDim.x * 1) {
// CHECK-NEXT:     const int i = (int)tilec_i;
// CHECK:            d_part += a[i] * b[i];
// CHECK:        for (int tilec_half = 128; tilec_half > 0; tilec_half /= 2) {
// CHECK:            d_parts[blockIdx.x] = d_sums[0];
// CHECK:      __global__ void __launch_bounds__(256) dot_kernel1(double *__restrict__ d_parts, double d)
// CHECK:        for (int tilec_k = threadIdx.x; tilec_k < 512; tilec_k += 256)
// CHECK:        d += d_total;
// CHECK:        d_parts[0] = d;
// CHECK:      dot_kernel0<<<tilec_grid, tilec_block>>>(d_a, d_b, d_d_parts, n);
// CHECK:      dot_kernel1<<<tilec_grid, tilec_block>>>(d_d_parts, d);
// CHECK-NEXT: TILEC_CHECK_LAUNCH("dot_kernel1");
// CHECK:      TILEC_CHECK(cudaMemcpy(&d, d_d_parts, sizeof(double), cudaMemcpyDeviceToHost));
