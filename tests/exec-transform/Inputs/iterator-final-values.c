/* iterator-final-values.c - loop iterators read after the region of
 * fill() (tests/exec-transform/iterator-final-values.c): usage N M. */
#include <stdio.h>
#include <stdlib.h>

static double A[64][64], B[64], C[64];

int fill(int n, int m)
{
  int i = -1, j = -7, k = -1, d = -1;
  for (i = 0; i < n; i++)
    for (int q = 0; q < m; q++)
      A[i][q] = i - q;
  for (k = 1; k < m; k += 4)
    B[k] = k * 0.5;
  for (d = n - 1; d >= 0; d -= 3)
    C[d] = d;
  for (int r = 0; r < n; r++)
    for (j = 0; j < m; j++)
      A[r][j] += B[j];
  return ((i * 100 + j) * 100 + k) * 100 + d;
}

int main(int argc, char **argv)
{
  int n = atoi(argv[1]), m = atoi(argv[2]);
  int v = fill(n, m);
  double s = 0;
  for (int a = 0; a < 64; a++) {
    s += B[a] + C[a];
    for (int b = 0; b < 64; b++)
      s += A[a][b] * (a + 1);
  }
  printf("%d %.3f\n", v, s);
  return 0;
}
