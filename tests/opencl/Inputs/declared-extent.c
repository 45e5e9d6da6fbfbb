/* Input of tests/opencl/declared-extent.c: 'double a[8]' declares a
 * pointer; the loop touches 2 * n elements of it. */
#include <stdio.h>

void twice(int n, double a[8], const double *x)
{
  for (int i = 0; i < 2 * n; i++)
    a[i] = 2 * x[i] + a[i];
}

int main(void)
{
  double a[17], x[16];
  for (int i = 0; i < 16; i++) {
    a[i] = i;
    x[i] = 0.25 * i;
  }
  a[16] = -1; /* past the footprint: must stay */
  twice(8, a, x);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\nbegin dump: a");
  for (int i = 0; i < 17; i++)
    fprintf(stderr, "%s%.17g ", i % 20 ? "" : "\n", a[i]);
  fprintf(stderr, "\nend   dump: a\n==END   DUMP_ARRAYS==\n");
  return 0;
}
