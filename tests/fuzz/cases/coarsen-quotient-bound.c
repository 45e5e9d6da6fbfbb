// Regression input (passes): fuzz seed 71632: a reduction loop whose bound has a quotient
// of the band's iterator (k <= i / 2 + 1 && k < i) was planned as a triangular product and
// sunk by coarsen, which put the tile's ends into the bound but left the quotient's own
// dividend on the band's 'i': the IR verifier stopped the translation (coarsen now runs such a
// loop per point, and the plan leaves the kernel in its simple form).
// tilec fuzz program, seed 71632
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 33
#define M 13
double gs0;

void kernel_fn(int n, int m, int lim0, double A[M][M], double *B, double D[M][N + 2], double *E, double F[][N]) {
  float T2[M];
  double acc0 = 1;
  double w0;
  for (int i = 0; i < M; i++)
    T2[i] = fabs(i - i + A[i][i]);
  for (int i = m - 1; i > -1; i--)
    for (int j = i; j < n - 3; j += 1) {
      D[i][j + 3] += j - (fmod(D[i][j + 1], 31.0));
      D[i][j] += j * j;
      T2[i] = fmod(fmax(i - ((i - j)) + A[i][i], T2[i]), 2.0);
    }
  for (int i = 0; m - 1 >= i; i = i + 1)
    for (int j = 0; j <= n - 3; j += 1) {
      F[i][j + 2] = fmod(((i * A[i][i]) * i >= A[i][i] ? (i * A[i][i]) * i : A[i][i]), 7.0);
      {
        w0 = j;
        for (int k = 0; k <= i / 2 + 1 && n > k && k < i; ++k)
          w0 += A[k][i];
        E[j + i * n] = fmod(w0, 89.0);
      }
    }
  for (int i = 0; i < m; i = i + 1)
    for (int j = n - 1; j >= 0 && j >= i / 4 + 1; j -= 1) {
      F[i][j - 1] = -(A[i][i]);
      D[i][j - 1] += fabs(fmod(D[i][j + 1], 7.0));
    }
  gs0 = fmod(acc0, 97.0);
}

int main(void) {
  double (*A)[13] = malloc(sizeof(double) * 169);
  double *B = malloc(sizeof(double) * 525);
  double (*D)[35] = malloc(sizeof(double) * 455);
  double *E = malloc(sizeof(double) * 429);
  double (*F)[33] = malloc(sizeof(double) * 429);
  for (long x = 0; x < 169; x++)
    ((double *)A)[x] = (double)(((x * 5 + 5) % 19) - 9);
  for (long x = 0; x < 525; x++)
    ((double *)B)[x] = (double)(((x * 5 + 18) % 19) - 9);
  for (long x = 0; x < 455; x++)
    ((double *)D)[x] = (double)(((x * 7 + 12) % 19) - 9);
  for (long x = 0; x < 429; x++)
    ((double *)E)[x] = (double)(((x * 3 + 2) % 19) - 9);
  for (long x = 0; x < 429; x++)
    ((double *)F)[x] = (double)(((x * 11 + 14) % 19) - 9);
  gs0 = 1;
  kernel_fn(33, 13, 8, A, B, D, E, F);
  printf("A:");
  for (long x = 0; x < 169; x++)
    printf(x % 16 ? " %.0f" : "\n%.0f", (double)((double *)A)[x] + 0.0);
  printf("\n");
  printf("B:");
  for (long x = 0; x < 525; x++)
    printf(x % 16 ? " %.0f" : "\n%.0f", (double)((double *)B)[x] + 0.0);
  printf("\n");
  printf("D:");
  for (long x = 0; x < 455; x++)
    printf(x % 16 ? " %.0f" : "\n%.0f", (double)((double *)D)[x] + 0.0);
  printf("\n");
  printf("E:");
  for (long x = 0; x < 429; x++)
    printf(x % 16 ? " %.0f" : "\n%.0f", (double)((double *)E)[x] + 0.0);
  printf("\n");
  printf("F:");
  for (long x = 0; x < 429; x++)
    printf(x % 16 ? " %.0f" : "\n%.0f", (double)((double *)F)[x] + 0.0);
  printf("\n");
  printf("gs0: %.0f\n", (double)gs0 + 0.0);
  free(A);
  free(B);
  free(D);
  free(E);
  free(F);
  return 0;
}
