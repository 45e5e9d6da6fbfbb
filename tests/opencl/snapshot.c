// Reads from a copy taken before the nest (Inputs/snapshot.c) on the
// OpenCL device: trmm through pointers, every row at once from the copy
// of the rows below it, matches the CPU at N = 1, 2, a prime and 24
// (M = N + 2), as do the nests without a copy.  The kernels ran in every
// region (the prefix sum's as one kernel of one block).
// RUN: %opencl-compare -o %t --expect-regions transformed,transformed,transformed \
// RUN:   -r 1 -r 2 -r 7 -r 24 %S/../Inputs/snapshot.c | FileCheck %s
// CHECK-COUNT-4: ok: run {{[0-9]+}} {{.*}}: 4 kernels, {{[0-9]+}} launched; 3 region runs: 3 transformed
