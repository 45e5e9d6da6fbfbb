/* snapshot.c - reads that only ever get values from before a nest
 * (passes/snapshot.c; tests/passes, tests/cuda and tests/opencl:
 * snapshot.c): trmm through pointers, row i updated from the rows below
 * it before they change (read from a copy: every row in parallel), a
 * prefix sum whose reads get values the nest wrote (no copy), and reads
 * of a triangle (no copy: the elements read are no box).
 * usage: snapshot N, 0 <= N. */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

/* B := alpha * (unit upper triangle of A^T) * B, in place. */
void upper(int m, int n, double alpha, const double *A, double *B) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      for (int k = i + 1; k < m; k++)
        B[i * n + j] += A[k * m + i] * B[k * n + j];
      B[i * n + j] = alpha * B[i * n + j];
    }
}

/* x[i] += x[0] + ... + x[i - 1], the new values. */
void prefix(int n, double *x) {
  for (int i = 1; i < n; i++)
    for (int j = 0; j < i; j++)
      x[i] += x[j] * 0.5;
}

/* The upper triangle of D gets the lower one added. */
void mirror(int n, double *D) {
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      D[i * n + j] += D[j * n + i];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 20;
  if (n < 0)
    return 1;
  int m = n + 2;
  size_t mm = (size_t)m * (size_t)m, mn = (size_t)m * (size_t)n + 1, nn = (size_t)n * (size_t)n + 1;
  double *A = malloc(sizeof(double) * mm), *B = malloc(sizeof(double) * mn);
  double *x = malloc(sizeof(double) * (size_t)(n + 1)), *D = malloc(sizeof(double) * nn);
  for (size_t k = 0; k < mm; k++)
    A[k] = (double)((k * 7) % 17) / 16 - 0.25;
  for (size_t k = 0; k < mn; k++)
    B[k] = (double)((k * 5) % 9) - 4;
  for (int k = 0; k <= n; k++)
    x[k] = (double)(k % 3) + 0.5;
  for (size_t k = 0; k < nn; k++)
    D[k] = (double)(k % 7);
  upper(m, n, 1.5, A, B);
  prefix(n, x);
  mirror(n, D);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_doubles("B", (int)mn - 1, B);
  dump_doubles("x", n, x);
  dump_doubles("D", (int)nn - 1, D);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  free(A);
  free(B);
  free(x);
  free(D);
  return 0;
}
