/* division-bounds.c - loop bounds that divide parameters by constants
 * (tests/frontend/division-bounds.c, tests/exec/division-bounds.c,
 * tests/opencl/division-bounds.c): usage N, -8 <= N <= 64.  The
 * quotients and remainders truncate as in C, also for a negative N. */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

#define M 64

static float X[M], Y[M], T[M][M];

/* Pairs: the first N / 2 elements. */
void halves(int n) {
  for (int i = 0; i < n / 2; i++)
    X[i] = Y[2 * i] + Y[2 * i + 1];
}

/* The last N % 4 rows, and (N + 1) / 2 + 1 columns of each. */
void tail(int n) {
  for (int i = n - n % 4; i < n; i++)
    for (int j = 0; j <= (n + 1) / 2; j++)
      T[i][j] = T[i][j] * 0.5f + i - j;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 13;
  if (n < -8 || n > M)
    return 1;
  for (int i = 0; i < M; i++) {
    X[i] = i < n / 2 ? 0.0f / 0.0f : -1; /* poisoned where written */
    Y[i] = (float)(i % 9);
    for (int j = 0; j < M; j++)
      T[i][j] = (float)((i * 3 + j) % 7);
  }
  halves(n);
  tail(n);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_floats("X", M, X);
  dump_floats("T", M * M, &T[0][0]);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  return 0;
}
