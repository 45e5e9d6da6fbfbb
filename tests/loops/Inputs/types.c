/* Loop collection, group 9: element and scalar types beside real_t:
 * double accumulators, short, unsigned char and long arrays, int
 * conversions of negative values, integer min/max and shifts of negative
 * numbers.  Run by tests/loops/run-loops.py. */
#include "loops.h"

typedef double acc_t;

short sh[LEN];
unsigned char uc[LEN];
long lg[LEN];

/* A double accumulator over float data. */
real_t s900(void)
{
  acc_t sum = 0;
  for (int i = 0; i < LEN; i++)
    sum += (acc_t)b[i] * c[i];
  return (real_t)sum;
}

/* float to int conversion of negative values (truncation). */
real_t s901(void)
{
  for (int i = 0; i < LEN; i++)
    ia[i] = (int)(e[i] * 3);
  return 0;
}

/* Integer max and min with conditional expressions. */
real_t s902(void)
{
  for (int i = 0; i < LEN; i++)
    ib[i] = ib[i] > ia[i] ? ib[i] : (ia[i] < 5 ? ia[i] : 5);
  return 0;
}

/* short and unsigned char arrays. */
real_t s903(void)
{
  for (int i = 0; i < LEN; i++) {
    sh[i] = (short)(ib[i] * 1000);
    uc[i] = (unsigned char)(ia[i] * 20);
  }
  for (int i = 0; i < LEN; i++)
    a[i] = (real_t)sh[i] * 0.001f + (real_t)uc[i];
  return 0;
}

/* long arithmetic that needs 64 bits. */
real_t s904(void)
{
  for (int i = 0; i < LEN; i++)
    lg[i] = (long)ip[i] * 3000000L + ia[i];
  for (int i = 0; i < LEN; i++)
    a[i] = (real_t)(lg[i] % 1000);
  return 0;
}

/* Division and modulo of negative ints. */
real_t s905(void)
{
  for (int i = 0; i < LEN; i++)
    ia[i] = ib[i] / 3 + ib[i] % 3;
  return 0;
}

/* Unsigned char wrap-around. */
real_t s906(void)
{
  for (int i = 0; i < LEN; i++)
    uc[i] = (unsigned char)(200 + ia[i] * 10);
  for (int i = 0; i < LEN; i++)
    ib[i] = uc[i] + 0;
  return 0;
}

/* Mixed int and float arithmetic with implicit conversions. */
real_t s907(void)
{
  for (int i = 0; i < LEN; i++)
    a[i] = ia[i] / 2 + b[i] / 2 + i % 3;
  return 0;
}

int main(void)
{
  BEGIN_DUMPS();
  CHECK(s900); CHECK(s901); CHECK(s902); CHECK(s903); CHECK(s904);
  CHECK(s905); CHECK(s906); CHECK(s907);
  END_DUMPS();
  return 0;
}
