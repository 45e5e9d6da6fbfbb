// A float product of odd rectangular shapes (tests/gpu/tools/rect_matmul.c)
// through --emit=opencl matches the CPU program on the OpenCL device,
// including shapes with a dimension of 1 and primes that leave partial
// tiles in every direction.
// Each run launches the one kernel once (--kernels-ran).  The cost
// model's kernel has each work-item's 8 x 8 points in runs of 4
// neighbours (coarsen's grouped layout) and 32 steps of 'k' at a time; a
// recipe of smaller tiles (one run of 4 in 'i', two in 'j', steps of 8,
// each work-item's elements of B_tile in registers) matches too.
// RUN: %opencl-compare --kernels-ran 1 --raw -o %t -r '1 1 1' -r '7 13 5' -r '33 17 65' -r '100 1 37' -r '129 67 31' -r '260 131 200' %S/../gpu/tools/rect_matmul.c | FileCheck %s
// RUN: FileCheck %s --check-prefix=KERNEL < %t/opencl.c
// RUN: printf 'map-gpu i\ngpu-tile i,j 32,64\ncoarsen i,j 4,8 grouped\nstripmine k 8\npromote A k_tile shared\npromote B k_tile shared\npromote B_tile k register\nunswitch k\n' > %t.recipe
// RUN: %opencl-compare --kernels-ran 1 --raw -o %t2 -T --recipe=%t.recipe -r '1 1 1' -r '7 13 5' -r '33 17 65' -r '100 1 37' -r '129 67 31' %S/../gpu/tools/rect_matmul.c | FileCheck %s --check-prefix=RECIPE
// RUN: FileCheck %s --check-prefix=KERNEL2 < %t2/opencl.c
// CHECK-COUNT-6: ok: run {{[0-9]+}} {{.*}}: 1 kernels, 1 launched; 1 region run: 1 transformed; ok:
// RECIPE-COUNT-5: ok: run {{[0-9]+}} {{.*}}: 1 kernels, 1 launched; 1 region run: 1 transformed; ok:
// KERNEL: int i = i_first + 4 * i_thread + 32 * i_sub + i_vec;
// KERNEL: int j = j_first + 4 * j_thread + 64 * j_sub + j_vec;
// KERNEL2: int i = i_first + 4 * i_thread + i_vec;
// KERNEL2: int j = j_first + 4 * j_thread + 32 * j_sub + j_vec;
// KERNEL2: B_tile_reg[0][4 * j_sub + j_vec] = B_tile[k - k_tile][j - j_first];
