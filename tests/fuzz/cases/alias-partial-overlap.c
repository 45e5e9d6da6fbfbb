// Regression input (passes): two pointer parameters that overlap by part of
// a row in one call (B = A + 5) and not in the other.  The tiled (and
// OpenMP, OpenCL) code must take the original loops when they overlap; the
// outputs must match the original program's in both calls.
#include <stdio.h>
#include <stdlib.h>

double G[13][17];

void kernel_fn(int n, int m, double *A, double *B, double *P) { /* FUZZ-MAY-ALIAS */
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m; j++)
      B[i * m + j] = A[(i - 1) * m + j] + 2 * B[i * m + j] - 1;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      G[i][j] += P[i * m + j];
}

int main(void) {
  double *A = malloc(sizeof(double) * (13 * 17 + 5));
  double *B = malloc(sizeof(double) * 13 * 17);
  for (int x = 0; x < 13 * 17 + 5; x++)
    A[x] = x % 7 - 3;
  for (int x = 0; x < 13 * 17; x++)
    B[x] = x % 5 - 2;
  kernel_fn(13, 17, A, B, B);
  kernel_fn(13, 17, A, A + 5, (double *)G);
  for (int x = 0; x < 13 * 17 + 5; x++)
    printf("%.0f%c", A[x] + 0.0, x % 17 == 16 ? '\n' : ' ');
  for (int x = 0; x < 13 * 17; x++)
    printf("%.0f%c", B[x] + 0.0, x % 17 == 16 ? '\n' : ' ');
  for (int i = 0; i < 13; i++)
    for (int j = 0; j < 17; j++)
      printf("%.0f%c", G[i][j] + 0.0, j == 16 ? '\n' : ' ');
  printf("\n");
  free(A);
  free(B);
  return 0;
}
