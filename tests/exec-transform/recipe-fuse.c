// 'fuse' merges adjacent loops with the same bounds, the second body after
// the first in each iteration: three recurrences become one loop (the 'j'
// and 'k' of the later loops renamed to 'i'), and two row nests share one
// outer loop (the inner loops keep their own bounds).  Results are bit-
// identical for trip counts 0 to 3, 7, 13 and 20.  Fusing p and q would
// read g[q + 1] before it is written, and is refused.
// RUN: printf 'fuse i j\nfuse i k\nfuse r u\n' > %t.recipe
// RUN: %tilec --emit=c --recipe=%t.recipe --print-after=fuse %s -o %t.c 2> %t.dump
// RUN: FileCheck %s < %t.dump
// RUN: %compare -o %t.cmp -T --recipe=%t.recipe -r 0 -r 1 -r 2 -r 3 -r 7 -r 13 -r 20 %s
// RUN: echo 'fuse p q' > %t.refused
// RUN: not %tilec --emit=c --recipe=%t.refused %s -o %t.refused.c 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REFUSED
#include <stdio.h>
#include <stdlib.h>

double a[40], b[40], c[40], x[40], g[40], h[40], P[20][20], Q[20][20];

void kernel(int n) {
  for (int i = 1; i < n; i++)
    a[i] = x[i] * 0.5 + a[i - 1];
  for (int j = 1; j < n; j++)
    b[j] = a[j] + a[j - 1] * b[j - 1];
  for (int k = 1; k < n; k++)
    c[k] = b[k] - c[k - 1] * 0.75;
  for (int r = 0; r < n; r++)
    for (int s = 0; s < n; s++)
      P[r][s] = P[r][s] * 0.5 + x[s];
  for (int u = 0; u < n; u++)
    for (int v = 1; v < n; v++)
      Q[u][v] = Q[u][v - 1] + P[u][v] - P[u][v - 1];
  for (int p = 0; p < n; p++)
    g[p] = x[p] * 2.0;
  for (int q = 0; q < n; q++)
    h[q] = g[q + 1] + 1.0;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 7;
  if (n < 0 || n > 20)
    return 2;
  for (int i = 0; i < 40; i++) {
    x[i] = ((i * 7) % 11) / 3.0;
    a[i] = b[i] = c[i] = g[i] = h[i] = i * 0.125;
  }
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 20; j++) {
      P[i][j] = i - j;
      Q[i][j] = ((i * j) % 3) / 4.0;
    }
  kernel(n);
  for (int i = 0; i < 40; i++)
    printf("%d %a %a %a %a %a\n", i, a[i], b[i], c[i], g[i], h[i]);
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 20; j++)
      printf("%d %d %a %a\n", i, j, P[i][j], Q[i][j]);
  return 0;
}

// CHECK-LABEL: // *** IR Dump After fuse ***
// CHECK:      for (int i = 1; i <= n - 1; i += 1) {
// CHECK-NEXT:   S0: a[i] = x[i] * 0.5 + a[i - 1];
// CHECK-NEXT:   S1: b[i] = a[i] + a[i - 1] * b[i - 1];
// CHECK-NEXT: }
// CHECK-NEXT: for (int k = 1; k <= n - 1; k += 1) {
// CHECK-LABEL: // *** IR Dump After fuse ***
// CHECK:      for (int i = 1; i <= n - 1; i += 1) {
// CHECK-NEXT:   S0: a[i] = x[i] * 0.5 + a[i - 1];
// CHECK-NEXT:   S1: b[i] = a[i] + a[i - 1] * b[i - 1];
// CHECK-NEXT:   S2: c[i] = b[i] - c[i - 1] * 0.75;
// CHECK-NEXT: }
// CHECK-NEXT: for (int r = 0; r <= n - 1; r += 1) {
// CHECK-LABEL: // *** IR Dump After fuse ***
// CHECK:      for (int r = 0; r <= n - 1; r += 1) {
// CHECK-NEXT:   for (int s = 0; s <= n - 1; s += 1) {
// CHECK-NEXT:     S3: P[r][s] = P[r][s] * 0.5 + x[s];
// CHECK-NEXT:   }
// CHECK-NEXT:   for (int v = 1; v <= n - 1; v += 1) {
// CHECK-NEXT:     S4: Q[r][v] = Q[r][v - 1] + P[r][v] - P[r][v - 1];
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: for (int p = 0; p <= n - 1; p += 1) {

// REFUSED: error: loops 'p' (line {{[0-9]+}}) and 'q' (line {{[0-9]+}}) cannot be fused: flow dependence g[p] -> g[q + 1] {{.*}} would be reversed
