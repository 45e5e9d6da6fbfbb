// What OpenCL C cannot express is a located error with --emit=opencl (and
// no output file), while --emit=cuda translates the same loop nest;
// --split is CUDA's alone.
// RUN: not %tilec --emit=opencl %s -o %t.c 2>&1 | FileCheck %s
// RUN: not test -e %t.c
// RUN: %tilec %s -o %t.cu
// RUN: not %tilec --emit=opencl --split %s -o %t.split.c 2>&1 | FileCheck --check-prefix=SPLIT %s
// SPLIT: tilec: error: --split applies to --emit=cuda only
void scale(int n, long double *x, long double *y)
{
  for (int i = 0; i < n; i++)
    // CHECK: unsupported.c:[[@LINE+1]]:{{[0-9]+}}: error: OpenCL C has no long double; this loop nest can only target CUDA (--emit=cuda)
    y[i] = 2 * x[i];
}
