// The inplace pass (Inputs/inplace.c): a scalar that carries values to
// the array elements they are stored to is replaced by those elements.
// The automatic GPU pipeline keeps ludcmp's w in place in both nests of
// 'factor' (the copy in, A[i][j] = A[i][j], and the copy out, y[i] =
// y[i], go) and then reschedules them as it does lu: the k loop
// outermost around parallel loops.  Replay gives the same .cu.  A recipe
// may not keep in place a float sum stored to a double, a sum that reads
// the element it is stored to, a value stored to two elements, one read
// after the region, a scalar the region does not have, or in a loop that
// is not at the top of its region.
// RUN: %tilec --emit=cuda --remarks --print-after=inplace,reschedule %S/../Inputs/inplace.c -o %t.cu 2>&1 | FileCheck %s
// RUN: %tilec --save-recipe=%t.recipe %S/../Inputs/inplace.c -o %t.auto.cu
// RUN: FileCheck %s --check-prefix=RECIPE < %t.recipe
// RUN: %tilec --recipe=%t.recipe %S/../Inputs/inplace.c -o %t.replay.cu
// RUN: cmp %t.auto.cu %t.replay.cu
// RUN: printf "# region 1: 'narrow' (inplace.c:44)\ninplace s i\n" > %t.narrow
// RUN: not %tilec --recipe=%t.narrow %S/../Inputs/inplace.c -o %t.narrow.cu 2>&1 | FileCheck %s --check-prefix=NARROW
// RUN: printf "# region 2: 'self' (inplace.c:55)\ninplace s i\n" > %t.self
// RUN: not %tilec --recipe=%t.self %S/../Inputs/inplace.c -o %t.self.cu 2>&1 | FileCheck %s --check-prefix=SELF
// RUN: printf "# region 3: 'twice' (inplace.c:66)\ninplace s i\n" > %t.twice
// RUN: not %tilec --recipe=%t.twice %S/../Inputs/inplace.c -o %t.twice.cu 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: printf "# region 4: 'last' (inplace.c:78)\ninplace s i\n" > %t.last
// RUN: not %tilec --recipe=%t.last %S/../Inputs/inplace.c -o %t.last.cu 2>&1 | FileCheck %s --check-prefix=LAST
// RUN: printf "# region 0: 'factor' (inplace.c:19)\ninplace x i@19\n" > %t.names
// RUN: not %tilec --recipe=%t.names %S/../Inputs/inplace.c -o %t.names.cu 2>&1 | FileCheck %s --check-prefix=NAMES
// RUN: test ! -e %t.names.cu
// RUN: printf "# region 0: 'factor' (inplace.c:19)\ninplace w j@20\n" > %t.inner
// RUN: not %tilec --recipe=%t.inner %S/../Inputs/inplace.c -o %t.inner.cu 2>&1 | FileCheck %s --check-prefix=INNER
// CHECK: inplace.c:19:3: remark: kept 'w' in place in loop nest 'i': its values are computed in 'A[i * n + j]' (line 24) and 'A[i * n + j]' (line 30), where they are stored
// CHECK: IR Dump After inplace
// CHECK:      for (int i = 0; i <= n - 1; i += 1) {
// CHECK-NEXT:   for (int j = 0; j <= i - 1; j += 1) {
// CHECK-NEXT:     for (int k = 0; k <= j - 1; k += 1) {
// CHECK-NEXT:       S0: A[i][j] -= A[i][k] * A[k][j];
// CHECK-NEXT:     }
// CHECK-NEXT:     S1: A[i][j] = A[i][j] / A[j][j];
// CHECK-NEXT:   }
// CHECK-NEXT:   for (int j = i; j <= n - 1; j += 1) {
// CHECK-NEXT:     for (int k = 0; k <= i - 1; k += 1) {
// CHECK-NEXT:       S2: A[i][j] -= A[i][k] * A[k][j];
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: for (int i = 0; i <= n - 1; i += 1) {
// CHECK-NEXT:   S3: w = b[i];
// CHECK: inplace.c:33:3: remark: kept 'w' in place in loop nest 'i': its values are computed in 'y[i]' (line 37), where they are stored
// CHECK: IR Dump After inplace
// CHECK:      S2: A[i][j] -= A[i][k] * A[k][j];
// CHECK:      for (int i = 0; i <= n - 1; i += 1) {
// CHECK-NEXT:   S3: y[i] = b[i];
// CHECK-NEXT:   for (int j = 0; j <= i - 1; j += 1) {
// CHECK-NEXT:     S4: y[i] -= A[i][j] * y[j];
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: inplace.c:19:3: remark: rescheduled loop nest 'i' (line 19) with isl's scheduler
// CHECK: IR Dump After reschedule
// CHECK:      for (int c = 0; c <= n - 2; c += 1) {
// CHECK-NEXT:   for (int i = c + 1; i <= n - 1; i += 1) {
// CHECK-NEXT:     S0: A[i][c] = A[i][c] / A[c][c];
// CHECK-NEXT:     for (int j = c + 1; j <= i - 1; j += 1) {
// CHECK-NEXT:       S1: A[i][j] -= A[i][c] * A[c][j];
// CHECK-NEXT:     }
// CHECK-NEXT:     for (int j2 = i; j2 <= n - 1; j2 += 1) {
// CHECK-NEXT:       S2: A[i][j2] -= A[i][c] * A[c][j2];
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NOT: kept '{{.}}' in place
// RECIPE:      # region 0: 'factor' ({{.*}}inplace.c:19)
// RECIPE-NEXT: inplace w i@19
// RECIPE-NEXT: inplace w i@33
// RECIPE-NEXT: reschedule i@19
// RECIPE-NOT:  {{^}}inplace
// NARROW: error: cannot keep 's' in place in loop nest 'i' (line 44): 'd' (line 48) has another type
// SELF: error: cannot keep 's' in place in loop nest 'i' (line 55): line 58 accesses the element 'd2' while line 56's value is in 's'
// TWICE: error: cannot keep 's' in place in loop nest 'i' (line 66): lines 70 and 71 both store one of its values
// LAST: error: cannot keep 's' in place in loop nest 'i' (line 78): its value may be read after the region
// NAMES: error: cannot keep 'x' in place in loop nest 'i' (line 19): the region has no scalar 'x'
// INNER: error: cannot keep 'w' in place in loop nest 'j' (line 20): the loop is not at the top of its region
