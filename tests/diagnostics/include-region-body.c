// A '#pragma scop' region whose loops come from an #include'd file: the
// error inside it points at the included file's line and column and shows
// that file's source line with a caret.
// RUN: not %tilec --emit=ir %s 2>&1 | FileCheck %s --strict-whitespace

void clip(int n, double *A) {
#pragma scop
#include "Inputs/region-body.inc"
#pragma endscop
}

// CHECK:      {{^}}{{.*}}Inputs{{/|\\}}region-body.inc:3:5: error: 'while' loops are not supported in a transformed region{{$}}
// CHECK-NEXT: {{^}}    while (A[i] > 0){{$}}
// CHECK-NEXT: {{^}}    ^{{$}}
