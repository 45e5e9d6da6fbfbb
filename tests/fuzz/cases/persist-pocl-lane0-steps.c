// Known failing (cases/KNOWN-FAILING): fuzz seed 90003, --emit=opencl on PoCL 3.1 (Debian 12):
// g's loop 'i' runs as a persistent kernel (three former kernels, two of one thread, as steps on
// thread 0 between barriers); the output differs from the CPU program's with PoCL's default
// work-group method and matches it with POCL_WORK_GROUP_METHOD=repl, and on an H200 (CUDA,
// --split) it matches too (2026-11-27): the PoCL shape of persist-pocl-barrier-loop.c.  The same
// program found a --split bug, fixed: a quotient in a loop bound ('(i + 2) / 3') was made a
// parameter of the region's function (tests/cuda/split-quotient.c).
// tilec fuzz program, seed 90003
// fuzz-options c: --tile-sizes=3,3,4 --assume-no-alias
// fuzz-options omp: --tile-sizes=3,3,4 --assume-no-alias
// fuzz-options opencl: --assume-no-alias
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 65
#define M 7

void f(long n, long m, double A[M][n], double B[m], double C[N][7 + 1]) {
  for (int i = n - 2; i > 0; i--)
    A[6][i] = fmod(fmax(4.0 - 4 - C[i - 1][2], 1.0), 13.0);
  for (int i = M - 1; i >= 0; i -= 4)
    for (int j = 0; j <= N - 3 && i + 2 >= j; j += 3)
      C[i + 3][j % 3] = B[i] - B[i] - B[i];
}

void g(long n, long m, double A[M][n], double B[m], double C[N][7 + 1]) {
  for (int i = 0; i <= m - 1; i += 1)
    C[31][0] = fmod(B[i], 3.0);
  for (int i = 0; i <= m - 1 && i <= n / 2 - 1; i++)
    for (size_t uj = 0; N > uj; uj++) {
      C[i + 1][i] = fmod(B[i] * B[i], 7.0);
      for (int j = i; j > 0 && j > (i + 2) / 3 - 1; --j) {
        C[i][j - 1] = fmod(fabs(j + C[j][i]), 3.0);
        C[i][j + 1] = fmod(C[j][i] + (i - j), 5.0);
      }
      for (int j = i - 1; j < m; j++)
        C[i + 3][j + 1] = fmod(fmin(B[i] * B[i], B[i]), 3.0);
    }
}

int main(void) {
  double (*A)[65] = malloc(sizeof(double) * 455);
  double *B = malloc(sizeof(double) * 7);
  double (*C)[8] = malloc(sizeof(double) * 520);
  for (long x = 0; x < 455; x++)
    ((double *)A)[x] = (double)(((x * 5 + 16) % 19) - 9);
  for (long x = 0; x < 7; x++)
    ((double *)B)[x] = (double)(((x * 5 + 4) % 19) - 9);
  for (long x = 0; x < 520; x++)
    ((double *)C)[x] = (double)(((x * 5 + 10) % 19) - 9);
  f(65, 7, A, B, C);
  g(65, 7, A, B, C);
  g(65, 7, A, B, C);
  f(65, 7, A, B, C);
  f(65, 7, A, B, C);
  g(65, 7, A, B, C);
  printf("A:");
  for (long x = 0; x < 455; x++)
    printf(x % 16 ? " %.0f" : "\n%.0f", (double)((double *)A)[x] + 0.0);
  printf("\n");
  printf("B:");
  for (long x = 0; x < 7; x++)
    printf(x % 16 ? " %.0f" : "\n%.0f", (double)((double *)B)[x] + 0.0);
  printf("\n");
  printf("C:");
  for (long x = 0; x < 520; x++)
    printf(x % 16 ? " %.0f" : "\n%.0f", (double)((double *)C)[x] + 0.0);
  printf("\n");
  free(A);
  free(B);
  free(C);
  return 0;
}
