// A nest with no parallel loop, even rescheduled, whose work does not grow
// with the parameters (a recurrence over 7 rows) runs as a one-thread
// kernel, so that the data stays on the device: its launch has a 1 x 1 x 1
// grid and no empty-grid test, while the parallel nest beside it gets one
// (its parallel 'j' moves outside its sequential 'i': one launch instead
// of one per row, and its block size is chosen at run time).  Both targets
// spell it alike.  Work that grows with the parameters never runs in one
// GPU thread (tests/diagnostics/one-thread-work.c).  The code is in
// Inputs/sweep.c, so that these lines are not in the output that
// FileCheck reads.
// RUN: %tilec --remarks %S/Inputs/sweep.c -o %t.cu 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: grep -v "^#line " %t.cu | FileCheck %s
// RUN: %tilec --emit=opencl %S/Inputs/sweep.c -o - | FileCheck --check-prefix=OPENCL %s
// REMARK: sweep.c:6:3: remark: loop nest 'i' (line 6) stays as written: isl's schedule of it has no parallel loop either
// REMARK: sweep.c:6:3: remark: kernel 'sweep_kernel0' runs this code in one GPU thread: no loop in it is parallel
// REMARK: sweep.c:9:5: remark: kernel 'sweep_kernel1': parallel loops mapped to blocks and threads: 'j' -> x
// CHECK-LABEL: /* tilec: {{.*}}sweep.c:6 (function 'sweep'): no loop here is parallel; one GPU thread runs it so that the data stays on the device */
// CHECK-NEXT:  __global__ void sweep_kernel0(double *__restrict__ A)
// CHECK:       __global__ void sweep_kernel1(double *__restrict__ A, int n)
// CHECK:         for (int i = 1; i < j + 1; i++)
// CHECK:           dim3 tilec_block(1, 1, 1);
// CHECK-NEXT:      dim3 tilec_grid(1, 1, 1);
// CHECK-NEXT:      tilec_kernel_start(&tilec_timer);
// CHECK-NEXT:      sweep_kernel0<<<tilec_grid, tilec_block>>>(d_A);
// CHECK-NEXT:      TILEC_CHECK_LAUNCH("sweep_kernel0");
// CHECK:           int tilec_threads = tilec_threads_for(tilec_trips((long)(1), (long)(n - 1), 1L), 256);
// CHECK-NEXT:      dim3 tilec_block(tilec_threads, 1, 1);
// CHECK-NEXT:      dim3 tilec_grid(tilec_blocks(tilec_trips((long)(1), (long)(n - 1), 1L), tilec_threads), 1, 1);
// CHECK-NEXT:      if (tilec_grid.x && tilec_grid.y && tilec_grid.z) {
// OPENCL:          "__kernel __attribute__((reqd_work_group_size(1, 1, 1))) void sweep_kernel0(__global double *A)\n"
// OPENCL:          "__kernel void sweep_kernel1(__global double *A, int n)\n"
// OPENCL:          size_t tilec_grid[1] = {1};
// OPENCL-NEXT:     size_t tilec_block[1] = {1};
// OPENCL-NEXT:     TILEC_CL_ARG(tilec_kernel, 0, cl_mem, d_A);
// OPENCL:          int tilec_threads = tilec_threads_for(
// OPENCL-NEXT:     size_t tilec_grid[1] = {tilec_blocks({{.*}}, tilec_threads)};
// OPENCL-NEXT:     size_t tilec_block[1] = {(size_t)tilec_threads};
// OPENCL-NEXT:     if (tilec_grid[0]) {
