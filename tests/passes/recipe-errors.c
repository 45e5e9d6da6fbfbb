// Recipe mistakes are located errors in the recipe file (exit status 1):
// an unknown transformation with a suggestion, a malformed step, an
// unknown loop with a suggestion, an ambiguous loop name, a bad size.
// RUN: echo "tiel i,j 32,32" > %t.1
// RUN: not %tilec --emit=c --recipe=%t.1 %s -o %t.c 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: echo "tile i,j 32" > %t.2
// RUN: not %tilec --emit=c --recipe=%t.2 %s -o %t.c 2>&1 | FileCheck %s --check-prefix=MALFORMED
// RUN: echo "stripmine ii 8" > %t.3
// RUN: not %tilec --emit=c --recipe=%t.3 %s -o %t.c 2>&1 | FileCheck %s --check-prefix=NOLOOP
// RUN: echo "stripmine j 8" > %t.4
// RUN: not %tilec --emit=c --recipe=%t.4 %s -o %t.c 2>&1 | FileCheck %s --check-prefix=AMBIGUOUS
// RUN: echo "unroll k 0" > %t.5
// RUN: not %tilec --emit=c --recipe=%t.5 %s -o %t.c 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: printf '# comments and blank lines are fine\n\nstripmine j@23 8   # trailing comment\n' > %t.6
// RUN: %tilec --emit=c --recipe=%t.6 %s -o %t.c
double A[64][64], x[64], y[64];

void kernel(int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      y[i] = y[i] + A[i][j] * x[j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = A[i][j] * 2.0;
}

// UNKNOWN: recipe-errors.c.tmp.1:1:1: error: unknown transformation 'tiel'; did you mean 'tile'?
// MALFORMED: recipe-errors.c.tmp.2:1:1: error: malformed 'tile' step; expected 'tile LOOP,LOOP,... SIZE,SIZE,...'
// NOLOOP: recipe-errors.c.tmp.3:1:1: error: no loop named 'ii' in region 'kernel'; did you mean 'i'?
// AMBIGUOUS: recipe-errors.c.tmp.4:1:1: error: loop name 'j' is ambiguous; write one of j@20, j@23
// SIZE: recipe-errors.c.tmp.5:1:1: error: invalid size '0' in 'unroll LOOP FACTOR' (expected a positive integer)
