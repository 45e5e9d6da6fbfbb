/* pipeline.c - products whose reduction loop tilec strip-mines, stages in
 * shared memory and double-buffers (passes/pipeline.c): a double product
 * C = alpha * A * B + beta * C over ni x nj x nk (any of them 0, 1, a
 * prime, past a tile), whose tiles are filled by asynchronous copies, a
 * triangular one whose steps start past the diagonal, and a float
 * product with a double accumulator, whose tiles hold doubles
 * (filled by converting copies).  Arguments: N (ni = N, nj = N - 3 from
 * N = 4 on, nk = 2N + 1 modulo 101: 0 at N = 50), or ni nj nk. */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

#define MAX 100

double A[MAX][MAX], B[MAX][MAX], C[MAX][MAX];
double T[MAX][MAX];
float F[MAX][MAX], G[MAX][MAX], H[MAX][MAX];

void product(int ni, int nj, int nk, double alpha, double beta) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      C[i][j] *= beta;
      for (int k = 0; k < nk; k++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
}

/* A triangular product (trmm's shape): the reduction starts past the
 * diagonal, so its steps start at the greater of two bounds. */
void upper(int ni, int nj, int nk) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      double t = 0;
      for (int k = i + 1; k < nk; k++)
        t += A[k][i] * B[k][j];
      T[i][j] = t;
    }
}

void mixed(int ni, int nj, int nk) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      double sum = 0;
      for (int k = 0; k < nk; k++)
        sum += (double)F[i][k] * G[k][j];
      H[i][j] = (float)sum;
    }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 37;
  int ni = n, nj = n > 3 ? n - 3 : n, nk = (2 * n + 1) % (MAX + 1);
  if (argc > 3) {
    nj = atoi(argv[2]);
    nk = atoi(argv[3]);
  }
  if (ni < 0 || ni > MAX || nj < 0 || nj > MAX || nk < 0 || nk > MAX)
    return 2;
  for (int i = 0; i < MAX; i++)
    for (int j = 0; j < MAX; j++) {
      A[i][j] = ((i * 3 + j * 7) % 13) / 8.0 - 0.5;
      B[i][j] = ((i * 5 + j) % 11) / 4.0 - 1.0;
      C[i][j] = ((i + j) % 7) / 2.0;
      T[i][j] = -1.0;
      F[i][j] = (float)(((i * 7 + j * 3) % 17) / 16.0);
      G[i][j] = (float)(((i + j * 5) % 19) / 8.0 - 1.0);
      H[i][j] = -1.0f;
    }
  product(ni, nj, nk, 1.5, 0.25);
  upper(ni, nj, nk);
  mixed(ni, nj, nk);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_doubles("C", MAX * MAX, &C[0][0]);
  dump_doubles("T", MAX * MAX, &T[0][0]);
  dump_floats("H", MAX * MAX, &H[0][0]);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  return 0;
}
