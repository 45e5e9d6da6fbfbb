// Joined loops (Inputs/join.c) on the OpenCL device: lu's two halves of a
// row as one kernel over the square, linked halves as two kernels, and
// halves whose first part may start past the split as two, match the CPU
// at N = 1, 2, 4, a prime and 64.  The kernels ran in every region.
// RUN: %opencl-compare -o %t --expect-regions transformed,transformed,transformed \
// RUN:   -r 1 -r 2 -r 4 -r 37 -r 64 %S/../Inputs/join.c | FileCheck %s
// CHECK-COUNT-5: ok: run {{[0-9]+}} {{.*}}: 5 kernels, {{[0-9]+}} launched; 3 region runs: 3 transformed; ok: 3 arrays
