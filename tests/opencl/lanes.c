// Reduction loops split among the lanes of a block (Inputs/lanes.c) on
// the OpenCL device: column sums after a clearing statement (lanes in y),
// row products (lanes in x, 'y[i] = y[i] + ...'), a triangular sum
// counted down, an integer count and a float product match the CPU with
// empty (0 rows or columns), single, prime and non-multiple sizes, more
// iterations than lanes and fewer, within rounding of the reordered
// sums (float's tolerance: the product is in float).  The kernels ran in
// every region.
// RUN: %opencl-compare -o %t --tol 1e-5 --expect-regions transformed,transformed,transformed,transformed \
// RUN:   -r "0 5" -r "5 0" -r "1 1" -r "7 3" -r "100 60" -r "1000 37" -r "33 517" %S/../Inputs/lanes.c | FileCheck %s
// CHECK: ok: run 1 (arguments: 0 5): 5 kernels, 3 launched; 4 region runs: 4 transformed; ok: 3 arrays
// CHECK: ok: run 2 (arguments: 5 0): 5 kernels, 2 launched; 4 region runs: 4 transformed; ok: 2 arrays
// CHECK-COUNT-5: ok: run {{[0-9]+}} {{.*}}: 5 kernels, 5 launched; 4 region runs: 4 transformed; ok: 5 arrays
