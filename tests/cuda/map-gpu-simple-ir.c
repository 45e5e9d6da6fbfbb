// The simple form of a kernel is IR; --print-after=map-gpu shows the kernel
// node (grid, block) whose body is the band's loops mapped to blocks and
// threads ('j' on x, outermost), over the bounds the grid covers (for the
// triangular band 'j <= i' its bounding box 0..n - 1), around an ordinary if,
// the guard, that tests the exact bounds; the code of the source is inside
// it.  The CUDA printer prints each mapped loop as its index and the guard as
// an early return, nothing else.  Inputs/simple-kernels.c holds the code.
// RUN: %tilec %S/Inputs/simple-kernels.c --print-after=map-gpu -o %t.cu 2>&1 | FileCheck --check-prefix=DUMP %s
// RUN: grep -v "^#line " %t.cu | FileCheck %s
// RUN: %tilec %examples/matmul.c --no-shared-memory --print-after=map-gpu -o %t.m.cu 2>&1 | FileCheck --check-prefix=MATMUL %s

// DUMP-LABEL: region 0 'scale'
// DUMP:      kernel scale_kernel0 grid(i) block(256 at most) {
// DUMP-NEXT:   for i = 0..n - 1 step 1 mapped to blockIdx.x * blockDim.x + threadIdx.x {
// DUMP-NEXT:     if (i <= n - 1) {
// DUMP-NEXT:       S0: y[i] = a * x[i] + y[i];
// DUMP-NEXT:     }
// DUMP-NEXT:   }
// DUMP-NEXT: }
// DUMP-LABEL: region 1 'lower'
// DUMP:      kernel lower_kernel0 grid(j, i) block(32, 8) {
// DUMP-NEXT:   for j = 0..n - 1 step 1 mapped to blockIdx.x * blockDim.x + threadIdx.x {
// DUMP-NEXT:     for i = 0..n - 1 step 1 mapped to blockIdx.y * blockDim.y + threadIdx.y {
// DUMP-NEXT:       if (j <= i && j >= 0 && i <= n - 1) {
// DUMP-NEXT:         S0: A[i][j] = A[i][j] * 2.0;
// DUMP-NEXT:       }
// DUMP-NEXT:     }
// DUMP-NEXT:   }
// DUMP-NEXT: }

// CHECK-LABEL: __global__ void scale_kernel0(float *__restrict__ y, const float *__restrict__ x, float a, int n)
// CHECK-NEXT:  {
// CHECK-NEXT:    int i = 0 + (int)(blockIdx.x * blockDim.x + threadIdx.x) * 1;
// CHECK-NEXT:    if (!(i <= n - 1))
// CHECK-NEXT:      return;
// CHECK-NEXT:    y[i] = a * x[i] + y[i];
// CHECK-NEXT:  }
// The launches cover the mapped loops' iterations:
// CHECK:         int tilec_threads = tilec_threads_for(tilec_trips((long)(0), (long)(n - 1), 1L), 256);
// CHECK-LABEL: __global__ void lower_kernel0(double *__restrict__ A, int n)
// CHECK-NEXT:  {
// CHECK-NEXT:    int j = 0 + (int)(blockIdx.x * blockDim.x + threadIdx.x) * 1;
// CHECK-NEXT:    int i = 0 + (int)(blockIdx.y * blockDim.y + threadIdx.y) * 1;
// CHECK-NEXT:    if (!(j <= i && j >= 0 && i <= n - 1))
// CHECK-NEXT:      return;
// CHECK-NEXT:    A[(long)i * 100 + j] = A[(long)i * 100 + j] * 2.0;
// CHECK-NEXT:  }
// CHECK:         dim3 tilec_grid(tilec_blocks(tilec_trips((long)(0), (long)(n - 1), 1L), 32), tilec_blocks(tilec_trips((long)(0), (long)(n - 1), 1L), 8), 1);

// MATMUL-LABEL: // *** IR Dump After map-gpu ***
// MATMUL:      kernel MatrixMulOnHost_kernel0 grid(j, i) block(32, 8) {
// MATMUL-NEXT:   for j = 0..Width - 1 step 1 mapped to blockIdx.x * blockDim.x + threadIdx.x {
// MATMUL-NEXT:     for i = 0..Width - 1 step 1 mapped to blockIdx.y * blockDim.y + threadIdx.y {
// MATMUL-NEXT:       if (j <= Width - 1 && i <= Width - 1) {
// MATMUL-NEXT:         S0: double sum = 0;
// MATMUL-NEXT:         for (int k = 0; k <= Width - 1; k += 1) {
// MATMUL-NEXT:           S1: double a = M[i][k];
// MATMUL-NEXT:           S2: double b = N[k][j];
// MATMUL-NEXT:           S3: sum += a * b;
// MATMUL-NEXT:         }
// MATMUL-NEXT:         S4: P[i][j] = sum;
// MATMUL-NEXT:       }
// MATMUL-NEXT:     }
// MATMUL-NEXT:   }
// MATMUL-NEXT: }
