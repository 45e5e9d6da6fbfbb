// 'rotate' passes the element each iteration stores to the next one in a
// register, loaded before the loop where it runs; 'batch' unrolls and
// reads the arrays the loop does not store first in each group.  Upward
// (a, step 1), by 2 (b) and downward (c, step -1, whose first read is
// c[n - 1]) recurrences give bit-identical results for trip counts 0 to
// 9, 13 and 20; batching by 1 changes nothing (a loop under an if
// whose statements read what the if's first one stores).  Refused with the reason: an element read two
// iterations back, an array stored twice, a store under a condition, a
// read under ?: (the first iteration's element may not exist), and
// batching a loop whose reads are all of arrays it stores, or only under ?:
// (v[j - 1] at j = 0 must not be read).
// RUN: printf 'rotate j\nbatch j 4\nrotate k\nbatch k 3\nrotate m\nbatch q 1\n' > %t.recipe
// RUN: %tilec --emit=c --function=kernel --recipe=%t.recipe --remarks %s -o %t.c 2> %t.err
// RUN: FileCheck %s < %t.c
// RUN: FileCheck %s --check-prefix=REMARK < %t.err
// RUN: %compare -o %t.cmp -T --function=kernel -T --recipe=%t.recipe -r 0 -r 1 -r 2 -r 3 -r 4 -r 5 -r 6 \
// RUN:   -r 7 -r 8 -r 9 -r 13 -r 20 %s
// RUN: printf 'rotate j\n' > %t.two
// RUN: not %tilec --emit=c --function=two_back --recipe=%t.two %s -o %t.two.c 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: test ! -e %t.two.c
// RUN: not %tilec --emit=c --function=twice --recipe=%t.two %s -o %t.twice.c 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not %tilec --emit=c --function=guarded --recipe=%t.two %s -o %t.guarded.c 2>&1 | FileCheck %s --check-prefix=GUARDED
// RUN: not %tilec --emit=c --function=first_absent --recipe=%t.two %s -o %t.absent.c 2>&1 | FileCheck %s --check-prefix=ABSENT
// RUN: printf 'batch j 4\n' > %t.batch
// RUN: not %tilec --emit=c --function=two_back --recipe=%t.batch %s -o %t.batch.c 2>&1 | FileCheck %s --check-prefix=BATCH
// RUN: not %tilec --emit=c --function=cond_reads --recipe=%t.batch %s -o %t.cond.c 2>&1 | FileCheck %s --check-prefix=COND
#include <stdio.h>
#include <stdlib.h>

double a[64], b[64], c[64], x[64], y[4], z[64];

void kernel(int n) {
  for (int j = 1; j < n; j++)
    a[j] = a[j - 1] * 0.5 + x[j];
  for (int k = 2; k < 2 * n; k += 2)
    b[k] = b[k - 2] * 0.75 + x[k] + x[k - 1];
  for (int m = n - 2; m >= 0; m--)
    c[m] = c[m + 1] * 0.25 - x[m];
  for (int r = 0; r < 2; r++)
    if (r < n - 2) {
      y[r] = n + r;
      z[r] = y[r] + 1;
      for (int q = 2; q < n; q++)
        z[q] = z[q - 1] * 0.5 + x[q];
    }
}

void two_back(int n, double *d) {
  for (int j = 2; j < n; j++)
    d[j] = d[j - 2] + 1;
}

void twice(int n, double *e) {
  for (int j = 1; j < n; j++) {
    e[j] = e[j - 1] + 1;
    e[j] = e[j] * 2;
  }
}

void guarded(int n, double *g, const double *h) {
  for (int j = 1; j < n; j++)
    if (h[j] > 0)
      g[j] = g[j - 1] + 1.0;
}

void first_absent(int n, double *f) {
  for (int j = 0; j < n; j++)
    f[j] = j > 0 ? f[j - 1] * 2 : 1.0;
}

void cond_reads(int n, double *u, const double *v) {
  for (int j = 0; j < n; j++)
    u[j] = j > 0 ? v[j - 1] : 0.0;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 7;
  if (n < 0 || n > 20)
    return 2;
  for (int i = 0; i < 64; i++) {
    x[i] = ((i * 7) % 11) / 3.0;
    a[i] = b[i] = c[i] = i * 0.125;
  }
  kernel(n);
  for (int i = 0; i < 64; i++)
    printf("%d %a %a %a %a\n", i, a[i], b[i], c[i], z[i]);
  printf("%a %a\n", y[0], y[1]);
  return 0;
}

// CHECK:      if (1 <= n - 1) {
// CHECK-NEXT:   double a_prev = a[0];
// CHECK-NEXT:   for (int j_unroll = 1; j_unroll < n; j_unroll += 4) {
// CHECK-NEXT:     if (j_unroll + 3 < n) {
// CHECK-NEXT:       double x_in = x[j_unroll];
// CHECK-NEXT:       double x_in2 = x[j_unroll + 1];
// CHECK-NEXT:       double x_in3 = x[j_unroll + 2];
// CHECK-NEXT:       double x_in4 = x[j_unroll + 3];
// CHECK-NEXT:       a[j_unroll] = a_prev * 0.5 + x_in;
// CHECK-NEXT:       a_prev = a[j_unroll];
// CHECK:          } else {
// CHECK-NEXT:       for (int j = j_unroll; j < n; j++) {
// CHECK-NEXT:         a[j] = a_prev * 0.5 + x[j];
// CHECK-NEXT:         a_prev = a[j];
// CHECK:        double b_prev = b[0];
// CHECK-NEXT:   for (int k_unroll = 2; k_unroll < 2 * n; k_unroll += 6) {
// CHECK:        double c_prev = c[n - 1];
// CHECK-NEXT:   for (int m = n - 2; m >= 0; m--) {
// CHECK-NEXT:     c[m] = c_prev * 0.25 - x[m];
// CHECK-NEXT:     c_prev = c[m];
// REMARK: remark: keeping the element of 'a' that each iteration of loop 'j' stores in register 'a_prev' for the next, which reads it
// REMARK: remark: batched loop 'j' by 4: each group of 4 iterations reads its 4 elements of arrays the loop does not store first, into 4 registers
// REMARK: remark: keeping the element of 'b' that each iteration of loop 'k' stores in register 'b_prev' for the next, which reads it
// REMARK: remark: batched loop 'k' by 3: each group of 3 iterations reads its 6 elements of arrays the loop does not store first, into 6 registers
// REMARK: remark: keeping the element of 'c' that each iteration of loop 'm' stores in register 'c_prev' for the next, which reads it
// TWO: error: cannot rotate loop 'j' (line 49): 'd': it is read at another element than the one the iteration before stores
// TWICE: error: cannot rotate loop 'j' (line 54): 'e': more than one statement stores it
// GUARDED: error: cannot rotate loop 'j' (line 61): 'g': no unguarded assignment directly in the loop stores it
// ABSENT: error: cannot rotate loop 'j' (line 67): 'f': it is read under a condition
// COND: error: cannot batch loop 'j' (line 72): its body reads no array it does not store
// BATCH: error: cannot batch loop 'j' (line 49): its body reads no array it does not store (unguarded, not under ?:, && or ||, with subscripts in iterators and parameters)
