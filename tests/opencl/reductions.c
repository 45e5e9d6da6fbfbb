// Reductions as GPU kernels (Inputs/reductions.c) on the OpenCL device: a
// norm the host reads between kernels, a dot product returned after the
// region, a sum into an array element, a product and an integer count
// match the CPU at N = 0 (no iteration: the identity), 1, a prime, 1000
// and 300007 (several iterations per thread of the first kernel), within
// rounding of the reordered sums.  The kernels ran in every region; the
// rows' loop runs as one kernel of one block up to N = 16384 (its launch
// too where the sums are empty), else as its launches.
// RUN: %opencl-compare -o %t --expect-regions transformed,transformed,transformed,transformed \
// RUN:   -r 0 -r 1 -r 29 -r 1000 -r 300007 %S/../Inputs/reductions.c | FileCheck %s
// CHECK: ok: run 1 (arguments: 0): 13 kernels, 5 launched; 4 region runs: 4 transformed; ok: 7 arrays
// CHECK-COUNT-3: ok: run {{[0-9]+}} {{.*}}: 13 kernels, 23 launched; 4 region runs: 4 transformed; ok: 7 arrays
// CHECK: ok: run 5 (arguments: 300007): 13 kernels, 28 launched; 4 region runs: 4 transformed; ok: 7 arrays
