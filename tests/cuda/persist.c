// Loops run as one kernel of one block (Inputs/persist.c) give a .cu that
// nvcc builds with warnings as errors: each such kernel is launched with
// 1024 threads and bounded to them, steps between __syncthreads(), the
// reductions' trees in shared memory, one thread's work on thread 0.
// REQUIRES: nvcc
// RUN: %tilec --emit=cuda %S/../Inputs/persist.c -o %t.cu 2>/dev/null
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc -arch=sm_90 -Werror all-warnings -I%S/../Inputs %t.cu -o %t
// With --split, the scalars whose values are the regions' own (durbin's
// sum, ludcmp's w, set before every read) are locals of the region
// functions, not arguments read unset; the host program marks its own
// copies unused, and both halves build with warnings as errors.
// RUN: %tilec --split %S/../Inputs/persist.c -o %t.split.cu 2>/dev/null
// RUN: FileCheck %s --check-prefix=SPLIT < %t.split.cu
// RUN: FileCheck %s --check-prefix=HOST < %t.split.host.c
// RUN: %cc -std=c11 -Wall -Werror -I%S/../Inputs -c %t.split.host.c -o %t.host.o
// RUN: %nvcc -arch=sm_90 -Werror all-warnings -c %t.split.cu -o %t.split.o
// RUN: %nvcc %t.split.o %t.host.o -o %t.split
// SPLIT:      extern "C" void levinson_region0(int n, double beta, double alpha, double *r, double *y, double *z)
// SPLIT-NEXT: {
// SPLIT-NEXT:   double sum;
// SPLIT:      extern "C" void backward_region2(int n, double *y, double *U, double *x)
// SPLIT-NEXT: {
// SPLIT-NEXT:   double w;
// HOST: (void)sum; levinson_region0(n, beta, alpha, (double *)r, (double *)y, (double *)z);
// HOST: (void)w; backward_region2(n, (double *)y, (double *)U, (double *)x);
// CHECK:      __global__ void __launch_bounds__(1024) levinson_kernel0(const double *__restrict__ r, double *__restrict__ y, double *__restrict__ z, int n, double beta, double alpha)
// CHECK-NEXT: {
// CHECK-NEXT:   __shared__ double sum_sums[1024];
// CHECK:        double sum;
// CHECK:          sum_sums[threadIdx.x] = sum_part;
// CHECK:          sum_part = sum_sums[0];
// CHECK:          sum += sum_part;
// CHECK:          __syncthreads();
// CHECK:        if (threadIdx.x == 0) {
// CHECK:          y[k] = alpha;
// CHECK:      __global__ void __launch_bounds__(1024) forward_kernel1(
// CHECK:      __global__ void __launch_bounds__(1024) backward_kernel0(
// CHECK:      dim3 tilec_block(1024, 1, 1);
// CHECK-NEXT: dim3 tilec_grid(1, 1, 1);
