// Integer constants too large for any integer type (99999999999999999999999)
// are errors at the constant in a region (exit status 1); in host code
// (0x1ffffffffffffffffff in main) they are the compiler's business, which
// only warns, so tilec says nothing there.  Constants that fit but whose
// affine arithmetic would overflow (i * 2^62 + i * 2^62) make the
// subscript non-affine instead of wrapping around.
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --emit=ir %s 2>&1 | FileCheck %s --strict-whitespace
// RUN: python3 %S/../Inputs/expect-status.py 0 %tilec --emit=ir -DFITS %s 2>&1 | FileCheck %s --check-prefix=FITS

void big(long n, double *A) {
#pragma scop
  for (long i = 0; i < n; i++)
#ifdef FITS
    A[i * 4611686018427387904 + i * 4611686018427387904] = 9223372036854775807 + 1e999;
#else
    // CHECK: {{^}}{{.*}}integer-overflow.c:[[@LINE+1]]:12: error: integer constant is too large for its type{{$}}
    A[i] = 99999999999999999999999;
    // CHECK-NEXT: {{^}}    A[i] = 99999999999999999999999;{{$}}
    // CHECK-NEXT: {{^}}           ^{{$}}
#endif
#pragma endscop
}

int main(void) {
#ifndef FITS
  return 0x1ffffffffffffffffff == 0;
#else
  return 0;
#endif
}
// CHECK-NOT: error

// FITS: region 0 'big'
// FITS: S0: A[i * 4611686018427387904 + i * 4611686018427387904] /* non-affine */ = 9223372036854775807 + 1e999;
