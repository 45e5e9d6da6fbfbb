// Distribution and fusion queries: inside the time loop, the first two
// sweeps can be fused (A[i] is written before A[i-1] is read), the last two
// cannot (C[i + 1] would be read before it is written), and neither 't' nor
// the loop of g() can be distributed, since a value flows from a later
// statement back to an earlier one.
// RUN: %tilec --emit=deps %s | FileCheck %s
double A[100], B[100], C[100];
void f(int n) {
  for (int t = 0; t < 10; t++) {
    for (int i = 1; i < n; i++)
      A[i] = B[i] + 1;
    for (int i = 1; i < n; i++)
      C[i] = A[i - 1] * 2;
    for (int i = 1; i < n; i++)
      B[i] = C[i + 1];
  }
}
void g(int n) {
  for (int i = 1; i < n; i++) {
    A[i] = B[i - 1];
    B[i] = A[i] + 1;
  }
}

// CHECK-LABEL: region 0 'f'
// CHECK-LABEL: transformations:
// CHECK-NEXT: loop 't' cannot be distributed: anti dependence A[i - 1] -> A[i] (S1, line 13 -> S0, line 11) with distance (1) runs from a later part back to an earlier one
// CHECK-NEXT: loops 'i' (line 10) and 'i' (line 12) can be fused
// CHECK-NEXT: loops 'i' (line 12) and 'i' (line 14) cannot be fused: flow dependence C[i] -> C[i + 1] (S1, line 13 -> S2, line 15) with distance (0) would be reversed
// CHECK-LABEL: region 1 'g'
// CHECK-LABEL: transformations:
// CHECK-NEXT: loop 'i' cannot be distributed: flow dependence B[i] -> B[i - 1] (S1, line 21 -> S0, line 20) with distance (1) runs from a later part back to an earlier one
