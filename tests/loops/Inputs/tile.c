/* Loop collection, group 10: nests that --emit=c may tile and --openmp
 * may mark: offset reads, tileable recurrences, a skewed dependence that
 * forbids tiling, triangular and anti-triangular bounds, min bounds,
 * symbolic start and end, strided and reversed inner loops, 3-D bands,
 * privatisable temporaries and a reduction over a whole nest.  Run by
 * tests/loops/run-loops.py. */
#include "loops.h"

/* Offset reads from another array (interior only). */
real_t s1000(void)
{
  for (int i = 0; i < LEN2 - 1; i++)
    for (int j = 1; j < LEN2; j++)
      aa[i][j] = bb[i + 1][j - 1] + cc[i][j];
  return 0;
}

/* Recurrence in both loops, distances (1,0) and (0,1): tileable. */
real_t s1001(void)
{
  for (int i = 1; i < LEN2; i++)
    for (int j = 1; j < LEN2; j++)
      aa[i][j] = aa[i - 1][j] + aa[i][j - 1] - bb[i][j];
  return 0;
}

/* Distance (1,-1): the band is not fully permutable. */
real_t s1002(void)
{
  for (int i = 1; i < LEN2; i++)
    for (int j = 0; j < LEN2 - 1; j++)
      aa[i][j] = aa[i - 1][j + 1] + 1;
  return 0;
}

/* Lower triangle, parallel. */
real_t s1003(void)
{
  for (int i = 0; i < LEN2; i++)
    for (int j = 0; j <= i; j++)
      aa[i][j] = bb[i][j] * cc[i][j];
  return 0;
}

/* Anti-triangle: j < LEN2 - i. */
real_t s1004(void)
{
  for (int i = 0; i < LEN2; i++)
    for (int j = 0; j < LEN2 - i; j++)
      aa[i][j] = bb[j][i] + (real_t)(i - j);
  return 0;
}

/* A band of width 5 around the diagonal, as a min bound. */
real_t s1005(void)
{
  for (int i = 0; i < LEN2; i++)
    for (int j = i; j < i + 5 && j < LEN2; j++)
      aa[i][j] = aa[i][j] + bb[i][j];
  return 0;
}

/* Symbolic start and end. */
static real_t s1006_body(int lo, int hi)
{
  for (int i = lo; i < hi; i++)
    for (int j = lo; j < hi; j++)
      aa[i][j] = bb[i][j] - cc[j][i];
  return 0;
}
real_t s1006(void) { return s1006_body(3, 59) + s1006_body(60, 61) + s1006_body(7, 7); }

/* Strided inner loop in a nest. */
real_t s1007(void)
{
  for (int i = 0; i < LEN2; i++)
    for (int j = 1; j < LEN2; j += 3)
      aa[i][j] = bb[i][j - 1] * 2;
  return 0;
}

/* Reversed nest, parallel. */
real_t s1008(void)
{
  for (int i = LEN2 - 1; i >= 0; i--)
    for (int j = LEN2 - 1; j >= 0; j -= 1)
      aa[i][j] = bb[i][j] + cc[i][j] * 2;
  return 0;
}

/* Two nests, the second reads the first's result transposed. */
real_t s1009(void)
{
  for (int i = 0; i < LEN2; i++)
    for (int j = 0; j < LEN2; j++)
      aa[i][j] = bb[i][j] + 1;
  for (int i = 0; i < LEN2; i++)
    for (int j = 0; j < LEN2; j++)
      cc[i][j] = aa[j][i] * 2;
  return 0;
}

/* A privatisable temporary declared before the nest. */
real_t s1010(void)
{
  real_t t;
  for (int i = 0; i < LEN2; i++)
    for (int j = 0; j < LEN2; j++) {
      t = bb[i][j] * 2;
      aa[i][j] = t * t - cc[i][j];
    }
  return 0;
}

/* A reduction over a whole nest. */
real_t s1011(void)
{
  real_t sum = 0;
  for (int i = 0; i < LEN2; i++)
    for (int j = 0; j < LEN2; j++)
      sum += aa[i][j] * cc[i][j];
  return sum;
}

/* Matrix product accumulated in place (i, k, j), no zeroing. */
real_t s1012(void)
{
  for (int i = 0; i < LEN2; i++)
    for (int k = 0; k < LEN2; k++)
      for (int j = 0; j < LEN2; j++)
        aa[i][j] += bb[i][k] * cc[k][j];
  return 0;
}

/* A 3-D band over the flat array with a 3-D recurrence. */
real_t s1013(void)
{
  for (int k = 1; k < 9; k++)
    for (int i = 1; i < 21; i++)
      for (int j = 1; j < 21; j++)
        flat[(k * 21 + i) * 21 + j] = flat[((k - 1) * 21 + i) * 21 + j] +
                                      flat[(k * 21 + i - 1) * 21 + j] * 0.5f;
  return 0;
}

/* Upper triangle with an in-place update reading the lower triangle. */
real_t s1014(void)
{
  for (int i = 0; i < LEN2; i++)
    for (int j = i + 1; j < LEN2; j++)
      aa[i][j] = aa[i][j] - aa[j][i];
  return 0;
}

int main(void)
{
  BEGIN_DUMPS();
  CHECK(s1000); CHECK(s1001); CHECK(s1002); CHECK(s1003); CHECK(s1004);
  CHECK(s1005); CHECK(s1006); CHECK(s1007); CHECK(s1008); CHECK(s1009);
  CHECK(s1010); CHECK(s1011); CHECK(s1012); CHECK(s1013); CHECK(s1014);
  END_DUMPS();
  return 0;
}
