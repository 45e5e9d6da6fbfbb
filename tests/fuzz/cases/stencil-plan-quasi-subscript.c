// fuzz seed 12354: the GPU cost model compared a quasi-affine subscript (B[i % 3]) as affine and crashed
// fuzz-options opencl: --block=64x1
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 13
#define M 33

struct fz_ptr_kernel_fn_C { double *p; int pad; };
void kernel_fn(long n, long m, double c0, double c1, int B[N], double *C) {
  int i, j, k, l;
  double T0[M][M];
  struct fz_ptr_kernel_fn_C wC_s = {C, 0}, *wC = &wC_s;
  for (i = 0; i < M; i++)
    for (j = 0; j < M; j++)
      T0[i][j] = fmod((B[3]) % 5 + 2.0 + B[i % 3] + (B[7]) % 5, 5.0);
  for (i = 0; i < M / 3 && N - 2 >= i; i += 2)
    for (j = 2; j <= N - 1; j = j + 4)
      B[i] = wC->p[j * (N + 2) + i + 2];
  for (i = 0; M - 2 >= i; i = i + 3) {
    for (j = 0; j < M; j += 1)
      for (k = 1; k < M - 3; k = k + 1) {
        B[6] = wC->p[(k % 4) * (N + 2) + 14] + c0;
        B[5] = fmod(fabs(wC->p[4 * (N + 2) + 1] - wC->p[3 * (N + 2) + 5] + B[8]), 2.0);
        T0[i][j] = fmin(j * (fmod(T0[k][j], 2.0)), wC->p[3 * (N + 2) + k % 3]);
      }
    T0[i + 1][i] = T0[i][i];
  }
}

int main(void) {
  int *B = malloc(sizeof(int) * 13);
  double *C = malloc(sizeof(double) * 195);
  for (long x = 0; x < 13; x++)
    ((int *)B)[x] = (int)(((x * 3 + 16) % 19) - 9);
  for (long x = 0; x < 195; x++)
    ((double *)C)[x] = (double)(((x * 11 + 2) % 19) - 9);
  kernel_fn(13, 33, 0, -2, B, C);
  kernel_fn(13, 33, 3, -3, B, C);
  printf("B:");
  for (long x = 0; x < 13; x++)
    printf(x % 16 ? " %d" : "\n%d", ((int *)B)[x]);
  printf("\n");
  printf("C:");
  for (long x = 0; x < 195; x++)
    printf(x % 16 ? " %.0f" : "\n%.0f", (double)((double *)C)[x] + 0.0);
  printf("\n");
  free(B);
  free(C);
  return 0;
}
