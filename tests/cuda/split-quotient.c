// --split with a loop bound that divides an iterator ('j > (i + 2) / 3 -
// 1'): the quotient is computed where the code uses it, not passed to the
// region's function (it once became a parameter named "(i + 2) / 3": fuzz
// seed 90003).  Both files compile and link.
// RUN: %tilec --emit=cuda --split %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc -arch=sm_90 %t.cu %t.host.c -o %t

// CHECK: extern "C" void band_region0(int n, double *C)

void band(int n, double C[64][64]) {
  for (int i = 0; i < n && i < 64; i++)
    for (int j = i; j > (i + 2) / 3 - 1; --j)
      C[i][j] = C[i][j] * 0.5 + j;
}

int main(void) {
  static double C[64][64];
  band(40, C);
  return C[3][2] > 0 ? 0 : 1;
}
