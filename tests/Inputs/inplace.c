/* inplace.c - scalars that carry values to the array elements they are
 * stored to (passes/inplace.c; tests/passes and tests/opencl:
 * inplace.c): ludcmp's row-by-row LU factorisation with its temporary w
 * and its forward substitution (kept in place in A and y, then
 * rescheduled for the GPU like lu), a dot product per row that sums into
 * a float scalar stored to a double array (another type: not kept in
 * place), one whose sum reads the element it is stored to (not kept in
 * place), one whose value is stored twice (not kept in place) and one
 * whose last value is read after the nest (not kept in place).
 * usage: inplace N, 0 <= N. */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

/* ludcmp's first two nests: A = L U in place, then L y = b. */
void factor(int n, double *A, const double *b, double *y) {
  double w;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      w = A[i * n + j];
      for (int k = 0; k < j; k++)
        w -= A[i * n + k] * A[k * n + j];
      A[i * n + j] = w / A[j * n + j];
    }
    for (int j = i; j < n; j++) {
      w = A[i * n + j];
      for (int k = 0; k < i; k++)
        w -= A[i * n + k] * A[k * n + j];
      A[i * n + j] = w;
    }
  }
  for (int i = 0; i < n; i++) {
    w = b[i];
    for (int j = 0; j < i; j++)
      w -= A[i * n + j] * y[j];
    y[i] = w;
  }
}

/* The sum runs in float, the element is a double. */
void narrow(int n, const double *M, double *d) {
  float s;
  for (int i = 0; i < n; i++) {
    s = 0;
    for (int j = 0; j <= i; j++)
      s += M[i * n + j];
    d[i] = s;
  }
}

/* The sum reads d2[i] itself (j == i) while s holds the value. */
void self(int n, const double *M, double *d2) {
  double s;
  for (int i = 0; i < n; i++) {
    s = 1;
    for (int j = 0; j < n; j++)
      s += M[i * n + j] * d2[j];
    d2[i] = s;
  }
}

/* Each value is stored to two elements. */
void twice(int n, const double *M, double *e, double *f) {
  double s;
  for (int i = 0; i < n; i++) {
    s = 0;
    for (int j = 0; j < i; j++)
      s += M[i * n + j];
    e[i] = s;
    f[i] = s;
  }
}

/* The last value of s is returned. */
double last(int n, const double *M, double *g) {
  double s = 0;
  for (int i = 0; i < n; i++) {
    s = 2;
    for (int j = 0; j < n; j++)
      s += M[j * n + i];
    g[i] = s;
  }
  return s;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 20;
  if (n < 0)
    return 1;
  size_t nn = (size_t)n * (size_t)n + 1;
  double *A = malloc(sizeof(double) * nn), *M = malloc(sizeof(double) * nn);
  double *b = malloc(sizeof(double) * (size_t)(n + 1)), *y = malloc(sizeof(double) * (size_t)(n + 1));
  double *d = malloc(sizeof(double) * (size_t)(n + 1)), *d2 = malloc(sizeof(double) * (size_t)(n + 1));
  double *e = malloc(sizeof(double) * (size_t)(n + 1)), *f = malloc(sizeof(double) * (size_t)(n + 1));
  double *g = malloc(sizeof(double) * (size_t)(n + 1));
  /* Diagonally dominant: the factorisation needs no pivoting. */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i * n + j] = i == j ? n + 2.0 : (double)((i * 7 + j * 3) % 11) / 16 - 0.25;
  for (size_t k = 0; k < nn; k++)
    M[k] = (double)((k * 5) % 9) / 8 - 0.5;
  for (int k = 0; k <= n; k++) {
    b[k] = k % 4 + 0.5;
    y[k] = d[k] = e[k] = f[k] = g[k] = -1;
    d2[k] = k * 0.125;
  }
  factor(n, A, b, y);
  narrow(n, M, d);
  self(n, M, d2);
  twice(n, M, e, f);
  double s = last(n, M, g);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_doubles("A", (int)nn - 1, A);
  dump_doubles("y", n, y);
  dump_doubles("d", n, d);
  dump_doubles("d2", n, d2);
  dump_doubles("e", n, e);
  dump_doubles("f", n, f);
  dump_doubles("g", n, g);
  dump_doubles("s", 1, &s);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  free(A);
  free(M);
  free(b);
  free(y);
  free(d);
  free(d2);
  free(e);
  free(f);
  free(g);
  return 0;
}
