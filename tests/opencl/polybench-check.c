// All 30 PolyBench/C 4.2.1 kernels as distributed (make polybench-check,
// tests/opencl/polybench-check.sh) translate with --emit=opencl, run on
// PoCL at MINI and SMALL with poisoned outputs and match the CPU programs'
// full-precision dumps; those with GPU code ran it (each region reported
// "transformed", kernels launched).  gramschmidt runs its norms as GPU
// reductions into R[k][k] (and is checked by its factorisation,
// tests/gpu/tools/check-qr.c); ludcmp runs as lu and two substitutions
// once its scalar w is kept in place (its substitutions, launch-bound,
// as one kernel of one block each); floyd-warshall as nine pieces of
// each step (index-set splitting); durbin and trisolv, whose loops would
// launch n times kernels of O(n) work, as one kernel of one block
// (persist); seidel-2d's wavefront in tiles (passes wavefront and sync-loop:
// 106 launches at SMALL instead of 508).  durbin's tolerance is 1e-7
// (tests/Inputs/polybench-dist.sh).
// REQUIRES: polybench-dist
// RUN: %S/polybench-check.sh -t %tilec -p %pbdist -j 1 -o %t | FileCheck %s
// CHECK:      | bicg           | MINI  | ok   | gpu  |       3 |        3 |
// CHECK:      | symm           | SMALL | ok   | gpu  |       1 |        1 |
// CHECK:      | durbin         | SMALL | ok   | gpu  |       2 |        2 | {{.*}} |  1e-7 |
// CHECK:      | gramschmidt    | SMALL | ok   | gpu  |       7 |      479 |
// CHECK:      | ludcmp         | SMALL | ok   | gpu  |       5 |      241 |
// CHECK:      | trisolv        | SMALL | ok   | gpu  |       2 |        2 |
// CHECK:      | deriche        | SMALL | ok   | gpu  |       6 |        6 |
// CHECK:      | floyd-warshall | SMALL | ok   | gpu  |       9 |     1610 |
// CHECK:      | nussinov       | SMALL | ok   | gpu  |       1 |      179 |
// CHECK:      | seidel-2d      | SMALL | ok   | gpu  |       1 |      106 |
// CHECK:      polybench-check: 30 of 30 correct at MINI,SMALL; 30 with GPU kernels, 0 on the host
