// Chained and compound assignments (Inputs/chained-assignments.c) in
// OpenCL kernels match the CPU at N = 1, 13 and 97.
// RUN: %opencl-compare -o %t -r 1 -r 13 -r 97 %S/../Inputs/chained-assignments.c | FileCheck %s
// CHECK-COUNT-3: ok: run {{[0-9]+}} {{.*}}: 2 kernels, 2 launched; 2 region runs: 2 transformed; ok: 5 arrays
