/* recurrences.c - sweeps whose iterations pass an element on to the next
 * (tests/opencl/recurrences.c, tests/cuda/recurrences.c): per row, a
 * forward elimination reading a column of 'w' and a back substitution
 * counting down (adi's shape: one thread per row on the GPU, the
 * elements passed on in registers by the rotate pass, the reads of the
 * arrays a sweep does not store batched eight iterations at a time), and
 * a prefix of floats (rotated and batched).
 * usage: recurrences N, 0 <= N <= 100. */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

#define MAX 100

void sweeps(int n, double w[MAX][MAX], double p[MAX][MAX], double q[MAX][MAX],
            double x[MAX][MAX]) {
  for (int i = 0; i < n; i++) {
    p[i][0] = 0.0;
    q[i][0] = w[0][i];
    for (int j = 1; j < n; j++) {
      p[i][j] = -0.25 / (0.5 * p[i][j - 1] + 2.0);
      q[i][j] = (w[j][i] - 0.5 * q[i][j - 1]) / (0.5 * p[i][j - 1] + 2.0);
    }
    x[i][n - 1] = q[i][n - 1];
    for (int j = n - 2; j >= 0; j--)
      x[i][j] = p[i][j] * x[i][j + 1] + q[i][j];
  }
}

void prefix(int n, float s[MAX][MAX], const float y[MAX][MAX]) {
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++)
      s[i][j] = s[i][j - 1] * 0.5f + y[j][i];
}

static double w[MAX][MAX], p[MAX][MAX], q[MAX][MAX], x[MAX][MAX];
static float s[MAX][MAX], y[MAX][MAX];

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 20;
  if (n < 0 || n > MAX)
    return 1;
  for (int i = 0; i < MAX; i++)
    for (int j = 0; j < MAX; j++) {
      w[i][j] = (double)((i * 3 + j * 7) % 10) / 10.0;
      p[i][j] = q[i][j] = x[i][j] = -1.0;
      s[i][j] = (float)((i + j) % 4);
      y[i][j] = (float)((i * j) % 5) * 0.125f;
    }
  sweeps(n, w, p, q, x);
  prefix(n, s, y);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_doubles("p", MAX * MAX, &p[0][0]);
  dump_doubles("q", MAX * MAX, &q[0][0]);
  dump_doubles("x", MAX * MAX, &x[0][0]);
  dump_floats("s", MAX * MAX, &s[0][0]);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  return 0;
}
