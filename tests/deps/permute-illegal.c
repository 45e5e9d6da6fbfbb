// Seed 003, "Safety of Permutation", second example: A[i+1][j-1] = A[i][j] + B[j]
// has the flow dependence distance (1, -1); interchanging 'i' and 'j' would
// make it (-1, 1), so the interchange is illegal and the remark names the
// dependence.
// RUN: %tilec --emit=deps %s | FileCheck %s
// RUN: %tilec --emit=deps --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
float A[4][8], B[8];

void shift_diagonal(void) {
  for (int i = 0; i < 3; i++)
    for (int j = 1; j < 6; j++)
      A[i + 1][j - 1] = A[i][j] + B[j];
}

// CHECK-LABEL: region 0 'shift_diagonal'
// CHECK-NEXT: dependences: 1
// CHECK-NEXT: flow S0 -> S0: A[i + 1][j - 1] -> A[i][j], distance (1, -1), carried by 'i' (line 10)
// CHECK-LABEL: loops:
// CHECK-NEXT: 'i' (line 10): sequential: carries flow dependence A[i + 1][j - 1] -> A[i][j] (S0, line 12 -> S0, line 12) with distance (1, -1)
// CHECK-NEXT: 'j' (line 11): parallel
// CHECK-LABEL: transformations:
// CHECK-NEXT: loops 'i', 'j' are not fully permutable: flow dependence A[i + 1][j - 1] -> A[i][j] (S0, line 12 -> S0, line 12) with distance (1, -1)
// CHECK-NEXT: loops 'i', 'j' cannot be interchanged: flow dependence A[i + 1][j - 1] -> A[i][j] (S0, line 12 -> S0, line 12) with distance (1, -1) would become (-1, 1)

// REMARK: permute-illegal.c:10:3: remark: loops 'i', 'j' cannot be interchanged: flow dependence A[i + 1][j - 1] -> A[i][j] (S0, line 12 -> S0, line 12) with distance (1, -1) would become (-1, 1)
// REMARK-NEXT: {{^}}  for (int i = 0; i < 3; i++)
// REMARK-NEXT: {{^}}  ^
