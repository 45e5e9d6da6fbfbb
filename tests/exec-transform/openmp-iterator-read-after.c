// --openmp must not privatise a loop iterator whose final value is read
// after the region: OpenMP leaves a private copy's value undefined after
// the loop (and lastprivate would not give the sequential value when the
// loop runs no iteration), so such a loop stays sequential.  The iterators
// i and j below are declared before the region and read after it; i's loop
// and the r loop around j's are parallel, so before the fix they were
// marked and the program printed stale values.  The q loop, whose
// iterators are its own, is still marked, and the program prints what the
// original prints on 2 threads, also when loops run no iteration.
// RUN: env OMP_NUM_THREADS=2 %compare -o %t -T --openmp -C -fopenmp \
// RUN:   -r '5 3' -r '0 4' -r '4 0' -r '37 29' %s
// RUN: FileCheck %s < %t/generated.c

#include <stdio.h>
#include <stdlib.h>

static double A[64][64], B[64], C[64][64];

int fill(int n, int m)
{
  int i = -1, j = -1;
  for (i = 0; i < n; i++)
    B[i] = i * 0.5;
  for (int r = 0; r < n; r++)
    for (j = 0; j < m; j++)
      A[r][j] = r + j;
  for (int p = 0; p < n; p++)
    for (int q = 0; q < m; q++)
      C[p][q] = A[p][q] * B[p];
  return i * 1000 + j;
}

int main(int argc, char **argv)
{
  int n = atoi(argv[1]), m = atoi(argv[2]);
  int last = fill(n, m);
  double sum = 0;
  for (int p = 0; p < n; p++)
    for (int q = 0; q < m; q++)
      sum += C[p][q] * (p + 2 * q + 1);
  printf("final i * 1000 + j = %d, sum = %.17g\n", last, sum);
  return 0;
}

// CHECK-LABEL: int fill(int n, int m)
// CHECK:       tilec_profile_region(0, "{{.*}}openmp-iterator-read-after.c:{{[0-9]+}}-{{[0-9]+}}", "transformed");
// CHECK-NEXT:  for (i = 0; i < n; i++)
// CHECK-NOT:   #pragma omp
// CHECK:       {{^}}  for (int r_tile = 0; r_tile < n; r_tile += 32)
// CHECK-NOT:   #pragma omp
// CHECK:       {{^}}        for (j = j_tile; j < m && j < j_tile + 32; j++)
// CHECK-NEXT:    A[r][j] = r + j;
// CHECK-NEXT:  #pragma omp parallel for
// CHECK-NEXT:  for (int p_tile = 0; p_tile < n; p_tile += 32)
// CHECK:       {{^}}  i = 0 <= n - 1 ? n : 0;
// CHECK-NEXT:  j = 0 <= n - 1 ? 0 <= m - 1 ? m : 0 : j;
