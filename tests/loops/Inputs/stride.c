/* Loop collection, group 4: strided loops (i += 2, i += 3, strides in
 * subscripts), reversed loops (i--, i -= 2), offsets and loop-carried
 * recurrences running either way.  Run by tests/loops/run-loops.py. */
#include "loops.h"

/* Every second element. */
real_t s400(void)
{
  for (int i = 0; i < LEN; i += 2)
    a[i] = b[i] + c[i];
  return 0;
}

/* Step 3 with an odd start. */
real_t s401(void)
{
  for (int i = 1; i < LEN; i += 3)
    a[i] = b[i] * 2 - c[i];
  return 0;
}

/* Stride 2 in the subscript, unit step. */
real_t s402(void)
{
  for (int i = 0; i < LEN / 2; i++)
    a[2 * i] = b[2 * i + 1] + c[i];
  return 0;
}

/* Reversed loop. */
real_t s403(void)
{
  for (int i = LEN - 1; i >= 0; i--)
    a[i] = b[i] + d[i];
  return 0;
}

/* Reversed loop with a recurrence running downwards. */
real_t s404(void)
{
  for (int i = LEN - 2; i >= 0; i--)
    a[i] = a[i + 1] + b[i];
  return 0;
}

/* Reversed with step 2. */
real_t s405(void)
{
  for (int i = LEN - 1; i > 0; i -= 2)
    a[i] = c[i - 1] * d[i];
  return 0;
}

/* Reversal in the subscript (reading backwards). */
real_t s406(void)
{
  for (int i = 0; i < LEN; i++)
    a[i] = b[LEN - 1 - i] + c[i];
  return 0;
}

/* In-place reversal of half of an array into the other half. */
real_t s407(void)
{
  for (int i = 0; i < LEN / 2; i++)
    a[LEN - 1 - i] = a[i] + 1;
  return 0;
}

/* Even and odd elements updated from each other. */
real_t s408(void)
{
  for (int i = 1; i < LEN; i += 2)
    a[i] = a[i - 1] + b[i];
  return 0;
}

/* Stride-2 recurrence: distance 2 carried. */
real_t s409(void)
{
  for (int i = 2; i < LEN; i++)
    a[i] = a[i - 2] * 0.5f + b[i];
  return 0;
}

/* Pre-decrement with a bound > 0 and a --i step. */
real_t s410(void)
{
  for (int i = LEN - 1; i > 0; --i)
    b[i] = b[i - 1] + c[i];
  return 0;
}

/* Strided 2-D access: every second row and column. */
real_t s411(void)
{
  for (int i = 0; i < LEN2; i += 2)
    for (int j = 1; j < LEN2; j += 2)
      aa[i][j] = bb[i][j] + cc[i][j];
  return 0;
}

/* Column walk in reverse order. */
real_t s412(void)
{
  for (int j = LEN2 - 1; j >= 0; j--)
    for (int i = 0; i < LEN2; i++)
      aa[i][j] = bb[i][LEN2 - 1 - j];
  return 0;
}

/* Loop with a <= bound and a step of 4. */
real_t s413(void)
{
  for (int i = 0; i <= LEN - 4; i += 4) {
    a[i] = b[i];
    a[i + 1] = b[i + 1] * 2;
    a[i + 2] = b[i + 2] * 3;
    a[i + 3] = b[i + 3] * 4;
  }
  return 0;
}

/* Read at stride 5 (non-unit stride gather of a fixed pattern). */
real_t s414(void)
{
  for (int i = 0; i < LEN / 5; i++)
    a[i] = b[5 * i] + b[5 * i + 4];
  return 0;
}

int main(void)
{
  BEGIN_DUMPS();
  CHECK(s400); CHECK(s401); CHECK(s402); CHECK(s403); CHECK(s404);
  CHECK(s405); CHECK(s406); CHECK(s407); CHECK(s408); CHECK(s409);
  CHECK(s410); CHECK(s411); CHECK(s412); CHECK(s413); CHECK(s414);
  END_DUMPS();
  return 0;
}
