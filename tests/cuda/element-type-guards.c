// The element types a .cu has built in are those it is compiled with:
// PolyBench's gemm translated with DATA_TYPE double copies and indexes
// double elements, so the host code asserts the size of each array's
// elements and the .cu (or the OpenCL program) stops with that message
// when compiled with -DDATA_TYPE_IS_FLOAT, and compiles without it.
// REQUIRES: nvcc
// RUN: %tilec -I%polybench/utilities %polybench/gemm/gemm.c -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: not %nvcc -arch=sm_90 -I%polybench/utilities -I%polybench/gemm -DDATA_TYPE_IS_FLOAT -c %t.cu -o %t.o 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: %nvcc -arch=sm_90 -I%polybench/utilities -I%polybench/gemm -c %t.cu -o %t.o
// RUN: %tilec --emit=opencl -I%polybench/utilities %polybench/gemm/gemm.c -o %t.c
// RUN: not %cc -I%polybench/utilities -I%polybench/gemm -DDATA_TYPE_IS_FLOAT -c %t.c -o %t.o 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: %cc -I%polybench/utilities -I%polybench/gemm -c %t.c -o %t.o
// With --split the host file, compiled on its own, checks the element types
// before it passes its arrays to the .cu.
// RUN: %tilec --emit=cuda --split -I%polybench/utilities %polybench/gemm/gemm.c -o %t.split.cu
// RUN: not %cc -I%polybench/utilities -I%polybench/gemm -DDATA_TYPE_IS_FLOAT -c %t.split.host.c -o %t.o 2>&1 | FileCheck %s --check-prefix=SPLIT
// RUN: %cc -I%polybench/utilities -I%polybench/gemm -c %t.split.host.c -o %t.o
// SPLIT: tilec: region 0 was translated for array C with elements of type double; translate again with the -D options used here
// CHECK: static_assert(sizeof(C[0][0]) == sizeof(double), "tilec: the code of region 0 was generated for array C with elements of type double; translate again with the -D options used here");
// WRONG: tilec: the code of region 0 was generated for array C with elements of type double; translate again with the -D options used here
