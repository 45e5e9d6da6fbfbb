// 'unswitch' after 'stripmine': where a strip runs all its iterations and
// the if's affine test holds at both ends of it, the strip runs the then
// branch without the test; elsewhere the loop runs as it was.  A test
// with two sides (3 <= i < p) and a triangle's test (c <= r, a bound of
// the loop around) give bit-identical results for trip counts 0 to 9, 13,
// 20 and 40 and for p below, inside and past the strips.  A strip-mined
// loop whose body is no if (r, around the unswitched c) runs its full
// strips without the test of its end.  A loop that does not step by 1,
// one with no bound a fixed number of iterations above another are
// refused with the reason.
// RUN: printf 'stripmine i 8\nunswitch i\nstripmine c 4\nunswitch c\nstripmine r 3\nunswitch r\n' > %t.recipe
// RUN: %tilec --emit=c --recipe=%t.recipe --remarks --print-after=unswitch %s -o %t.c 2> %t.dump
// RUN: FileCheck %s < %t.dump
// RUN: FileCheck %s --check-prefix=REMARK < %t.dump
// RUN: %compare -o %t.cmp -T --recipe=%t.recipe -r '0 0' -r '1 5' -r '2 2' -r '3 9' -r '4 1' -r '5 30' \
// RUN:   -r '6 6' -r '7 3' -r '8 11' -r '9 9' -r '13 12' -r '20 17' -r '40 35' -r '40 64' %s
// RUN: printf 'unswitch i\n' > %t.whole
// RUN: not %tilec --emit=c --recipe=%t.whole %s -o %t.whole.c 2>&1 | FileCheck %s --check-prefix=WHOLE
// RUN: test ! -e %t.whole.c
// RUN: printf 'stripmine i 8\nunswitch i_tile\n' > %t.tile
// RUN: not %tilec --emit=c --recipe=%t.tile %s -o %t.tile.c 2>&1 | FileCheck %s --check-prefix=TILE
#include <stdio.h>
#include <stdlib.h>

double a[64], L[48][48], x[64];

void kernel(int n, int p) {
  for (int i = 0; i < n; i++)
    if (i >= 3 && i < p)
      a[i] = a[i] * 0.5 + x[i];
    else
      a[i] = a[i] - x[i];
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      if (c <= r)
        L[r][c] = L[r][c] * 0.5 + x[c];
      else
        L[r][c] = -L[r][c];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 7, p = argc > 2 ? atoi(argv[2]) : 5;
  if (n < 0 || n > 40)
    return 2;
  for (int i = 0; i < 64; i++) {
    x[i] = ((i * 7) % 11) / 3.0;
    a[i] = i * 0.125;
  }
  for (int i = 0; i < 48; i++)
    for (int j = 0; j < 48; j++)
      L[i][j] = ((i + 2 * j) % 5) / 7.0;
  kernel(n, p);
  for (int i = 0; i < 64; i++)
    printf("%d %a\n", i, a[i]);
  for (int i = 0; i < 48; i++)
    for (int j = 0; j < 48; j++)
      printf("%d %d %a\n", i, j, L[i][j]);
  return 0;
}

// CHECK-LABEL: // *** IR Dump After unswitch ***
// CHECK:      for (int i_tile = 0; i_tile <= n - 1; i_tile += 8) {
// CHECK-NEXT:   if (i_tile >= 3 && i_tile + 7 < p && i_tile + 7 <= n - 1) {
// CHECK-NEXT:     for (int i = i_tile; i <= i_tile + 7; i += 1) {
// CHECK-NEXT:       S0: a[i] = a[i] * 0.5 + x[i];
// CHECK-NEXT:     }
// CHECK-NEXT:   } else {
// CHECK-NEXT:     for (int i = i_tile; i <= min(n - 1, i_tile + 7); i += 1) {
// CHECK-NEXT:       if (i >= 3 && i < p) {
// CHECK-LABEL: // *** IR Dump After unswitch ***
// CHECK:        for (int c_tile = 0; c_tile <= n - 1; c_tile += 4) {
// CHECK-NEXT:     if (c_tile + 3 <= r && c_tile + 3 <= n - 1) {
// CHECK-NEXT:       for (int c = c_tile; c <= c_tile + 3; c += 1) {
// CHECK-NEXT:         S3: L[r][c] = L[r][c] * 0.5 + x[c];
// CHECK-NEXT:       }
// CHECK-NEXT:     } else {
// CHECK-NEXT:       for (int c = c_tile; c <= min(n - 1, c_tile + 3); c += 1) {
// CHECK-NEXT:         if (c <= r) {
// REMARK: remark: unswitched loop 'i': where its 8 iterations run and 'i >= 3 && i < p' holds for all of them, they run without the test
// REMARK: remark: unswitched loop 'c': where its 4 iterations run and 'c <= r' holds for all of them, they run without the test
// REMARK: remark: unswitched loop 'r': where its 3 iterations run, they run without the test of its other bounds
// WHOLE: error: cannot unswitch loop 'i' (line 28): no upper bound lies a fixed number of iterations above a lower bound
// TILE: error: cannot unswitch loop 'i_tile' (line 28): it does not step by 1
