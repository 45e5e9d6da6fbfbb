// The sizes an OpenCL translation has built in are those it is compiled
// with: a macro N that gave the loop bounds and the extents of the arrays
// (the kernels' flat subscripts and the copies) is checked by the
// generated program, which stops with an #error naming N when compiled
// with another -DN, and builds and runs with the same one.
// RUN: %tilec --emit=opencl -DN=100 %s -o %t.c
// RUN: not %cc -DN=50 -c %t.c -o %t.o 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: %opencl-compare -DN=100 --raw -o %t.dir %s | FileCheck %s
// RUN: %opencl-compare -DN=37 --raw -o %t.dir %s | FileCheck %s
// WRONG: error: {{.*}}tilec: macro-guards.c was translated with N = 100, a value the code of region 0 has built in
// CHECK: ok: run 1 {{.*}}: 1 kernels, 1 launched; 1 region run: 1 transformed; ok:
#include <stdio.h>
#ifndef N
#define N 64
#endif

static float A[N][N + 3], B[N][N + 3];

void scale(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N + 3; j++)
      A[i][j] = 2.0f * B[i][j] + (float)i;
}

int main(int argc, char **argv) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N + 3; j++)
      B[i][j] = (float)((i * 7 + j) % 11);
  scale();
  FILE *f = argc > 1 ? fopen(argv[argc - 1], "wb") : NULL;
  if (!f || fwrite(A, sizeof A, 1, f) != 1 || fclose(f))
    return 1;
  return 0;
}
