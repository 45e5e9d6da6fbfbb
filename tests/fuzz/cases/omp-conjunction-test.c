// fuzz finding: --openmp marks a loop whose test is a conjunction
// (i < n && i < m, README: min bounds) '#pragma omp parallel for';
// OpenMP's canonical loop form allows one comparison only, so gcc
// -fopenmp rejects the generated code ("invalid controlling predicate").
#include <stdio.h>

void kernel_fn(int n, int m, double *A) {
  for (int i = 0; i < n && i < m; i++)
    A[i] = A[i] + 1;
}

int main(void) {
  double A[7];
  for (int x = 0; x < 7; x++)
    A[x] = x;
  kernel_fn(7, 5, A);
  for (int x = 0; x < 7; x++)
    printf("%.0f\n", A[x]);
  return 0;
}
