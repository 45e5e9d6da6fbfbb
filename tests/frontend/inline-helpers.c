// Calls to functions of this file whose body is one 'return' over their
// parameters are inlined: each parameter becomes its argument, converted
// to the parameter's type, and the result is converted to the return type
// (program in Inputs/inline-helpers.c).  Helpers that read anything else,
// or have other statements, keep the function on the host with a located
// reason (an error in a scop).
// RUN: %tilec --emit=ir %S/../Inputs/inline-helpers.c | FileCheck %s
// RUN: not %tilec --emit=c %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REFUSED
// CHECK:      S0: out[i] = x[i] * x[i] + y[i] * y[i] - (x[i] - 1) * (x[i] - 1);
// CHECK-NEXT: S1: score[i] = ((seq[i] + seq[n - 1 - i] == 3 ? 1 : 0) >= (int)d[i] / 2 ? seq[i] + seq[n - 1 - i] == 3 ? 1 : 0 : (int)d[i] / 2) + (int)(d[i] * 3) / 2;

double scale_factor = 2;
static double scaled(double v) { return v * scale_factor; }
static double twice(double v) {
  double w = v;
  return w + w;
}
static double first(const double *p) { return p[0]; }

void refused(int n, double *a) {
#pragma scop
  for (int i = 0; i < n; i++) {
    a[i] = scaled(a[i]);
    a[i] = twice(a[i]);
    a[i] = first(a);
  }
#pragma endscop
}
// REFUSED: inline-helpers.c:13:45: error: 'scaled' reads 'scale_factor', which is not one of its parameters; only functions that read nothing but their parameters are inlined into a transformed region
// REFUSED: inline-helpers.c:24:12: error: call to 'twice': only functions whose body is one 'return' of an expression are inlined into a transformed region
// REFUSED: inline-helpers.c:18:47: error: 'first' reads an array; only functions that read nothing but their parameters are inlined into a transformed region
