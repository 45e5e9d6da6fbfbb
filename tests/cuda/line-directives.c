// Kernels and the host code that replaces a loop nest carry '#line'
// directives to the source lines they come from: the kernel to its loop
// nest, each statement to its own line, the launch to the loop nest, and
// nvcc's warning about an unused variable in the kernel names the user's
// line of that variable (it named a line after the function before).
// REQUIRES: nvcc
// RUN: %tilec %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CU < %t.cu
// RUN: %nvcc -arch=sm_90 -c %t.cu -o %t.o 2>&1 | FileCheck %s --check-prefix=NVCC
// RUN: %tilec --emit=opencl %s -o - | FileCheck %s --check-prefix=OPENCL

void scale(int n, float *restrict A, const float *restrict B) {
  for (int i = 0; i < n; i++) {
    // NVCC: line-directives.c([[@LINE+1]]): warning #177-D: variable "unused_t" was declared but never referenced
    float unused_t;
    A[i] = 2.0f * B[i];
  }
}

// CU:      #line 13 "{{.*}}line-directives.c"
// CU-NEXT: __global__ void scale_kernel0(
// CU:      #line 15 "{{.*}}line-directives.c"
// CU-NEXT:   float unused_t;
// CU-NEXT: #line 16 "{{.*}}line-directives.c"
// CU-NEXT:   A[i] = 2.0f * B[i];
// CU:      void scale(
// CU-NEXT:   /* tilec: region 0
// CU-NEXT: #line 13 "{{.*}}line-directives.c"
// CU:      #line 13 "{{.*}}line-directives.c"
// CU-NEXT:   {
// CU:        scale_kernel0<<<
// CU:      #line 18 "{{.*}}line-directives.c"
// CU-NEXT: }

// OPENCL:      "#line 13 \"{{.*}}line-directives.c\"\n"
// OPENCL-NEXT: "__kernel void scale_kernel0(
// OPENCL:      "#line 16 \"{{.*}}line-directives.c\"\n"
// OPENCL-NEXT: "  A[i] = 2.0f * B[i];\n"
