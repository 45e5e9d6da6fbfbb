/* fuse-nests.c - adjacent parallel nests fused before mapping (the
 * automatic pipeline's fuse_nests, passes/manager.c; tests/passes and
 * tests/opencl: fuse-nests.c): a scaling nest and a product nest over the
 * same band (gemm's C *= beta: one kernel, the scaling on the register
 * that keeps C[i][j]), a nest that sets what the next one sums into (2mm's
 * T = 0: the register starts at 0, nothing is loaded), nests that a
 * dependence links across iterations (kept apart: fused, the loop would
 * carry it) and nests whose bands differ in depth (kept apart: fused, the
 * band would lose its inner loop, as lu's division and update would).
 * usage: fuse-nests N, 0 <= N. */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

/* C = beta * C + A * B over an n x (n + 1) C, k < n + 2. */
void scale_product(int n, double beta, double *C, const double *A, const double *B) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n + 1; j++)
      C[i * (n + 1) + j] *= beta;
    for (int k = 0; k < n + 2; k++)
      for (int j = 0; j < n + 1; j++)
        C[i * (n + 1) + j] += A[i * (n + 2) + k] * B[k * (n + 1) + j];
  }
}

/* T = A * B, set to zero first. */
void set_then_sum(int n, double *T, const double *A, const double *B) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n + 1; j++) {
      T[i * (n + 1) + j] = 0.0;
      for (int k = 0; k < n + 2; k++)
        T[i * (n + 1) + j] += A[i * (n + 2) + k] * B[k * (n + 1) + j];
    }
}

/* The second nest reads what the first wrote one iteration before. */
void shifted(int n, double *x, double *y) {
  for (int i = 1; i < n; i++)
    x[i] = x[i] * 0.5 + i;
  for (int i = 1; i < n; i++)
    y[i] = y[i] + x[i - 1];
}

/* A column scaled, then the rows updated from it: bands of depth 1 and 2. */
void deeper(int n, double *M) {
  for (int i = 0; i < n; i++)
    M[i * n] = M[i * n] / 4;
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++)
      M[i * n + j] -= M[i * n] * j;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 50;
  if (n < 0)
    return 1;
  size_t nc = (size_t)n * (size_t)(n + 1) + 1, na = (size_t)n * (size_t)(n + 2) + 1;
  size_t nb = (size_t)(n + 2) * (size_t)(n + 1), nm = (size_t)n * (size_t)n + 1;
  double *C = malloc(sizeof(double) * nc), *T = malloc(sizeof(double) * nc);
  double *A = malloc(sizeof(double) * na), *B = malloc(sizeof(double) * nb);
  double *x = malloc(sizeof(double) * (size_t)(n + 1)), *y = malloc(sizeof(double) * (size_t)(n + 1));
  double *M = malloc(sizeof(double) * nm);
  for (size_t k = 0; k < nc; k++) {
    C[k] = (double)((k * 7) % 19) - 9;
    T[k] = -1;
  }
  for (size_t k = 0; k < na; k++)
    A[k] = (double)((k * 3) % 5) / 2;
  for (size_t k = 0; k < nb; k++)
    B[k] = (double)(k % 11) - 5;
  for (int k = 0; k <= n; k++) {
    x[k] = k % 3;
    y[k] = (k * 5) % 7;
  }
  for (size_t k = 0; k < nm; k++)
    M[k] = (double)((k * 5) % 13);
  scale_product(n, 1.5, C, A, B);
  set_then_sum(n, T, A, B);
  shifted(n, x, y);
  deeper(n, M);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_doubles("C", n * (n + 1), C);
  dump_doubles("T", n * (n + 1), T);
  dump_doubles("x", n, x);
  dump_doubles("y", n, y);
  dump_doubles("M", n * n, M);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  free(C);
  free(T);
  free(A);
  free(B);
  free(x);
  free(y);
  free(M);
  return 0;
}
