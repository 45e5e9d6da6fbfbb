// Loop bounds may divide the enclosing iterators by positive constants
// (Inputs/quotient-bounds.c): each quotient is a term of the bound,
// printed as the source wrote it, exact because the frontend proves the
// dividend never negative; a remainder is the dividend less the
// quotient times the divisor.  Where the dividend may be negative (C
// truncates towards 0), the function stays host code with a remark.
// RUN: %tilec --emit=ir --remarks %S/../Inputs/quotient-bounds.c 2>&1 | FileCheck %s
// CHECK: quotient-bounds.c:55:27: remark: function 'shifted' left as host code: the dividend of 'i / 2' may be negative (for n = 1); the region's affine view of it would not be exact
// CHECK-LABEL: region 0 'half'
// CHECK:      for (int j = 0; j <= i / 2 - 1; j += 1) {  // line 17
// CHECK-LABEL: region 1 'thirds'
// CHECK:      for (int j = i % 3; j <= n - 1; j += 3) {  // line 24
// CHECK-LABEL: region 2 'band'
// CHECK:      for (int j = (i + 1) / 2; j <= i; j += 1) {  // line 32
// CHECK-LABEL: region 3 'down'
// CHECK:      for (int j = i / 4; j >= 0; j -= 1) {  // line 39
// CHECK-LABEL: region 4 'nested'
// CHECK:      for (unsigned int j = 0; j <= i / 2; j += 1) {
// CHECK:      for (unsigned int k = j / 3; k <= j - 1; k += 1) {
// CHECK-NOT:  region 5
