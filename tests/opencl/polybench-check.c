// All 30 PolyBench/C 4.2.1 kernels as distributed (make polybench-check,
// tests/opencl/polybench-check.sh) translate with --emit=opencl, run on
// PoCL at MINI and SMALL with poisoned outputs and match the CPU programs'
// full-precision dumps; those with GPU code ran it (each region reported
// "transformed", kernels launched).  durbin and gramschmidt run their
// sums and norms as GPU reductions (gramschmidt is checked by its
// factorisation, tests/gpu/tools/check-qr.c); the summary counts the
// kernels that still run on the host: ludcmp, which needs a scalar read
// from an array the kernels write between kernels.
// REQUIRES: polybench-dist
// RUN: %S/polybench-check.sh -t %tilec -p %pbdist -j 1 -o %t | FileCheck %s
// CHECK:      | bicg           | MINI  | ok   | gpu  |       3 |        3 |
// CHECK:      | symm           | SMALL | ok   | gpu  |       1 |       60 |
// CHECK:      | durbin         | SMALL | ok   | gpu  |       6 |      596 |
// CHECK:      | gramschmidt    | SMALL | ok   | gpu  |       7 |      557 |
// CHECK:      | deriche        | SMALL | ok   | gpu  |       6 |        6 |
// CHECK:      | nussinov       | SMALL | ok   | gpu  |       1 |      179 |
// CHECK:      | seidel-2d      | SMALL | ok   | gpu  |       1 |      508 |
// CHECK:      polybench-check: 30 of 30 correct at MINI,SMALL; 29 with GPU kernels, 1 on the host (ludcmp)
