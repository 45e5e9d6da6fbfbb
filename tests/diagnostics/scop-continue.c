// 'continue' inside a '#pragma scop' region is an error located at the
// 'continue', with the source line and a caret (exit status 1).
// RUN: not %tilec --emit=ir %s 2>&1 | FileCheck %s --strict-whitespace

void clear(int n, double *A) {
#pragma scop
  for (int i = 0; i < n; i++) {
    // CHECK: {{^}}{{.*}}scop-continue.c:[[@LINE+1]]:16: error: 'continue' is not supported in a transformed region{{$}}
    if (i < 2) continue;
    A[i] = 0;
  }
#pragma endscop
}
// CHECK-NEXT: {{^}}    if (i < 2) continue;{{$}}
// CHECK-NEXT: {{^}}               ^{{$}}
