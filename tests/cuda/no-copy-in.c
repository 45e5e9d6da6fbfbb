// An array that the GPU code writes whole before anything reads it is not
// copied to the GPU (matmul's P: every thread of the band that covers P's
// extents stores its element, unconditionally); the device copy starts
// uninitialised, and TILEC_POISON=1 fills it with NaN bytes so that tests
// catch an element left unwritten.  Arrays read first, written only under
// a condition, or written over less than their extent are copied in.
// RUN: %tilec --remarks %s -o %t.cu 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: FileCheck %s < %t.cu
// RUN: %tilec --emit=opencl %s -o - | FileCheck --check-prefix=OPENCL %s
#define N 64

void product(int n, const float *A, const float *B, float *C)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      float s = 0;
      for (int k = 0; k < n; k++)
        s += A[i * n + k] * B[k * n + j];
      // REMARK: no-copy-in.c:[[@LINE+1]]:7: remark: kernel 'product_kernel0' stores every element of 'C' before anything reads it: 'C' is not copied to the GPU
      C[i * n + j] = s;
    }
}
// CHECK-LABEL: void product(
// CHECK:         TILEC_CHECK(cudaMemcpy(d_A, A, {{.*}}, cudaMemcpyHostToDevice));
// CHECK-NEXT:    TILEC_CHECK(cudaMemcpy(d_B, B, {{.*}}, cudaMemcpyHostToDevice));
// CHECK-NEXT:    TILEC_POISON(d_C, sizeof(float) * (size_t)(n) * (size_t)(n)); /* not copied in: the kernels write every element of 'C' before reading one */
// CHECK-NOT:     cudaMemcpy(d_C
// CHECK:         TILEC_CHECK(cudaMemcpy(C, d_C, {{.*}}, cudaMemcpyDeviceToHost));
// OPENCL:        TILEC_CL_WRITE(d_B, B, {{.*}});
// OPENCL-NEXT:   TILEC_POISON(d_C, {{.*}});

// Read first (+=): copied in.
void accumulate(int n, const float *A, float *C)
{
  for (int i = 0; i < n; i++)
    C[i] += A[i];
}
// CHECK-LABEL: void accumulate(
// CHECK:         TILEC_CHECK(cudaMemcpy(d_C, C, {{.*}}, cudaMemcpyHostToDevice));

// Written only where A is positive: copied in.
void clamp(int n, const float *A, float *C)
{
  for (int i = 0; i < n; i++)
    if (A[i] > 0)
      C[i] = A[i];
}
// CHECK-LABEL: void clamp(
// CHECK:         TILEC_CHECK(cudaMemcpy(d_C, C, {{.*}}, cudaMemcpyHostToDevice));

// The loop covers n elements of an array of N: copied in.
void head(int n, float C[N])
{
  for (int i = 0; i < n; i++)
    C[i] = 0;
}
// CHECK-LABEL: void head(
// CHECK:         TILEC_CHECK(cudaMemcpy(d_C, C, {{.*}}, cudaMemcpyHostToDevice));
// REMARK-NOT: is not copied to the GPU
