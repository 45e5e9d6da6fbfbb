// A parallel loop whose bounds use an outer parallel loop's iterator (j <= i,
// j >= i) still joins the band: the grid covers the band's bounding box,
// computed from the outer loop's bounds.  PolyBench syrk after
// distribution and permutation (tests/cuda/deeper-bands.c) and
// covariance's product (statements after its reduction: the division and
// the mirrored copy) are tiled over the bounding box: a block whose tile
// lies wholly outside the triangle leaves at once (j <= i: i_first + 63
// >= j_first), each thread tests the exact bounds of each of its points
// before it touches C or cov, while both reads of A (A[i][k], A[j][k])
// come from tiles in shared memory.  The per-point registers start as
// zeros (points outside the band add into them too); syrk's scaling
// nest is fused with the product (one kernel: 'C_ij *= beta' after the
// load), and cov's register starts at 0 where the statement that set the
// element to 0 stood (scalar-replace: no load, no test that the
// reduction runs).  Their results on a
// device are checked in tests/opencl/polybench-syrk.c and
// polybench-covariance.c.
// (--no-tensor-cores: the FMA form of the products; tests/cuda/mma.c and
// tests/passes/mma.c test their tensor-core form.)
// RUN: %tilec --no-tensor-cores -I %polybench/utilities --remarks --save-recipe=%t.syrk.recipe %polybench/syrk/syrk.c -o %t.syrk.auto.cu 2>&1 | FileCheck --check-prefix=SYRK-REMARKS %s
// (The element copies: the automatic recipe less vectorize.)
// RUN: sed '/^vectorize/d' %t.syrk.recipe > %t.syrk.novec
// RUN: %tilec --recipe=%t.syrk.novec -I %polybench/utilities %polybench/syrk/syrk.c -o %t.syrk.cu
// RUN: grep -v '^#line' %t.syrk.cu | FileCheck --check-prefix=SYRK %s
// SYRK-REMARKS: remark: kernel 'kernel_syrk_kernel0': parallel loops mapped to blocks and threads: 'j' -> x, 'i' -> y
// SYRK-REMARKS: remark: kernel 'kernel_syrk_kernel0': 'A' staged in shared memory (A_tile[16][64], rows padded by 1) for each iteration of loop 'k_tile'
// SYRK-REMARKS: remark: kernel 'kernel_syrk_kernel0': 'A' staged in shared memory (A_tile2[16][64], rows padded by 1) for each iteration of loop 'k_tile'
// SYRK-LABEL: __global__ void __launch_bounds__(256) kernel_syrk_kernel0(
// SYRK:         if (!(i_first + 63 >= j_first))
// SYRK-NEXT:      return;
// SYRK-NEXT:    double C_ij[4][4] = {{[{][{]}}0{{[}][}]}};
// SYRK:         int i = i_first + i_thread + 16 * i_sub;
// SYRK-NEXT:    int j = j_first + j_thread + 16 * j_sub;
// SYRK-NEXT:    if (i <= n - 1 && j >= 0 && j <= i) {
// SYRK-NEXT:      C_ij[i_sub][j_sub] = C[(long)i * 80 + j];
// SYRK-NEXT:      C_ij[i_sub][j_sub] *= beta;
// SYRK:         if (k_tile <= m - 17) {
// SYRK:         if (i <= n - 1 && k <= m - 1)
// SYRK-NEXT:      tilec_copy_async(&A_tile[k - k_tile - 16 * k_tile_stage][i - i_first], &A[(long)i * 60 + k]);
// SYRK-NEXT:    else
// SYRK-NEXT:      A_tile[k - k_tile - 16 * k_tile_stage][i - i_first] = 0;
// SYRK:         if (j <= n - 1 && k <= m - 1)
// SYRK-NEXT:      tilec_copy_async(&A_tile2[k - k_tile - 16 * k_tile_stage][j - j_first], &A[(long)j * 60 + k]);
// SYRK:         if (i <= n - 1 && j >= 0 && j <= i) {
// SYRK-NEXT:      C[(long)i * 80 + j] = C_ij[i_sub][j_sub];
// SYRK:         dim3 tilec_grid(tilec_trips((long)(0), (long)(n - 1), 64L), tilec_trips((long)(0), (long)(n - 1), 64L), 1);
// SYRK-NEXT:    if (tilec_grid.x && tilec_grid.y && tilec_grid.z) {
// SYRK-NEXT:      tilec_kernel_start(&tilec_timer);
// SYRK-NEXT:      kernel_syrk_kernel0<<<tilec_grid, tilec_block>>>(
// RUN: %tilec --no-tensor-cores -I %polybench/utilities %polybench/covariance/covariance.c -o - | grep -v "^#line" | FileCheck --check-prefix=COV %s
// COV-LABEL: __global__ void __launch_bounds__(256) kernel_covariance_kernel2(
// COV:         if (!(i_first <= j_first + 63))
// COV-NEXT:      return;
// COV:         for (int j_sub = 0; j_sub < 4; j_sub++)
// COV-NEXT:      cov_ij[i_sub][j_sub] = 0.0;
// COV:         if (i <= m - 1 && j >= i && j <= m - 1) {
// COV-NEXT:      cov[(long)i * 80 + j] = cov_ij[i_sub][j_sub];
// COV-NEXT:      cov[(long)i * 80 + j] /= float_n - 1.0;
// COV-NEXT:      cov[(long)j * 80 + i] = cov[(long)i * 80 + j];
