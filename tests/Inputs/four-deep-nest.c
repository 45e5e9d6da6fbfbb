// Input of tests/hostile/four-deep-nest.c: a 4-deep nest with coupled subscripts.
void f(int n, int N, double A[N][N][N][N], double B[N][N][N][N], double C[N][N][N][N]) {
  for (int i = 0 + 1; i < n - 1; i++)
    for (int j = 0 + 1; j < n - 1; j++)
      for (int k = 0 + 1; k < n && k < j + 8 - 1; k++)
        for (int l = 0 + 1; l < n - 1; l++) {
          A[(j + 1)][(k)][(i - 1)][(k)] = A[(i)][(j - 1)][(k)][(k)] + C[(k)][(j)][(l)][(i)] + C[(l)][(l - 1)][(k - 1)][(l + 1)];
          A[(k)][(j - 1)][(k)][(l)] = A[(i - 1)][(j)][(i - 1)][(l - 1)];
          C[(i)][(j - 1)][(i)][(l)] += A[(i)][(j - 1)][(k)][(l)] + A[(i - 1)][(j - 1)][(k)][(l)] + A[(i)][(j)][(l)][(l)] + A[(i + 1)][(k - 1)][(k)][(l)];
          C[(j)][(i - 1)][(k + 1)][(i)] = B[(j)][(k - 1)][(l)][(i + 1)] + A[(k)][(l + 1)][(j)][(i + 1)] + C[(i)][(j + 1)][(l + 1)][(l + 1)];
        }
}
