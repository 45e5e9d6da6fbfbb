// A statement with a 20,000-term expression, and a loop bound with 20,000
// terms, are handled in a few seconds: the IR keeps every term (the bound
// folds to 20000 * n) and --emit=c writes a program that compiles.
// RUN: python3 -c "print('void sum(int n, double *A, double *B) {'); print('  for (int i = 0; i < n; i++)'); print('    A[i] = ' + ' + '.join('B[i] * {0}.0'.format(k) for k in range(20000)) + ';'); print('}')" > %t.c
// RUN: python3 %S/../Inputs/expect-status.py --timeout 60 0 %tilec --emit=ir %t.c | FileCheck %s
// RUN: python3 %S/../Inputs/expect-status.py --timeout 60 0 %tilec --emit=c %t.c -o %t.out.c
// RUN: %cc -fsyntax-only %t.out.c
// RUN: python3 -c "print('void fill(int n, double *A) {'); print('  for (int i = 0; i < ' + ' + '.join(['n'] * 20000) + '; i++)'); print('    A[i] = 0;'); print('}')" > %t2.c
// RUN: python3 %S/../Inputs/expect-status.py --timeout 60 0 %tilec --emit=ir %t2.c | FileCheck %s --check-prefix=BOUND

// CHECK-LABEL: region 0 'sum'
// CHECK: S0: A[i] = B[i] * 0.0 + B[i] * 1.0 + {{.*}} + B[i] * 19998.0 + B[i] * 19999.0;

// BOUND-LABEL: region 0 'fill'
// BOUND: for (int i = 0; i <= 20000 * n - 1; i += 1) {
