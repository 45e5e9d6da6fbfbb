// 'unroll' by 4 runs exactly the original iterations in their order, the
// last partial group in a guarded remainder loop: an upward recurrence
// ('<='), a downward one whose local 't' is renamed in the copies, a step-3
// loop ('<'), a triangle's inner loop (every trip count up to n in one run)
// and a strip-mined loop whose bound is a min of two parts.  Results are
// bit-identical for trip counts 0 to 9, 13 and 20.
// RUN: printf 'unroll i 4\nunroll j 4\nunroll k 4\nunroll c 4\nstripmine m 6\nunroll m 4\n' > %t.recipe
// RUN: %tilec --emit=c --recipe=%t.recipe --print-after=unroll %s -o %t.c 2> %t.dump
// RUN: FileCheck %s < %t.dump
// RUN: %compare -o %t.cmp -T --recipe=%t.recipe -r 0 -r 1 -r 2 -r 3 -r 4 -r 5 -r 6 \
// RUN:   -r 7 -r 8 -r 9 -r 13 -r 20 %s
#include <stdio.h>
#include <stdlib.h>

double a[64], b[64], c3[64], d[64], x[64], L[24][24];

void kernel(int n) {
  for (int i = 1; i <= n; i++)
    a[i] = a[i - 1] * 0.5 + x[i];
  for (int j = n; j >= 1; j--) {
    double t = x[j] * 2.0;
    b[j] = b[j + 1] - t;
  }
  for (int k = 2; k < 3 * n + 2; k += 3)
    c3[k] = c3[k - 3] * 0.75 + x[k - 2];
  for (int r = 0; r < n; r++)
    for (int c = 0; c <= r; c++)
      L[r][c + 1] = L[r][c] * 0.5 + x[r];
  for (int m = 1; m < n; m++)
    d[m] = d[m - 1] * 0.25 + x[m];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 7;
  if (n < 0 || n > 20)
    return 2;
  for (int i = 0; i < 64; i++) {
    x[i] = ((i * 7) % 11) / 3.0;
    a[i] = b[i] = c3[i] = d[i] = i * 0.125;
  }
  for (int i = 0; i < 24; i++)
    for (int j = 0; j < 24; j++)
      L[i][j] = ((i + 2 * j) % 5) / 7.0;
  kernel(n);
  for (int i = 0; i < 64; i++)
    printf("%d %a %a %a %a\n", i, a[i], b[i], c3[i], d[i]);
  for (int i = 0; i < 24; i++)
    for (int j = 0; j < 24; j++)
      printf("%d %d %a\n", i, j, L[i][j]);
  return 0;
}

// CHECK-LABEL: // *** IR Dump After unroll ***
// CHECK:      for (int i_unroll = 1; i_unroll <= n; i_unroll += 4) {
// CHECK-NEXT:   if (i_unroll + 3 <= n) {
// CHECK-NEXT:     S0: a[i_unroll] = a[i_unroll - 1] * 0.5 + x[i_unroll];
// CHECK-NEXT:     S1: a[i_unroll + 1] =
// CHECK-NEXT:     S2: a[i_unroll + 2] =
// CHECK-NEXT:     S3: a[i_unroll + 3] =
// CHECK-NEXT:   } else {
// CHECK-NEXT:     for (int i = i_unroll; i <= n; i += 1) {
// CHECK-NEXT:       S4: a[i] = a[i - 1] * 0.5 + x[i];
// CHECK-LABEL: // *** IR Dump After unroll ***
// CHECK:      for (int j_unroll = n; j_unroll >= 1; j_unroll -= 4) {
// CHECK-NEXT:   if (j_unroll - 3 >= 1) {
// CHECK-NEXT:     S{{[0-9]+}}: double t = x[j_unroll] * 2.0;
// CHECK-NEXT:     S{{[0-9]+}}: b[j_unroll] = b[j_unroll + 1] - t;
// CHECK-NEXT:     S{{[0-9]+}}: double t_1 = x[j_unroll - 1] * 2.0;
// CHECK-NEXT:     S{{[0-9]+}}: b[j_unroll - 1] = b[j_unroll - 1 + 1] - t_1;
// CHECK:          S{{[0-9]+}}: double t_3 = x[j_unroll - 3] * 2.0;
// CHECK-NEXT:     S{{[0-9]+}}: b[j_unroll - 3] = b[j_unroll - 3 + 1] - t_3;
// CHECK-NEXT:   } else {
// CHECK-NEXT:     for (int j = j_unroll; j >= 1; j -= 1) {
// CHECK-LABEL: // *** IR Dump After unroll ***
// CHECK:      for (int k_unroll = 2; k_unroll <= 3 * n + 1; k_unroll += 12) {
// CHECK-NEXT:   if (k_unroll + 9 < 3 * n + 2) {
// CHECK:        } else {
// CHECK-NEXT:     for (int k = k_unroll; k <= 3 * n + 1; k += 3) {
// CHECK-LABEL: // *** IR Dump After unroll ***
// CHECK:      for (int r = 0; r <= n - 1; r += 1) {
// CHECK-NEXT:   for (int c_unroll = 0; c_unroll <= r; c_unroll += 4) {
// CHECK-NEXT:     if (c_unroll + 3 <= r) {
// CHECK:          } else {
// CHECK-NEXT:       for (int c = c_unroll; c <= r; c += 1) {
// CHECK-LABEL: // *** IR Dump After unroll ***
// CHECK:      for (int m_tile = 1; m_tile <= n - 1; m_tile += 6) {
// CHECK-NEXT:   for (int m_unroll = m_tile; m_unroll <= min(n - 1, m_tile + 5); m_unroll += 4) {
// CHECK-NEXT:     if (m_unroll + 3 < n && m_unroll + 3 < m_tile + 6) {
// CHECK:          } else {
// CHECK-NEXT:       for (int m = m_unroll; m <= min(n - 1, m_tile + 5); m += 1) {
