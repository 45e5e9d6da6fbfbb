// An 'if' whose condition reads an array or calls a function guards the
// statements under it.  One assignment without else carries the condition
// itself ('if (A[i][j] < 0) A[i][j] = 0;'); otherwise the condition is
// evaluated once into an int local (cond<line>, and cond<line>_else for
// the else branch) that the statements test, so a store under the if
// cannot change what a later statement sees, through aliasing pointers
// either.  Guarded writes are may-writes for the dependence analysis.
// Program in Inputs/data-dependent-if.c; tests/exec, tests/opencl and
// tests/cuda run it.  A loop or a declaration under such an if is refused
// with a located reason.
// RUN: %tilec --emit=ir %S/../Inputs/data-dependent-if.c | FileCheck %s
// RUN: %tilec --emit=deps %S/../Inputs/data-dependent-if.c | FileCheck %s --check-prefix=DEPS
// RUN: %tilec --emit=ir %s | FileCheck %s --check-prefix=OWN
// RUN: not %tilec --emit=c -DLOOP %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REFUSED
// CHECK-LABEL: region 0 'branches'
// CHECK:      S0: int cond14 = c[i] > 0;
// CHECK-NEXT: S1: int cond14_else = !cond14;
// CHECK-NEXT: S2: if (cond14) a[i] = b[i] + c[i];
// CHECK-NEXT: S3: if (cond14) d[i] = 1;
// CHECK-NEXT: S4: if (cond14_else) a[i] = -c[i];
// CHECK-NEXT: S5: if (fabsf(a[i]) > 2.5f) b[i] = 0;
// CHECK-LABEL: region 1 'clamp'
// CHECK:      S0: if (A[i][j] < 0) A[i][j] = 0;
// CHECK-LABEL: region 2 'sums'
// CHECK:      S0: if (a[i] > 0) s += a[i];
// CHECK-NEXT: S1: int cond41 = idx[i] % 3 == 1;
// CHECK-NEXT: S2: if (cond41 && a[idx[i]] /* non-affine */ < 1) count += 1;
// DEPS-LABEL: region 0 'branches'
// DEPS:       flow S2 -> S5: a[i] -> a[i], distance (0), loop-independent (lines 15 -> 20)
// DEPS:       'i' (line 13): parallel
// DEPS-LABEL: region 1 'clamp'
// DEPS:       dependences: 0
// DEPS-LABEL: region 2 'sums'
// DEPS:       'i' (line 38): reduction on 's' (S0), 'count' (S2)


// The condition is read once: the first store cannot turn the second
// statement off, whether it writes 'a' or, without restrict, may.
void own_condition(int n, float *a, float *x, float *b, float *c) {
  for (int i = 0; i < n; i++) {
    if (a[i] > 0) {
      a[i] = 1;
      x[i] = a[i];
    }
    if (a[i] < 0) {
      b[i] = 0;
      c[i] = 1;
    } else if (a[i] < 2) {
      c[i] = 2;
    }
  }
}
// OWN-LABEL: region 0 'own_condition'
// OWN:      S0: int cond[[#L:]] = a[i] > 0;
// OWN-NEXT: S1: if (cond[[#L]]) a[i] = 1;
// OWN-NEXT: S2: if (cond[[#L]]) x[i] = a[i];
// OWN-NEXT: S3: int cond[[#M:]] = a[i] < 0;
// OWN-NEXT: S4: int cond[[#M]]_else = !cond[[#M]];
// OWN-NEXT: S5: if (cond[[#M]]) b[i] = 0;
// OWN-NEXT: S6: if (cond[[#M]]) c[i] = 1;
// OWN-NEXT: S7: if (cond[[#M]]_else && a[i] < 2) c[i] = 2;

#ifdef LOOP
void loop_in_guard(int n, float *restrict a, float (*restrict x)[8]) {
#pragma scop
  for (int i = 0; i < n; i++)
    if (a[i] > 0)
      for (int j = 0; j < 8; j++)
        x[i][j] = 0;
#pragma endscop
}
// REFUSED: data-dependent-if.c:[[@LINE-4]]:7: error: a loop under an 'if' whose condition is not affine ('a[i] > 0') is not supported in a transformed region
#endif
