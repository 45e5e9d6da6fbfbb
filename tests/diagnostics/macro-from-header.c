// A rejected construct that comes from a macro defined in a header is
// reported where the macro is used in the main file, with that line and a
// caret under the macro name (exit status 1).
// RUN: not %tilec --emit=ir %s 2>&1 | FileCheck %s --strict-whitespace

#include <stdio.h>
#include "Inputs/macros.h"

void show(int n, double *A) {
#pragma scop
  for (int i = 0; i < n; i++) {
    A[i] = 1;
    // CHECK: {{^}}{{.*}}macro-from-header.c:[[@LINE+1]]:13: error: call to 'printf' may have side effects; only pure math functions are supported in a transformed region{{$}}
    A[i] += PRINT_INDEX(i);
    // CHECK-NEXT: {{^}}    A[i] += PRINT_INDEX(i);{{$}}
    // CHECK-NEXT: {{^}}            ^{{$}}
  }
  for (int j = 0; j < N_BOUND(n); j++) {
    A[j] = 2;
    // CHECK: {{^}}{{.*}}macro-from-header.c:[[@LINE+1]]:5: error: loop iterator 'j' is modified in the loop body{{$}}
    ADVANCE(j);
    // CHECK-NEXT: {{^}}    ADVANCE(j);{{$}}
    // CHECK-NEXT: {{^}}    ^{{$}}
  }
#pragma endscop
}
