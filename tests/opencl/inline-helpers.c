// Inlined helpers (Inputs/inline-helpers.c) in an OpenCL kernel match the
// CPU at N = 1, 13 and 97.
// RUN: %opencl-compare -o %t -r 1 -r 13 -r 97 %S/../Inputs/inline-helpers.c | FileCheck %s
// CHECK-COUNT-3: ok: run {{[0-9]+}} {{.*}}: 1 kernels, 1 launched; 1 region run: 1 transformed; ok: 2 arrays
