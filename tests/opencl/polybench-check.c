// All 30 PolyBench/C 4.2.1 kernels as distributed (make polybench-check,
// tests/opencl/polybench-check.sh) translate with --emit=opencl, run on
// PoCL at MINI and SMALL with poisoned outputs and match the CPU programs'
// full-precision dumps; those with GPU code ran it (each region reported
// "transformed", kernels launched).  gramschmidt runs its norms as GPU
// reductions into R[k][k] (and is checked by its factorisation,
// tests/gpu/tools/check-qr.c); ludcmp runs as lu and two substitutions
// once its scalar w is kept in place; floyd-warshall as nine pieces of
// each step (index-set splitting); the summary counts the kernels that
// run on the host: durbin and trisolv would launch n times kernels of
// O(n) work, slower than the CPU's loops (map-gpu's launch-bound check).
// REQUIRES: polybench-dist
// RUN: %S/polybench-check.sh -t %tilec -p %pbdist -j 1 -o %t | FileCheck %s
// CHECK:      | bicg           | MINI  | ok   | gpu  |       3 |        3 |
// CHECK:      | symm           | SMALL | ok   | gpu  |       2 |        2 |
// CHECK:      | durbin         | SMALL | ok   | host |       0 |        0 |
// CHECK:      | gramschmidt    | SMALL | ok   | gpu  |       8 |      558 |
// CHECK:      | ludcmp         | SMALL | ok   | gpu  |       8 |      836 |
// CHECK:      | deriche        | SMALL | ok   | gpu  |       6 |        6 |
// CHECK:      | floyd-warshall | SMALL | ok   | gpu  |       9 |     1610 |
// CHECK:      | nussinov       | SMALL | ok   | gpu  |       1 |      179 |
// CHECK:      | seidel-2d      | SMALL | ok   | gpu  |       1 |      508 |
// CHECK:      polybench-check: 30 of 30 correct at MINI,SMALL; 28 with GPU kernels, 2 on the host (durbin trisolv)
