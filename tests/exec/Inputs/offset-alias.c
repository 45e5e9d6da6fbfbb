/* Input of tests/exec/alias-check-offsets.c: 'a' reads the row before
 * its first, a[-1]; two calls pass two row-pointers into one block. */
#include <stdio.h>

void mirror(int n, int m, const double a[][m], double b[][m])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      b[i][j] = a[i - 1][m - 1 - j] + a[i][j];
}

static void show(const char *name, const double *v, int n)
{
  printf("%s:", name);
  for (int i = 0; i < n; i++)
    printf(" %.17g", v[i]);
  printf("\n");
}

int main(void)
{
  enum { N = 2, M = 4 };
  double overlap[2 * N * M], adjacent[(2 * N + 1) * M];
  for (int i = 0; i < (2 * N + 1) * M; i++)
    adjacent[i] = i + 0.5;
  for (int i = 0; i < 2 * N * M; i++)
    overlap[i] = i + 0.5;
  /* a[-1] is b[N - 1]: the footprints overlap only through that row, and
   * the tiled order would read some of it after it is written. */
  mirror(N, M, (const double (*)[M])(overlap + N * M), (double (*)[M])overlap);
  show("overlap", overlap, 2 * N * M);
  /* a[-1] is the row after b[N - 1]: adjacent, disjoint. */
  mirror(N, M, (const double (*)[M])(adjacent + (N + 1) * M), (double (*)[M])adjacent);
  show("adjacent", adjacent, (2 * N + 1) * M);
  return 0;
}
