/* Loop collection, group 0: elementwise loops, scalar expansion, statement
 * reordering, loop fission and fusion candidates, forward and backward
 * dependences at a distance.  Run by tests/loops/run-loops.py. */
#include "loops.h"

/* Plain elementwise add. */
real_t s000(void)
{
  for (int i = 0; i < LEN; i++)
    a[i] = b[i] + c[i];
  return 0;
}

/* Multiply-add with a scalar. */
real_t s001(void)
{
  real_t alpha = 1.5f;
  for (int i = 0; i < LEN; i++)
    a[i] = a[i] + alpha * b[i];
  return 0;
}

/* Scalar expansion: a temporary per iteration. */
real_t s002(void)
{
  for (int i = 0; i < LEN; i++) {
    real_t t = b[i] * d[i];
    a[i] = t + c[i];
    c[i] = t - a[i];
  }
  return 0;
}

/* Scalar temporary declared outside the loop. */
real_t s003(void)
{
  real_t s;
  for (int i = 0; i < LEN; i++) {
    s = b[i] + d[i];
    a[i] = s * s;
  }
  return 0;
}

/* Two statements, the second reads what the first wrote. */
real_t s004(void)
{
  for (int i = 0; i < LEN; i++) {
    a[i] = b[i] + c[i];
    d[i] = a[i] * e[i];
  }
  return 0;
}

/* Statement reordering: the second statement feeds the first of the
 * next iteration. */
real_t s005(void)
{
  for (int i = 1; i < LEN; i++) {
    a[i] = b[i - 1] + c[i];
    b[i] = d[i] * e[i];
  }
  return 0;
}

/* Forward dependence at distance 1 (anti): parallel after copying. */
real_t s006(void)
{
  for (int i = 0; i < LEN - 1; i++)
    a[i] = a[i + 1] + b[i];
  return 0;
}

/* Backward dependence at distance 1: a first-order recurrence. */
real_t s007(void)
{
  for (int i = 1; i < LEN; i++)
    a[i] = a[i - 1] + b[i];
  return 0;
}

/* Dependence at distance 5. */
real_t s008(void)
{
  for (int i = 5; i < LEN; i++)
    a[i] = a[i - 5] * 0.5f + b[i];
  return 0;
}

/* Two loops over the same range (fusion candidate). */
real_t s009(void)
{
  for (int i = 0; i < LEN; i++)
    a[i] = b[i] * c[i];
  for (int i = 0; i < LEN; i++)
    d[i] = a[i] + e[i];
  return 0;
}

/* Loop with a distributable recurrence and a parallel statement. */
real_t s010(void)
{
  for (int i = 1; i < LEN; i++) {
    a[i] = c[i] * d[i];
    b[i] = b[i - 1] + a[i];
  }
  return 0;
}

/* Offset read from a different array: no dependence. */
real_t s011(void)
{
  for (int i = 0; i < LEN - 2; i++)
    a[i + 2] = b[i] + b[i + 1] + b[i + 2];
  return 0;
}

/* Copy with a constant, then a loop that uses the copy. */
real_t s012(void)
{
  for (int i = 0; i < LEN; i++)
    e[i] = 2.0f;
  for (int i = 0; i < LEN; i++)
    a[i] = e[i] * b[i] - c[i];
  return 0;
}

/* Partial range with symbolic-free bounds and a halfway split. */
real_t s013(void)
{
  for (int i = 0; i < LEN / 2; i++)
    a[i + LEN / 2] = a[i] + b[i];
  return 0;
}

/* Wrap-around variable: im1 is i - 1, except in the first iteration. */
real_t s014(void)
{
  int im1 = LEN - 1;
  for (int i = 0; i < LEN; i++) {
    a[i] = (b[i] + b[im1]) * 0.5f;
    im1 = i;
  }
  return 0;
}

int main(void)
{
  BEGIN_DUMPS();
  CHECK(s000); CHECK(s001); CHECK(s002); CHECK(s003); CHECK(s004);
  CHECK(s005); CHECK(s006); CHECK(s007); CHECK(s008); CHECK(s009);
  CHECK(s010); CHECK(s011); CHECK(s012); CHECK(s013); CHECK(s014);
  END_DUMPS();
  return 0;
}
