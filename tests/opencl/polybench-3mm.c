// PolyBench 3mm (three chained products) through --emit=opencl runs on the OpenCL device and
// matches the CPU program (arrays dumped exactly, norm-wise relative error
// <= 1e-10, outputs poisoned with NaN) at sizes of 1, at odd prime sizes
// that leave partial work-groups and tiles, and at MINI.
// Each run launches 3 kernels, one per product.
// RUN: %opencl-compare --kernels-ran 3 --polybench -DNI=1 -DNJ=1 -DNK=1 -DNL=1 -DNM=1 -o %t.ones %polybench/3mm/3mm.c | FileCheck %s
// RUN: %opencl-compare --kernels-ran 3 --polybench -DNI=67 -DNJ=13 -DNK=29 -DNL=71 -DNM=31 -o %t.odd %polybench/3mm/3mm.c | FileCheck %s
// RUN: %opencl-compare --kernels-ran 3 --polybench -DMINI_DATASET -o %t.mini %polybench/3mm/3mm.c | FileCheck %s
// CHECK: ok: run 1 (arguments: none): {{[0-9]+}} kernels, {{[0-9]+}} launched; 1 region run: 1 transformed; ok
