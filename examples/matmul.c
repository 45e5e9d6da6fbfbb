/* matmul.c - the lecture's host matrix multiply (MatrixMulOnHost), wrapped
 * in a whole program: tilec's main example.
 *
 * Usage: matmul [Width [OUT]]   (default Width 64; OUT: write P there as raw floats)
 *
 * Fills M and N with a fixed pattern, computes P = M * N on the host and
 * prints checksums and a few elements of P.  The last line is a hash of
 * the exact bits of P, so that a transformed version of this program can
 * be checked against the original down to the last bit. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Matrix multiplication on the (CPU) host in double precision
void MatrixMulOnHost(float* M, float* N, float* P, int Width)
{
  for (int i = 0; i < Width; ++i)
    for (int j = 0; j < Width; ++j) {
      double sum = 0;
      for (int k = 0; k < Width; ++k) {
        double a = M[i * Width + k];
        double b = N[k * Width + j];
        sum += a * b;
      }
      P[i * Width + j] = sum;
    }
}

int main(int argc, char** argv)
{
  int Width = 64;
  if (argc > 1)
    Width = atoi(argv[1]);
  if (Width < 1 || Width > 16384) {
    fprintf(stderr, "usage: %s [Width [OUT]], with 1 <= Width <= 16384\n", argv[0]);
    return 2;
  }

  size_t size = (size_t)Width * (size_t)Width * sizeof(float);
  float *M = malloc(size);
  float *N = malloc(size);
  float *P = malloc(size);
  if (!M || !N || !P) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }

  /* Values in [-0.5, 0.5), different for M and N and not symmetric, so
   * that a transposed or permuted result shows. */
  for (int i = 0; i < Width; ++i)
    for (int j = 0; j < Width; ++j) {
      M[i * Width + j] = (float)((i * 7 + j * 3) % 17) / 17.0f - 0.5f;
      N[i * Width + j] = (float)((i * 5 + j * 11) % 13) / 13.0f - 0.5f;
    }
  /* Poison the result (all bits set: NaN) so that an element the
   * multiplication fails to write shows. */
  memset(P, 0xff, size);

  MatrixMulOnHost(M, N, P, Width);

  /* A plain sum, and one weighted by position so that swapped elements
   * change it too. */
  double checksum = 0, weighted = 0;
  for (int i = 0; i < Width; ++i)
    for (int j = 0; j < Width; ++j) {
      checksum += P[i * Width + j];
      weighted += P[i * Width + j] * (double)((i * 31 + j * 17) % 101 + 1);
    }

  int last = Width - 1;
  printf("Width = %d\n", Width);
  printf("checksum = %.6e\n", checksum);
  printf("weighted checksum = %.6e\n", weighted);
  printf("P[0][0] = %.6e\n", P[0]);
  printf("P[0][%d] = %.6e\n", last, P[last]);
  printf("P[%d][0] = %.6e\n", last, P[last * Width]);
  printf("P[%d][%d] = %.6e\n", Width / 2, Width / 3,
         P[(Width / 2) * Width + Width / 3]);
  printf("P[%d][%d] = %.6e\n", last, last, P[last * Width + last]);
  /* FNV-1a over the bytes of the result (in main, which tilec leaves
   * alone: a hash is sequential). */
  const unsigned char *bytes = (const unsigned char *)P;
  unsigned long hash = 2166136261UL;
  for (size_t b = 0; b < size; ++b) {
    hash ^= bytes[b];
    hash = (hash * 16777619UL) & 0xffffffffUL;
  }
  printf("hash = %08lx\n", hash);

  /* With a second argument, the whole result as raw floats, for
   * comparing a translated program element by element. */
  if (argc > 2) {
    FILE *out = fopen(argv[2], "wb");
    if (!out || fwrite(P, 1, size, out) != size || fclose(out) != 0) {
      fprintf(stderr, "cannot write %s\n", argv[2]);
      return 1;
    }
  }

  free(M);
  free(N);
  free(P);
  return 0;
}
