// Known failing (cases/KNOWN-FAILING): fuzz seed 71179, --emit=opencl on PoCL 3.1 (Debian 12):
// the persistent kernel of the second nest (loop 'i' of 6 steps between barriers) ends with
// D[2i+1] decremented 64 times per call instead of once (256 times with
// POCL_WORK_GROUP_METHOD=repl), though the store runs under get_local_id(0) == 0; the kernel
// simulated step by step between its barriers in C (256 work-items) matches the CPU program,
// (tilec at the start of 2026-11-27 failed the same way): a PoCL miscompilation, as far as known.
// On an H200 (CUDA, --split) the same program prints what the CPU program prints (2026-11-27).
// tilec fuzz program, seed 71179
// fuzz-options c: --tile-sizes=4,4,4 --assume-no-alias
// fuzz-options omp: --tile-sizes=4,4,4 --assume-no-alias
// fuzz-options opencl: --assume-no-alias
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 2
#define M 17
typedef int T_int;
T_int G0[N][M][N];

void kernel_fn(int n, int m, T_int B[N + 1][m], T_int C[n], T_int *D, T_int E[n][m + 1]) {
  int w1;
  for (int i = 1; i <= m - 1; i++) {
    {
      int t0[8];
      for (int j = 0; j < 8; j++)
        t0[j] = E[1][i] * E[0][i] + E[1][i];
      C[1] = (t0[7] + t0[7]) % 97;
    }
  }
  for (int i = 1; i <= m - 3; i++) {
    for (int j = 0; j < i + 2 && j <= n - 2; ++j) {
      {
        w1 = 0;
        for (int k = i + 1; k > -1; --k)
          w1 -= E[j][i] + G0[j][k][j + 1] + i;
        D[j + i * n] = (w1) % 89;
      }
      D[i * n + j + 1] -= G0[j][i + 1][j + 1] + i + B[j][i];
    }
    for (int j = 1; j <= n - 1 && M > j && j <= i; ++j)
      C[j - 1] = (D[(-j + 17) * n + j - 1]) % 13;
  }
}

int main(void) {
  int (*B)[17] = malloc(sizeof(int) * 51);
  int *C = malloc(sizeof(int) * 2);
  int *D = malloc(sizeof(int) * 38);
  int (*E)[18] = malloc(sizeof(int) * 36);
  for (long x = 0; x < 68; x++)
    ((int *)G0)[x] = (int)(((x * 3 + 7) % 19) - 9);
  for (long x = 0; x < 51; x++)
    ((int *)B)[x] = (int)(((x * 5 + 10) % 19) - 9);
  for (long x = 0; x < 2; x++)
    ((int *)C)[x] = (int)(((x * 7 + 2) % 19) - 9);
  for (long x = 0; x < 38; x++)
    ((int *)D)[x] = (int)(((x * 11 + 4) % 19) - 9);
  for (long x = 0; x < 36; x++)
    ((int *)E)[x] = (int)(((x * 7 + 8) % 19) - 9);
  kernel_fn(2, 17, B, C, D, E);
  kernel_fn(2, 17, B, C, D, E);
  printf("G0:");
  for (long x = 0; x < 68; x++)
    printf(x % 16 ? " %d" : "\n%d", ((int *)G0)[x]);
  printf("\n");
  printf("B:");
  for (long x = 0; x < 51; x++)
    printf(x % 16 ? " %d" : "\n%d", ((int *)B)[x]);
  printf("\n");
  printf("C:");
  for (long x = 0; x < 2; x++)
    printf(x % 16 ? " %d" : "\n%d", ((int *)C)[x]);
  printf("\n");
  printf("D:");
  for (long x = 0; x < 38; x++)
    printf(x % 16 ? " %d" : "\n%d", ((int *)D)[x]);
  printf("\n");
  printf("E:");
  for (long x = 0; x < 36; x++)
    printf(x % 16 ? " %d" : "\n%d", ((int *)E)[x]);
  printf("\n");
  free(B);
  free(C);
  free(D);
  free(E);
  return 0;
}
