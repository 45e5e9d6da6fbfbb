// Adjacent parallel nests fused before mapping (Inputs/fuse-nests.c): the
// scaling nest and the product nest of gemm's shape become one kernel
// whose register C_ij is scaled after its load; a nest that sets T[i][j]
// to 0 before the sum leaves the register starting at 0 with no load;
// nests a dependence links across iterations, and nests whose parallel
// bands differ in depth, stay two kernels.  Replay gives the same .cu.
// (--no-tensor-cores: the FMA form of the products; tests/cuda/mma.c and
// tests/passes/mma.c test their tensor-core form.)
// RUN: %tilec --no-tensor-cores --remarks --print-after=scalar-replace %S/../Inputs/fuse-nests.c -o %t.cu 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=CUDA < %t.cu
// RUN: %tilec --no-tensor-cores --save-recipe=%t.recipe %S/../Inputs/fuse-nests.c -o %t.auto.cu
// RUN: FileCheck %s --check-prefix=RECIPE < %t.recipe
// RUN: %tilec --recipe=%t.recipe %S/../Inputs/fuse-nests.c -o %t.replay.cu
// RUN: cmp %t.auto.cu %t.replay.cu
// CHECK: fuse-nests.c:18:3: remark: fused loop 'i' (line 21) into loop 'i' (line 18)
// CHECK: fuse-nests.c:19:5: remark: fused loop 'j' (line 22) into loop 'j' (line 19)
// CHECK: fuse-nests.c:20:7: remark: the assignment to C[i][j] before loop 'k' works on register 'C_ij'
// CHECK: fuse-nests.c:23:9: remark: keeping C[i][j] in register 'C_ij' across loop 'k', loaded before it, stored after it
// CHECK-LABEL: IR Dump After scalar-replace
// CHECK:      for (int i = 0; i <= n - 1; i += 1) {
// CHECK-NEXT:   for (int j = 0; j <= n; j += 1) {
// CHECK-NEXT:     S0: double C_ij = C[i][j];
// CHECK-NEXT:     S1: C_ij *= beta;
// CHECK-NEXT:     for (int k = 0; k <= n + 1; k += 1) {
// CHECK-NEXT:       S2: C_ij += A[i][k] * B[k][j];
// CHECK-NEXT:     }
// CHECK-NEXT:     S3: C[i][j] = C_ij;
// CHECK: remark: kernel 'scale_product_kernel0': parallel loops mapped
// CHECK-NOT: scale_product_kernel1
// CHECK: fuse-nests.c:31:7: remark: the assignment to T[i][j] before loop 'k' works on register 'T_ij'
// CHECK: fuse-nests.c:33:9: remark: keeping T[i][j] in register 'T_ij' across loop 'k', stored after it
// CHECK-LABEL: IR Dump After scalar-replace
// CHECK:          S0: double T_ij = 0.0;                 // line 31
// CHECK-NEXT:     for (int k = 0; k <= n + 1; k += 1) {
// CHECK: remark: kernel 'set_then_sum_kernel0' stores every element of 'T' before anything reads it
// CHECK-NOT: fused loop
// CHECK: remark: kernel 'shifted_kernel0'
// CHECK: remark: kernel 'shifted_kernel1'
// CHECK: remark: kernel 'deeper_kernel0': parallel loops mapped to blocks and threads: 'i' -> x
// CHECK: remark: kernel 'deeper_kernel1': parallel loops mapped to blocks and threads: 'j' -> x, 'i' -> y
// CUDA:      C_ij[i_sub][j_sub] = C[i * (n + 1) + j];
// CUDA-NEXT: {{^#line .*$}}
// CUDA-NEXT: C_ij[i_sub][j_sub] *= beta;
// CUDA-NOT:  __global__ void {{.*}}scale_product_kernel1
// RECIPE:      # region 0: 'scale_product' ({{.*}}fuse-nests.c:18)
// RECIPE-NEXT: distribute i
// RECIPE-NEXT: permute i@21 j@22 k
// RECIPE-NEXT: fuse i@18 i@21
// RECIPE-NEXT: fuse j@19 j@22
// RECIPE-NEXT: scalar-replace k
// RECIPE:      # region 2: 'shifted' ({{.*}}fuse-nests.c:39)
// RECIPE-NEXT: map-gpu i@39
