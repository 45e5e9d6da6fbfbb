// PolyBench gemm: C[i][j] *= beta (S0) flows into the update (S1) in the
// same 'i' iteration; 'i' and both 'j' loops are parallel and 'k' carries
// only the reduction on C[i][j].
// RUN: %tilec --emit=deps --assume-no-alias -I %polybench/utilities -DMINI_DATASET %polybench/gemm/gemm.c | FileCheck %s

// CHECK-LABEL: region 0 'kernel_gemm'
// CHECK-NEXT: dependences: 6
// CHECK-NEXT: flow S0 -> S1: C[i][j] -> C[i][j], distance (0), loop-independent
// CHECK-NEXT: anti S0 -> S1: C[i][j] -> C[i][j], distance (0), loop-independent
// CHECK-NEXT: output S0 -> S1: C[i][j] -> C[i][j], distance (0), loop-independent
// CHECK-NEXT: flow S1 -> S1: C[i][j] -> C[i][j], distance (0, 1, 0), carried by 'k' (line [[#]]), reduction
// CHECK-NEXT: anti S1 -> S1: C[i][j] -> C[i][j], distance (0, 1, 0), carried by 'k' (line [[#]]), reduction
// CHECK-NEXT: output S1 -> S1: C[i][j] -> C[i][j], distance (0, 1, 0), carried by 'k' (line [[#]]), reduction
// CHECK-LABEL: loops:
// CHECK-NEXT: 'i' (line [[#]]): parallel{{$}}
// CHECK-NEXT: 'j' (line [[#]]): parallel{{$}}
// CHECK-NEXT: 'k' (line [[#]]): reduction on C[i][j] (S1){{$}}
// CHECK-NEXT: 'j' (line [[#]]): parallel{{$}}
