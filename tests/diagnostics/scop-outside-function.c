// '#pragma scop' and '#pragma endscop' outside a function body are a
// warning and ignored (exit status 0): the regions are then chosen as if
// they were not there, here the loop nest of 'scale'.
// RUN: python3 %S/../Inputs/expect-status.py 0 %tilec --emit=c %s -o %t.c 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=OUT < %t.c
// RUN: %tilec --emit=ir %s 2>/dev/null | FileCheck %s --check-prefix=IR

#pragma scop
// CHECK: scop-outside-function.c:[[@LINE-1]]:1: warning: '#pragma scop' outside a function body is ignored
// CHECK-NEXT: {{^}}#pragma scop
// CHECK-NEXT: {{^}}^
double table[100];
#pragma endscop
// CHECK: scop-outside-function.c:[[@LINE-1]]:1: warning: '#pragma endscop' outside a function body is ignored
// CHECK-NOT: warning

void scale(int n, double *restrict x) {
  for (int i = 0; i < n; i++)
    x[i] = 2 * x[i];
}

// OUT: double table[100];
// IR: region 0 'scale'
