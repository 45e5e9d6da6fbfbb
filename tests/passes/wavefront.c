// The wavefront and sync-loop passes (Inputs/wavefront.c, seidel-2d's
// nine-point sweep in float).  After reschedule's wavefront 'c' around
// the parallel 't' and 'i', wavefront skews 'i' by 'c' (a dependence
// would run backwards along 'i' otherwise), tiles 'c', 't', 'i_skew' by
// 8 x 16 x 16 and runs the tiles in wavefronts 'c_wave' on the host, the
// skewed loop's tiles outermost; each tile's points are the windows of
// 't' and 'i_skew' with the domain's constraints tested inside (no
// divisions).  map-gpu makes a kernel of the tile loops, sync-loop a block
// of 16 x 16 threads per tile that runs 'c' with a barrier per step.
// Replay gives the same .cu; the refusals say why.
// RUN: %tilec --function=nine_point --remarks --print-after=wavefront --print-after=sync-loop %S/../Inputs/wavefront.c -o %t.cu 2>&1 | FileCheck %s
// RUN: %tilec --function=nine_point --save-recipe=%t.recipe %S/../Inputs/wavefront.c -o %t.auto.cu 2>/dev/null
// RUN: FileCheck %s --check-prefix=RECIPE < %t.recipe
// RUN: %tilec --function=nine_point --recipe=%t.recipe %S/../Inputs/wavefront.c -o %t.replay.cu
// RUN: cmp %t.auto.cu %t.replay.cu
// RUN: %tilec --function=nine_point --emit=opencl %S/../Inputs/wavefront.c -o %t.ocl.c
// RUN: FileCheck %s --check-prefix=OCL < %t.ocl.c
//
// RUN: printf 'wavefront t,i,j 8,16,16\n' > %t.seq
// RUN: not %tilec --function=nine_point --recipe=%t.seq %S/../Inputs/wavefront.c -o %t.seq.cu 2>&1 | FileCheck %s --check-prefix=SEQ
// RUN: test ! -e %t.seq.cu
// RUN: printf 'reschedule t\nwavefront c,t,i 8,1,16\n' > %t.one
// RUN: not %tilec --function=nine_point --recipe=%t.one %S/../Inputs/wavefront.c -o %t.one.cu 2>&1 | FileCheck %s --check-prefix=ONE
// RUN: printf 'reschedule t\nwavefront c,t 8,16\n' > %t.part
// RUN: not %tilec --function=nine_point --recipe=%t.part %S/../Inputs/wavefront.c -o %t.part.cu 2>&1 | FileCheck %s --check-prefix=PART
// RUN: printf 'reschedule t\nmap-gpu c\nsync-loop c\n' > %t.host
// RUN: not %tilec --function=nine_point --recipe=%t.host %S/../Inputs/wavefront.c -o %t.host.cu 2>&1 | FileCheck %s --check-prefix=HOST
// RUN: printf 'reschedule t\nwavefront c,t,i 8,16,16\nmap-gpu c_wave\nsync-loop c\nsync-loop c\n' > %t.twice
// RUN: not %tilec --function=nine_point --recipe=%t.twice %S/../Inputs/wavefront.c -o %t.twice.cu 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: test ! -e %t.twice.cu
// RUN: printf 'map-gpu t\nsync-loop t\n' > %t.plain
// RUN: not %tilec --function=plain --recipe=%t.plain %s -o %t.plain.cu 2>&1 | FileCheck %s --check-prefix=PLAIN

void plain(int n, double B[64][64]) {
  for (int i = 0; i < 64; i++)
    for (int t = 0; t < n; t++)
      for (int j = 0; j < 64; j++)
        B[i][j] = B[i][j] * 0.5 + t;
}

// CHECK: wavefront.c:25:3: remark: tiled loops 'c', 't', 'i' in tiles of 8 x 16 x 16 iterations that run in wavefronts 'c_wave'; 'i' skewed by 1 * 'c' (flow dependence B[i][c - 4 * t - 2 * i] -> B[i + 1][c - 4 * t - 2 * i - 1] (S0, line 28 -> S0, line 28) with distance (3, 1, -1) would run backwards along it)
// CHECK: IR Dump After wavefront
// CHECK:      for (int c_wave = 0; c_wave <= {{.*}}; c_wave += 1) {  // line 25
// CHECK-NEXT:   for (int i_tile = max({{.*}}); i_tile <= min({{.*}}); i_tile += 1) {  // line 26
// CHECK-NEXT:     for (int t_tile = max(0, {{.*}}); t_tile <= min({{.*}}); t_tile += 1) {  // line 25
// CHECK-NEXT:       for (int c = max({{.*}} 8 * c_wave - 8 * i_tile - 8 * t_tile, {{.*}}); c <= min({{.*}}8 * c_wave - 8 * i_tile - 8 * t_tile + 7{{.*}}); c += 1) {  // line 25
// CHECK-NEXT:         for (int t = 16 * t_tile; t <= 16 * t_tile + 15; t += 1) {  // line 25
// CHECK-NEXT:           for (int i_skew = 16 * i_tile; i_skew <= 16 * i_tile + 15; i_skew += 1) {  // line 26
// CHECK-NEXT:             if (t >= 0 && tsteps >= t + 1 && i_skew >= c + 1 && n + c >= i_skew + 2 && n + 4 * t + 2 * i_skew >= 3 * c + 2 && 3 * c >= 4 * t + 2 * i_skew + 1) {  // line 25
// CHECK-NEXT:               S0: B[-1 * c + i_skew][c - 4 * t - 2 * (-1 * c + i_skew)] = {{.*}} / 9.0f;  // line 28
// CHECK: remark: loop 'c_wave' stays on the host around the kernels: it runs the wavefronts of tiles in order
// CHECK: remark: kernel 'nine_point_kernel0': parallel loops mapped to blocks and threads: 't_tile' -> x, 'i_tile' -> y
// CHECK: wavefront.c:25:3: remark: kernel 'nine_point_kernel0': a block of 16 x 16 threads per tile runs loop 'c' (line 25), a barrier after each iteration; its parallel loops mapped to threads: 't' -> x, 'i_skew' -> y
// CHECK: IR Dump After sync-loop
// CHECK:      for (int c_wave = 0;
// CHECK-NEXT:   kernel nine_point_kernel0 grid(t_tile, i_tile) block(16, 16) {  // line 26
// CHECK-NEXT:     blocks where !({{.*}}) leave; // tiles with no point of the band
// CHECK-NEXT:     for t_tile = 0..(tsteps - 1 - ((tsteps - 1) % 16 + 16) % 16) / 16 step 1 mapped to blockIdx.x {  // line 25
// CHECK-NEXT:       for i_tile = max({{.*}}) step 1 mapped to blockIdx.y {  // line 26
// CHECK-NEXT:         for t = 16 * t_tile..16 * t_tile + 15 step 1 mapped to threadIdx.x {  // line 25
// CHECK-NEXT:           for i_skew = 16 * i_tile..16 * i_tile + 15 step 1 mapped to threadIdx.y {  // line 26
// CHECK-NEXT:             for (int c = max({{.*}}); c += 1) {  // line 25
// CHECK-NEXT:               if (t >= 0 && {{.*}}) {  // line 25
// CHECK-NEXT:                 S0: B[
// CHECK-NEXT:               }
// CHECK-NEXT:               barrier;  // line 25
// CHECK-NEXT:             }

// RECIPE:      reschedule t
// RECIPE-NEXT: wavefront c,t,i 8,16,16
// RECIPE-NEXT: map-gpu c_wave
// RECIPE-NEXT: sync-loop c

// OCL: __kernel __attribute__((reqd_work_group_size(16, 16, 1))) void nine_point_kernel0(
// OCL: barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);

// SEQ: error: cannot tile loops in wavefronts: loop 'i' (line 26) is not parallel inside loop 't': it carries flow dependence B[i][j] -> B[i - 1][j - 1] (S0, line 28 -> S0, line 28) with distance (0, 1, 1)
// ONE: error: tile size 1 of loop 't' is not between 2 and 1024
// PART: error: cannot tile loops in wavefronts: the body of loop 't' (line 25) is not a list of assignments
// HOST: error: loop 'c' (line 25) is not in a kernel: sync-loop applies to a loop of a kernel's code, after map-gpu
// TWICE: wavefront.c.tmp.twice:5:1: error: kernel 'nine_point_kernel0' is a tiled kernel: sync-loop takes a kernel of one thread per iteration of its band
// PLAIN: error: the body of loop 't' (line {{[0-9]+}}) is not a loop proved parallel
