// examples/matmul.c translated with --emit=opencl runs on the OpenCL device
// (PoCL's CPU device in CI): tiled kernel, __local tiles, barriers and the
// boundary guards execute for real and match the CPU program at widths of
// 1, primes, and one below, at and above the tile sizes (16 and 64).  P is
// poisoned with NaN first, so an element no work-item wrote fails.
// Each run launches the one kernel once (--kernels-ran).
// RUN: %opencl-compare --kernels-ran 1 --raw -o %t -r 1 -r 2 -r 13 -r 16 -r 17 -r 63 -r 64 -r 65 -r 97 -r 130 %examples/matmul.c | FileCheck %s
// CHECK-COUNT-10: ok: run {{[0-9]+}} (arguments: {{[0-9]+}}): 1 kernels, 1 launched; 1 region run: 1 transformed; ok: {{[0-9]+}} element
