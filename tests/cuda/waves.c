// The cost model's tiles on the tensor cores: 64 x 64 points per block
// (4 x 32 threads of 2 x 16), or 64 x 32 (2 x 8 points) where 64 x 64
// tiles would make fewer blocks than one wave fills: the target's
// multiprocessors (sm_90: 132) times the blocks that their registers
// hold.  The extents come from the arrays the points index with the
// band's iterators (PolyBench gemm's C[1000][1100] at LARGE: 16 x 18 =
// 288 tiles, fewer than 3 x 132); at EXTRALARGE (32 x 36 tiles) and with
// sizes known only at run time (the lecture matmul) the tiles stay 64 x
// 64, as they do for two reductions (symm).  Where the narrower tiles
// still give every multiprocessor one (576 here), a reduction over a
// rectangle takes 32 steps at a time (the small inputs of the other
// tests keep 16).  So does a product of two factors alone over sizes
// known only at run time (the lecture matmul, 'plain' below; its sums of
// doubles also take tiles of 128 x 64 points, 4 x 16 per thread), not one
// with a third factor ('scaled': alpha * A * B) nor one of constant
// sizes (gemm at EXTRALARGE).  A remark says why.
// REQUIRES: nvcc
//
// RUN: %tilec -I %polybench/utilities -I %polybench/gemm -DLARGE_DATASET --remarks --save-recipe=%t.large %polybench/gemm/gemm.c -o %t.cu 2> %t.err
// RUN: FileCheck %s --check-prefix=REM < %t.err
// RUN: FileCheck %s --check-prefix=HALF < %t.large
// RUN: grep -v '^#line' %t.cu | FileCheck %s --check-prefix=CU
// RUN: %nvcc -arch=sm_90 -Werror all-warnings -I %polybench/utilities -I %polybench/gemm -DLARGE_DATASET -c %t.cu -o %t.o
// RUN: %tilec -I %polybench/utilities -I %polybench/gemm -DEXTRALARGE_DATASET --remarks --save-recipe=%t.xl %polybench/gemm/gemm.c -o %t.xl.cu 2> %t.xl.err
// RUN: FileCheck %s --check-prefix=WHOLE < %t.xl
// RUN: FileCheck %s --check-prefix=NOREM < %t.xl.err
// RUN: %tilec --save-recipe=%t.mm %S/../../examples/matmul.c -o %t.mm.cu
// RUN: FileCheck %s --check-prefix=LONGER < %t.mm
// RUN: %tilec --remarks --save-recipe=%t.own %s -o %t.own.cu 2> %t.own.err
// RUN: FileCheck %s --check-prefix=OWN < %t.own
// RUN: FileCheck %s --check-prefix=OWNREM < %t.own.err
// RUN: %tilec -I %polybench/utilities -I %polybench/symm -DLARGE_DATASET --save-recipe=%t.symm %polybench/symm/symm.c -o %t.symm.cu
// RUN: FileCheck %s --check-prefix=TWO < %t.symm

// REM: remark: kernel 'kernel_gemm_kernel0': tiles of 64 x 32 points, 32 steps of 'k' at a time: 64 x 64 ones would make 288 blocks, fewer than one wave of 396 (132 multiprocessors of sm_90, 3 blocks each)

// HALF: gpu-tile i,j 64,32
// HALF-NEXT: coarsen i,j 2,8
// HALF-NEXT: stripmine k 32
// HALF: mma k_tile

// CU: __global__ void __launch_bounds__(128) kernel_gemm_kernel0(
// CU: double C_ij[2][8] = {{[{][{]}}0{{[}][}]}};
// CU: for (k = k_tile; k < k_tile + 32; k += 8) {
// CU: for (int j_sub = 0; j_sub < 8; j_sub += 2) {
// CU: dim3 tilec_block(4, 32, 1);
// CU-NEXT: dim3 tilec_grid(tilec_trips((long)(0), (long)(nj - 1), 32L), tilec_trips((long)(0), (long)(ni - 1), 64L), 1);

// WHOLE: gpu-tile {{.*}} 64,64
// WHOLE-NEXT: coarsen {{.*}} 2,16
// WHOLE-NEXT: stripmine k 16
// NOREM-NOT: one wave
// NOREM-NOT: 32 steps

// LONGER: gpu-tile i,j 128,64
// LONGER-NEXT: coarsen i,j 4,16
// LONGER-NEXT: stripmine k 32

// OWN: region 0: 'plain'
// OWN: gpu-tile i,j 128,64
// OWN-NEXT: coarsen i,j 4,16
// OWN-NEXT: stripmine k 32
// OWN: region 1: 'scaled'
// OWN: gpu-tile i,j 64,64
// OWN-NEXT: coarsen i,j 2,16
// OWN-NEXT: stripmine k 16
// OWNREM: remark: kernel 'plain_kernel0': tiles of 128 x 64 points (4 x 16 per thread), 32 steps of 'k' at a time (a product of two factors, sizes known at run time)
// OWNREM-NOT: kernel 'scaled_kernel0': 32 steps

// TWO: gpu-tile c,j 64,64
// TWO-NEXT: coarsen c,j 2,16

void plain(int n, const double *A, const double *B, double *C) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0;
      for (int k = 0; k < n; k++)
        s += A[i * n + k] * B[k * n + j];
      C[i * n + j] = s;
    }
}

void scaled(int n, double alpha, const double *A, const double *B, double *C) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0;
      for (int k = 0; k < n; k++)
        s += alpha * A[i * n + k] * B[k * n + j];
      C[i * n + j] = s;
    }
}
