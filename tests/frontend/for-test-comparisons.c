// Loop tests with <, <=, > and >=, the iterator on either side of the
// comparison: each becomes an inclusive bound in the IR (i < n gives
// i <= n - 1, n > k the same) and comes back unchanged in the C.
// RUN: %tilec --emit=ir %s | FileCheck %s
// RUN: %tilec --emit=c --no-transform %s -o - | FileCheck %s --check-prefix=C --match-full-lines
// RUN: %compare --allow-unchanged -T --no-transform -o %t %s

#include <stdio.h>

void bounds(int n, int *A) {
  for (int i = 0; i < n; i++)
    A[i] += 1;
  for (int j = 1; j <= n; j++)
    A[j - 1] += 2;
  for (int k = 0; n > k; k++)
    A[k] += 3;
  for (int l = 2; n - 1 >= l; l++)
    A[l] += 4;
  for (int p = n - 1; p > 0; p--)
    A[p] += 5;
  for (int q = n - 1; q >= 1; q--)
    A[q] += 6;
  for (int r = n; 2 < r; r--)
    A[r - 1] += 7;
  for (int s = n; 1 <= s; s--)
    A[s - 1] += 8;
}

// CHECK-LABEL: region 0 'bounds'
// CHECK:      for (int i = 0; i <= n - 1; i += 1) {
// CHECK:      for (int j = 1; j <= n; j += 1) {
// CHECK:      for (int k = 0; k <= n - 1; k += 1) {
// CHECK:      for (int l = 2; l <= n - 1; l += 1) {
// CHECK:      for (int p = n - 1; p >= 1; p -= 1) {
// CHECK:      for (int q = n - 1; q >= 1; q -= 1) {
// CHECK:      for (int r = n; r >= 3; r -= 1) {
// CHECK:      for (int s = n; s >= 1; s -= 1) {

// C-LABEL: void bounds(int n, int *A) {
// C-NEXT:    tilec_profile_region(0, "{{.*}}for-test-comparisons.c:11-26", "unchanged");
// C-NEXT:    for (int i = 0; i < n; i++)
// C-NEXT:      A[i] += 1;
// C-NEXT:    for (int j = 1; j <= n; j++)
// C-NEXT:      A[j - 1] += 2;
// C-NEXT:    for (int k = 0; k < n; k++)
// C-NEXT:      A[k] += 3;
// C-NEXT:    for (int l = 2; l <= n - 1; l++)
// C-NEXT:      A[l] += 4;
// C-NEXT:    for (int p = n - 1; p > 0; p--)
// C-NEXT:      A[p] += 5;
// C-NEXT:    for (int q = n - 1; q >= 1; q--)
// C-NEXT:      A[q] += 6;
// C-NEXT:    for (int r = n; r > 2; r--)
// C-NEXT:      A[r - 1] += 7;
// C-NEXT:    for (int s = n; s >= 1; s--)
// C-NEXT:      A[s - 1] += 8;
// C-NEXT:  }

int main(void) {
  int A[12] = {0};
  bounds(12, A);
  for (int i = 0; i < 12; i++)
    printf("%d\n", A[i]);
  return 0;
}
