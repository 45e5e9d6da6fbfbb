// Quotients of long iterators in loop bounds: the range proof takes a
// long iterator or parameter within LONG_MIN..LONG_MAX (past that the
// original program overflowed), and a signed dividend is only proved
// non-negative, not below LONG_MAX (i + 2 past LONG_MAX overflowed too).
// Both nests translate; before this, both were refused with "the
// dividend of ... may be negative (for m = 9223372036854775809)".
// RUN: %tilec --emit=ir %s 2>&1 | FileCheck %s
// CHECK-NOT: error
// CHECK-LABEL: region 0 'down'
// CHECK:      for (long j = i; j <= min(i / 2 + 1, m - 3); j += 1) {
// CHECK-LABEL: region 1 'strided'
// CHECK:      for (long j = (i + 2) / 3; j <= p - 1; j += 1) {
void down(long m, double A[][64]) {
#pragma scop
  for (long i = m - 1; i >= 0; --i)
    for (long j = i; j <= i / 2 + 1 && j < m - 2; j++)
      A[i][j] = A[i][j] + 1;
#pragma endscop
}

void strided(long p, double B[][64]) {
#pragma scop
  for (long i = 0; i <= p - 1; i += 3)
    for (long j = (i + 2) / 3; j < p; j++)
      B[i][j] = B[i][j] * 2;
#pragma endscop
}
