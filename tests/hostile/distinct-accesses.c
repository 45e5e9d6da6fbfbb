// A statement with 20,000 different accesses a[i + k] translates in well
// under a second: the extent of 'a' comes from the largest offset per
// statement instead of a union of 20,000 sets, and the verifier finds each
// access by binary search (it took 90 s on --emit=c).  When the region also
// writes 'a', each array is solved in batches of references, so the
// analysis stays linear until its operation bound.  The limits catch the
// quadratic behaviour, also under the sanitizers.
// RUN: python3 -c "print('void f(int n, double *a, double *b) {'); print('  for (int i = 0; i < n; i++)'); print('    b[i] = ' + ' + '.join('a[i + {0}]'.format(k) for k in range(20000)) + ';'); print('}')" > %t.c
// RUN: python3 %S/../Inputs/expect-status.py --timeout 20 0 %tilec --emit=c --remarks %t.c -o %t.out.c 2>&1 | FileCheck %s
// RUN: %cc -fsyntax-only %t.out.c
// RUN: python3 %S/../Inputs/expect-status.py --timeout 20 0 %tilec --emit=cuda %t.c -o %t.cu
// RUN: python3 -c "print('void g(int n, double *a, double *b) {'); print('  for (int i = 0; i < n; i++) {'); print('    b[i] = ' + ' + '.join('a[i + {0}]'.format(k) for k in range(2000)) + ';'); print('    a[i] = b[i];'); print('  }'); print('}')" > %t2.c
// RUN: python3 %S/../Inputs/expect-status.py --timeout 30 0 %tilec --emit=cuda %t2.c -o %t2.cu

// CHECK: remark: loop 'i' is parallel
