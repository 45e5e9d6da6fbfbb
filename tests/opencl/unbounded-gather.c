// A pointer read through 'A[idx[i]]' has no footprint that can be
// bounded: rather than guess how much of it to copy, tilec keeps the loop
// nest on the host and says why in a warning; the program still gives the
// right results.  Program in Inputs/unbounded-gather.c.
// RUN: %tilec --emit=opencl %S/Inputs/unbounded-gather.c -o %t.c 2>&1 | FileCheck %s
// RUN: %tilec --emit=cuda %S/Inputs/unbounded-gather.c -o %t.cu 2>&1 | FileCheck %s
// RUN: %opencl-compare --kernels 0 --expect-no-region -o %t %S/Inputs/unbounded-gather.c | FileCheck --check-prefix=EXEC %s
// CHECK: unbounded-gather.c:8:16: warning: region in '{{[a-z_]+}}' gets no GPU kernel: the elements of 'A' it touches cannot be bounded (its subscript at line 8 is not affine and no declaration bounds 'A'), so 'A' cannot be copied to the GPU
// CHECK-NOT: map-gpu found nothing to map
// EXEC: ok: run 1 {{.*}}: 0 kernels, 0 launched; no region, as expected; ok:
