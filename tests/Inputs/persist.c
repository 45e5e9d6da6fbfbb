/* persist.c - host loops that launch little kernels as often as the
 * problem is large, which run as one kernel of one block
 * (passes/persist.c; tests/passes, tests/opencl and tests/cuda:
 * persist.c): durbin's Levinson recursion (scalars carried from step to
 * step, a scalar reduction, a scalar set first in every step), trisolv's
 * forward substitution (one thread's division, then a parallel update)
 * and ludcmp's back substitution (a reduction into an element); jacobi-1d's
 * time loop, which does so only where its sweeps are short (the rest of
 * the time it launches them); and a loop whose carried scalar is
 * returned: it stays on the host.
 * usage: persist N, 0 <= N. */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

/* PolyBench's durbin: y solves the Toeplitz system of r. */
void levinson(int n, const double *r, double *y, double *z) {
  double alpha, beta, sum;
  if (n < 1)
    return;
  y[0] = -r[0];
  beta = 1.0;
  alpha = -r[0];
  for (int k = 1; k < n; k++) {
    beta = (1 - alpha * alpha) * beta;
    sum = 0.0;
    for (int i = 0; i < k; i++)
      sum += r[k - i - 1] * y[i];
    alpha = -(r[k] + sum) / beta;
    for (int i = 0; i < k; i++)
      z[i] = y[i] + alpha * y[k - i - 1];
    for (int i = 0; i < k; i++)
      y[i] = z[i];
    y[k] = alpha;
  }
}

/* PolyBench's trisolv: L x = b, L lower triangular. */
void forward(int n, const double *L, const double *b, double *x) {
  for (int i = 0; i < n; i++) {
    x[i] = b[i];
    for (int j = 0; j < i; j++)
      x[i] -= L[i * n + j] * x[j];
    x[i] = x[i] / L[i * n + i];
  }
}

/* ludcmp's last nest: U x = y, U upper triangular, w kept in x. */
void backward(int n, const double *U, const double *y, double *x) {
  double w;
  for (int i = n - 1; i >= 0; i--) {
    w = y[i];
    for (int j = i + 1; j < n; j++)
      w -= U[i * n + j] * x[j];
    x[i] = w / U[i * n + i];
  }
}

/* jacobi-1d's time loop: one kernel of one block where the sweeps run
 * at most 16384 iterations (m - 2 <= 16384), else the launches. */
void sweep(int steps, int m, double *a, double *b) {
  for (int t = 0; t < steps; t++) {
    for (int i = 1; i < m - 1; i++)
      b[i] = 0.33333 * (a[i - 1] + a[i] + a[i + 1]);
    for (int i = 1; i < m - 1; i++)
      a[i] = 0.33333 * (b[i - 1] + b[i] + b[i + 1]);
  }
}

/* The carried scalar is the result: the loop cannot keep it. */
double carried(int n, const double *r, double *v) {
  double s = 0;
  for (int k = 1; k < n; k++) {
    s = s * 0.5 + r[k];
    for (int i = 0; i < k; i++)
      v[i] += s * r[k - i - 1];
  }
  return s;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 20;
  if (n < 0)
    return 1;
  size_t nn = (size_t)n * (size_t)n + 1, n1 = (size_t)n + 1;
  double *r = malloc(sizeof(double) * n1), *y = malloc(sizeof(double) * n1);
  double *z = malloc(sizeof(double) * n1), *M = malloc(sizeof(double) * nn);
  double *b = malloc(sizeof(double) * n1), *x = malloc(sizeof(double) * n1);
  double *x2 = malloc(sizeof(double) * n1), *v = malloc(sizeof(double) * n1);
  int m = 20 * n; /* past 16384 from n = 820 */
  double *a = malloc(sizeof(double) * ((size_t)m + 1)), *c = malloc(sizeof(double) * ((size_t)m + 1));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      M[i * n + j] = i == j ? 2.0 : (double)((i * 7 + j * 3) % 11) / (16.0 * n) - 0.25 / n;
  for (int k = 0; k <= n; k++) {
    r[k] = 1.0 / (k + 2);
    b[k] = k % 4 + 0.5;
    y[k] = z[k] = x[k] = x2[k] = -1;
    v[k] = k * 0.125;
  }
  for (int k = 0; k <= m; k++) {
    a[k] = (k % 7) * 0.5;
    c[k] = -1;
  }
  levinson(n, r, y, z);
  forward(n, M, b, x);
  backward(n, M, b, x2);
  sweep(5, m, a, c);
  double s = carried(n, r, v);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_doubles("y", n, y);
  dump_doubles("x", n, x);
  dump_doubles("x2", n, x2);
  dump_doubles("a", m, a);
  dump_doubles("c", m, c);
  dump_doubles("v", n, v);
  dump_doubles("s", 1, &s);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  free(r);
  free(y);
  free(z);
  free(M);
  free(b);
  free(x);
  free(x2);
  free(v);
  free(a);
  free(c);
  return 0;
}
