// --print-after=map-gpu shows the mapped IR: matmul's kernel in the
// shared-memory form as IR, whose constructs the GPU printers print one for
// one: its grid and block, the shared tiles of M and N and the register
// array of the per-point 'sum', the band's tiles mapped to blocks ('j' on
// x) and the block's threads to their offsets, the unrolled loops over each
// thread's 4 x 4 points (the band iterators declared at each), the
// reduction 'k' strip-mined 16 steps at a time, copies into the tiles spread
// over the threads with the zero fill past the borders, barriers, and
// guarded stores (gemm: a guard around the whole thread's code too).  A
// region with no parallel loop (an in-place Gauss-Seidel sweep) stays host
// code with a warning (exit status 0) and its text is left as it was.
// RUN: %tilec %examples/matmul.c --print-after=map-gpu -o %t.cu 2>&1 | FileCheck %s
// RUN: %tilec -I %polybench/utilities %polybench/gemm/gemm.c --print-after=map-gpu -o %t.gemm.cu 2>&1 | FileCheck %s --check-prefix=GEMM
// RUN: %tilec %S/../deps/gauss-seidel.c --remarks -o %t.gs.cu 2>&1 | FileCheck %s --check-prefix=HOST
// RUN: FileCheck %s --check-prefix=GS < %t.gs.cu

// CHECK-LABEL: // *** IR Dump After map-gpu ***
// CHECK:      kernel MatrixMulOnHost_kernel0 grid(j_first, i_first) block(16, 16) {
// CHECK-NEXT:   // shared memory: tiles of M, N over 'k', 16 steps at a time; 64 x 64 points per block, 4 x 4 per thread
// CHECK-NEXT:   shared double M_tile[16][64]; {{ *}}// padded by 1
// CHECK-NEXT:   shared double N_tile[16][64]; {{ *}}// padded by 1
// CHECK-NEXT:   register double sum[4][4];
// CHECK-NEXT:   for i_first = 0..Width - 1 step 64 mapped to blockIdx.y {
// CHECK-NEXT:     for j_first = 0..Width - 1 step 64 mapped to blockIdx.x {
// CHECK-NEXT:       for i_thread = 0..15 step 1 mapped to threadIdx.y {
// CHECK-NEXT:         for j_thread = 0..15 step 1 mapped to threadIdx.x {
// CHECK-NEXT:           #pragma unroll
// CHECK-NEXT:           for (int i_sub = 0; i_sub <= 3; i_sub += 1) {
// CHECK-NEXT:             #pragma unroll
// CHECK-NEXT:             for (int j_sub = 0; j_sub <= 3; j_sub += 1) {
// CHECK-NEXT:               S0: sum[i_sub][j_sub] = 0;
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:           for (int k_first = 0; k_first <= Width - 1; k_first += 16) {
// CHECK-NEXT:             for (int load = 16 * i_thread + j_thread; load <= 1023; load += 256) {
// CHECK-NEXT:               int k = k_first + load % 16;
// CHECK-NEXT:               int i = i_first + load / 16;
// CHECK-NEXT:               M_tile[k - k_first][i - i_first] = i <= Width - 1 && k <= Width - 1 ? (double)M[i][k] : 0;
// CHECK-NEXT:             }
// CHECK-NEXT:             for (int load = 16 * i_thread + j_thread; load <= 1023; load += 256) {
// CHECK-NEXT:               int j = j_first + load % 64;
// CHECK-NEXT:               int k = k_first + load / 64;
// CHECK-NEXT:               N_tile[k - k_first][j - j_first] = j <= Width - 1 && k <= Width - 1 ? (double)N[k][j] : 0;
// CHECK-NEXT:             }
// CHECK-NEXT:             barrier;
// CHECK-NEXT:             for (int k = k_first; k <= min(Width - 1, k_first + 15); k += 1) {
// CHECK-NEXT:               #pragma unroll
// CHECK-NEXT:               for (int i_sub = 0; i_sub <= 3; i_sub += 1) {
// CHECK-NEXT:                 #pragma unroll
// CHECK-NEXT:                 for (int j_sub = 0; j_sub <= 3; j_sub += 1) {
// CHECK-NEXT:                   int i = i_first + i_thread + 16 * i_sub;
// CHECK-NEXT:                   int j = j_first + j_thread + 16 * j_sub;
// CHECK-NEXT:                   S1: double a = M_tile[k - k_first][i - i_first];
// CHECK-NEXT:                   S2: double b = N_tile[k - k_first][j - j_first];
// CHECK-NEXT:                   S3: sum[i_sub][j_sub] += a * b;
// CHECK-NEXT:                 }
// CHECK-NEXT:               }
// CHECK-NEXT:             }
// CHECK-NEXT:             barrier;
// CHECK-NEXT:           }
// CHECK-NEXT:           #pragma unroll
// CHECK-NEXT:           for (int i_sub = 0; i_sub <= 3; i_sub += 1) {
// CHECK-NEXT:             #pragma unroll
// CHECK-NEXT:             for (int j_sub = 0; j_sub <= 3; j_sub += 1) {
// CHECK-NEXT:               int i = i_first + i_thread + 16 * i_sub;
// CHECK-NEXT:               int j = j_first + j_thread + 16 * j_sub;
// CHECK-NEXT:               if (i <= Width - 1 && j <= Width - 1) {
// CHECK-NEXT:                 S4: P[i][j] = sum[i_sub][j_sub];
// CHECK-NEXT:               }
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

// gemm's product after scalar-replace: its guard 0 < nk, uniform over the
// grid, holds the rest of each thread's code.
// GEMM-LABEL: kernel kernel_gemm_kernel1 grid(j_first, i_first) block(16, 16) {
// GEMM:       for j_thread = 0..15 step 1 mapped to threadIdx.x {
// GEMM-NEXT:    if (0 < nk) { // line 67, guard
// GEMM-NEXT:      #pragma unroll
// GEMM:               S1: C_ij[i_sub][j_sub] = C[i][j];
// GEMM:         for (int k_first = 0; k_first <= nk - 1; k_first += 16) {

// HOST:      gauss-seidel.c:9:3: warning: region in 'seidel' gets no GPU kernel: no loop in it is parallel
// HOST-NEXT:   for (int t = 0; t < tsteps; t++)
// HOST-NEXT:   ^
// HOST:      gauss-seidel.c: warning: no GPU kernel generated: no region could be mapped; the output runs entirely on the host
// GS-NOT: __global__
// GS: void seidel(int tsteps) {
// GS-NEXT:   tilec_profile_region(0, "{{.*}}gauss-seidel.c:9-13", "unchanged");
// GS-NEXT: #line 9 "{{.*}}gauss-seidel.c"
// GS-NEXT:   for (int t = 0; t < tsteps; t++)
