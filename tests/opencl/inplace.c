// Scalars kept in place (Inputs/inplace.c) on the OpenCL device: ludcmp's
// factorisation and forward substitution, rescheduled as lu after w went
// into A and y, match the CPU at N = 1, 2, a prime and 24 (72 launches
// over the shrinking triangle), and so do the regions whose scalars stay;
// at N = 0 nothing is launched and the regions still run transformed.  The transformed code ran in every region that has
// kernels ('self' and 'last' have none: the first is sequential, the
// second leaves its scalar for after the region).
// RUN: %opencl-compare -o %t --expect-regions transformed,transformed,unchanged,transformed,unchanged \
// RUN:   -r 1 -r 2 -r 7 -r 24 %S/../Inputs/inplace.c | FileCheck %s
// RUN: %opencl-compare -o %t.0 --expect-regions transformed,transformed,unchanged,transformed,unchanged -r 0 %S/../Inputs/inplace.c | FileCheck %s --check-prefix=ZERO
// CHECK-COUNT-4: ok: run {{[0-9]+}} {{.*}}: {{[0-9]+}} kernels, {{[0-9]+}} launched; 5 region runs: 3 transformed, 2 unchanged; ok: 8 arrays
// ZERO: ok: run 1 {{.*}}
