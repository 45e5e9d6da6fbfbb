// An unsigned subscript is proved in range where its statement runs: with
// every loop around it, used by the subscript or not.  A[2 * n + 0u]
// inside 'i < n' has n >= 1, so 2 * n + 0u does not wrap around; outside
// any loop the same subscript may (n may be negative), and the scop is
// refused with the value that shows it.
// RUN: %tilec --emit=c %s -o %t.c 2>&1 | FileCheck %s --allow-empty --check-prefix=INSIDE
// RUN: not %tilec --emit=c -DOUTSIDE %s -o %t.out.c 2>&1 | FileCheck %s --check-prefix=OUTSIDE
// INSIDE-NOT: error
// OUTSIDE: unsigned-loop-context.c:[[@LINE+6]]:{{[0-9]+}}: error: unsigned arithmetic in '2 * n' may wrap around (for n = {{-[0-9]+}})
void f(int n, double *A, double *B) {
#pragma scop
  for (int i = 0; i < n; ++i)
    B[i] = A[2 * n + 0u];
#ifdef OUTSIDE
  B[0] = A[2 * n + 0u];
#endif
#pragma endscop
}
