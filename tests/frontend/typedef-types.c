// typedef'd types are their definitions in a region: element types
// (real_t, a typedef of a typedef, a const typedef, PolyBench nussinov's
// 'typedef char base'), scalar, iterator and parameter types, casts, and a
// typedef'd array type whose const qualifies its elements.  A struct
// typedef is still refused, with its name.  Program in
// Inputs/typedef-types.c; tests/exec and tests/opencl run it.
// RUN: %tilec --emit=ir %S/../Inputs/typedef-types.c | FileCheck %s
// RUN: not %tilec --emit=c %s -o %t.c 2>&1 | FileCheck %s --check-prefix=STRUCT

// CHECK-LABEL: region 0 'scale'
// CHECK:      params: int n
// CHECK-NEXT: arrays:
// CHECK-NEXT:   const float y[n]
// CHECK-NEXT:   float x[n]
// CHECK-NEXT: scalars: float alpha, float t (local)
// CHECK-NEXT: iterators: int i
// CHECK:      S0: float t = y[i] * alpha;
// CHECK-NEXT: S1: x[i] = t + (float)1;
// CHECK-LABEL: region 1 'rows'
// CHECK:      params: long n
// CHECK-NEXT: arrays:
// CHECK-NEXT:   float a[n][8]
// CHECK-NEXT:   const float b[n][8]
// CHECK:      iterators: long i, int j
// CHECK:      S0: a[i][j] = b[i][j - 1] + (float)j;
// CHECK-LABEL: region 2 'pairs'
// CHECK:        int match[n]
// CHECK-NEXT:   const char seq[n]

typedef struct { float re, im; } cplx_t;

void conj_all(int n, cplx_t *z) {
#pragma scop
  for (int i = 0; i < n; i++)
    z[i] = z[i];
#pragma endscop
}
// STRUCT: typedef-types.c:[[@LINE-3]]:5: error: type 'struct <anonymous>' of the elements of 'z' is not supported in a transformed region
