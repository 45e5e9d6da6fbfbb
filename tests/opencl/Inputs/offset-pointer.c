/* Input of tests/opencl/offset-pointer.c: 'a' points one element into
 * its block, so a[-1] is valid C.  N (argv[1]) may be 0. */
#include <stdio.h>
#include <stdlib.h>

void sums(int n, const double *a, double *b)
{
  for (int i = 0; i < n; i++)
    b[i] = a[i - 1] + a[i];
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 10;
  double *base = malloc(sizeof(double) * (size_t)(n + 1));
  double *b = malloc(sizeof(double) * (size_t)(n + 1));
  for (int i = 0; i <= n; i++) {
    base[i] = i * 0.5 + 1;
    b[i] = 0.0 / 0.0;
  }
  b[n] = -1; /* past what the loop writes: must stay */
  sums(n, base + 1, b);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\nbegin dump: b");
  for (int i = 0; i <= n; i++)
    fprintf(stderr, "%s%.17g ", i % 20 ? "" : "\n", b[i]);
  fprintf(stderr, "\nend   dump: b\n==END   DUMP_ARRAYS==\n");
  free(base);
  free(b);
  return 0;
}
