// A statement that adds the same element 20,000 times (a[i] + a[i] + ...)
// translates in well under a second: the dependence analysis models the
// repeated reference once and leaves arrays the region never writes out of
// its isl problems (it took 20 s on --emit=cuda).  The limit of 20 s catches
// that quadratic behaviour, also under the sanitizers.
// RUN: python3 -c "print('void f(int n, double *a, double *b) {'); print('  for (int i = 0; i < n; i++)'); print('    b[i] = ' + ' + '.join(['a[i]'] * 20000) + ';'); print('}')" > %t.c
// RUN: python3 %S/../Inputs/expect-status.py --timeout 20 0 %tilec --emit=c %t.c -o %t.out.c
// RUN: %cc -fsyntax-only %t.out.c
// RUN: python3 %S/../Inputs/expect-status.py --timeout 20 0 %tilec --emit=cuda %t.c -o %t.cu
// RUN: FileCheck %s < %t.cu
// A statement that both reads and writes the array: 20,000 copies of one
// reference are still one.
// RUN: python3 -c "print('void g(int n, double *a) {'); print('  for (int i = 0; i < n; i++)'); print('    a[i] = ' + ' + '.join(['a[i]'] * 20000) + ';'); print('}')" > %t2.c
// RUN: python3 %S/../Inputs/expect-status.py --timeout 20 0 %tilec --emit=deps %t2.c | FileCheck %s --check-prefix=DEPS

// CHECK: __global__ void f_kernel0(

// DEPS-LABEL: region 0 'g'
// DEPS: dependences: 0
// DEPS: 'i' (line 2): parallel
