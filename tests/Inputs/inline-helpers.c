/* Input of tests/frontend/inline-helpers.c, tests/exec/inline-helpers.c
 * and tests/opencl/inline-helpers.c: calls to functions of this file whose
 * body is one 'return' of an expression over their parameters (a SQR
 * helper, a max_score and a match in nussinov's style, a helper calling a
 * helper, an int parameter given a double argument) are inlined.
 * N (argv[1]) may be 1 or prime. */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

typedef float real_t;

static inline real_t sqr(real_t x) { return x * x; }
static int max_score(int s1, int s2) { return s1 >= s2 ? s1 : s2; }
static int match(char b1, char b2) { return b1 + b2 == 3 ? 1 : 0; }
static real_t norm2(real_t a, real_t b) { return sqr(a) + sqr(b); }
static int truncated(int v) { return v / 2; }

void helpers(int n, real_t *restrict out, const real_t *restrict x, const real_t *restrict y,
             int *restrict score, const char *restrict seq, const double *restrict d) {
  for (int i = 0; i < n; i++) {
    out[i] = norm2(x[i], y[i]) - sqr(x[i] - 1);
    score[i] = max_score(match(seq[i], seq[n - 1 - i]), truncated(d[i])) + truncated(d[i] * 3);
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 13;
  real_t *out = malloc(sizeof(real_t) * (size_t)n), *x = malloc(sizeof(real_t) * (size_t)n);
  real_t *y = malloc(sizeof(real_t) * (size_t)n);
  int *score = malloc(sizeof(int) * (size_t)n);
  char *seq = malloc((size_t)n);
  double *d = malloc(sizeof(double) * (size_t)n), *v = malloc(sizeof(double) * (size_t)n);
  for (int i = 0; i < n; i++) {
    x[i] = (real_t)(i % 9) - 4;
    y[i] = (real_t)(i % 5);
    seq[i] = (char)(i % 4);
    d[i] = (i % 7) * 0.75 - 2;
    out[i] = 0.0f / 0.0f;
    score[i] = -99;
  }
  helpers(n, out, x, y, score, seq, d);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  for (int i = 0; i < n; i++)
    v[i] = out[i];
  dump_doubles("out", n, v);
  for (int i = 0; i < n; i++)
    v[i] = score[i];
  dump_doubles("score", n, v);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  free(out); free(x); free(y); free(score); free(seq); free(d); free(v);
  return 0;
}
