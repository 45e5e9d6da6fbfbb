/* cublas_ref.cu - the cuBLAS reference times for `make bench`
 * (bench/bench.sh): the same products as tilec's matmul kernels, computed
 * by cuBLAS on the same GPU in the same run, so that bench/report.py can
 * say how far tilec's kernels are from the vendor library.
 *
 * Each case is timed with CUDA events around the cuBLAS call(s) only
 * (inputs are copied to the GPU once, before), after 2 warm-up calls;
 * the median of RUNS calls is printed.  Row-major C arrays are passed to
 * column-major cuBLAS as their transposes (C^T = B^T A^T), so each call
 * computes exactly what the C program computes:
 *
 *   NAME=sgemm:W             P = M * N, float, W x W (examples/matmul.c,
 *                            bench/matmul_float.c)
 *   NAME=sgemm-tf32:W        the same in cuBLAS's TF32 math mode
 *                            (matmul-tf32, tilec --allow-tf32)
 *   NAME=dgemm:NI,NJ,NK      C = alpha*A*B + beta*C, double (gemm)
 *   NAME=2mm:NI,NJ,NK,NL     tmp = alpha*A*B; D = beta*D + tmp*C, double,
 *                            two DGEMMs timed together (2mm)
 *   NAME=3mm:NI,NJ,NK,NL,NM  E = A*B (A is NI x NK, B NK x NJ); F = C*D
 *                            (C is NJ x NM, D NM x NL); G = E*F, double,
 *                            three DGEMMs timed together (3mm)
 *   NAME=dsyrk:N,M           lower triangle of C = alpha*A*A^T + beta*C,
 *                            A is N x M, double (syrk)
 *   NAME=dsyr2k:N,M          lower triangle of C = alpha*A*B^T +
 *                            alpha*B*A^T + beta*C, A and B are N x M,
 *                            double (syr2k)
 *   NAME=dsymm:M,N           C = alpha*A*B + beta*C, A symmetric M x M
 *                            (its lower triangle read), B and C M x N,
 *                            double (symm)
 *   NAME=dtrmm:M,N           B = alpha*A^T*B, A unit lower triangular
 *                            M x M (its strict lower triangle read), B
 *                            M x N, double (trmm); out of place, into C
 *   NAME=copy:BYTES          cudaMemcpy of BYTES within the GPU (BYTES
 *                            read and written): the copy bandwidth
 *
 * SGEMM runs in cuBLAS's default math mode: plain FP32, no TF32.
 *
 * Build: nvcc -O3 -arch=sm_90 bench/cublas_ref.cu -lcublas -o cublas_ref
 * Usage: cublas_ref RUNS CASE...
 * Prints one line per case:
 *   cublas NAME KIND DIMS median_ms MS runs RUNS
 * e.g. "cublas gemm dgemm 1000,1100,1200 median_ms 0.123456 runs 11". */
#include <algorithm>
#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <functional>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <vector>

#include "bench_check.h"


static cublasHandle_t handle;

/* A device array of N elements of T filled with values in [-0.5, 0.5)
 * (copied once from the host; SEED makes arrays differ). */
template <typename T> static T *device_array(size_t n, int seed) {
  std::vector<T> h(n);
  for (size_t i = 0; i < n; i++)
    h[i] = (T)((i * 7 + (size_t)seed * 3) % 17) / (T)17 - (T)0.5;
  T *d;
  CHECK(cudaMalloc(&d, n * sizeof(T)));
  CHECK(cudaMemcpy(d, h.data(), n * sizeof(T), cudaMemcpyHostToDevice));
  return d;
}

/* Median time in ms of RUNS calls of RUN, each between two events,
 * after 2 warm-up calls. */
static double median_ms(int runs, const std::function<void()> &run) {
  cudaEvent_t a, b;
  CHECK(cudaEventCreate(&a));
  CHECK(cudaEventCreate(&b));
  run();
  run();
  CHECK(cudaDeviceSynchronize());
  std::vector<float> t;
  for (int r = 0; r < runs; r++) {
    CHECK(cudaEventRecord(a, 0));
    run();
    CHECK(cudaEventRecord(b, 0));
    CHECK(cudaEventSynchronize(b));
    float ms;
    CHECK(cudaEventElapsedTime(&ms, a, b));
    t.push_back(ms);
  }
  CHECK(cudaGetLastError());
  CHECK(cudaEventDestroy(a));
  CHECK(cudaEventDestroy(b));
  std::sort(t.begin(), t.end());
  size_t n = t.size();
  return n % 2 ? t[n / 2] : (t[n / 2 - 1] + t[n / 2]) / 2.0;
}

/* Parse "d1,d2,..." into exactly COUNT positive sizes; 0 on error. */
static int parse_dims(const char *s, long *d, int count) {
  for (int i = 0; i < count; i++) {
    char *end;
    d[i] = strtol(s, &end, 10);
    if (d[i] < 1 || (i + 1 < count ? *end != ',' : *end != '\0'))
      return 0;
    s = end + 1;
  }
  return 1;
}

/* Time one case "NAME=KIND:DIMS"; returns 0 when it is malformed. */
static int run_case(int runs, const char *arg) {
  char name[128], kind[32];
  const char *eq = strchr(arg, '='), *colon = eq ? strchr(eq, ':') : NULL;
  if (!eq || !colon || eq - arg >= (long)sizeof name || colon - eq - 1 >= (long)sizeof kind)
    return 0;
  snprintf(name, sizeof name, "%.*s", (int)(eq - arg), arg);
  snprintf(kind, sizeof kind, "%.*s", (int)(colon - eq - 1), eq + 1);
  const char *dims = colon + 1;
  long d[5];
  double ms;
  if ((!strcmp(kind, "sgemm") || !strcmp(kind, "sgemm-tf32")) && parse_dims(dims, d, 1)) {
    int w = (int)d[0];
    float *M = device_array<float>((size_t)w * w, 1), *N = device_array<float>((size_t)w * w, 2);
    float *P = device_array<float>((size_t)w * w, 3);
    const float one = 1, zero = 0;
    bool tf32 = !strcmp(kind, "sgemm-tf32");
    if (tf32)
      CHECK_BLAS(cublasSetMathMode(handle, CUBLAS_TF32_TENSOR_OP_MATH));
    ms = median_ms(runs, [&] { CHECK_BLAS(cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, w, w, w, &one, N, w, M, w, &zero, P, w)); });
    if (tf32)
      CHECK_BLAS(cublasSetMathMode(handle, CUBLAS_DEFAULT_MATH));
    CHECK(cudaFree(M));
    CHECK(cudaFree(N));
    CHECK(cudaFree(P));
  } else if (!strcmp(kind, "dgemm") && parse_dims(dims, d, 3)) {
    int ni = (int)d[0], nj = (int)d[1], nk = (int)d[2];
    double *A = device_array<double>((size_t)ni * nk, 1), *B = device_array<double>((size_t)nk * nj, 2);
    double *C = device_array<double>((size_t)ni * nj, 3);
    const double alpha = 1.5, beta = 1.2;
    ms = median_ms(runs, [&] { CHECK_BLAS(cublasDgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, nj, ni, nk, &alpha, B, nj, A, nk, &beta, C, nj)); });
    CHECK(cudaFree(A));
    CHECK(cudaFree(B));
    CHECK(cudaFree(C));
  } else if (!strcmp(kind, "2mm") && parse_dims(dims, d, 4)) {
    int ni = (int)d[0], nj = (int)d[1], nk = (int)d[2], nl = (int)d[3];
    double *A = device_array<double>((size_t)ni * nk, 1), *B = device_array<double>((size_t)nk * nj, 2);
    double *C = device_array<double>((size_t)nj * nl, 3), *D = device_array<double>((size_t)ni * nl, 4);
    double *tmp = device_array<double>((size_t)ni * nj, 5);
    const double alpha = 1.5, beta = 1.2, zero = 0, one = 1;
    ms = median_ms(runs, [&] {
      CHECK_BLAS(cublasDgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, nj, ni, nk, &alpha, B, nj, A, nk, &zero, tmp, nj));
      CHECK_BLAS(cublasDgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, nl, ni, nj, &one, C, nl, tmp, nj, &beta, D, nl));
    });
    CHECK(cudaFree(A));
    CHECK(cudaFree(B));
    CHECK(cudaFree(C));
    CHECK(cudaFree(D));
    CHECK(cudaFree(tmp));
  } else if (!strcmp(kind, "3mm") && parse_dims(dims, d, 5)) {
    int ni = (int)d[0], nj = (int)d[1], nk = (int)d[2], nl = (int)d[3], nm = (int)d[4];
    double *A = device_array<double>((size_t)ni * nk, 1), *B = device_array<double>((size_t)nk * nj, 2);
    double *C = device_array<double>((size_t)nj * nm, 3), *D = device_array<double>((size_t)nm * nl, 4);
    double *E = device_array<double>((size_t)ni * nj, 5), *F = device_array<double>((size_t)nj * nl, 6);
    double *G = device_array<double>((size_t)ni * nl, 7);
    const double zero = 0, one = 1;
    ms = median_ms(runs, [&] {
      CHECK_BLAS(cublasDgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, nj, ni, nk, &one, B, nj, A, nk, &zero, E, nj));
      CHECK_BLAS(cublasDgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, nl, nj, nm, &one, D, nl, C, nm, &zero, F, nl));
      CHECK_BLAS(cublasDgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, nl, ni, nj, &one, F, nl, E, nj, &zero, G, nl));
    });
    CHECK(cudaFree(A));
    CHECK(cudaFree(B));
    CHECK(cudaFree(C));
    CHECK(cudaFree(D));
    CHECK(cudaFree(E));
    CHECK(cudaFree(F));
    CHECK(cudaFree(G));
  } else if (!strcmp(kind, "dsyrk") && parse_dims(dims, d, 2)) {
    /* Row-major A (N x M) is column-major A^T (M x N, lda M); row-major
     * lower C (j <= i) is column-major upper C^T = C. */
    int n = (int)d[0], m = (int)d[1];
    double *A = device_array<double>((size_t)n * m, 1), *C = device_array<double>((size_t)n * n, 2);
    const double alpha = 1.5, beta = 1.2;
    ms = median_ms(runs, [&] { CHECK_BLAS(cublasDsyrk(handle, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_T, n, m, &alpha, A, m, &beta, C, n)); });
    CHECK(cudaFree(A));
    CHECK(cudaFree(C));
  } else if (!strcmp(kind, "dsyr2k") && parse_dims(dims, d, 2)) {
    /* As for dsyrk: row-major A and B (N x M) are column-major A^T and
     * B^T (M x N, ld M), so CUBLAS_OP_T gives back A and B; C is
     * symmetric, so the column-major upper triangle is the row-major
     * lower one. */
    int n = (int)d[0], m = (int)d[1];
    double *A = device_array<double>((size_t)n * m, 1), *B = device_array<double>((size_t)n * m, 2);
    double *C = device_array<double>((size_t)n * n, 3);
    const double alpha = 1.5, beta = 1.2;
    ms = median_ms(runs, [&] {
      CHECK_BLAS(cublasDsyr2k(handle, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_T, n, m, &alpha, A, m, B, m, &beta, C, n));
    });
    CHECK(cudaFree(A));
    CHECK(cudaFree(B));
    CHECK(cudaFree(C));
  } else if (!strcmp(kind, "dsymm") && parse_dims(dims, d, 2)) {
    /* Row-major C, B (M x N) are column-major C^T, B^T (N x M, ld N):
     * C^T = alpha*B^T*A + beta*C^T (A symmetric), A on the right; the
     * row-major lower triangle of A is the column-major upper one. */
    int m = (int)d[0], n = (int)d[1];
    double *A = device_array<double>((size_t)m * m, 1), *B = device_array<double>((size_t)m * n, 2);
    double *C = device_array<double>((size_t)m * n, 3);
    const double alpha = 1.5, beta = 1.2;
    ms = median_ms(runs, [&] {
      CHECK_BLAS(cublasDsymm(handle, CUBLAS_SIDE_RIGHT, CUBLAS_FILL_MODE_UPPER, n, m, &alpha, A, m, B, n, &beta, C, n));
    });
    CHECK(cudaFree(A));
    CHECK(cudaFree(B));
    CHECK(cudaFree(C));
  } else if (!strcmp(kind, "dtrmm") && parse_dims(dims, d, 2)) {
    /* B^T = alpha*B^T*A with B^T column-major (N x M, ld N); the array
     * A, row-major lower, is column-major upper U = A^T, so A = U^T. */
    int m = (int)d[0], n = (int)d[1];
    double *A = device_array<double>((size_t)m * m, 1), *B = device_array<double>((size_t)m * n, 2);
    double *C = device_array<double>((size_t)m * n, 3);
    const double alpha = 1.5;
    ms = median_ms(runs, [&] {
      CHECK_BLAS(cublasDtrmm(handle, CUBLAS_SIDE_RIGHT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_T, CUBLAS_DIAG_UNIT, n, m, &alpha, A, m, B, n, C, n));
    });
    CHECK(cudaFree(A));
    CHECK(cudaFree(B));
    CHECK(cudaFree(C));
  } else if (!strcmp(kind, "copy") && parse_dims(dims, d, 1)) {
    /* The copy bandwidth: BYTES read and BYTES written within the GPU. */
    size_t bytes = (size_t)d[0];
    void *a, *b;
    CHECK(cudaMalloc(&a, bytes));
    CHECK(cudaMalloc(&b, bytes));
    CHECK(cudaMemset(a, 1, bytes));
    ms = median_ms(runs, [&] { CHECK(cudaMemcpyAsync(b, a, bytes, cudaMemcpyDeviceToDevice, 0)); });
    CHECK(cudaFree(a));
    CHECK(cudaFree(b));
  } else {
    return 0;
  }
  printf("cublas %s %s %s median_ms %.6f runs %d\n", name, kind, dims, ms, runs);
  fflush(stdout);
  return 1;
}

int main(int argc, char **argv) {
  int runs = argc > 1 ? atoi(argv[1]) : 0;
  if (argc < 3 || runs < 1) {
    fprintf(stderr, "usage: %s RUNS NAME=KIND:DIMS...   (KIND: sgemm:W, sgemm-tf32:W, dgemm:NI,NJ,NK, 2mm:NI,NJ,NK,NL, 3mm:NI,NJ,NK,NL,NM, dsyrk:N,M, dsyr2k:N,M, dsymm:M,N, dtrmm:M,N, copy:BYTES)\n",
            argv[0]);
    return 2;
  }
  CHECK_BLAS(cublasCreate(&handle));
  CHECK_BLAS(cublasSetMathMode(handle, CUBLAS_DEFAULT_MATH));
  int status = 0;
  for (int i = 2; i < argc; i++)
    if (!run_case(runs, argv[i])) {
      fprintf(stderr, "%s: bad case '%s'\n", argv[0], argv[i]);
      status = 2;
    }
  CHECK_BLAS(cublasDestroy(handle));
  return status;
}
