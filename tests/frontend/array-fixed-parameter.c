// Fixed-size multi-dimensional array parameters, with constant expressions
// as extents as PolyBench's macros leave them (double A[1000 + 0][1200 + 0]):
// the IR folds the extents, and the function header, outside the region,
// comes back as written.
// RUN: %tilec --emit=ir %s | FileCheck %s
// RUN: %tilec --emit=c --no-transform %s -o - | FileCheck %s --check-prefix=C --match-full-lines
// RUN: %compare --allow-unchanged -T --no-transform -o %t %s

#include <stdio.h>

static double A[1000][1200];

void kernel(int ni, int nj, double A[1000 + 0][1200 + 0], double alpha) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      A[i][j] = A[i][j] * alpha + i;
}

// CHECK-LABEL: region 0 'kernel'
// CHECK:      params: int ni, int nj
// CHECK-NEXT: arrays:
// CHECK-NEXT:   double A[1000][1200] // array parameter, written, line 13
// CHECK-NEXT: scalars: double alpha
// CHECK:      S0: A[i][j] = A[i][j] * alpha + i;

// C-LABEL: void kernel(int ni, int nj, double A[1000 + 0][1200 + 0], double alpha) {
// C-NEXT:    tilec_profile_region(0, "{{.*}}array-fixed-parameter.c:14-16", "unchanged");
// C-NEXT:    for (int i = 0; i < ni; i++)
// C-NEXT:      for (int j = 0; j < nj; j++)
// C-NEXT:        A[i][j] = A[i][j] * alpha + i;
// C-NEXT:  }

int main(void) {
  for (int i = 0; i < 1000; i++)
    for (int j = 0; j < 1200; j++)
      A[i][j] = (i + 2 * j) % 7;
  kernel(30, 40, A, 1.5);
  for (int i = 0; i < 31; i++)
    printf("%g %g\n", A[i][39], A[i][40]);
  return 0;
}
