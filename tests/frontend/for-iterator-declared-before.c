// Loop iterators declared before the region (int i; long j;), as PolyBench
// writes them: the loops assign them, the IR lists their types, and the
// regenerated C keeps the declarations where they were.
// RUN: %tilec --emit=ir %s | FileCheck %s
// RUN: %tilec --emit=c --no-transform %s -o - | FileCheck %s --check-prefix=C --match-full-lines
// RUN: %compare --allow-unchanged -T --no-transform -o %t %s

#include <stdio.h>

void scale(int n, int m, double A[10][10]) {
  int i;
  long j;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      A[i][j] = A[i][j] * 2 + i - j;
#pragma endscop
}

// CHECK-LABEL: region 0 'scale' (scop, {{.*}}for-iterator-declared-before.c:13-17)
// CHECK:       iterators: int i, long j
// CHECK-NEXT:  for (i = 0; i <= n - 1; i += 1) {
// CHECK-NEXT:    for (j = 0; j <= m - 1; j += 1) {
// CHECK-NEXT:      S0: A[i][j] = A[i][j] * 2 + i - j;
// CHECK-NEXT:    }
// CHECK-NEXT:  }

// C-LABEL: void scale(int n, int m, double A[10][10]) {
// C-NEXT:    int i;
// C-NEXT:    long j;
// C-NEXT:    #pragma scop
// C-NEXT:    tilec_profile_region(0, "{{.*}}for-iterator-declared-before.c:13-17", "unchanged");
// C-NEXT:    for (i = 0; i < n; i++)
// C-NEXT:      for (j = 0; j < m; j++)
// C-NEXT:        A[i][j] = A[i][j] * 2 + i - j;
// C-NEXT:    #pragma endscop
// C-NEXT:  }

int main(void) {
  double A[10][10];
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++)
      A[i][j] = i * 10 + j;
  scale(7, 9, A);
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++)
      printf("%g\n", A[i][j]);
  return 0;
}
