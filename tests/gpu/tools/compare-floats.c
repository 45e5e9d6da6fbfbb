/* compare-floats.c - compares a result with its CPU reference, both files
 * of raw floats (what examples/matmul.c and tests/gpu/tools/rect_matmul.c
 * write), for make gpu-check (tests/gpu/gpu-check.sh).
 *
 * The error is norm-wise relative: max |r[i] - ref[i]| / max |ref[i]|, or
 * the absolute max |r[i] - ref[i]| when the reference is all zeros; it
 * must not exceed TOL (reordered or fused floating-point operations change
 * the last bits, so equality is too strict).  A result element that is
 * NaN or infinite where the reference is finite fails (the programs poison
 * their outputs with NaN, so an element nothing wrote shows), and so does
 * a non-finite reference element (it could hide an unwritten one).
 *
 * Prints one line, "ok: ..." or "FAIL: ...", ending in
 * "max relative error E"; exits 0 for ok, 1 for FAIL, 2 when a file
 * cannot be read.
 * usage: compare-floats RESULT REFERENCE [TOL]   (default 1e-5) */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* The floats of the file at PATH; their number in *N. */
static float *load(const char *path, long *n)
{
  FILE *f = fopen(path, "rb");
  if (!f) {
    perror(path);
    exit(2);
  }
  if (fseek(f, 0, SEEK_END) != 0) {
    perror(path);
    exit(2);
  }
  long bytes = ftell(f);
  rewind(f);
  float *v = malloc((size_t)bytes + sizeof(float));
  if (bytes < 0 || !v || fread(v, 1, (size_t)bytes, f) != (size_t)bytes) {
    fprintf(stderr, "%s: cannot read\n", path);
    exit(2);
  }
  fclose(f);
  if (bytes % (long)sizeof(float) != 0) {
    printf("FAIL: %s holds %ld bytes, not a whole number of floats; max relative error -\n",
           path, bytes);
    exit(1);
  }
  *n = bytes / (long)sizeof(float);
  return v;
}

int main(int argc, char **argv)
{
  if (argc < 3 || argc > 4) {
    fprintf(stderr, "usage: %s RESULT REFERENCE [TOL]\n", argv[0]);
    return 2;
  }
  double tol = argc > 3 ? atof(argv[3]) : 1e-5;
  long n, m;
  float *r = load(argv[1], &n), *ref = load(argv[2], &m);
  if (n != m) {
    printf("FAIL: %ld elements, the reference has %ld; max relative error -\n", n, m);
    return 1;
  }
  if (n == 0) {
    printf("FAIL: no elements; max relative error -\n");
    return 1;
  }
  double max_err = 0, max_ref = 0;
  long bad_result = 0, bad_ref = 0, worst = 0, first_bad = -1;
  for (long i = 0; i < n; i++) {
    if (!isfinite(ref[i])) {
      bad_ref++;
      continue;
    }
    if (!isfinite(r[i])) {
      if (first_bad < 0)
        first_bad = i;
      bad_result++;
      continue;
    }
    double e = fabs((double)r[i] - (double)ref[i]);
    if (e > max_err) {
      max_err = e;
      worst = i;
    }
    if (fabs((double)ref[i]) > max_ref)
      max_ref = fabs((double)ref[i]);
  }
  double rel = max_ref > 0 ? max_err / max_ref : max_err;
  if (bad_ref) {
    printf("FAIL: %ld reference elements are NaN or infinite; max relative error %.3e\n", bad_ref,
           rel);
    return 1;
  }
  if (bad_result) {
    printf("FAIL: %ld of %ld elements NaN or infinite (not written?), the first at %ld; "
           "max relative error %.3e\n",
           bad_result, n, first_bad, rel);
    return 1;
  }
  if (!(rel <= tol)) {
    printf("FAIL: element %ld is %.9g, the reference %.9g; max relative error %.3e > %.1e\n",
           worst, r[worst], ref[worst], rel, tol);
    return 1;
  }
  printf("ok: %ld element%s, max relative error %.3e\n", n, n == 1 ? "" : "s", rel);
  free(r);
  free(ref);
  return 0;
}
