// The lecture matmul: 'i' and 'j' are parallel, 'k' carries the reduction on
// 'sum', and 'sum', 'a', 'b' (declared in the loop bodies) are private.
// RUN: %tilec --emit=deps --assume-no-alias %examples/matmul.c | FileCheck %s
// RUN: %tilec --emit=deps %examples/matmul.c | FileCheck %s --check-prefix=ALIAS

// CHECK-LABEL: region 0 'MatrixMulOnHost'
// CHECK-NOT: may overlap
// CHECK: flow S0 -> S3: scalar 'sum', distance (0, 0), loop-independent
// CHECK: flow S3 -> S3: scalar 'sum', distance (0, 0, 1), carried by 'k' (line 20), reduction
// CHECK: anti S3 -> S3: scalar 'sum', distance (0, 0, 1), carried by 'k' (line 20), reduction
// CHECK: output S3 -> S3: scalar 'sum', distance (0, 0, 1), carried by 'k' (line 20), reduction
// CHECK: flow S3 -> S4: scalar 'sum', distance (0, 0), loop-independent
// CHECK-LABEL: loops:
// CHECK-NEXT: 'i' (line 17): parallel; privatisable: sum, a, b
// CHECK-NEXT: 'j' (line 18): parallel; privatisable: sum, a, b
// CHECK-NEXT: 'k' (line 20): reduction on 'sum' (S3); privatisable: a, b
// CHECK-LABEL: transformations:
// CHECK-NEXT: loops 'i', 'j' are fully permutable (tileable)
// CHECK-NEXT: loops 'i', 'j' can be interchanged

// Without restrict, P may overlap M or N: the analysis assumes dependences
// and proves nothing parallel, but says what would make 'i' and 'j' parallel.
// ALIAS: may overlap: 'M' and 'P', 'N' and 'P'
// ALIAS: flow S4 -> S1: P[i][j] -> M[i][k], direction (<, *), carried by 'i' (line 17), assumed: 'P' and 'M' may overlap
// ALIAS-LABEL: loops:
// ALIAS-NEXT: 'i' (line 17): parallel if these do not overlap: 'M' and 'P', 'N' and 'P'; privatisable: sum, a, b
// ALIAS-NEXT: 'j' (line 18): parallel if these do not overlap: 'M' and 'P', 'N' and 'P'; privatisable: sum, a, b
// ALIAS-NEXT: 'k' (line 20): reduction on 'sum' (S3); privatisable: a, b
