/* compare-floats.c - compares two files of raw floats (a result and its
 * CPU reference) for the GPU checks: fails on any NaN in the result (the
 * programs poison their outputs, so an unwritten element is NaN) and
 * when the largest absolute difference exceeds TOL times the largest
 * absolute reference value (a norm-wise relative error: reordered or
 * fused floating-point operations change the last bits).
 * usage: compare-floats RESULT REFERENCE [TOL]   (default 1e-5) */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static float *load(const char *path, long *n) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    perror(path);
    exit(2);
  }
  fseek(f, 0, SEEK_END);
  long bytes = ftell(f);
  fseek(f, 0, SEEK_SET);
  float *v = malloc((size_t)bytes + 4);
  if (!v || fread(v, 1, (size_t)bytes, f) != (size_t)bytes) {
    fprintf(stderr, "%s: cannot read\n", path);
    exit(2);
  }
  fclose(f);
  *n = bytes / (long)sizeof(float);
  return v;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: %s RESULT REFERENCE [TOL]\n", argv[0]);
    return 2;
  }
  double tol = argc > 3 ? atof(argv[3]) : 1e-5;
  long n, m;
  float *a = load(argv[1], &n), *b = load(argv[2], &m);
  if (n != m) {
    printf("FAIL: %ld elements vs %ld in the reference\n", n, m);
    return 1;
  }
  double max_err = 0, max_ref = 0;
  long nan = 0, worst = 0;
  for (long i = 0; i < n; i++) {
    if (isnan(a[i]) && !isnan(b[i]))
      nan++;
    double e = fabs((double)a[i] - (double)b[i]);
    if (e > max_err) {
      max_err = e;
      worst = i;
    }
    if (fabs((double)b[i]) > max_ref)
      max_ref = fabs((double)b[i]);
  }
  double rel = max_ref > 0 ? max_err / max_ref : max_err;
  if (nan) {
    printf("FAIL: %ld elements not written (NaN)\n", nan);
    return 1;
  }
  if (!(rel <= tol)) {
    printf("FAIL: relative error %.3e > %.1e (element %ld: %.9g vs %.9g)\n", rel, tol, worst,
           a[worst], b[worst]);
    return 1;
  }
  printf("ok: %ld elements, relative error %.3e\n", n, rel);
  return 0;
}
