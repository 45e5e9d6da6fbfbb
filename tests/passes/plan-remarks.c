// A two-loop kernel that the cost model gives no block tiles and no
// shared memory says why, in a remark in source terms (not silently one
// point per thread): no reduction loop and no stencil reads, a
// data-dependent if, a reduction reading an operand with subscripts
// other than the band's iterator and its own, a reduction with a loop
// inside.
//
// RUN: %tilec --split --remarks %s -o %t.cu 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: %tilec --emit=opencl --remarks %s -o %t.ocl.c 2>&1 | FileCheck %s

void plain(int n, float A[n][n], float B[n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      B[i][j] = 2 * A[i][j];
}
void clamp(int n, float A[n][n], float B[n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (A[i][j] > 0)
        B[i][j] = A[i][j];
}
void diag(int n, float A[n][n], float C[n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      float s = 0;
      for (int k = 0; k < n; k++)
        s += A[k][k] * A[i][j];
      C[i][j] = s;
    }
}
void deep(int n, float A[n][n][n], float C[n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      float s = 0;
      for (int k = 0; k < n; k++)
        for (int l = 0; l < n; l++)
          s += A[i][k][l] * A[j][l][k];
      C[i][j] = s;
    }
}

// CHECK: plan-remarks.c:[[@LINE-30]]:3: remark: kernel 'plain_kernel0': no block tiles or shared memory, one point per thread: its points run no reduction loop, and no array is read at 9 or more neighbouring elements (nothing to stage)
// CHECK: plan-remarks.c:[[@LINE-26]]:3: remark: kernel 'clamp_kernel0': no block tiles or shared memory, one point per thread: its statements run under data-dependent conditions
// CHECK: plan-remarks.c:[[@LINE-21]]:3: remark: kernel 'diag_kernel0': no block tiles or shared memory, one point per thread: loop 'k' reads 'A' with subscripts other than one of 'i' and 'j' each (and terms free of the band)
// CHECK: plan-remarks.c:[[@LINE-13]]:3: remark: kernel 'deep_kernel0': no block tiles or shared memory, one point per thread: loop 'k' has loops or ifs inside
