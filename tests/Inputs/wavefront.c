/* wavefront.c - in-place stencils with a time loop (tests/opencl/wavefront.c,
 * tests/wavefront-ir.c): isl's scheduler makes a wavefront of each (a
 * sequential loop around two parallel ones), the wavefront pass tiles it
 * and runs the tiles in wavefronts, sync-loop gives each tile a block of
 * threads with a barrier per step.  A 5-point Gauss-Seidel sweep over a
 * rectangle (rows and columns of different counts) and seidel-2d's
 * 9-point one in float.
 * usage: wavefront N, 0 <= N <= 200: N rows, N + 3 columns and
 * 1 + N % 3 + N / 16 time steps. */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

#define MAX 203

void five_point(int tsteps, int n, int m, double A[MAX][MAX]) {
  for (int t = 0; t < tsteps; t++)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < m - 1; j++)
        A[i][j] = (A[i - 1][j] + A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j]) * 0.2;
}

void nine_point(int tsteps, int n, float B[MAX][MAX]) {
  for (int t = 0; t <= tsteps - 1; t++)
    for (int i = 1; i <= n - 2; i++)
      for (int j = 1; j <= n - 2; j++)
        B[i][j] = (B[i - 1][j - 1] + B[i - 1][j] + B[i - 1][j + 1] + B[i][j - 1] + B[i][j] +
                   B[i][j + 1] + B[i + 1][j - 1] + B[i + 1][j] + B[i + 1][j + 1]) / 9.0f;
}

static double A[MAX][MAX];
static float B[MAX][MAX];

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 20;
  if (n < 0 || n > 200)
    return 1;
  int tsteps = 1 + n % 3 + n / 16;
  for (int i = 0; i < MAX; i++)
    for (int j = 0; j < MAX; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11.0;
      B[i][j] = (float)((i * 5 + j) % 9) * 0.25f;
    }
  five_point(tsteps, n, n + 3, A);
  nine_point(tsteps, n, B);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_doubles("A", MAX * MAX, &A[0][0]);
  dump_floats("B", MAX * MAX, &B[0][0]);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  return 0;
}
