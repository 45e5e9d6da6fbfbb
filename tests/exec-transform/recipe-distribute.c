// 'distribute' splits a loop into one loop per group of statements that can
// be separated, keeping their order: i's body becomes three loops (the c/d
// recurrence stays together), j's local 't' keeps its users in one loop,
// and r's two inner loops get one r loop each.  Results are bit-identical
// for trip counts 0 to 3, 7, 13 and 20.  A split that would make w[k + 1]
// be read after it is overwritten is refused.
// RUN: printf 'distribute i\ndistribute j\ndistribute r\n' > %t.recipe
// RUN: %tilec --emit=c --recipe=%t.recipe --print-after=distribute %s -o %t.c 2> %t.dump
// RUN: FileCheck %s < %t.dump
// RUN: %compare -o %t.cmp -T --recipe=%t.recipe -r 0 -r 1 -r 2 -r 3 -r 7 -r 13 -r 20 %s
// RUN: echo 'distribute k' > %t.refused
// RUN: not %tilec --emit=c --recipe=%t.refused %s -o %t.refused.c 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REFUSED
#include <stdio.h>
#include <stdlib.h>

double a[40], b[40], c[40], d[40], x[40], y[40], e[40], f[40], w[40], z[40];
double P[20][20], Q[20][20];

void kernel(int n) {
  for (int i = 1; i < n; i++) {
    a[i] = x[i] * 0.5 + y[i];
    c[i] = d[i - 1] * 0.25 + a[i - 1];
    d[i] = c[i] + x[i - 1];
    b[i] = a[i] * d[i] - b[i - 1];
  }
  for (int j = 0; j < n; j++) {
    double t = x[j] * 3.0;
    e[j] = t + y[j];
    f[j] = t - e[j] * 0.5;
    y[j] = y[j] * 0.125 + x[j + 1];
  }
  for (int r = 0; r < n; r++) {
    for (int s = 0; s < n; s++)
      P[r][s] = x[r] * y[s] + P[r][s];
    for (int s = 1; s < n; s++)
      Q[r][s] = Q[r][s - 1] + P[r][s - 1];
  }
  for (int k = 0; k < n; k++) {
    w[k] = x[k] + 1.0;
    z[k] = w[k + 1] * 2.0;
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 7;
  if (n < 0 || n > 20)
    return 2;
  for (int i = 0; i < 40; i++) {
    x[i] = ((i * 7) % 11) / 3.0;
    y[i] = 1.0 / (i + 2);
    a[i] = b[i] = c[i] = d[i] = e[i] = f[i] = i * 0.125;
    w[i] = -i;
    z[i] = 0.5;
  }
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 20; j++) {
      P[i][j] = i - j;
      Q[i][j] = ((i * j) % 3) / 4.0;
    }
  kernel(n);
  for (int i = 0; i < 40; i++)
    printf("%d %a %a %a %a %a %a %a %a %a\n", i, a[i], b[i], c[i], d[i], e[i],
           f[i], y[i], w[i], z[i]);
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 20; j++)
      printf("%d %d %a %a\n", i, j, P[i][j], Q[i][j]);
  return 0;
}

// CHECK-LABEL: // *** IR Dump After distribute ***
// CHECK:      for (int i = 1; i <= n - 1; i += 1) {
// CHECK-NEXT:   S0: a[i] = x[i] * 0.5 + y[i];
// CHECK-NEXT: }
// CHECK-NEXT: for (int i = 1; i <= n - 1; i += 1) {
// CHECK-NEXT:   S1: c[i] = d[i - 1] * 0.25 + a[i - 1];
// CHECK-NEXT:   S2: d[i] = c[i] + x[i - 1];
// CHECK-NEXT: }
// CHECK-NEXT: for (int i = 1; i <= n - 1; i += 1) {
// CHECK-NEXT:   S3: b[i] = a[i] * d[i] - b[i - 1];
// CHECK-NEXT: }
// CHECK-NEXT: for (int j = 0; j <= n - 1; j += 1) {
// CHECK-LABEL: // *** IR Dump After distribute ***
// CHECK:      for (int j = 0; j <= n - 1; j += 1) {
// CHECK-NEXT:   S4: double t = x[j] * 3.0;
// CHECK-NEXT:   S5: e[j] = t + y[j];
// CHECK-NEXT:   S6: f[j] = t - e[j] * 0.5;
// CHECK-NEXT: }
// CHECK-NEXT: for (int j = 0; j <= n - 1; j += 1) {
// CHECK-NEXT:   S7: y[j] = y[j] * 0.125 + x[j + 1];
// CHECK-NEXT: }
// CHECK-NEXT: for (int r = 0; r <= n - 1; r += 1) {
// CHECK-LABEL: // *** IR Dump After distribute ***
// CHECK:      for (int r = 0; r <= n - 1; r += 1) {
// CHECK-NEXT:   for (int s = 0; s <= n - 1; s += 1) {
// CHECK-NEXT:     S8: P[r][s] = x[r] * y[s] + P[r][s];
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: for (int r = 0; r <= n - 1; r += 1) {
// CHECK-NEXT:   for (int s = 1; s <= n - 1; s += 1) {
// CHECK-NEXT:     S9: Q[r][s] = Q[r][s - 1] + P[r][s - 1];
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: for (int k = 0; k <= n - 1; k += 1) {
// CHECK-NEXT:   S10: w[k] = x[k] + 1.0;
// CHECK-NEXT:   S11: z[k] = w[k + 1] * 2.0;

// REFUSED: error: loop 'k' cannot be distributed: anti dependence w[k + 1] -> w[k]
