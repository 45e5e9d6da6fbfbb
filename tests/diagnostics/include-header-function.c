// Only the main file is transformed: the '#pragma scop' of a function
// defined in an included header is ignored with a warning that points into
// the header, and naming that function with --function is an error located
// at its definition in the header (exit status 1).
// RUN: %tilec --emit=ir %s 2>&1 | FileCheck %s --strict-whitespace --check-prefix=WARN
// RUN: not %tilec --emit=ir --function=header_kernel %s 2>&1 | FileCheck %s --strict-whitespace --check-prefix=ERR

#include "Inputs/kernels.h"

void use(int n, double *A) {
  header_kernel(n, A);
}

// WARN:      {{^}}{{.*}}Inputs{{/|\\}}kernels.h:7:1: warning: '#pragma scop' outside the main file is ignored{{$}}
// WARN-NEXT: {{^}}#pragma scop{{$}}
// WARN-NEXT: {{^}}^{{$}}
// WARN:      {{^}}{{.*}}Inputs{{/|\\}}kernels.h:10:1: warning: '#pragma endscop' outside the main file is ignored{{$}}
// WARN:      // no regions in

// ERR:      {{^}}{{.*}}Inputs{{/|\\}}kernels.h:6:13: error: function 'header_kernel' is not defined in '{{.*}}include-header-function.c'; only the main file is transformed{{$}}
// ERR-NEXT: {{^}}static void header_kernel(int n, double *A) {{[{]}}{{$}}
// ERR-NEXT: {{^}}            ^{{$}}
