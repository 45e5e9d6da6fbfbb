// PolyBench lu (in-place LU: a host loop over the pivot, triangular bands) through --emit=opencl runs on the OpenCL device and
// matches the CPU program (arrays dumped exactly, norm-wise relative error
// <= 1e-10, outputs poisoned with NaN) at sizes of 1, at odd prime sizes
// that leave partial work-groups and tiles, and at MINI.
// Rescheduled (its row loop holds a nest with no parallel loop), the pivot
// loop 'c' stays on the host around 2 kernels (the column below the pivot,
// then the trailing rows, whose two parts left and right of the diagonal
// are joined into one 2-D band): 2 * (N - 1) launches, less the empty grid
// of the last pivot.
// RUN: %opencl-compare --kernels-ran 0 --polybench -DN=1 -o %t.ones %polybench/lu/lu.c | FileCheck %s
// RUN: %opencl-compare --kernels-ran 132 --polybench -DN=67 -o %t.odd %polybench/lu/lu.c | FileCheck %s
// RUN: %opencl-compare --kernels-ran 78 --polybench -DMINI_DATASET -o %t.mini %polybench/lu/lu.c | FileCheck %s
// CHECK: ok: run 1 (arguments: none): {{[0-9]+}} kernels, {{[0-9]+}} launched; 1 region run: 1 transformed; ok
