// PolyBench jacobi-2d (a time loop around two five-point stencils; size 1 has no interior) through --emit=opencl runs on the OpenCL device and
// matches the CPU program (arrays dumped exactly, norm-wise relative error
// <= 1e-10, outputs poisoned with NaN) at sizes of 1, at odd prime sizes
// that leave partial work-groups and tiles, and at MINI.
// The time loop stays on the host around 2 kernels: 2 * TSTEPS launches,
// none at N = 1 (no interior point: the empty grids are skipped).
// RUN: %opencl-compare --kernels-ran 0 --polybench -DTSTEPS=1 -DN=1 -o %t.ones %polybench/jacobi-2d/jacobi-2d.c | FileCheck %s
// RUN: %opencl-compare --kernels-ran 6 --polybench -DTSTEPS=3 -DN=67 -o %t.odd %polybench/jacobi-2d/jacobi-2d.c | FileCheck %s
// RUN: %opencl-compare --kernels-ran 40 --polybench -DMINI_DATASET -o %t.mini %polybench/jacobi-2d/jacobi-2d.c | FileCheck %s
// CHECK: ok: run 1 (arguments: none): {{[0-9]+}} kernels, {{[0-9]+}} launched; 1 region run: 1 transformed; ok
