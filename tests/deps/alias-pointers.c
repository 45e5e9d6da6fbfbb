// Pointer parameters may alias: without restrict, a[] and b[] may overlap,
// so dependences between them are assumed and 'i' is not proved parallel
// (only "parallel if these do not overlap"); with restrict it is parallel.
// RUN: %tilec --emit=deps %s | FileCheck %s

void scale(int n, float *a, const float *b) {
  for (int i = 0; i < n; i++)
    a[i] = 2.0f * b[i];
}

void scale_restrict(int n, float *restrict a, const float *restrict b) {
  for (int i = 0; i < n; i++)
    a[i] = 2.0f * b[i];
}

// CHECK-LABEL: region 0 'scale'
// CHECK-NEXT: may overlap: 'a' and 'b'
// CHECK: flow S0 -> S0: a[i] -> b[i], direction (<), carried by 'i' (line 7), assumed: 'a' and 'b' may overlap
// CHECK: anti S0 -> S0: b[i] -> a[i], direction (<), carried by 'i' (line 7), assumed: 'b' and 'a' may overlap
// CHECK-LABEL: loops:
// CHECK-NEXT: 'i' (line 7): parallel if these do not overlap: 'a' and 'b'
// CHECK-LABEL: region 1 'scale_restrict'
// CHECK-NOT: may overlap
// CHECK-NEXT: dependences: 0
// CHECK-NEXT: loops:
// CHECK-NEXT: 'i' (line 12): parallel{{$}}
