// The lecture's matmul exactly as printed on the slide, with 'width' for
// 'Width', given to tilec as it is (no pragmas, no --function): the
// program does not compile, so tilec reports the undeclared identifier as
// an error with a suggestion (exit status 1) instead of quietly leaving
// the function as host code.  By default the system compiler's syntax
// check reports it first, in its own words; without that check tilec's
// own message says the same.
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --emit=c %s -o %t.c 2>&1 | FileCheck %s --check-prefix=CC
// RUN: not test -e %t.c
// RUN: not %tilec --no-syntax-check --emit=ir %s 2>&1 | FileCheck %s --strict-whitespace
// RUN: not %tilec --no-syntax-check --emit=c %s -o %t.c 2>&1 | FileCheck %s --strict-whitespace
// CC: did-you-mean-auto.c:{{[0-9]+}}:{{[0-9]+}}: error: {{.*}}width{{.*}} undeclared
// CC: tilec: note: 'cc -fsyntax-only' rejects '{{.*}}did-you-mean-auto.c'; tilec translates valid C only (--no-syntax-check skips this check)

// Matrix multiplication on the (CPU) host in double precision
void MatrixMulOnHost(float* M, float* N, float* P, int Width)
{
  for (int i = 0; i < Width; ++i)
    for (int j = 0; j < Width; ++j) {
      double sum = 0;
      for (int k = 0; k < Width; ++k) {
        // CHECK: {{^}}{{.*}}did-you-mean-auto.c:[[@LINE+1]]:26: error: use of undeclared identifier 'width'; did you mean 'Width'?{{$}}
        double a = M[i * width + k];
        // CHECK-NEXT: {{^}}        double a = M[i * width + k];{{$}}
        // CHECK-NEXT: {{^}}                         ^{{$}}
        double b = N[k * width + j];
        sum += a * b;
      }
      P[i * Width + j] = sum;
    }
}
