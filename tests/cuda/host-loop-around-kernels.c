// jacobi-2d as CUDA: the time loop 't' carries dependences and stays on the
// host around the launches of the two sweeps, whose parallel loops 'i' and
// 'j' become 2-D grids ('j', the contiguous subscript, on x), each block
// reading its 32 x 32 points' neighbourhood of A (B) from a shared tile with
// a halo of one; the arrays are copied in once before the time loop and out
// once after it.
// RUN: %tilec -I%polybench/utilities -DMINI_DATASET %polybench/jacobi-2d/jacobi-2d.c -o %t.cu --remarks 2> %t.remarks
// RUN: grep -v "^#line " %t.cu | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

// REMARK: remark: loop 't' stays on the host around the kernels: it carries flow dependence
// REMARK: remark: kernel 'kernel_jacobi_2d_kernel0': parallel loops mapped to blocks and threads: 'j' -> x, 'i' -> y
// REMARK: remark: kernel 'kernel_jacobi_2d_kernel1': parallel loops mapped to blocks and threads: 'j' -> x, 'i' -> y
// REMARK: remark: kernel 'kernel_jacobi_2d_kernel0': 'A' staged in shared memory (A_tile[34][34], rows padded by 1) for each block; elements past the borders are zero

// CHECK-LABEL: __global__ void __launch_bounds__(256) kernel_jacobi_2d_kernel0(double *B, const double *A, int n, long B_first, long A_first)
// CHECK-NEXT: {
// CHECK-NEXT:   __shared__ double A_tile[34][35];
// CHECK-NEXT:   const int i_first = 1 + (int)blockIdx.y * 32;
// CHECK-NEXT:   const int j_first = 1 + (int)blockIdx.x * 32;
// CHECK-NEXT:   int i_thread = 0 + (int)threadIdx.y * 1;
// CHECK-NEXT:   int j_thread = 0 + (int)threadIdx.x * 1;
// CHECK-NEXT:   for (int load = 32 * i_thread + j_thread; load < 1156; load += 256) {
// CHECK-NEXT:     int j = j_first - 1 + load % 34;
// CHECK-NEXT:     int i = i_first - 1 + load / 34;
// CHECK-NEXT:     A_tile[i - i_first + 1][j - j_first + 1] = (i <= n - 1 && j >= 1 && j <= n - 2) || (i >= 1 && i <= n - 2 && j <= n - 1) ? A[(long)i * 30 + j - A_first] : 0;
// CHECK-NEXT:   }
// CHECK-NEXT:   __syncthreads();
// CHECK-NEXT:   #pragma unroll
// CHECK-NEXT:   for (int i_sub = 0; i_sub < 4; i_sub++) {
// CHECK-NEXT:     int i = i_first + i_thread + 8 * i_sub;
// CHECK-NEXT:     int j = j_first + j_thread;
// CHECK-NEXT:     if (i <= n - 2 && j <= n - 2) {
// CHECK-NEXT:       B[(long)i * 30 + j - B_first] = 0.2 * (A_tile[i - i_first + 1][j - j_first + 1] + A_tile[i - i_first + 1][j - j_first] + A_tile[i - i_first + 1][j - j_first + 2] + A_tile[i - i_first + 2][j - j_first + 1] + A_tile[i - i_first][j - j_first + 1]);
// CHECK-LABEL: __global__ void __launch_bounds__(256) kernel_jacobi_2d_kernel1(
// CHECK-LABEL: static void kernel_jacobi_2d(
// CHECK:      TILEC_CHECK(cudaMemcpy(d_B, (double *)B + B_first, sizeof(double) * (size_t)B_count, cudaMemcpyHostToDevice));
// CHECK-NEXT: TILEC_CHECK(cudaMemcpy(d_A, (double *)A + A_first, sizeof(double) * (size_t)A_count, cudaMemcpyHostToDevice));
// CHECK:      for (t = 0; t < tsteps; t++) {
// CHECK:          kernel_jacobi_2d_kernel0<<<tilec_grid, tilec_block>>>(d_B, d_A, n, B_first, A_first);
// CHECK:          kernel_jacobi_2d_kernel1<<<tilec_grid, tilec_block>>>(d_A, d_B, n, B_first, A_first);
// CHECK:      }
// CHECK:      TILEC_CHECK(cudaMemcpy((double *)B + B_written_first, d_B + (B_written_first - B_first), sizeof(double) * (size_t)B_written_count, cudaMemcpyDeviceToHost));
// CHECK-NEXT: TILEC_CHECK(cudaMemcpy((double *)A + A_written_first, d_A + (A_written_first - A_first), sizeof(double) * (size_t)A_written_count, cudaMemcpyDeviceToHost));
