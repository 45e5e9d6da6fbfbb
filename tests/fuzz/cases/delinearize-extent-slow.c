// Regression input (passes): fuzz seed 1246 took isl 40 s computing an array's extent
// from its subscripts (frontend/delinearize.c, extent_from_accesses) with no bound on isl's
// operations; now bounded per array (running out leaves the extent unknown).
// tilec fuzz program, seed 1246
// fuzz-options c: --assume-no-alias
// fuzz-options omp: --assume-no-alias
// fuzz-options opencl: --assume-no-alias
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 17
#define M 5
#define P 31
typedef double T_double;
typedef float T_float;

void f(long n, long m, long p, int lim0, T_double c0, T_double c1, T_double A[n][P], T_float *B, T_float *C) {
  int i, j, k, l;
  for (i = 2; lim0 > i && i < P - 3; i++) {
    C[i + 1] += A[6][i] - (fmodf(C[i + 1], 13.0f));
    C[i] += (fmodf(C[i - 1], 97.0f)) * (fmodf(C[i + 2], 97.0f));
    C[i] -= fmodf(C[i + 2], 7.0f) - i;
  }
  for (i = 1; i < 15; i++)
    C[22] += fmodf(B[i * (N + 1) + i + 2], 7.0f);
  for (i = 0; N > i; i += 1)
    for (j = 0; N - 2 >= j; j++)
      for (k = 0; n - 1 > k && i >= k; k += 1) {
        A[i][j + 2] = fmod(fabs(((fmodf(B[k * (N + 1) + i], 31.0f)) * c0) * A[k][i + 3]), 5.0);
        B[i * (N + 1) + k + 1] += fmodf(C[k + 3], 97.0f) - c1 - (fmodf(C[j + 2], 31.0f));
      }
}

void g(long n, long m, long p, int lim0, T_double c0, T_double c1, T_double A[n][P], T_float *B, T_float *C) {
  for (int i = 1; i <= p - 2 && i < p / 2; i++)
    for (int j = 0; j < 16 && lim0 - 1 >= j && j < p / 4; j += 2) {
      A[i][j] = -(fmodf(C[i], 13.0f) - ((j - i)));
      {
        double t0[2];
        for (int k = 0; k < 2; k++)
          t0[k] = fmod((c0 - (fmodf(B[i + 3 + (j + 3) * (N + 1)], 31.0f))) * (fmodf(C[i], 89.0f)), 89.0);
        C[i + 3] = fmod(t0[0] + t0[1], 97.0);
      }
    }
  for (int i = 1; -i >= -P + 1; i += 1) {
    C[i + 1] += fmax(fmodf(B[15 * (N + 1) + 9], 89.0f), fmodf(B[7 * (N + 1) + 6], 89.0f));
    {
      double t1[8];
      for (int j = 0; j < 8; j++)
        t1[j] = fmod(A[8][i - 1], 7.0) - (fmodf(B[10 * (N + 1) + 2], 7.0f));
      A[5][i] = fmod(t1[0] + t1[7], 7.0);
    }
  }
  for (int i = 1; i < 3; i = i + 3) {
    for (int j = m - 1; j > 0; --j)
      C[i] += fmodf(B[(j + 2) * (N + 1) + i + 1], 31.0f) + j + fmodf(B[i * (N + 1) + j + 3], 97.0f);
    B[i * (N + 1) + i] -= (A[i][i + 1] * (fmodf(B[i * (N + 1) + i], 7.0f))) * (fmodf(C[i], 13.0f));
  }
  for (int i = 1; n - 1 >= i; i = i + 1)
    for (int j = 1; j < (i + 1) / 2 + 2 && j <= n - 1; ++j)
      for (int k = j - 1; k <= m - 2 && -k >= -(P / 4) + 1; k += 2) {
        B[(i - 1) * (N + 1) + j + 3] += A[i][j] - j;
        B[i * (N + 1) + j + 2] -= fmodf(B[j * (N + 1) + k + 3], 13.0f) - (fmodf(B[j * (N + 1) + k + 2], 31.0f));
      }
}

int main(void) {
  double (*A)[31] = malloc(sizeof(double) * 527);
  float *B = malloc(sizeof(float) * 306);
  float *C = malloc(sizeof(float) * 32);
  for (long x = 0; x < 527; x++)
    ((double *)A)[x] = (double)(((x * 7 + 10) % 19) - 9);
  for (long x = 0; x < 306; x++)
    ((float *)B)[x] = (float)(((x * 5 + 9) % 19) - 9);
  for (long x = 0; x < 32; x++)
    ((float *)C)[x] = (float)(((x * 3 + 18) % 19) - 9);
  f(17, 5, 31, 20, 1, 3, A, B, C);
  g(17, 5, 31, 20, 1, 3, A, B, C);
  f(17, 5, 31, 3, -1, 0, A, B, C);
  g(17, 5, 31, 3, -1, 0, A, B, C);
  printf("A:");
  for (long x = 0; x < 527; x++)
    printf(x % 16 ? " %.0f" : "\n%.0f", (double)((double *)A)[x] + 0.0);
  printf("\n");
  printf("B:");
  for (long x = 0; x < 306; x++)
    printf(x % 16 ? " %.0f" : "\n%.0f", (double)((float *)B)[x] + 0.0);
  printf("\n");
  printf("C:");
  for (long x = 0; x < 32; x++)
    printf(x % 16 ? " %.0f" : "\n%.0f", (double)((float *)C)[x] + 0.0);
  printf("\n");
  free(A);
  free(B);
  free(C);
  return 0;
}
