// Struct members (Inputs/struct-members.c) give a whole .cu and a --split
// pair that nvcc builds: the host code binds each member once (the
// --split call passes the members themselves), kernels take the values.
// REQUIRES: nvcc
// RUN: %tilec --emit=cuda %S/../Inputs/struct-members.c -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc -arch=sm_90 -I%S/../Inputs %t.cu -o %t
// RUN: %tilec --emit=cuda --split %S/../Inputs/struct-members.c -o %t.s.cu
// RUN: FileCheck %s --check-prefix=SPLIT < %t.s.host.c
// RUN: %nvcc -arch=sm_90 -I%S/../Inputs %t.s.cu %t.s.host.c -o %t.s
// CHECK:      __global__ void scale_kernel0(float *__restrict__ out_data, const float *__restrict__ in_data, int out_cols, double out_factor, int out_rows)
// CHECK:        const int out_rows = (out ? out->rows : 0);
// CHECK:        float *const out_data = (out ? out->data : 0);
// SPLIT:      scale_region0((out ? out->rows : 0), (out ? out->cols : 0), (out ? out->factor : 0), (float *)(out ? out->data : 0), (float *)(in ? in->data : 0));
