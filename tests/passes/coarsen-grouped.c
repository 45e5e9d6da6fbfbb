// coarsen's grouped layout: a dimension of a multiple of 4 points per
// thread has them in runs of 4 neighbours, the runs BLOCK * 4 apart, so
// that a thread's 4 points of a tile's row are one 16-byte load (the
// cost model's FFMA form of float products, tests/cuda/float-tiles.c).
// The dump shows the point loops (X_sub over the runs, X_vec within one;
// no X_sub where one run is all) and the registers indexed 4 * X_sub +
// X_vec; the remark names the grouped loops.  With no dimension of a
// multiple of 4 points the layout stays strided, and the remark says why.
// The tensor-core step takes only the strided layout and says so.
// Execution on odd sizes: tests/opencl/rect-matmul.c.
//
// RUN: printf 'map-gpu i\ngpu-tile i,j 32,64\ncoarsen i,j 4,8 grouped\n' > %t.recipe
// RUN: %tilec --split --function=mm --recipe=%t.recipe --print-after=coarsen --remarks %s -o %t.cu 2>&1 | FileCheck %s
// RUN: printf 'map-gpu i\ngpu-tile i,j 32,32\ncoarsen i,j 2,2 grouped\n' > %t2.recipe
// RUN: %tilec --split --function=mm --recipe=%t2.recipe --remarks %s -o %t2.cu 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: printf 'map-gpu i@52\ngpu-tile i@52,j@53 64,64\ncoarsen i@52,j@53 2,16 grouped\nstripmine k@55 16\npromote A k_tile shared\npromote B k_tile shared\nunswitch k\nmma k_tile\n' > %t3.recipe
// RUN: not %tilec --split --function=mmd --recipe=%t3.recipe %s -o %t3.cu 2>&1 | FileCheck %s --check-prefix=MMA
// RUN: test ! -e %t3.cu

// CHECK: remark: kernel 'mm_kernel0': blocks of 8 x 8 threads ('i' x 'j'), each computing 4 x 8 points (strided, runs of 4 neighbours in 'i', 'j'); 's' in registers, one per point
// CHECK:      // *** IR Dump After coarsen ***
// CHECK:      kernel mm_kernel0 grid(j_first, i_first) block(8, 8) {
// CHECK-NEXT:   register float s[4][8] = {0};
// CHECK:          for (int k = 0; k <= n - 1; k += 1) {
// CHECK-NEXT:       #pragma unroll
// CHECK-NEXT:       for (int i_vec = 0; i_vec <= 3; i_vec += 1) {
// CHECK-NEXT:         #pragma unroll
// CHECK-NEXT:         for (int j_sub = 0; j_sub <= 1; j_sub += 1) {
// CHECK-NEXT:           #pragma unroll
// CHECK-NEXT:           for (int j_vec = 0; j_vec <= 3; j_vec += 1) {
// CHECK-NEXT:             int i = i_first + 4 * i_thread + i_vec;
// CHECK-NEXT:             int j = j_first + 4 * j_thread + 32 * j_sub + j_vec;
// CHECK-NEXT:             if (i <= n - 1 && j <= n - 1) {
// CHECK-NEXT:               S1: s[i_vec][4 * j_sub + j_vec] += A[i][k] * B[k][j];
// CHECK:                  S2: C[i][j] = s[i_vec][4 * j_sub + j_vec];

// NONE: remark: kernel 'mm_kernel0': blocks of 16 x 16 threads ('i' x 'j'), each computing 2 x 2 points (strided: no dimension has a multiple of 4 points to group)

// MMA: error: cannot run loop 'k_tile' (line 55) on the tensor cores: the thread's points are in runs of neighbours (coarsen's grouped layout; the steps take its strided one)

void mm(int n, float A[n][n], float B[n][n], float C[n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      float s = 0;
      for (int k = 0; k < n; k++)
        s += A[i][k] * B[k][j];
      C[i][j] = s;
    }
}

void mmd(int n, double A[n][n], double B[n][n], double C[n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0;
      for (int k = 0; k < n; k++)
        s += A[i][k] * B[k][j];
      C[i][j] = s;
    }
}
