// --block and --tile-sizes shape the shared-memory form on the GPU
// targets instead of turning it off: --block=32x8 gives 32 x 8 threads
// each computing 4 x 4 points (128 x 32 per block); --tile-sizes=X,Y,K sets
// the points per block in x and y and the reduction step (each thread then
// computes X/32 x Y/8 points).  The .cu shows the shape in its tiles,
// launch bounds and per-thread loops.
// RUN: %tilec %examples/matmul.c --block=32x8 -o %t.b.cu --print-after=promote 2> %t.b.ir
// RUN: FileCheck %s --check-prefix=BLOCK-IR < %t.b.ir
// RUN: FileCheck %s --check-prefix=BLOCK < %t.b.cu
// RUN: %tilec %examples/matmul.c --block=32x8 --tile-sizes=64,16,8 -o %t.t.cu --print-after=promote 2> %t.t.ir
// RUN: FileCheck %s --check-prefix=TILE-IR < %t.t.ir
// RUN: FileCheck %s --check-prefix=TILE < %t.t.cu
// RUN: %tilec %examples/matmul.c --tile-sizes=32,32,32 -o %t.d.cu --print-after=promote 2>&1 | FileCheck %s --check-prefix=DEFAULT-BLOCK
// A 1-D --block on a 2-D band is X x 1 threads, in both forms:
// RUN: %tilec %examples/matmul.c --block=64 -o %t.1.cu --print-after=promote 2>&1 | FileCheck %s --check-prefix=ONE-D
// RUN: %tilec %examples/matmul.c --block=64 --no-shared-memory -o %t.1n.cu --print-after=map-gpu 2>&1 | FileCheck %s --check-prefix=ONE-D-PLAIN

// BLOCK-IR: kernel MatrixMulOnHost_kernel0 grid(j_first, i_first) block(32, 8) {
// BLOCK-IR-NEXT: register double sum[4][4] = {0};
// BLOCK-IR-NEXT: shared double M_tile[16][32]; {{ *}}// padded by 1
// BLOCK-IR: shared double N_tile[16][128]; {{ *}}// padded by 1
// BLOCK: __global__ void __launch_bounds__(256) MatrixMulOnHost_kernel0(
// BLOCK-DAG: __shared__ double M_tile[16][33];
// BLOCK-DAG: __shared__ double N_tile[16][129];
// BLOCK: for (int j_sub = 0; j_sub < 4; j_sub++) {

// TILE-IR: register double sum[2][2] = {0};
// TILE-IR-NEXT: shared double M_tile[8][16]; {{ *}}// padded by 1
// TILE-IR: shared double N_tile[8][64]; {{ *}}// padded by 1
// TILE-IR: for (int k_tile = 0; k_tile <= Width - 1; k_tile += 8) {
// TILE: __global__ void __launch_bounds__(256) MatrixMulOnHost_kernel0(
// TILE-DAG: __shared__ double M_tile[8][17];
// TILE-DAG: __shared__ double N_tile[8][65];
// TILE: for (int i_sub = 0; i_sub < 2; i_sub++) {
// TILE: for (int j_sub = 0; j_sub < 2; j_sub++) {

// DEFAULT-BLOCK: kernel MatrixMulOnHost_kernel0 grid(j_first, i_first) block(16, 16) {
// DEFAULT-BLOCK-NEXT: register double sum[2][2] = {0};
// DEFAULT-BLOCK-NEXT: shared double M_tile[32][32]; {{ *}}// padded by 1
// DEFAULT-BLOCK: for (int k_tile = 0; k_tile <= Width - 1; k_tile += 32) {

// ONE-D: kernel MatrixMulOnHost_kernel0 grid(j_first, i_first) block(64, 1) {
// ONE-D-NEXT: register double sum[4][4] = {0};
// ONE-D-NEXT: shared double M_tile[16][4]; {{ *}}// padded by 1
// ONE-D: shared double N_tile[16][256]; {{ *}}// padded by 1
// ONE-D-PLAIN: kernel MatrixMulOnHost_kernel0 grid(j, i) block(64, 1) {
// ONE-D-PLAIN-NOT: shared
