/* cpu_matmul.c - the CPU time of examples/matmul.c for `make bench`: the
 * example's own MatrixMulOnHost, compiled with the flags bench/bench.sh
 * gives (gcc -O2), timed alone with clock_gettime as PolyBench's
 * POLYBENCH_TIME times a kernel function: inputs filled as the example
 * fills them, then only the call is timed.  Built with
 * -DMATMUL_SOURCE='"build/bench/matmul_float.c"' it times that program's
 * MatrixMulOnHost (float accumulator) instead; with also
 * -DMATMUL_TYPE=double, that of matmul_double.c (double arrays).
 *
 * Build: gcc -O2 -I. [-DMATMUL_SOURCE='"FILE"' [-DMATMUL_TYPE=double]] bench/cpu_matmul.c -o cpu_matmul
 * Usage: cpu_matmul WIDTH   prints the seconds of one call on stdout */
#include <time.h>

#ifndef MATMUL_SOURCE
#define MATMUL_SOURCE "examples/matmul.c"
#endif
#ifndef MATMUL_TYPE
#define MATMUL_TYPE float
#endif

/* The example's main becomes an unused function; ours times the call. */
#define main matmul_example_main
#include MATMUL_SOURCE
#undef main

int main(int argc, char **argv)
{
  int Width = argc > 1 ? atoi(argv[1]) : 0;
  if (Width < 1 || Width > 16384) {
    fprintf(stderr, "usage: %s WIDTH, with 1 <= WIDTH <= 16384\n", argv[0]);
    return 2;
  }
  size_t size = (size_t)Width * (size_t)Width * sizeof(MATMUL_TYPE);
  MATMUL_TYPE *M = malloc(size), *N = malloc(size), *P = malloc(size);
  if (!M || !N || !P) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  for (int i = 0; i < Width; ++i)
    for (int j = 0; j < Width; ++j) {
      M[i * Width + j] = (MATMUL_TYPE)((i * 7 + j * 3) % 17) / 17.0f - 0.5f;
      N[i * Width + j] = (MATMUL_TYPE)((i * 5 + j * 11) % 13) / 13.0f - 0.5f;
    }
  memset(P, 0, size);

  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  MatrixMulOnHost(M, N, P, Width);
  clock_gettime(CLOCK_MONOTONIC, &t1);

  /* Use the result, so that the call cannot be dropped. */
  double sum = 0;
  for (size_t i = 0; i < (size_t)Width * (size_t)Width; ++i)
    sum += P[i];
  fprintf(stderr, "checksum = %.6e\n", sum);
  printf("%0.6f\n", (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9);
  free(M);
  free(N);
  free(P);
  return 0;
}
