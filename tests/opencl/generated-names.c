// Names the generated host code invents never hide the program's: beside
// a parameter d_A the device buffer of A is d_A2 (the copy-in of d_A reads
// the parameter, not the buffer), and the launch's grid and block, used
// next to loop bounds over parameters tilec_grid and tilec_block, are
// tilec_grid2 and tilec_block2; the results match the CPU program's.
// RUN: %opencl-compare --raw -o %t %S/Inputs/names.c | FileCheck %s
// RUN: FileCheck --check-prefix=HOST %s < %t/opencl.c
// CHECK: ok: run 1 {{.*}}: 1 kernels, 1 launched; 1 region run: 1 transformed; ok:
// HOST-LABEL: void names(
// HOST:      cl_mem d_A2 = TILEC_CL_ALLOC(
// HOST-NEXT: cl_mem d_d_A = TILEC_CL_ALLOC(
// HOST:      TILEC_CL_WRITE(d_d_A, d_A,
// HOST:      size_t tilec_grid2[1] = {tilec_blocks(tilec_trips((long)(0), (long)(tilec_grid + tilec_block - 1), 1L), tilec_threads)};
// HOST-NEXT: size_t tilec_block2[1] = {(size_t)tilec_threads};
// HOST:      TILEC_CL_LAUNCH(tilec_kernel, "names_kernel0", 1, tilec_grid2, tilec_block2);
// HOST:      TILEC_CL_READ(A, d_A2,
