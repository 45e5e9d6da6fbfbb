/* rect_matmul.c - a rectangular float matrix product for the GPU checks:
 * C (n x m) = A (n x p) * B (p x m), accumulated in float, with arrays as
 * variable-sized pointer parameters and linearised subscripts.
 * Usage: rect_matmul N P M [OUT]: prints a checksum; with OUT, writes C
 * there as raw floats.  C is poisoned (NaN) first, so that an element
 * the product fails to write shows. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void rect_matmul(int n, int p, int m, const float *A, const float *B, float *C)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      float acc = 0.0f;
      for (int k = 0; k < p; k++)
        acc += A[i * p + k] * B[k * m + j];
      C[i * m + j] = acc;
    }
}

int main(int argc, char **argv)
{
  if (argc < 4) {
    fprintf(stderr, "usage: %s N P M [OUT]\n", argv[0]);
    return 2;
  }
  int n = atoi(argv[1]), p = atoi(argv[2]), m = atoi(argv[3]);
  if (n < 1 || p < 1 || m < 1) {
    fprintf(stderr, "sizes must be positive\n");
    return 2;
  }
  float *A = malloc(sizeof(float) * (size_t)n * (size_t)p);
  float *B = malloc(sizeof(float) * (size_t)p * (size_t)m);
  float *C = malloc(sizeof(float) * (size_t)n * (size_t)m);
  if (!A || !B || !C)
    return 1;
  for (int i = 0; i < n * p; i++)
    A[i] = (float)((i * 13) % 29) / 29.0f - 0.5f;
  for (int i = 0; i < p * m; i++)
    B[i] = (float)((i * 7) % 23) / 23.0f - 0.5f;
  memset(C, 0xff, sizeof(float) * (size_t)n * (size_t)m);
  rect_matmul(n, p, m, A, B, C);
  double sum = 0;
  for (int i = 0; i < n * m; i++)
    sum += C[i];
  printf("%d x %d x %d: checksum %.6e\n", n, p, m, sum);
  if (argc > 4) {
    FILE *f = fopen(argv[4], "wb");
    if (!f || fwrite(C, sizeof(float), (size_t)n * m, f) != (size_t)n * m || fclose(f))
      return 1;
  }
  free(A);
  free(B);
  free(C);
  return 0;
}
