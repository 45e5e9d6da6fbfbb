// What OpenCL C cannot express is a located error with --emit=opencl (and
// no output file); long double is one with --emit=cuda too (nvcc computes
// it as double in device code); --split is CUDA's alone.
// RUN: not %tilec --emit=opencl %s -o %t.c 2>&1 | FileCheck %s
// RUN: not test -e %t.c
// RUN: not %tilec %s -o %t.cu 2>&1 | FileCheck --check-prefix=CUDA %s
// RUN: not %tilec --emit=opencl --split %s -o %t.split.c 2>&1 | FileCheck --check-prefix=SPLIT %s
// SPLIT: tilec: error: --split applies to --emit=cuda only
void scale(int n, long double *x, long double *y)
{
  for (int i = 0; i < n; i++)
    // CHECK: unsupported.c:[[@LINE+2]]:{{[0-9]+}}: error: OpenCL C has no long double; this loop nest can only run on the host (--emit=c)
    // CUDA: unsupported.c:[[@LINE+1]]:{{[0-9]+}}: error: CUDA device code has no long double; this loop nest can only run on the host (--emit=c)
    y[i] = 2 * x[i];
}
