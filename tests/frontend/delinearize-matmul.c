// The lecture's host matmul: M[i * Width + k], N[k * Width + j] and
// P[i * Width + j] become the 2-D accesses M[i][k], N[k][j], P[i][j] of
// Width x Width arrays, since the loop bounds prove every column part lies
// in [0, Width - 1]; the C prints them linearised again, as written.
// RUN: %tilec --emit=ir %s | FileCheck %s
// RUN: %tilec --emit=ir --remarks %s -o %t.ir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %tilec --emit=c --no-transform %s -o - | FileCheck %s --check-prefix=C --match-full-lines

void MatrixMulOnHost(float* M, float* N, float* P, int Width)
{
  for (int i = 0; i < Width; ++i)
    for (int j = 0; j < Width; ++j) {
      double sum = 0;
      for (int k = 0; k < Width; ++k) {
        double a = M[i * Width + k];
        double b = N[k * Width + j];
        sum += a * b;
      }
      P[i * Width + j] = sum;
    }
}

// CHECK-LABEL: region 0 'MatrixMulOnHost'
// CHECK-NEXT:  params: int Width
// CHECK-NEXT:  arrays:
// CHECK-NEXT:    float M[Width][Width] // pointer parameter, linearised, line 9
// CHECK-NEXT:    float N[Width][Width] // pointer parameter, linearised, line 9
// CHECK-NEXT:    float P[Width][Width] // pointer parameter, linearised, written, line 9
// CHECK:             S1: double a = M[i][k];
// CHECK-NEXT:        S2: double b = N[k][j];
// CHECK:           S4: P[i][j] = sum;

// REMARK: delinearize-matmul.c:9:29: remark: delinearised 'M' as M[Width][Width]
// REMARK: delinearize-matmul.c:9:39: remark: delinearised 'N' as N[Width][Width]
// REMARK: delinearize-matmul.c:9:49: remark: delinearised 'P' as P[Width][Width]
// REMARK-NOT: cannot delinearise

// C:      double a = M[i * Width + k];
// C-NEXT: double b = N[k * Width + j];
// C:      P[i * Width + j] = sum;
