// PolyBench lu: the outer 'i' and the first 'j' loop carry flow
// dependences (the factorisation reads what earlier rows and columns
// wrote) and stay sequential; both 'k' loops only carry reductions on
// A[i][j], and the second 'j' loop is parallel.
// RUN: %tilec --emit=deps --assume-no-alias -I %polybench/utilities -DMINI_DATASET %polybench/lu/lu.c | FileCheck %s

// CHECK-LABEL: region 0 'kernel_lu'
// CHECK: flow S1 -> S0: A[i][j] -> A[i][k], direction (=, <), carried by 'j'
// CHECK: flow S2 -> S0: A[i][j] -> A[k][j], direction (<), carried by 'i'
// CHECK-LABEL: loops:
// CHECK-NEXT: 'i' (line [[#]]): sequential: carries flow dependence A[i][j] -> A[k][j] (S2, line [[#]] -> S0, line [[#]]) with direction (<)
// CHECK-NEXT: 'j' (line [[#]]): sequential: carries flow dependence A[i][j] -> A[i][k] (S1, line [[#]] -> S0, line [[#]]) with direction (=, <)
// CHECK-NEXT: 'k' (line [[#]]): reduction on A[i][j] (S0){{$}}
// CHECK-NEXT: 'j' (line [[#]]): parallel{{$}}
// CHECK-NEXT: 'k' (line [[#]]): reduction on A[i][j] (S2){{$}}
