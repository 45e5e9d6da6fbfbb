// The polyhedral model reads '/' and '%' by constants exactly (each
// quotient an existential variable, with C's truncation towards zero), so
// dependences through such subscripts and guards are exact
// (Inputs/quasi-affine.c): the planes t % 2 and (t + 1) % 2 of a
// double-buffered stencil never meet within a step ('i' parallel, the
// output dependence has distance 2 in t); a gather through i / 3 and
// i % 3 has no dependence; D[i / 2] += couples neighbours (distance 1);
// (i - 3) / 4 is 0 for i = 0 .. 6, so 'negative' is sequential; a guard
// i % 2 == 0 makes E[i / 2] one element per iteration.
// RUN: %tilec --emit=deps %S/../Inputs/quasi-affine.c | FileCheck %s
// CHECK-LABEL: region 0 'stencil'
// CHECK-NEXT:  dependences: 7
// CHECK:       flow S0 -> S0: A[(t + 1) % 2][i] -> A[t % 2][i - 1], distance (1, 1), carried by 't'
// CHECK:       output S0 -> S0: A[(t + 1) % 2][i] -> A[(t + 1) % 2][i], distance (2, 0), carried by 't'
// CHECK:       'i' (line 17): parallel
// CHECK-LABEL: region 1 'gather'
// CHECK-NEXT:  dependences: 0
// CHECK:       'i' (line 23): parallel
// CHECK-LABEL: region 2 'pairs'
// CHECK:       'i' (line 29): sequential: carries flow dependence D[i / 2] -> D[i / 2] (S0, line 30 -> S0, line 30) with distance (1)
// CHECK-LABEL: region 3 'negative'
// CHECK-NEXT:  dependences: 1
// CHECK-NEXT:  output S0 -> S0: G[(i - 3) / 4 + 2] -> G[(i - 3) / 4 + 2], distance (1), carried by 'i'
// CHECK:       'i' (line 36): sequential
// CHECK-LABEL: region 4 'evens'
// CHECK-NEXT:  dependences: 0
// CHECK:       'i' (line 43): parallel
