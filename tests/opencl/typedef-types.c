// Regions spelled with typedef'd types (Inputs/typedef-types.c) get one
// kernel each, with the types spelled out (OpenCL C does not see the
// program's typedefs), and match the CPU at N = 1, a prime and a
// non-multiple of the block.
// RUN: %opencl-compare -o %t -r 1 -r 13 -r 97 %S/../Inputs/typedef-types.c | FileCheck %s
// RUN: %tilec --emit=opencl %S/../Inputs/typedef-types.c -o - | FileCheck --check-prefix=CODE %s
// CHECK-COUNT-3: ok: run {{[0-9]+}} {{.*}}: 3 kernels, 3 launched; 3 region runs: 3 transformed; ok:
// CODE: "__kernel void scale_kernel0(__global const float *y, __global float *x, float alpha, int n)\n"
// CODE: void rows_kernel0(__global float *a, __global const float *b, long n, long a_first)\n"
// CODE: "__kernel void pairs_kernel0(__global int *match, __global const char *seq, int n)\n"
