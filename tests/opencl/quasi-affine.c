// Regions with '/' and '%' by constants in subscripts and guards
// (Inputs/quasi-affine.c) get kernels where a loop is parallel (the
// stencil's 'i' under a host loop over t, as one kernel of one block
// where its sweep is short, the gather, the guarded
// 'evens'), stay on the host with a warning where not, and match the CPU
// at N = 1, 2, a prime and the arrays' size.
// RUN: %opencl-compare -o %t --expect-regions transformed,transformed,unchanged,unchanged,transformed \
// RUN:   -r 1 -r 2 -r 13 -r 97 -r 128 %S/../Inputs/quasi-affine.c | FileCheck %s
// RUN: %tilec --emit=opencl %S/../Inputs/quasi-affine.c -o %t.c 2>&1 | FileCheck --check-prefix=WARN %s
// RUN: FileCheck --check-prefix=CODE %s < %t.c
// CHECK-COUNT-5: ok: run {{[0-9]+}} {{.*}}: 4 kernels, {{[0-9]+}} launched; 5 region runs: 3 transformed, 2 unchanged; ok:
// WARN: warning: region in 'pairs' gets no GPU kernel: no loop in it is parallel
// WARN: warning: region in 'negative' gets no GPU kernel: no loop in it is parallel
// CODE: "  A[(t + 1) % 2 * 128 + i] = (A[t % 2 * 128 + i - 1] + A[t % 2 * 128 + i] + A[t % 2 * 128 + i + 1]) / 3;\n"
// CODE: "  B[i] = C[i / 3] * 2 + C[i % 3 + 3 * (i / 7)];\n"
// CODE: "  if (i % 2 == 0) E[i / 2] = B[i] - 1;\n"
