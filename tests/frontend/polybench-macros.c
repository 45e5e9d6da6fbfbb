// PolyBench's macros reach the IR expanded, under the user's -I/-D flags:
// _PB_NI is the parameter ni (or the constant NI with
// -DPOLYBENCH_USE_SCALAR_LB), POLYBENCH_2D(C, NI, NJ, ni, nj) a fixed-size
// array parameter (or a VLA with -DPOLYBENCH_USE_C99_PROTO), and the
// dataset size comes from -DMINI_DATASET.
// RUN: %tilec --emit=ir -I %polybench/utilities -DMINI_DATASET %polybench/gemm/gemm.c | FileCheck %s --check-prefix=PARAM
// RUN: %tilec --emit=ir -I %polybench/utilities -DMINI_DATASET -DPOLYBENCH_USE_SCALAR_LB %polybench/gemm/gemm.c | FileCheck %s --check-prefix=CONST
// RUN: %tilec --emit=ir -I %polybench/utilities -DMINI_DATASET -DPOLYBENCH_USE_C99_PROTO %polybench/gemm/gemm.c | FileCheck %s --check-prefix=VLA
// RUN: %tilec --emit=ir -I %polybench/utilities -DSMALL_DATASET %polybench/gemm/gemm.c | FileCheck %s --check-prefix=SMALL

// PARAM-LABEL: region 0 'kernel_gemm' (scop, {{.*}}gemm.c:[[#]]-[[#]])
// PARAM-NEXT:  params: int ni, int nj, int nk
// PARAM-NEXT:  arrays:
// PARAM-NEXT:    double C[20][25] // array parameter, written, line [[#]]
// PARAM-NEXT:    double A[20][30] // array parameter, line [[#]]
// PARAM-NEXT:    double B[30][25] // array parameter, line [[#]]
// PARAM:         for (i = 0; i <= ni - 1; i += 1) {
// PARAM-NEXT:      for (j = 0; j <= nj - 1; j += 1) {
// PARAM-NEXT:        S0: C[i][j] *= beta;

// CONST-LABEL: region 0 'kernel_gemm'
// CONST-NEXT:  params: none
// CONST:         for (i = 0; i <= 19; i += 1) {
// CONST-NEXT:      for (j = 0; j <= 24; j += 1) {
// CONST-NEXT:        S0: C[i][j] *= beta;
// CONST-NEXT:      }
// CONST-NEXT:      for (k = 0; k <= 29; k += 1) {

// VLA-LABEL: region 0 'kernel_gemm'
// VLA:           double C[ni][nj] // array parameter, written, line [[#]]
// VLA-NEXT:      double A[ni][nk] // array parameter, line [[#]]
// VLA-NEXT:      double B[nk][nj] // array parameter, line [[#]]

// SMALL-LABEL: region 0 'kernel_gemm'
// SMALL:         double C[60][70] // array parameter, written, line [[#]]
