// map-gpu splits a reduction loop that is the code of a one-loop band
// among the threads of a block (lanes, struct ir_lanes; Inputs/lanes.c):
// each lane adds up every 16th (32nd) iteration into its own partial
// result, the band's bounds tested inside (no early return before the
// barriers), the lanes add up in a tree, and lane 0 runs the statements
// that set the target before the loop, applies the total where the loop
// runs an iteration, then runs those after the loop (elsewhere the target may lie outside the copies:
// triangle's t[0]).  Lanes go to y where the
// band loop indexes the contiguous dimension (column sums), to x, a warp
// per band point, where the reduction loop does (row products).  No
// scalar-replace before: the lanes keep their sums in registers.
// RUN: %tilec --emit=cuda --print-after=map-gpu --remarks %S/../Inputs/lanes.c -o /dev/null 2>&1 | FileCheck %s
// A saved recipe (map-gpu on each region's nest) replays to the same .cu;
// map-gpu with a block shape keeps one thread per band point.
// RUN: %tilec --save-recipe=%t.recipe %S/../Inputs/lanes.c -o %t.auto.cu
// RUN: FileCheck %s --check-prefix=RECIPE < %t.recipe
// RUN: %tilec --recipe=%t.recipe %S/../Inputs/lanes.c -o %t.replay.cu
// RUN: cmp %t.auto.cu %t.replay.cu
// RUN: %tilec --block=128 --print-after=map-gpu %S/../Inputs/lanes.c -o /dev/null 2>&1 | FileCheck %s --check-prefix=BLOCK
// Kernel steps do not apply to a kernel with lanes.
// RUN: printf 'map-gpu j\ncoarsen j,i 2,2\n' > %t.bad
// RUN: not %tilec --recipe=%t.bad %S/../Inputs/lanes.c -o %t.bad.cu 2>&1 | FileCheck %s --check-prefix=BAD
// RECIPE: # region 0: 'colsum' ({{.*}}lanes.c:17)
// RECIPE-NEXT: map-gpu j
// RECIPE-NOT: scalar-replace
// CHECK: lanes.c:17:3: remark: kernel 'colsum_kernel0': parallel loop 'j' -> x; 16 threads (lanes) per iteration of it share the reduction over loop 'i' (y) into 's' and add their partial results up (in another order than the loop's)
// CHECK-LABEL: region 0 'colsum'
// CHECK:      kernel colsum_kernel0 grid(j, 1) block(32, 16) lanes(y) {
// CHECK-NEXT:   for j = 0..m - 1 step 1 mapped to blockIdx.x * blockDim.x + threadIdx.x {
// CHECK-NEXT:     double s_part = 0;
// CHECK-NEXT:     for i = 0..n - 1 step 1: lane threadIdx.y, then every blockDim.y {
// CHECK-NEXT:       if (j <= m - 1) {
// CHECK-NEXT:         s_part += A[i][j] * w[i];
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     s_part = + of the lanes' 's_part' in a tree of shared s_lanes[512];
// CHECK-NEXT:     if (lane 0 && j <= m - 1) {
// CHECK-NEXT:       S0: s[j] = 0;
// CHECK-NEXT:       if (0 <= n - 1) {
// CHECK-NEXT:         s[j] += s_part;
// CHECK-NEXT:       }
// CHECK-NEXT:       S2: s[j] /= n + 1;
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: lanes.c:27:3: remark: kernel 'rowdot_kernel0': parallel loop 'i' -> y; 32 threads (lanes) per iteration of it share the reduction over loop 'j' (x) into 'y'
// CHECK-LABEL: region 1 'rowdot'
// CHECK:      kernel rowdot_kernel0 grid(1, i) block(32, 8) lanes(x) {
// CHECK-NEXT:   for i = 0..n - 1 step 1 mapped to blockIdx.y * blockDim.y + threadIdx.y {
// CHECK-NEXT:     double y_part = 0;
// CHECK-NEXT:     for j = 0..m - 1 step 1: lane threadIdx.x, then every blockDim.x {
// CHECK-NEXT:       if (i <= n - 1) {
// CHECK-NEXT:         y_part += A[i][j] * x[j];
// CHECK:          y_part = + of the lanes' 'y_part' in a tree of shared y_lanes[256];
// CHECK-NEXT:     if (lane 0 && i <= n - 1 && 0 <= m - 1) {
// CHECK-NEXT:       y[i] += y_part;
// CHECK-LABEL: region 2 'triangle'
// CHECK:      kernel triangle_kernel0 grid(j, 1) block(32, 16) lanes(y) {
// CHECK:          for i = j - 1..0 step -1: lane threadIdx.y, then every blockDim.y {
// CHECK:          if (lane 0 && j <= m - 1 && j <= n && 0 <= j - 1) {
// CHECK-NEXT:       t[j] -= t_part;
// CHECK:      kernel triangle_kernel1 grid(1, i) block(32, 8) lanes(x) {
// CHECK:          long odd_part = 0;
// CHECK:            odd[i] += odd_part;
// CHECK-LABEL: region 3 'colprod'
// CHECK:          float p_part = 1;
// CHECK:          p_part *= 1 + (float)A[i][j] / 4096;
// CHECK:          p_part = * of the lanes' 'p_part' in a tree of shared p_lanes[512];
// CHECK:            p[j] *= p_part;
// BLOCK-LABEL: region 0 'colsum'
// BLOCK:      kernel colsum_kernel0 grid(j) block(128) {
// BLOCK-NOT:  lanes
// BLOCK-LABEL: region 1 'rowdot'
// BAD: error: kernel 'colsum_kernel0' shares the reduction over loop 'i' among 16 lanes per iteration of loop 'j': 'coarsen' does not apply to it
