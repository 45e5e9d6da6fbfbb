// 'while' inside a '#pragma scop' region is an error located at the
// 'while', with the source line and a caret (exit status 1).
// RUN: not %tilec --emit=ir %s 2>&1 | FileCheck %s --strict-whitespace

void halve(int n, double *A) {
#pragma scop
  for (int i = 0; i < n; i++) {
    // CHECK: {{^}}{{.*}}scop-while.c:[[@LINE+1]]:5: error: 'while' loops are not supported in a transformed region{{$}}
    while (A[i] > 1) A[i] /= 2;
  }
#pragma endscop
}
// CHECK-NEXT: {{^}}    while (A[i] > 1) A[i] /= 2;{{$}}
// CHECK-NEXT: {{^}}    ^{{$}}
