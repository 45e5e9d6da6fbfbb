// A float product of odd rectangular shapes (tests/gpu/tools/rect_matmul.c)
// through --emit=opencl matches the CPU program on the OpenCL device,
// including shapes with a dimension of 1 and primes that leave partial
// tiles in every direction.
// Each run launches the one kernel once (--kernels-ran).
// RUN: %opencl-compare --kernels-ran 1 --raw -o %t -r '1 1 1' -r '7 13 5' -r '33 17 65' -r '100 1 37' -r '129 67 31' %S/../gpu/tools/rect_matmul.c | FileCheck %s
// CHECK-COUNT-5: ok: run {{[0-9]+}} {{.*}}: 1 kernels, 1 launched; 1 region run: 1 transformed; ok:
