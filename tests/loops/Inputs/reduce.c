/* Loop collection, group 1: reductions (sum, product, dot, max, min,
 * index of the maximum, counts), into scalars and into array elements,
 * over 1-D and 2-D ranges.  Run by tests/loops/run-loops.py. */
#include "loops.h"

/* Sum of an array. */
real_t s100(void)
{
  real_t sum = 0;
  for (int i = 0; i < LEN; i++)
    sum += a[i];
  return sum;
}

/* Dot product. */
real_t s101(void)
{
  real_t dot = 0;
  for (int i = 0; i < LEN; i++)
    dot += b[i] * c[i];
  return dot;
}

/* Sum written as sum = sum + x. */
real_t s102(void)
{
  real_t sum = 1;
  for (int i = 0; i < LEN; i++)
    sum = sum + b[i] * 2;
  return sum;
}

/* Product of a few elements (exact: powers of two and small values). */
real_t s103(void)
{
  real_t prod = 1;
  for (int i = 0; i < 20; i++)
    prod *= d[i] * 2;
  return prod;
}

/* Maximum with a conditional expression. */
real_t s104(void)
{
  real_t x = a[0];
  for (int i = 1; i < LEN; i++)
    x = a[i] > x ? a[i] : x;
  return x;
}

/* Maximum with fmaxf. */
real_t s105(void)
{
  real_t x = -1000;
  for (int i = 0; i < LEN; i++)
    x = fmaxf(x, b[i] + c[i]);
  return x;
}

/* Minimum with an if statement. */
real_t s106(void)
{
  real_t x = 1000;
  for (int i = 0; i < LEN; i++)
    if (c[i] * d[i] < x)
      x = c[i] * d[i];
  return x;
}

/* Index of the first maximum. */
real_t s107(void)
{
  real_t x = a[0];
  int index = 0;
  for (int i = 0; i < LEN; i++) {
    if (c[i] > x) {
      x = c[i];
      index = i;
    }
  }
  return x + (real_t)index;
}

/* Count of positive elements. */
real_t s108(void)
{
  int count = 0;
  for (int i = 0; i < LEN; i++)
    if (a[i] > 0)
      count++;
  return (real_t)count;
}

/* Row sums of a matrix into a vector. */
real_t s109(void)
{
  for (int i = 0; i < LEN2; i++) {
    a[i] = 0;
    for (int j = 0; j < LEN2; j++)
      a[i] += aa[i][j];
  }
  return 0;
}

/* Column sums, the reduction loop outermost. */
real_t s110(void)
{
  for (int j = 0; j < LEN2; j++)
    b[j] = 0;
  for (int i = 0; i < LEN2; i++)
    for (int j = 0; j < LEN2; j++)
      b[j] += bb[i][j];
  return 0;
}

/* Sum over a whole matrix. */
real_t s111(void)
{
  real_t sum = 0;
  for (int i = 0; i < LEN2; i++)
    for (int j = 0; j < LEN2; j++)
      sum += aa[i][j] * bb[i][j];
  return sum;
}

/* Two reductions in one loop. */
real_t s112(void)
{
  real_t s1 = 0, s2 = 0;
  for (int i = 0; i < LEN; i++) {
    s1 += a[i];
    s2 += b[i] * b[i];
  }
  return s1 * 1000 + s2;
}

/* Matrix-vector product. */
real_t s113(void)
{
  for (int i = 0; i < LEN2; i++) {
    real_t t = 0;
    for (int j = 0; j < LEN2; j++)
      t += aa[i][j] * b[j];
    a[i] = t;
  }
  return 0;
}

/* Running sum (prefix sum) kept in an array. */
real_t s114(void)
{
  real_t sum = 0;
  for (int i = 0; i < LEN; i++) {
    sum += b[i];
    a[i] = sum;
  }
  return sum;
}

/* Sum of absolute values. */
real_t s115(void)
{
  real_t sum = 0;
  for (int i = 0; i < LEN; i++)
    sum += fabsf(a[i]);
  return sum;
}

int main(void)
{
  BEGIN_DUMPS();
  CHECK(s100); CHECK(s101); CHECK(s102); CHECK(s103); CHECK(s104);
  CHECK(s105); CHECK(s106); CHECK(s107); CHECK(s108); CHECK(s109);
  CHECK(s110); CHECK(s111); CHECK(s112); CHECK(s113); CHECK(s114);
  CHECK(s115);
  END_DUMPS();
  return 0;
}
