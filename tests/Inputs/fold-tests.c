/* fold-tests.c - products of constant sizes, for the fold-tests pass
 * (passes/fold.c): sizes the tiles divide (128 x 96, 64 steps: every
 * border test of the kernel always holds), sizes they do not (100 x 37,
 * 61 steps: the tests stay), sizes below one tile (3 x 5, 1 step), a
 * float product with a float sum, and a triangle of constant size (j <=
 * i).  The argument N only varies the values (seed); the kernels must
 * give what the loops give. */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

#define MAX 128

double A[MAX][MAX], B[MAX][MAX];
double C1[MAX][MAX], C2[MAX][MAX], C3[MAX][MAX], C5[MAX][MAX];
float F[MAX][MAX], G[MAX][MAX], H[MAX][MAX];

void divides(void) {
  for (int i = 0; i < 128; i++)
    for (int j = 0; j < 96; j++) {
      double s = 0;
      for (int k = 0; k < 64; k++)
        s += A[i][k] * B[k][j];
      C1[i][j] = s;
    }
}

void ragged(void) {
  for (int i = 0; i < 100; i++)
    for (int j = 0; j < 37; j++) {
      double s = 0;
      for (int k = 0; k < 61; k++)
        s += A[i][k] * B[k][j];
      C2[i][j] = s;
    }
}

void tiny(void) {
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 5; j++) {
      double s = 0;
      for (int k = 0; k < 1; k++)
        s += A[i][k] * B[k][j];
      C3[i][j] = s;
    }
}

void floats(void) {
  for (int i = 0; i < 128; i++)
    for (int j = 0; j < 128; j++) {
      float s = 0;
      for (int k = 0; k < 128; k++)
        s += F[i][k] * G[k][j];
      H[i][j] = s;
    }
}

void lower(void) {
  for (int i = 0; i < 96; i++)
    for (int j = 0; j <= i; j++) {
      double s = 0;
      for (int k = 0; k < 64; k++)
        s += A[i][k] * A[j][k];
      C5[i][j] = s;
    }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1;
  for (int i = 0; i < MAX; i++)
    for (int j = 0; j < MAX; j++) {
      A[i][j] = ((i * 3 + j * 7 + n) % 13) / 8.0 - 0.5;
      B[i][j] = ((i * 5 + j + 2 * n) % 11) / 4.0 - 1.0;
      F[i][j] = (float)((i * 7 + j * 3 + n) % 17) / 16.0f - 0.5f;
      G[i][j] = (float)((i + j * 5 + n) % 9) / 8.0f - 0.5f;
      C1[i][j] = C2[i][j] = C3[i][j] = C5[i][j] = -1.0;
      H[i][j] = -1.0f;
    }
  divides();
  ragged();
  tiny();
  floats();
  lower();
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_doubles("C1", MAX * MAX, &C1[0][0]);
  dump_doubles("C2", MAX * MAX, &C2[0][0]);
  dump_doubles("C3", MAX * MAX, &C3[0][0]);
  dump_doubles("C5", MAX * MAX, &C5[0][0]);
  dump_floats("H", MAX * MAX, &H[0][0]);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  return 0;
}
