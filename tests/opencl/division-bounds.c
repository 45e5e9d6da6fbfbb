// Loop bounds that divide parameters by constants (Inputs/division-bounds.c)
// get kernels whose bounds are derived parameters, computed on the host
// before the launch and passed as kernel arguments; they match the CPU for
// N = -3, 0, 1, 2, 7, 13 and 64.
// RUN: %opencl-compare -o %t -r -3 -r 0 -r 1 -r 2 -r 7 -r 13 -r 64 %S/../Inputs/division-bounds.c | FileCheck %s
// RUN: %tilec --emit=opencl %S/../Inputs/division-bounds.c -o - | FileCheck --check-prefix=CODE %s
// CHECK-COUNT-7: ok: run {{[0-9]+}} {{.*}}: 2 kernels, {{[0-9]+}} launched; 2 region runs: 2 transformed; ok:
// CODE: "__kernel void halves_kernel0(__global float *X, __global const float *Y, int n_div_2)\n"
// CODE: const int n_div_2 = n / 2;
