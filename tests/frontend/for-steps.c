// Constant loop steps: i++, ++i, i--, --i, i += c, i -= c and i = i + c
// all become 'i += c' or 'i -= c' in the IR; the C prints i++/i-- for a
// step of one and += / -= otherwise.
// RUN: %tilec --emit=ir %s | FileCheck %s
// RUN: %tilec --emit=c --no-transform %s -o - | FileCheck %s --check-prefix=C --match-full-lines
// RUN: %compare --allow-unchanged -T --no-transform -o %t %s

#include <stdio.h>

void steps(int n, int *A) {
  for (int a = 0; a < n; a++)
    A[a] += 1;
  for (int b = 0; b < n; ++b)
    A[b] += 2;
  for (int c = n - 1; c >= 0; c--)
    A[c] += 4;
  for (int d = n - 1; d >= 0; --d)
    A[d] += 8;
  for (int e = 0; e < n; e += 3)
    A[e] += 16;
  for (int f = n - 1; f >= 0; f -= 2)
    A[f] += 32;
  for (int g = 1; g < n; g = g + 4)
    A[g] += 64;
}

// CHECK-LABEL: region 0 'steps'
// CHECK:      for (int a = 0; a <= n - 1; a += 1) {
// CHECK:      for (int b = 0; b <= n - 1; b += 1) {
// CHECK:      for (int c = n - 1; c >= 0; c -= 1) {
// CHECK:      for (int d = n - 1; d >= 0; d -= 1) {
// CHECK:      for (int e = 0; e <= n - 1; e += 3) {
// CHECK:      for (int f = n - 1; f >= 0; f -= 2) {
// CHECK:      for (int g = 1; g <= n - 1; g += 4) {

// C-LABEL: void steps(int n, int *A) {
// C-NEXT:    tilec_profile_region(0, "{{.*}}for-steps.c:11-24", "unchanged");
// C-NEXT:    for (int a = 0; a < n; a++)
// C-NEXT:      A[a] += 1;
// C-NEXT:    for (int b = 0; b < n; b++)
// C-NEXT:      A[b] += 2;
// C-NEXT:    for (int c = n - 1; c >= 0; c--)
// C-NEXT:      A[c] += 4;
// C-NEXT:    for (int d = n - 1; d >= 0; d--)
// C-NEXT:      A[d] += 8;
// C-NEXT:    for (int e = 0; e < n; e += 3)
// C-NEXT:      A[e] += 16;
// C-NEXT:    for (int f = n - 1; f >= 0; f -= 2)
// C-NEXT:      A[f] += 32;
// C-NEXT:    for (int g = 1; g < n; g += 4)
// C-NEXT:      A[g] += 64;
// C-NEXT:  }

int main(void) {
  int A[11] = {0};
  steps(11, A);
  for (int i = 0; i < 11; i++)
    printf("%d\n", A[i]);
  return 0;
}
