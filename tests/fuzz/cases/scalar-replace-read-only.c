// Regression input (passes): fuzz seed 16486 crashed tilec --emit=opencl (a segmentation fault)
// in scalar-replace: with only elements read across the loop (no store after it) and a node
// after the loop, the loop's next pointer was set to the empty store list before that list
// was linked to what follows, so the nodes after the loop were lost and the walk over the new
// nodes ran off the list (passes/scalar_replace.c now links the list first).
// tilec fuzz program, seed 16486
// fuzz-options c: --tile-sizes=3,4,16
// fuzz-options omp: --tile-sizes=3,4,16
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 2
#define M 3
typedef double T_double;
typedef float T_float;
typedef int T_int;
T_int G0[N][M];
T_double G3[M][M];
T_double G5[N][M];

void kernel_fn(long n, long m, int lim0, T_double c0, T_double c1, T_double B[m], T_float *restrict C, T_double *restrict E) {
#pragma scop
  for (int i = 0; i < m; i = i + 2)
    for (int j = m - 1; j >= 0; --j)
      for (int k = 2; -k >= -i && k <= n - 2; k += 2)
        for (int l = lim0 - 1; l >= 0; l--)
          E[i] += C[k * m + i] + fmod(E[j], 97.0);
  for (int i = n / 4 - 1; i >= lim0 && i > -1; --i)
    for (int j = 1; j <= m - 1 && m / 4 > j && j < n; j++) {
      for (int k = 0; k < m && k < m; k++)
        E[i] += B[k] - C[i * m + j];
      for (int k = j + 1; k >= 1; k -= 4) {
        G0[i][j] = (fmod(G5[i][j], 13.0)) * c0 - 5.0;
        G3[i][j] += 9;
      }
    }
#pragma endscop
}

int main(void) {
  double *B = malloc(sizeof(double) * 3);
  float *C = malloc(sizeof(float) * 6);
  double *E = malloc(sizeof(double) * 3);
  for (long x = 0; x < 6; x++)
    ((int *)G0)[x] = (int)(((x * 5 + 5) % 19) - 9);
  for (long x = 0; x < 3; x++)
    ((double *)B)[x] = (double)(((x * 5 + 1) % 19) - 9);
  for (long x = 0; x < 6; x++)
    ((float *)C)[x] = (float)(((x * 5 + 17) % 19) - 9);
  for (long x = 0; x < 9; x++)
    ((double *)G3)[x] = (double)(((x * 7 + 3) % 19) - 9);
  for (long x = 0; x < 3; x++)
    ((double *)E)[x] = (double)(((x * 11 + 8) % 19) - 9);
  for (long x = 0; x < 6; x++)
    ((double *)G5)[x] = (double)(((x * 11 + 7) % 19) - 9);
  kernel_fn(2, 3, 5, -2, 2, B, C, E);
  printf("G0:");
  for (long x = 0; x < 6; x++)
    printf(x % 16 ? " %d" : "\n%d", ((int *)G0)[x]);
  printf("\n");
  printf("B:");
  for (long x = 0; x < 3; x++)
    printf(x % 16 ? " %.0f" : "\n%.0f", (double)((double *)B)[x] + 0.0);
  printf("\n");
  printf("C:");
  for (long x = 0; x < 6; x++)
    printf(x % 16 ? " %.0f" : "\n%.0f", (double)((float *)C)[x] + 0.0);
  printf("\n");
  printf("G3:");
  for (long x = 0; x < 9; x++)
    printf(x % 16 ? " %.0f" : "\n%.0f", (double)((double *)G3)[x] + 0.0);
  printf("\n");
  printf("E:");
  for (long x = 0; x < 3; x++)
    printf(x % 16 ? " %.0f" : "\n%.0f", (double)((double *)E)[x] + 0.0);
  printf("\n");
  printf("G5:");
  for (long x = 0; x < 6; x++)
    printf(x % 16 ? " %.0f" : "\n%.0f", (double)((double *)G5)[x] + 0.0);
  printf("\n");
  free(B);
  free(C);
  free(E);
  return 0;
}
