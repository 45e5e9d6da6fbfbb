// The snapshot pass (Inputs/snapshot.c): reads of an array that only ever
// get values from before a loop nest read a copy on the GPU taken before
// it.  The automatic pipeline takes one for trmm's rows below row i
// (B[k][j], k > i), and the loop over i becomes parallel: a kernel that
// copies the rows, then one over i and j.  Replay gives the same .cu.  A
// recipe may not take one for reads that may get a value the nest wrote
// (a prefix sum), for reads of a triangle (no box), for an array the nest
// does not write, nor with --emit=c.
// RUN: %tilec --emit=cuda --remarks --print-after=snapshot %S/../Inputs/snapshot.c -o %t.cu 2>&1 | FileCheck %s
// RUN: %tilec --save-recipe=%t.recipe %S/../Inputs/snapshot.c -o %t.auto.cu
// RUN: FileCheck %s --check-prefix=RECIPE < %t.recipe
// RUN: %tilec --recipe=%t.recipe %S/../Inputs/snapshot.c -o %t.replay.cu
// RUN: cmp %t.auto.cu %t.replay.cu
// RUN: printf "# region 1: 'prefix' (snapshot.c:25)\nsnapshot x i\n" > %t.prefix
// RUN: not %tilec --recipe=%t.prefix %S/../Inputs/snapshot.c -o %t.prefix.cu 2>&1 | FileCheck %s --check-prefix=PREFIX
// RUN: printf "# region 2: 'mirror' (snapshot.c:32)\nsnapshot D i\n" > %t.mirror
// RUN: not %tilec --recipe=%t.mirror %S/../Inputs/snapshot.c -o %t.mirror.cu 2>&1 | FileCheck %s --check-prefix=MIRROR
// RUN: printf "# region 0: 'upper' (snapshot.c:15)\nsnapshot A i\n" > %t.a
// RUN: not %tilec --recipe=%t.a %S/../Inputs/snapshot.c -o %t.a.cu 2>&1 | FileCheck %s --check-prefix=READONLY
// RUN: printf "# region 0: 'upper' (snapshot.c:15)\nsnapshot B i\n" > %t.c
// RUN: not %tilec --emit=c --recipe=%t.c %S/../Inputs/snapshot.c -o %t.c.c 2>&1 | FileCheck %s --check-prefix=HOST
// CHECK: snapshot.c:15:3: remark: 1 read of 'B' in loop nest 'i' only ever gets values from before the nest: it reads 'B_old', a copy on the GPU taken before it
// CHECK-LABEL: IR Dump After snapshot
// CHECK:      double B_old[m][n] // on the GPU only, written, line 14
// CHECK:      for (int k2 = 1; k2 <= m - 1; k2 += 1) {
// CHECK-NEXT:   for (int j2 = 0; j2 <= n - 1; j2 += 1) {
// CHECK-NEXT:     S0: B_old[k2][j2] = B[k2][j2];
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: for (int i = 0; i <= m - 1; i += 1) {
// CHECK-NEXT:   for (int j = 0; j <= n - 1; j += 1) {
// CHECK-NEXT:     for (int k = i + 1; k <= m - 1; k += 1) {
// CHECK-NEXT:       S1: B[i][j] += A[k][i] * B_old[k][j];
// CHECK-NEXT:     }
// CHECK-NEXT:     S2: B[i][j] = alpha * B[i][j];
// CHECK: remark: kernel 'upper_kernel0': parallel loops mapped to blocks and threads: 'j2' -> x, 'k2' -> y
// CHECK: remark: kernel 'upper_kernel1': parallel loops mapped to blocks and threads: 'j' -> x, 'i' -> y
// CHECK-NOT: only ever
// RECIPE:      # region 0: 'upper' ({{.*}}snapshot.c:15)
// RECIPE-NEXT: snapshot B i
// RECIPE-NOT:  {{^}}snapshot
// PREFIX: error: cannot snapshot 'x' for loop 'i' (line 25): every read of it in the nest may get a value the nest wrote
// MIRROR: error: cannot snapshot 'D' for loop 'i' (line 32): the elements those reads touch do not form a box
// READONLY: error: cannot snapshot 'A' for loop 'i' (line 15): the nest does not write it
// HOST: error: cannot snapshot 'B' for loop 'i' (line 15): the copy lives on the GPU: it needs --emit=cuda, --emit=opencl or --emit=ir
