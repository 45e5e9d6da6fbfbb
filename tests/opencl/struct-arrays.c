// Members of the elements of arrays of structs (Inputs/struct-arrays.c)
// in OpenCL kernels: the host code packs each member the kernels use into
// a dense array and back, and the results match the CPU at N = 1, 2, a
// prime and the arrays' size.
// RUN: %opencl-compare -o %t -r 1 -r 2 -r 29 -r 48 %S/../Inputs/struct-arrays.c | FileCheck %s
// CHECK-COUNT-4: ok: run {{[0-9]+}} {{.*}}: 3 kernels, 3 launched; 3 region runs: 3 transformed; ok: 3 arrays
