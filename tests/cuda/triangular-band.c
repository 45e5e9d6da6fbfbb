// A parallel loop whose bounds use an outer parallel loop's iterator (j <= i,
// j >= i) still joins the band: the grid covers the band's bounding box,
// computed from the outer loop's bounds, and each thread tests the exact
// bounds before doing anything.  PolyBench syrk after distribution and
// permutation (tests/cuda/deeper-bands.c) and covariance's upper triangle.
// Their results on a device are checked in tests/opencl/polybench-syrk.c
// and polybench-covariance.c.
// RUN: %tilec -I %polybench/utilities --remarks %polybench/syrk/syrk.c -o %t.syrk.cu 2>&1 | FileCheck --check-prefix=SYRK-REMARKS %s
// RUN: FileCheck --check-prefix=SYRK %s < %t.syrk.cu
// SYRK-REMARKS: remark: kernel 'kernel_syrk_kernel1': parallel loops mapped to blocks and threads: 'j' -> x, 'i' -> y
// SYRK-LABEL: __global__ void kernel_syrk_kernel1(
// SYRK-NEXT:  {
// SYRK-NEXT:    int j = 0 + (int)(blockIdx.x * blockDim.x + threadIdx.x) * 1;
// SYRK-NEXT:    int i = 0 + (int)(blockIdx.y * blockDim.y + threadIdx.y) * 1;
// SYRK-NEXT:    if (!(j <= i && j >= 0 && i <= n - 1))
// SYRK-NEXT:      return;
// SYRK:         TILEC_CHECK_LAUNCH("kernel_syrk_kernel0");
// SYRK:         dim3 tilec_grid(tilec_blocks(tilec_trips((long)(0), (long)(n - 1), 1L), 32), tilec_blocks(tilec_trips((long)(0), (long)(n - 1), 1L), 8), 1);
// SYRK-NEXT:    if (tilec_grid.x && tilec_grid.y && tilec_grid.z) {
// SYRK-NEXT:      tilec_timer_start(&tilec_timer);
// SYRK-NEXT:      kernel_syrk_kernel1<<<tilec_grid, tilec_block>>>(
// RUN: %tilec -I %polybench/utilities %polybench/covariance/covariance.c -o - | FileCheck --check-prefix=COV %s
// COV-LABEL: __global__ void kernel_covariance_kernel2(
// COV:         if (!(j <= m - 1 && j >= i && i <= m - 1))
// COV-NEXT:      return;
