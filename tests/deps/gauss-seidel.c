// An in-place Gauss-Seidel sweep (9 points) with a time loop: every loop
// carries a dependence, so none is parallel, and the read of A[i-1][j+1]
// gives the distance (0, 1, -1) that forbids interchanging 'i' and 'j'.
// RUN: %tilec --emit=deps %s | FileCheck %s
#define N 64
double A[N][N];

void seidel(int tsteps) {
  for (int t = 0; t < tsteps; t++)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] +
                   A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
}

// CHECK: flow S0 -> S0: A[i][j] -> A[i - 1][j + 1], distance (0, 1, -1), carried by 'i' (line 10)
// CHECK: flow S0 -> S0: A[i][j] -> A[i][j - 1], distance (0, 0, 1), carried by 'j' (line 11)
// CHECK-LABEL: loops:
// CHECK-NEXT: 't' (line 9): sequential: carries
// CHECK-NEXT: 'i' (line 10): sequential: carries
// CHECK-NEXT: 'j' (line 11): sequential: carries
// CHECK-LABEL: transformations:
// CHECK-NEXT: loops 't', 'i', 'j' are not fully permutable
// CHECK-NEXT: loops 't', 'i' cannot be interchanged
// CHECK-NEXT: loops 'i', 'j' cannot be interchanged: flow dependence A[i][j] -> A[i - 1][j + 1] (S0, line 12 -> S0, line 12) with distance (0, 1, -1) would become (0, -1, 1)
