// A recipe that asks for an illegal interchange (seed 003's A[i+1][j-1]
// example) is an error naming the dependence and its distance; no output
// file is written.
// RUN: echo "permute j i" > %t.recipe
// RUN: rm -f %t.c
// RUN: not %tilec --emit=c --recipe=%t.recipe %s -o %t.c 2>&1 | FileCheck %s
// RUN: not test -e %t.c
float A[4][8], B[8];

void shift_diagonal(void) {
  for (int i = 0; i < 3; i++)
    for (int j = 1; j < 6; j++)
      A[i + 1][j - 1] = A[i][j] + B[j];
}

// CHECK: permute-refused.c.tmp.recipe:1:1: error: loops 'i', 'j' cannot be interchanged: flow dependence A[i + 1][j - 1] -> A[i][j] (S0, line 13 -> S0, line 13) with distance (1, -1) would become (-1, 1)
// CHECK-NEXT: permute j i
// CHECK-NEXT: ^
