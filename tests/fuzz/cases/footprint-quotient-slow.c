// Regression input (passes): fuzz seed 916 took isl minutes (a 'hang') computing the
// footprint of 'A', whose subscripts hold quotients (i % 2, k % 3): the check that every
// access stays in its row subtracted the rows from the accesses even where they lie
// inside (passes/footprint.c now tests inclusion first).  Now under a second.
// tilec fuzz program, seed 916
// fuzz-options opencl: --no-shared-memory
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 65
#define M 17
#define P 65
#define Q 13
typedef int T_int;
int gs0;

void kernel_fn(int n, int m, int p, int q, int lim0, T_int c0, T_int *restrict A, T_int B[N][N + 1], T_int *restrict C) {
  for (int i = M - 2; i >= 0; --i)
    for (int j = lim0; j <= N - 1; j++)
      for (int k = 0; M - 1 >= k; k += 4)
        A[((i % 2) * (Q + 1) + j) * (M + 2) + k] = (B[k][i + 3] * B[i][k] + B[j][k + 2] + (A[j * (Q + 1) * (M + 2) + (k % 3) * (M + 2) + i + 3]) % 13) % 89;
  for (int i = 0; i < Q - 2; i++) {
    C[i * (M + 1) + i] = (C[(i + 3) * (M + 1) + i + 2] + B[i][i] + C[i * (M + 1) + i + 2]) % 89;
    for (int j = 0; -j >= -((i + 2) / 3) - 1 && j < M && j < Q - 1 && i + 3 > j; ++j) {
      gs0 = (B[i + 2][j + 1]) % 2;
      C[i * (M + 1) + j] = B[j + 3][i];
    }
  }
  for (int i = 1; i < lim0 && Q - 2 >= i; i++)
    for (int j = lim0; i + 1 > j && Q > j; j += 1) {
      C[i * (M + 1) + i] = (B[i][j] - j) % 89;
      for (unsigned uk = 1; uk < M - 1; uk++) {
        C[(i - 1) * (M + 1) + j] = (B[i][uk] - C[uk * (M + 1) + j] + B[uk + 2][i - 1]) % 5;
        if ((long)uk == m || j >= (long)uk) {
          C[(i + 1) * (M + 1) + uk + 2] = (C[(i + 1) * (M + 1) + uk]) % 13;
        }
        C[j + uk * (M + 1)] = (B[uk][i - 1] * C[(i + 1) * (M + 1) + uk - 1] + B[uk + 1][i + 2]) % 3;
      }
    }
}

int main(void) {
  int *A = malloc(sizeof(int) * 3458);
  int (*B)[66] = malloc(sizeof(int) * 4290);
  int *C = malloc(sizeof(int) * 1170);
  for (long x = 0; x < 3458; x++)
    ((int *)A)[x] = (int)(((x * 3 + 13) % 19) - 9);
  for (long x = 0; x < 4290; x++)
    ((int *)B)[x] = (int)(((x * 5 + 9) % 19) - 9);
  for (long x = 0; x < 1170; x++)
    ((int *)C)[x] = (int)(((x * 11 + 14) % 19) - 9);
  gs0 = 5;
  kernel_fn(65, 17, 65, 13, 70, 2, A, B, C);
  printf("A:");
  for (long x = 0; x < 3458; x++)
    printf(x % 16 ? " %d" : "\n%d", ((int *)A)[x]);
  printf("\n");
  printf("B:");
  for (long x = 0; x < 4290; x++)
    printf(x % 16 ? " %d" : "\n%d", ((int *)B)[x]);
  printf("\n");
  printf("C:");
  for (long x = 0; x < 1170; x++)
    printf(x % 16 ? " %d" : "\n%d", ((int *)C)[x]);
  printf("\n");
  printf("gs0: %d\n", gs0);
  free(A);
  free(B);
  free(C);
  return 0;
}
