// Reads from a copy taken before the nest (Inputs/snapshot.c) on the
// OpenCL device: trmm through pointers, every row at once from the copy
// of the rows below it, matches the CPU at N = 1, 2, a prime and 24
// (M = N + 2), as do the nests without a copy.  The kernels ran in the
// regions that have them (the prefix sum stays on the host).
// RUN: %opencl-compare -o %t --expect-regions transformed,unchanged,transformed \
// RUN:   -r 1 -r 2 -r 7 -r 24 %S/../Inputs/snapshot.c | FileCheck %s
// CHECK-COUNT-4: ok: run {{[0-9]+}} {{.*}}: 3 kernels, {{[0-9]+}} launched; 3 region runs: 2 transformed
