// PolyBench jacobi-2d (a time loop around two five-point stencils; size 1 has no interior) through --emit=opencl runs on the OpenCL device and
// matches the CPU program (arrays dumped exactly, norm-wise relative error
// <= 1e-10, outputs poisoned with NaN) at sizes of 1, at odd prime sizes
// that leave partial work-groups and tiles, and at MINI.
// RUN: %opencl-compare --polybench -DTSTEPS=1 -DN=1 -o %t.ones %polybench/jacobi-2d/jacobi-2d.c | FileCheck %s
// RUN: %opencl-compare --polybench -DTSTEPS=3 -DN=67 -o %t.odd %polybench/jacobi-2d/jacobi-2d.c | FileCheck %s
// RUN: %opencl-compare --polybench -DMINI_DATASET -o %t.mini %polybench/jacobi-2d/jacobi-2d.c | FileCheck %s
// CHECK: ok: run 1 (arguments: none): {{[0-9]+}} kernels; ok
