// An array declared in a loop body is a new array in each iteration of
// the loops around its declaration (Inputs/local-arrays.c), so the model
// indexes it by their iterators too: its dependences stay within one
// iteration ('i' parallel everywhere), the prefix sum's inner 'k' carries
// its own, and the accumulator array makes 'j' a reduction.
// RUN: %tilec --emit=deps %S/../Inputs/local-arrays.c | FileCheck %s
// RUN: printf 'distribute i@41\n' > %t.recipe
// RUN: not %tilec --emit=c --recipe=%t.recipe %S/../Inputs/local-arrays.c -o %t.c 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIST
// CHECK-LABEL: region 0 'scratch'
// CHECK-NEXT:  dependences: 1
// CHECK-NEXT:  flow S1 -> S2: tmp[k] -> tmp[j % 8], distance (0), loop-independent (lines 24 -> 26)
// CHECK:       'i' (line 21): parallel
// CHECK-LABEL: region 1 'window'
// CHECK:       flow S5 -> S5: acc[k] -> acc[k], distance (0, 1, 0), carried by 'j' (line 45), reduction (lines 47 -> 47)
// CHECK:       'i' (line 33): parallel
// CHECK-NEXT:  'j' (line 34): parallel
// CHECK:       'i' (line 41): parallel
// CHECK:       'j' (line 45): reduction on acc[k] (S5)
// CHECK-LABEL: region 2 'prefix'
// CHECK:       'i' (line 56): parallel
// CHECK:       'k' (line 60): sequential: carries flow dependence h[k] -> h[k - 1] (S2, line 61 -> S2, line 61) with distance (0, 1)
// CHECK-LABEL: region 3 'twice'
// CHECK:       'i' (line 68): parallel
// CHECK-NEXT:  'i' (line 74): parallel
// DIST: error: loop 'i' cannot be distributed: local array 'acc' declared at line 42 is used at line 48, and a declaration cannot be split from its uses
