// fuzz seed 31155: a quotient of a long iterator in a loop bound (j <= i / 2 + 1 under i = m - 1 .. 0) is refused: the range proof that the dividend is never negative fails for long iterators (int ones pass)
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 33
#define M 2
typedef double T_double;
typedef int T_int;
T_int G1[N][M + 1];
T_double G2[M + 1][M + 2];
double gs0;
double gs1;

void kernel_fn(long n, long m, T_double c0, T_double A[][M][M + 2]) {
#pragma scop
  for (long i = m - 1; i >= 0; --i) {
    G2[i][i + 1] = G1[i][i % 2];
    for (long j = i; j <= i / 2 + 1 && j < m - 2; j++) {
      A[i][j][i + 2] = fmod((i + G1[i][j] + G1[j][i] > fmod(A[i][j][j], 89.0) ? i + G1[i][j] + G1[j][i] : fmod(A[i][j][j], 89.0)), 13.0);
      G2[i + 1][j] = G2[i][i];
    }
  }
  for (long i = 2; m - 3 > i; i = i + 1)
    for (long j = 0; j < m - 3; j += 2)
      A[i][j][i] += G1[i][j] * G1[j][i];
#pragma endscop
}

int main(void) {
  double (*A)[2][4] = malloc(sizeof(double) * 16);
  for (long x = 0; x < 16; x++)
    ((double *)A)[x] = (double)(((x * 7 + 6) % 19) - 9);
  for (long x = 0; x < 99; x++)
    ((int *)G1)[x] = (int)(((x * 3 + 6) % 19) - 9);
  for (long x = 0; x < 12; x++)
    ((double *)G2)[x] = (double)(((x * 7 + 7) % 19) - 9);
  gs0 = 1;
  gs1 = 4;
  kernel_fn(33, 2, 0, A);
  kernel_fn(33, 2, -2, A);
  printf("A:");
  for (long x = 0; x < 16; x++)
    printf(x % 16 ? " %.0f" : "\n%.0f", (double)((double *)A)[x] + 0.0);
  printf("\n");
  printf("G1:");
  for (long x = 0; x < 99; x++)
    printf(x % 16 ? " %d" : "\n%d", ((int *)G1)[x]);
  printf("\n");
  printf("G2:");
  for (long x = 0; x < 12; x++)
    printf(x % 16 ? " %.0f" : "\n%.0f", (double)((double *)G2)[x] + 0.0);
  printf("\n");
  printf("gs0: %.0f\n", (double)gs0 + 0.0);
  printf("gs1: %.0f\n", (double)gs1 + 0.0);
  free(A);
  return 0;
}
