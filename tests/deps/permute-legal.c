// Seed 003, "Safety of Permutation", first example: A[i][j+1] = A[i][j] + B[j]
// has the flow dependence distance (0, 1); interchanging 'i' and 'j' keeps it
// lexicographically positive, so the interchange is legal.
// RUN: %tilec --emit=deps %s | FileCheck %s
// RUN: %tilec --emit=deps --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
float A[4][8], B[8];

void shift_right(void) {
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 6; j++)
      A[i][j + 1] = A[i][j] + B[j];
}

// CHECK-LABEL: region 0 'shift_right'
// CHECK-NEXT: dependences: 1
// CHECK-NEXT: flow S0 -> S0: A[i][j + 1] -> A[i][j], distance (0, 1), carried by 'j' (line 10)
// CHECK-LABEL: loops:
// CHECK-NEXT: 'i' (line 9): parallel
// CHECK-NEXT: 'j' (line 10): sequential: carries flow dependence A[i][j + 1] -> A[i][j] (S0, line 11 -> S0, line 11) with distance (0, 1)
// CHECK-LABEL: transformations:
// CHECK-NEXT: loops 'i', 'j' are fully permutable (tileable)
// CHECK-NEXT: loops 'i', 'j' can be interchanged

// REMARK: permute-legal.c:9:3: remark: loops 'i', 'j' can be interchanged
