/* Input of tests/frontend/data-dependent-if.c, tests/exec/data-dependent-if.c
 * and tests/opencl/data-dependent-if.c: ifs whose conditions read arrays
 * or call math functions.  N (argv[1]) may be 1 or prime. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

/* then and else branches, a math call in a condition */
void branches(int n, float *restrict a, float *restrict b, const float *restrict c,
              float *restrict d) {
  for (int i = 0; i < n; i++) {
    if (c[i] > 0) {
      a[i] = b[i] + c[i];
      d[i] = 1;
    } else
      a[i] = -c[i];
    if (fabsf(a[i]) > 2.5f)
      b[i] = 0;
  }
}

/* a clamp in a tileable 2-D nest; the guard reads what its own statement
 * writes */
void clamp(int n, int m, float A[n][m]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      if (A[i][j] < 0)
        A[i][j] = 0;
}

/* a conditional sum (a reduction) and a conditional count through an
 * index array, nested data-dependent ifs */
void sums(int n, const float *restrict a, const int *restrict idx, float *restrict out) {
  float s = 0;
  int count = 0;
  for (int i = 0; i < n; i++) {
    if (a[i] > 0)
      s += a[i];
    if (idx[i] % 3 == 1)
      if (a[idx[i]] < 1)
        count += 1;
  }
  out[0] = s;
  out[1] = count;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 13, m = n + 2;
  float *a = malloc(sizeof(float) * (size_t)n), *b = malloc(sizeof(float) * (size_t)n);
  float *c = malloc(sizeof(float) * (size_t)n), *d = malloc(sizeof(float) * (size_t)n);
  float (*A)[m] = malloc(sizeof(float) * (size_t)(n * m));
  int *idx = malloc(sizeof(int) * (size_t)n);
  float out[2];
  for (int i = 0; i < n; i++) {
    a[i] = 0.0f / 0.0f;
    b[i] = (float)(i % 5) - 1;
    c[i] = (float)(i % 7) - 3.5f;
    d[i] = -7;
    idx[i] = (i * 5 + 3) % n;
    for (int j = 0; j < m; j++)
      A[i][j] = (float)((i + 2 * j) % 9) - 4;
  }
  branches(n, a, b, c, d);
  clamp(n, m, A);
  sums(n, a, idx, out);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_floats("a", n, a);
  dump_floats("b", n, b);
  dump_floats("d", n, d);
  dump_floats("A", n * m, &A[0][0]);
  dump_floats("out", 2, out);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  free(a); free(b); free(c); free(d); free(A); free(idx);
  return 0;
}
