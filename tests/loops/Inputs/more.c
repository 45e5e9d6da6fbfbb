/* Loop collection, group 8: what tiling and the OpenMP and GPU mappings
 * must get right: iterator values read after the loop, live-out scalars,
 * min/max bounds, symbolic sizes through parameters (odd, 1 and 0),
 * long iterators, 3-D nests, in-place 2-D sweeps, diagonals, skewed and
 * offset triangular bounds, arrays declared in loop bodies.  Run by
 * tests/loops/run-loops.py. */
#include "loops.h"

/* The iterator's final value is read after the loop. */
real_t s800(void)
{
  int i;
  for (i = 0; i < LEN - 3; i++)
    a[i] = b[i] + 1;
  return (real_t)i;
}

/* The last value a loop stores to a scalar is read after it. */
real_t s801(void)
{
  real_t last = 0;
  for (int i = 0; i < LEN; i++) {
    last = b[i] * c[i];
    a[i] = last;
  }
  return last;
}

/* min bound: i < n && i < LEN2. */
static real_t s802_body(int n)
{
  for (int i = 0; i < n && i < LEN2; i++)
    for (int j = 0; j < LEN2; j++)
      aa[i][j] = bb[j][i] - 1;
  return 0;
}
real_t s802(void) { return s802_body(40) + s802_body(LEN); }

/* Symbolic sizes: a nest over n x m, called with odd sizes, 1 and 0. */
static real_t s803_body(int n, int m)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      aa[i][j] = aa[i][j] * 2 + bb[i][j];
  return 0;
}
real_t s803(void) { return s803_body(37, 61) + s803_body(1, 1) + s803_body(0, 5); }

/* long iterators. */
real_t s804(void)
{
  for (long i = 0; i < LEN; i++)
    a[i] = b[i] * (real_t)2 + c[i];
  return 0;
}

/* A 3-D nest over a flat array. */
real_t s805(void)
{
  for (int k = 0; k < 9; k++)
    for (int i = 0; i < 21; i++)
      for (int j = 0; j < 21; j++)
        flat[(k * 21 + i) * 21 + j] = aa[i][j] + (real_t)k;
  return 0;
}

/* In-place 2-D sweep (Gauss-Seidel): dependences in both loops. */
real_t s806(void)
{
  for (int i = 1; i < LEN2 - 1; i++)
    for (int j = 1; j < LEN2 - 1; j++)
      aa[i][j] = (aa[i - 1][j] + aa[i + 1][j] + aa[i][j - 1] + aa[i][j + 1]) * 0.25f;
  return 0;
}

/* The diagonal. */
real_t s807(void)
{
  for (int i = 0; i < LEN2; i++)
    aa[i][i] = aa[i][i] + b[i];
  return 0;
}

/* Triangular nest with an offset bound (j from i + 1). */
real_t s808(void)
{
  for (int i = 0; i < LEN2; i++)
    for (int j = i + 1; j < LEN2; j++)
      aa[i][j] = aa[j][i] + cc[i][j];
  return 0;
}

/* max lower bound and min upper bound (a band). */
real_t s809(void)
{
  for (int i = 0; i < LEN2; i++)
    for (int j = (i > 3 ? i - 3 : 0); j < LEN2 && j <= i + 3; j++)
      aa[i][j] = bb[i][j] * 2;
  return 0;
}

/* Reduction into an array element inside a nest (k innermost). */
real_t s810(void)
{
  for (int i = 0; i < LEN2; i++)
    for (int k = 0; k < LEN2; k++)
      b[i] += aa[i][k] * bb[k][i];
  return 0;
}

/* The sum of a rectangle with a scalar accumulator over both loops. */
real_t s811(void)
{
  real_t sum = 0;
  for (int j = 0; j < LEN2; j++)
    for (int i = 0; i < 17; i++)
      sum += cc[i][j];
  return sum;
}

/* Imperfect nest: a scalar reduction per row stored after the inner loop. */
real_t s812(void)
{
  for (int i = 0; i < LEN2; i++) {
    real_t m = -100;
    for (int j = 0; j < LEN2; j++)
      m = fmaxf(m, aa[i][j] + bb[i][j]);
    c[i] = m;
  }
  return 0;
}

/* A time loop around an in-place 2-D update with a copy (Jacobi 2-D). */
real_t s813(void)
{
  for (int t = 0; t < 3; t++) {
    for (int i = 1; i < LEN2 - 1; i++)
      for (int j = 1; j < LEN2 - 1; j++)
        bb[i][j] = (aa[i][j - 1] + aa[i][j + 1] + aa[i - 1][j] + aa[i + 1][j]) * 0.25f;
    for (int i = 1; i < LEN2 - 1; i++)
      for (int j = 1; j < LEN2 - 1; j++)
        aa[i][j] = bb[i][j];
  }
  return 0;
}

/* Reversed 2-D nest with a dependence carried by the outer loop. */
real_t s814(void)
{
  for (int i = LEN2 - 2; i >= 0; i--)
    for (int j = LEN2 - 1; j >= 0; j--)
      aa[i][j] = aa[i + 1][j] + cc[i][j];
  return 0;
}

/* A scratch array per iteration: 'i' parallel, each its own 'w'. */
real_t s815(void)
{
  for (int i = 0; i < LEN2; i++) {
    real_t w[4];
    for (int k = 0; k < 4; k++)
      w[k] = bb[i][k] * (k + 1);
    for (int j = 0; j < LEN2; j++)
      aa[i][j] = w[j % 4] + cc[i][j];
  }
  return 0;
}

/* A per-row histogram in a local array, then its prefix sums. */
real_t s816(void)
{
  for (int i = 0; i < LEN2; i++) {
    real_t h[8];
    for (int k = 0; k < 8; k++)
      h[k] = 0;
    for (int j = 0; j < LEN2; j++)
      h[j % 8] += bb[i][j];
    for (int k = 1; k < 8; k++)
      h[k] += h[k - 1];
    a[i] = h[7] - h[i % 8];
  }
  return 0;
}

/* A 2-D window per point of a 2-D nest. */
real_t s817(void)
{
  for (int i = 0; i < LEN2 - 2; i++)
    for (int j = 0; j < LEN2 - 2; j++) {
      real_t v[3][3];
      for (int p = 0; p < 3; p++)
        for (int q = 0; q < 3; q++)
          v[p][q] = bb[i + p][j + q];
      aa[i][j] = v[0][0] + v[1][1] + v[2][2] - v[2][0];
    }
  return 0;
}

int main(void)
{
  BEGIN_DUMPS();
  CHECK(s800); CHECK(s801); CHECK(s802); CHECK(s803); CHECK(s804);
  CHECK(s805); CHECK(s806); CHECK(s807); CHECK(s808); CHECK(s809);
  CHECK(s810); CHECK(s811); CHECK(s812); CHECK(s813); CHECK(s814);
  CHECK(s815); CHECK(s816); CHECK(s817);
  END_DUMPS();
  return 0;
}
