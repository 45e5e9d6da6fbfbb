// PolyBench gemm (C := alpha*A*B + beta*C: the shared-memory tiled form) through --emit=opencl runs on the OpenCL device and
// matches the CPU program (arrays dumped exactly, norm-wise relative error
// <= 1e-10, outputs poisoned with NaN) at sizes of 1, at odd prime sizes
// that leave partial work-groups and tiles, and at MINI.
// Each run launches 1 kernel: the scaling of C is fused with the product
// (it scales the register that keeps C[i][j] after loading it).
// RUN: %opencl-compare --kernels-ran 1 --polybench -DNI=1 -DNJ=1 -DNK=1 -o %t.ones %polybench/gemm/gemm.c | FileCheck %s
// RUN: %opencl-compare --kernels-ran 1 --polybench -DNI=67 -DNJ=13 -DNK=71 -o %t.odd %polybench/gemm/gemm.c | FileCheck %s
// RUN: %opencl-compare --kernels-ran 1 --polybench -DMINI_DATASET -o %t.mini %polybench/gemm/gemm.c | FileCheck %s
// CHECK: ok: run 1 (arguments: none): {{[0-9]+}} kernels, {{[0-9]+}} launched; 1 region run: 1 transformed; ok
