// Scalars kept in place (Inputs/inplace.c) give a .cu that nvcc builds
// with warnings as errors: ludcmp's factorisation runs as lu's kernels
// over the elements of A (no w in them: one thread per element of the
// column, then one per element of the trailing block), the forward
// substitution as one kernel of one block, its threads over y.
// REQUIRES: nvcc
// RUN: %tilec --emit=cuda %S/../Inputs/inplace.c -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc -arch=sm_90 -Werror all-warnings -I%S/../Inputs %t.cu -o %t
// CHECK:      __global__ void factor_kernel0(double *__restrict__ A, int c, int n)
// CHECK:        A[i * n + c] = A[i * n + c] / A[c * n + c];
// CHECK:      __global__ void factor_kernel1(double *__restrict__ A, int n, int c)
// CHECK:          A[i * n + j] -= A[i * n + c] * A[c * n + j];
// CHECK:      __global__ void factor_kernel2(double *__restrict__ y, const double *__restrict__ b, int n)
// CHECK:        y[i] = b[i];
// CHECK:      __global__ void __launch_bounds__(1024) factor_kernel3(double *__restrict__ y, const double *__restrict__ A, int n)
// CHECK:        y[i2] -= A[i2 * n + j] * y[j];
