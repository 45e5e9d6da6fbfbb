/* persist-edges.c - loops that become one kernel of one block
 * (passes/persist.c; tests/opencl/persist-edges.c) in less common shapes:
 * counting down around a sweep that counts down, a constant inner host
 * loop between the steps, unsigned iterators, a float sum into a scalar
 * that a one-thread step then stores, and a step that reads what thread 0
 * stored just before.
 * usage: persist-edges N, 0 <= N. */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

/* U x = b column by column from the last, the sweep counting down. */
void down(int n, const double *U, double *x) {
  for (int k = n - 1; k >= 0; k--) {
    x[k] = x[k] / U[k * n + k];
    for (int i = k - 1; i >= 0; i--)
      x[i] -= U[i * n + k] * x[k];
  }
}

/* Three passes of a constant loop inside each step. */
void passes(int n, const double *w, double *y) {
  for (int k = 1; k < n; k++)
    for (int r = 0; r < 3; r++)
      for (int i = 0; i < k; i++)
        y[i] = y[i] * 0.5 + w[k] * (r + 1);
}

/* Unsigned iterators around a prefix update. */
void counts(unsigned n, double *z) {
  for (unsigned k = 1; k < n; k++)
    for (unsigned i = 0; i < k; i++)
      z[i] += z[k] * 0.25;
}

/* A float sum stored by one thread, read by all in the next step. */
void shares(int n, const float *a, float *s, float *t) {
  float acc;
  for (int k = 0; k < n; k++) {
    acc = 0;
    for (int i = 0; i <= k; i++)
      acc += a[i] * 0.5f;
    s[k] = acc;
    for (int i = 0; i < n; i++)
      t[i] += s[k] * (i % 3);
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 20;
  if (n < 0)
    return 1;
  size_t nn = (size_t)n * (size_t)n + 1, n1 = (size_t)n + 1;
  double *U = malloc(sizeof(double) * nn), *x = malloc(sizeof(double) * n1);
  double *w = malloc(sizeof(double) * n1), *y = malloc(sizeof(double) * n1);
  double *z = malloc(sizeof(double) * n1);
  float *a = malloc(sizeof(float) * n1), *s = malloc(sizeof(float) * n1);
  float *t = malloc(sizeof(float) * n1);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      U[i * n + j] = i == j ? 2.0 : (double)((i * 5 + j * 3) % 7) / (8.0 * n);
  for (int k = 0; k <= n; k++) {
    x[k] = k % 5 + 0.5;
    w[k] = 1.0 / (k + 1);
    y[k] = k * 0.125;
    z[k] = (k % 3) * 0.5;
    a[k] = (float)(k % 4) * 0.25f;
    s[k] = t[k] = -1;
  }
  down(n, U, x);
  passes(n, w, y);
  counts((unsigned)n, z);
  shares(n, a, s, t);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_doubles("x", n, x);
  dump_doubles("y", n, y);
  dump_doubles("z", n, z);
  dump_floats("s", n, s);
  dump_floats("t", n, t);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  free(U);
  free(x);
  free(w);
  free(y);
  free(z);
  free(a);
  free(s);
  free(t);
  return 0;
}
