// Device copies cover exactly the elements a region touches (the
// footprint of its accesses over the iteration domain, from isl), for
// arrays reached through pointers: a pointer into the middle of a block
// (a[-1] .. a[n - 1], indexed from a_first in the kernel), a parameter
// declared 'double a[8]' that the loop touches 2 * n elements of, an
// array copied back only where it is written, and rows of a 2-D array
// parameter starting a row early, whose flat subscripts multiply in 64
// bits.  Nothing is allocated or copied when a footprint is empty
// (n < 1), and the overlap checks compare the same footprints.  The code
// is in Inputs/footprints.c, so that these lines are not in the output.
// RUN: %tilec %S/Inputs/footprints.c -o %t.cu
// RUN: FileCheck %s < %t.cu

// CHECK-LABEL: __global__ void sums_kernel0(double *__restrict__ b, const double *__restrict__ a, int n, long a_first)
// CHECK:         b[i] = a[i - 1 - a_first] + a[i - a_first];
// CHECK-LABEL: void sums(
// CHECK:         if (!tilec_overlap(b, sizeof(double) * (size_t)(n >= 1 ? n : 0L), a + (n >= 1 ? -1L : 0L), sizeof(double) * (size_t)(n >= 1 ? (long)n + 1 : 0L))) {
// CHECK:           const long b_count = n >= 1 ? n : 0L;
// CHECK:           const long a_first = n >= 1 ? -1L : 0L;
// CHECK-NEXT:      const long a_count = n >= 1 ? (long)n + 1 : 0L;
// CHECK:           TILEC_CHECK(cudaMalloc((void **)&d_b, sizeof(double) * (size_t)b_count));
// CHECK:           TILEC_CHECK(cudaMalloc((void **)&d_a, sizeof(double) * (size_t)a_count));
// CHECK:           TILEC_CHECK(cudaMemcpy(d_a, a + a_first, sizeof(double) * (size_t)a_count, cudaMemcpyHostToDevice));
// CHECK:           sums_kernel0<<<tilec_grid, tilec_block>>>(d_b, d_a, n, a_first);
// CHECK:           TILEC_CHECK(cudaMemcpy(b, d_b, sizeof(double) * (size_t)b_count, cudaMemcpyDeviceToHost));

// CHECK-LABEL: void twice(
// CHECK:           const long a_count = n >= 1 ? 2L * n : 0L;
// CHECK:           TILEC_CHECK(cudaMalloc((void **)&d_a, sizeof(double) * (size_t)a_count));
// CHECK:           TILEC_CHECK(cudaMemcpy(d_a, a, sizeof(double) * (size_t)a_count, cudaMemcpyHostToDevice));
// CHECK:           TILEC_CHECK(cudaMemcpy(a, d_a, sizeof(double) * (size_t)a_count, cudaMemcpyDeviceToHost));

// CHECK-LABEL: void inner(
// CHECK:           const long b_count = n >= 1 ? n : 0L;
// CHECK-NEXT:      const long b_written_first = n >= 3 ? 1L : 0L;
// CHECK-NEXT:      const long b_written_count = n >= 3 ? (long)n - 2 : 0L;
// CHECK:           TILEC_CHECK(cudaMemcpy(d_b, b, sizeof(double) * (size_t)b_count, cudaMemcpyHostToDevice));
// CHECK:           TILEC_CHECK(cudaMemcpy(b + b_written_first, d_b + b_written_first, sizeof(double) * (size_t)b_written_count, cudaMemcpyDeviceToHost));

// CHECK-LABEL: __global__ void rows_kernel0(float *__restrict__ b, const float *__restrict__ a, int n, long a_first)
// CHECK:         b[(long)i * 64 + j] = a[(long)(i - 1) * 64 + j - a_first] + a[(long)i * 64 + j - a_first];
// CHECK-LABEL: void rows(
// CHECK:           const long a_first = n >= 1 ? -64L : 0L;
// CHECK-NEXT:      const long a_count = n >= 1 ? 64L * n + 64 : 0L;
// CHECK:           TILEC_CHECK(cudaMemcpy(d_a, (float *)a + a_first, sizeof(float) * (size_t)a_count, cudaMemcpyHostToDevice));
// CHECK:           TILEC_CHECK(cudaMemcpy((float *)b, d_b, sizeof(float) * (size_t)b_count, cudaMemcpyDeviceToHost));
