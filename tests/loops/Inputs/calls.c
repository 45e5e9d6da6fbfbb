/* Loop collection, group 6: math calls (fabsf, sqrtf, fminf, floorf),
 * calls to small static helpers, chained assignments, compound operators
 * on int arrays (%=, <<=, >>=, &=, |=, ^=), casts, and functions that
 * take their arrays as parameters (restrict and not).  Run by
 * tests/loops/run-loops.py. */
#include "loops.h"

static real_t sqr(real_t x) { return x * x; }
static real_t avg(real_t x, real_t y) { return (x + y) * 0.5f; }
static int twice(int k) { return 2 * k; }

/* Absolute values. */
real_t s600(void)
{
  for (int i = 0; i < LEN; i++)
    a[i] = fabsf(a[i]) + fabsf(c[i]);
  return 0;
}

/* Square roots of exact squares and of other values. */
real_t s601(void)
{
  for (int i = 0; i < LEN; i++)
    a[i] = sqrtf(b[i] * b[i] + d[i]);
  return 0;
}

/* A static helper inlined into the loop. */
real_t s602(void)
{
  for (int i = 0; i < LEN; i++)
    a[i] = sqr(b[i]) + sqr(c[i]);
  return 0;
}

/* A two-argument helper. */
real_t s603(void)
{
  for (int i = 1; i < LEN; i++)
    a[i] = avg(b[i - 1], b[i]);
  return 0;
}

/* A helper on ints in a subscript. */
real_t s604(void)
{
  for (int i = 0; i < LEN / 2; i++)
    a[i] = b[twice(i)];
  return 0;
}

/* Chained assignment. */
real_t s605(void)
{
  for (int i = 0; i < LEN; i++)
    a[i] = b[i] = c[i] * 2;
  return 0;
}

/* Chained assignment of a loop-invariant value. */
real_t s606(void)
{
  real_t k = 3;
  for (int i = 0; i < LEN; i++)
    d[i] = e[i] = k;
  return 0;
}

/* %= on an int array. */
real_t s607(void)
{
  for (int i = 0; i < LEN; i++)
    ia[i] %= 5;
  return 0;
}

/* <<= and >>= on int arrays. */
real_t s608(void)
{
  for (int i = 0; i < LEN; i++) {
    ia[i] <<= 2;
    ib[i] >>= 1;
  }
  return 0;
}

/* Bitwise compound operators. */
real_t s609(void)
{
  for (int i = 0; i < LEN; i++) {
    ia[i] &= 6;
    ib[i] |= 1;
    ip[i] ^= ia[i];
  }
  return 0;
}

/* fminf, fmaxf and floorf. */
real_t s610(void)
{
  for (int i = 0; i < LEN; i++)
    a[i] = fminf(b[i], d[i]) + fmaxf(c[i], e[i]) + floorf(b[i]);
  return 0;
}

/* Casts between int and real_t. */
real_t s611(void)
{
  for (int i = 0; i < LEN; i++) {
    ia[i] = (int)(b[i] * 2) + ib[i];
    a[i] = (real_t)ia[i] * 0.5f;
  }
  return 0;
}

/* Arrays as restrict pointer parameters with a length. */
static real_t s612_body(int n, real_t *restrict x, const real_t *restrict y, real_t alpha)
{
  for (int i = 0; i < n; i++)
    x[i] = alpha * y[i] + x[i];
  return 0;
}
real_t s612(void) { return s612_body(LEN, a, b, 2); }

/* Arrays as plain pointer parameters (the run-time alias check). */
static real_t s613_body(int n, real_t *x, real_t *y, real_t *z)
{
  for (int i = 0; i < n; i++)
    x[i] = y[i] * z[i];
  return 0;
}
real_t s613(void) { return s613_body(LEN, a, b, c); }

/* A 2-D array parameter with a fixed extent. */
static real_t s614_body(int n, real_t m[][LEN2], const real_t *restrict v)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < LEN2; j++)
      m[i][j] = m[i][j] * v[j];
  return 0;
}
real_t s614(void) { return s614_body(LEN2, aa, b); }

/* Division and a math call on a division. */
real_t s615(void)
{
  for (int i = 0; i < LEN; i++)
    a[i] = b[i] / d[i] + sqrtf(fabsf(c[i]) / 4);
  return 0;
}

/* Integer division and modulo of array values. */
real_t s616(void)
{
  for (int i = 0; i < LEN; i++)
    ia[i] = ip[i] / 7 + ip[i] % 7;
  return 0;
}

int main(void)
{
  BEGIN_DUMPS();
  CHECK(s600); CHECK(s601); CHECK(s602); CHECK(s603); CHECK(s604);
  CHECK(s605); CHECK(s606); CHECK(s607); CHECK(s608); CHECK(s609);
  CHECK(s610); CHECK(s611); CHECK(s612); CHECK(s613); CHECK(s614);
  CHECK(s615); CHECK(s616);
  END_DUMPS();
  return 0;
}
