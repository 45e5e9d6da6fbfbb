/* Input of tests/cuda/no-copy-in.c. */
#define N 64

void product(int n, const float *A, const float *B, float *C)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      float s = 0;
      for (int k = 0; k < n; k++)
        s += A[i * n + k] * B[k * n + j];
      C[i * n + j] = s;
    }
}

/* Read first (+=): copied in. */
void accumulate(int n, const float *A, float *C)
{
  for (int i = 0; i < n; i++)
    C[i] += A[i];
}

/* Written only past the first four elements: copied in. */
void clamp(int n, const float *A, float *C)
{
  for (int i = 0; i < n; i++)
    if (i > 3)
      C[i] = A[i];
}

/* The loop covers n elements of an array of N: copied in. */
void head(int n, float C[N])
{
  for (int i = 0; i < n; i++)
    C[i] = 0;
}

/* B is read by a kernel inside the host loop over t (which carries C
 * from one step to the next) before the last nest writes it whole: copied
 * in. */
void later(int tsteps, float A[N][N], float B[N][N], float C[N][N])
{
  for (int t = 0; t < tsteps; t++) {
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
        A[i][j] = B[i][j] + C[i][j];
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
        C[i][j] = A[N - 1 - i][j] * 0.5f;
  }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      B[i][j] = 0;
}
