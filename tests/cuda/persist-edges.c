// Less common shapes of loops run as one kernel of one block
// (Inputs/persist-edges.c) give a .cu that nvcc builds with warnings as
// errors: the column sweep counting down strides its threads downwards,
// and the unsigned iterators count in long.
// REQUIRES: nvcc
// RUN: %tilec --emit=cuda %S/../Inputs/persist-edges.c -o %t.cu 2>/dev/null
// RUN: grep -v "^#line" %t.cu | FileCheck %s
// RUN: %nvcc -arch=sm_90 -Werror all-warnings -I%S/../Inputs %t.cu -o %t
// CHECK:      __global__ void __launch_bounds__(1024) down_kernel0(
// CHECK:        for (int k = n - 1; k >= 0; k--) {
// CHECK:          for (long tilec_i = (long)(k - 1) + (long)(threadIdx.x) * -1; tilec_i >= (long)(0); tilec_i += (long)blockDim.x * -1) {
// CHECK:      __global__ void __launch_bounds__(1024) counts_kernel0(
