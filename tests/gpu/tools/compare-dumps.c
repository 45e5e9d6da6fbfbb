/* compare-dumps.c - compares two PolyBench array dumps (the text a
 * program built with -DPOLYBENCH_DUMP_ARRAYS prints: "begin dump: NAME",
 * numbers, "end dump: NAME") for the GPU checks.  Per array, the largest
 * absolute difference must not exceed TOL times the array's largest
 * absolute reference value (a norm-wise relative error, since the GPU
 * reorders and fuses floating-point operations), and no value may be NaN
 * where the reference is not (outputs are poisoned before the kernels
 * run).  Prints the worst relative error over all arrays.
 * usage: compare-dumps RESULT REFERENCE [TOL]   (default 1e-9) */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    perror(path);
    exit(2);
  }
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *s = malloc((size_t)n + 1);
  if (!s || fread(s, 1, (size_t)n, f) != (size_t)n)
    exit(2);
  s[n] = 0;
  fclose(f);
  return s;
}

/* Next token (a word) of *S, or NULL at the end. */
static char *next(char **s) {
  char *p = *s;
  while (*p && isspace((unsigned char)*p))
    p++;
  if (!*p)
    return NULL;
  char *start = p;
  while (*p && !isspace((unsigned char)*p))
    p++;
  if (*p)
    *p++ = 0;
  *s = p;
  return start;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: %s RESULT REFERENCE [TOL]\n", argv[0]);
    return 2;
  }
  double tol = argc > 3 ? atof(argv[3]) : 1e-9;
  char *a = slurp(argv[1]), *b = slurp(argv[2]);
  double worst = 0, max_err = 0, max_ref = 0;
  long values = 0, nan = 0;
  char array[256] = "?";
  for (;;) {
    char *x = next(&a), *y = next(&b);
    if (!x || !y) {
      if (x || y) {
        printf("FAIL: the dumps differ in length\n");
        return 1;
      }
      break;
    }
    char *ex, *ey;
    double vx = strtod(x, &ex), vy = strtod(y, &ey);
    int nx = *ex == 0 && ex != x, ny = *ey == 0 && ey != y;
    if (!nx || !ny) {
      if (strcmp(x, y) != 0) {
        printf("FAIL: the dumps differ: '%s' vs '%s' (array %s)\n", x, y, array);
        return 1;
      }
      if (strcmp(x, "dump:") == 0 || strcmp(x, "end") == 0) {
        if (max_ref > 0 || max_err > 0) {
          double rel = max_ref > 0 ? max_err / max_ref : max_err;
          if (rel > worst)
            worst = rel;
          if (!(rel <= tol)) {
            printf("FAIL: array %s: relative error %.3e > %.1e\n", array, rel, tol);
            return 1;
          }
        }
        max_err = max_ref = 0;
        if (strcmp(x, "dump:") == 0) {
          char *nx2 = next(&a), *ny2 = next(&b);
          if (!nx2 || !ny2 || strcmp(nx2, ny2) != 0) {
            printf("FAIL: array names differ\n");
            return 1;
          }
          snprintf(array, sizeof array, "%s", nx2);
        }
      }
      continue;
    }
    values++;
    if (isnan(vx) && !isnan(vy))
      nan++;
    double e = fabs(vx - vy);
    if (e > max_err)
      max_err = e;
    if (fabs(vy) > max_ref)
      max_ref = fabs(vy);
  }
  if (nan) {
    printf("FAIL: %ld values not written (NaN)\n", nan);
    return 1;
  }
  if (!values) {
    printf("FAIL: no values compared\n");
    return 1;
  }
  printf("ok: %ld values, max relative error %.3e\n", values, worst);
  return 0;
}
