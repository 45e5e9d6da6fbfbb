// fuzz finding (seed 5 --small, reduced by hand): three small nests over
// a pointer linearised as 17 x 17 x 17 (C[i * 17 * 17 + j * 17 + k], not
// delinearised: some subscripts cross rows) make tilec --emit=opencl spend
// more than 60 s of CPU time (95 s measured; the first two nests alone take
// about 6 s), all of it in isl_union_access_info_compute_flow called from
// dep_analyze (passes/deps.c).  The unreduced program also takes minutes
// with --emit=c --remarks (it takes 0.1 s without --remarks).
#include <stdio.h>
#include <stdlib.h>

void kernel_fn(int n, int m, int *A, int *C, int *D) {
  for (int i = 1; i <= 15; i += 2)
    for (int j = 1; j <= n - 1; j += 4)
      C[i * 17 * 17 + j * 17 + j] += j;
  for (int i = 0; i < n - 1; i++)
    for (int j = 1; j < 17; j++)
      C[i * 17 * 17 + (j - 1) * 17 + i + 1] += D[j] - C[(i * 17 + j) * 17 + j];
  for (int i = 1; i < n; i += 3)
    for (int j = 0; j < i && j < m - 1; j++)
      C[i * 17 * 17 + j * 17 + i] += C[(i * 17 + j) * 17 + i - 1] * D[i - 1] - A[i + 1 + j * m];
}

int main(void) {
  int *A = malloc(sizeof(int) * 18 * 33);
  int *C = malloc(sizeof(int) * 17 * 17 * 17);
  int *D = malloc(sizeof(int) * 17);
  for (int x = 0; x < 18 * 33; x++)
    A[x] = x % 7 - 3;
  for (int x = 0; x < 17 * 17 * 17; x++)
    C[x] = x % 5 - 2;
  for (int x = 0; x < 17; x++)
    D[x] = x % 3 - 1;
  kernel_fn(17, 33, A, C, D);
  long sum = 0;
  for (int x = 0; x < 17 * 17 * 17; x++)
    sum = sum * 31 % 1000003 + C[x];
  printf("%ld\n", sum);
  free(A);
  free(C);
  free(D);
  return 0;
}
