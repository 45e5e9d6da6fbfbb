// The join pass (Inputs/join.c): two adjacent loops whose ranges follow
// each other become one loop over both, an if choosing the body, in the
// same order of iterations.  The automatic pipeline joins lu's two halves
// of a row (both parallel, no dependence between them in one row): one
// 2-D kernel over the square.  It leaves halves that one dependence links
// in the same row (the joined loop would carry it) and halves whose first
// part may start past the split.  Replay gives the same .cu; a recipe may
// join the linked halves (always legal, sequential then) but not the
// others, nor loops that are not adjacent.
// RUN: %tilec --emit=cuda --remarks --print-after=join %S/../Inputs/join.c -o %t.cu 2>&1 | FileCheck %s
// RUN: %tilec --save-recipe=%t.recipe %S/../Inputs/join.c -o %t.auto.cu
// RUN: FileCheck %s --check-prefix=RECIPE < %t.recipe
// RUN: %tilec --recipe=%t.recipe %S/../Inputs/join.c -o %t.replay.cu
// RUN: cmp %t.auto.cu %t.replay.cu
// RUN: printf "# region 1: 'linked' (join.c:25)\njoin j j2\n" > %t.linked
// RUN: %tilec --recipe=%t.linked --remarks --print-after=join %S/../Inputs/join.c -o /dev/null 2>&1 | FileCheck %s --check-prefix=LINKED
// RUN: printf "# region 2: 'late' (join.c:35)\njoin j j2\n" > %t.late
// RUN: not %tilec --recipe=%t.late %S/../Inputs/join.c -o %t.late.cu 2>&1 | FileCheck %s --check-prefix=LATE
// RUN: printf "# region 0: 'halves' (join.c:15)\njoin j2 j\n" > %t.order
// RUN: not %tilec --recipe=%t.order %S/../Inputs/join.c -o %t.order.cu 2>&1 | FileCheck %s --check-prefix=ORDER
// CHECK: join.c:16:5: remark: joined loop 'j2' (line 18) to loop 'j' (line 16): one loop over both ranges, up to n - 1, in the same order
// CHECK-LABEL: IR Dump After join
// CHECK:      for (int i = 0; i <= n - 1; i += 1) {
// CHECK-NEXT:   for (int j = 0; j <= n - 1; j += 1) {
// CHECK-NEXT:     if (j <= i - 1) {
// CHECK-NEXT:       S0: A[i][j] = A[i][j] * 0.5 + u[j];
// CHECK-NEXT:     } else {
// CHECK-NEXT:       S1: A[i][j] = A[i][j] - u[j] * u[i];
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: join.c:15:3: remark: kernel 'halves_kernel0': parallel loops mapped to blocks and threads: 'j' -> x, 'i' -> y
// CHECK-NOT: joined loop
// CHECK: remark: kernel 'linked_kernel0'
// CHECK: remark: kernel 'linked_kernel1'
// CHECK: remark: kernel 'late_kernel0'
// CHECK: remark: kernel 'late_kernel1'
// RECIPE:      # region 0: 'halves' ({{.*}}join.c:15)
// RECIPE-NEXT: join j j2
// RECIPE-NEXT: map-gpu i
// RECIPE-NOT:  {{^}}join
// LINKED:      for (int j = 0; j <= n - 1; j += 1) {
// LINKED-NEXT:   if (j <= i - 1) {
// LINKED:      remark: kernel 'linked_kernel0': parallel loops mapped to blocks and threads: 'i' -> x
// LATE: error: cannot join loops 'j' (line 36) and 'j2' (line 38): the first may start after the second starts
// ORDER: error: cannot join loops 'j2' (line 18) and 'j' (line 16): they are not adjacent
