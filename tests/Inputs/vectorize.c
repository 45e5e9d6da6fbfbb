/* vectorize.c - products whose double-buffered tiles (passes/pipeline.c)
 * the vectorize pass fills 16 bytes per asynchronous copy, and ones it
 * must leave element by element: rows of an odd length (101 doubles: a
 * pair's address is aligned in every other row only), columns from 1
 * (the blocks' tiles start at j_first = 1 + 64 b), a reduction that
 * starts past the diagonal (its steps start at i_first + 1).  Sizes ni x nj x nk from 0 to MAX, any
 * of them odd (pairs of which only the first element is read, past the
 * border); arguments: N (ni = N, nj = (N + 2) % 101, nk = (3N + 1) %
 * 101), or ni nj nk. */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

#define MAX 100

double A[MAX][MAX], B[MAX][MAX], C[MAX][MAX], D[MAX][MAX], E[MAX][MAX], T[MAX][MAX];
double L[MAX][MAX];
double P[MAX][MAX + 1], Q[MAX][MAX + 1];

void aligned(int ni, int nj, int nk) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      double s = 0;
      for (int k = 0; k < nk; k++)
        s += A[i][k] * B[k][j];
      C[i][j] = s;
    }
}

void odd_rows(int ni, int nj, int nk) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      double s = 0;
      for (int k = 0; k < nk; k++)
        s += P[i][k] * Q[k][j];
      D[i][j] = s;
    }
}

void from_one(int ni, int nj, int nk) {
  for (int i = 0; i < ni; i++)
    for (int j = 1; j < nj; j++) {
      double s = 0;
      for (int k = 0; k < nk; k++)
        s += A[i][k] * B[k][j];
      E[i][j] = s;
    }
}

void upper(int ni, int nj, int nk) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      double t = 0;
      for (int k = i + 1; k < nk; k++)
        t += A[i][k] * B[k][j];
      T[i][j] = t;
    }
}

/* The border test bounds k from above twice: k < i and k < nk (the
 * count is the lesser). */
void lower(int ni, int nj, int nk) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      double t = 0;
      for (int k = 0; k < i && k < nk; k++)
        t += A[i][k] * B[k][j];
      L[i][j] = t;
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
  for (int i = 0; i < MAX; i++)
    for (int j = 0; j < MAX; j++) {
      A[i][j] = ((i * 3 + j * 7) % 13) / 8.0 - 0.5;
      B[i][j] = ((i * 5 + j) % 11) / 4.0 - 1.0;
      C[i][j] = D[i][j] = E[i][j] = T[i][j] = L[i][j] = -1.0;
    }
  for (int i = 0; i < MAX; i++)
    for (int j = 0; j <= MAX; j++) {
      P[i][j] = ((i * 7 + j * 3) % 17) / 8.0 - 1.0;
      Q[i][j] = ((i + j * 5) % 9) / 4.0 - 0.75;
    }
  aligned(ni, nj, nk);
  odd_rows(ni, nj, nk);
  from_one(ni, nj, nk);
  upper(ni, nj, nk);
  lower(ni, nj, nk);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_doubles("C", MAX * MAX, &C[0][0]);
  dump_doubles("D", MAX * MAX, &D[0][0]);
  dump_doubles("E", MAX * MAX, &E[0][0]);
  dump_doubles("T", MAX * MAX, &T[0][0]);
  dump_doubles("L", MAX * MAX, &L[0][0]);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  return 0;
}
