/* mma.c - products of doubles whose full reduction steps tilec runs on
 * the FP64 tensor cores (passes/mma.c): a sum of two products (syr2k's
 * shape, operands of the rows transposed), factors in the other order
 * with a constant and a term with no factor of the rows (its A operand is
 * 1), two reduction loops one after the other, the first stopping at the
 * diagonal (symm's shape), and a sum with no factor of the rows at all.
 * Every size is odd or a prime, or a multiple of a tile: partial and full
 * steps, partial blocks.  Arguments: N (ni = N, nj = N + 2 modulo 101,
 * nk = 3N + 1 modulo 101), or ni nj nk. */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

#define MAX 100

double A[MAX][MAX], B[MAX][MAX], C[MAX][MAX], D[MAX][MAX], E[MAX][MAX], G[MAX][MAX];
double w[MAX];

void two_products(int ni, int nj, int nk, double alpha) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      for (int k = 0; k < nk; k++)
        C[i][j] += A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k];
}

void weighted(int ni, int nj, int nk) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      double s = 0;
      for (int k = 0; k < nk; k++)
        s += B[k][j] * 0.5 * A[i][k] + B[k][j];
      D[i][j] = s;
    }
}

void two_loops(int ni, int nj, int nk) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      double s = 0;
      for (int k = 0; k < i && k < nk; k++)
        s += A[i][k] * B[k][j];
      for (int k = 0; k < nk; k++)
        s += 2.0 * A[k][i] * B[k][j];
      E[i][j] = s;
    }
}

/* No factor of the rows at all: the A operand is 1, the rows' iterator
 * is declared nowhere in the steps. */
void columns(int ni, int nj, int nk) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      double s = 0;
      for (int k = 0; k < nk; k++)
        s += 0.5 * B[k][j];
      G[i][j] = s;
    }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 37;
  int ni = n, nj = (n + 2) % (MAX + 1), nk = (3 * n + 1) % (MAX + 1);
  if (argc > 3) {
    nj = atoi(argv[2]);
    nk = atoi(argv[3]);
  }
  if (ni < 0 || ni > MAX || nj < 0 || nj > MAX || nk < 0 || nk > MAX)
    return 2;
  for (int i = 0; i < MAX; i++) {
    w[i] = (i % 5) / 4.0 - 0.25;
    for (int j = 0; j < MAX; j++) {
      A[i][j] = ((i * 3 + j * 7) % 13) / 8.0 - 0.5;
      B[i][j] = ((i * 5 + j) % 11) / 4.0 - 1.0;
      C[i][j] = ((i + j) % 7) / 2.0;
      D[i][j] = -1.0;
      E[i][j] = -2.0;
      G[i][j] = -3.0;
    }
  }
  two_products(ni, nj, nk, 1.5);
  weighted(ni, nj, nk);
  two_loops(ni, nj, nk);
  columns(ni, nj, nk);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_doubles("C", MAX * MAX, &C[0][0]);
  dump_doubles("D", MAX * MAX, &D[0][0]);
  dump_doubles("E", MAX * MAX, &E[0][0]);
  dump_doubles("G", MAX * MAX, &G[0][0]);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  return 0;
}
