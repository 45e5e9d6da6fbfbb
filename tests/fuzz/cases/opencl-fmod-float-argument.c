// fuzz finding: a math call whose arguments C converts (fmod(float,
// double), fmod(int, double)) is copied into the OpenCL kernel as it is;
// OpenCL C's overloaded fmod has no conversion for mixed arguments, so
// the kernel build fails ("call to '_cl_fmod' is ambiguous").
#include <math.h>
#include <stdio.h>

void kernel_fn(int n, float *A, float *B) {
  for (int i = 0; i < n; i++)
    B[i] = fmod(A[i], 3.0);
}

int main(void) {
  float A[13], B[13];
  for (int x = 0; x < 13; x++)
    A[x] = x - 6;
  kernel_fn(13, A, B);
  for (int x = 0; x < 13; x++)
    printf("%.0f\n", B[x] + 0.0);
  return 0;
}
