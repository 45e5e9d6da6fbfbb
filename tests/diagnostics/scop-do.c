// 'do' ... 'while' inside a '#pragma scop' region is an error located at
// the 'do', with the source line and a caret (exit status 1).
// RUN: not %tilec --emit=ir %s 2>&1 | FileCheck %s --strict-whitespace

void halve(int n, double *A) {
#pragma scop
  for (int i = 0; i < n; i++) {
    // CHECK: {{^}}{{.*}}scop-do.c:[[@LINE+1]]:5: error: 'do' loops are not supported in a transformed region{{$}}
    do { A[i] /= 2; } while (A[i] > 1);
  }
#pragma endscop
}
// CHECK-NEXT: {{^}}    do { A[i] /= 2; } while (A[i] > 1);{{$}}
// CHECK-NEXT: {{^}}    ^{{$}}
