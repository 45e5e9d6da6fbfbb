// Expanded scratch arrays (Inputs/expand.c) on the OpenCL device:
// doitgen's batched product through a pointer sum and a scratch array at
// an offset, each as kernels over all iterations with the last copy back
// in the array, match the CPU (the scratch arrays included) at N = 0, 1,
// 2, a prime and 24.  The kernels ran in every region (at N = 0 only
// the rescheduled one over the m elements of u).
// RUN: %opencl-compare -o %t --expect-regions transformed,transformed,transformed,transformed,transformed \
// RUN:   -r 1 -r 2 -r 7 -r 24 %S/../Inputs/expand.c | FileCheck %s
// RUN: %opencl-compare -o %t.0 -r 0 %S/../Inputs/expand.c | FileCheck %s --check-prefix=ZERO
// CHECK-COUNT-4: ok: run {{[0-9]+}} {{.*}}: 9 kernels, {{[0-9]+}} launched; 5 region runs: 5 transformed; ok: 10 arrays
// ZERO: ok: run 1 {{.*}}: 9 kernels, 2 launched; 5 region runs: 5 transformed; ok: 5 arrays
