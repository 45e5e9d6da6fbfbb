/* reschedule.c - loop nests with no parallel loop as written, which the
 * reschedule pass reorders with isl's scheduler (tests/passes,
 * tests/exec, tests/opencl, tests/cuda: reschedule.c): usage N,
 * 1 <= N <= 48. */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

#define M 48

static float A[M][M], W[M][M], s[M], q[M], r[M], p[M], x[M];

/* bicg: a column sum and a row sum in one nest.  'i' carries the column
 * sums, 'j' the row sums; apart, each has a parallel loop. */
void sums(int n) {
  for (int i = 0; i < n; i++)
    s[i] = 0;
  for (int i = 0; i < n; i++) {
    q[i] = 0;
    for (int j = 0; j < n; j++) {
      s[j] = s[j] + r[i] * A[i][j];
      q[i] = q[i] + A[i][j] * p[j];
    }
  }
}

/* A recurrence from the north and the west: every cell of an
 * anti-diagonal i + j is independent of the others.  Each cell adds a
 * row of A up, so that a diagonal's kernel does more than constant work
 * per cell (map-gpu keeps n launches of O(n) work on the host). */
void wave(int n) {
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++) {
      W[i][j] = (W[i - 1][j] + W[i][j - 1]) * 0.5f + 1;
      for (int k = 0; k < n; k++)
        W[i][j] += A[j][k] * 0.125f;
    }
}

/* A first-order recurrence: nothing to reorder, it stays as written. */
void chain(int n) {
  for (int i = 1; i < n; i++)
    x[i] = x[i - 1] * 0.5f + r[i];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 31;
  if (n < 1 || n > M)
    return 1;
  for (int i = 0; i < M; i++) {
    for (int j = 0; j < M; j++) {
      A[i][j] = (float)((i * 7 + j * 3) % 11) - 5;
      W[i][j] = (float)((i + j) % 5);
    }
    r[i] = (float)(i % 7) * 0.5f;
    p[i] = (float)(i % 5) - 2;
    s[i] = q[i] = 0.0f / 0.0f; /* poisoned: written before read */
    x[i] = (float)(i % 3);
  }
  sums(n);
  wave(n);
  chain(n);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_floats("s", n, s);
  dump_floats("q", n, q);
  dump_floats("W", M * M, &W[0][0]);
  dump_floats("x", M, x);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  return 0;
}
