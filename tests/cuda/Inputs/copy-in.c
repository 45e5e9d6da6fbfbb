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
