// A 4-deep nest with four statements and coupled subscripts on three arrays
// (Inputs/four-deep-nest.c) translates in about a second: the anti
// dependences come from a last-write search in reversed time instead of
// isl's kill computation, which took 17 s on --emit=c.  The limit of 30 s
// catches that, also under the sanitizers.
// RUN: python3 %S/../Inputs/expect-status.py --timeout 30 0 %tilec --emit=c --remarks %S/../Inputs/four-deep-nest.c -o %t.c 2>&1 | FileCheck %s
// RUN: %cc -fsyntax-only %t.c
// RUN: python3 %S/../Inputs/expect-status.py --timeout 30 0 %tilec --emit=cuda --split %S/../Inputs/four-deep-nest.c -o %t.cu

// CHECK: remark: not tiling: loops 'i', 'j', 'k', 'l' are not fully permutable
// CHECK-NOT: gave up
