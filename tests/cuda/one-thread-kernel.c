// A nest with no parallel loop runs as a one-thread kernel, so that the
// data stays on the device: its launch has a 1 x 1 x 1 grid and no
// empty-grid test, while the parallel nest split off from it gets one.
// (The distribution is legal: the first statement only touches column 0
// and the strict lower triangle, the second the rest; the second nest's
// parallel 'j' then moves outside its sequential 'i', one launch instead
// of one per row.)  Both targets spell it alike.
// RUN: %tilec --remarks %s -o %t.cu 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: FileCheck %s < %t.cu
// RUN: %tilec --emit=opencl %s -o - | FileCheck --check-prefix=OPENCL %s
#define N 100

void sweep(int n, double A[N][N])
{
  for (int i = 1; i < n; i++) {
    for (int j = 1; j < i; j++)
      A[i][0] += A[i][j] * A[j][0];
    for (int j = i; j < n; j++)
      A[i][j] = A[i][j] - A[i - 1][j];
  }
}
// REMARK: one-thread-kernel.c:15:3: remark: distributed loop 'i' into 2 loops
// REMARK: one-thread-kernel.c:15:3: remark: kernel 'sweep_kernel0' runs this code in one GPU thread: no loop in it is parallel
// REMARK: one-thread-kernel.c:18:5: remark: kernel 'sweep_kernel1': parallel loops mapped to blocks and threads: 'j' -> x
// CHECK-LABEL: /* tilec: {{.*}}one-thread-kernel.c:15 (function 'sweep'): no loop here is parallel; one GPU thread runs it so that the data stays on the device */
// CHECK-NEXT:  __global__ void sweep_kernel0(double *A, int n)
// CHECK:       __global__ void sweep_kernel1(double *A, int n)
// CHECK:         for (int i = 1; i < j + 1; i++)
// CHECK:           dim3 tilec_block(1, 1, 1);
// CHECK-NEXT:      dim3 tilec_grid(1, 1, 1);
// CHECK-NEXT:      tilec_timer_start(&tilec_timer);
// CHECK-NEXT:      sweep_kernel0<<<tilec_grid, tilec_block>>>(d_A, n);
// CHECK-NEXT:      TILEC_CHECK_LAUNCH("sweep_kernel0");
// CHECK:           dim3 tilec_block(256, 1, 1);
// CHECK-NEXT:      dim3 tilec_grid(tilec_blocks(tilec_trips((long)(1), (long)(n - 1), 1L), 256), 1, 1);
// CHECK-NEXT:      if (tilec_grid.x && tilec_grid.y && tilec_grid.z) {
// OPENCL:          size_t tilec_grid[1] = {1};
// OPENCL-NEXT:     size_t tilec_block[1] = {1};
// OPENCL-NEXT:     TILEC_CL_ARG(tilec_kernel, 0, cl_mem, d_A);
// OPENCL:          size_t tilec_block[1] = {256};
// OPENCL-NEXT:     if (tilec_grid[0]) {
