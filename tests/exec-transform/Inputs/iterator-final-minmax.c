/* iterator-final-minmax.c - loop iterators with min and max bounds read
 * after the region of f() (tests/exec-transform/iterator-final-values.c):
 * usage N M. */
#include <stdio.h>
#include <stdlib.h>

static double A[128];

int f(int n, int m)
{
  int i = -5, k = -5;
  for (i = 2; i < n && i < m; i++)
    A[i] = i;
  for (k = (n > 3 ? n : 3); k < 60; k += 5)
    A[k] += 1;
  return i * 100 + k;
}

int main(int argc, char **argv)
{
  int n = atoi(argv[1]), m = atoi(argv[2]);
  int v = f(n, m);
  double s = 0;
  for (int a = 0; a < 128; a++)
    s += A[a] * (a + 1);
  printf("%d %g\n", v, s);
  return 0;
}
