/* lanes.c - reduction loops inside a short parallel loop, which map-gpu
 * splits among the threads (lanes) of a block (struct ir_lanes; tests in
 * tests/passes, tests/opencl and tests/cuda: lanes.c): column means (the
 * parallel loop indexes the contiguous dimension: lanes in y) between a
 * statement that clears the sum and one that divides it, row products 'y[i] = y[i] + ...' (the
 * reduction loop does: lanes in x, a warp per row), a triangular
 * reduction counted down, an integer count and a float product.
 * usage: lanes N [M], 0 <= N, M: rows and columns of the matrix (M
 * defaults to 2 N + 3). */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

/* s[j] = the mean of column j weighted by w. */
void colsum(int n, int m, const double *A, const double *w, double *s) {
  for (int j = 0; j < m; j++) {
    s[j] = 0;
    for (int i = 0; i < n; i++)
      s[j] += A[i * m + j] * w[i];
    s[j] /= n + 1;
  }
}

/* y = y + A x, row by row. */
void rowdot(int n, int m, const double *A, const double *x, double *y) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      y[i] = y[i] + A[i * m + j] * x[j];
}

/* Column j subtracts the rows above the diagonal, last row first, and
 * row i counts its odd elements. */
void triangle(int n, int m, const double *A, double *t, long *odd) {
  for (int j = 0; j < m && j <= n; j++)
    for (int i = j - 1; i >= 0; i--)
      t[j] -= A[i * m + j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      odd[i] += (long)A[i * m + j] & 1;
}

/* A product per column, in float. */
void colprod(int n, int m, const double *A, float *p) {
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++)
      p[j] *= 1 + (float)A[i * m + j] / 4096;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  int m = argc > 2 ? atoi(argv[2]) : 2 * n + 3;
  if (n < 0 || m < 0)
    return 1;
  size_t nn = n ? (size_t)n : 1, mm = m ? (size_t)m : 1;
  double *A = malloc(sizeof(double) * nn * mm);
  double *w = malloc(sizeof(double) * nn), *x = malloc(sizeof(double) * mm);
  double *s = malloc(sizeof(double) * mm), *y = malloc(sizeof(double) * nn);
  double *t = malloc(sizeof(double) * mm), *oddd = malloc(sizeof(double) * nn);
  long *odd = malloc(sizeof(long) * nn);
  float *p = malloc(sizeof(float) * mm);
  for (size_t i = 0; i < nn * mm; i++)
    A[i] = (double)((i * 7) % 23) - 11;
  for (size_t i = 0; i < nn; i++) {
    w[i] = (double)((i * 5) % 9) / 8 - 0.5;
    y[i] = (double)i / 4;
    odd[i] = (long)i;
  }
  for (size_t j = 0; j < mm; j++) {
    x[j] = (double)((j * 3) % 7) - 3;
    s[j] = 0.0 / 0.0; /* poisoned: the region sets it */
    t[j] = (double)j;
    p[j] = 1.5f;
  }
  colsum(n, m, A, w, s);
  rowdot(n, m, A, x, y);
  triangle(n, m, A, t, odd);
  colprod(n, m, A, p);
  for (size_t i = 0; i < nn; i++)
    oddd[i] = (double)odd[i];
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_doubles("s", m, s);
  dump_doubles("y", n, y);
  dump_doubles("t", m, t);
  dump_doubles("odd", n, oddd);
  dump_floats("p", m, p);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  free(A);
  free(w);
  free(x);
  free(s);
  free(y);
  free(t);
  free(oddd);
  free(odd);
  free(p);
  return 0;
}
