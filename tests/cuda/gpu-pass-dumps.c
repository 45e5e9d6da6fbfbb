// --print-after-all on the lecture matmul shows the GPU mapping as a
// derivation, one IR dump per step, each IR that the GPU printers print one
// for one: map-gpu makes the kernel with one thread per point of the
// parallel band ('j', the contiguous subscript, on x) and a guard;
// gpu-tile maps 64 x 64 tiles of the band to blocks, run by one thread per
// block; coarsen spreads each tile over 16 x 16 threads of 4 x 4 strided
// points, moving the points inside the reduction loop 'k' (register
// tiling: 'sum' becomes one register per point) and guarding the points
// that touch global memory; strip-mine splits 'k' into steps of 16; promote
// stages M, then N, in padded shared tiles filled by the block's threads
// (zero past the borders) between barriers, after which the product's
// points need no guard.  A recipe replays the same steps.
// A region with no parallel loop (an in-place Gauss-Seidel sweep) stays
// host code with a warning (exit status 0) and its text is left as it was.
// RUN: %tilec --no-tensor-cores %examples/matmul.c --print-after-all -o %t.cu 2>&1 | FileCheck %s
// RUN: printf "distribute i\npermute i@67 j@68 k\nscalar-replace k\nmap-gpu i@64\ngpu-tile i@67,j@68 64,64\ncoarsen i@67,j@68 4,4\nstripmine k 16\npromote A k_tile shared\npromote B k_tile shared\n" > %t.gemm.recipe
// RUN: %tilec -I %polybench/utilities %polybench/gemm/gemm.c --recipe=%t.gemm.recipe --print-after=coarsen --print-after=promote -o %t.gemm.cu 2>&1 | FileCheck %s --check-prefix=GEMM
// RUN: %tilec %S/../deps/gauss-seidel.c --remarks --no-reschedule -o %t.gs.cu 2>&1 | FileCheck %s --check-prefix=HOST
// RUN: FileCheck %s --check-prefix=GS < %t.gs.cu


// CHECK:      // *** IR Dump After map-gpu ***
// CHECK:      kernel MatrixMulOnHost_kernel0 grid(j, i) block(32, 8) {
// CHECK-NEXT:     for j = 0..Width - 1 step 1 mapped to blockIdx.x * blockDim.x + threadIdx.x {
// CHECK-NEXT:       for i = 0..Width - 1 step 1 mapped to blockIdx.y * blockDim.y + threadIdx.y {
// CHECK-NEXT:         if (j <= Width - 1 && i <= Width - 1) { {{ *}}// line {{[0-9]+}}, guard
// CHECK-NEXT:           S0: double sum = 0;
// CHECK-NEXT:           for (int k = 0; k <= Width - 1; k += 1) {
// CHECK-NEXT:             S1: double a = M[i][k];
// CHECK-NEXT:             S2: double b = N[k][j];
// CHECK-NEXT:             S3: sum += a * b;
// CHECK-NEXT:           }
// CHECK-NEXT:           S4: P[i][j] = sum;
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }

// CHECK:      // *** IR Dump After gpu-tile ***
// CHECK:      kernel MatrixMulOnHost_kernel0 grid(j_first, i_first) block(1, 1) {
// CHECK-NEXT:     for i_first = 0..Width - 1 step 64 mapped to blockIdx.y {
// CHECK-NEXT:       for j_first = 0..Width - 1 step 64 mapped to blockIdx.x {
// CHECK-NEXT:         for (int i = i_first; i <= min(Width - 1, i_first + 63); i += 1) {
// CHECK-NEXT:           for (int j = j_first; j <= min(Width - 1, j_first + 63); j += 1) {
// CHECK-NEXT:             S0: double sum = 0;
// CHECK-NEXT:             for (int k = 0; k <= Width - 1; k += 1) {
// CHECK-NEXT:               S1: double a = M[i][k];
// CHECK-NEXT:               S2: double b = N[k][j];
// CHECK-NEXT:               S3: sum += a * b;
// CHECK-NEXT:             }
// CHECK-NEXT:             S4: P[i][j] = sum;
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }

// CHECK:      // *** IR Dump After coarsen ***
// CHECK:      kernel MatrixMulOnHost_kernel0 grid(j_first, i_first) block(16, 16) {
// CHECK-NEXT:     register double sum[4][4] = {0};
// CHECK-NEXT:     for i_first = 0..Width - 1 step 64 mapped to blockIdx.y {
// CHECK-NEXT:       for j_first = 0..Width - 1 step 64 mapped to blockIdx.x {
// CHECK-NEXT:         for i_thread = 0..15 step 1 mapped to threadIdx.y {
// CHECK-NEXT:           for j_thread = 0..15 step 1 mapped to threadIdx.x {
// CHECK-NEXT:             #pragma unroll
// CHECK-NEXT:             for (int i_sub = 0; i_sub <= 3; i_sub += 1) {
// CHECK-NEXT:               #pragma unroll
// CHECK-NEXT:               for (int j_sub = 0; j_sub <= 3; j_sub += 1) {
// CHECK-NEXT:                 S0: sum[i_sub][j_sub] = 0;
// CHECK-NEXT:               }
// CHECK-NEXT:             }
// CHECK-NEXT:             for (int k = 0; k <= Width - 1; k += 1) {
// CHECK-NEXT:               #pragma unroll
// CHECK-NEXT:               for (int i_sub = 0; i_sub <= 3; i_sub += 1) {
// CHECK-NEXT:                 #pragma unroll
// CHECK-NEXT:                 for (int j_sub = 0; j_sub <= 3; j_sub += 1) {
// CHECK-NEXT:                   int i = i_first + i_thread + 16 * i_sub;
// CHECK-NEXT:                   int j = j_first + j_thread + 16 * j_sub;
// CHECK-NEXT:                   if (i <= Width - 1 && j <= Width - 1) { {{ *}}// line {{[0-9]+}}, guard
// CHECK-NEXT:                     S1: double a = M[i][k];
// CHECK-NEXT:                     S2: double b = N[k][j];
// CHECK-NEXT:                     S3: sum[i_sub][j_sub] += a * b;
// CHECK-NEXT:                   }
// CHECK-NEXT:                 }
// CHECK-NEXT:               }
// CHECK-NEXT:             }
// CHECK-NEXT:             #pragma unroll
// CHECK-NEXT:             for (int i_sub = 0; i_sub <= 3; i_sub += 1) {
// CHECK-NEXT:               #pragma unroll
// CHECK-NEXT:               for (int j_sub = 0; j_sub <= 3; j_sub += 1) {
// CHECK-NEXT:                 int i = i_first + i_thread + 16 * i_sub;
// CHECK-NEXT:                 int j = j_first + j_thread + 16 * j_sub;
// CHECK-NEXT:                 if (i <= Width - 1 && j <= Width - 1) { {{ *}}// line {{[0-9]+}}, guard
// CHECK-NEXT:                   S4: P[i][j] = sum[i_sub][j_sub];
// CHECK-NEXT:                 }
// CHECK-NEXT:               }
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }

// CHECK:      // *** IR Dump After strip-mine ***
// CHECK:      kernel MatrixMulOnHost_kernel0 grid(j_first, i_first) block(16, 16) {
// CHECK-NEXT:     register double sum[4][4] = {0};
// CHECK-NEXT:     for i_first = 0..Width - 1 step 64 mapped to blockIdx.y {
// CHECK-NEXT:       for j_first = 0..Width - 1 step 64 mapped to blockIdx.x {
// CHECK-NEXT:         for i_thread = 0..15 step 1 mapped to threadIdx.y {
// CHECK-NEXT:           for j_thread = 0..15 step 1 mapped to threadIdx.x {
// CHECK-NEXT:             #pragma unroll
// CHECK-NEXT:             for (int i_sub = 0; i_sub <= 3; i_sub += 1) {
// CHECK-NEXT:               #pragma unroll
// CHECK-NEXT:               for (int j_sub = 0; j_sub <= 3; j_sub += 1) {
// CHECK-NEXT:                 S0: sum[i_sub][j_sub] = 0;
// CHECK-NEXT:               }
// CHECK-NEXT:             }
// CHECK-NEXT:             for (int k_tile = 0; k_tile <= Width - 1; k_tile += 16) {
// CHECK-NEXT:               for (int k = k_tile; k <= min(Width - 1, k_tile + 15); k += 1) {
// CHECK-NEXT:                 #pragma unroll
// CHECK-NEXT:                 for (int i_sub = 0; i_sub <= 3; i_sub += 1) {
// CHECK-NEXT:                   #pragma unroll
// CHECK-NEXT:                   for (int j_sub = 0; j_sub <= 3; j_sub += 1) {
// CHECK-NEXT:                     int i = i_first + i_thread + 16 * i_sub;
// CHECK-NEXT:                     int j = j_first + j_thread + 16 * j_sub;
// CHECK-NEXT:                     if (i <= Width - 1 && j <= Width - 1) { {{ *}}// line {{[0-9]+}}, guard
// CHECK-NEXT:                       S1: double a = M[i][k];
// CHECK-NEXT:                       S2: double b = N[k][j];
// CHECK-NEXT:                       S3: sum[i_sub][j_sub] += a * b;
// CHECK-NEXT:                     }
// CHECK-NEXT:                   }
// CHECK-NEXT:                 }
// CHECK-NEXT:               }
// CHECK-NEXT:             }
// CHECK-NEXT:             #pragma unroll
// CHECK-NEXT:             for (int i_sub = 0; i_sub <= 3; i_sub += 1) {
// CHECK-NEXT:               #pragma unroll
// CHECK-NEXT:               for (int j_sub = 0; j_sub <= 3; j_sub += 1) {
// CHECK-NEXT:                 int i = i_first + i_thread + 16 * i_sub;
// CHECK-NEXT:                 int j = j_first + j_thread + 16 * j_sub;
// CHECK-NEXT:                 if (i <= Width - 1 && j <= Width - 1) { {{ *}}// line {{[0-9]+}}, guard
// CHECK-NEXT:                   S4: P[i][j] = sum[i_sub][j_sub];
// CHECK-NEXT:                 }
// CHECK-NEXT:               }
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }

// CHECK:      // *** IR Dump After promote ***
// CHECK:      // *** IR Dump After promote ***
// CHECK:      kernel MatrixMulOnHost_kernel0 grid(j_first, i_first) block(16, 16) {
// CHECK-NEXT:     register double sum[4][4] = {0};
// CHECK-NEXT:     shared double M_tile[16][64]; {{ *}}// padded by 1
// CHECK-NEXT:     shared double N_tile[16][64]; {{ *}}// padded by 1
// CHECK-NEXT:     for i_first = 0..Width - 1 step 64 mapped to blockIdx.y {
// CHECK-NEXT:       for j_first = 0..Width - 1 step 64 mapped to blockIdx.x {
// CHECK-NEXT:         for i_thread = 0..15 step 1 mapped to threadIdx.y {
// CHECK-NEXT:           for j_thread = 0..15 step 1 mapped to threadIdx.x {
// CHECK-NEXT:             #pragma unroll
// CHECK-NEXT:             for (int i_sub = 0; i_sub <= 3; i_sub += 1) {
// CHECK-NEXT:               #pragma unroll
// CHECK-NEXT:               for (int j_sub = 0; j_sub <= 3; j_sub += 1) {
// CHECK-NEXT:                 S0: sum[i_sub][j_sub] = 0;
// CHECK-NEXT:               }
// CHECK-NEXT:             }
// CHECK-NEXT:             for (int k_tile = 0; k_tile <= Width - 1; k_tile += 16) {
// CHECK-NEXT:               for (int load = 16 * i_thread + j_thread; load <= 1023; load += 256) {
// CHECK-NEXT:                 int k = k_tile + load % 16;
// CHECK-NEXT:                 int i = i_first + load / 16;
// CHECK-NEXT:                 M_tile[k - k_tile][i - i_first] = i <= Width - 1 && k <= Width - 1 ? (double)M[i][k] : 0;
// CHECK-NEXT:               }
// CHECK-NEXT:               for (int load = 16 * i_thread + j_thread; load <= 1023; load += 256) {
// CHECK-NEXT:                 int j = j_first + load % 64;
// CHECK-NEXT:                 int k = k_tile + load / 64;
// CHECK-NEXT:                 N_tile[k - k_tile][j - j_first] = k <= Width - 1 && j <= Width - 1 ? (double)N[k][j] : 0;
// CHECK-NEXT:               }
// CHECK-NEXT:               barrier;
// CHECK-NEXT:               for (int k = k_tile; k <= min(Width - 1, k_tile + 15); k += 1) {
// CHECK-NEXT:                 #pragma unroll
// CHECK-NEXT:                 for (int i_sub = 0; i_sub <= 3; i_sub += 1) {
// CHECK-NEXT:                   #pragma unroll
// CHECK-NEXT:                   for (int j_sub = 0; j_sub <= 3; j_sub += 1) {
// CHECK-NEXT:                     int i = i_first + i_thread + 16 * i_sub;
// CHECK-NEXT:                     int j = j_first + j_thread + 16 * j_sub;
// CHECK-NEXT:                     S1: double a = M_tile[k - k_tile][i - i_first];
// CHECK-NEXT:                     S2: double b = N_tile[k - k_tile][j - j_first];
// CHECK-NEXT:                     S3: sum[i_sub][j_sub] += a * b;
// CHECK-NEXT:                   }
// CHECK-NEXT:                 }
// CHECK-NEXT:               }
// CHECK-NEXT:               barrier;
// CHECK-NEXT:             }
// CHECK-NEXT:             #pragma unroll
// CHECK-NEXT:             for (int i_sub = 0; i_sub <= 3; i_sub += 1) {
// CHECK-NEXT:               #pragma unroll
// CHECK-NEXT:               for (int j_sub = 0; j_sub <= 3; j_sub += 1) {
// CHECK-NEXT:                 int i = i_first + i_thread + 16 * i_sub;
// CHECK-NEXT:                 int j = j_first + j_thread + 16 * j_sub;
// CHECK-NEXT:                 if (i <= Width - 1 && j <= Width - 1) { {{ *}}// line {{[0-9]+}}, guard
// CHECK-NEXT:                   S4: P[i][j] = sum[i_sub][j_sub];
// CHECK-NEXT:                 }
// CHECK-NEXT:               }
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }

// gemm's product nest alone after scalar-replace (a recipe without the
// fusion with the scaling nest that the pipeline does): its test 0 < nk does not use the
// band, so coarsen moves the thread's points inside it (and inside 'k'),
// and the barriers promote adds inside it are reached by all threads of a
// block alike.
// GEMM-LABEL: // *** IR Dump After coarsen ***
// GEMM:       kernel kernel_gemm_kernel1 grid(j_first, i_first) block(16, 16) {
// GEMM:       for j_thread = 0..15 step 1 mapped to threadIdx.x {
// GEMM-NEXT:    if (0 < nk) { {{ *}}// line 67
// GEMM-NEXT:      #pragma unroll
// GEMM:               S1: C_ij[i_sub][j_sub] = C[i][j];
// GEMM:         for (k = 0; k <= nk - 1; k += 1) {
// GEMM-NEXT:      #pragma unroll
// GEMM:         S2: C_ij[i_sub][j_sub] += alpha * A[i][k] * B[k][j];
// GEMM:       // *** IR Dump After promote ***
// GEMM:       // *** IR Dump After promote ***
// GEMM:         for (int k_tile = 0; k_tile <= nk - 1; k_tile += 16) {
// GEMM:           A_tile[k - k_tile][i - i_first] = i <= ni - 1 && k <= nk - 1 ? A[i][k] : 0;
// GEMM:           B_tile[k - k_tile][j - j_first] = k <= nk - 1 && j <= nj - 1 ? B[k][j] : 0;
// GEMM:         barrier;
// GEMM:         S2: C_ij[i_sub][j_sub] += alpha * A_tile[k - k_tile][i - i_first] * B_tile[k - k_tile][j - j_first];

// HOST:      gauss-seidel.c:9:3: warning: region in 'seidel' gets no GPU kernel: no loop in it is parallel
// HOST-NEXT:   for (int t = 0; t < tsteps; t++)
// HOST-NEXT:   ^
// HOST:      gauss-seidel.c: warning: no GPU kernel generated: no region could be mapped; the output runs entirely on the host
// GS-NOT: __global__
// GS: void seidel(int tsteps) {
// GS-NEXT:   tilec_profile_region(0, "{{.*}}gauss-seidel.c:9-13", "unchanged");
// GS-NEXT: #line 9 "{{.*}}gauss-seidel.c"
// GS-NEXT:   for (int t = 0; t < tsteps; t++)
