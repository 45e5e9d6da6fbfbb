// Expanded scratch arrays (Inputs/expand.c) give a .cu that nvcc builds:
// doitgen's sum becomes a buffer on the GPU only, one copy per r and q
// (allocated with no elements where a loop does not run, never copied),
// indexed in long; the kernels run over r, q and p; after them one
// kernel copies the last iteration's copy back into sum, where the loops
// ran.
// REQUIRES: nvcc
// RUN: %tilec --emit=cuda %S/../Inputs/expand.c -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc -arch=sm_90 -I%S/../Inputs %t.cu -o %t
// CHECK:      __global__ void batched_kernel0(const double *__restrict__ A, const double *__restrict__ C4, double *__restrict__ sum_rq, int np, int nq, int nr)
// CHECK:        int r = 0 + (int)(blockIdx.z * blockDim.z + threadIdx.z) * 1;
// CHECK:        double sum_rq_rqp = 0.0;
// CHECK:        sum_rq[(long)r * nq * np + (long)q * np + p] = sum_rq_rqp;
// CHECK:      __global__ void batched_kernel1(double *__restrict__ A, const double *__restrict__ sum_rq, int nq, int np, int nr)
// CHECK:        A[r * nq * np + q * np + p] = sum_rq[(long)r * nq * np + (long)q * np + p];
// CHECK:      __global__ void batched_kernel2(double *__restrict__ sum, const double *__restrict__ sum_rq, int nr, int nq, int np)
// CHECK:        sum[p] = sum_rq[(long)(nr - 1) * nq * np + (long)(nq - 1) * np + p];
// CHECK:      TILEC_CHECK(cudaMalloc((void **)&d_sum_rq, sizeof(double) * (size_t)(nr > 0 ? nr : 0) * (size_t)(nq > 0 ? nq : 0) * (size_t)(np > 0 ? np : 0)));
// CHECK-NOT:  cudaMemcpy({{.*}}sum_rq
// CHECK:      batched_kernel0<<<tilec_grid, tilec_block>>>
// CHECK:      batched_kernel1<<<tilec_grid, tilec_block>>>
// CHECK:      if (0 <= nr - 1 && 0 <= nq - 1) {
// CHECK:        batched_kernel2<<<tilec_grid, tilec_block>>>
