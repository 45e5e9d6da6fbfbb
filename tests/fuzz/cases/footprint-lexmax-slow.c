// Regression input (passes): fuzz seed 14197 ran for minutes (a 'hang') in isl's lexmax of
// the footprint of 'D' in g (six pieces, strides 4 and 3, four parameters): isl's operation
// count grew slowly there, so the bound of 20 million operations came late; with one million
// (passes/footprint.c) it gives up in seconds and the array stays unbounded, which is safe.
// tilec fuzz program, seed 14197
// fuzz-options c: --tile-sizes=8,4,3
// fuzz-options omp: --tile-sizes=8,4,3
// fuzz-options opencl: --no-shared-memory
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 33
#define M 13
#define P 31
typedef unsigned T_unsigned;
T_unsigned G2[M + 1][P];

struct fz_sizes_f { int n, m, p; };
struct fz_ptr_f_A { T_unsigned *p; int pad; };
void f(int n, int m, int p, int lim0, T_unsigned c0, T_unsigned *A, T_unsigned B[m][m + 2], T_unsigned *D) {
  struct fz_sizes_f sz = {n, m, p};
  struct fz_ptr_f_A wA_s = {A, 0}, *wA = &wA_s;
  for (int i = 1; i < sz.m; i++) {
    D[(i - 1) * 31 + i] = (D[(i + 1) * 31 + i] + i + B[i][i]) % 3u;
    for (int j = 0; j < sz.m / 3 && j < i + 1 && j < P - 2; j++) {
      D[i * 31 + j + 2] = (B[i - 1][j + 2] * c0 - D[j * 31 + j + 1] - G2[i + 1][j]) % 5u;
      if (!(i <= j || D[j * 31 + i + 1] < -3)) {
        G2[i][j] = (c0 + (i - j) + (wA->p[(i * M + j + 1) * (M + 1) + j + 3]) % 89u - 9) % 31u;
      } else {
        D[i * 31 + j] = ((D[j * 31 + i] + 9 + G2[2 * j][i] <= i ? D[j * 31 + i] + 9 + G2[2 * j][i] : i)) % 7u;
      }
    }
  }
}

void g(int n, int m, int p, int lim0, T_unsigned c0, T_unsigned *A, T_unsigned B[m][m + 2], T_unsigned *D) {
  for (int i = lim0; i <= p - 1; i++)
    for (int j = 1; -j >= -n + 1 && j < i; j += 4)
      for (int k = i + 1; k < 31 && k <= p / 2 - 1; k += 3)
        for (int l = 1; l <= k + 1 && l < m && l < n; l++)
          D[i * 31 + j] = (((D[(j + 3) * 31 + i] + D[(j + 1) * 31 + k]) * B[i][l] <= B[k][l + 1] ? (D[(j + 3) * 31 + i] + D[(j + 1) * 31 + k]) * B[i][l] : B[k][l + 1])) % 31u;
  for (int i = 0; i < n; i += 3)
    for (int j = 1; M / 3 - 1 >= j && p - 1 >= j; j++)
      for (int k = i + 1; N - 1 >= k; k++) {
        {
          unsigned s0 = B[j + 3][j];
          for (int l = 1; -l >= -m + 1 && l <= i / 4; l++)
            s0 += B[l + 2][j] - B[l + 3][j + 3] - k;
          G2[i / 3][j] = (s0) % 31u;
        }
      }
  for (int i = 1; i < n; i += 3) {
    for (int j = 0; j < p - 1; j += 4)
      for (int k = m - 1; k >= 0; k--)
        A[(k * M + 11) * (M + 1) + k] += c0;
    for (int j = p - 1; i / 4 - 1 <= j && j >= 1; j -= 1)
      G2[8][j] = ((3 * j) * G2[i % 3][j]) % 7u;
  }
  for (int i = 0; i <= N - 2 && i < p; i += 1) {
    D[i * 31 + -i + 30] = c0;
    for (int j = p - 1; j >= 0; j -= 1) {
      A[(11 * M + 0) * (M + 1) + 13] -= B[4][13];
      if (B[8][9] > 4) {
        G2[5][j] = ((G2[4][j] + (A[(5 * M + 7) * (M + 1) + 11]) % 97u) * 8) % 97u;
      }
    }
    D[i * 31 + 18] = ((i + G2[i % 3][14] < (D[i * 31 + i]) % 7u ? i + G2[i % 3][14] : (D[i * 31 + i]) % 7u)) % 97u;
  }
}

int main(void) {
  unsigned *A = malloc(sizeof(unsigned) * 2366);
  unsigned (*B)[15] = malloc(sizeof(unsigned) * 195);
  unsigned *D = malloc(sizeof(unsigned) * 1023);
  for (long x = 0; x < 2366; x++)
    ((unsigned *)A)[x] = (unsigned)((x * 11 + 16) % 19);
  for (long x = 0; x < 195; x++)
    ((unsigned *)B)[x] = (unsigned)((x * 11 + 18) % 19);
  for (long x = 0; x < 434; x++)
    ((unsigned *)G2)[x] = (unsigned)((x * 3 + 10) % 19);
  for (long x = 0; x < 1023; x++)
    ((unsigned *)D)[x] = (unsigned)((x * 3 + 5) % 19);
  f(33, 13, 31, 40, 0, A, B, D);
  g(33, 13, 31, 40, 0, A, B, D);
  f(33, 13, 31, 70, 2, A, B, D);
  g(33, 13, 31, 70, 2, A, B, D);
  printf("A:");
  for (long x = 0; x < 2366; x++)
    printf(x % 16 ? " %u" : "\n%u", ((unsigned *)A)[x]);
  printf("\n");
  printf("B:");
  for (long x = 0; x < 195; x++)
    printf(x % 16 ? " %u" : "\n%u", ((unsigned *)B)[x]);
  printf("\n");
  printf("G2:");
  for (long x = 0; x < 434; x++)
    printf(x % 16 ? " %u" : "\n%u", ((unsigned *)G2)[x]);
  printf("\n");
  printf("D:");
  for (long x = 0; x < 1023; x++)
    printf(x % 16 ? " %u" : "\n%u", ((unsigned *)D)[x]);
  printf("\n");
  free(A);
  free(B);
  free(D);
  return 0;
}
