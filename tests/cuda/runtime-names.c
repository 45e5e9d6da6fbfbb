// A program that uses a name of the run-time support that tilec copies
// into every generated file gets an error naming it, not a file in which
// the name means something else.
// RUN: not %tilec %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not %tilec --emit=opencl %s -o %t.c 2>&1 | FileCheck %s
void scale(int n, float *restrict A) {
  // CHECK: runtime-names.c:[[@LINE+1]]:7: error: tilec's run-time support, which the generated file includes, also defines 'tilec_blocks'; rename it
  int tilec_blocks = 2;
  for (int i = 0; i < n; i++)
    A[i] = A[i] * tilec_blocks;
}
