/* Parameters named like the buffers and variables that generated host
 * code declares (tests/opencl/generated-names.c): d_A beside A,
 * tilec_grid and tilec_block used in the loop bounds.  Writes A as raw
 * floats to the file named by the last argument. */
#include <stdio.h>
#include <stdlib.h>

void names(int tilec_grid, int tilec_block, float *restrict A, const float *restrict d_A) {
  for (int i = 0; i < tilec_grid + tilec_block; i++)
    A[i] = 2.0f * d_A[i] + 1.0f;
}

int main(int argc, char **argv) {
  int n = 1000;
  float *A = malloc(n * sizeof *A), *dA = malloc(n * sizeof *dA);
  for (int i = 0; i < n; i++)
    dA[i] = (float)(i % 31) - 7.5f;
  names(n - 8, 8, A, dA);
  FILE *f = argc > 1 ? fopen(argv[argc - 1], "wb") : NULL;
  if (!f || fwrite(A, sizeof *A, (size_t)n, f) != (size_t)n || fclose(f))
    return 1;
  free(A);
  free(dA);
  return 0;
}
