// 'switch' inside a '#pragma scop' region is an error located at the
// 'switch', with the source line and a caret (exit status 1).
// RUN: not %tilec --emit=ir %s 2>&1 | FileCheck %s --strict-whitespace

void mark(int n, double *A) {
#pragma scop
  for (int i = 0; i < n; i++) {
    // CHECK: {{^}}{{.*}}scop-switch.c:[[@LINE+1]]:5: error: 'switch' is not supported in a transformed region{{$}}
    switch (i % 3) {
    case 0: A[i] = 1; break;
    default: A[i] = 2;
    }
  }
#pragma endscop
}
// CHECK-NEXT: {{^}}    switch (i % 3) {{[{]}}{{$}}
// CHECK-NEXT: {{^}}    ^{{$}}
