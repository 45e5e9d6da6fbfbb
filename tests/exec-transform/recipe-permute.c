// 'permute' reorders a perfectly nested band: the matmul band i,j,k becomes
// k,i,j (each C[i][j] still takes its k updates in order) and a wavefront
// recurrence W[r][c] from W[r-1][c] and W[r][c-1] is interchanged to c,r
// (both distances stay lexicographically positive); the results are
// bit-identical for odd, unequal bounds, including 1 and empty loops.
// RUN: printf 'permute k i j\npermute c r\n' > %t.recipe
// RUN: %tilec --emit=c --recipe=%t.recipe --print-after=permute %s -o %t.c 2> %t.dump
// RUN: FileCheck %s < %t.dump
// RUN: %compare -o %t.cmp -T --recipe=%t.recipe -r '1 1 1' -r '2 3 5' -r '3 5 7' \
// RUN:   -r '13 2 16' -r '7 13 1' -r '16 16 16' -r '16 16 0' -r '0 5 5' %s
#include <stdio.h>
#include <stdlib.h>

double A[16][16], B[16][16], C[16][16], W[16][16];

void kernel(int ni, int nj, int nk) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      for (int k = 0; k < nk; k++)
        C[i][j] += A[i][k] * B[k][j];
  for (int r = 1; r < ni; r++)
    for (int c = 1; c < nj; c++)
      W[r][c] = W[r - 1][c] * 0.5 + W[r][c - 1] * 0.25 + A[r][c];
}

int main(int argc, char **argv) {
  if (argc < 4)
    return 2;
  int ni = atoi(argv[1]), nj = atoi(argv[2]), nk = atoi(argv[3]);
  if (ni < 0 || ni > 16 || nj < 0 || nj > 16 || nk < 0 || nk > 16)
    return 2;
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++) {
      A[i][j] = ((i * 5 + j * 3) % 7) / 7.0 - 0.4;
      B[i][j] = ((i * 2 + j * 9) % 13) / 13.0 + 0.1;
      C[i][j] = (i - j) / 3.0;
      W[i][j] = 1.0 / (i + j + 1);
    }
  kernel(ni, nj, nk);
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++)
      printf("%d %d %a %a\n", i, j, C[i][j], W[i][j]);
  return 0;
}

// CHECK-LABEL: // *** IR Dump After permute ***
// CHECK:      for (int k = 0; k <= nk - 1; k += 1) {
// CHECK-NEXT:   for (int i = 0; i <= ni - 1; i += 1) {
// CHECK-NEXT:     for (int j = 0; j <= nj - 1; j += 1) {
// CHECK-NEXT:       S0: C[i][j] += A[i][k] * B[k][j];
// CHECK:      for (int r = 1; r <= ni - 1; r += 1) {
// CHECK-NEXT:   for (int c = 1; c <= nj - 1; c += 1) {
// CHECK-LABEL: // *** IR Dump After permute ***
// CHECK:      for (int k = 0; k <= nk - 1; k += 1) {
// CHECK:      for (int c = 1; c <= nj - 1; c += 1) {
// CHECK-NEXT:   for (int r = 1; r <= ni - 1; r += 1) {
// CHECK-NEXT:     S1: W[r][c] = W[r - 1][c] * 0.5 + W[r][c - 1] * 0.25 + A[r][c];
