// A call that may have side effects (printf, or any function that is not a
// pure math function) in a '#pragma scop' region is an error at the call,
// as a statement and inside an expression (exit status 1).
// RUN: not %tilec --emit=ir %s 2>&1 | FileCheck %s --strict-whitespace

#include <stdio.h>

double next_value(void);

void show(int n, double *A) {
#pragma scop
  for (int i = 0; i < n; i++) {
    // CHECK: {{^}}{{.*}}call-side-effects.c:[[@LINE+1]]:5: error: call to 'printf' may have side effects; only pure math functions are supported in a transformed region{{$}}
    printf("%d %g\n", i, A[i]);
    // CHECK-NEXT: {{^}}    printf("%d %g\n", i, A[i]);{{$}}
    // CHECK-NEXT: {{^}}    ^{{$}}
    // CHECK: {{^}}{{.*}}call-side-effects.c:[[@LINE+1]]:18: error: call to 'next_value' may have side effects; only pure math functions are supported in a transformed region{{$}}
    A[i] = 1.0 + next_value();
    // CHECK-NEXT: {{^}}    A[i] = 1.0 + next_value();{{$}}
    // CHECK-NEXT: {{^}}                 ^{{$}}
  }
#pragma endscop
}
