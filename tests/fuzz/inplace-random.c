// The inplace pass on random programs (tests/fuzz/inplace.py): each
// accumulator that gen.py declares before its region is kept in place by
// a recipe on the top loop around it, and the --emit=c program must print
// what the original prints, or the step is refused with a located error.
// Some must run (at these seeds: 5 of the 26 tried; the rest are refused,
// most because the arrays may overlap in those functions).
// RUN: python3 %S/inplace.py --tilec %tilec --seed 20000 --count 200 | FileCheck %s
// CHECK: inplace: {{[0-9]+}} tried, {{[1-9][0-9]*}} ran and matched, {{[0-9]+}} refused, 0 failed
