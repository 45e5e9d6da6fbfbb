// A '#pragma scop' region whose loops come from an #include'd file: the
// error inside it points at the included file's line and column and shows
// that file's source line with a caret.
// RUN: not %tilec --emit=ir %s 2>&1 | FileCheck %s --strict-whitespace

void clip(int n, double *A) {
#pragma scop
#include "Inputs/region-body.inc"
#pragma endscop
}

// CHECK:      {{^}}{{.*}}Inputs{{/|\\}}region-body.inc:3:9: error: 'if' condition is not affine: 'A[i] > 0' (it reads an array element){{$}}
// CHECK-NEXT: {{^}}    if (A[i] > 0){{$}}
// CHECK-NEXT: {{^}}        ^{{$}}
