// Kernels with statements under data-dependent ifs
// (Inputs/data-dependent-if.c) build with nvcc (--split: the program has
// VLA parameters).
// RUN: %tilec --emit=cuda --split %S/../Inputs/data-dependent-if.c -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc -arch=sm_90 -I%S/../Inputs %t.cu %t.host.c -o %t
// CHECK: if (fabsf(a[i]) > 2.5f) b[i] = 0;
// CHECK: if (A[(long)i * m + j] < 0) A[(long)i * m + j] = 0;
