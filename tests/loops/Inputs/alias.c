/* Loop collection, group 11: arrays passed through pointer parameters
 * that tilec cannot see: distinct arrays, offset pointers whose accesses
 * start before them, a flattened 2-D pointer, and calls whose arrays
 * really overlap, where the run-time alias check must choose the original
 * loops (marked "run-loops: overlap" below: their regions may report
 * "original loops (arrays overlap)").  Run by tests/loops/run-loops.py. */
#include "loops.h"

/* Distinct arrays through plain pointers. */
static real_t s1100_body(int n, real_t *x, const real_t *y)
{
  for (int i = 0; i < n; i++)
    x[i] = y[i] + 1;
  return 0;
}
real_t s1100(void) { return s1100_body(LEN, a, b); }

/* run-loops: overlap */
/* x is y + 1: each iteration reads what the previous one wrote. */
static real_t s1101_body(int n, real_t *x, const real_t *y)
{
  for (int i = 0; i < n; i++)
    x[i] = y[i] * 2;
  return 0;
}
real_t s1101(void) { return s1101_body(LEN - 1, a + 1, a); }

/* Reads before and after the pointer (a footprint from y - 1). */
static real_t s1102_body(int n, real_t *x, const real_t *y)
{
  for (int i = 0; i < n; i++)
    x[i] = y[i - 1] + y[i + 1] * 2;
  return 0;
}
real_t s1102(void) { return s1102_body(LEN - 2, a, b + 1); }

/* A flattened 2-D pointer (delinearised when provable). */
static real_t s1103_body(int n, int w, real_t *m, const real_t *v)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < w; j++)
      m[i * w + j] = m[i * w + j] + v[j] * (real_t)i;
  return 0;
}
real_t s1103(void) { return s1103_body(LEN2, LEN2, flat, c); }

/* run-loops: overlap */
/* The same array in and out. */
static real_t s1104_body(int n, real_t *x, const real_t *y)
{
  for (int i = 0; i < n; i++)
    x[i] = y[i] * 2 + x[i];
  return 0;
}
real_t s1104(void) { return s1104_body(LEN, d, d); }

/* run-loops: overlap */
/* Reversed halves of one array. */
static real_t s1105_body(int n, real_t *x, const real_t *y)
{
  for (int i = 0; i < n; i++)
    x[i] = y[n - 1 - i] - 1;
  return 0;
}
real_t s1105(void) { return s1105_body(LEN / 2 + 10, e + LEN / 2 - 10, e); }

/* Two pointers into one array that do not overlap. */
static real_t s1106_body(int n, real_t *x, const real_t *y)
{
  for (int i = 0; i < n; i++)
    x[i] = y[i] - x[i];
  return 0;
}
real_t s1106(void) { return s1106_body(LEN / 2, c, c + LEN / 2); }

int main(void)
{
  BEGIN_DUMPS();
  CHECK(s1100); CHECK(s1101); CHECK(s1102); CHECK(s1103); CHECK(s1104);
  CHECK(s1105); CHECK(s1106);
  END_DUMPS();
  return 0;
}
