/* loops.h - what the programs of the loop collection (tests/loops/Inputs/
 * *.c) share: the real_t typedef, the global arrays, their deterministic
 * initial values and the harness that runs one loop function and dumps
 * the arrays it changed.
 *
 * Sizes are not multiples of 32 (LEN 1000, LEN2 63) so that tiles and
 * work-groups are partial.  Initial values are small integers and halves:
 * sums, products and differences of them are exact in float, so results
 * do not depend on the order of a reduction.
 *
 * check(NAME, FN) re-initialises every array, calls FN once and prints,
 * in the PolyBench dump format on stderr, "begin dump: NAME.ARRAY" ...
 * "end   dump: NAME.ARRAY" for each array that FN left different from its
 * initial value, and NAME.ret for FN's return value.  Each function
 * starts from the same data and its arrays carry its name, so a mismatch
 * names the loop that caused it.  tilec only makes regions of the
 * functions of the file it translates, so nothing here becomes one. */
#ifndef LOOPS_H
#define LOOPS_H

#include <math.h>
#include <stdio.h>
#include <string.h>

#define LEN 1000
#define LEN2 63

typedef float real_t;

real_t a[LEN], b[LEN], c[LEN], d[LEN], e[LEN];
real_t aa[LEN2][LEN2], bb[LEN2][LEN2], cc[LEN2][LEN2];
real_t flat[LEN2 * LEN2];
int ip[LEN], ia[LEN], ib[LEN];

/* Copies of the initial values, to see what a function changed. */
static real_t a0[LEN], b0[LEN], c0[LEN], d0[LEN], e0[LEN];
static real_t aa0[LEN2][LEN2], bb0[LEN2][LEN2], cc0[LEN2][LEN2];
static real_t flat0[LEN2 * LEN2];
static int ip0[LEN], ia0[LEN], ib0[LEN];

/* Give every array its initial value (the same on every call). */
static void init(void)
{
  int i = 0;
  while (i < LEN) {
    a[i] = (real_t)(i % 7 - 3);
    b[i] = (real_t)(i % 5) * 0.5f;
    c[i] = (real_t)(i % 9 - 4);
    d[i] = (real_t)(i % 4 + 1) * 0.25f;
    e[i] = (real_t)(i % 3) - 0.5f;
    ip[i] = (i * 7) % LEN; /* a permutation: 7 and LEN are coprime */
    ia[i] = i % 13 + 1;
    ib[i] = (i * 3) % 17 - 8;
    i++;
  }
  i = 0;
  while (i < LEN2 * LEN2) {
    int r = i / LEN2, s = i % LEN2;
    aa[r][s] = (real_t)((r + 2 * s) % 11 - 5);
    bb[r][s] = (real_t)((3 * r + s) % 7) * 0.5f;
    cc[r][s] = (real_t)((r * s) % 5 - 2);
    flat[i] = (real_t)(i % 6) - 2.5f;
    i++;
  }
}

/* Print N reals as NAME.ARRAY, or nothing when they equal OLD. */
static void dump_reals(const char *fn, const char *array, const real_t *v, const real_t *old, int n)
{
  if (old && memcmp(v, old, sizeof(real_t) * (size_t)n) == 0)
    return;
  fprintf(stderr, "begin dump: %s.%s", fn, array);
  for (int k = 0; k < n; k++)
    fprintf(stderr, "%s%.9g ", k % 20 ? "" : "\n", (double)v[k]);
  fprintf(stderr, "\nend   dump: %s.%s\n", fn, array);
}

/* The same for int arrays. */
static void dump_ints(const char *fn, const char *array, const int *v, const int *old, int n)
{
  if (memcmp(v, old, sizeof(int) * (size_t)n) == 0)
    return;
  fprintf(stderr, "begin dump: %s.%s", fn, array);
  for (int k = 0; k < n; k++)
    fprintf(stderr, "%s%d ", k % 20 ? "" : "\n", v[k]);
  fprintf(stderr, "\nend   dump: %s.%s\n", fn, array);
}

/* Run the loop function FN named NAME on fresh data and dump what it
 * changed and what it returned. */
static void check(const char *name, real_t (*fn)(void))
{
  init();
  memcpy(a0, a, sizeof a); memcpy(b0, b, sizeof b); memcpy(c0, c, sizeof c);
  memcpy(d0, d, sizeof d); memcpy(e0, e, sizeof e);
  memcpy(aa0, aa, sizeof aa); memcpy(bb0, bb, sizeof bb); memcpy(cc0, cc, sizeof cc);
  memcpy(flat0, flat, sizeof flat);
  memcpy(ip0, ip, sizeof ip); memcpy(ia0, ia, sizeof ia); memcpy(ib0, ib, sizeof ib);
  real_t ret = fn();
  dump_reals(name, "ret", &ret, NULL, 1);
  dump_reals(name, "a", a, a0, LEN); dump_reals(name, "b", b, b0, LEN);
  dump_reals(name, "c", c, c0, LEN); dump_reals(name, "d", d, d0, LEN);
  dump_reals(name, "e", e, e0, LEN);
  dump_reals(name, "aa", &aa[0][0], &aa0[0][0], LEN2 * LEN2);
  dump_reals(name, "bb", &bb[0][0], &bb0[0][0], LEN2 * LEN2);
  dump_reals(name, "cc", &cc[0][0], &cc0[0][0], LEN2 * LEN2);
  dump_reals(name, "flat", flat, flat0, LEN2 * LEN2);
  dump_ints(name, "ip", ip, ip0, LEN); dump_ints(name, "ia", ia, ia0, LEN);
  dump_ints(name, "ib", ib, ib0, LEN);
}

#define CHECK(fn) check(#fn, fn)
#define BEGIN_DUMPS() fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n")
#define END_DUMPS() fprintf(stderr, "==END   DUMP_ARRAYS==\n")

#endif
