// mma_shapes.cu - the rates of the FP64 tensor-core instructions on the
// GPU (mma.sync m8n8k4, and on sm_90 m16n8k4, m16n8k8, m16n8k16, f64)
// and a check of the fragment layouts passes/mma.c and
// runtime/tilec_cuda.h assume, against a product on the CPU.
// Build and run on a GPU machine:
//   nvcc -O3 -arch=sm_90 -std=c++17 bench/mma_shapes.cu -o mma_shapes &&
//   ./mma_shapes
// Measured on an H200: m8n8k4 33 TFLOP/s, the three sm_90 shapes 66.
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "bench_check.h"

__device__ __forceinline__ void m884(double *d, const double *a,
                                     const double *b) {
  asm volatile("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0,%1}, {%2}, "
               "{%3}, {%0,%1};"
               : "+d"(d[0]), "+d"(d[1])
               : "d"(a[0]), "d"(b[0]));
}
__device__ __forceinline__ void m1684(double *d, const double *a,
                                      const double *b) {
  asm volatile("mma.sync.aligned.m16n8k4.row.col.f64.f64.f64.f64 "
               "{%0,%1,%2,%3}, {%4,%5}, {%6}, {%0,%1,%2,%3};"
               : "+d"(d[0]), "+d"(d[1]), "+d"(d[2]), "+d"(d[3])
               : "d"(a[0]), "d"(a[1]), "d"(b[0]));
}
__device__ __forceinline__ void m1688(double *d, const double *a,
                                      const double *b) {
  asm volatile("mma.sync.aligned.m16n8k8.row.col.f64.f64.f64.f64 "
               "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
               : "+d"(d[0]), "+d"(d[1]), "+d"(d[2]), "+d"(d[3])
               : "d"(a[0]), "d"(a[1]), "d"(a[2]), "d"(a[3]), "d"(b[0]),
                 "d"(b[1]));
}
__device__ __forceinline__ void m16816(double *d, const double *a,
                                       const double *b) {
  asm volatile(
      "mma.sync.aligned.m16n8k16.row.col.f64.f64.f64.f64 {%0,%1,%2,%3}, "
      "{%4,%5,%6,%7,%8,%9,%10,%11}, {%12,%13,%14,%15}, {%0,%1,%2,%3};"
      : "+d"(d[0]), "+d"(d[1]), "+d"(d[2]), "+d"(d[3])
      : "d"(a[0]), "d"(a[1]), "d"(a[2]), "d"(a[3]), "d"(a[4]), "d"(a[5]),
        "d"(a[6]), "d"(a[7]), "d"(b[0]), "d"(b[1]), "d"(b[2]), "d"(b[3]));
}
template <int S, int NACC> __global__ void thr(double *out, int iters) {
  double a[8], b[4], d[NACC][4];
  for (int i = 0; i < 8; i++)
    a[i] = 1e-3 * (threadIdx.x + i);
  for (int i = 0; i < 4; i++)
    b[i] = 1e-3 * (threadIdx.x - i);
  for (int j = 0; j < NACC; j++)
    for (int i = 0; i < 4; i++)
      d[j][i] = 0;
  for (int it = 0; it < iters; it++) {
#pragma unroll
    for (int j = 0; j < NACC; j++) {
      if (S == 0)
        m884(d[j], a, b);
      else if (S == 1)
        m1684(d[j], a, b);
      else if (S == 2)
        m1688(d[j], a, b);
      else
        m16816(d[j], a, b);
    }
  }
  double s = 0;
  for (int j = 0; j < NACC; j++)
    for (int i = 0; i < 4; i++)
      s += d[j][i];
  if (s == 12345.0)
    out[0] = s;
}
// layout check: A 16 x K row-major, B K x 8, D 16 x 8. Assumed layouts:
// g = lane/4, t = lane%4; a[i]: row g + 8*(i%2), col t + 4*(i/2); b[i]: k = t +
// 4*i, n = g; d[i]: row g + 8*(i/2), col 2t + i%2.  m8n8k4: a0 (g,t), b0 (t,g),
// d0,d1 (g, 2t+{0,1})
template <int S>
__global__ void lay(const double *A, const double *B, double *D) {
  int lane = threadIdx.x, g = lane / 4, t = lane % 4;
  const int K = S == 0 || S == 1 ? 4 : S == 2 ? 8 : 16;
  double a[8] = {0}, b[4] = {0}, d[4] = {0};
  int na = S == 0 ? 1 : K / 2, nb = K / 4;
  for (int i = 0; i < na; i++)
    a[i] = A[(g + 8 * (i % 2)) * K + t + 4 * (i / 2)];
  for (int i = 0; i < nb; i++)
    b[i] = B[(t + 4 * i) * 8 + g];
  if (S == 0)
    m884(d, a, b);
  else if (S == 1)
    m1684(d, a, b);
  else if (S == 2)
    m1688(d, a, b);
  else
    m16816(d, a, b);
  int nd = S == 0 ? 2 : 4;
  for (int i = 0; i < nd; i++)
    D[(g + 8 * (i / 2)) * 8 + 2 * t + i % 2] = d[i];
}
int main() {
  double *out;
  CHECK(cudaMalloc(&out, 8));
  cudaEvent_t e0, e1;
  cudaEventCreate(&e0);
  cudaEventCreate(&e1);
  const char *nm[4] = {"m8n8k4", "m16n8k4", "m16n8k8", "m16n8k16"};
  const double fl[4] = {512, 1024, 2048, 4096};
  int sms;
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
  auto run = [&](auto kern, int s, int nacc, int warps) {
    int iters = 4096;
    int blocks = sms * 8, th = warps * 32;
    kern<<<blocks, th>>>(out, iters);
    CHECK(cudaDeviceSynchronize());
    cudaEventRecord(e0);
    kern<<<blocks, th>>>(out, iters);
    cudaEventRecord(e1);
    CHECK(cudaEventSynchronize(e1));
    float ms;
    cudaEventElapsedTime(&ms, e0, e1);
    double tf = fl[s] * (double)blocks * warps * iters * nacc / ms / 1e9;
    printf("%-9s nacc %d warps/block %d: %.1f TFLOP/s\n", nm[s], nacc, warps,
           tf);
  };
  for (int w : {4, 8}) {
    run(thr<0, 4>, 0, 4, w);
    run(thr<0, 8>, 0, 8, w);
    run(thr<1, 4>, 1, 4, w);
    run(thr<1, 8>, 1, 8, w);
    run(thr<2, 4>, 2, 4, w);
    run(thr<2, 8>, 2, 8, w);
    run(thr<3, 4>, 3, 4, w);
  }
  // layout
  for (int s = 0; s < 4; s++) {
    int M = s == 0 ? 8 : 16, K = s < 2 ? 4 : s == 2 ? 8 : 16;
    double hA[256], hB[128], hD[128], *dA, *dB, *dD;
    for (int i = 0; i < M * K; i++)
      hA[i] = (rand() % 17) - 8;
    for (int i = 0; i < K * 8; i++)
      hB[i] = (rand() % 13) - 6;
    CHECK(cudaMalloc(&dA, sizeof hA));
    CHECK(cudaMalloc(&dB, sizeof hB));
    CHECK(cudaMalloc(&dD, sizeof hD));
    // m8n8k4 uses K=4 with A 8x4 but the kernel indexes rows g only (i%2==0):
    // fine
    CHECK(cudaMemcpy(dA, hA, sizeof hA, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dB, hB, sizeof hB, cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dD, 0, sizeof hD));
    if (s == 0)
      lay<0><<<1, 32>>>(dA, dB, dD);
    else if (s == 1)
      lay<1><<<1, 32>>>(dA, dB, dD);
    else if (s == 2)
      lay<2><<<1, 32>>>(dA, dB, dD);
    else
      lay<3><<<1, 32>>>(dA, dB, dD);
    CHECK(cudaMemcpy(hD, dD, sizeof hD, cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int r = 0; r < M; r++)
      for (int c = 0; c < 8; c++) {
        double x = 0;
        for (int k = 0; k < K; k++)
          x += hA[r * K + k] * hB[k * 8 + c];
        if (x != hD[r * 8 + c])
          bad++;
      }
    printf("layout %s: %s (%d wrong)\n", nm[s], bad ? "WRONG" : "ok", bad);
  }
}
