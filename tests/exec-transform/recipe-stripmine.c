// 'stripmine' by sizes that do not divide the trip count runs every
// iteration once and in order: a unit-step recurrence (size 5), a step-2
// recurrence with an inclusive bound (size 3: the tile loop steps by 6) and
// the inner loop of a triangle, j <= i (size 3), print bit-identical results
// for trip counts 0 to 7, 13 and 31.
// RUN: printf 'stripmine i 5\nstripmine j 3\nstripmine c 3\n' > %t.recipe
// RUN: %tilec --emit=c --recipe=%t.recipe --print-after=strip-mine %s -o %t.c 2> %t.dump
// RUN: FileCheck %s < %t.dump
// RUN: %compare -o %t.cmp -T --recipe=%t.recipe -r 0 -r 1 -r 2 -r 3 -r 4 -r 5 \
// RUN:   -r 6 -r 7 -r 13 -r 31 %s
#include <stdio.h>
#include <stdlib.h>

double x[64], s[64], y[64], L[40][40];

void kernel(int n) {
  for (int i = 1; i < n; i++)
    s[i] = s[i - 1] * 0.75 + x[i];
  for (int j = 3; j <= n; j += 2)
    y[j] = y[j - 2] * 0.5 + x[j];
  for (int r = 0; r < n; r++)
    for (int c = 0; c <= r; c++)
      L[r][c + 1] = L[r][c] * 0.5 + x[r];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 7;
  if (n < 0 || n > 38)
    return 2;
  for (int i = 0; i < 64; i++) {
    x[i] = (i * 7 % 11) / 3.0;
    s[i] = 1.0 / (i + 1);
    y[i] = i * 0.1;
  }
  for (int i = 0; i < 40; i++)
    for (int j = 0; j < 40; j++)
      L[i][j] = ((i + 2 * j) % 5) / 7.0;
  kernel(n);
  for (int i = 0; i < 64; i++)
    printf("%d %a %a\n", i, s[i], y[i]);
  for (int i = 0; i < 40; i++)
    for (int j = 0; j < 40; j++)
      printf("%d %d %a\n", i, j, L[i][j]);
  return 0;
}

// CHECK-LABEL: // *** IR Dump After strip-mine ***
// CHECK:      for (int i_tile = 1; i_tile <= n - 1; i_tile += 5) {
// CHECK-NEXT:   for (int i = i_tile; i <= min(n - 1, i_tile + 4); i += 1) {
// CHECK-NEXT:     S0: s[i] = s[i - 1] * 0.75 + x[i];
// CHECK:      for (int j = 3; j <= n; j += 2) {
// CHECK-LABEL: // *** IR Dump After strip-mine ***
// CHECK:      for (int j_tile = 3; j_tile <= n; j_tile += 6) {
// CHECK-NEXT:   for (int j = j_tile; j <= min(n, j_tile + 5); j += 2) {
// CHECK-NEXT:     S1: y[j] = y[j - 2] * 0.5 + x[j];
// CHECK:      for (int c = 0; c <= r; c += 1) {
// CHECK-LABEL: // *** IR Dump After strip-mine ***
// CHECK:      for (int r = 0; r <= n - 1; r += 1) {
// CHECK-NEXT:   for (int c_tile = 0; c_tile <= r; c_tile += 3) {
// CHECK-NEXT:     for (int c = c_tile; c <= min(r, c_tile + 2); c += 1) {
// CHECK-NEXT:       S2: L[r][c + 1] = L[r][c] * 0.5 + x[r];
