/* overlapping-arrays.c - a region whose pointer parameters may overlap,
 * called with arrays that do (b = a + 1) or do not; the input of the
 * tests that show which code the run-time alias check picks
 * (tests/exec/overlap-runs-original.c, tests/opencl/overlap-runs-original.c).
 *
 * usage: overlapping-arrays N OVERLAP [OUT]
 *   N        the arrays are N x N
 *   OVERLAP  1: b starts one element after a, so the loop reads elements
 *            of a that it has already written through b (for N >= 2; at
 *            N = 1 the one-element footprints are still apart); 0: b is
 *            apart
 *   OUT      also write b as raw floats to this file
 * Prints a weighted sum of b. */
#include <stdio.h>
#include <stdlib.h>

void scale_add(int n, float *a, float *b)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      b[i * n + j] = a[i * n + j] * 0.5f + a[j * n + i] * 0.25f;
}

int main(int argc, char **argv)
{
  if (argc < 3) {
    fprintf(stderr, "usage: %s N OVERLAP [OUT]\n", argv[0]);
    return 2;
  }
  int n = atoi(argv[1]);
  int overlap = atoi(argv[2]);
  size_t elems = (size_t)n * (size_t)n;
  float *a = malloc(sizeof(float) * (elems + 1));
  float *apart = malloc(sizeof(float) * elems);
  if (!a || !apart) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  for (size_t k = 0; k < elems + 1; k++)
    a[k] = (float)(k % 7) - 3.0f;
  float *b = overlap ? a + 1 : apart;
  scale_add(n, a, b);
  double sum = 0;
  for (size_t k = 0; k < elems; k++)
    sum += b[k] * (double)(k % 5 + 1);
  printf("n = %d, overlap = %d, weighted sum = %.9g\n", n, overlap, sum);
  if (argc > 3) {
    FILE *out = fopen(argv[3], "wb");
    if (!out || fwrite(b, sizeof(float), elems, out) != elems || fclose(out) != 0) {
      fprintf(stderr, "cannot write %s\n", argv[3]);
      return 1;
    }
  }
  free(a);
  free(apart);
  return 0;
}
