// Concurrent launches (passes/concurrent.c) in the host code nvcc builds:
// the side streams created with the allocations (before the copies and
// their timer), tilec_fork after the copies, each launch and its timer's
// events on its side stream (the stream argument after the dynamic
// shared memory, 0 where it has none), tilec_join after the group; the
// automatic pipeline's row sweeps, and through a recipe the block-tiled
// products (G = E F, which reads what they write, after the join, on the
// default stream) and launches in a host loop, forked and joined in every
// iteration.
// REQUIRES: nvcc
// RUN: %tilec --emit=cuda %S/../Inputs/concurrent.c -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc -arch=sm_90 -I%S/../Inputs %t.cu -o %t
// RUN: %tilec --emit=cuda --recipe=%S/../gpu/recipes/concurrent+loop.recipe %S/../Inputs/concurrent.c -o %t.loop.cu
// RUN: FileCheck %s --check-prefix=LOOP < %t.loop.cu
// RUN: %nvcc -arch=sm_90 -I%S/../Inputs %t.loop.cu -o %t.loop
// CHECK-NOT:  products_kernel0<<<{{.*}}tilec_stream
// CHECK:      tilec_streams(2);
// CHECK-NEXT: tilec_timer_start(&tilec_timer);
// CHECK:      tilec_timer_stop(&tilec_timer, "copy to the GPU (region 1)");
// CHECK-NEXT: tilec_fork(2, &tilec_timer);
// CHECK:      tilec_kernel_start_on(&tilec_timer, tilec_stream(1));
// CHECK-NEXT: sweeps_kernel0<<<tilec_grid, tilec_block, 0, tilec_stream(1)>>>(d_sx, d_X, m, n);
// CHECK-NEXT: TILEC_CHECK_LAUNCH("sweeps_kernel0");
// CHECK-NEXT: tilec_kernel_stop_on(&tilec_timer, "kernel sweeps_kernel0", tilec_stream(1));
// CHECK:      sweeps_kernel1<<<tilec_grid, tilec_block, 0, tilec_stream(2)>>>(d_sy, d_Y, m, n);
// CHECK:      tilec_join(2);
// CHECK-NEXT: #line 53
// CHECK-NEXT: tilec_timer_start(&tilec_timer);
// CHECK-NOT:  tilec_fork
// LOOP:      tilec_streams(2);
// LOOP:      tilec_fork(2, &tilec_timer);
// LOOP:      products_kernel0<<<tilec_grid, tilec_block, 104448, tilec_stream(1)>>>(d_A, d_B, d_E, m, n);
// LOOP:      products_kernel1<<<tilec_grid, tilec_block, 104448, tilec_stream(2)>>>(d_C, d_D, d_F, n, m);
// LOOP:      tilec_join(2);
// LOOP-NEXT: #line 30
// LOOP:      products_kernel2<<<tilec_grid, tilec_block>>>(d_v, n);
// LOOP:      tilec_kernel_start(&tilec_timer);
// LOOP-NEXT: products_kernel3<<<tilec_grid, tilec_block, 104448>>>(d_v, d_E, d_F, d_G, m, n);
// LOOP:      tilec_streams(2);
// LOOP:      for (int s = 0; s < t; s++) {
// LOOP-NEXT:   tilec_fork(2, &tilec_timer);
// LOOP:        smooth_kernel0<<<tilec_grid, tilec_block, 0, tilec_stream(1)>>>(
// LOOP:        smooth_kernel1<<<tilec_grid, tilec_block, 0, tilec_stream(2)>>>(
// LOOP:        tilec_join(2);
// LOOP:        smooth_kernel2<<<tilec_grid, tilec_block>>>(
