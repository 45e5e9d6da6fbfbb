// Loops run as one kernel of one block (Inputs/persist.c) on the OpenCL
// device: durbin's recursion, trisolv's and ludcmp's substitutions match
// the CPU at N = 1, 2, a prime and 1030 (more than four times the
// block's 256 threads, OpenCL's size: each thread takes several
// iterations of the longer steps, and the trees add their parts), with
// one launch per loop; the region
// whose carried scalar is returned stays unchanged.  The time loop's
// sweeps over 20 N points run in one kernel up to N = 819, then as two
// launches per step (5 steps: 14 launches in all at 1030).  A loop that
// runs no step launches nothing (levinson's at N = 1; at N = 0 levinson
// returns before its region, and only the sweeps' kernel runs).
// RUN: %opencl-compare -o %t --expect-regions transformed,transformed,transformed,transformed,unchanged \
// RUN:   -r 1 -r 2 -r 7 -r 1030 %S/../Inputs/persist.c | FileCheck %s
// RUN: %opencl-compare -o %t.0 --expect-regions transformed,transformed,transformed,unchanged -r 0 %S/../Inputs/persist.c | FileCheck %s --check-prefix=ZERO
// CHECK:      ok: run 1 (arguments: 1): 7 kernels, 4 launched; 5 region runs: 4 transformed, 1 unchanged; ok: 7 arrays
// CHECK-NEXT: ok: run 2 (arguments: 2): 7 kernels, 5 launched; 5 region runs: 4 transformed, 1 unchanged; ok: 7 arrays
// CHECK-NEXT: ok: run 3 (arguments: 7): 7 kernels, 5 launched; 5 region runs: 4 transformed, 1 unchanged; ok: 7 arrays
// CHECK-NEXT: ok: run 4 (arguments: 1030): 7 kernels, 14 launched; 5 region runs: 4 transformed, 1 unchanged; ok: 7 arrays
// ZERO: ok: run 1 (arguments: 0): 7 kernels, 1 launched
