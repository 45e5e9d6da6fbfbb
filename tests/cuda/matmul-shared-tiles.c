// The lecture matmul as CUDA: the parallel band (i, j) becomes a 2-D grid
// ('j' on threadIdx.x for coalescing), the reduction loop 'k' runs 16 steps
// at a time through tiles of M and N in shared memory (zero-filled past the
// borders, barriers around each step), each thread accumulates 4 x 4 points
// in registers, stores are guarded, and the double arithmetic of the source
// is kept.  The host code allocates, copies in, launches with checks,
// copies out only P, frees, and runs the original loops when P overlaps M or
// N.
// RUN: %tilec --no-tensor-cores %examples/matmul.c -o %t.cu --remarks 2> %t.remarks
// RUN: grep -v "^#line " %t.cu | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

// REMARK: remark: kernel 'MatrixMulOnHost_kernel0': parallel loops mapped to blocks and threads: 'j' -> x, 'i' -> y
// REMARK: remark: kernel 'MatrixMulOnHost_kernel0': each block computes a tile of 64 x 64 points of the band
// REMARK: remark: kernel 'MatrixMulOnHost_kernel0': blocks of 16 x 16 threads ('i' x 'j'), each computing 4 x 4 points (strided); 'sum' in registers, one per point
// REMARK: remark: kernel 'MatrixMulOnHost_kernel0': 'M' staged in shared memory (M_tile[16][64], rows padded by 1) for each iteration of loop 'k_tile'; elements past the borders are zero
// REMARK: remark: kernel 'MatrixMulOnHost_kernel0': 'N' staged in shared memory (N_tile[16][64], rows padded by 1) for each iteration of loop 'k_tile'

// CHECK: #define TILEC_CHECK(call)
// CHECK-LABEL: __global__ void __launch_bounds__(256) MatrixMulOnHost_kernel0(const float *__restrict__ M, const float *__restrict__ N, float *__restrict__ P, int Width)
// CHECK-NEXT: {
// CHECK-NEXT:   __shared__ double M_tile[16][65];
// CHECK-NEXT:   __shared__ double N_tile[16][65];
// CHECK-NEXT:   const int i_first = 0 + (int)blockIdx.y * 64;
// CHECK-NEXT:   const int j_first = 0 + (int)blockIdx.x * 64;
// CHECK-NEXT:   int i_thread = 0 + (int)threadIdx.y * 1;
// CHECK-NEXT:   int j_thread = 0 + (int)threadIdx.x * 1;
// CHECK-NEXT:   double sum[4][4] = {{[{][{]}}0{{[}][}]}};
// CHECK:        for (int k_tile = 0; k_tile < Width; k_tile += 16) {
// CHECK:            M_tile[k - k_tile][i - i_first] = i <= Width - 1 && k <= Width - 1 ? (double)M[i * Width + k] : 0;
// CHECK:            N_tile[k - k_tile][j - j_first] = k <= Width - 1 && j <= Width - 1 ? (double)N[k * Width + j] : 0;
// CHECK:          __syncthreads();
// CHECK:                double a = M_tile[k - k_tile][i - i_first];
// CHECK-NEXT:           double b = N_tile[k - k_tile][j - j_first];
// CHECK-NEXT:           sum[i_sub][j_sub] += a * b;
// CHECK:          __syncthreads();
// CHECK:          if (i <= Width - 1 && j <= Width - 1) {
// CHECK-NEXT:       P[i * Width + j] = sum[i_sub][j_sub];

// CHECK-LABEL: void MatrixMulOnHost(float* M, float* N, float* P, int Width)
// CHECK:      if (!tilec_overlap(M, sizeof(float) * (size_t)(Width >= 1 ? (long)Width * Width : 0L), P, {{.*}}) && !tilec_overlap(N, {{.*}}, P, {{.*}})) {
// CHECK:        const long M_count = Width >= 1 ? (long)Width * Width : 0L;
// CHECK:        TILEC_CHECK(cudaMalloc((void **)&d_M, sizeof(float) * (size_t)M_count));
// CHECK:        TILEC_CHECK(cudaMemcpy(d_M, M, {{.*}}, cudaMemcpyHostToDevice));
// CHECK:          dim3 tilec_block(16, 16, 1);
// CHECK-NEXT:     dim3 tilec_grid(tilec_trips((long)(0), (long)(Width - 1), 64L), tilec_trips((long)(0), (long)(Width - 1), 64L), 1);
// CHECK:            MatrixMulOnHost_kernel0<<<tilec_grid, tilec_block>>>(d_M, d_N, d_P, Width);
// CHECK-NEXT:       TILEC_CHECK_LAUNCH("MatrixMulOnHost_kernel0");
// CHECK-NOT:    cudaMemcpy(M, d_M
// CHECK:        TILEC_CHECK(cudaMemcpy(P, d_P, {{.*}}, cudaMemcpyDeviceToHost));
// CHECK:        TILEC_CHECK(cudaFree(d_P));
// CHECK-NEXT: } else {
// CHECK-NEXT:   tilec_profile_region(0, "{{.*}}matmul.c:17-26", "original loops (arrays overlap)");
// CHECK-NEXT:   for (int i = 0; i < Width; i++)

// The malloc results in main get the casts C++ needs.
// CHECK: float *M = (float *)malloc(size);
