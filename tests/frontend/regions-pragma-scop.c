// With '#pragma scop' ... '#pragma endscop' in the file, exactly those
// regions are transformed: the loop before the pragma in the same function
// and the loop nest of the function without pragmas stay host code.
// RUN: %tilec --emit=ir --remarks %s 2>&1 | FileCheck %s

void init(int n, double *A) {
  for (int i = 0; i < n; i++)
    A[i] = 0;
}

void kernel(int n, double *A, double *B) {
  for (int i = 0; i < n; i++)
    B[i] = 1;
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i * n + j] += B[j];
#pragma endscop
  for (int i = 0; i < n; i++)
    B[i] = 2;
}

// CHECK:      regions-pragma-scop.c:14:1: remark: region 0: scop in function 'kernel' (lines 14-18)
// CHECK-NEXT: {{^}}#pragma scop{{$}}
// CHECK-NEXT: {{^}}^{{$}}
// CHECK-NOT:  region 1
// CHECK-NOT:  'init'
// CHECK-LABEL: region 0 'kernel' (scop, {{.*}}regions-pragma-scop.c:14-18)
// CHECK:        for (int i = 0; i <= n - 1; i += 1) { // line 15
// CHECK-NEXT:     for (int j = 0; j <= n - 1; j += 1) { // line 16
// CHECK-NEXT:       S0: A[i][j] += B[j];
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NOT:  region
