// The expand pass (Inputs/expand.c): an array every iteration of a nest
// uses as scratch space gets one copy per iteration on the GPU, and the
// loops become parallel.  The automatic pipeline expands doitgen's sum
// over r and q (then distributes: two 3-D kernels and the copy back of
// the last iteration's sum) and the scratch array at an offset.  Replay
// gives the same .cu.  A recipe may not expand an array one of whose
// elements keeps its value from before the nest, one whose iterations
// write different elements, or one that passes values between
// iterations, or one written through an index array
// (Inputs/expand-indirect.c); nor expand with --emit=c, where there is no
// GPU to hold the copies.
// RUN: %tilec --emit=cuda --remarks --print-after=expand %S/../Inputs/expand.c -o %t.cu 2>&1 | FileCheck %s
// RUN: %tilec --save-recipe=%t.recipe %S/../Inputs/expand.c -o %t.auto.cu
// RUN: FileCheck %s --check-prefix=RECIPE < %t.recipe
// RUN: %tilec --recipe=%t.recipe %S/../Inputs/expand.c -o %t.replay.cu
// RUN: cmp %t.auto.cu %t.replay.cu
// RUN: printf "# region 2: 'stale' (expand.c:42)\nexpand u r\n" > %t.stale
// RUN: not %tilec --recipe=%t.stale %S/../Inputs/expand.c -o %t.stale.cu 2>&1 | FileCheck %s --check-prefix=STALE
// RUN: printf "# region 3: 'growing' (expand.c:52)\nexpand v r\n" > %t.growing
// RUN: not %tilec --recipe=%t.growing %S/../Inputs/expand.c -o %t.growing.cu 2>&1 | FileCheck %s --check-prefix=GROWING
// RUN: printf "# region 4: 'carried' (expand.c:62)\nexpand z r\n" > %t.carried
// RUN: not %tilec --recipe=%t.carried %S/../Inputs/expand.c -o %t.carried.cu 2>&1 | FileCheck %s --check-prefix=CARRIED
// RUN: printf "# region 0: 'batched' (expand.c:18)\nexpand sum r\n" > %t.c
// RUN: not %tilec --emit=c --recipe=%t.c %S/../Inputs/expand.c -o %t.c.c 2>&1 | FileCheck %s --check-prefix=HOST
// RUN: printf "# region 0: 'batched' (expand.c:18)\nexpand sum q\n" > %t.inner
// RUN: not %tilec --recipe=%t.inner %S/../Inputs/expand.c -o %t.inner.cu 2>&1 | FileCheck %s --check-prefix=INNER
// RUN: printf "expand t r\n" > %t.indirect
// RUN: not %tilec --assume-no-alias --recipe=%t.indirect %S/../Inputs/expand-indirect.c -o %t.indirect.cu 2>&1 | FileCheck %s --check-prefix=INDIRECT
// CHECK: expand.c:18:3: remark: expanded 'sum' over loops 'r' and 'q': each iteration writes its own copy, 'sum_rq', on the GPU; the last iteration's copy goes back to 'sum' after the nest
// CHECK-LABEL: IR Dump After expand
// CHECK:      double sum_rq[nr][nq][np] // on the GPU only, written, line 17
// CHECK:      for (int r = 0; r <= nr - 1; r += 1) {
// CHECK-NEXT:   for (int q = 0; q <= nq - 1; q += 1) {
// CHECK-NEXT:     for (int p = 0; p <= np - 1; p += 1) {
// CHECK-NEXT:       S0: sum_rq[r][q][p] = 0.0;
// CHECK-NEXT:       for (int s = 0; s <= np - 1; s += 1) {
// CHECK-NEXT:         S1: sum_rq[r][q][p] += A[r][q][s] * C4[s][p];
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     for (int p = 0; p <= np - 1; p += 1) {
// CHECK-NEXT:       S2: A[r][q][p] = sum_rq[r][q][p];
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: if (0 <= nr - 1 && 0 <= nq - 1) {
// CHECK-NEXT:   for (int p = 0; p <= np - 1; p += 1) {
// CHECK-NEXT:     S3: sum[p] = sum_rq[nr - 1][nq - 1][p];
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: remark: kernel 'batched_kernel0': parallel loops mapped to blocks and threads: 'p' -> x, 'q' -> y, 'r' -> z
// CHECK: remark: kernel 'batched_kernel1': parallel loops mapped to blocks and threads: 'p' -> x, 'q' -> y, 'r' -> z
// CHECK: remark: kernel 'batched_kernel2': parallel loops mapped to blocks and threads: 'p' -> x
// CHECK: expand.c:32:3: remark: expanded 't' over loops 'r': each iteration writes its own copy, 't_r', on the GPU
// CHECK:      S0: t_r[r][p + 2] = out[r][p] * 0.5 + r;
// CHECK:      S1: out[r][p] = t_r[r][p + 2] - t_r[r][m + 1 - p];
// CHECK:      S2: t[p + 2] = t_r[n - 1][p + 2];
// CHECK: remark: kernel 'shifted_kernel0': parallel loops mapped to blocks and threads: 'p' -> x, 'r' -> y
// CHECK-NOT: expanded
// RECIPE:      # region 0: 'batched' ({{.*}}expand.c:18)
// RECIPE-NEXT: expand sum r
// RECIPE-NEXT: distribute q
// RECIPE-NEXT: distribute r
// RECIPE:      # region 1: 'shifted' ({{.*}}expand.c:32)
// RECIPE-NEXT: expand t r
// RECIPE-NOT:  {{^}}expand
// STALE: error: cannot expand 'u' over loop 'r' (line 42): some read of it inside the nest gets a value from before the nest
// GROWING: error: cannot expand 'v' over loop 'r' (line 52): its iterations do not all write the same elements, so no one copy holds the final values
// CARRIED: error: cannot expand 'z' over loop 'r' (line 62): a value written in one iteration is read in another
// HOST: error: cannot expand 'sum' over loop 'r' (line 18): the copies live on the GPU: it needs --emit=cuda, --emit=opencl or --emit=ir
// INNER: error: cannot expand 'sum' over loop 'q' (line 19): the loop is not at the top of its region
// INDIRECT: error: cannot expand 't' over loop 'r' (line 5): line 7 writes it through a subscript that is not affine or under a condition that reads memory
