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

// CHECK-LABEL: __global__ void kernel_jacobi_2d_kernel0(double *B, const double *A, int n)
// CHECK-NEXT: {
// CHECK-NEXT:   int j = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x) * 1;
// CHECK-NEXT:   int i = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y) * 1;
// CHECK-NEXT:   if (!(j <= n - 2 && i <= n - 2))
// CHECK-NEXT:     return;
// CHECK-NEXT:   B[i * 30 + j] = 0.2 * (A[i * 30 + j] + A[i * 30 + j - 1] + A[i * 30 + 1 + j] + A[(1 + i) * 30 + j] + A[(i - 1) * 30 + j]);
// CHECK-LABEL: __global__ void kernel_jacobi_2d_kernel1(
// CHECK-LABEL: static void kernel_jacobi_2d(
// CHECK:      TILEC_CHECK(cudaMemcpy(d_B, B, {{.*}}, cudaMemcpyHostToDevice));
// CHECK-NEXT: TILEC_CHECK(cudaMemcpy(d_A, A, {{.*}}, cudaMemcpyHostToDevice));
// CHECK:      for (t = 0; t < tsteps; t++) {
// CHECK:          kernel_jacobi_2d_kernel0<<<tilec_grid, tilec_block>>>(d_B, d_A, n);
// CHECK:          kernel_jacobi_2d_kernel1<<<tilec_grid, tilec_block>>>(d_A, d_B, n);
// CHECK:      }
// CHECK:      TILEC_CHECK(cudaMemcpy(B, d_B, {{.*}}, cudaMemcpyDeviceToHost));
// CHECK-NEXT: TILEC_CHECK(cudaMemcpy(A, d_A, {{.*}}, cudaMemcpyDeviceToHost));
