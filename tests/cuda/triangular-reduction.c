// A product whose reduction's bounds use the band (PolyBench symm's
// temp2 over k < c, rescheduled with its live ranges: one (c, j) per
// thread) can be tiled like gemm by a recipe (the automatic pipeline
// does not: the tiles' work differs too much, see passes/gpu_plan.c):
// the reduction loop runs over the range of the whole tile (k below
// c_first + 63 and below m - 1, the band's end), the tiles of both
// operands are staged in shared memory, and each point adds only the
// iterations of its own range, testing only the bound that uses the band
// (no test of the band's own bounds: the sum touches registers and
// shared memory only).  Results on a device:
// tests/opencl/polybench-symm-trmm.c.
// REQUIRES: polybench-dist
// RUN: printf 'reschedule i\ndistribute j\ndistribute c\nscalar-replace i\nmap-gpu c@93\ngpu-tile kernel_symm_kernel0:c,kernel_symm_kernel0:j 64,64\ncoarsen kernel_symm_kernel0:c,kernel_symm_kernel0:j 4,4\nstripmine k 16\npromote B k_tile shared\npromote A k_tile shared\n' > %t.recipe
// RUN: %tilec --recipe=%t.recipe -I %pbdist/utilities %pbdist/linear-algebra/blas/symm/symm.c -o - | grep -v '^#line' | FileCheck %s
// RUN: %tilec -I %pbdist/utilities --remarks %pbdist/linear-algebra/blas/symm/symm.c -o /dev/null 2>&1 | FileCheck %s --check-prefix=AUTO
// CHECK-LABEL: __global__ void __launch_bounds__(256) kernel_symm_kernel0(
// CHECK:         for (int k_tile = 0; k_tile < c_first + 63 && k_tile < m - 1; k_tile += 16) {
// CHECK:           B_tile[k - k_tile][j - j_first] = k <= c_first + 62 && k <= m - 2 && j <= n - 1 ? B[(long)k * 1200 + j] : 0;
// CHECK:           A_tile[k - k_tile][c - c_first] = c <= m - 1 && k <= c_first + 62 && k <= m - 2 ? A[(long)c * 1000 + k] : 0;
// CHECK:         __syncthreads();
// CHECK:         for (int k = k_tile; k < c_first + 63 && k < m - 1 && k < k_tile + 16; k++) {
// CHECK:               int j = j_first + j_thread + 16 * j_sub;
// CHECK-NEXT:          if (k <= c - 1) {
// CHECK-NEXT:            temp2[c_sub][j_sub] += B_tile[k - k_tile][j - j_first] * A_tile[k - k_tile][c - c_first];
// CHECK-LABEL: __global__ void kernel_symm_kernel1(
// AUTO: remark: kernel 'kernel_symm_kernel0': parallel loops mapped to blocks and threads: 'j' -> x, 'c' -> y
// AUTO-NOT: kernel_symm_kernel0': each block computes a tile
