/* Input of tests/cuda/one-thread-kernel.c. */
#define N 100

void sweep(int n, double A[N][N])
{
  for (int i = 1; i < n; i++) {
    for (int j = 1; j < i; j++)
      A[i][0] += A[i][j] * A[j][0];
    for (int j = i; j < n; j++)
      A[i][j] = A[i][j] - A[i - 1][j];
  }
}
