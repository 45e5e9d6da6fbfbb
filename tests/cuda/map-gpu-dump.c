// --print-after=map-gpu shows the mapped IR: the parallel band as a grid
// ('j' on x), the shared-memory form, and the code of one thread; a region
// with no parallel loop (an in-place Gauss-Seidel sweep) stays host code
// with a warning (exit status 0) and its text is left as it was.
// RUN: %tilec %examples/matmul.c --print-after=map-gpu -o %t.cu 2>&1 | FileCheck %s
// RUN: %tilec %S/../deps/gauss-seidel.c --remarks -o %t.gs.cu 2>&1 | FileCheck %s --check-prefix=HOST
// RUN: FileCheck %s --check-prefix=GS < %t.gs.cu

// CHECK-LABEL: // *** IR Dump After map-gpu ***
// CHECK:      kernel MatrixMulOnHost_kernel0: j = 0..Width - 1 step 1 -> x (16 threads), i = 0..Width - 1 step 1 -> y (16 threads) {
// CHECK-NEXT:   // shared memory: tiles of M, N over 'k', 16 steps at a time; 64 x 64 points per block, 4 x 4 per thread
// CHECK-NEXT:   S0: double sum = 0;
// CHECK-NEXT:   for (int k = 0; k <= Width - 1; k += 1) {
// CHECK-NEXT:     S1: double a = M[i][k];

// HOST:      gauss-seidel.c:9:3: warning: region in 'seidel' gets no GPU kernel: no loop in it is parallel
// HOST-NEXT:   for (int t = 0; t < tsteps; t++)
// HOST-NEXT:   ^
// HOST:      gauss-seidel.c: warning: no GPU kernel generated: no region could be mapped; the output runs entirely on the host
// GS-NOT: __global__
// GS: void seidel(int tsteps) {
// GS-NEXT:   tilec_profile_region(0, "{{.*}}gauss-seidel.c:9-13", "unchanged");
// GS-NEXT: #line 9 "{{.*}}gauss-seidel.c"
// GS-NEXT:   for (int t = 0; t < tsteps; t++)
