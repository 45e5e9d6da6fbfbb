// Without pragmas or --function, every function other than main whose
// body has a for loop nest is a region, from its first to its last
// top-level for statement (the declaration before and the return after
// stay host code); main is left alone unless named with --function, and
// a remark says so.
// RUN: %tilec --emit=ir --remarks %s 2>&1 | FileCheck %s
// RUN: %tilec --emit=ir --function=main %s | FileCheck %s --check-prefix=MAIN

#include <stdio.h>

double work(int n, double *A) {
  double s = 0;
  for (int i = 0; i < n; i++)
    A[i] = i;
  for (int i = 0; i < n; i++)
    s += A[i];
  return s;
}

int main(void) {
  double A[4];
  for (int i = 0; i < 4; i++)
    A[i] = 0;
  printf("%g\n", work(4, A));
  return 0;
}

// CHECK:      regions-default-skips-main.c:22:3: remark: the loop nests of 'main' are not transformed unless named: --function=main takes them
// CHECK:      regions-default-skips-main.c:13:3: remark: region 0: loop nest of function 'work' (lines 13-16)
// CHECK-NOT:  'main'
// CHECK-LABEL: region 0 'work' (function, {{.*}}regions-default-skips-main.c:13-16)
// CHECK-NOT:  region 1

// MAIN-LABEL: region 0 'main' (function, {{.*}}regions-default-skips-main.c:22-23)
// MAIN-NOT:   'work'
