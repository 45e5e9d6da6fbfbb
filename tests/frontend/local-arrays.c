// Arrays declared in loop bodies (Inputs/local-arrays.c) are the region's
// own: an IR_S_ARRAY_DECL statement where the source declares them, and an
// entry in the arrays section that says which loops each one is private
// to.  A second array of one name in the region is renamed, with a remark.
// After map-gpu each is one per thread.
// RUN: %tilec --emit=ir --remarks %S/../Inputs/local-arrays.c 2>&1 | FileCheck %s
// RUN: %tilec --emit=opencl --print-after=map-gpu %S/../Inputs/local-arrays.c -o %t.c 2>&1 \
// RUN:   | FileCheck %s --check-prefix=GPU
// CHECK: local-arrays.c:75:12: remark: array 't' is declared again in the region; renamed 't_2'
// CHECK-LABEL: region 0 'scratch'
// CHECK:      float tmp[8]{{ +}}// declared in the region, private to each iteration of 'i', written, line 22
// CHECK:      for (int i = 0; i <= n - 1; i += 1) {
// CHECK-NEXT:   S0: float tmp[8];
// CHECK-NEXT:   for (int k = 0; k <= 7; k += 1) {
// CHECK-NEXT:     S1: tmp[k] = A[i][k] * 2 + k;
// CHECK:          S2: B[i][j] = tmp[j % 8] /* quasi-affine */ + A[i][j];
// CHECK-LABEL: region 1 'window'
// CHECK:      float w[3][3]{{ +}}// declared in the region, private to each iteration of 'i', 'j', written, line 35
// CHECK:      float acc[8]{{ +}}// declared in the region, private to each iteration of 'i', written, line 42
// CHECK:      S0: float w[3][3];
// CHECK:      S1: w[a][b] = A[i + a][j + b];
// CHECK:      S3: float acc[8];
// CHECK-LABEL: region 2 'prefix'
// CHECK:      int h[8]{{ +}}// declared in the region, private to each iteration of 'i', written, line 57
// CHECK-LABEL: region 3 'twice'
// CHECK:      float t[2]{{ +}}// declared in the region, private to each iteration of 'i', written, line 69
// CHECK:      float t_2[2]{{ +}}// declared in the region, private to each iteration of 'i', written, line 75
// CHECK:      S4: float t_2[2];
// CHECK-NEXT: S5: t_2[0] = P[i] * 2;
// GPU-LABEL: region 0 'scratch'
// GPU:       float tmp[8]{{ +}}// declared in the region, one per thread, written, line 22
// GPU:       kernel scratch_kernel0 grid(i)
// GPU:       S0: float tmp[8];
