// map-gpu runs a loop whose only parallelism is a reduction (its only
// carried dependences are the updates of one target) as two kernels
// (Inputs/reductions.c): 512 blocks of 256 threads each add up their
// iterations (grid-stride) and then their threads' partial results in a
// shared-memory tree, one block adds up the 512 block results and its
// thread 0 applies the total; a host scalar's new value is copied back.
// RUN: %tilec --emit=cuda --print-after=map-gpu --remarks %S/../Inputs/reductions.c -o /dev/null 2>&1 | FileCheck %s
// A saved recipe (map-gpu on each region's nest) replays to the same .cu.
// RUN: %tilec --save-recipe=%t.recipe %S/../Inputs/reductions.c -o %t.auto.cu
// RUN: FileCheck %s --check-prefix=RECIPE < %t.recipe
// RUN: %tilec --recipe=%t.recipe %S/../Inputs/reductions.c -o %t.replay.cu
// RUN: cmp %t.auto.cu %t.replay.cu
// RECIPE: # region 1: 'dot' ({{.*}}reductions.c:34)
// RECIPE-NEXT: map-gpu i
// CHECK: reductions.c:22:5: remark: kernels 'normalise_kernel0' and 'normalise_kernel1' run the reduction over loop 'i' into 's': 512 blocks of 256 threads add partial results, then one block adds those up (in another order than the loop's)
// CHECK-LABEL: region 1 'dot'
// CHECK:      double d_parts[512] {{ *}}// on the GPU only, written, line 34
// CHECK:      if (0 <= n - 1) {
// CHECK-NEXT:   kernel dot_kernel0 grid(512) block(256) reduce(+) {
// CHECK-NEXT:   double d_part = 0;
// CHECK-NEXT:   for i = 0..n - 1 step 1 mapped to blockIdx.x * blockDim.x + threadIdx.x, then every gridDim.x * blockDim.x {
// CHECK-NEXT:     d_part += a[i] * b[i];
// CHECK-NEXT:   }
// CHECK-NEXT:   d_parts[blockIdx.x] = + of the block's 'd_part' in a tree of shared d_sums[256];
// CHECK-NEXT: }
// CHECK-NEXT: kernel dot_kernel1 grid(1) block(256) reduce(+) {
// CHECK-NEXT:   double d_total = + of d_parts[0..511] in a tree of shared d_sums[256];
// CHECK-NEXT:   if (threadIdx.x == 0) {
// CHECK-NEXT:     d += d_total;
// CHECK-NEXT:     d_parts[0] = d;
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: copy d_parts[0] to 'd'
// CHECK: reductions.c:42:5: remark: kernels 'rows_kernel0' and 'rows_kernel1' run the reduction over loop 'i' into 'y'
// CHECK-LABEL: region 2 'rows'
// CHECK:      for (int k = 1; k <= K - 1; k += 1) {
// CHECK:        kernel rows_kernel1 grid(1) block(256) reduce(+) {
// CHECK:          y[k] -= y_total;
// CHECK-NOT:  copy y_parts
// CHECK-LABEL: region 3 'product'
// CHECK:      kernel product_kernel0 grid(512) block(256) reduce(*) {
// CHECK-NEXT:   double p_part = 1;
// CHECK:        p[0] *= p_total;
// CHECK:      kernel product_kernel2 grid(512) block(256) reduce(+) {
// CHECK-NEXT:   long count_part = 0;
// CHECK-NEXT:   for i = n - 1..0 step -3 mapped to
