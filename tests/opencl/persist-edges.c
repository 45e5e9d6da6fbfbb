// Less common shapes of loops run as one kernel of one block
// (Inputs/persist-edges.c) on the OpenCL device: a column sweep counting
// down around an update counting down, unsigned iterators (both become
// persistent kernels), a constant loop inside each step and a float sum
// stored by one thread and read by all (both rescheduled into parallel
// nests instead) match the CPU at N = 1, 2, a prime, 300 and 1030 (more
// than four times the block's 256 threads); every region ran its kernels.
// RUN: %opencl-compare -o %t --expect-regions transformed,transformed,transformed,transformed \
// RUN:   -r 1 -r 2 -r 7 -r 300 -r 1030 %S/../Inputs/persist-edges.c | FileCheck %s
// RUN: %tilec --emit=opencl --remarks %S/../Inputs/persist-edges.c -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// CHECK-COUNT-5: ok: run {{[0-9]+}} {{.*}}: 5 kernels, {{[0-9]+}} launched; 4 region runs: 4 transformed; ok: 5 arrays
// REMARK: persist-edges.c:15:3: remark: loop 'k' runs in kernel 'down_kernel0' on one block of 256 threads
// REMARK: persist-edges.c:32:3: remark: loop 'k' runs in kernel 'counts_kernel0' on one block of 256 threads
