// PolyBench jacobi-2d: the time loop carries the flow of A and B between
// the two sweeps; inside it, 'i' and 'j' of both sweeps are parallel.
// Without restrict, A and B may overlap and only "parallel if" is proved.
// RUN: %tilec --emit=deps --assume-no-alias -I %polybench/utilities -DMINI_DATASET %polybench/jacobi-2d/jacobi-2d.c | FileCheck %s
// RUN: %tilec --emit=deps -I %polybench/utilities -DMINI_DATASET %polybench/jacobi-2d/jacobi-2d.c | FileCheck %s --check-prefix=ALIAS

// CHECK-LABEL: region 0 'kernel_jacobi_2d'
// CHECK: flow S0 -> S1: B[i][j] -> B[i][j - 1], distance (0), loop-independent
// CHECK: flow S1 -> S0: A[i][j] -> A[i + 1][j], distance (1), carried by 't'
// CHECK-LABEL: loops:
// CHECK-NEXT: 't' (line [[#]]): sequential: carries flow dependence A[i][j] -> A[i][j] (S1, line [[#]] -> S0, line [[#]]) with distance (1)
// CHECK-NEXT: 'i' (line [[#]]): parallel{{$}}
// CHECK-NEXT: 'j' (line [[#]]): parallel{{$}}
// CHECK-NEXT: 'i' (line [[#]]): parallel{{$}}
// CHECK-NEXT: 'j' (line [[#]]): parallel{{$}}

// ALIAS: may overlap: 'B' and 'A'
// ALIAS-LABEL: loops:
// ALIAS-NEXT: 't' (line [[#]]): sequential: carries flow dependence
// ALIAS-NEXT: 'i' (line [[#]]): parallel if these do not overlap: 'B' and 'A'
