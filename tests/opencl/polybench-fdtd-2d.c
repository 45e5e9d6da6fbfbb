// PolyBench fdtd-2d (a time loop on the host around three stencil kernels) through --emit=opencl runs on the OpenCL device and
// matches the CPU program (arrays dumped exactly, norm-wise relative error
// <= 1e-10, outputs poisoned with NaN) at sizes of 1, at odd prime sizes
// that leave partial work-groups and tiles, and at MINI.
// The time loop stays on the host around 4 kernels: 4 * TMAX launches; at
// NX = NY = 1 only the boundary row kernel has work.
// RUN: %opencl-compare --kernels-ran 1 --polybench -DTMAX=1 -DNX=1 -DNY=1 -o %t.ones %polybench/fdtd-2d/fdtd-2d.c | FileCheck %s
// RUN: %opencl-compare --kernels-ran 20 --polybench -DTMAX=5 -DNX=67 -DNY=13 -o %t.odd %polybench/fdtd-2d/fdtd-2d.c | FileCheck %s
// RUN: %opencl-compare --kernels-ran 80 --polybench -DMINI_DATASET -o %t.mini %polybench/fdtd-2d/fdtd-2d.c | FileCheck %s
// CHECK: ok: run 1 (arguments: none): {{[0-9]+}} kernels, {{[0-9]+}} launched; 1 region run: 1 transformed; ok
