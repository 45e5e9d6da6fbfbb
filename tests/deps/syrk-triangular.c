// PolyBench syrk: a triangular nest (j <= i).  'i' and both 'j' loops are
// parallel, 'k' carries only the reduction on C[i][j], and the inner band
// 'k', 'j' is permutable.
// RUN: %tilec --emit=deps --assume-no-alias -I %polybench/utilities -DMINI_DATASET %polybench/syrk/syrk.c | FileCheck %s
// RUN: %tilec --emit=ir -I %polybench/utilities -DMINI_DATASET %polybench/syrk/syrk.c | FileCheck %s --check-prefix=IR

// IR: for (j = 0; j <= i; j += 1)

// CHECK-LABEL: region 0 'kernel_syrk'
// CHECK: flow S1 -> S1: C[i][j] -> C[i][j], distance (0, 1, 0), carried by 'k' (line [[#]]), reduction
// CHECK-LABEL: loops:
// CHECK-NEXT: 'i' (line [[#]]): parallel{{$}}
// CHECK-NEXT: 'j' (line [[#]]): parallel{{$}}
// CHECK-NEXT: 'k' (line [[#]]): reduction on C[i][j] (S1){{$}}
// CHECK-NEXT: 'j' (line [[#]]): parallel{{$}}
// CHECK-LABEL: transformations:
// CHECK-NEXT: loops 'k', 'j' are fully permutable (tileable)
