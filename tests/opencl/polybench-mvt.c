// PolyBench mvt (two matrix-vector products, one along columns) through --emit=opencl runs on the OpenCL device and
// matches the CPU program (arrays dumped exactly, norm-wise relative error
// <= 1e-10, outputs poisoned with NaN) at sizes of 1, at odd prime sizes
// that leave partial work-groups and tiles, and at MINI.
// RUN: %opencl-compare --polybench -DN=1 -o %t.ones %polybench/mvt/mvt.c | FileCheck %s
// RUN: %opencl-compare --polybench -DN=67 -o %t.odd %polybench/mvt/mvt.c | FileCheck %s
// RUN: %opencl-compare --polybench -DMINI_DATASET -o %t.mini %polybench/mvt/mvt.c | FileCheck %s
// CHECK: ok: run 1 (arguments: none): {{[0-9]+}} kernels, {{[0-9]+}} launched; 1 region run: 1 transformed; ok
