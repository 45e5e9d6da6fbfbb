// In-place stencils with a time loop (Inputs/wavefront.c) on the OpenCL
// device: rescheduled into a wavefront, tiled by the wavefront pass (tiles
// of 8 x 32 x 16 that run in wavefronts, a launch per wavefront) and run by
// sync-loop with a work-group per tile and a barrier per step.  They match
// the CPU at N = 0 (no iteration), 1 and 2 (no interior point), 3 (one
// column of tiles), 17, 40 and 100 (several wavefronts, partial tiles at
// every edge), with 1 to 9 time steps; every region ran its kernels.
// RUN: %opencl-compare -o %t --expect-regions transformed,transformed \
// RUN:   -r 0 -r 1 -r 2 -r 3 -r 17 -r 40 -r 100 %S/../Inputs/wavefront.c | FileCheck %s
// CHECK: ok: run 1 (arguments: 0): 2 kernels, 0 launched; 2 region runs: 2 transformed; ok: 2 arrays
// CHECK-COUNT-6: ok: run {{[0-9]+}} {{.*}}: 2 kernels, {{[1-9][0-9]*}} launched; 2 region runs: 2 transformed; ok: 2 arrays
