// Loop bounds must be affine in the enclosing iterators and the parameters:
// a product of variables, an array element or a '!=' test is an error at
// the test, saying what is wrong with it (exit status 1).
// RUN: not %tilec --emit=ir %s 2>&1 | FileCheck %s --strict-whitespace

void tri(int n, double *A, const int *len) {
#pragma scop
  for (int i = 0; i < n; i++) {
    // CHECK: {{^}}{{.*}}nonaffine-loop-bound.c:[[@LINE+1]]:21: error: loop bound is not affine: 'j < i * i' (a product of variables){{$}}
    for (int j = 0; j < i * i; j++)
      A[j] += 1;
    // CHECK-NEXT: {{^}}    for (int j = 0; j < i * i; j++){{$}}
    // CHECK-NEXT: {{^}}                    ^{{$}}
    // CHECK: {{^}}{{.*}}nonaffine-loop-bound.c:[[@LINE+1]]:21: error: loop bound is not affine: 'k < len[i]' (it reads an array element){{$}}
    for (int k = 0; k < len[i]; k++)
      A[k] += 2;
    // CHECK: {{^}}{{.*}}nonaffine-loop-bound.c:[[@LINE+1]]:21: error: loop test 'l != n' is not supported; use <, <=, > or >= with the iterator{{$}}
    for (int l = 0; l != n; l++)
      A[l] += 3;
  }
#pragma endscop
}
