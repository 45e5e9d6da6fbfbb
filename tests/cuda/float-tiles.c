// Float sums of float operands (FFMA) get 64 x 128 tiles: 16 x 8 threads
// of 8 x 8 points in runs of 4 neighbours (coarsen's grouped layout: a
// thread reads 4 floats of a tile's row with one 16-byte load), steps of
// 16 in 4 buffers (asynchronous 4-byte copies pay for 64 points per
// thread; each step's copies a group of cp.async's, waited for three
// steps later: the float matmul at 4096 on the H200, 6.39 ms with 64 x 64
// tiles of 4 x 4 points, 4.62 with 128 x 128 tiles of strided points and
// steps of 16, 3.47 with steps of 32 in two buffers, 3.29 so), their
// fills 16 bytes per copy where the rows' run-time lengths are multiples
// of 4, tested once before the fills and the loop, whose copy in the
// else branch copies elements; each fill copies whole vectors without
// border tests where its tile lies inside the arrays (vectorize puts promote's transposed
// A_tile[k][i] back in A's order, rows padded to 68 and 132 floats).
// Sizes known only at run time (tests/gpu/tools/rect_matmul.c, which the
// OpenCL tests and gpu-check run at odd sizes) take them; a product whose
// arrays are small enough that such tiles would not fill one wave of
// blocks keeps 64 x 64 tiles of 4 x 4 points and one buffer.  A recipe's
// promote may ask for a tile type (shared:TYPE): the array's own or the
// one its reads convert to; any other is an error, and nothing is
// written.
// REQUIRES: nvcc
//
// RUN: %tilec --save-recipe=%t.rect %S/../gpu/tools/rect_matmul.c -o %t.cu
// RUN: FileCheck %s --check-prefix=RECT < %t.rect
// RUN: grep -v '^#line' %t.cu | FileCheck %s --check-prefix=CU
// RUN: %nvcc -arch=sm_90 -Werror all-warnings -c %t.cu -o %t.o
// RUN: %tilec --save-recipe=%t.small %s -o %t.small.cu
// RUN: FileCheck %s --check-prefix=SMALL < %t.small
// RUN: sed -e 's/^promote A k_tile shared$/promote A k_tile shared:int/' %t.rect > %t.bad
// RUN: not %tilec --recipe=%t.bad %S/../gpu/tools/rect_matmul.c -o %t.bad.cu 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: test ! -e %t.bad.cu
// RUN: sed -e 's/^promote A k_tile shared$/promote A k_tile shared:/' %t.rect > %t.bad2
// RUN: not %tilec --recipe=%t.bad2 %S/../gpu/tools/rect_matmul.c -o %t.bad2.cu 2>&1 | FileCheck %s --check-prefix=BAD2
// RUN: test ! -e %t.bad2.cu

float X[200][200], Y[200][200], Z[200][200];

void small(int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      float s = 0;
      for (int k = 0; k < n; k++)
        s += X[i][k] * Y[k][j];
      Z[i][j] = s;
    }
}

// RECT: gpu-tile i,j 64,128
// RECT-NEXT: coarsen i,j 8,8 grouped
// RECT-NEXT: stripmine k 16
// RECT-NEXT: promote A k_tile shared
// RECT-NEXT: promote B k_tile shared
// RECT-NEXT: unswitch k
// RECT-NEXT: pipeline k_tile 4
// RECT-NEXT: vectorize k_tile

// CU: __global__ void __launch_bounds__(128) rect_matmul_kernel0(
// CU-NEXT: {
// CU-NEXT: extern __shared__ __align__(16) unsigned char tilec_shared[];
// CU-NEXT: float (*const A_tile)[68] = (float (*)[68])(tilec_shared + 0);
// CU-NEXT: float (*const B_tile)[132] = (float (*)[132])(tilec_shared + 17408);
// CU: float acc[8][8] = {{[{][{]}}0{{[}][}]}};
// CU: if (p % 4 == 0 && m % 4 == 0) {
// CU-NEXT: if (0 <= p - 1) {
// CU: tilec_copy_async_n<4>(&A_tile[i - i_first][k], A, &A[i * p + k], i <= n - 1 ? p - k : 0);
// CU: tilec_copy_commit();
// CU: for (int k_tile = 0; k_tile < p; k_tile += 16) {
// CU-NEXT: int k_tile_stage = k_tile / 16 % 4;
// CU-NEXT: int k_tile_fill = (k_tile_stage + 3) % 4;
// CU-NEXT: tilec_copy_wait_pending<2>();
// CU-NEXT: __syncthreads();
// CU-NOT: % 4 == 0
// CU: if (i_first + 64 <= n && k_tile + 64 <= p) {
// CU: tilec_copy_async_v<4>(&A_tile[i - i_first][k - k_tile + 16 * k_tile_fill - 48], &A[i * p + k]);
// CU-NEXT: }
// CU-NEXT: } else {
// CU: tilec_copy_async_n<4>(&A_tile[i - i_first][k - k_tile + 16 * k_tile_fill - 48], A, &A[i * p + k], i <= n - 1 ? p - k : 0);
// CU-NOT: % 4 == 0
// CU: for (int k_tile = 0; k_tile < p; k_tile += 16) {
// CU-NOT: tilec_copy_async_n
// CU: tilec_copy_async(&A_tile[i - i_first][k - k_tile + 16 * k_tile_fill - 48], &A[i * p + k]);
// CU-NOT: tilec_copy_async_n
// CU: for (int i_sub = 0; i_sub < 2; i_sub++) {
// CU: for (int i_vec = 0; i_vec < 4; i_vec++) {
// CU: for (int j_sub = 0; j_sub < 2; j_sub++) {
// CU: for (int j_vec = 0; j_vec < 4; j_vec++) {
// CU: int i = i_first + 4 * i_thread + 32 * i_sub + i_vec;
// CU: int j = j_first + 4 * j_thread + 64 * j_sub + j_vec;
// CU: acc[4 * i_sub + i_vec][4 * j_sub + j_vec] +=
// CU: dim3 tilec_block(16, 8, 1);

// SMALL: gpu-tile i,j 64,64
// SMALL-NEXT: coarsen i,j 4,4
// SMALL-NOT: pipeline

// BAD: error: cannot promote 'A' over loop 'k_tile': a tile of 'A' holds float (its elements), not int
// BAD2: error: unknown keyword 'shared:' in 'promote ARRAY LOOP shared[:TYPE]|register'
