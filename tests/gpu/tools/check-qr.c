/* check-qr.c - checks PolyBench gramschmidt's result by its factorisation
 * instead of element by element, for make polybench-check and the GPU
 * comparisons (tests/Inputs/polybench-dist.sh, pb_compare).
 *
 * PolyBench's input A[i][j] = ((i * j) % m) / m * 100 + 10 (M x N) has a
 * rank r well below N, so the columns of Q past r are rounding noise
 * normalised to length 1: any other order of the additions (a parallel
 * reduction, fused multiply-adds) gives other noise there, and an
 * element-wise comparison with the CPU's noise cannot pass.  What the
 * kernel must compute is a factorisation: Q * R = A (the input, rebuilt
 * here from PolyBench's formula) with R upper triangular.  The residual
 * max |A - Q R| / max |A| must not exceed TOL, every value must be finite,
 * and R must be zero below its diagonal.  The reference dump gives the
 * arrays' sizes (and must factorise too: the check's own check).
 *
 * Prints one line, "ok: ..." or "FAIL: ...", ending in "max relative
 * error E" (the residual), like compare-dumps; exits 0 for ok, 1 for
 * FAIL, 2 when a file cannot be read.
 * usage: check-qr RESULT REFERENCE [TOL]   (default 1e-10) */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The values of array NAME in the dump at PATH; *N gets their number. */
static double *dumped(const char *path, const char *name, long *n)
{
  FILE *f = fopen(path, "r");
  if (!f) {
    perror(path);
    exit(2);
  }
  char word[256];
  int in = 0;
  long cap = 1024;
  double *v = malloc(sizeof *v * (size_t)cap);
  *n = 0;
  while (fscanf(f, "%255s", word) == 1) {
    if (strcmp(word, "dump:") == 0 && fscanf(f, "%255s", word) == 1) {
      in = !in && strcmp(word, name) == 0;
      continue;
    }
    char *end;
    double x = strtod(word, &end);
    if (!in || *end || end == word)
      continue;
    if (*n == cap)
      v = realloc(v, sizeof *v * (size_t)(cap *= 2));
    v[(*n)++] = x;
  }
  fclose(f);
  return v;
}

/* The residual of the factorisation in the dump at PATH, or a negative
 * value with *WHY set. */
static double residual(const char *path, const char **why)
{
  long nr, nq;
  double *r = dumped(path, "R", &nr), *q = dumped(path, "Q", &nq);
  long n = lround(sqrt((double)nr));
  if (n < 1 || n * n != nr || nq % n) {
    *why = "the dump holds no N x N array R and M x N array Q";
    return -1;
  }
  long m = nq / n;
  for (long k = 0; k < nr; k++)
    if (!isfinite(r[k])) {
      *why = "R holds a value that is not finite";
      return -1;
    }
  for (long k = 0; k < nq; k++)
    if (!isfinite(q[k])) {
      *why = "Q holds a value that is not finite";
      return -1;
    }
  for (long i = 0; i < n; i++)
    for (long j = 0; j < i; j++)
      if (r[i * n + j] != 0) {
        *why = "R is not zero below its diagonal";
        return -1;
      }
  double err = 0, norm = 0;
  for (long i = 0; i < m; i++)
    for (long j = 0; j < n; j++) {
      double a = (((double)((i * j) % m) / m) * 100) + 10, qr = 0;
      for (long k = 0; k <= j; k++)
        qr += q[i * n + k] * r[k * n + j];
      err = fmax(err, fabs(a - qr));
      norm = fmax(norm, fabs(a));
    }
  free(r);
  free(q);
  return err / norm;
}

int main(int argc, char **argv)
{
  if (argc < 3 || argc > 4) {
    fprintf(stderr, "usage: check-qr RESULT REFERENCE [TOL]\n");
    return 2;
  }
  double tol = argc == 4 ? atof(argv[3]) : 1e-10;
  const char *why = NULL;
  double ref = residual(argv[2], &why);
  if (ref < 0 || ref > tol) {
    printf("FAIL: the reference does not factorise A (%s); max relative error %.3e\n",
           why ? why : "residual above the tolerance", ref);
    return 1;
  }
  double res = residual(argv[1], &why);
  if (res < 0) {
    printf("FAIL: %s; max relative error %.3e\n", why, res);
    return 1;
  }
  if (res > tol) {
    printf("FAIL: Q R differs from A by %.3e > %.1e (relative); max relative error %.3e\n", res,
           tol, res);
    return 1;
  }
  printf("ok: Q R = A within %.3e (reference %.3e), R upper triangular; max relative error "
         "%.3e\n", res, ref, res);
  return 0;
}
