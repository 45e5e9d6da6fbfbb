// The C that --emit=c writes has the values of the macros its loop bounds
// came from built in (i < N becomes i < 100 in the tiled loops): compiled
// with another -DN it stops with an #error naming N instead of running
// the old bounds over smaller arrays; with the same -DN it compiles.
// RUN: %tilec --emit=c -DN=100 %s -o %t.c
// RUN: FileCheck %s < %t.c
// RUN: not %cc -DN=50 -c %t.c -o %t.o 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: %cc -DN=100 -c %t.c -o %t.o
// CHECK:      #if !defined(N) || (N) != 100
// CHECK-NEXT: #error "tilec: macro-guards.c was translated with N = 100, a value the code of region 0 has built in; translate it again with the -D options used here"
// CHECK-NEXT: #endif
// CHECK-NEXT: for (int i_tile
// WRONG: error: {{.*}}tilec: macro-guards.c was translated with N = 100
#ifndef N
#define N 64
#endif

double A[N][N];

void twice(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = 2 * A[j][i] + 1;
}
