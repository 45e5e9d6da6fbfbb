// Dependences under loop bounds with quotients of iterators
// (Inputs/quotient-bounds.c) are exact, each quotient floor(dividend /
// divisor) in the iteration domain: the half triangle and the rows from
// i % 3 have none; the band from (i + 1) / 2 to i carries C[i - 1][j]
// by 'i' only; the sums counting down from i / 4 and over k from j / 3
// are reductions, with a direction (not a distance) where k's start moves
// with j.
// RUN: %tilec --emit=deps %S/../Inputs/quotient-bounds.c | FileCheck %s
// CHECK-LABEL: region 0 'half'
// CHECK-NEXT:  dependences: 0
// CHECK:       'j' (line 17): parallel
// CHECK-LABEL: region 1 'thirds'
// CHECK-NEXT:  dependences: 0
// CHECK:       'j' (line 24): parallel
// CHECK-LABEL: region 2 'band'
// CHECK-NEXT:  dependences: 1
// CHECK-NEXT:  flow S0 -> S0: C[i][j] -> C[i - 1][j], distance (1, 0), carried by 'i'
// CHECK:       'j' (line 32): parallel
// CHECK-LABEL: region 3 'down'
// CHECK:       'i' (line 38): parallel
// CHECK-NEXT:  'j' (line 39): reduction on y[i] (S0)
// CHECK-LABEL: region 4 'nested'
// CHECK:       flow S0 -> S0: z[i] -> z[i], direction (=, <, >=), carried by 'j'
// CHECK:       'i' (line 45): parallel
