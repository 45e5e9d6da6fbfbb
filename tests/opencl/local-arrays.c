// Arrays declared in loop bodies (Inputs/local-arrays.c) are each
// thread's own in OpenCL kernels (one declared in a time loop on the host
// is a device array the kernels of each step share) and match the CPU at N = 1, 2, a prime
// and the arrays' size: as map-gpu maps them, and tiled and coarsened by a
// recipe (a thread's points each declare their own array).
// RUN: %opencl-compare -o %t -r 1 -r 2 -r 13 -r 97 -r 128 %S/../Inputs/local-arrays.c | FileCheck %s
// RUN: printf 'map-gpu i@33\ngpu-tile i@33,j@34 8,8\ncoarsen i@33,j@34 2,2\nmap-gpu i@21\ngpu-tile i@21 32\ncoarsen i@21 4 contiguous\n' > %t.recipe
// RUN: %opencl-compare -o %t2 -T --recipe=%t.recipe -r 1 -r 2 -r 13 -r 97 -r 128 \
// RUN:   %S/../Inputs/local-arrays.c | FileCheck %s
// RUN: FileCheck %s --check-prefix=KERNEL < %t2/opencl.c
// CHECK-COUNT-5: ok: run {{[0-9]+}} {{.*}}: 9 kernels, 13 launched; 6 region runs: 6 transformed; ok: 8 arrays
// KERNEL:      for (int i_sub = 0; i_sub < 2; i_sub++) {
// KERNEL:        for (int j_sub = 0; j_sub < 2; j_sub++) {
// KERNEL:          float w[3][3];
