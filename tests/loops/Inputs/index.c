/* Loop collection, group 3: index arrays (gathers, scatters through a
 * permutation, indirect updates) and induction variables (j++ in the
 * body, j += 2, wrap-around, a second variable derived from the
 * iterator).  Run by tests/loops/run-loops.py. */
#include "loops.h"

/* Gather through an index array. */
real_t s300(void)
{
  for (int i = 0; i < LEN; i++)
    a[i] = b[ip[i]] + c[i];
  return 0;
}

/* Scatter through a permutation. */
real_t s301(void)
{
  for (int i = 0; i < LEN; i++)
    a[ip[i]] = b[i] * 2;
  return 0;
}

/* Indirect update in place (read-modify-write through ip). */
real_t s302(void)
{
  for (int i = 0; i < LEN; i++)
    a[ip[i]] += c[i];
  return 0;
}

/* Gather with an offset index. */
real_t s303(void)
{
  for (int i = 0; i < LEN - 1; i++)
    a[i] = b[ip[i + 1]] - b[ip[i]];
  return 0;
}

/* Index computed into a local first. */
real_t s304(void)
{
  for (int i = 0; i < LEN; i++) {
    int k = ip[i];
    a[k] = b[k] + c[i];
  }
  return 0;
}

/* Sparse dot product through an index array. */
real_t s305(void)
{
  real_t sum = 0;
  for (int i = 0; i < LEN; i += 3)
    sum += b[i] * c[ip[i]];
  return sum;
}

/* Induction variable: j++ in the body. */
real_t s306(void)
{
  int j = -1;
  for (int i = 0; i < LEN; i++) {
    j++;
    a[j] = b[i] + d[i];
  }
  return 0;
}

/* Induction variable with step 2 packing half of an array. */
real_t s307(void)
{
  int j = 0;
  for (int i = 0; i < LEN / 2; i++) {
    a[i] = b[j] + b[j + 1];
    j += 2;
  }
  return 0;
}

/* Induction variable incremented only under a condition (packing). */
real_t s308(void)
{
  int j = 0;
  for (int i = 0; i < LEN; i++) {
    if (c[i] > 0) {
      a[j] = c[i];
      j++;
    }
  }
  return (real_t)j;
}

/* A second index derived from the iterator: k = 2 * i + 1. */
real_t s309(void)
{
  for (int i = 0; i < LEN / 2 - 1; i++) {
    int k = 2 * i + 1;
    a[i] = b[k] * c[k - 1];
  }
  return 0;
}

/* Induction variable running downwards. */
real_t s310(void)
{
  int k = LEN - 1;
  for (int i = 0; i < LEN; i++) {
    a[i] = b[k] + 1;
    k--;
  }
  return 0;
}

/* Histogram-like update of an int array through values. */
real_t s311(void)
{
  for (int i = 0; i < LEN; i++)
    ia[ib[i] + 8] += 1;
  return 0;
}

/* Gather in a 2-D array with an indexed row. */
real_t s312(void)
{
  for (int i = 0; i < LEN2; i++)
    for (int j = 0; j < LEN2; j++)
      aa[i][j] = bb[ip[i] % LEN2][j] + 1;
  return 0;
}

/* Float induction variable. */
real_t s313(void)
{
  real_t x = 0;
  for (int i = 0; i < LEN; i++) {
    a[i] = b[i] + x;
    x += 0.5f;
  }
  return x;
}

/* Index array used as data (converted to real_t). */
real_t s314(void)
{
  for (int i = 0; i < LEN; i++)
    a[i] = (real_t)ip[i] * 0.5f + (real_t)ia[i];
  return 0;
}

int main(void)
{
  BEGIN_DUMPS();
  CHECK(s300); CHECK(s301); CHECK(s302); CHECK(s303); CHECK(s304);
  CHECK(s305); CHECK(s306); CHECK(s307); CHECK(s308); CHECK(s309);
  CHECK(s310); CHECK(s311); CHECK(s312); CHECK(s313); CHECK(s314);
  END_DUMPS();
  return 0;
}
