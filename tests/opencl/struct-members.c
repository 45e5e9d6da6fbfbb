// Struct members (Inputs/struct-members.c) in OpenCL kernels: the host
// code reads each member once, copies the member arrays the region
// touches and passes the member values to the kernels, which match the
// CPU at N = 1, 2, a prime and the arrays' size.
// RUN: %opencl-compare -o %t -r 1 -r 2 -r 37 -r 64 %S/../Inputs/struct-members.c | FileCheck %s
// CHECK-COUNT-4: ok: run {{[0-9]+}} {{.*}}: 3 kernels, 3 launched; 4 region runs: 4 transformed; ok: 3 arrays
