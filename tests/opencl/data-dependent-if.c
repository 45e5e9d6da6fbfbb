// Ifs whose conditions read arrays or call functions
// (Inputs/data-dependent-if.c) in OpenCL kernels match the CPU at N = 1, 13
// and 97; the written arrays are copied in, since a guarded store may not
// happen; the conditional sums stay on the host.
// RUN: %opencl-compare -o %t --expect-regions transformed,transformed,unchanged -r 1 -r 13 -r 97 %S/../Inputs/data-dependent-if.c | FileCheck %s
// RUN: %tilec --emit=opencl %S/../Inputs/data-dependent-if.c -o - | FileCheck %s --check-prefix=CODE
// CHECK-COUNT-3: ok: run {{[0-9]+}} {{.*}}: 2 kernels, 2 launched; 3 region runs: 2 transformed, 1 unchanged; ok: 5 arrays
// CODE: "  int cond14 = c[i] > 0;\n"
// CODE: "  if (cond14) a[i] = b[i] + c[i];\n"
// CODE: "  if (cond14_else) a[i] = -c[i];\n"
// CODE: "  if (fabs(a[i]) > 2.5f) b[i] = 0;\n"
// CODE: TILEC_CL_WRITE(d_A,
