// Integer and floating literals are kept as written (1.0f, 1e-3, 2.5e+2,
// 0x1F, 10L, 'a'), also when they come out of a macro such as PolyBench's
// SCALAR_VAL(x) (x##f): the IR and the C show the expanded literal.
// RUN: %tilec --emit=ir %s | FileCheck %s
// RUN: %tilec --emit=c --no-transform %s -o - | FileCheck %s --check-prefix=C --match-full-lines
// RUN: %compare --allow-unchanged -T --no-transform -o %t %s

#include <stdio.h>

#define SCALAR_VAL(x) x##f

void lits(int n, float *A, double *B, long *C) {
  for (int i = 0; i < n; i++) {
    A[i] = A[i] * 1.0f + SCALAR_VAL(0.5) - SCALAR_VAL(1.25e-1);
    B[i] = B[i] * 1e-3 + 2.5e+2 + .5 + 6.;
    C[i] = 0x1F + 10L + 'a' + 017;
  }
}

// CHECK-LABEL: region 0 'lits'
// CHECK:      S0: A[i] = A[i] * 1.0f + 0.5f - 1.25e-1f;
// CHECK-NEXT: S1: B[i] = B[i] * 1e-3 + 2.5e+2 + .5 + 6.;
// CHECK-NEXT: S2: C[i] = 0x1F + 10L + 'a' + 017;

// C-LABEL: void lits(int n, float *A, double *B, long *C) {
// C-NEXT:    tilec_profile_region(0, "{{.*}}literals.c:13-17", "unchanged");
// C-NEXT:    for (int i = 0; i < n; i++) {
// C-NEXT:      A[i] = A[i] * 1.0f + 0.5f - 1.25e-1f;
// C-NEXT:      B[i] = B[i] * 1e-3 + 2.5e+2 + .5 + 6.;
// C-NEXT:      C[i] = 0x1F + 10L + 'a' + 017;
// C-NEXT:    }
// C-NEXT:  }

int main(void) {
  float A[3] = {1, 2, 3};
  double B[3] = {4, 5, 6};
  long C[3];
  lits(3, A, B, C);
  for (int i = 0; i < 3; i++)
    printf("%.9g %.17g %ld\n", A[i], B[i], C[i]);
  return 0;
}
