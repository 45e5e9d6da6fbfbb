// All 30 PolyBench/C 4.2.1 kernels as distributed (make polybench-check,
// tests/opencl/polybench-check.sh) translate with --emit=opencl, run on
// PoCL at MINI and SMALL with poisoned outputs and match the CPU programs'
// full-precision dumps; those with GPU code ran it (each region reported
// "transformed", kernels launched).  gramschmidt runs its norms as GPU
// reductions (and is checked by its factorisation,
// tests/gpu/tools/check-qr.c); the summary counts the kernels that run
// on the host: ludcmp needs a scalar read from an array the kernels write
// between kernels; durbin, trisolv and floyd-warshall would launch n (n * n)
// times kernels of O(n) work, slower than the CPU's loops (map-gpu's
// launch-bound check).
// REQUIRES: polybench-dist
// RUN: %S/polybench-check.sh -t %tilec -p %pbdist -j 1 -o %t | FileCheck %s
// CHECK:      | bicg           | MINI  | ok   | gpu  |       3 |        3 |
// CHECK:      | symm           | SMALL | ok   | gpu  |       2 |        2 |
// CHECK:      | durbin         | SMALL | ok   | host |       0 |        0 |
// CHECK:      | gramschmidt    | SMALL | ok   | gpu  |       7 |      557 |
// CHECK:      | deriche        | SMALL | ok   | gpu  |       6 |        6 |
// CHECK:      | nussinov       | SMALL | ok   | gpu  |       1 |      179 |
// CHECK:      | seidel-2d      | SMALL | ok   | gpu  |       1 |      508 |
// CHECK:      polybench-check: 30 of 30 correct at MINI,SMALL; 26 with GPU kernels, 4 on the host (durbin ludcmp trisolv floyd-warshall)
