// A histogram through an index array: H[idx[i]] may hit the same bin in
// any two iterations, so dependences are assumed in both directions and
// 'i' is neither parallel nor a reduction.
// RUN: %tilec --emit=deps --assume-no-alias %s | FileCheck %s

void histogram(int n, const int *idx, int *H) {
  for (int i = 0; i < n; i++)
    H[idx[i]] += 1;
}

// CHECK-LABEL: region 0 'histogram'
// CHECK: flow S0 -> S0: H[idx[i]] -> H[idx[i]], direction (<), carried by 'i' (line 7)
// CHECK-NOT: reduction
// CHECK-LABEL: loops:
// CHECK-NEXT: 'i' (line 7): sequential: carries flow dependence H[idx[i]] -> H[idx[i]] (S0, line 8 -> S0, line 8) with direction (<)
