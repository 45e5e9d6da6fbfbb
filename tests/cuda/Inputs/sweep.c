/* Input of tests/cuda/one-thread-kernel.c. */
#define N 100

void sweep(int n, double A[N][N])
{
  for (int i = 1; i < 8; i++)
    A[i][0] += A[i - 1][0] * 0.5;
  for (int i = 1; i < n; i++)
    for (int j = i; j < n; j++)
      A[i][j] = A[i][j] - A[i - 1][j];
}
