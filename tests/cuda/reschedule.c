// Rescheduled loop nests (Inputs/reschedule.c) give a .cu that nvcc
// builds: the column sums' kernel maps the new outer 'j' to threads x (each
// column of A shared by 16 lanes in y: neighbouring threads, neighbouring
// elements), the
// wavefront's kernel takes the diagonal 'c' from the host loop.
// REQUIRES: nvcc
// RUN: %tilec %S/../Inputs/reschedule.c -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc -arch=sm_90 -I%S/../Inputs %t.cu -o %t
// CHECK:      __global__ void sums_kernel1(const float *__restrict__ r, const float *__restrict__ A, float *__restrict__ s, int n)
// CHECK:        int j = 0 + (int)(blockIdx.x * blockDim.x + threadIdx.x) * 1;
// CHECK:          const int i = (int)tilec_i;
// CHECK:            s_part += r[i] * A[i * 48 + j];
// CHECK:      __global__ void wave_kernel0(float *__restrict__ W, const float *__restrict__ A, int c, int n)
// CHECK:        float W_reg = (W[(i - 1) * 48 + c - i] + W[i * 48 + c - i - 1]) * 0.5f + 1;
// CHECK:        for (int k = 0; k < n; k++)
// CHECK:          W_reg += A[(c - i) * 48 + k] * 0.125f;
// CHECK:        W[i * 48 + c - i] = W_reg;
// CHECK:        for (int c = 2; c < 2 * n - 1; c++) {
