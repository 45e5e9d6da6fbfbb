// The automatic pipeline tiles the permutable bands and --save-recipe writes
// what it applied, naming ambiguous loops with @LINE; replaying the saved
// recipe gives the same program.
// RUN: %tilec --emit=c --tile-sizes=8,4 --save-recipe=%t.recipe %s -o %t.auto.c
// RUN: FileCheck %s < %t.recipe
// RUN: %tilec --emit=c --recipe=%t.recipe %s -o %t.replay.c
// RUN: diff %t.auto.c %t.replay.c
double A[64][64], B[64][64];

void kernel(int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = A[i][j] + 1.0;
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++)
      B[i][j] = B[i - 1][j + 1] + A[i][j];
}

// CHECK: # region 0: 'kernel'
// CHECK-NEXT: tile i@11,j@12 8,4
// CHECK-NOT: tile
