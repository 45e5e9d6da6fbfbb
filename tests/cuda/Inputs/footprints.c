/* Input of tests/cuda/footprint-copies.c. */

/* a[-1] .. a[n - 1]: a pointer into the middle of a block. */
void sums(int n, const double *a, double *b)
{
  for (int i = 0; i < n; i++)
    b[i] = a[i - 1] + a[i];
}

/* 'double a[8]' is a pointer: 2 * n elements. */
void twice(int n, double a[8], const double *x)
{
  for (int i = 0; i < 2 * n; i++)
    a[i] = 2 * x[i] + a[i];
}

/* b[0 .. n - 1] is read, only b[1 .. n - 2] written: only those go back. */
void inner(int n, const double *a, double *b, double *t)
{
  for (int i = 0; i < n; i++)
    t[i] = 2 * b[i];
  for (int i = 1; i < n - 1; i++)
    b[i] = a[i];
}

/* Rows -1 .. n - 1 of 'a': 64 * n + 64 elements from a[-1][0]; the
 * flat subscripts multiply in 64 bits. */
void rows(int n, const float a[][64], float b[][64])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 64; j++)
      b[i][j] = a[i - 1][j] + a[i][j];
}
