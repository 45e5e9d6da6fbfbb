/* matmul-sample.c - an independent check of examples/matmul.c's result at
 * widths too large to run the original program as the reference, for make
 * gpu-check (tests/gpu/gpu-check.sh).
 *
 * Rebuilds the inputs M and N of examples/matmul.c (the same formulas; the
 * script checks at smaller widths that this tool reproduces the original
 * program's P exactly, so the two cannot drift apart unnoticed), computes
 * a few hundred sampled elements P[i][j] = sum over k of M[i][k] * N[k][j]
 * in double on the CPU, rounded to float as matmul.c stores them, and
 * compares them with the result file (raw floats, Width x Width).  The
 * samples are the four corners, the elements around the last 64 x 64 and
 * 16 x 16 tile borders, one element in each of evenly spaced rows and
 * columns, and pseudo-random ones.  The error is norm-wise relative over
 * the samples, max |r - ref| / max |ref| (absolute when the samples of the
 * reference are all 0), as tests/gpu/tools/compare-floats.c computes it;
 * besides, every element of the result must be finite (the programs
 * poison P with NaN, so an element that nothing wrote shows).
 *
 * Prints one line, "ok: ..." or "FAIL: ...", ending in
 * "max relative error E"; exits 0 for ok, 1 for FAIL, 2 for a bad command
 * line or an unreadable file.
 * usage: matmul-sample WIDTH RESULT [TOL]   (default 1e-5; 0: bit-exact) */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* The inputs of examples/matmul.c (its main). */
static float m_elem(long i, long j) { return (float)((i * 7 + j * 3) % 17) / 17.0f - 0.5f; }
static float n_elem(long i, long j) { return (float)((i * 5 + j * 11) % 13) / 13.0f - 0.5f; }

/* P[i][j] as examples/matmul.c computes it: the sum in double, in the
 * order of k, stored as float. */
static float p_elem(long w, long i, long j)
{
  double sum = 0;
  for (long k = 0; k < w; k++) {
    double a = m_elem(i, k);
    double b = n_elem(k, j);
    sum += a * b;
  }
  return (float)sum;
}

/* Append element (I, J) of a W x W matrix to the N positions in OUT
 * (row-major indices, at most MOST) unless it is outside or there. */
static void add(long w, long i, long j, long *out, long *n, long most)
{
  if (i < 0 || i >= w || j < 0 || j >= w || *n >= most)
    return;
  for (long k = 0; k < *n; k++)
    if (out[k] == i * w + j)
      return;
  out[(*n)++] = i * w + j;
}

/* The sampled positions (row-major indices), in OUT; returns how many. */
static long samples(long w, long *out, long most)
{
  long n = 0;
#define ADD(i, j) add(w, (i), (j), out, &n, most)
  ADD(0, 0);
  ADD(0, w - 1);
  ADD(w - 1, 0);
  ADD(w - 1, w - 1);
  /* The borders of the last full tiles and of the partial ones after them. */
  for (long t = 64; t >= 16; t /= 4) {
    long edge = (w - 1) / t * t;
    for (long d = -1; d <= 0; d++) {
      ADD(edge + d, w - 1);
      ADD(w - 1, edge + d);
      ADD(edge + d, edge + d);
    }
  }
  unsigned long seed = 12345;
  for (long s = 0; s < 128; s++) {
    long even = w > 1 ? s * (w - 1) / 127 : 0;
    seed = seed * 6364136223846793005UL + 1442695040888963407UL;
    long r = (long)((seed >> 33) % (unsigned long)w);
    ADD(even, r);
    ADD(r, even);
  }
  while (n < most && n < w * w) {
    seed = seed * 6364136223846793005UL + 1442695040888963407UL;
    long i = (long)((seed >> 33) % (unsigned long)w);
    seed = seed * 6364136223846793005UL + 1442695040888963407UL;
    long j = (long)((seed >> 33) % (unsigned long)w);
    ADD(i, j);
  }
#undef ADD
  return n;
}

int main(int argc, char **argv)
{
  if (argc < 3 || argc > 4) {
    fprintf(stderr, "usage: %s WIDTH RESULT [TOL]\n", argv[0]);
    return 2;
  }
  long w = atol(argv[1]);
  double tol = argc > 3 ? atof(argv[3]) : 1e-5;
  if (w < 1 || w > 16384) {
    fprintf(stderr, "%s: WIDTH must be 1 to 16384\n", argv[0]);
    return 2;
  }
  FILE *f = fopen(argv[2], "rb");
  if (!f) {
    perror(argv[2]);
    return 2;
  }
  size_t count = (size_t)w * (size_t)w;
  float *r = malloc(sizeof(float) * (count + 1));
  if (!r) {
    fprintf(stderr, "%s: out of memory\n", argv[0]);
    return 2;
  }
  size_t got = fread(r, sizeof(float), count + 1, f);
  fclose(f);
  if (got != count) {
    printf("FAIL: %s holds %s%zu floats, not %ld x %ld; max relative error -\n", argv[2],
           got > count ? "more than " : "", got > count ? count : got, w, w);
    return 1;
  }
  long bad = 0, first_bad = -1;
  for (size_t k = 0; k < count; k++)
    if (!isfinite(r[k]) && bad++ == 0)
      first_bad = (long)k;
  long at[512];
  long n = samples(w, at, 512);
  double max_err = 0, max_ref = 0;
  long worst = at[0];
  float worst_ref = 0;
  for (long s = 0; s < n; s++) {
    float ref = p_elem(w, at[s] / w, at[s] % w);
    if (!isfinite(r[at[s]]))
      continue;
    double e = fabs((double)r[at[s]] - (double)ref);
    if (e > max_err) {
      max_err = e;
      worst = at[s];
      worst_ref = ref;
    }
    if (fabs((double)ref) > max_ref)
      max_ref = fabs((double)ref);
  }
  double rel = max_ref > 0 ? max_err / max_ref : max_err;
  if (bad) {
    printf("FAIL: %ld of %zu elements NaN or infinite (not written?), the first P[%ld][%ld]; "
           "max relative error %.3e\n",
           bad, count, first_bad / w, first_bad % w, rel);
    return 1;
  }
  if (!(rel <= tol)) {
    printf("FAIL: P[%ld][%ld] is %.9g, recomputed on the CPU %.9g; max relative error %.3e > %.1e\n",
           worst / w, worst % w, r[worst], worst_ref, rel, tol);
    return 1;
  }
  printf("ok: %ld sampled element%s recomputed on the CPU, all %zu finite, max relative error "
         "%.3e\n",
         n, n == 1 ? "" : "s", count, rel);
  free(r);
  return 0;
}
