// Double-buffered tiles in CUDA (Inputs/pipeline.c): the fills of global
// elements are cp.async copies (tilec_copy_async, from the runtime
// support in the .cu; a plain copy before sm_80), zero past the borders
// by a plain store; each step waits for the thread's copies
// (tilec_copy_wait) before its one barrier.  The float product keeps one
// buffer unless a recipe asks.  The .cu compiles without warnings for
// sm_90 and for sm_75, which has no cp.async.
// REQUIRES: nvcc
// (--no-tensor-cores: the FMA form of the products; tests/cuda/mma.c and
// tests/passes/mma.c test their tensor-core form.)
// (Element copies: the automatic recipe less its vectorize steps, whose
// 16-byte copies tests/passes/vectorize.c tests.)
// RUN: %tilec --no-tensor-cores --save-recipe=%t.recipe %S/../Inputs/pipeline.c -o %t.auto.cu
// RUN: sed '/^vectorize/d' %t.recipe > %t.novec
// RUN: %tilec --recipe=%t.novec %S/../Inputs/pipeline.c -o %t.cu
// RUN: grep -v '^#line' %t.cu | FileCheck %s
// RUN: %nvcc -arch=sm_90 -Werror all-warnings -I%S/../Inputs -c %t.cu -o %t.o
// RUN: %nvcc -arch=sm_75 -Werror all-warnings -I%S/../Inputs -c %t.cu -o %t.75.o
// CHECK:       static __device__ __forceinline__ void tilec_copy_async(tilec_elem *dst, const tilec_elem *src) {
// CHECK:         asm volatile("cp.async.ca.shared.global
// CHECK:       asm volatile("cp.async.wait_all;
// CHECK-LABEL: __global__ void __launch_bounds__(256) product_kernel0(
// CHECK:         __shared__ double A_tile[32][65];
// CHECK-NEXT:    __shared__ double B_tile[32][65];
// CHECK:         if (0 <= nk - 1) {
// CHECK:             if (i <= ni - 1 && k <= nk - 1)
// CHECK-NEXT:          tilec_copy_async(&A_tile[k][i - i_first], &A[i * 100 + k]);
// CHECK-NEXT:        else
// CHECK-NEXT:          A_tile[k][i - i_first] = 0;
// CHECK:         for (int k_tile = 0; k_tile < nk; k_tile += 16) {
// CHECK-NEXT:      int k_tile_stage = k_tile / 16 % 2;
// CHECK-NEXT:      tilec_copy_wait();
// CHECK-NEXT:      __syncthreads();
// CHECK-NEXT:      if (k_tile <= nk - 17) {
// CHECK:                 tilec_copy_async(&A_tile[k - k_tile - 16 * k_tile_stage][i - i_first], &A[i * 100 + k]);
// CHECK:                 tilec_copy_async(&B_tile[k - k_tile - 16 * k_tile_stage][j - j_first], &B[k * 100 + j]);
// CHECK:           if (k_tile + 15 <= nk - 1) {
// CHECK-NEXT:        #pragma unroll
// CHECK-NEXT:        for (int k = k_tile; k < k_tile + 16; k++) {
// CHECK-NOT:     __syncthreads();
// CHECK-LABEL: __global__ void __launch_bounds__(256) upper_kernel0(
// CHECK:         int k_tile_first = i_first + 1 > 1 ? i_first + 1 : 1;
// CHECK:         for (int k_tile = k_tile_first; k_tile < nk; k_tile += 16) {
// CHECK-NEXT:      int k_tile_stage = (k_tile - k_tile_first) / 16 % 2;
// CHECK-LABEL: __global__ void __launch_bounds__(256) mixed_kernel0(
// CHECK:         __shared__ float F_tile[16][65];
// CHECK-NOT:     tilec_copy
// CHECK-LABEL: int main(
// A recipe that double-buffers the float product's tiles: cp.async of
// 4-byte elements.
// RUN: %tilec --no-tensor-cores --save-recipe=%t.recipe %S/../Inputs/pipeline.c -o %t.auto.cu
// RUN: echo 'pipeline k_tile' >> %t.recipe
// RUN: %tilec --recipe=%t.recipe %S/../Inputs/pipeline.c -o %t.float.cu
// RUN: grep -v '^#line' %t.float.cu | FileCheck %s --check-prefix=FLOAT
// RUN: %nvcc -arch=sm_90 -Werror all-warnings -I%S/../Inputs -c %t.float.cu -o %t.float.o
// FLOAT-LABEL: __global__ void __launch_bounds__(256) mixed_kernel0(
// FLOAT:         __shared__ float F_tile[32][65];
// FLOAT:             tilec_copy_async(&F_tile[k - k_tile - 16 * k_tile_stage][i - i_first], &F[i * 100 + k]);
// Three buffers by a recipe, with the automatic 16-byte fills: each
// step's copies are committed as a group (tilec_copy_commit, after the
// prologue's steps whether or not they run) and the wait before the
// barrier lets the newest group run on (tilec_copy_wait_pending<1>); the
// .cu compiles for sm_90 and for sm_75, where both do nothing.
// RUN: sed -e 's/^pipeline k_tile$/pipeline k_tile 3/' %t.recipe > %t.three
// RUN: %tilec --recipe=%t.three %S/../Inputs/pipeline.c -o %t.three.cu
// RUN: grep -v '^#line' %t.three.cu | FileCheck %s --check-prefix=THREE
// RUN: %nvcc -arch=sm_90 -Werror all-warnings -I%S/../Inputs -c %t.three.cu -o %t.three.o
// RUN: %nvcc -arch=sm_75 -Werror all-warnings -I%S/../Inputs -c %t.three.cu -o %t.three.75.o
// THREE:       void tilec_copy_commit(void) {
// THREE:         asm volatile("cp.async.commit_group;
// THREE:       void tilec_copy_wait_pending(void) {
// THREE:         asm volatile("cp.async.wait_group %0;\n" ::"n"(tilec_pending)
// THREE-LABEL: __global__ void __launch_bounds__(256) product_kernel0(
// THREE:         double (*const A_tile)[50] = (double (*)[50])(tilec_shared + 0);
// THREE:           tilec_copy_async_n<2>(&A_tile[i - i_first][k], A, &A[i * 100 + k], i <= ni - 1 ? nk - k : 0);
// THREE:         tilec_copy_commit();
// THREE-NEXT:    if (16 <= nk - 1) {
// THREE:         tilec_copy_commit();
// THREE-NEXT:    for (int k_tile = 0; k_tile < nk; k_tile += 16) {
// THREE-NEXT:      int k_tile_stage = k_tile / 16 % 3;
// THREE-NEXT:      int k_tile_fill = (k_tile_stage + 2) % 3;
// THREE-NEXT:      tilec_copy_wait_pending<1>();
// THREE-NEXT:      __syncthreads();
// THREE-NEXT:      if (k_tile <= nk - 33) {
// THREE:             tilec_copy_async_n<2>(&A_tile[i - i_first][k - k_tile + 16 * k_tile_fill - 32], A, &A[i * 100 + k], i <= ni - 1 ? nk - k : 0);
// THREE:           tilec_copy_commit();
// THREE-NEXT:      if (k_tile + 15 <= nk - 1) {
// The double product's full steps peeled (peel) with three buffers, on
// the tensor cores and with 16-byte fills: the .cu compiles.
// RUN: %tilec --save-recipe=%t.mma.recipe %S/../Inputs/pipeline.c -o %t.mma.cu
// RUN: sed -e '/region 1/,$ b' -e 's/^pipeline k_tile$/pipeline k_tile 3\npeel k_tile/' %t.mma.recipe > %t.peel
// RUN: %tilec --recipe=%t.peel %S/../Inputs/pipeline.c -o %t.peel.cu
// RUN: grep -v '^#line' %t.peel.cu | FileCheck %s --check-prefix=PEEL
// RUN: %nvcc -arch=sm_90 -Werror all-warnings -I%S/../Inputs -c %t.peel.cu -o %t.peel.o
// PEEL-LABEL: __global__ void __launch_bounds__(128) product_kernel0(
// PEEL:         for (int k_tile = 0; k_tile < nk && k_tile < nk - 15; k_tile += 16) {
// PEEL:             tilec_mma_m16n8k8(
// PEEL:         int k_tile_full = nk / 16;
// PEEL-NEXT:    for (int k_tile_last = (0 > 16 * k_tile_full ? 0 : 16 * k_tile_full); k_tile_last < nk; k_tile_last += 16) {
// PEEL-NOT:       tilec_mma
// PEEL:         }
