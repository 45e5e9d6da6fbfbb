// --function=NAME naming no function of the file is an error (exit status
// 1) with a suggestion when a function has a close name.
// RUN: not %tilec --emit=ir --function=kernal %s 2>&1 | FileCheck %s --check-prefix=HINT
// RUN: not %tilec --emit=ir --function=frobnicate %s 2>&1 | FileCheck %s --check-prefix=NOHINT
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --emit=ir --function=kernal %s

void kernel(int n, double *A) {
  for (int i = 0; i < n; i++)
    A[i] = 0;
}

// HINT: tilec: error: no function named 'kernal'; did you mean 'kernel'?
// NOHINT: tilec: error: no function named 'frobnicate'
// NOHINT-NOT: did you mean
// NOHINT-NOT: region
