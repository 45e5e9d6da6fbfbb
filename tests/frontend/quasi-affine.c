// Subscripts and guards with C's '/' and '%' by constants
// (Inputs/quasi-affine.c) are quasi-affine: the IR marks them so, and no
// remark says that dependences through the arrays will be assumed.
// RUN: %tilec --emit=ir --remarks %S/../Inputs/quasi-affine.c 2>&1 | FileCheck %s
// CHECK-NOT: is not affine
// CHECK-LABEL: region 0 'stencil'
// CHECK: S0: A[(t + 1) % 2][i] /* quasi-affine */ = (A[t % 2][i - 1] /* quasi-affine */ + A[t % 2][i] /* quasi-affine */ + A[t % 2][i + 1] /* quasi-affine */) / 3;
// CHECK-LABEL: region 1 'gather'
// CHECK: S0: B[i] = C[i / 3] /* quasi-affine */ * 2 + C[i % 3 + 3 * (i / 7)] /* quasi-affine */;
// CHECK-LABEL: region 2 'pairs'
// CHECK: S0: D[i / 2] /* quasi-affine */ += B[i] * 0.5f;
// CHECK-LABEL: region 3 'negative'
// CHECK: S0: G[(i - 3) / 4 + 2] /* quasi-affine */ = B[i] + i;
// CHECK-LABEL: region 4 'evens'
// CHECK: S0: if (i % 2 == 0) E[i / 2] /* quasi-affine */ = B[i] - 1;
// CHECK-NOT: is not affine
