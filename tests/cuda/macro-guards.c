// The sizes a .cu has built in are those it is compiled with: PolyBench's
// gemm translated with -DLARGE_DATASET has NI = 1000, NJ = 1100 and
// NK = 1200 in its kernels' subscripts and copies, so the .cu (and, with
// --split, the host program) stops with an #error naming the macro when it
// is compiled with -DSMALL_DATASET, and compiles with the same option.
// REQUIRES: nvcc
// RUN: %tilec -I%polybench/utilities -DLARGE_DATASET %polybench/gemm/gemm.c -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: not %nvcc -arch=sm_90 -I%polybench/utilities -I%polybench/gemm -DSMALL_DATASET -c %t.cu -o %t.o 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: %nvcc -arch=sm_90 -I%polybench/utilities -I%polybench/gemm -DLARGE_DATASET -c %t.cu -o %t.o
// RUN: rm -f %t.split.cu %t.split.host.c
// RUN: %tilec --split -I%polybench/utilities -DLARGE_DATASET %polybench/gemm/gemm.c -o %t.split.cu
// RUN: not %cc -I%polybench/utilities -I%polybench/gemm -DSMALL_DATASET -c %t.split.host.c -o %t.host.o 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: %cc -I%polybench/utilities -I%polybench/gemm -DLARGE_DATASET -c %t.split.host.c -o %t.host.o

// CHECK:      #if !defined(NI) || (NI) != 1000
// CHECK-NEXT: #error "tilec: gemm.c was translated with NI = 1000, a value the code of region 0 has built in; translate it again with the -D options used here"
// CHECK-NEXT: #endif
// CHECK-NEXT: #if !defined(NJ) || (NJ) != 1100
// CHECK:      #if !defined(NK) || (NK) != 1200
// CHECK:      /* tilec: region 0 ({{.*}}gemm.c:{{[0-9]+}}-{{[0-9]+}}) runs on the GPU */

// WRONG: error: {{.*}}tilec: gemm.c was translated with NI = 1000, a value the code of region 0 has built in; translate it again with the -D options used here
