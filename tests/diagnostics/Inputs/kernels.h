/* kernels.h - a header defining a kernel with a '#pragma scop' region,
 * included by include-header-function.c: only the main file is
 * transformed. */
#include "macros.h"

static void header_kernel(int n, double *A) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = A[i] * N_BOUND(2);
#pragma endscop
}
