/* conv3.c - a 3 x 3 convolution (a nine-point stencil) of an n x n image,
 * for tests: usage conv3 [n [OUT]] (OUT: write the result there as raw
 * floats).  The interior of the result starts as NaN, so that a point no
 * thread computes shows; its border is 0. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void conv3(const float *in, float *out, int n)
{
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      out[i * n + j] = 0.0625f * in[(i - 1) * n + j - 1] + 0.125f * in[(i - 1) * n + j] +
                       0.0625f * in[(i - 1) * n + j + 1] + 0.125f * in[i * n + j - 1] +
                       0.25f * in[i * n + j] + 0.125f * in[i * n + j + 1] +
                       0.0625f * in[(i + 1) * n + j - 1] + 0.125f * in[(i + 1) * n + j] +
                       0.0625f * in[(i + 1) * n + j + 1];
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 64;
  if (n < 1 || n > 8192) {
    fprintf(stderr, "usage: %s [n [OUT]], with 1 <= n <= 8192\n", argv[0]);
    return 2;
  }
  size_t size = (size_t)n * (size_t)n * sizeof(float);
  float *in = malloc(size), *out = malloc(size);
  if (!in || !out)
    return 1;
  memset(out, 0xff, size);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      in[i * n + j] = (float)((i * 7 + j * 3) % 17) / 17.0f - 0.5f;
      if (i == 0 || j == 0 || i == n - 1 || j == n - 1)
        out[i * n + j] = 0;
    }
  conv3(in, out, n);
  double sum = 0;
  for (int k = 0; k < n * n; k++)
    sum += out[k];
  printf("sum %.9g\n", sum);
  if (argc > 2) {
    FILE *f = fopen(argv[2], "wb");
    if (!f || fwrite(out, sizeof(float), (size_t)n * n, f) != (size_t)n * n || fclose(f))
      return 1;
  }
  free(in);
  free(out);
  return 0;
}
