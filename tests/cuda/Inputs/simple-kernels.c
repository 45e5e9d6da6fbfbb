/* simple-kernels.c - a 1-D kernel (flexible block) and a triangular 2-D band
 * (its grid covers the bounding box), for tests/cuda/map-gpu-simple-ir.c. */
void scale(int n, float a, float *restrict x, float *restrict y) {
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

void lower(int n, double A[100][100]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      A[i][j] = A[i][j] * 2.0;
}
