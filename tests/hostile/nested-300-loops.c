// 300 perfectly nested loops: the IR comes out at once, and --emit=c (the
// automatic pipeline, which asks the dependence analysis about the band)
// finishes within a minute with a program that compiles; it may leave the
// nest untiled, but it must not take hours.
// RUN: python3 -c "n = 300; print('void deep(int n, double *A) {'); [print('for (int i{0} = 0; i{0} < n; i{0}++)'.format(k)) for k in range(n)]; print('A[i{0}] += 1;'.format(n - 1)); print('}')" > %t.c
// RUN: python3 %S/../Inputs/expect-status.py --timeout 60 0 %tilec --emit=ir %t.c | FileCheck %s --check-prefix=IR
// RUN: python3 %S/../Inputs/expect-status.py --timeout 60 0 %tilec --emit=c %t.c -o %t.out.c
// RUN: FileCheck %s --check-prefix=C < %t.out.c
// RUN: %cc -fsyntax-only %t.out.c

// IR-LABEL: region 0 'deep'
// IR:       for (int i0 = 0; i0 <= n - 1; i0 += 1) {
// IR:       for (int i299 = 0; i299 <= n - 1; i299 += 1) {
// IR-NEXT:    S0: A[i299] += 1;

// C: A[i299] += 1;
