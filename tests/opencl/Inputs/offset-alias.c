/* Input of tests/opencl/offset-alias.c: two pointers into one block. */
#include <stdio.h>

/* Reversed, so that b[n - 1] is written before a[-1] is read at i = 0. */
void sums(int n, const double *a, double *b)
{
  for (int i = n - 1; i >= 0; i--)
    b[i] = a[i - 1] + a[i];
}

static void dump(const char *name, const double *v, int n)
{
  fprintf(stderr, "begin dump: %s", name);
  for (int i = 0; i < n; i++)
    fprintf(stderr, "%s%.17g ", i % 20 ? "" : "\n", v[i]);
  fprintf(stderr, "\nend   dump: %s\n", name);
}

int main(void)
{
  enum { N = 12 };
  double overlap[2 * N], adjacent[2 * N + 1];
  for (int i = 0; i < 2 * N; i++)
    overlap[i] = adjacent[i] = i + 1.5;
  adjacent[2 * N] = 0.25;
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  /* a[-1] is b[N - 1]: the footprints overlap only through the offset. */
  sums(N, overlap + N, overlap);
  dump("overlap", overlap, 2 * N);
  /* a[-1] is the element just after b[N - 1]: adjacent, disjoint. */
  sums(N, adjacent + N + 1, adjacent);
  dump("adjacent", adjacent, 2 * N + 1);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  return 0;
}
