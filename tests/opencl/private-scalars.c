// Scalars in GPU regions (Inputs/private-scalars.c): coefficients computed
// from scalars stay in the host code between kernels, which take their
// values; a row filter's 'acc' and 'prev', written before they are read in
// every iteration of the parallel 'i', become each thread's own; a scalar
// whose last value is returned after the region keeps its region on the
// host, with the reason.  The outputs match the CPU at N = 1, 2, a prime
// and 64.
// RUN: %opencl-compare -o %t --expect-regions transformed,transformed,unchanged \
// RUN:   -r 1 -r 2 -r 29 -r 64 %S/../Inputs/private-scalars.c | FileCheck %s
// RUN: %tilec --emit=opencl --remarks %S/../Inputs/private-scalars.c -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// CHECK-COUNT-4: ok: run {{[0-9]+}} {{.*}}: 2 kernels, 2 launched; 3 region runs: 2 transformed, 1 unchanged; ok:
// REMARK: private-scalars.c:19:3: remark: kernel 'scale_kernel0': parallel loops mapped to blocks and threads: 'i' -> x
// REMARK: private-scalars.c:26:3: remark: each thread of loop 'i' keeps its own 'acc'
// REMARK: private-scalars.c:26:3: remark: each thread of loop 'i' keeps its own 'prev'
// REMARK: private-scalars.c:40:3: warning: region in 'last' gets no GPU kernel: the parallel loop 'i' writes the scalar 't' declared outside it, and its value may be read after the region
