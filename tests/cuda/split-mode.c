// --split writes NAME.cu (the kernels and an extern "C" function per region)
// and NAME.host.c (the program in plain C, the region replaced by a call and
// a prototype before its function); the pair builds with nvcc alone, and with
// gcc for the C part linked by nvcc.
// REQUIRES: nvcc
// RUN: rm -f %t.cu %t.host.c
// RUN: %tilec --split --no-tensor-cores %examples/matmul.c -o %t.cu
// RUN: grep -v "^#line " %t.cu | FileCheck %s --check-prefix=CU
// RUN: FileCheck %s --check-prefix=HOST < %t.host.c
// RUN: %nvcc -arch=sm_90 %t.cu %t.host.c -o %t.nvcc
// RUN: %cc -std=c11 -Wall -Werror -c %t.host.c -o %t.host.o
// RUN: %nvcc -arch=sm_90 -c %t.cu -o %t.cu.o
// RUN: %nvcc %t.cu.o %t.host.o -o %t.gcc
// RUN: not %tilec --split %examples/matmul.c -o - 2>&1 | FileCheck %s --check-prefix=STDOUT
// A region function declares only the iterators its host code runs loops
// over without declaring them: none for Inputs/expand.c, whose loops all
// declare theirs (rescheduled, expanded and original loops alike); nvcc
// finds no unused variable.
// RUN: %tilec --split %S/../Inputs/expand.c -o %t.expand.cu
// RUN: FileCheck %s --check-prefix=DECLS < %t.expand.cu
// RUN: %nvcc -arch=sm_90 -Werror all-warnings -I%S/../Inputs -c %t.expand.cu -o %t.expand.o
// DECLS:      extern "C" void stale_region2(int n, int m, double *u, double *out)
// DECLS-NEXT: {
// DECLS-NEXT:   /* tilec: region 2 ({{.*}}expand.c:42-47) runs on the GPU */

// CU: __global__ void __launch_bounds__(256) MatrixMulOnHost_kernel0(const float *__restrict__ M, const float *__restrict__ N, float *__restrict__ P, int Width)
// CU: extern "C" void MatrixMulOnHost_region0(int Width, float *M, float *N, float *P)
// CU: MatrixMulOnHost_kernel0<<<tilec_grid, tilec_block>>>(d_M, d_N, d_P, Width);
// CU: } else {
// CU-NEXT: tilec_profile_region(0, "{{.*}}matmul.c:17-26", "original loops (arrays overlap)");
// CU-NEXT: for (int i = 0; i < Width; i++)
// CU: double a = M[i * Width + k];

// HOST: void MatrixMulOnHost_region0(int Width, float *M, float *N, float *P);
// HOST-LABEL: void MatrixMulOnHost(float* M, float* N, float* P, int Width)
// HOST-NEXT: {
// HOST-NEXT:   MatrixMulOnHost_region0(Width, (float *)M, (float *)N, (float *)P); /* tilec: region 0 runs on the GPU */
// HOST-NEXT: }
// HOST: float *M = malloc(size);

// STDOUT: tilec: error: --split writes two files; give '-o NAME.cu', not '-o -'
