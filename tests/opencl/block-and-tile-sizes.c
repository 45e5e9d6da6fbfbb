// The shared-memory form with the shapes --block and --tile-sizes ask for
// runs correctly on the OpenCL device: 32 x 8 work-items of 4 x 4 points,
// 8 x 4 work-items of 2 x 4 points with a reduction step of 5 (sizes that
// divide no width here), and a 1-D --block, at widths that leave partial
// tiles.  P is poisoned with NaN first, so an element no work-item wrote
// fails.
// RUN: %opencl-compare --raw -o %t.a -T --block=32x8 -r 1 -r 37 -r 130 %examples/matmul.c | FileCheck %s
// RUN: %opencl-compare --raw -o %t.b -T --block=8x4 -T --tile-sizes=16,16,5 -r 1 -r 37 -r 130 %examples/matmul.c | FileCheck %s
// RUN: %opencl-compare --raw -o %t.c -T --block=16 -r 1 -r 37 -r 130 %examples/matmul.c | FileCheck %s
// CHECK-COUNT-3: ok: run {{[0-9]+}} (arguments: {{[0-9]+}}): 1 kernels, 1 launched; 1 region run: 1 transformed; ok: {{[0-9]+}} element
