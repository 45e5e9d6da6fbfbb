// fuzz finding (seed 200078 of a 10-minute run, reduced by hand): the
// dependence analysis runs out of its isl operations (it gives up on the
// region with a remark) while it reads a band's partial schedule for the
// schedule tree; that read failing was taken for an internal error
// ('isl rejected ...') and tilec aborted on every target.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 7
#define M 7
double gs0;

void kernel_fn(int n, int m, int lim0, int lim1, double c0, float *A, double *B, double *C, double D[M][N + 2], float *Z) { /* FUZZ-MAY-ALIAS */
  for (int i = 1; i < n - 1 && i <= lim0 - 1; i++)
    for (int j = i - 1; n - 1 > j; j = j + 4)
          B[i * m + j] = B[j * m + i];
  for (int i = M - 1; i >= 1; --i)
    for (int j = i - 1; j <= n - 1; j++) {
      for (int k = i - 1; k >= 0; --k) {
        for (int l = n - 1; l >= 1; l -= 1)
          B[k + i * m] = fmod(l + Z[(j * N + i) * M + l], 31.0);
      }
    }
  for (int i = 2; M > i; ++i)
    for (int j = 0; j < n - 3; j++)
      Z[(i * N + j) * M + j] = fmod(Z[(j * N + i - 1) * M + j] - (fmod(C[i + (j + 2) * (n + 2)], 5.0)) - B[j * m + i], 13.0);
  for (int i = n - 3; i > -1; i--)
    for (int j = 1; j < n - 1; j++) {
      for (int k = 1; k < m - 3; k++) {
        for (int l = 2; l <= 6; l += 1) {
          A[i * N * M + j * M + k] = fmod(fmod(C[j + 3 + (l - 2) * (n + 2)], 7.0) + Z[(i * N + l) * M + k], 31.0);
        }
        A[((j + 1) * N + j + 1) * M + i] = fmod(-(B[j + (i + 1) * m] - A[((k + 3) * N + j - 1) * M + j] + c0), 3.0);
      }
    }
}

int main(void) {
  float *A = malloc(sizeof(float) * 343);
  double *B = malloc(sizeof(double) * 49);
  double *C = malloc(sizeof(double) * 63);
  double (*D)[9] = malloc(sizeof(double) * 63);
  float *Z = malloc(sizeof(float) * 343);
  for (long x = 0; x < 343; x++)
    ((float *)A)[x] = (float)(((x * 5 + 5) % 19) - 9);
  for (long x = 0; x < 49; x++)
    ((double *)B)[x] = (double)(((x * 3 + 9) % 19) - 9);
  for (long x = 0; x < 63; x++)
    ((double *)C)[x] = (double)(((x * 11 + 14) % 19) - 9);
  for (long x = 0; x < 63; x++)
    ((double *)D)[x] = (double)(((x * 11 + 17) % 19) - 9);
  for (long x = 0; x < 343; x++)
    ((float *)Z)[x] = (float)(((x * 11 + 4) % 19) - 9);
  gs0 = 1;
  kernel_fn(7, 7, 8, 20, 0, A, B, C, D, Z);
  kernel_fn(7, 7, 3, 20, 2, (float *)Z, B, C, D, Z);
  kernel_fn(7, 7, 0, 8, 3, A, B, C, D, Z);
  printf("A:");
  for (long x = 0; x < 343; x++)
    printf(x % 16 ? " %.0f" : "\n%.0f", (double)((float *)A)[x] + 0.0);
  printf("\n");
  printf("B:");
  for (long x = 0; x < 49; x++)
    printf(x % 16 ? " %.0f" : "\n%.0f", (double)((double *)B)[x] + 0.0);
  printf("\n");
  printf("C:");
  for (long x = 0; x < 63; x++)
    printf(x % 16 ? " %.0f" : "\n%.0f", (double)((double *)C)[x] + 0.0);
  printf("\n");
  printf("D:");
  for (long x = 0; x < 63; x++)
    printf(x % 16 ? " %.0f" : "\n%.0f", (double)((double *)D)[x] + 0.0);
  printf("\n");
  printf("Z:");
  for (long x = 0; x < 343; x++)
    printf(x % 16 ? " %.0f" : "\n%.0f", (double)((float *)Z)[x] + 0.0);
  printf("\n");
  printf("gs0: %.0f\n", (double)gs0 + 0.0);
  free(A);
  free(B);
  free(C);
  free(D);
  free(Z);
  return 0;
}
