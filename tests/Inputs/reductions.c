/* reductions.c - loops whose only parallelism is a reduction run as GPU
 * reductions (map-gpu, struct ir_reduce; tests/passes, tests/opencl and
 * tests/cuda: reductions.c): a scalar the host reads on (a norm between
 * kernels, a dot product returned after the region), an array element
 * (a recurrence row by row), a product, 'x = x + e' and an integer count.
 * usage: reductions N, 0 <= N; N above 512 * 256 makes each thread of
 * the first kernel take several iterations. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

/* Normalise x K times: the norm is a sum over all of x, then every
 * element is scaled by it (the 'k' loop carries both).  The last sum is
 * returned (so it stays a scalar: passes/inplace.c would otherwise sum
 * into norm[k]). */
double normalise(int n, int K, double *x, double *norm) {
  double s = 0;
  for (int k = 0; k < K; k++) {
    s = 0;
    for (int i = 0; i < n; i++)
      s += x[i] * x[i];
    norm[k] = sqrt(s) + 1;
    for (int i = 0; i < n; i++)
      x[i] = x[i] / norm[k] + 0.5;
  }
  return s;
}

/* A dot product whose value the caller reads. */
double dot(int n, const double *a, const double *b) {
  double d = 1.5;
  for (int i = 0; i < n; i++)
    d = d + a[i] * b[i];
  return d;
}

/* Row k adds up row k - 1 scaled by w: each sum is an element of y. */
void rows(int n, int K, double *y, const float *w) {
  for (int k = 1; k < K; k++)
    for (int i = 0; i < n; i++)
      y[k] -= y[k - 1] * w[i];
}

/* A product and an integer count. */
void product(int n, const double *a, double *p, long *count) {
  for (int i = 0; i < n; i++)
    p[0] *= 1 + a[i] / 1024;
  for (int i = n - 1; i >= 0; i -= 3)
    count[0] += (long)i % 7;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  if (n < 0)
    return 1;
  enum { K = 4 };
  int m = n ? n : 1;
  double *x = malloc(sizeof(double) * m), *a = malloc(sizeof(double) * m);
  double *b = malloc(sizeof(double) * m);
  float *w = malloc(sizeof(float) * m);
  double norm[K], p[1] = {1};
  double y[K];
  long count[1] = {3};
  for (int i = 0; i < m; i++) {
    x[i] = (double)((i * 7) % 13) - 6;
    a[i] = (double)((i * 5) % 11) / 8 - 0.5;
    b[i] = (double)((i * 3) % 7) - 3;
    w[i] = (float)((i * 11) % 17) / 16 / (float)m;
  }
  for (int k = 0; k < K; k++) {
    norm[k] = 0.0 / 0.0; /* poisoned: the region writes it */
    y[k] = (double)k + 1;
  }
  double last = normalise(n, K, x, norm);
  double d = dot(n, a, b);
  rows(n, K, y, w);
  product(n, a, p, count);
  double c = (double)count[0];
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_doubles("x", m, x);
  dump_doubles("norm", K, norm);
  dump_doubles("last", 1, &last);
  dump_doubles("d", 1, &d);
  dump_doubles("y", K, y);
  dump_doubles("p", 1, p);
  dump_doubles("count", 1, &c);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  free(x);
  free(a);
  free(b);
  free(w);
  return 0;
}
