// Sweeps whose iterations pass an element on to the next
// (Inputs/recurrences.c) on the OpenCL device, one thread per row: the
// elements passed on in registers (rotate), the reads of arrays a sweep
// does not store batched eight iterations at a time (batch), with the
// last partial group as it was.  They match the CPU at N = 1, 2, 3
// (shorter than a group), 9 and 17 (one or two groups and a remainder),
// 64 and 100; every region ran its kernels.
// RUN: %opencl-compare -o %t --expect-regions transformed,transformed \
// RUN:   -r 1 -r 2 -r 3 -r 9 -r 17 -r 64 -r 100 %S/../Inputs/recurrences.c | FileCheck %s
// CHECK-COUNT-7: ok: run {{[0-9]+}} {{.*}}: 2 kernels, 2 launched; 2 region runs: 2 transformed; ok: 4 arrays
