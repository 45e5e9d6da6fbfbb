// PolyBench syr2k (C := alpha*A*B^T + alpha*B*A^T + beta*C on the lower triangle) through --emit=opencl runs on the OpenCL device and
// matches the CPU program (arrays dumped exactly, norm-wise relative error
// <= 1e-10, outputs poisoned with NaN) at sizes of 1, at odd prime sizes
// that leave partial work-groups and tiles, and at MINI.
// RUN: %opencl-compare --polybench -DM=1 -DN=1 -o %t.ones %polybench/syr2k/syr2k.c | FileCheck %s
// RUN: %opencl-compare --polybench -DM=67 -DN=13 -o %t.odd %polybench/syr2k/syr2k.c | FileCheck %s
// RUN: %opencl-compare --polybench -DMINI_DATASET -o %t.mini %polybench/syr2k/syr2k.c | FileCheck %s
// CHECK: ok: run 1 (arguments: none): {{[0-9]+}} kernels, {{[0-9]+}} launched; 1 region run: 1 transformed; ok
