// Regression input (fuzz seed 90028, minimised by hand): the kernel holds
// the user's self-comparison 'Z[i] >= Z[i]', on which PoCL's compiler warned
// and printed "1 warning generated." on stderr, so the OpenCL program's
// stderr differed from the original's.  The run time builds kernels with -w.
#include <stdio.h>

#define N 13

void g(int n, double *A, int *Z) {
  for (int i = 0; i < n; i++)
    A[i] = ((Z[i] >= Z[i] ? Z[i] : Z[i])) % 97;
}

int main(void) {
  double A[N];
  int Z[N];
  for (int i = 0; i < N; i++) {
    Z[i] = 3 * i + 200;
    A[i] = 0;
  }
  g(N, A, Z);
  for (int i = 0; i < N; i++)
    printf("%g\n", A[i]);
  return 0;
}
