// Products whose reductions' bounds use the band (PolyBench symm,
// rescheduled with its live ranges: temp2 over k < c, then C[c][j] over
// i > c, one (c, j) per thread) are tiled like gemm.  Automatically both
// reductions stay in one kernel (each tile then runs c + (m - c) steps,
// the same work everywhere; two kernels, one per triangle, gave tiles of
// very different work), C[c][j] kept in a register with no test that its
// loop runs (the statement before sets it anyway: its value becomes the
// register's, and the element is stored once, after the loop); each reduction runs
// over the range of the whole tile from tiles of its operands in shared
// memory, the steps that every point of the tile runs without a test
// (unswitch: k_tile + 15 <= c_first - 1, i_tile >= c_first + 32), the
// others with each point testing its own bound; the two sums in
// registers take the blocks down to 16 x 8 threads (8 x 16 points of 4 x
// 4).  A recipe may still distribute the triangles into two kernels and
// tile one; coarsen splits its steps into those all points run (k <=
// c_first - 1) and the rest.  A tile of A holds only the elements some
// point of the tile reads (k <= c - 1, i >= c + 1): the others may lie
// outside what the region copies to the device (row 0 of a lower
// triangle: compute-sanitizer found such reads).  Results on a device:
// tests/opencl/polybench-symm-trmm.c.
// REQUIRES: polybench-dist
// (--no-tensor-cores: the FMA form of the products; tests/cuda/mma.c and
// tests/passes/mma.c test their tensor-core form.)
// RUN: printf 'reschedule i\ndistribute j\ndistribute c\nscalar-replace i\nmap-gpu c@93\ngpu-tile kernel_symm_kernel0:c,kernel_symm_kernel0:j 64,64\ncoarsen kernel_symm_kernel0:c,kernel_symm_kernel0:j 4,4\nstripmine k 16\npromote B k_tile shared\npromote A k_tile shared\n' > %t.recipe
// RUN: %tilec --recipe=%t.recipe -I %pbdist/utilities %pbdist/linear-algebra/blas/symm/symm.c -o - | grep -v '^#line' | FileCheck %s
// RUN: %tilec --no-tensor-cores -I %pbdist/utilities --remarks --save-recipe=%t.auto.recipe %pbdist/linear-algebra/blas/symm/symm.c -o %t.auto.cu 2>&1 | FileCheck %s --check-prefix=AUTO
// (The element copies: the automatic recipe less vectorize, whose
// 16-byte copies of these fills tests/passes/vectorize.c tests.)
// RUN: sed '/^vectorize/d' %t.auto.recipe > %t.novec
// RUN: %tilec --recipe=%t.novec -I %pbdist/utilities %pbdist/linear-algebra/blas/symm/symm.c -o - | grep -v '^#line' | FileCheck %s --check-prefix=KERNEL
// CHECK-LABEL: __global__ void __launch_bounds__(256) kernel_symm_kernel0(
// CHECK:         for (int k_tile = 0; k_tile < c_first + 63 && k_tile < m - 1; k_tile += 16) {
// CHECK:           B_tile[k - k_tile][j - j_first] = k <= c_first + 62 && k <= m - 2 && j <= n - 1 ? B[(long)k * 1200 + j] : 0;
// CHECK:           A_tile[k - k_tile][c - c_first] = c <= m - 1 && k <= c_first + 62 && k <= m - 2 && k <= c - 1 ? A[(long)c * 1000 + k] : 0;
// CHECK:         __syncthreads();
// CHECK:         for (int k = k_tile; k < c_first + 63 && k < m - 1 && k < k_tile + 16; k++) {
// CHECK-NEXT:      if (k <= c_first - 1) {
// CHECK:           } else {
// CHECK:               int j = j_first + j_thread + 16 * j_sub;
// CHECK-NEXT:          if (k <= c - 1) {
// CHECK-NEXT:            temp2[c_sub][j_sub] += B_tile[k - k_tile][j - j_first] * A_tile[k - k_tile][c - c_first];
// CHECK-LABEL: __global__ void kernel_symm_kernel1(
// AUTO: remark: kernel 'kernel_symm_kernel0': parallel loops mapped to blocks and threads: 'j' -> x, 'c' -> y
// AUTO: remark: kernel 'kernel_symm_kernel0': each block computes a tile of 32 x 64 points of the band
// AUTO: remark: kernel 'kernel_symm_kernel0': blocks of 8 x 16 threads ('c' x 'j'), each computing 4 x 4 points (strided); 'temp2', 'C_cj' in registers, one per point
// AUTO: remark: unswitched loop 'k': where its 16 iterations run and 'k <= c_first - 1' holds for all of them, they run without the test
// AUTO: remark: unswitched loop 'i': where its 16 iterations run and 'i >= c_first + 32' holds for all of them, they run without the test
// AUTO-NOT: kernel_symm_kernel1
// KERNEL-LABEL: __global__ void __launch_bounds__(128) kernel_symm_kernel0(
// KERNEL:           if (c <= m - 1 && k <= c_first + 30 && k <= m - 2 && k <= c - 1)
// KERNEL-NEXT:        tilec_copy_async(&A_tile[k][c - c_first], &A[(long)c * 1000 + k]);
// KERNEL:         for (int k_tile = 0; k_tile < c_first + 31 && k_tile < m - 1; k_tile += 16) {
// KERNEL:           if (k_tile <= c_first + 14 && k_tile <= m - 18) {
// KERNEL:           if (k_tile + 15 <= c_first - 1 && k_tile + 15 <= m - 2) {
// KERNEL-NEXT:        #pragma unroll
// KERNEL-NEXT:        for (int k = k_tile; k < k_tile + 16; k++) {
// KERNEL:               temp2[c_sub][j_sub] += B_tile[k - k_tile + 16 * k_tile_stage][j - j_first] * A_tile[k - k_tile + 16 * k_tile_stage][c - c_first];
// KERNEL:           } else {
// KERNEL-NEXT:        for (int k = k_tile; k < c_first + 31 && k < m - 1 && k < k_tile + 16; k++) {
// KERNEL-NEXT:          if (k <= c_first - 1) {
// KERNEL:                   if (k <= c - 1) {
// KERNEL:           C_cj[c_sub][j_sub] = beta * C[(long)c * 1200 + j] + alpha * B[(long)c * 1200 + j] * A[(long)c * 1000 + c] + alpha * temp2[c_sub][j_sub];
// KERNEL:         int i_tile_first = c_first + 1 > 1 ? c_first + 1 : 1;
// KERNEL:         for (int i_tile = i_tile_first; i_tile < m; i_tile += 16) {
// KERNEL:             if (i <= m - 1 && c <= m - 1 && i >= c + 1)
// KERNEL-NEXT:          tilec_copy_async(&A_tile2[i - i_tile - 16 * i_tile_stage][c - c_first], &A[(long)i * 1000 + c]);
// KERNEL:           if (i_tile >= c_first + 32 && i_tile + 15 <= m - 1) {
// KERNEL:               C_cj[c_sub][j_sub] += alpha * B_tile2[i - i_tile + 16 * i_tile_stage][j - j_first] * A_tile2[i - i_tile + 16 * i_tile_stage][c - c_first];
// KERNEL:                   if (i >= c + 1) {
// KERNEL:             C[(long)c * 1200 + j] = C_cj[c_sub][j_sub];
// KERNEL-NOT: __global__
