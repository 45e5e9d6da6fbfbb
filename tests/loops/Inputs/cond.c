/* Loop collection, group 2: conditionals: on array values, on the
 * iterator, if/else, nested ifs, conditional expressions, conditional
 * stores and early-exit-like guards.  Run by tests/loops/run-loops.py. */
#include "loops.h"

/* Store only where a value is positive. */
real_t s200(void)
{
  for (int i = 0; i < LEN; i++)
    if (a[i] > 0)
      b[i] = a[i] + c[i];
  return 0;
}

/* if/else on array values. */
real_t s201(void)
{
  for (int i = 0; i < LEN; i++) {
    if (c[i] < 0)
      a[i] = b[i] * 2;
    else
      a[i] = b[i] - c[i];
  }
  return 0;
}

/* Conditional on the iterator (affine). */
real_t s202(void)
{
  for (int i = 0; i < LEN; i++) {
    if (i < LEN / 3)
      a[i] = b[i];
    else
      a[i] = c[i];
  }
  return 0;
}

/* Conditional expression instead of an if. */
real_t s203(void)
{
  for (int i = 0; i < LEN; i++)
    a[i] = c[i] > b[i] ? c[i] : b[i];
  return 0;
}

/* Nested conditions. */
real_t s204(void)
{
  for (int i = 0; i < LEN; i++) {
    if (a[i] >= 0) {
      if (b[i] > 1)
        c[i] = a[i] * b[i];
      else
        c[i] = a[i] + b[i];
    } else {
      d[i] = -a[i];
    }
  }
  return 0;
}

/* Clamping (saturation) with two ifs. */
real_t s205(void)
{
  for (int i = 0; i < LEN; i++) {
    real_t x = a[i] + c[i];
    if (x > 2)
      x = 2;
    if (x < -2)
      x = -2;
    a[i] = x;
  }
  return 0;
}

/* Condition on the iterator's parity (modulo of the iterator). */
real_t s206(void)
{
  for (int i = 0; i < LEN; i++)
    if (i % 2 == 0)
      a[i] = b[i] + 1;
  return 0;
}

/* Condition on a loop-invariant scalar. */
real_t s207(void)
{
  int flag = 1;
  for (int i = 0; i < LEN; i++) {
    if (flag)
      a[i] = b[i] * c[i];
    else
      a[i] = 0;
  }
  return 0;
}

/* A conditional that guards a recurrence. */
real_t s208(void)
{
  for (int i = 1; i < LEN; i++)
    if (b[i] > 1)
      a[i] = a[i - 1] + c[i];
  return 0;
}

/* Condition with && and ||. */
real_t s209(void)
{
  for (int i = 0; i < LEN; i++)
    if ((a[i] > 0 && b[i] > 0) || c[i] < -3)
      e[i] = a[i] + b[i] + c[i];
  return 0;
}

/* Conditional in a 2-D nest, on the iterators (upper triangle). */
real_t s210(void)
{
  for (int i = 0; i < LEN2; i++)
    for (int j = 0; j < LEN2; j++)
      if (j > i)
        aa[i][j] = bb[i][j] + 1;
  return 0;
}

/* Conditional in a 2-D nest, on values. */
real_t s211(void)
{
  for (int i = 0; i < LEN2; i++)
    for (int j = 0; j < LEN2; j++)
      if (cc[i][j] > 0)
        aa[i][j] = cc[i][j] * bb[i][j];
  return 0;
}

/* Sign copy with a conditional expression on the sign. */
real_t s212(void)
{
  for (int i = 0; i < LEN; i++)
    a[i] = c[i] < 0 ? -fabsf(b[i]) : fabsf(b[i]);
  return 0;
}

/* Conditional stores to two different arrays (if-conversion). */
real_t s213(void)
{
  for (int i = 0; i < LEN; i++) {
    if (e[i] > 0)
      a[i] = e[i];
    else
      b[i] = e[i];
  }
  return 0;
}

/* Condition on the iterator against a bound in the middle (peeling). */
real_t s214(void)
{
  for (int i = 0; i < LEN; i++) {
    if (i == 0)
      a[i] = b[i];
    else
      a[i] = b[i] + c[i - 1];
  }
  return 0;
}

int main(void)
{
  BEGIN_DUMPS();
  CHECK(s200); CHECK(s201); CHECK(s202); CHECK(s203); CHECK(s204);
  CHECK(s205); CHECK(s206); CHECK(s207); CHECK(s208); CHECK(s209);
  CHECK(s210); CHECK(s211); CHECK(s212); CHECK(s213); CHECK(s214);
  END_DUMPS();
  return 0;
}
