// The reschedule step takes a loop nest at the top of its region whose
// domain the model reads exactly; otherwise a recipe gets an error naming
// why (exit 1, no output).  --no-reschedule applies to the GPU targets
// only (exit 2).
// RUN: rm -f %t.c
// RUN: printf 'reschedule j\n' > %t.inner
// RUN: not %tilec --emit=c --recipe=%t.inner %s -o %t.c 2>&1 | FileCheck %s --check-prefix=INNER
// RUN: not test -e %t.c
// INNER: error: cannot reschedule loop 'j' (line {{[0-9]+}}): reschedule takes a loop nest at the top of its region
// RUN: printf 'reschedule k\n' > %t.decl
// RUN: not %tilec --emit=c --recipe=%t.decl %s -o %t.c 2>&1 | FileCheck %s --check-prefix=DECL
// DECL: error: cannot reschedule loop nest 'k' (line {{[0-9]+}}): line {{[0-9]+}} declares 't' in the nest
// RUN: not %tilec --emit=c --no-reschedule %s -o %t.c 2>&1 | FileCheck %s --check-prefix=FLAG
// FLAG: tilec: error: --no-reschedule applies to --emit=cuda and --emit=opencl only

float A[64][64], B[64];

void f(int n) {
  for (int i = 1; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] + 1;
  for (int k = 0; k < n; k++) {
    float t = B[k];
    B[k] = t * t;
  }
}
