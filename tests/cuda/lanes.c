// Reductions split among lanes (Inputs/lanes.c) give a .cu that nvcc
// builds: a shared array of one partial result per thread, each lane's
// iterations counted in long from its thread index, the band's bounds
// tested inside the loop (every thread reaches the barriers), a tree over
// the lanes, and lane 0 applies the total; the launch has one block in
// the lanes' dimension.
// REQUIRES: nvcc
// RUN: %tilec --emit=cuda %S/../Inputs/lanes.c -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc -arch=sm_90 -I%S/../Inputs %t.cu -o %t
// CHECK:      __global__ void colsum_kernel0(const double *__restrict__ A, const double *__restrict__ w, double *__restrict__ s, int m, int n)
// CHECK-NEXT: {
// CHECK-NEXT:   __shared__ double s_lanes[512];
// CHECK-NEXT:   int j = 0 + (int)(blockIdx.x * blockDim.x + threadIdx.x) * 1;
// CHECK-NEXT:   double s_part = 0;
// CHECK-NEXT:   for (long tilec_i = (long)(0) + (long)(threadIdx.y) * 1; tilec_i <= (long)(n - 1); tilec_i += (long)blockDim.y * 1) {
// CHECK-NEXT:     const int i = (int)tilec_i;
// CHECK:          if (j <= m - 1) {
// CHECK:            s_part += A[i * m + j] * w[i];
// CHECK:        s_lanes[threadIdx.y * 32 + threadIdx.x] = s_part;
// CHECK-NEXT:   __syncthreads();
// CHECK-NEXT:   for (int tilec_half = 8; tilec_half > 0; tilec_half /= 2) {
// CHECK-NEXT:     if (threadIdx.y < tilec_half)
// CHECK-NEXT:       s_lanes[threadIdx.y * 32 + threadIdx.x] += s_lanes[threadIdx.y * 32 + threadIdx.x + tilec_half * 32];
// CHECK-NEXT:     __syncthreads();
// CHECK-NEXT:   }
// CHECK-NEXT:   s_part = s_lanes[threadIdx.x];
// CHECK:        if (threadIdx.y == 0 && j <= m - 1) {
// CHECK:          s[j] = 0;
// CHECK:          if (0 <= n - 1) {
// CHECK:            s[j] += s_part;
// CHECK:      dim3 tilec_block(32, 16, 1);
// CHECK-NEXT: dim3 tilec_grid(tilec_blocks(tilec_trips((long)(0), (long)(m - 1), 1L), 32), 1, 1);
// CHECK:      colsum_kernel0<<<tilec_grid, tilec_block>>>(d_A, d_w, d_s, m, n);
// CHECK:      __global__ void rowdot_kernel0(
// CHECK:          if (threadIdx.x < tilec_half)
// CHECK-NEXT:       y_lanes[threadIdx.y * 32 + threadIdx.x] += y_lanes[threadIdx.y * 32 + threadIdx.x + tilec_half * 1];
// CHECK:        y_part = y_lanes[threadIdx.y * 32];
// CHECK:        if (threadIdx.x == 0 && i <= n - 1 && 0 <= m - 1) {
// CHECK:      dim3 tilec_block(32, 8, 1);
// CHECK-NEXT: dim3 tilec_grid(1, tilec_blocks(tilec_trips((long)(0), (long)(n - 1), 1L), 8), 1);
// CHECK:      rowdot_kernel0<<<tilec_grid, tilec_block>>>(d_A, d_x, d_y, n, m);
