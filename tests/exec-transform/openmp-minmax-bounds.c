// --openmp on parallel loops whose end is a min or max (i < n && i < m,
// and the reversed j >= a && j >= 0): OpenMP's canonical loop form allows
// one comparison with a loop-invariant bound, so the bound is computed
// into a variable before the marked loop, in a block of its own.  Before
// the fix, gcc -fopenmp rejected the generated code ("invalid controlling
// predicate").  The program prints what the original prints on 2 threads,
// with either part of each bound the tighter one and with empty loops.
// RUN: env OMP_NUM_THREADS=2 %compare -o %t -T --openmp -C -fopenmp \
// RUN:   -r '10 7 3' -r '7 10 -5' -r '0 4 0' -r '5 0 9' -r '40 33 12' %s
// RUN: FileCheck %s < %t/generated.c

#include <stdio.h>
#include <stdlib.h>

static double X[64], Y[64];

void update(int n, int m, int a)
{
  for (int i = 0; i < n && i < m; i++)
    X[i] = X[i] * 0.5 + i;
  for (int j = n; j >= a && j >= 0; j--)
    Y[j] = Y[j] + 2.0 * j;
}

int main(int argc, char **argv)
{
  int n = atoi(argv[1]), m = atoi(argv[2]), a = atoi(argv[3]);
  for (int k = 0; k < 64; k++) {
    X[k] = k % 5;
    Y[k] = k % 3;
  }
  update(n, m, a);
  double sx = 0, sy = 0;
  for (int k = 0; k < 64; k++) {
    sx += X[k] * (k + 1);
    sy += Y[k] * (k + 1);
  }
  printf("%.17g %.17g\n", sx, sy);
  return 0;
}

// CHECK-LABEL: void update(int n, int m, int a)
// CHECK:       tilec_profile_region(0, "{{.*}}openmp-minmax-bounds.c:{{[0-9]+}}-{{[0-9]+}}", "transformed");
// CHECK-NEXT:  {
// CHECK-NEXT:    const int i_end = (n < m ? n : m);
// CHECK-NEXT:    #pragma omp parallel for
// CHECK-NEXT:    for (int i = 0; i < i_end; i++)
// CHECK-NEXT:      X[i] = X[i] * 0.5 + i;
// CHECK-NEXT:  }
// CHECK-NEXT:  {
// CHECK-NEXT:    const int j_end = (a > 0 ? a : 0);
// CHECK-NEXT:    #pragma omp parallel for
// CHECK-NEXT:    for (int j = n; j >= j_end; j--)
// CHECK-NEXT:      Y[j] = Y[j] + 2.0 * j;
// CHECK-NEXT:  }
