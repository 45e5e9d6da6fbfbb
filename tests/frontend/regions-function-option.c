// --function=NAME selects that function's loop nest (and only the named
// functions, the option being repeatable); without it every function but
// main with a loop nest is a region.
// RUN: %tilec --emit=ir %s | FileCheck %s --check-prefix=ALL
// RUN: %tilec --emit=ir --function=second %s | FileCheck %s --check-prefix=ONE
// RUN: %tilec --emit=ir --function=third --function=first %s | FileCheck %s --check-prefix=TWO

void first(int n, double *A) {
  for (int i = 0; i < n; i++)
    A[i] = 1;
}

void second(int n, double *A) {
  for (int i = 0; i < n; i++)
    A[i] = 2;
}

void third(int n, double *A) {
  for (int i = 0; i < n; i++)
    A[i] = 3;
}

// ALL: region 0 'first'
// ALL: region 1 'second'
// ALL: region 2 'third'

// ONE-NOT: 'first'
// ONE:     region 0 'second'
// ONE:       S0: A[i] = 2;
// ONE-NOT: region

// TWO-NOT: 'second'
// TWO:     region 0 'first'
// TWO-NOT: 'second'
// TWO:     region 1 'third'
