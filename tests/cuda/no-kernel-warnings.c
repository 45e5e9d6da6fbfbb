// A region that gets no GPU kernel is a warning with its reason, at the
// place the reason lies (exit status 0; the region stays host code), on
// --emit=cuda and --emit=opencl alike; a file without any kernel gets a
// warning of its own.  Without --remarks nothing else is printed.
// RUN: %tilec %s -o %t.cu 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: %tilec --emit=opencl %s -o %t.opencl.c 2> %t.ocl.err
// RUN: FileCheck %s < %t.ocl.err
// RUN: %tilec --no-transform %s -o %t.nt.cu 2>&1 | FileCheck %s --check-prefix=NOTRANSFORM
// RUN: %tilec %S/Inputs/only-main.c -o %t.main.cu 2>&1 | FileCheck %s --check-prefix=NOREGION
// RUN: %tilec %S/Inputs/sweep.c -o %t.sweep.cu 2>&1 | FileCheck %s --allow-empty --check-prefix=MAPPED

// CHECK-NOT: remark:
void prefix(int n, double *restrict a) {
#pragma scop
  // CHECK: no-kernel-warnings.c:[[@LINE-1]]:1: warning: region in 'prefix' gets no GPU kernel: no loop in it is parallel
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] + a[i];
#pragma endscop
}

void total(int n, double *restrict a, double *restrict out) {
  double s;
#pragma scop
  s = a[0];
  // CHECK: no-kernel-warnings.c:[[@LINE-1]]:3: warning: region in 'total' gets no GPU kernel: the scalar 's' is set outside a loop nest from an element of 'a', which the region writes
  // CHECK-NEXT: {{^}}  s = a[0];
  // CHECK-NEXT: {{^}}  ^
  for (int i = 0; i < n; i++)
    a[i] = s * out[i];
#pragma endscop
}

void sum(int n, double *restrict a, double *restrict out) {
  double s = 0;
#pragma scop
  for (int i = 0; i < n; i++)
    out[i] = 2 * a[i];
  for (int i = 0; i < n; i++)
    // CHECK: no-kernel-warnings.c:[[@LINE-1]]:3: warning: region in 'sum' gets no GPU kernel: a sequential nest writes the scalar 's' declared outside it
    s = s * 0.5 + a[i];
#pragma endscop
  *out = s;
}

static double xs[64], rs[64];

/* A recurrence: a host loop over k launches kernels over the i below it,
 * n launches of O(n) work, and it cannot become one kernel of one block,
 * since the scalar it carries is read after the region. */
double solve(int n) {
  double t = 0;
#pragma scop
  // CHECK: no-kernel-warnings.c:[[@LINE-1]]:1: warning: region in 'solve' gets no GPU kernel: each launch of its kernels does work at most linear in the problem size, and loop 'k' (line [[@LINE+1]]) launches 'solve_kernel{{[0-9]}}' as many times as the problem is large: the launches would cost more than the CPU's loops, and it cannot run as one kernel of one block: the scalar 't' it sets may be read after the region
  for (int k = 1; k < n; k++) {
    t = t * 0.5 + rs[k];
    for (int i = 0; i < k; i++)
      xs[i] += t * rs[k - i - 1];
  }
#pragma endscop
  return t;
}

// CHECK: no-kernel-warnings.c: warning: no GPU kernel generated: no region could be mapped; the output runs entirely on the host
// CHECK-NOT: warning

// NOTRANSFORM: warning: region in 'prefix' gets no GPU kernel: --no-transform applies no step, map-gpu included
// NOTRANSFORM: warning: region in 'total' gets no GPU kernel: --no-transform applies no step, map-gpu included
// NOTRANSFORM: warning: region in 'sum' gets no GPU kernel: --no-transform applies no step, map-gpu included
// NOTRANSFORM: warning: region in 'solve' gets no GPU kernel: --no-transform applies no step, map-gpu included
// NOTRANSFORM: warning: no GPU kernel generated

// NOREGION: only-main.c: warning: no GPU kernel generated: no region to map (mark loop nests with '#pragma scop' or name functions with --function=NAME; --remarks says why functions were skipped); the output runs entirely on the host

// MAPPED-NOT: warning
