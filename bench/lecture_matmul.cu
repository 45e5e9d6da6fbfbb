/* lecture_matmul.cu - the reference points for tilec's matmul kernel on
 * the GPU: the lecture's hand-written tiled shared-memory kernel (seed
 * notes 000 and 004: TILE_WIDTH x TILE_WIDTH tiles of M and N in shared
 * memory, zero-filled at the borders, guarded store), for tiles of 16 and
 * 32, and cuBLAS SGEMM, all in float on Width x Width matrices.
 * Prints the median kernel time of 10 runs after a warm-up.
 * Build: nvcc -O3 -arch=sm_90 lecture_matmul.cu -lcublas -o lecture_matmul
 * Usage: lecture_matmul [Width]   (default 4096) */
#include <algorithm>
#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <vector>

#include "bench_check.h"


template <int TILE_WIDTH>
__global__ void MatrixMulKernel(const float *M, const float *N, float *P, int Width) {
  __shared__ float subTileM[TILE_WIDTH][TILE_WIDTH];
  __shared__ float subTileN[TILE_WIDTH][TILE_WIDTH];
  int bx = blockIdx.x, by = blockIdx.y, tx = threadIdx.x, ty = threadIdx.y;
  int Row = by * TILE_WIDTH + ty, Col = bx * TILE_WIDTH + tx;
  float Pvalue = 0;
  for (int m = 0; m < (Width - 1) / TILE_WIDTH + 1; ++m) {
    if (Row < Width && m * TILE_WIDTH + tx < Width)
      subTileM[ty][tx] = M[Row * Width + m * TILE_WIDTH + tx];
    else
      subTileM[ty][tx] = 0;
    if (Col < Width && m * TILE_WIDTH + ty < Width)
      subTileN[ty][tx] = N[(m * TILE_WIDTH + ty) * Width + Col];
    else
      subTileN[ty][tx] = 0;
    __syncthreads();
    for (int k = 0; k < TILE_WIDTH; ++k)
      Pvalue += subTileM[ty][k] * subTileN[k][tx];
    __syncthreads();
  }
  if (Row < Width && Col < Width)
    P[Row * Width + Col] = Pvalue;
}

template <typename F> static double median_ms(F run) {
  cudaEvent_t a, b;
  CHECK(cudaEventCreate(&a));
  CHECK(cudaEventCreate(&b));
  run(); /* warm-up */
  CHECK(cudaDeviceSynchronize());
  std::vector<float> t;
  for (int r = 0; r < 10; r++) {
    CHECK(cudaEventRecord(a));
    run();
    CHECK(cudaEventRecord(b));
    CHECK(cudaEventSynchronize(b));
    float ms;
    CHECK(cudaEventElapsedTime(&ms, a, b));
    t.push_back(ms);
  }
  std::sort(t.begin(), t.end());
  return (t[4] + t[5]) / 2;
}

int main(int argc, char **argv) {
  int W = argc > 1 ? atoi(argv[1]) : 4096;
  size_t bytes = (size_t)W * W * sizeof(float);
  std::vector<float> h(W * (size_t)W);
  for (size_t i = 0; i < h.size(); i++)
    h[i] = (float)((i * 7) % 17) / 17.0f - 0.5f;
  float *M, *N, *P;
  CHECK(cudaMalloc(&M, bytes));
  CHECK(cudaMalloc(&N, bytes));
  CHECK(cudaMalloc(&P, bytes));
  CHECK(cudaMemcpy(M, h.data(), bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(N, h.data(), bytes, cudaMemcpyHostToDevice));
  double flop = 2.0 * W * (double)W * W;
  double t16 = median_ms([&] {
    MatrixMulKernel<16><<<dim3((W + 15) / 16, (W + 15) / 16), dim3(16, 16)>>>(M, N, P, W);
  });
  double t32 = median_ms([&] {
    MatrixMulKernel<32><<<dim3((W + 31) / 32, (W + 31) / 32), dim3(32, 32)>>>(M, N, P, W);
  });
  cublasHandle_t handle;
  cublasCreate(&handle);
  const float one = 1, zero = 0;
  double tcb = median_ms([&] {
    cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, W, W, W, &one, N, W, M, W, &zero, P, W);
  });
  CHECK(cudaGetLastError());
  printf("lecture tiled kernel 16x16, float: %9.3f ms  %8.1f GFLOP/s\n", t16, flop / t16 / 1e6);
  printf("lecture tiled kernel 32x32, float: %9.3f ms  %8.1f GFLOP/s\n", t32, flop / t32 / 1e6);
  printf("cuBLAS SGEMM, float:               %9.3f ms  %8.1f GFLOP/s\n", tcb, flop / tcb / 1e6);
  return 0;
}
