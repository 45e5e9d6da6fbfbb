// A product whose reduction's bounds use the band (PolyBench symm's
// temp2 over k < i, and its C[k2][j2] over i2 > k2) can be tiled like
// gemm by a recipe (the automatic pipeline does not: the tiles' work
// differs too much, see passes/gpu_plan.c):
// the reduction loop runs over the range of the whole tile (k below
// i_first + 63 and below m - 1, the band's end), the tiles of both
// operands are staged in shared memory, and each point adds only the
// iterations of its own range, testing only the bound that uses the band
// (no test of the band's own bounds: the sum touches registers and
// shared memory only).  Results on a device:
// tests/opencl/polybench-symm-trmm.c.
// REQUIRES: polybench-dist
// RUN: printf 'reschedule i\nscalar-replace i2\nmap-gpu i\ngpu-tile i,j 64,64\ncoarsen i,j 4,4\nstripmine k 16\npromote B k_tile shared\npromote A k_tile shared\ngpu-tile k2,j2 64,64\ncoarsen k2,j2 4,4\nstripmine i2 16\npromote B i2_tile shared\npromote A i2_tile shared\n' > %t.recipe
// RUN: %tilec --recipe=%t.recipe -I %pbdist/utilities %pbdist/linear-algebra/blas/symm/symm.c -o - | grep -v '^#line' | FileCheck %s
// RUN: %tilec -I %pbdist/utilities --remarks %pbdist/linear-algebra/blas/symm/symm.c -o /dev/null 2>&1 | FileCheck %s --check-prefix=AUTO
// CHECK-LABEL: __global__ void __launch_bounds__(256) kernel_symm_kernel0(
// CHECK:         for (int k_tile = 0; k_tile < i_first + 63 && k_tile < m - 1; k_tile += 16) {
// CHECK:           B_tile[k - k_tile][j - j_first] = k <= i_first + 62 && k <= m - 2 && j <= n - 1 ? B[(long)k * 1200 + j] : 0;
// CHECK:           A_tile[k - k_tile][i - i_first] = i <= m - 1 && k <= i_first + 62 && k <= m - 2 ? A[(long)i * 1000 + k] : 0;
// CHECK:         __syncthreads();
// CHECK:         for (int k = k_tile; k < i_first + 63 && k < m - 1 && k < k_tile + 16; k++) {
// CHECK:               int j = j_first + j_thread + 16 * j_sub;
// CHECK-NEXT:          if (k <= i - 1) {
// CHECK-NEXT:            temp2[i_sub][j_sub] += B_tile[k - k_tile][j - j_first] * A_tile[k - k_tile][i - i_first];
// CHECK-LABEL: __global__ void __launch_bounds__(256) kernel_symm_kernel1(
// CHECK:         for (int i2_tile = (k2_first + 1 > 1 ? k2_first + 1 : 1); i2_tile < m; i2_tile += 16) {
// CHECK:               int j2 = j2_first + j2_thread + 16 * j2_sub;
// CHECK-NEXT:          if (i2 >= k2 + 1) {
// CHECK-NEXT:            C_k2_j2[k2_sub][j2_sub] += alpha * B_tile2[i2 - i2_tile][j2 - j2_first] * A_tile2[i2 - i2_tile][k2 - k2_first];
// AUTO: remark: kernel 'kernel_symm_kernel0': parallel loops mapped to blocks and threads: 'j' -> x, 'i' -> y
// AUTO-NOT: kernel_symm_kernel0': each block computes a tile
