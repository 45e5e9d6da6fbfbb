// Writing a loop iterator inside its loop, directly or through a compound
// assignment in an inner loop, is an error at the assignment (exit status
// 1).
// RUN: not %tilec --emit=ir %s 2>&1 | FileCheck %s --strict-whitespace

void skip(int n, double *A) {
#pragma scop
  for (int i = 0; i < n; i++) {
    A[i] = 0;
    // CHECK: {{^}}{{.*}}iterator-modified.c:[[@LINE+1]]:5: error: loop iterator 'i' is modified in the loop body{{$}}
    i = i + 1;
    // CHECK-NEXT: {{^}}    i = i + 1;{{$}}
    // CHECK-NEXT: {{^}}    ^{{$}}
    for (int j = 0; j < n; j++) {
      // CHECK: {{^}}{{.*}}iterator-modified.c:[[@LINE+1]]:18: error: loop iterator 'j' is modified in the loop body{{$}}
      A[j] += 1; j += 2;
    }
  }
#pragma endscop
}
