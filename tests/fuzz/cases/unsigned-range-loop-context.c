// Regression input (frontend): fuzz seed 50309 was refused in its scop with "unsigned arithmetic
// in '2 * n + ui' may wrap around (for ... n = -1073741824)": the unsigned range proof kept only
// the loops whose iterators the expression uses, so it dropped 'i < n' around A[2 * n + ui] and
// with it n >= 1 (frontend/delinearize.c, range_holds, now keeps every loop around the point).
// tilec fuzz program, seed 50309
// fuzz-options c: --assume-no-alias
// fuzz-options omp: --assume-no-alias
// fuzz-options opencl: --assume-no-alias --block=1x32
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 33
#define M 2
#define P 5
float G1[M];

void kernel_fn(int n, int m, int p, double *A) {
  float T2[P];
#pragma scop
  for (int i = 0; i < P; i++)
    T2[i] = -(7.0);
  for (int i = p - 2; i > -1; i -= 2) {
    for (int j = 0; m - 1 > j && -j >= -(i / 2) - 1; j += 2)
      for (int k = 1; k < m; ++k) {
        A[(k + 1) * n + j + 3] = G1[j] + (k - j) + G1[j];
        A[j + 2 + k * n] = (j - k);
      }
    A[(i / 3) * n + i + 1] = A[1 * n + i];
  }
  for (int i = p - 1; i >= 0; i -= 1)
    T2[1] = fmod(G1[1] + G1[0], 2.0);
  for (int i = 0; i < p; i++) {
    A[0 * n + i + 2] = G1[1] - (fmodf(T2[i], 3.0f));
    for (int j = 0; j <= n - 1; j = j + 1)
      for (int k = 0; k < p; k += 4)
        T2[k] = fmod(G1[0] - T2[k], 2.0);
  }
  for (unsigned ui = 0; ui <= 0; ui++)
    for (int i = 0; i < n; ++i) {
      {
        double t0[5];
        for (int j = 0; j < 5; j++)
          t0[j] = fmod(((long)ui + T2[ui + 2]) * A[2 * n + ui], 31.0);
        A[ui * n + i] = t0[3] + t0[4];
      }
    }
#pragma endscop
}

int main(void) {
  double *A = malloc(sizeof(double) * 99);
  for (long x = 0; x < 99; x++)
    ((double *)A)[x] = (double)(((x * 3 + 8) % 19) - 9);
  for (long x = 0; x < 2; x++)
    ((float *)G1)[x] = (float)(((x * 11 + 7) % 19) - 9);
  kernel_fn(33, 2, 5, A);
  kernel_fn(33, 2, 5, A);
  printf("A:");
  for (long x = 0; x < 99; x++)
    printf(x % 16 ? " %.0f" : "\n%.0f", (double)((double *)A)[x] + 0.0);
  printf("\n");
  printf("G1:");
  for (long x = 0; x < 2; x++)
    printf(x % 16 ? " %.0f" : "\n%.0f", (double)((float *)G1)[x] + 0.0);
  printf("\n");
  free(A);
  return 0;
}
