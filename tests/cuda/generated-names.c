// Names the generated code invents never hide or collide with the
// program's, macros included: the device buffer of A is d_A2 beside a
// parameter d_A (and d_d_A is d_A's), the launch's grid and block avoid
// parameters called tilec_grid and tilec_block, the kernel avoids a
// function called scale_kernel0, and a macro d_B keeps B's buffer off
// that name; nvcc compiles the result.
// REQUIRES: nvcc
// RUN: %tilec %s -o %t.cu
// RUN: grep -v "^// " %t.cu | FileCheck %s
// RUN: %nvcc -arch=sm_90 -c %t.cu -o %t.o
#define d_B oops

int scale_kernel0(void) { return 0; }

// CHECK-LABEL: __global__ void scale_kernel1(float *__restrict__ A, const float *__restrict__ d_A, float *__restrict__ B, int tilec_grid, int tilec_block)
void scale(int tilec_grid, int tilec_block, float *restrict A, float *restrict B, const float *restrict d_A) {
  for (int i = 0; i < tilec_grid + tilec_block; i++) {
    A[i] = d_A[i] * 2.0f;
    B[i] = d_A[i] + 1.0f;
  }
}
// CHECK-LABEL: void scale(
// CHECK:      float *d_A2 = NULL;
// CHECK:      float *d_d_A = NULL;
// CHECK:      float *d_B2 = NULL;
// CHECK:      TILEC_CHECK(cudaMemcpy(d_d_A, d_A,
// CHECK:      dim3 tilec_block2(
// CHECK-NEXT: dim3 tilec_grid2(tilec_blocks(tilec_trips((long)(0), (long)(tilec_grid + tilec_block - 1), 1L)
// CHECK:      scale_kernel1<<<tilec_grid2, tilec_block2>>>(d_A2, d_d_A, d_B2, tilec_grid, tilec_block);
// CHECK:      TILEC_CHECK(cudaMemcpy(A, d_A2,
// CHECK:      TILEC_CHECK(cudaMemcpy(B, d_B2,
