/* Math calls whose arguments C converts to the prototype's parameter
 * types (tests/opencl/math-arguments.c): fmodf of doubles computes in
 * float, sqrt of a float in double, fmin of an int and a double in
 * double, abs of a double on its integer part (OpenCL C has no abs of a double).  Writes x as raw floats
 * to the file named by the last argument. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

void math_args(int n, float *restrict x, const double *restrict y, const int *restrict k) {
  for (int i = 0; i < n; i++)
    x[i] = fmodf(y[i], 0.7) + sqrt(x[i]) + fmin(k[i], y[i]) + abs(x[i] * 3.0);
}

int main(int argc, char **argv) {
  int n = 1000;
  float *x = malloc(n * sizeof *x);
  double *y = malloc(n * sizeof *y);
  int *k = malloc(n * sizeof *k);
  for (int i = 0; i < n; i++) {
    x[i] = (float)(i % 17) * 0.25f;
    y[i] = 123456.789 + 1000.37 * i;
    k[i] = i % 5;
  }
  math_args(n, x, y, k);
  FILE *f = argc > 1 ? fopen(argv[argc - 1], "wb") : NULL;
  if (!f || fwrite(x, sizeof *x, (size_t)n, f) != (size_t)n || fclose(f))
    return 1;
  free(x);
  free(y);
  free(k);
  return 0;
}
