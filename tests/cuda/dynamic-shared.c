// Kernels whose shared tiles exceed the static 48 KB take them from
// dynamic shared memory (up to sm_90's opt-in 227 KB): syr2k's four
// tiles, double-buffered (pipeline), need 54 KB (64 x 32 tiles: at this
// size 64 x 64 ones would not fill one wave of blocks).  The kernel declares
// one pool, 'extern __shared__ __align__(16) unsigned char tilec_shared[]',
// and each tile as a pointer to rows at a multiple of 16 bytes in it; the
// launch passes the bytes after the kernel's opt-in
// (cudaFuncSetAttribute).  Kernels within 48 KB keep static __shared__
// arrays (gemm).  OpenCL keeps the static limit: its syr2k keeps one
// buffer.  nvcc compiles both; gpu-check runs syr2k and symm (two
// reductions' tiles, 70 KB) at odd sizes and LARGE.
// REQUIRES: nvcc
//
// RUN: %tilec -I %polybench/utilities %polybench/syr2k/syr2k.c -o %t.cu
// RUN: grep -v '^#line' %t.cu | FileCheck %s
// RUN: %nvcc -arch=sm_90 -Werror all-warnings -I %polybench/utilities -I %polybench/syr2k -c %t.cu -o %t.o
// The IR says so (--emit=ir replaying the recipe):
// RUN: %tilec -I %polybench/utilities %polybench/syr2k/syr2k.c --save-recipe=%t.recipe -o %t.2.cu
// RUN: %tilec --emit=ir --recipe=%t.recipe -I %polybench/utilities %polybench/syr2k/syr2k.c | FileCheck %s --check-prefix=IR
// RUN: %tilec -I %polybench/utilities %polybench/gemm/gemm.c -o - | FileCheck %s --check-prefix=STATIC
// RUN: %tilec --emit=opencl --remarks -I %polybench/utilities %polybench/syr2k/syr2k.c -o %t.ocl.c 2>&1 | FileCheck %s --check-prefix=OPENCL
// With --tile-sizes the FMA form's 128 x 128 tiles (67 KB: back in the
// arrays' order, rows of 34 and 130 doubles, for 16-byte fills) too:
// RUN: %tilec --tile-sizes=128,128,16 -I %polybench/utilities %polybench/gemm/gemm.c -o %t.big.cu
// RUN: grep -v '^#line' %t.big.cu | FileCheck %s --check-prefix=BIG
// RUN: %nvcc -arch=sm_90 -Werror all-warnings -I %polybench/utilities -I %polybench/gemm -c %t.big.cu -o %t.big.o

// CHECK: __global__ void __launch_bounds__(128) kernel_syr2k_kernel0(
// CHECK-NEXT: {
// CHECK-NEXT: extern __shared__ __align__(16) unsigned char tilec_shared[];
// CHECK-NEXT: double (*const A_tile)[36] = (double (*)[36])(tilec_shared + 0);
// CHECK-NEXT: double (*const A_tile2)[36] = (double (*)[36])(tilec_shared + 9216);
// CHECK-NEXT: double (*const B_tile)[36] = (double (*)[36])(tilec_shared + 27648);
// CHECK-NEXT: double (*const B_tile2)[36] = (double (*)[36])(tilec_shared + 46080);
// CHECK: tilec_copy_async_n<2>(&A_tile[
// CHECK: TILEC_CHECK(cudaFuncSetAttribute(kernel_syr2k_kernel0, cudaFuncAttributeMaxDynamicSharedMemorySize, 55296));
// CHECK: kernel_syr2k_kernel0<<<tilec_grid, tilec_block, 55296>>>(

// IR: kernel kernel_syr2k_kernel0 grid(j_first, i_first) block(4, 32) {
// IR: dynamic shared memory of 55296 bytes holds the shared arrays;  // CUDA: past the static 48 KB
// IR-NEXT: register double C_ij[2][8] = {0};
// IR-NEXT: shared double A_tile[32][32];{{ *}}// padded by 4, aligned to 16 bytes

// STATIC: __shared__ __align__(16) double A_tile[64][36];
// STATIC-NOT: tilec_shared
// STATIC: kernel_gemm_kernel0<<<tilec_grid, tilec_block>>>(

// OPENCL: remark: cannot pipeline loop 'k_tile' (line {{[0-9]+}}): two buffers of its tiles would need 66560 bytes of shared memory per block, more than the 49152 sm_90 allows

// BIG: extern __shared__ __align__(16) unsigned char tilec_shared[];
// BIG-NEXT: double (*const A_tile)[34] = (double (*)[34])(tilec_shared + 0);
// BIG-NEXT: double (*const B_tile)[130] = (double (*)[130])(tilec_shared + 34816);
// BIG: kernel_gemm_kernel0<<<tilec_grid, tilec_block, 68096>>>(
