// Pointer arithmetic in a '#pragma scop' region, read through *(A + i) or
// written through *(B + i), is an error at the dereference (exit status 1).
// RUN: not %tilec --emit=ir %s 2>&1 | FileCheck %s --strict-whitespace

void copy(int n, double *A, double *B) {
#pragma scop
  for (int i = 0; i < n; i++) {
    // CHECK: {{^}}{{.*}}pointer-arithmetic.c:[[@LINE+1]]:12: error: pointer arithmetic is not supported in a transformed region; use array subscripts{{$}}
    B[i] = *(A + i) * 2;
    // CHECK-NEXT: {{^}}    B[i] = *(A + i) * 2;{{$}}
    // CHECK-NEXT: {{^}}           ^{{$}}
    // CHECK: {{^}}{{.*}}pointer-arithmetic.c:[[@LINE+1]]:5: error: pointer arithmetic is not supported in a transformed region; use array subscripts{{$}}
    *(B + i) += 1;
    // CHECK-NEXT: {{^}}    *(B + i) += 1;{{$}}
    // CHECK-NEXT: {{^}}    ^{{$}}
  }
#pragma endscop
}
