/* Input of tests/frontend/typedef-types.c, tests/exec/typedef-types.c and
 * tests/opencl/typedef-types.c: typedef'd element, scalar, iterator,
 * parameter and cast types, typedefs of typedefs, a const typedef, a
 * typedef'd array type and PolyBench nussinov's 'typedef char base'.
 * N (argv[1]) may be 1 or prime. */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

typedef float real_t;
typedef real_t elem_t;           /* a typedef of a typedef */
typedef const real_t creal_t;    /* qualifiers merge */
typedef int idx_t;
typedef long count_t;
typedef char base;
#define M 8
typedef real_t row_t[M];         /* an array type */

void scale(idx_t n, elem_t *restrict x, creal_t *restrict y, real_t alpha) {
  for (idx_t i = 0; i < n; i++) {
    real_t t = y[i] * alpha;
    x[i] = t + (real_t)1;
  }
}

void rows(count_t n, row_t *restrict a, const row_t *restrict b) {
  for (count_t i = 0; i < n; i++)
    for (idx_t j = 1; j < M; j++)
      a[i][j] = b[i][j - 1] + (elem_t)j;
}

void pairs(idx_t n, const base *restrict seq, int *restrict match) {
  for (idx_t i = 0; i < n; i++)
    match[i] = (seq[i] + seq[n - 1 - i]) == 3 ? 1 : 0;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 13;
  real_t *x = malloc(sizeof(real_t) * (size_t)n), *y = malloc(sizeof(real_t) * (size_t)n);
  row_t *a = malloc(sizeof(row_t) * (size_t)n), *b = malloc(sizeof(row_t) * (size_t)n);
  base *seq = malloc((size_t)n);
  int *match = malloc(sizeof(int) * (size_t)n);
  float *m = malloc(sizeof(float) * (size_t)n);
  for (int i = 0; i < n; i++) {
    x[i] = 0.0f / 0.0f;
    y[i] = (real_t)(i % 7);
    seq[i] = (base)(i % 4);
    match[i] = -1;
    for (int j = 0; j < M; j++) {
      a[i][j] = j == 0 ? -1 : 0.0f / 0.0f;
      b[i][j] = (real_t)(i + j);
    }
  }
  scale(n, x, y, 3);
  rows(n, a, (const row_t *)b);
  pairs(n, seq, match);
  for (int i = 0; i < n; i++)
    m[i] = (float)match[i];
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_floats("x", n, x);
  dump_floats("a", n * M, &a[0][0]);
  dump_floats("match", n, m);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  free(x); free(y); free(a); free(b); free(seq); free(match); free(m);
  return 0;
}
