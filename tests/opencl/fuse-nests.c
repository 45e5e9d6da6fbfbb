// Fused nests (Inputs/fuse-nests.c) on the OpenCL device: gemm's scaling
// and product as one kernel, the sum into a register set to 0, the nests
// kept apart, match the CPU at N = 1, 2, a prime and 64 (tiles of 64 with
// borders).  The kernels ran in every region.
// RUN: %opencl-compare -o %t --expect-regions transformed,transformed,transformed,transformed \
// RUN:   -r 1 -r 2 -r 37 -r 64 %S/../Inputs/fuse-nests.c | FileCheck %s
// CHECK-COUNT-4: ok: run {{[0-9]+}} {{.*}}: 6 kernels, {{[0-9]+}} launched; 4 region runs: 4 transformed; ok: 5 arrays
