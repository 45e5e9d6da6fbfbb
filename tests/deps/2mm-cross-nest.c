// PolyBench 2mm: tmp flows from the first nest (S0, S1) to the second
// (S3), across nests that share no loop; each nest has parallel 'i', 'j'
// and a reduction over 'k'.
// RUN: %tilec --emit=deps --assume-no-alias -I %polybench/utilities -DMINI_DATASET %polybench/2mm/2mm.c | FileCheck %s

// CHECK-LABEL: region 0 'kernel_2mm'
// CHECK: flow S1 -> S3: tmp[i][j] -> tmp[i][k], no common loop, loop-independent
// CHECK-LABEL: loops:
// CHECK-NEXT: 'i' (line [[#]]): parallel{{$}}
// CHECK-NEXT: 'j' (line [[#]]): parallel{{$}}
// CHECK-NEXT: 'k' (line [[#]]): reduction on tmp[i][j] (S1){{$}}
// CHECK-NEXT: 'i' (line [[#]]): parallel{{$}}
// CHECK-NEXT: 'j' (line [[#]]): parallel{{$}}
// CHECK-NEXT: 'k' (line [[#]]): reduction on D[i][j] (S3){{$}}
