// A sum nested 30,000 parentheses deep, (a[i] + (a[i] + (...))), parses
// without overflowing the stack and translates in well under a second on
// both targets (20,000 deep took 20 s on --emit=cuda).
// RUN: python3 -c "print('void f(int n, double *a, double *b) {'); print('  for (int i = 0; i < n; i++)'); print('    b[i] = ' + '(a[i] + ' * 30000 + 'a[i]' + ')' * 30000 + ';'); print('}')" > %t.c
// RUN: python3 %S/../Inputs/expect-status.py --timeout 20 0 %tilec --emit=c %t.c -o %t.out.c
// RUN: %cc -fsyntax-only %t.out.c
// RUN: python3 %S/../Inputs/expect-status.py --timeout 20 0 %tilec --emit=cuda %t.c -o %t.cu
// RUN: FileCheck %s < %t.cu

// CHECK: __global__ void f_kernel0(
