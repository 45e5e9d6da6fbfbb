// Delinearisation does not depend on how the subscript is written:
// Width * i + k, k + Width * i and k + i * Width all become [i][k].
// RUN: %tilec --emit=ir %s | FileCheck %s

void add3(int Width, float *M, float *N, float *P) {
  for (int i = 0; i < Width; i++)
    for (int k = 0; k < Width; k++)
      P[Width * i + k] = M[k + Width * i] + N[k + i * Width];
}

// CHECK-LABEL: region 0 'add3'
// CHECK:       float P[Width][Width] // pointer parameter, linearised, written
// CHECK-NEXT:  float M[Width][Width] // pointer parameter, linearised
// CHECK-NEXT:  float N[Width][Width] // pointer parameter, linearised
// CHECK:       S0: P[i][k] = M[i][k] + N[i][k];
