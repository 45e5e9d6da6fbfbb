// An undeclared identifier in a '#pragma scop' region with no declared name
// close to it is an error without a suggestion (exit status 1): tilec's own
// message, shown with the compiler's syntax check skipped.
// RUN: not %tilec --no-syntax-check --emit=ir %s 2>&1 | FileCheck %s --strict-whitespace

void scale(int n, double *A) {
#pragma scop
  for (int i = 0; i < n; i++)
    // CHECK: {{^}}{{.*}}undeclared-identifier.c:[[@LINE+1]]:21: error: use of undeclared identifier 'frobnication_factor'{{$}}
    A[i] = A[i] *   frobnication_factor;
#pragma endscop
}
// CHECK-NEXT: {{^}}    A[i] = A[i] *   frobnication_factor;{{$}}
// CHECK-NEXT: {{^}}                    ^{{$}}
