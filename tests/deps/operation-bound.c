// The dependence analysis stops after a bounded number of isl operations:
// a time loop around a statement with 3,000 different reads of the array
// the next statement writes needs far more (about 15 s of isl), so the
// region is left as written (but for the TILEC_PROFILE report), with a
// remark saying why, and --emit=deps proves nothing parallel there.
// RUN: python3 -c "print('void f(int n, double *a, double *b) {'); print('  for (int t = 0; t < n; t++)'); print('    for (int i = 0; i < n; i++) {'); print('      b[i] = ' + ' + '.join('a[i + {0}]'.format(k) for k in range(3000)) + ';'); print('      a[i] = b[i];'); print('    }'); print('}')" > %t.c
// RUN: python3 %S/../Inputs/expect-status.py --timeout 60 0 %tilec --emit=c --remarks %t.c -o %t.out.c 2>&1 | FileCheck %s
// RUN: python3 %S/../frontend/Inputs/strip-profile.py %t.out.c > %t.stripped.c
// RUN: cmp %t.c %t.stripped.c
// RUN: python3 %S/../Inputs/expect-status.py --timeout 60 0 %tilec --emit=deps --assume-no-alias %t.c | FileCheck %s --check-prefix=DEPS

// CHECK: remark: the dependence analysis of region 0 gave up after more than 2000000 isl operations: nothing is proved parallel and no loop is transformed
// CHECK: remark: not tiling: the dependence analysis of region 0 gave up after more than 2000000 isl operations

// DEPS-LABEL: region 0 'f'
// DEPS: dependences: 0
// DEPS: 't' (line 2): sequential: not analysed
// DEPS: 'i' (line 3): sequential: not analysed
