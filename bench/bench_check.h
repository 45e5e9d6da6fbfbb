/* bench_check.h - checked CUDA and cuBLAS calls for the benchmark's own
 * programs (bench/cublas_ref.cu, bench/lecture_matmul.cu,
 * bench/mma_shapes.cu, bench/transfers.cu): a failure prints the file, the
 * line, the call and the error, and exits with status 1. */
#ifndef BENCH_CHECK_H
#define BENCH_CHECK_H

#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(call)                                                                         \
  do {                                                                                      \
    cudaError_t e = (call);                                                                 \
    if (e != cudaSuccess) {                                                                 \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e)); \
      exit(1);                                                                              \
    }                                                                                       \
  } while (0)
#define CHECK_BLAS(call)                                                                  \
  do {                                                                                    \
    cublasStatus_t s = (call);                                                            \
    if (s != CUBLAS_STATUS_SUCCESS) {                                                     \
      fprintf(stderr, "%s:%d: %s: cuBLAS status %d\n", __FILE__, __LINE__, #call, (int)s); \
      exit(1);                                                                            \
    }                                                                                     \
  } while (0)

#endif
