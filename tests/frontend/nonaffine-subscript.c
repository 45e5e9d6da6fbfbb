// A non-affine subscript such as A[idx[i]] is accepted, also in a
// '#pragma scop' region: a remark says the dependence analysis will assume
// the worst for A, and the IR marks the access.
// RUN: %tilec --emit=ir --remarks %s 2>&1 | FileCheck %s
// RUN: %tilec --emit=c --no-transform %s -o - | FileCheck %s --check-prefix=C --match-full-lines

void scatter(int n, double *A, const int *idx, const double *v) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[idx[i]] += v[i];
#pragma endscop
}

// CHECK-NOT: error
// CHECK: nonaffine-subscript.c:10:5: remark: subscript of 'A' is not affine; dependences through 'A' will be assumed
// CHECK-NEXT: {{^}}    A[idx[i]] += v[i];{{$}}
// CHECK-NEXT: {{^}}    ^{{$}}
// CHECK-LABEL: region 0 'scatter'
// CHECK:       S0: A[idx[i]] /* non-affine */ += v[i];

// C-LABEL: void scatter(int n, double *A, const int *idx, const double *v) {
// C-NEXT:    #pragma scop
// C-NEXT:    tilec_profile_region(0, "{{.*}}nonaffine-subscript.c:8-11", "unchanged");
// C-NEXT:    for (int i = 0; i < n; i++)
// C-NEXT:      A[idx[i]] += v[i];
// C-NEXT:    #pragma endscop
