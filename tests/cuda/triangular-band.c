// A parallel loop whose bounds use an outer parallel loop's iterator (j <= i,
// j >= i) still joins the band: the grid covers the band's bounding box,
// computed from the outer loop's bounds, and each thread tests the exact
// bounds before doing anything (covariance's upper triangle).  PolyBench
// syrk after distribution and permutation (tests/cuda/deeper-bands.c) is
// tiled over the bounding box: each thread tests the exact bounds of each
// of its points (j <= i) before it touches C, while both reads of A
// (A[i][k], A[j][k]) come from tiles in shared memory.  Their results on a
// device are checked in tests/opencl/polybench-syrk.c and
// polybench-covariance.c.
// RUN: %tilec -I %polybench/utilities --remarks %polybench/syrk/syrk.c -o %t.syrk.cu 2>&1 | FileCheck --check-prefix=SYRK-REMARKS %s
// RUN: grep -v '^#line' %t.syrk.cu | FileCheck --check-prefix=SYRK %s
// SYRK-REMARKS: remark: kernel 'kernel_syrk_kernel1': parallel loops mapped to blocks and threads: 'j' -> x, 'i' -> y
// SYRK-REMARKS: remark: kernel 'kernel_syrk_kernel1': 'A' staged in shared memory (A_tile[16][64], rows padded by 1) for each iteration of loop 'k_tile'
// SYRK-REMARKS: remark: kernel 'kernel_syrk_kernel1': 'A' staged in shared memory (A_tile2[16][64], rows padded by 1) for each iteration of loop 'k_tile'
// SYRK-LABEL: __global__ void __launch_bounds__(256) kernel_syrk_kernel1(
// SYRK:         int i = i_first + i_thread + 16 * i_sub;
// SYRK-NEXT:    int j = j_first + j_thread + 16 * j_sub;
// SYRK-NEXT:    if (i <= n - 1 && j >= 0 && j <= i) {
// SYRK-NEXT:      C_ij[i_sub][j_sub] = C[(long)i * 80 + j];
// SYRK:         A_tile[k - k_tile][i - i_first] = i <= n - 1 && k <= m - 1 ? A[(long)i * 60 + k] : 0;
// SYRK:         A_tile2[k - k_tile][j - j_first] = j <= n - 1 && k <= m - 1 ? A[(long)j * 60 + k] : 0;
// SYRK:         if (i <= n - 1 && j >= 0 && j <= i) {
// SYRK-NEXT:      C[(long)i * 80 + j] = C_ij[i_sub][j_sub];
// SYRK:         dim3 tilec_grid(tilec_trips((long)(0), (long)(n - 1), 64L), tilec_trips((long)(0), (long)(n - 1), 64L), 1);
// SYRK-NEXT:    if (tilec_grid.x && tilec_grid.y && tilec_grid.z) {
// SYRK-NEXT:      tilec_timer_start(&tilec_timer);
// SYRK-NEXT:      kernel_syrk_kernel1<<<tilec_grid, tilec_block>>>(
// RUN: %tilec -I %polybench/utilities %polybench/covariance/covariance.c -o - | FileCheck --check-prefix=COV %s
// COV-LABEL: __global__ void kernel_covariance_kernel2(
// COV:         if (!(j <= m - 1 && j >= i && i <= m - 1))
// COV-NEXT:      return;
