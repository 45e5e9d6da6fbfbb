/* expand.c - arrays used as scratch space by every iteration of a nest
 * (passes/expand.c; tests/passes, tests/cuda and tests/opencl:
 * expand.c): doitgen's batched product through a pointer sum (expanded:
 * one launch over r, q and p, the last copy back in sum), the same with
 * the scratch elements at an offset (expanded), a scratch array one
 * element of which keeps its value from before the nest (not expanded)
 * one whose iterations write more and more elements (not expanded: no
 * one copy holds the final values) and one that passes values from one
 * iteration to the next (not expanded).
 * usage: expand N, 0 <= N. */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

/* doitgen: A[r][q][*] becomes the product of A[r][q][*] and C4. */
void batched(int nr, int nq, int np, double *A, const double *C4, double *sum) {
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++) {
      for (int p = 0; p < np; p++) {
        sum[p] = 0.0;
        for (int s = 0; s < np; s++)
          sum[p] += A[(r * nq + q) * np + s] * C4[s * np + p];
      }
      for (int p = 0; p < np; p++)
        A[(r * nq + q) * np + p] = sum[p];
    }
}

/* The scratch elements start at t[2]. */
void shifted(int n, int m, double *t, double *out) {
  for (int r = 0; r < n; r++) {
    for (int p = 0; p < m; p++)
      t[p + 2] = out[r * m + p] * 0.5 + r;
    for (int p = 0; p < m; p++)
      out[r * m + p] = t[p + 2] - t[m + 1 - p];
  }
}

/* u[0] is read in every iteration but written in none. */
void stale(int n, int m, double *u, double *out) {
  for (int r = 0; r < n; r++) {
    for (int p = 1; p < m; p++)
      u[p] = r + p;
    for (int p = 0; p < m; p++)
      out[r * m + p] = u[p] * 2;
  }
}

/* Iteration r writes v[0..r]. */
void growing(int n, double *v, double *out) {
  for (int r = 0; r < n; r++) {
    for (int p = 0; p <= r; p++)
      v[p] = r * 3 + p;
    for (int p = 0; p <= r; p++)
      out[r * n + p] = v[p] + 1;
  }
}

/* Iteration r reads what iteration r - 1 wrote. */
void carried(int n, int m, double *z, double *out) {
  for (int r = 0; r < n; r++)
    for (int p = 0; p < m; p++) {
      if (r > 0)
        out[r * m + p] = z[p] * 2;
      z[p] = r + p;
    }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 20;
  if (n < 0)
    return 1;
  int nr = n, nq = n / 2 + 1, np = n + 3, m = n % 5 + 4;
  size_t na = (size_t)nr * (size_t)nq * (size_t)np + 1, nm = (size_t)n * (size_t)m + 1;
  size_t nn = (size_t)n * (size_t)n + 1;
  double *A = malloc(sizeof(double) * na), *C4 = malloc(sizeof(double) * (size_t)(np * np));
  double *sum = malloc(sizeof(double) * (size_t)np), *t = malloc(sizeof(double) * (size_t)(m + 2));
  double *out = malloc(sizeof(double) * nm), *u = malloc(sizeof(double) * (size_t)m);
  double *out2 = malloc(sizeof(double) * nm), *v = malloc(sizeof(double) * (size_t)(n + 1));
  double *out3 = malloc(sizeof(double) * nn), *z = malloc(sizeof(double) * (size_t)m);
  double *out4 = malloc(sizeof(double) * nm);
  for (size_t k = 0; k < na; k++)
    A[k] = (double)((k * 7) % 13) / 8 - 0.5;
  for (int k = 0; k < np * np; k++)
    C4[k] = (double)((k * 5) % 11) / 16;
  for (int k = 0; k < np; k++)
    sum[k] = -1;
  for (int k = 0; k < m + 2; k++)
    t[k] = k + 100;
  for (int k = 0; k < m; k++)
    u[k] = k - 7;
  for (int k = 0; k <= n; k++)
    v[k] = -k;
  for (size_t k = 0; k < nm; k++)
    out[k] = out2[k] = (double)(k % 9);
  for (size_t k = 0; k < nn; k++)
    out3[k] = 0;
  for (int k = 0; k < m; k++)
    z[k] = k * 0.25;
  for (size_t k = 0; k < nm; k++)
    out4[k] = -(double)k;
  batched(nr, nq, np, A, C4, sum);
  shifted(n, m, t, out);
  stale(n, m, u, out2);
  growing(n, v, out3);
  carried(n, m, z, out4);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_doubles("A", (int)na - 1, A);
  dump_doubles("sum", np, sum);
  dump_doubles("t", m + 2, t);
  dump_doubles("out", (int)nm - 1, out);
  dump_doubles("u", m, u);
  dump_doubles("out2", (int)nm - 1, out2);
  dump_doubles("v", n + 1, v);
  dump_doubles("out3", (int)nn - 1, out3);
  dump_doubles("z", m, z);
  dump_doubles("out4", (int)nm - 1, out4);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  free(A);
  free(C4);
  free(sum);
  free(t);
  free(out);
  free(u);
  free(out2);
  free(v);
  free(out3);
  free(z);
  free(out4);
  return 0;
}
