/* triangular.c - products over triangles (tests/passes/unswitch.c,
 * tests/opencl/triangular.c): each point's reduction runs below its own
 * row (lower, one tiled kernel: the tiles' full steps without the test
 * of each point's range, the diagonal ones with it) and, in 'both', a
 * second one above it after a statement between the two (symm's shape:
 * one kernel, both reductions tiled; its sums in registers take the
 * blocks down to 16 x 8 threads).
 * usage: triangular N, 0 <= N <= 200. */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

#define MAX 200

void lower(int n, double A[MAX][MAX], double B[MAX][MAX], double C[MAX][MAX]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      C[i][j] *= 0.5;
      for (int k = 0; k < i; k++)
        C[i][j] += A[i][k] * B[k][j];
    }
}

void both(int m, int n, double alpha, double A[MAX][MAX], double B[MAX][MAX],
          double C[MAX][MAX]) {
  double s;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      s = 0;
      for (int k = 0; k < i; k++)
        s += B[k][j] * A[i][k];
      C[i][j] = C[i][j] * 0.5 + alpha * s;
      for (int k = i + 1; k < m; k++)
        C[i][j] += alpha * B[k][j] * A[k][i];
    }
}

static double A[MAX][MAX], B[MAX][MAX], C[MAX][MAX], D[MAX][MAX];

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 20;
  if (n < 0 || n > MAX)
    return 1;
  int m = n > 3 ? n - 3 : n; /* 'both': m rows, n columns */
  for (int i = 0; i < MAX; i++)
    for (int j = 0; j < MAX; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11.0 - 0.4;
      B[i][j] = (double)((i * 5 + j) % 13) / 13.0;
      C[i][j] = D[i][j] = (double)((i + j * 2) % 5) * 0.25;
    }
  lower(n, A, B, C);
  both(m, n, 1.5, A, B, D);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_doubles("C", MAX * MAX, &C[0][0]);
  dump_doubles("D", MAX * MAX, &D[0][0]);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  return 0;
}
