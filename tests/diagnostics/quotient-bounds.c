// A quotient of iterators in a loop bound is exact only where its dividend
// cannot be negative (C truncates towards 0, floor would not): in a scop
// that is an error at the division naming the values where it fails (exit
// 1, no output).  A recipe that tiles a band whose inner bounds divide an
// outer iterator gets the reason it cannot (exit 1).
// RUN: not %tilec --emit=c %s -o %t.c 2>&1 | FileCheck %s --strict-whitespace
// RUN: not test -e %t.c
// RUN: printf 'tile i@23,j@24 4,3\n' > %t.recipe
// RUN: not %tilec --emit=c --function=thirds --recipe=%t.recipe %S/../Inputs/quotient-bounds.c -o %t2.c 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TILE
// TILE: error: cannot tile loops 'i', 'j': the tile loop 'j_tile' starts at 'i % 3', but loop 'i' would move inside it

void shifted(int n, float *y) {
#pragma scop
  for (int i = -n; i < n; i++)
    // CHECK: {{^}}{{.*}}quotient-bounds.c:[[@LINE+1]]:27: error: the dividend of 'i / 2' may be negative (for n = 1); the region's affine view of it would not be exact{{$}}
    for (int j = 0; j < i / 2; j++)
      y[j] += 1;
    // CHECK-NEXT: {{^}}    for (int j = 0; j < i / 2; j++){{$}}
    // CHECK-NEXT: {{^}}                          ^{{$}}
#pragma endscop
}
