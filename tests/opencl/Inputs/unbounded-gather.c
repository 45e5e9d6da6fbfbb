/* Input of tests/opencl/unbounded-gather.c: 'A' is read through 'idx';
 * nothing bounds the elements it may touch. */
#include <stdio.h>

void gather(int n, const double *A, const int *idx, double *b)
{
  for (int i = 0; i < n; i++)
    b[i] = 2 * A[idx[i]];
}

int main(void)
{
  double A[40], b[10];
  int idx[10];
  for (int i = 0; i < 40; i++)
    A[i] = i + 0.5;
  for (int i = 0; i < 10; i++)
    idx[i] = (i * 7) % 40 + 3;
  gather(10, A, idx, b);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\nbegin dump: b");
  for (int i = 0; i < 10; i++)
    fprintf(stderr, "%s%.17g ", i % 20 ? "" : "\n", b[i]);
  fprintf(stderr, "\nend   dump: b\n==END   DUMP_ARRAYS==\n");
  return 0;
}
