// Where unsigned arithmetic in a loop nest may wrap around, the affine
// view of it would be wrong, so the nest stays as written and the message
// names the expression and values for which it wraps: a bound n - 1 with
// n = 0, 'i >= 0' (always true), 'i <= n' with n = UINT_MAX, an int bound
// converted to unsigned, a subscript i - 1 with i = 0.  Automatically
// chosen functions stay host code (a remark, exit 0); in a scop it is an
// error (exit 1).
// RUN: %tilec --emit=c --remarks %s -o %t.c 2>&1 | FileCheck %s --check-prefix=AUTO
// RUN: not %tilec --emit=c -DSCOP %s -o %t2.c 2>&1 | FileCheck %s --check-prefix=SCOP
// RUN: not test -e %t2.c

void bound(unsigned n, float *A) {
  // AUTO: unsigned-wrap.c:[[@LINE+1]]:30: remark: function 'bound' left as host code: unsigned arithmetic in 'n - 1' may wrap around (for n = 0); the region's affine view of it would not be exact
  for (unsigned i = 0; i < n - 1; i++)
    A[i] = 0;
}

void always(unsigned n, float *A) {
  // AUTO: unsigned-wrap.c:[[@LINE+1]]:3: remark: function 'always' left as host code: the unsigned iterator 'i' may wrap around when stepped past its last value (for n = 0); the region's affine view of it would not be exact
  for (unsigned i = n; i >= 0; i--)
    A[i] = 0;
}

void inclusive(unsigned n, float *A) {
  // AUTO: unsigned-wrap.c:[[@LINE+1]]:3: remark: function 'inclusive' left as host code: the unsigned iterator 'i' may wrap around when stepped past its last value (for n = 4294967295); the region's affine view of it would not be exact
  for (unsigned i = 0; i <= n; i++)
    A[i] = 0;
}

void mixed(int m, float *A) {
  // AUTO: unsigned-wrap.c:[[@LINE+1]]:28: remark: function 'mixed' left as host code: 'm' is converted to unsigned int here and may be negative (for m = -2147483648); the region's affine view of it would not be exact
  for (unsigned i = 0; i < m; i++)
    A[i] = 0;
}

void subscript(unsigned n, float *A, const float *B) {
  for (unsigned i = 0; i < n; i++)
    // AUTO: unsigned-wrap.c:[[@LINE+1]]:16: remark: function 'subscript' left as host code: unsigned arithmetic in 'i - 1' may wrap around (for n = 1); the region's affine view of it would not be exact
    A[i] = B[i - 1];
}

#ifdef SCOP
void scop(unsigned n, float *A) {
#pragma scop
  // SCOP: unsigned-wrap.c:[[@LINE+3]]:30: error: unsigned arithmetic in 'n - 2' may wrap around (for n = 0); the region's affine view of it would not be exact
  // SCOP-NEXT: {{^}}  for (unsigned i = 0; i < n - 2; i++){{$}}
  // SCOP-NEXT: {{^}}                             ^{{$}}
  for (unsigned i = 0; i < n - 2; i++)
    A[i] = 0;
#pragma endscop
}
#endif
