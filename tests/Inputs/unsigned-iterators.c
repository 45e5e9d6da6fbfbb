/* unsigned-iterators.c - loops over unsigned, size_t and uint32_t
 * iterators with unsigned bounds (tests/frontend/unsigned-iterators.c,
 * tests/exec/unsigned-iterators.c, tests/opencl/unsigned-iterators.c):
 * usage N, 0 <= N <= 64.  'high' runs its iterator up to UINT32_MAX - 1,
 * where one more step would wrap around to 0. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

#define M 64

static float X[M], Y[M], A[M], B[M], H[M], C[M][M];

/* Counting up to an unsigned bound. */
void scale(unsigned n) {
  for (unsigned i = 0; i < n; i++)
    X[i] = 2 * Y[i] + i;
}

/* size_t iterators: i - 1 is never below 0 (i starts at 1). */
void rows(size_t n, size_t m) {
  for (size_t i = 1; i < n; i++)
    for (size_t j = 0; j < m; j++)
      C[i][j] = C[i - 1][j] * 0.5f + j;
}

/* Counting down to 1: i - 1 reaches 0, i never wraps. */
void down(unsigned n) {
  for (unsigned i = n; i > 0; i--)
    A[i - 1] = Y[i - 1] * i + (float)(i - 3u); /* i - 3u wraps for i < 3, as in C */
}

/* The last N values below UINT32_MAX. */
void high(unsigned n) {
  for (uint32_t i = UINT32_MAX - n; i < UINT32_MAX; i++)
    H[i - (UINT32_MAX - n)] = (float)(i % 1000u) + (float)(i >> 20);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 13;
  if (n < 0 || n > M)
    return 1;
  for (int i = 0; i < M; i++) {
    X[i] = i < n ? 0.0f / 0.0f : 0; /* poisoned where written */
    Y[i] = (float)(i % 7);
    A[i] = i < n ? 0.0f / 0.0f : 0;
    H[i] = i < n ? 0.0f / 0.0f : 0;
    for (int j = 0; j < M; j++)
      C[i][j] = (float)((i + j) % 5);
  }
  scale((unsigned)n);
  rows((size_t)n, (size_t)n);
  down((unsigned)n);
  high((unsigned)n);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_floats("X", M, X);
  dump_floats("C", M * M, &C[0][0]);
  dump_floats("A", M, A);
  dump_floats("H", M, H);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  return 0;
}
