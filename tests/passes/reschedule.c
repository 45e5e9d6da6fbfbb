// The reschedule pass (Inputs/reschedule.c) rebuilds a loop nest from isl's
// scheduler: bicg's column and row sums, which share one nest where 'i'
// carries the first and 'j' the second, become two nests, each with its
// parallel loop outermost (the second's loops renamed i2, j2 so that
// recipes can tell them from the first's); a recurrence from the north and
// the west becomes a wavefront: a loop 'c' over the anti-diagonals around
// the cells 'i' of each; a first-order recurrence keeps its one loop.  The
// remark names the dependence that made the written order sequential.
// RUN: printf 'reschedule i@19\nreschedule i@33\nreschedule i@43\n' > %t.recipe
// RUN: %tilec --emit=ir --remarks --recipe=%t.recipe --print-after=reschedule %S/../Inputs/reschedule.c -o /dev/null 2>&1 | FileCheck %s
// CHECK:      reschedule.c:19:3: remark: rescheduled loop nest 'i' (line 19) with isl's scheduler ('i' carries flow dependence s[j] -> s[j] (S2, line 22 -> S2, line 22) with distance (1, 0)): 2 loop nests, parallel loops 'j', 'i2'
// CHECK:      // *** IR Dump After reschedule ***
// CHECK-NEXT: region 0 'sums'
// CHECK:        for (int i = 0; i <= n - 1; i += 1) {       // line 17
// CHECK-NEXT:     S0: s[i] = 0;
// CHECK-NEXT:   }
// CHECK-NEXT:   for (int j = 0; j <= n - 1; j += 1) {       // line 21
// CHECK-NEXT:     for (int i = 0; i <= n - 1; i += 1) {     // line 19
// CHECK-NEXT:       S1: s[j] = s[j] + r[i] * A[i][j];       // line 22
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   for (int i2 = 0; i2 <= n - 1; i2 += 1) {    // line 19
// CHECK-NEXT:     S2: q[i2] = 0;                            // line 20
// CHECK-NEXT:     for (int j2 = 0; j2 <= n - 1; j2 += 1) {  // line 21
// CHECK-NEXT:       S3: q[i2] = q[i2] + A[i2][j2] * p[j2];  // line 23
// CHECK:      reschedule.c:33:3: remark: rescheduled loop nest 'i' (line 33) with isl's scheduler ('i' carries flow dependence W[i][j] -> W[i - 1][j] (S1, line 37 -> S0, line 35) with distance (1, 0)): 1 loop nest, parallel loops 'i'
// CHECK:      region 1 'wave'
// CHECK:        for (int c = 2; c <= 2 * n - 2; c += 1) {       // line 33
// CHECK-NEXT:     for (int i = max(1, -n + c + 1); i <= min(n - 1, c - 1); i += 1) {  // line 33
// CHECK-NEXT:       S0: W[i][c - i] = (W[i - 1][c - i] + W[i][c - i - 1]) * 0.5f + 1;  // line 35
// CHECK-NEXT:       for (int k = 0; k <= n - 1; k += 1) {       // line 36
// CHECK-NEXT:         S1: W[i][c - i] += A[c - i][k] * 0.125f;  // line 37
// CHECK:      reschedule.c:43:3: remark: rescheduled loop nest 'i' (line 43) with isl's scheduler ('i' carries flow dependence x[i] -> x[i - 1] (S0, line 44 -> S0, line 44) with distance (1)): 1 loop nest, no parallel loop
// CHECK:      region 2 'chain'
// CHECK:        for (int i = 1; i <= n - 1; i += 1) {  // line 43
// CHECK-NEXT:     S0: x[i] = x[i - 1] * 0.5f + r[i];   // line 44
//
// The automatic GPU pipeline reschedules the nests without a parallel
// loop and keeps the new nest only where it has one; --save-recipe
// records the step under its region's line, and replaying the recipe
// gives the same .cu.
// RUN: %tilec --remarks --save-recipe=%t.auto.recipe %S/../Inputs/reschedule.c -o %t.auto.cu 2>&1 | FileCheck %s --check-prefix=AUTO
// RUN: FileCheck %s --check-prefix=RECIPE < %t.auto.recipe
// RUN: %tilec --recipe=%t.auto.recipe %S/../Inputs/reschedule.c -o %t.replay.cu
// RUN: cmp %t.auto.cu %t.replay.cu
// AUTO: reschedule.c:43:3: remark: loop nest 'i' (line 43) stays as written: isl's schedule of it has no parallel loop either
// AUTO: reschedule.c:43:3: warning: region in 'chain' gets no GPU kernel: no loop in it is parallel
// RECIPE:      # region 0: 'sums' ({{.*}}reschedule.c:17)
// RECIPE-NEXT: reschedule i@19
// RECIPE:      map-gpu i@17
// RECIPE-NEXT: concurrent sums_kernel1 sums_kernel2
// RECIPE-NEXT: # region 1: 'wave' ({{.*}}reschedule.c:33)
// RECIPE-NEXT: reschedule i
// RECIPE-NEXT: scalar-replace k
// RECIPE-NEXT: map-gpu c
// RECIPE-NOT:  region 2
//
// --no-reschedule keeps the written order: bicg's nest would run in one
// GPU thread, so its region stays on the host; the wavefront's cells would
// be reductions launched once per cell (n * n launches of O(n) work), so
// its loops run as one kernel of one block instead (persist).
// RUN: %tilec --remarks --no-reschedule %S/../Inputs/reschedule.c -o %t.no.cu 2>&1 | FileCheck %s --check-prefix=NO
// NO-NOT: rescheduled
// NO:     reschedule.c:19:3: warning: region in 'sums' gets no GPU kernel: loop 'i' (line 19) holds no parallel loop and its work grows with the parameters (loop 'i' runs to 'n - 1'): one GPU thread would run it
// NO:     reschedule.c:33:3: remark: loop 'i' runs in kernel 'wave_kernel0' on one block of 1024 threads, with the 3 kernels it launched as steps between barriers
