/* concurrent.c - launches that share no data, which the concurrent pass
 * runs side by side on CUDA streams (tests/passes/concurrent.c,
 * tests/cuda/concurrent.c): two row sweeps of a thread per row (the
 * automatic pipeline's case); the products E = A B (n x m) and F = C D
 * (m x n), block-tiled, beside the clearing of a vector, then G = E F,
 * which needs both; and a time loop whose two smoothings use separate
 * arrays.  The recipe tests/gpu/recipes/concurrent+loop.recipe puts the
 * products and the smoothings on streams (the automatic pipeline groups
 * no block-tiled kernels and forks no streams in host loops).
 * usage: concurrent N [M [T]], 0 <= N, M, T (M defaults to N + 3, T to 3). */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

void products(int n, int m, const double *A, const double *B, const double *C, const double *D,
              double *E, double *F, double *G, double *v) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      E[i * m + j] = 0;
      for (int k = 0; k < m; k++)
        E[i * m + j] += A[i * m + k] * B[k * m + j];
    }
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      F[i * n + j] = 1;
      for (int k = 0; k < n; k++)
        F[i * n + j] += C[i * n + k] * D[k * n + j];
    }
  for (int i = 0; i < n; i++)
    v[i] = 0.5 * i;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      G[i * n + j] = v[i];
      for (int k = 0; k < m; k++)
        G[i * n + j] += E[i * m + k] * F[k * n + j];
    }
}

/* Decaying running sums along the rows of X and along those of Y, each
 * row a thread's loop: two launches of n threads, which leave most of
 * the GPU idle. */
void sweeps(int n, int m, const double *X, const double *Y, double *sx, double *sy) {
  for (int i = 0; i < n; i++) {
    sx[i * m] = X[i * m];
    for (int j = 1; j < m; j++)
      sx[i * m + j] = 0.5 * sx[i * m + j - 1] + X[i * m + j];
  }
  for (int i = 0; i < n; i++) {
    sy[i * m] = Y[i * m];
    for (int j = 1; j < m; j++)
      sy[i * m + j] = 0.25 * sy[i * m + j - 1] - Y[i * m + j];
  }
}

/* T steps of two smoothings, each of its own row. */
void smooth(int n, int t, double *x, double *y, double *xs, double *ys) {
  for (int s = 0; s < t; s++) {
    for (int i = 1; i < n - 1; i++)
      xs[i] = (x[i - 1] + x[i] + x[i + 1]) / 3;
    for (int i = 1; i < n - 1; i++)
      ys[i] = (y[i - 1] + 2 * y[i] + y[i + 1]) / 4;
    for (int i = 1; i < n - 1; i++)
      x[i] = xs[i];
    for (int i = 1; i < n - 1; i++)
      y[i] = ys[i] + x[i] / 8;
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 40;
  int m = argc > 2 ? atoi(argv[2]) : n + 3;
  int t = argc > 3 ? atoi(argv[3]) : 3;
  if (n < 0 || m < 0 || t < 0)
    return 1;
  size_t nn = n ? (size_t)n : 1, mm = m ? (size_t)m : 1;
  double *A = malloc(sizeof(double) * nn * mm), *B = malloc(sizeof(double) * mm * mm);
  double *C = malloc(sizeof(double) * mm * nn), *D = malloc(sizeof(double) * nn * nn);
  double *E = malloc(sizeof(double) * nn * mm), *F = malloc(sizeof(double) * mm * nn);
  double *G = malloc(sizeof(double) * nn * nn), *v = malloc(sizeof(double) * nn);
  double *x = malloc(sizeof(double) * nn), *y = malloc(sizeof(double) * nn);
  double *xs = malloc(sizeof(double) * nn), *ys = malloc(sizeof(double) * nn);
  for (size_t i = 0; i < nn * mm; i++) {
    A[i] = (double)((i * 7) % 23) / 8 - 1.25;
    C[i] = (double)((i * 5) % 17) / 4 - 2;
  }
  for (size_t i = 0; i < mm * mm; i++)
    B[i] = (double)((i * 3) % 11) / 2 - 2.5;
  for (size_t i = 0; i < nn * nn; i++) {
    D[i] = (double)((i * 11) % 13) / 4 - 1.5;
    G[i] = 0.0 / 0.0; /* poisoned: the region sets them */
  }
  for (size_t i = 0; i < nn * mm; i++)
    E[i] = F[i] = 0.0 / 0.0;
  for (size_t i = 0; i < nn; i++) {
    v[i] = 0.0 / 0.0;
    x[i] = (double)((i * 5) % 9) - 4;
    y[i] = (double)((i * 3) % 7) / 2;
    xs[i] = ys[i] = 0;
  }
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  sweeps(n, m, A, C, E, F);
  dump_doubles("sx", n * m, E);
  dump_doubles("sy", n * m, F);
  products(n, m, A, B, C, D, E, F, G, v);
  smooth(n, t, x, y, xs, ys);
  dump_doubles("B", m * m, B); /* an input: a row with values where N is 0 */
  dump_doubles("E", n * m, E);
  dump_doubles("F", m * n, F);
  dump_doubles("G", n * n, G);
  dump_doubles("v", n, v);
  dump_doubles("x", n, x);
  dump_doubles("y", n, y);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  free(A);
  free(B);
  free(C);
  free(D);
  free(E);
  free(F);
  free(G);
  free(v);
  free(x);
  free(y);
  free(xs);
  free(ys);
  return 0;
}
