// --allow-tf32: sums of products of floats run on the tensor cores too
// (mma.m16n8k4 tf32: each factor rounded to TF32, 10 bits of mantissa;
// relative errors near 1e-3, gpu-check's rect_matmul+tf32 rows compare
// within 1e-2), in the tensor cores' shape: 4 x 32 threads, for a
// two-factor product of sizes known at run time 128 x 128 tiles of 4 x 32
// points per thread (a warp 32 rows x 128 columns), 32 steps at a time,
// float tiles filled 16 bytes per asynchronous copy, in dynamic shared
// memory.  Without
// the option the FFMA form stays (tests/cuda/float-tiles.c), and a recipe
// that asks for the step on float sums is refused, located, with the
// reason.  The option is CUDA-only and contradicts --no-tensor-cores
// (exit status 2).  The device code builds for sm_90 and, through the
// warp-shuffle fallback, for sm_75.
// REQUIRES: nvcc
//
// RUN: %tilec --allow-tf32 --remarks --save-recipe=%t.recipe %S/../gpu/tools/rect_matmul.c -o %t.cu 2> %t.err
// RUN: FileCheck %s --check-prefix=REM < %t.err
// RUN: FileCheck %s --check-prefix=RECIPE < %t.recipe
// RUN: grep -v '^#line' %t.cu | FileCheck %s --check-prefix=CU
// RUN: %nvcc -arch=sm_90 -Werror all-warnings -c %t.cu -o %t.o
// RUN: %nvcc -arch=sm_75 -Werror all-warnings -c %t.cu -o %t.75.o
// RUN: not %tilec --recipe=%t.recipe %S/../gpu/tools/rect_matmul.c -o %t.off.cu 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: test ! -e %t.off.cu
// RUN: python3 %S/../Inputs/expect-status.py 2 %tilec --allow-tf32 --emit=opencl %S/../gpu/tools/rect_matmul.c -o %t.cl.c 2>&1 | FileCheck %s --check-prefix=OPENCL
// RUN: python3 %S/../Inputs/expect-status.py 2 %tilec --allow-tf32 --no-tensor-cores %S/../gpu/tools/rect_matmul.c -o %t.no.cu 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: test ! -e %t.cl.c && test ! -e %t.no.cu

// REM: remark: kernel 'rect_matmul_kernel0': tiles of 128 x 128 points (4 x 32 per thread), 32 steps of 'k' at a time (a product of two factors, sizes known at run time)
// REM: remark: kernel 'rect_matmul_kernel0': the full steps of loop 'k_tile' run on the TF32 tensor cores: each warp computes 32 rows x 128 columns of the tile, 1 mma.m16n8k4 per 4 iterations

// RECIPE: gpu-tile i,j 128,128
// RECIPE-NEXT: coarsen i,j 4,32
// RECIPE: mma k_tile

// CU: tilec_mma_m16n8k4(float &d0, float &d1, float &d2, float &d3, float a0, float a1, float b) {
// CU: mma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32
// CU: float (*const A_tile)[68] = (float (*)[68])(tilec_shared + 0);
// CU: float acc[4][32] = {{[{][{]}}0{{[}][}]}};
// CU: tilec_mma_m16n8k4(acc[i_sub][j_sub], acc[i_sub][j_sub + 1], acc[i_sub + 1][j_sub], acc[i_sub + 1][j_sub + 1], A_tile[i - i_first][k + j_thread - k_tile + 32 * k_tile_stage], A_tile[i + 32 - i_first][k + j_thread - k_tile + 32 * k_tile_stage], B_tile[k + j_thread - k_tile + 32 * k_tile_stage][j - j_first]);
// CU: dim3 tilec_block(4, 32, 1);

// OFF: .recipe:10:1: error: cannot run loop 'k_tile' (line 16) on the tensor cores: its sums are floats (--allow-tf32 runs them in TF32)
// OPENCL: tilec: error: --allow-tf32 applies to --emit=cuda only
// BOTH: tilec: error: --allow-tf32 asks for the tensor cores, which --no-tensor-cores turns off
