// The lecture's matmul as printed on the slide, with 'width' for 'Width':
// in a transformed function (--function) the undeclared identifier is an
// error that suggests the declared name (exit status 1): tilec's own
// message, shown with the compiler's syntax check skipped.
// RUN: not %tilec --no-syntax-check --emit=ir --function=MatrixMulOnHost %s 2>&1 | FileCheck %s --strict-whitespace

// Matrix multiplication on the (CPU) host in double precision
void MatrixMulOnHost(float* M, float* N, float* P, int Width)
{
  for (int i = 0; i < Width; ++i)
    for (int j = 0; j < Width; ++j) {
      double sum = 0;
      for (int k = 0; k < Width; ++k) {
        // CHECK: {{^}}{{.*}}did-you-mean-scop.c:[[@LINE+1]]:26: error: use of undeclared identifier 'width'; did you mean 'Width'?{{$}}
        double a = M[i * width + k];
        // CHECK-NEXT: {{^}}        double a = M[i * width + k];{{$}}
        // CHECK-NEXT: {{^}}                         ^{{$}}
        double b = N[k * width + j];
        sum += a * b;
      }
      P[i * Width + j] = sum;
    }
}
