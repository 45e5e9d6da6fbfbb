// The CUDA form of the mma pass's steps (tests/passes/mma.c has the IR):
// each is a call of tilec_mma_m16n8k8 (runtime/tilec_cuda.h) with the
// four accumulators of two columns and two rows, the lane's elements of A
// for both rows at k and k + 4 and its elements of B (tilec_mma_m16n8k4
// where the thread has 64 points, as the lecture matmul's, or with
// 'mma LOOP 4': one element of A per row and one of B); the tiles hold their arrays' order
// (the transposed ones of the FMA form go back), rows at a pitch of 4
// modulo 16 doubles; blocks of 4 x 32 threads; the pipelined fills copy
// 16 bytes per cp.async (passes/vectorize.c).  nvcc compiles it for sm_90, where
// the PTX holds mma.sync m16n8k8 f64, for sm_80, where the same function
// is four m8n8k4 steps, and for sm_75, where it adds the products from
// the other lanes' elements by warp shuffles (no tensor-core
// instruction).
//
// RUN: %tilec %S/../Inputs/mma.c -o %t.cu
// RUN: grep -v '^#line' %t.cu | FileCheck %s
// RUN: %nvcc -arch=sm_90 -Werror all-warnings -I%S/../Inputs -ptx %t.cu -o %t.90.ptx
// RUN: FileCheck %s --check-prefix=PTX90 < %t.90.ptx
// RUN: %nvcc -arch=sm_80 -Werror all-warnings -I%S/../Inputs -ptx %t.cu -o %t.80.ptx
// RUN: FileCheck %s --check-prefix=PTX80 < %t.80.ptx
// RUN: %nvcc -arch=sm_75 -Werror all-warnings -I%S/../Inputs -ptx %t.cu -o %t.75.ptx
// RUN: FileCheck %s --check-prefix=PTX75 < %t.75.ptx
// RUN: %nvcc -arch=sm_90 -Werror all-warnings -I%S/../Inputs -c %t.cu -o %t.o
// PolyBench gemm: its kernel's shape.
// RUN: %tilec -I %polybench/utilities %polybench/gemm/gemm.c -o - | grep -v '^#line' | FileCheck %s --check-prefix=GEMM

// CHECK: tilec_mma_m8n8k4(double &d0, double &d1, double a, double b) {
// CHECK: mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64
// CHECK: tilec_mma_m16n8k4(double &d0, double &d1, double &d2, double &d3, double a0, double a1, double b) {
// CHECK: mma.sync.aligned.m16n8k4.row.col.f64.f64.f64.f64
// CHECK: tilec_mma_m16n8k8(double &d0, double &d1, double &d2, double &d3, double a0, double a1, double a2,
// CHECK: mma.sync.aligned.m16n8k8.row.col.f64.f64.f64.f64
// CHECK: __global__ void __launch_bounds__(128) two_products_kernel0(
// CHECK: extern __shared__ __align__(16) unsigned char tilec_shared[];
// CHECK-NEXT: double (*const A_tile)[36] = (double (*)[36])(tilec_shared + 0);
// CHECK: int j = j_first + 2 * j_thread + j_sub % 2 + 8 * (j_sub / 2);
// CHECK: for (int k = k_tile; k < k_tile + 16; k += 8) {
// CHECK-NEXT: #pragma unroll
// CHECK-NEXT: for (int j_sub = 0; j_sub < 8; j_sub += 2) {
// CHECK-NEXT: int i = i_first + i_thread;
// CHECK-NEXT: int j = j_first + 4 * j_sub + i_thread % 8;
// CHECK-NEXT: tilec_mma_m16n8k8(C_ij[0][j_sub], C_ij[0][j_sub + 1], C_ij[1][j_sub], C_ij[1][j_sub + 1], alpha * B_tile[i - i_first][k + j_thread - k_tile + 16 * k_tile_stage], alpha * B_tile[i + 32 - i_first][k + j_thread - k_tile + 16 * k_tile_stage], alpha * B_tile[i - i_first][k + j_thread + 4 - k_tile + 16 * k_tile_stage], alpha * B_tile[i + 32 - i_first][k + j_thread + 4 - k_tile + 16 * k_tile_stage], A_tile[j - j_first][k + j_thread - k_tile + 16 * k_tile_stage], A_tile[j - j_first][k + j_thread + 4 - k_tile + 16 * k_tile_stage]);
// CHECK-NEXT: tilec_mma_m16n8k8(C_ij[0][j_sub], C_ij[0][j_sub + 1], C_ij[1][j_sub], C_ij[1][j_sub + 1], alpha * A_tile2[i - i_first][k + j_thread - k_tile + 16 * k_tile_stage], alpha * A_tile2[i + 32 - i_first][k + j_thread - k_tile + 16 * k_tile_stage], alpha * A_tile2[i - i_first][k + j_thread + 4 - k_tile + 16 * k_tile_stage], alpha * A_tile2[i + 32 - i_first][k + j_thread + 4 - k_tile + 16 * k_tile_stage], B_tile2[j - j_first][k + j_thread - k_tile + 16 * k_tile_stage], B_tile2[j - j_first][k + j_thread + 4 - k_tile + 16 * k_tile_stage]);
// CHECK: dim3 tilec_block(4, 32, 1);

// PTX90: cp.async.cg.shared.global [{{%r[0-9]+}}], [{{%rd[0-9]+}}], 16, {{%r[0-9]+}};
// PTX90: mma.sync.aligned.m16n8k8.row.col.f64.f64.f64.f64
// PTX80-NOT: m16n8k
// PTX80: mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64
// PTX80-NOT: m16n8k
// PTX75-NOT: mma.sync
// PTX75: shfl.sync
// PTX75-NOT: mma.sync

// GEMM: __shared__ __align__(16) double A_tile[64][36];
// GEMM: __shared__ __align__(16) double B_tile[32][36];
// GEMM: if (0 <= nk - 1) {
// GEMM-NEXT: if (i_first + 64 <= ni && 16 <= nk) {
// GEMM-NEXT: #pragma unroll
// GEMM-NEXT: for (int load = 0; load < 512; load += 128) {
// GEMM-NEXT: int k = 2 * ((4 * i_thread + j_thread) % 8);
// GEMM-NEXT: int i = i_first + (load / 8 + (4 * i_thread + j_thread) / 8);
// GEMM-NEXT: tilec_copy_async_v<2>(&A_tile[i - i_first][k], &A[(long)i * 80 + k]);
// GEMM-NEXT: }
// GEMM-NEXT: } else {
// GEMM-NEXT: #pragma unroll
// GEMM-NEXT: for (int load = 0; load < 512; load += 128) {
// GEMM-NEXT: int k = 2 * ((4 * i_thread + j_thread) % 8);
// GEMM-NEXT: int i = i_first + (load / 8 + (4 * i_thread + j_thread) / 8);
// GEMM-NEXT: tilec_copy_async_n<2>(&A_tile[i - i_first][k], A, &A[(long)i * 80 + k], i <= ni - 1 ? nk - k : 0);
// GEMM: tilec_copy_async_n<2>(&B_tile[k - k_tile - 16 * k_tile_stage][j - j_first], B, &B[(long)k * 70 + j], k <= nk - 1 ? nj - j : 0);
// GEMM: tilec_mma_m16n8k8(C_ij[0][j_sub], C_ij[0][j_sub + 1], C_ij[1][j_sub], C_ij[1][j_sub + 1], alpha * A_tile[i - i_first][k + j_thread - k_tile + 16 * k_tile_stage], alpha * A_tile[i + 32 - i_first][k + j_thread - k_tile + 16 * k_tile_stage], alpha * A_tile[i - i_first][k + j_thread + 4 - k_tile + 16 * k_tile_stage], alpha * A_tile[i + 32 - i_first][k + j_thread + 4 - k_tile + 16 * k_tile_stage], B_tile[k + j_thread - k_tile + 16 * k_tile_stage][j - j_first], B_tile[k + j_thread + 4 - k_tile + 16 * k_tile_stage][j - j_first]);
// GEMM: dim3 tilec_block(4, 32, 1);

// The lecture matmul (float data, a double sum of 'double a = M[..]' and
// 'double b = N[..]'): the point's scalars expanded into the product on
// the tensor cores, its tiles of floats (promote's shared:float) filled
// by asynchronous copies (16 bytes where Width is a multiple of 4),
// double-buffered, and converted to double where the fragments read them;
// tiles of 128 x 64 points (4 x 16 per thread: each warp 32 rows, a loop
// over its pairs of rows) and 32 steps of 'k' at a time (a product of two
// factors, sizes known at run time).
// RUN: %tilec %examples/matmul.c -o - | grep -v '^#line' | FileCheck %s --check-prefix=LECTURE
// LECTURE: float (*const M_tile)[68] = (float (*)[68])(tilec_shared + 0);
// LECTURE-NEXT: float (*const N_tile)[68] = (float (*)[68])(tilec_shared + 34816);
// LECTURE: tilec_copy_async_n<4>(&M_tile[i - i_first][k - k_tile - 32 * k_tile_stage], M, &M[i * Width + k], i <= Width - 1 ? Width - k : 0);
// LECTURE: tilec_mma_m16n8k4(sum[i_sub][j_sub], sum[i_sub][j_sub + 1], sum[i_sub + 1][j_sub], sum[i_sub + 1][j_sub + 1], (double)M_tile[i - i_first][k + j_thread - k_tile + 32 * k_tile_stage], (double)M_tile[i + 32 - i_first][k + j_thread - k_tile + 32 * k_tile_stage], (double)N_tile[k + j_thread - k_tile + 32 * k_tile_stage][j - j_first]);
// LECTURE: dim3 tilec_block(4, 32, 1);
