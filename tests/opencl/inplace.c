// Scalars kept in place (Inputs/inplace.c) on the OpenCL device: ludcmp's
// factorisation and forward substitution, rescheduled as lu after w went
// into A and y (the substitution as one kernel of one block), match the
// CPU at N = 1, 2, a prime and 24, and so do the regions whose scalars
// stay; at N = 0 nothing is launched and the regions still run
// transformed.  The transformed code ran in every region that has kernels
// ('last' has none: it leaves its scalar for after the region; 'self',
// sequential, runs as one kernel of one block).
// RUN: %opencl-compare -o %t --expect-regions transformed,transformed,transformed,transformed,unchanged \
// RUN:   -r 1 -r 2 -r 7 -r 24 %S/../Inputs/inplace.c | FileCheck %s
// RUN: %opencl-compare -o %t.0 --expect-regions transformed,transformed,transformed,transformed,unchanged -r 0 %S/../Inputs/inplace.c | FileCheck %s --check-prefix=ZERO
// CHECK-COUNT-4: ok: run {{[0-9]+}} {{.*}}: {{[0-9]+}} kernels, {{[0-9]+}} launched; 5 region runs: 4 transformed, 1 unchanged; ok: 8 arrays
// ZERO: ok: run 1 {{.*}}
