// The peel pass ("peel LOOP", after unswitch and pipeline): the steps of
// a strip-mined reduction loop whose unswitched test holds (the full
// steps, k_tile + 15 <= nk - 1) run in one loop without the test, the
// partial last step in a second loop after it (k_tile_last, from
// k_tile_full full steps on), both with the pipeline's waits, barriers
// and fills; the first keeps the loop's name for the steps after it.
// A test that bounds the iterator from below too (the triangular
// product's k_tile >= i_first + 64), a loop whose body does not end with
// an if and an else (before unswitch), and a loop of the host are
// refused, with no output.  The recipe a run saves replays to the same
// .cu.  (tests/opencl/pipeline.c runs peeled loops on PoCL, gpu-check's
// pipeline+peel on the GPU.)
// RUN: %tilec --no-tensor-cores --save-recipe=%t.auto %S/../Inputs/pipeline.c -o %t.auto.cu
// RUN: sed -e '/region 1/,$ b' -e 's/^pipeline k_tile$/pipeline k_tile 3\npeel k_tile/' %t.auto > %t.recipe
// RUN: %tilec --no-tensor-cores --remarks --print-after=peel --recipe=%t.recipe --save-recipe=%t.saved \
// RUN:   %S/../Inputs/pipeline.c -o %t.cu 2> %t.dump
// RUN: FileCheck %s < %t.dump
// RUN: FileCheck %s --check-prefix=REMARK < %t.dump
// RUN: FileCheck %s --check-prefix=SAVED < %t.saved
// RUN: %tilec --no-tensor-cores --recipe=%t.saved %S/../Inputs/pipeline.c -o %t.replay.cu
// RUN: cmp %t.cu %t.replay.cu
// RUN: sed -e 's/^pipeline k_tile$/pipeline k_tile\npeel k_tile/' %t.auto > %t.upper
// RUN: not %tilec --no-tensor-cores --recipe=%t.upper %S/../Inputs/pipeline.c -o %t.upper.cu 2>&1 | FileCheck %s --check-prefix=UPPER
// RUN: test ! -e %t.upper.cu
// RUN: sed -e '/region 1/,$ b' -e 's/^unswitch k$/peel k_tile\nunswitch k/' %t.auto > %t.early
// RUN: not %tilec --no-tensor-cores --recipe=%t.early %S/../Inputs/pipeline.c -o %t.early.cu 2>&1 | FileCheck %s --check-prefix=EARLY
// RUN: sed -e '/region 1/,$ b' -e 's/^map-gpu i$/peel i\nmap-gpu i/' %t.auto > %t.host
// RUN: not %tilec --no-tensor-cores --recipe=%t.host %S/../Inputs/pipeline.c -o %t.host.cu 2>&1 | FileCheck %s --check-prefix=HOST

// CHECK-LABEL: // *** IR Dump After peel ***
// CHECK:      kernel product_kernel0
// CHECK:        for (int k_tile = 0; k_tile <= min(nk - 1, nk - 16); k_tile += 16) {
// CHECK-NEXT:     int k_tile_stage = k_tile / 16 % 3;
// CHECK-NEXT:     int k_tile_fill = (k_tile_stage + 2) % 3;
// CHECK-NEXT:     wait for async copies but the last 1 group; barrier;
// CHECK-NEXT:     if (k_tile <= nk - 33) {
// CHECK:          commit async copies as a group;
// CHECK-NEXT:     #pragma unroll
// CHECK-NEXT:     for (int k = k_tile; k <= k_tile + 15; k += 1) {
// CHECK:                S2: C_ij[i_sub][j_sub] += alpha * A_tile[k - k_tile + 16 * k_tile_stage][i - i_first] * B_tile[k - k_tile + 16 * k_tile_stage][j - j_first];
// CHECK:        int k_tile_full = nk / 16;
// CHECK-NEXT:   for (int k_tile_last = max(0, 16 * k_tile_full); k_tile_last <= nk - 1; k_tile_last += 16) {
// CHECK-NEXT:     int k_tile_stage = k_tile_last / 16 % 3;
// CHECK-NEXT:     int k_tile_fill = (k_tile_stage + 2) % 3;
// CHECK-NEXT:     wait for async copies but the last 1 group; barrier;
// CHECK-NEXT:     if (k_tile_last <= nk - 33) {
// CHECK:              async A_tile[k - k_tile_last + 16 * k_tile_fill - 32][i - i_first] = i <= ni - 1 && k <= nk - 1 ? A[i][k] : 0;
// CHECK:          commit async copies as a group;
// CHECK-NEXT:     for (int k = k_tile_last; k <= min(nk - 1, k_tile_last + 15); k += 1) {
// CHECK:                S2: C_ij[i_sub][j_sub] += alpha * A_tile[k - k_tile_last + 16 * k_tile_stage][i - i_first] * B_tile[k - k_tile_last + 16 * k_tile_stage][j - j_first];
// CHECK-NOT:  if (k_tile
// CHECK:        S3: C[i][j] = C_ij[i_sub][j_sub];

// REMARK: remark: kernel 'product_kernel0': loop 'k_tile' runs its full steps without the test of each step, and the rest (the partial last step) in loop 'k_tile_last' after it

// SAVED:      pipeline k_tile 3
// SAVED-NEXT: peel k_tile
// SAVED-NEXT: vectorize k_tile

// UPPER: error: cannot peel loop 'k_tile' (line 35): its body's last if does not test that the iterator is at most a value the loop does not change
// EARLY: error: cannot peel loop 'k_tile' (line 24): its body does not end with an if and an else (unswitch's test of a full step)
// HOST: error: cannot peel loop 'i' (line 21): it is no loop of a kernel's threads counting up from one lower bound
