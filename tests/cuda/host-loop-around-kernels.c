// jacobi-2d as CUDA: the time loop 't' carries dependences and stays on the
// host around the launches of the two sweeps, whose parallel loops 'i' and
// 'j' become 2-D grids ('j', the contiguous subscript, on x); the arrays are
// copied in once before the time loop and out once after it.
// RUN: %tilec -I%polybench/utilities -DMINI_DATASET %polybench/jacobi-2d/jacobi-2d.c -o %t.cu --remarks 2> %t.remarks
// RUN: grep -v "^#line " %t.cu | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

// REMARK: remark: loop 't' stays on the host around the kernels: it carries flow dependence
// REMARK: remark: kernel 'kernel_jacobi_2d_kernel0': parallel loops mapped to blocks and threads: 'j' -> x, 'i' -> y
// REMARK: remark: kernel 'kernel_jacobi_2d_kernel1': parallel loops mapped to blocks and threads: 'j' -> x, 'i' -> y

// CHECK-LABEL: __global__ void kernel_jacobi_2d_kernel0(double *__restrict__ B, const double *__restrict__ A, int n, long B_first, long A_first)
// CHECK-NEXT: {
// CHECK-NEXT:   int j = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x) * 1;
// CHECK-NEXT:   int i = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y) * 1;
// CHECK-NEXT:   if (!(j <= n - 2 && i <= n - 2))
// CHECK-NEXT:     return;
// CHECK-NEXT:   B[(long)i * 30 + j - B_first] = 0.2 * (A[(long)i * 30 + j - A_first] + A[(long)i * 30 + j - 1 - A_first] + A[(long)i * 30 + 1 + j - A_first] + A[(long)(1 + i) * 30 + j - A_first] + A[(long)(i - 1) * 30 + j - A_first]);
// CHECK-LABEL: __global__ void kernel_jacobi_2d_kernel1(
// CHECK-LABEL: static void kernel_jacobi_2d(
// CHECK:      TILEC_CHECK(cudaMemcpy(d_B, (double *)B + B_first, sizeof(double) * (size_t)B_count, cudaMemcpyHostToDevice));
// CHECK-NEXT: TILEC_CHECK(cudaMemcpy(d_A, (double *)A + A_first, sizeof(double) * (size_t)A_count, cudaMemcpyHostToDevice));
// CHECK:      for (t = 0; t < tsteps; t++) {
// CHECK:          kernel_jacobi_2d_kernel0<<<tilec_grid, tilec_block>>>(d_B, d_A, n, B_first, A_first);
// CHECK:          kernel_jacobi_2d_kernel1<<<tilec_grid, tilec_block>>>(d_A, d_B, n, B_first, A_first);
// CHECK:      }
// CHECK:      TILEC_CHECK(cudaMemcpy((double *)B + B_written_first, d_B + (B_written_first - B_first), sizeof(double) * (size_t)B_written_count, cudaMemcpyDeviceToHost));
// CHECK-NEXT: TILEC_CHECK(cudaMemcpy((double *)A + A_written_first, d_A + (A_written_first - A_first), sizeof(double) * (size_t)A_written_count, cudaMemcpyDeviceToHost));
