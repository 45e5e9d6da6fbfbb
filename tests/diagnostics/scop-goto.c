// 'goto' inside a '#pragma scop' region is an error located at the 'goto',
// with the source line and a caret (exit status 1).
// RUN: not %tilec --emit=ir %s 2>&1 | FileCheck %s --strict-whitespace

void clear(int n, double *A) {
#pragma scop
  for (int i = 0; i < n; i++) {
    A[i] = 0;
    // CHECK: {{^}}{{.*}}scop-goto.c:[[@LINE+1]]:19: error: 'goto' is not supported in a transformed region{{$}}
    if (i > 10)   goto done;
  }
#pragma endscop
done:;
}
// CHECK-NEXT: {{^}}    if (i > 10)   goto done;{{$}}
// CHECK-NEXT: {{^}}                  ^{{$}}
