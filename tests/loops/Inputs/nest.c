/* Loop collection, group 5: 2-D nests: interchange candidates, column
 * and row recurrences, triangular nests, wavefronts, transposes, a
 * matrix product and nests with an inner 1-D statement.  Run by
 * tests/loops/run-loops.py. */
#include "loops.h"

/* Row-major elementwise nest. */
real_t s500(void)
{
  for (int i = 0; i < LEN2; i++)
    for (int j = 0; j < LEN2; j++)
      aa[i][j] = bb[i][j] + cc[i][j];
  return 0;
}

/* Interchange candidate: column-major traversal of row-major arrays. */
real_t s501(void)
{
  for (int j = 0; j < LEN2; j++)
    for (int i = 0; i < LEN2; i++)
      aa[i][j] = bb[i][j] * 2 + 1;
  return 0;
}

/* Recurrence along columns: the j loop is parallel, i is not. */
real_t s502(void)
{
  for (int i = 1; i < LEN2; i++)
    for (int j = 0; j < LEN2; j++)
      aa[i][j] = aa[i - 1][j] + bb[i][j];
  return 0;
}

/* Recurrence along rows: the i loop is parallel, j is not. */
real_t s503(void)
{
  for (int i = 0; i < LEN2; i++)
    for (int j = 1; j < LEN2; j++)
      aa[i][j] = aa[i][j - 1] + bb[i][j];
  return 0;
}

/* Wavefront: dependences in both directions. */
real_t s504(void)
{
  for (int i = 1; i < LEN2; i++)
    for (int j = 1; j < LEN2; j++)
      aa[i][j] = (aa[i - 1][j] + aa[i][j - 1]) * 0.5f;
  return 0;
}

/* Lower triangular nest. */
real_t s505(void)
{
  for (int i = 0; i < LEN2; i++)
    for (int j = 0; j <= i; j++)
      aa[i][j] = bb[i][j] + cc[j][i];
  return 0;
}

/* Triangular nest with a recurrence on the outer loop. */
real_t s506(void)
{
  for (int j = 1; j < LEN2; j++)
    for (int i = j; i < LEN2; i++)
      aa[i][j] = aa[i][j - 1] + bb[i][j];
  return 0;
}

/* Transpose into another array. */
real_t s507(void)
{
  for (int i = 0; i < LEN2; i++)
    for (int j = 0; j < LEN2; j++)
      aa[i][j] = bb[j][i];
  return 0;
}

/* Matrix product (i, j, k). */
real_t s508(void)
{
  for (int i = 0; i < LEN2; i++)
    for (int j = 0; j < LEN2; j++) {
      aa[i][j] = 0;
      for (int k = 0; k < LEN2; k++)
        aa[i][j] += bb[i][k] * cc[k][j];
    }
  return 0;
}

/* Matrix product in (i, k, j) order. */
real_t s509(void)
{
  for (int i = 0; i < LEN2; i++)
    for (int j = 0; j < LEN2; j++)
      aa[i][j] = 0;
  for (int i = 0; i < LEN2; i++)
    for (int k = 0; k < LEN2; k++)
      for (int j = 0; j < LEN2; j++)
        aa[i][j] += bb[i][k] * cc[k][j];
  return 0;
}

/* Outer loop with a 1-D statement and an inner 2-D statement. */
real_t s510(void)
{
  for (int i = 0; i < LEN2; i++) {
    a[i] = b[i] * 2;
    for (int j = 0; j < LEN2; j++)
      aa[i][j] = a[i] + bb[i][j];
  }
  return 0;
}

/* Outer product. */
real_t s511(void)
{
  for (int i = 0; i < LEN2; i++)
    for (int j = 0; j < LEN2; j++)
      aa[i][j] = b[i] * c[j];
  return 0;
}

/* 5-point stencil into a second array. */
real_t s512(void)
{
  for (int i = 1; i < LEN2 - 1; i++)
    for (int j = 1; j < LEN2 - 1; j++)
      aa[i][j] = (bb[i - 1][j] + bb[i + 1][j] + bb[i][j - 1] + bb[i][j + 1] + bb[i][j]) * 0.5f;
  return 0;
}

/* Time loop around a 1-D smoothing step (Jacobi style). */
real_t s513(void)
{
  for (int t = 0; t < 4; t++) {
    for (int i = 1; i < LEN - 1; i++)
      e[i] = (d[i - 1] + d[i + 1]) * 0.5f;
    for (int i = 1; i < LEN - 1; i++)
      d[i] = e[i];
  }
  return 0;
}

/* Linearised 2-D access in a 1-D array. */
real_t s514(void)
{
  for (int i = 0; i < LEN2; i++)
    for (int j = 0; j < LEN2; j++)
      flat[i * LEN2 + j] = flat[i * LEN2 + j] * 2 + bb[i][j];
  return 0;
}

/* Upper triangular solve-like nest (reads rows above). */
real_t s515(void)
{
  for (int i = 1; i < LEN2; i++)
    for (int j = 0; j < i; j++)
      a[i] += aa[i][j] * a[j] * 0.125f;
  return 0;
}

int main(void)
{
  BEGIN_DUMPS();
  CHECK(s500); CHECK(s501); CHECK(s502); CHECK(s503); CHECK(s504);
  CHECK(s505); CHECK(s506); CHECK(s507); CHECK(s508); CHECK(s509);
  CHECK(s510); CHECK(s511); CHECK(s512); CHECK(s513); CHECK(s514);
  CHECK(s515);
  END_DUMPS();
  return 0;
}
