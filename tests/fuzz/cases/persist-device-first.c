// Regression input (passes): fuzz seed 30061: the OpenCL kernel that persist made of loop 'c'
// (function g) used A's device copy without its offset parameter A_first, which map-gpu had
// given the kernels it replaced: the kernels did not build (passes/persist.c now passes the
// offsets of its arrays' device copies).
// tilec fuzz program, seed 30061
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 1
#define M 5
unsigned G2[M][M];
unsigned gs0;

void f(int n, int m, unsigned A[n + 1][m], unsigned B[M][M], unsigned *restrict D, unsigned *restrict E) {
  unsigned w0;
  for (int i = 0; i <= m - 1; i++)
    for (int j = 1; j < n - 1; j = j + 1) {
      {
        w0 = 0;
        for (int k = m - 2; k >= 0; k--)
          w0 += i - ((D[j * n + 0]) % 89u);
        E[i] = (w0) % 31u;
      }
    }
  for (int i = n - 1; i > 0; i -= 2) {
    D[i * n + i] += 3;
    gs0 += (i - i + B[i][i]) * i;
  }
  for (int i = 0; i <= m - 2; i += 2) {
    {
      unsigned t1[3];
      for (int j = 0; j < 3; j++)
        t1[j] = (A[0][i] + i) % 3u;
      D[1 * n + 0] += t1[2] + t1[2];
    }
  }
  for (int i = 1; i < 4; i += 2) {
    for (int j = 1; m - 2 >= j; j++)
      D[1 * n + 0] += 9;
    D[0 + 1 * n] += i;
  }
}

void g(int n, int m, unsigned A[n + 1][m], unsigned B[M][M], unsigned *restrict D, unsigned *restrict E) {
  for (int i = 0; i <= 1; i++) {
    for (int j = 1; j <= m - 4; ++j)
      A[i][i] = (1 - A[j][j]) % 5u;
    A[i][3] = -(E[i]);
  }
}

int main(void) {
  unsigned (*A)[5] = malloc(sizeof(unsigned) * 10);
  unsigned (*B)[5] = malloc(sizeof(unsigned) * 25);
  unsigned *D = malloc(sizeof(unsigned) * 2);
  unsigned *E = malloc(sizeof(unsigned) * 5);
  for (long x = 0; x < 10; x++)
    ((unsigned *)A)[x] = (unsigned)((x * 5 + 17) % 19);
  for (long x = 0; x < 25; x++)
    ((unsigned *)B)[x] = (unsigned)((x * 11 + 6) % 19);
  for (long x = 0; x < 25; x++)
    ((unsigned *)G2)[x] = (unsigned)((x * 3 + 16) % 19);
  for (long x = 0; x < 2; x++)
    ((unsigned *)D)[x] = (unsigned)((x * 11 + 16) % 19);
  for (long x = 0; x < 5; x++)
    ((unsigned *)E)[x] = (unsigned)((x * 5 + 12) % 19);
  gs0 = 2;
  f(1, 5, A, B, D, E);
  g(1, 5, A, B, D, E);
  printf("A:");
  for (long x = 0; x < 10; x++)
    printf(x % 16 ? " %u" : "\n%u", ((unsigned *)A)[x]);
  printf("\n");
  printf("B:");
  for (long x = 0; x < 25; x++)
    printf(x % 16 ? " %u" : "\n%u", ((unsigned *)B)[x]);
  printf("\n");
  printf("G2:");
  for (long x = 0; x < 25; x++)
    printf(x % 16 ? " %u" : "\n%u", ((unsigned *)G2)[x]);
  printf("\n");
  printf("D:");
  for (long x = 0; x < 2; x++)
    printf(x % 16 ? " %u" : "\n%u", ((unsigned *)D)[x]);
  printf("\n");
  printf("E:");
  for (long x = 0; x < 5; x++)
    printf(x % 16 ? " %u" : "\n%u", ((unsigned *)E)[x]);
  printf("\n");
  printf("gs0: %u\n", gs0);
  free(A);
  free(B);
  free(D);
  free(E);
  return 0;
}
