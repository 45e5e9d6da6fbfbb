// M[i * Width + k + 1] is not delinearised: k + 1 may reach Width, so the
// access is not inside row i.  A remark says why, M stays 1-D and its
// subscript is non-affine; P, whose accesses qualify, is still 2-D.
// RUN: %tilec --emit=ir --remarks %s 2>&1 | FileCheck %s

void shift(int Width, float *M, float *P) {
  for (int i = 0; i < Width; i++)
    for (int k = 0; k < Width; k++)
      P[i * Width + k] = M[i * Width + k + 1];
}

// CHECK: delinearize-refused-column-overflow.c:6:40: remark: delinearised 'P' as P[Width][Width]
// CHECK: delinearize-refused-column-overflow.c:9:26: remark: cannot delinearise 'M': subscript 'i * Width + k + 1' at line 9 may exceed the row length 'Width'
// CHECK-NEXT: {{^}}      P[i * Width + k] = M[i * Width + k + 1];{{$}}
// CHECK-NEXT: {{^}}                         ^{{$}}
// CHECK-LABEL: region 0 'shift'
// CHECK:       float P[Width][Width] // pointer parameter, linearised, written
// CHECK-NEXT:  float M[?] // pointer parameter, linearised
// CHECK:       S0: P[i][k] = M[i * Width + k + 1] /* non-affine */;
