/* Loop collection, group 7: control flow and forms that vectorisation
 * benchmarks use and that a polyhedral region may not hold: early exits
 * (break, goto, return), continue, while and do loops, switch, pointer
 * walks, helpers with statements, bounds read from arrays, two
 * induction variables in the loop header, unsigned iterators, struct
 * members.  Run by tests/loops/run-loops.py. */
#include "loops.h"

struct pair {
  real_t lo, hi;
};
static struct pair range = {-1, 1};

static real_t clip(real_t x)
{
  if (x > 1)
    return 1;
  return x;
}

/* Search with break: the first element above a threshold. */
real_t s700(void)
{
  int index = -1;
  for (int i = 0; i < LEN; i++) {
    if (c[i] > 3) {
      index = i;
      break;
    }
  }
  return (real_t)index;
}

/* Early exit with goto. */
real_t s701(void)
{
  real_t value = -1;
  for (int i = 0; i < LEN; i++) {
    if (a[i] + d[i] > 3) {
      value = a[i];
      goto done;
    }
  }
done:
  return value;
}

/* Skip with continue. */
real_t s702(void)
{
  for (int i = 0; i < LEN; i++) {
    if (b[i] == 0)
      continue;
    a[i] = c[i] / b[i];
  }
  return 0;
}

/* A while loop over an index. */
real_t s703(void)
{
  int i = 0;
  for (int k = 0; k < 1; k++) {
    while (i < LEN) {
      a[i] = b[i] + 1;
      i++;
    }
  }
  return 0;
}

/* Two induction variables in the header (comma operator). */
real_t s704(void)
{
  int i, j;
  for (i = 0, j = LEN - 1; i < LEN; i++, j--)
    a[i] = b[j] + c[i];
  return 0;
}

/* Pointer walk. */
real_t s705(void)
{
  real_t *p = a;
  const real_t *q = b;
  for (int i = 0; i < LEN; i++)
    *p++ = *q++ * 2;
  return 0;
}

/* A helper with more than one statement. */
real_t s706(void)
{
  for (int i = 0; i < LEN; i++)
    a[i] = clip(b[i]);
  return 0;
}

/* Loop bound read from an array. */
real_t s707(void)
{
  int n = ia[12] * 70; /* 13 * 70 = 910 */
  for (int i = 0; i < n; i++)
    a[i] = b[i] * c[i];
  return 0;
}

/* Non-affine bound: i * i < LEN. */
real_t s708(void)
{
  for (int i = 0; i * i < LEN; i++)
    a[i] = b[i] + 2;
  return 0;
}

/* switch in the body. */
real_t s709(void)
{
  for (int i = 0; i < LEN; i++) {
    switch (ia[i] % 3) {
    case 0: a[i] = b[i]; break;
    case 1: a[i] = c[i]; break;
    default: a[i] = d[i]; break;
    }
  }
  return 0;
}

/* Struct members as loop-invariant bounds of a clamp. */
real_t s710(void)
{
  for (int i = 0; i < LEN; i++)
    a[i] = fminf(fmaxf(c[i], range.lo), range.hi);
  return 0;
}

/* A do-while loop. */
real_t s711(void)
{
  for (int k = 0; k < 1; k++) {
    int i = 0;
    do {
      a[i] = a[i] * 2;
      i += 1;
    } while (i < LEN);
  }
  return 0;
}

/* Unsigned iterator. */
real_t s712(void)
{
  for (unsigned i = 0; i < LEN; i++)
    a[i] = b[i] + d[i];
  return 0;
}

/* Assignment inside an expression. */
real_t s713(void)
{
  real_t t = 0;
  for (int i = 0; i < LEN; i++)
    a[i] = (t = b[i] * 2) + c[i];
  return t;
}

/* Write to the iterator inside the loop (skipping ahead). */
real_t s714(void)
{
  for (int i = 0; i < LEN; i++) {
    a[i] = b[i];
    if (i % 100 == 99)
      i += 1;
  }
  return 0;
}

/* Return from inside the loop. */
real_t s715(void)
{
  for (int i = 0; i < LEN; i++)
    if (a[i] * b[i] > 5)
      return (real_t)i;
  return -1;
}

int main(void)
{
  BEGIN_DUMPS();
  CHECK(s700); CHECK(s701); CHECK(s702); CHECK(s703); CHECK(s704);
  CHECK(s705); CHECK(s706); CHECK(s707); CHECK(s708); CHECK(s709);
  CHECK(s710); CHECK(s711); CHECK(s712); CHECK(s713); CHECK(s714);
  CHECK(s715);
  END_DUMPS();
  return 0;
}
