/* compare-dumps.c - compares a result's PolyBench array dump with its CPU
 * reference's, for make gpu-check (tests/gpu/gpu-check.sh).  A dump is
 * what a program built with -DPOLYBENCH_DUMP_ARRAYS prints on stderr:
 * "==BEGIN DUMP_ARRAYS==", then per array "begin dump: NAME", the
 * numbers, "end   dump: NAME", then "==END   DUMP_ARRAYS==".
 *
 * Everything that is not a number must be the same in both dumps, and
 * both must hold as many numbers.  Per array, the error is norm-wise
 * relative: max |r[i] - ref[i]| / max |ref[i]|, or the absolute
 * max |r[i] - ref[i]| when the reference array is all zeros; it must not
 * exceed TOL (reordered or fused floating-point operations change the
 * last bits).  A result value that is NaN or infinite where the reference
 * is finite fails (the programs poison their arrays with NaN, so an
 * element nothing wrote shows), and so does a non-finite reference value
 * (it could hide an unwritten one).
 *
 * Prints one line, "ok: ..." or "FAIL: ...", ending in
 * "max relative error E" (the worst over the arrays); exits 0 for ok, 1
 * for FAIL, 2 when a file cannot be read.
 * usage: compare-dumps RESULT REFERENCE [TOL]   (default 1e-10) */
#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The whole file at PATH as a string. */
static char *slurp(const char *path)
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
  long n = ftell(f);
  rewind(f);
  char *s = malloc((size_t)n + 1);
  if (n < 0 || !s || fread(s, 1, (size_t)n, f) != (size_t)n) {
    fprintf(stderr, "%s: cannot read\n", path);
    exit(2);
  }
  s[n] = 0;
  fclose(f);
  return s;
}

/* The next whitespace-separated word of *S (terminated in place), or NULL
 * at the end. */
static char *next_word(char **s)
{
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

/* Is WORD a whole number (strtod syntax, "nan" and "-nan" included)?
 * Its value in *V. */
static int number(const char *word, double *v)
{
  char *end;
  *v = strtod(word, &end);
  return end != word && *end == 0;
}

/* One array's comparison so far. */
struct array_stats {
  char name[128];
  long values;
  long bad_result; /* NaN or infinite where the reference is finite */
  long bad_ref;    /* NaN or infinite in the reference */
  double max_err, max_ref;
};

static double relative_error(const struct array_stats *a)
{
  return a->max_ref > 0 ? a->max_err / a->max_ref : a->max_err;
}

static void add_value(struct array_stats *a, double r, double ref)
{
  a->values++;
  if (!isfinite(ref)) {
    a->bad_ref++;
    return;
  }
  if (!isfinite(r)) {
    a->bad_result++;
    return;
  }
  if (fabs(r - ref) > a->max_err)
    a->max_err = fabs(r - ref);
  if (fabs(ref) > a->max_ref)
    a->max_ref = fabs(ref);
}

/* The verdict so far over all arrays: the first failure's message, the
 * worst relative error, the totals. */
static char failure[512];
static double worst;
static long arrays, values;

/* Record a failure unless an earlier one is recorded. */
static void fail(const char *fmt, ...)
{
  va_list ap;
  if (failure[0])
    return;
  va_start(ap, fmt);
  vsnprintf(failure, sizeof failure, fmt, ap);
  va_end(ap);
}

/* Close array A: fold it into the verdict and start a fresh one. */
static void finish_array(struct array_stats *a, double tol)
{
  if (a->values > 0) {
    double rel = relative_error(a);
    arrays++;
    values += a->values;
    if (rel > worst)
      worst = rel;
    if (a->bad_ref)
      fail("array %s: %ld reference values are NaN or infinite", a->name, a->bad_ref);
    else if (a->bad_result)
      fail("array %s: %ld of %ld values NaN or infinite (not written?)", a->name,
           a->bad_result, a->values);
    else if (!(rel <= tol))
      fail("array %s: relative error %.3e > %.1e", a->name, rel, tol);
  }
  memset(a, 0, sizeof *a);
  strcpy(a->name, "?");
}

int main(int argc, char **argv)
{
  if (argc < 3 || argc > 4) {
    fprintf(stderr, "usage: %s RESULT REFERENCE [TOL]\n", argv[0]);
    return 2;
  }
  double tol = argc > 3 ? atof(argv[3]) : 1e-10;
  char *a = slurp(argv[1]), *b = slurp(argv[2]);
  struct array_stats cur = {.name = "?"};
  const char *prev = "", *prev2 = "";
  for (;;) {
    char *x = next_word(&a), *y = next_word(&b);
    if (!x || !y) {
      if (x || y)
        fail("the dumps differ in length (array %s)", cur.name);
      break;
    }
    double vx, vy;
    int nx = number(x, &vx), ny = number(y, &vy);
    if (nx && ny) {
      add_value(&cur, vx, vy);
      continue;
    }
    if (nx || ny || strcmp(x, y) != 0) {
      fail("the dumps differ: '%.40s' vs '%.40s' (array %s)", x, y, cur.name);
      break;
    }
    /* "begin dump: NAME" opens an array, "end" closes it. */
    if (strcmp(prev2, "begin") == 0 && strcmp(prev, "dump:") == 0) {
      finish_array(&cur, tol);
      snprintf(cur.name, sizeof cur.name, "%s", x);
    } else if (strcmp(x, "end") == 0) {
      char name[128];
      snprintf(name, sizeof name, "%s", cur.name);
      finish_array(&cur, tol);
      snprintf(cur.name, sizeof cur.name, "%s", name);
    }
    prev2 = prev;
    prev = x;
  }
  finish_array(&cur, tol);
  if (values == 0)
    fail("no values to compare");
  if (failure[0]) {
    printf("FAIL: %s; max relative error %.3e\n", failure, worst);
    return 1;
  }
  printf("ok: %ld array%s, %ld value%s, max relative error %.3e\n", arrays,
         arrays == 1 ? "" : "s", values, values == 1 ? "" : "s", worst);
  return 0;
}
