/* quotient-bounds.c - loop bounds that divide iterators by constants
 * (j < i / 2, j = i % 3), read exactly as quotients (tests/frontend,
 * tests/deps, tests/exec, tests/opencl, tests/cuda: quotient-bounds.c):
 * usage N, 0 <= N <= 64. */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

#define M 64

static float A[M][M], B[M][M], C[M][M], x[M], y[M], z[M];

/* Half a triangle: 'i' and 'j' are parallel. */
void half(int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i / 2; j++)
      A[i][j] = x[j] * 2 + i;
}

/* Each row from a remainder, by threes. */
void thirds(int n) {
  for (int i = 0; i < n; i++)
    for (int j = i % 3; j < n; j += 3)
      B[i][j] = B[i][j] + x[i] - j;
}

/* A recurrence down the rows over a band from (i + 1) / 2 to i: 'i'
 * carries it, 'j' is parallel. */
void band(int n) {
  for (int i = 1; i < n; i++)
    for (int j = (i + 1) / 2; j <= i; j++)
      C[i][j] += C[i - 1][j] * 0.5f;
}

/* Counting down from a quotient: a sum per 'i'. */
void down(int n) {
  for (int i = n - 1; i >= 0; i--)
    for (int j = i / 4; j >= 0; j--)
      y[i] += A[i][j] * x[j];
}

/* Unsigned iterators and a quotient of a quotient's loop. */
void nested(unsigned n) {
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j <= i / 2; j++)
      for (unsigned k = j / 3; k < j; k++)
        z[i] += B[j][k] - (float)k;
}

/* The dividend i is negative for half the rows, where C's division
 * truncates towards 0: the region stays on the host. */
void shifted(int n) {
  for (int i = -n; i < n; i++)
    for (int j = 0; j < i / 2; j++)
      y[j] += 1;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 29;
  if (n < 0 || n > M)
    return 1;
  for (int i = 0; i < M; i++) {
    for (int j = 0; j < M; j++) {
      A[i][j] = (float)((i * 5 + j * 3) % 13) - 6;
      B[i][j] = (float)((i + 2 * j) % 7);
      C[i][j] = (float)((i * j) % 5) + 1;
    }
    x[i] = (float)(i % 9) * 0.25f;
    y[i] = 1;
    z[i] = 0;
  }
  half(n);
  thirds(n);
  band(n);
  down(n);
  nested((unsigned)n);
  shifted(n);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_floats("A", M * M, &A[0][0]);
  dump_floats("B", M * M, &B[0][0]);
  dump_floats("C", M * M, &C[0][0]);
  dump_floats("y", M, y);
  dump_floats("z", M, z);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  return 0;
}
