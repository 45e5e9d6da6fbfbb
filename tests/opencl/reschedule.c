// The automatic GPU pipeline reschedules the loop nests of
// Inputs/reschedule.c that have no parallel loop as written: bicg's sums
// run as two kernels (one thread per column, one per row), the wavefront
// as one kernel per anti-diagonal launched from a host loop; the
// first-order recurrence stays on the host.  The outputs match the CPU at
// N = 1, 2, 7, a prime and 48.
// RUN: %opencl-compare -o %t --expect-regions transformed,transformed,unchanged \
// RUN:   -r 1 -r 2 -r 7 -r 31 -r 48 %S/../Inputs/reschedule.c | FileCheck %s
// CHECK: ok: run 1 (arguments: 1): 4 kernels, 3 launched;
// CHECK: ok: run 2 (arguments: 2): 4 kernels, 4 launched;
// CHECK: ok: run 3 (arguments: 7): 4 kernels, 14 launched;
// CHECK: ok: run 4 (arguments: 31): 4 kernels, 62 launched;
// CHECK: ok: run 5 (arguments: 48): 4 kernels, 96 launched;
