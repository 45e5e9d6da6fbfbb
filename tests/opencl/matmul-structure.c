// --emit=opencl writes the whole program as C: the run time, the kernels of
// MatrixMulOnHost as OpenCL C in a string before the function (work-groups
// of 16 x 16, __local tiles of M and N, a barrier after staging and one
// after use, guarded stores), and host code with checked OpenCL calls in
// place of the loop nest, falling back to the original loops when the
// arrays overlap; each branch reports under TILEC_PROFILE which code ran.
// The result compiles with gcc -Wall -Werror.
// RUN: %tilec --emit=opencl %examples/matmul.c -o %t.c
// RUN: grep -v '^ *"#line ' %t.c | FileCheck %s
// RUN: %cc -Wall -Werror -Wno-int-in-bool-context -c %t.c -o %t.o
// CHECK:       Build: cc FILE.c -lOpenCL -o FILE
// CHECK:       #include <CL/cl.h>
// CHECK-LABEL: static const char tilec_opencl_MatrixMulOnHost[] =
// CHECK:       "__kernel __attribute__((reqd_work_group_size(16, 16, 1))) void MatrixMulOnHost_kernel0(__global const float *M, __global const float *N, __global float *P, int Width)\n"
// CHECK:       "  __local double M_tile[16][65];\n"
// CHECK-NEXT:  "  __local double N_tile[16][65];\n"
// CHECK-NEXT:  "  const int i_first = 0 + (int)get_group_id(1) * 64;\n"
// CHECK-NEXT:  "  const int j_first = 0 + (int)get_group_id(0) * 64;\n"
// CHECK-NEXT:  "  int i_thread = 0 + (int)get_local_id(1) * 1;\n"
// CHECK-NEXT:  "  int j_thread = 0 + (int)get_local_id(0) * 1;\n"
// CHECK:       "    for (int load = 16 * i_thread + j_thread; load < 1024; load += 256) {\n"
// CHECK:       "    barrier(CLK_LOCAL_MEM_FENCE);\n"
// CHECK:       "          sum[i_sub][j_sub] += a * b;\n"
// CHECK:       "    barrier(CLK_LOCAL_MEM_FENCE);\n"
// CHECK:       "      if (i <= Width - 1 && j <= Width - 1) {\n"
// CHECK-NEXT:  "        P[i * Width + j] = sum[i_sub][j_sub];\n"
// CHECK:       {{^    ;$}}
// CHECK-EMPTY:
// CHECK-NEXT:  #line 15 "{{.*}}matmul.c"
// CHECK-NEXT:  void MatrixMulOnHost(float* M, float* N, float* P, int Width)
// CHECK:       if (!tilec_overlap(M, {{.*}}) && !tilec_overlap(N, {{.*}})) {
// CHECK-NEXT:    tilec_profile_region(0, "{{.*}}matmul.c:17-26", "transformed");
// CHECK:         const long M_count = Width >= 1 ? (long)Width * Width : 0L;
// CHECK:         cl_mem d_M = TILEC_CL_ALLOC(sizeof(float) * (size_t)M_count);
// CHECK:         TILEC_CL_WRITE(d_M, M, {{.*}});
// CHECK:           cl_kernel tilec_kernel = tilec_cl_kernel(tilec_opencl_MatrixMulOnHost, "MatrixMulOnHost_kernel0");
// CHECK-NEXT:      size_t tilec_grid[2] = {tilec_trips((long)(0), (long)(Width - 1), 64L), tilec_trips((long)(0), (long)(Width - 1), 64L)};
// CHECK-NEXT:      size_t tilec_block[2] = {16, 16};
// CHECK-NEXT:      if (tilec_grid[0] && tilec_grid[1]) {
// CHECK-NEXT:        TILEC_CL_ARG(tilec_kernel, 0, cl_mem, d_M);
// CHECK-NEXT:        TILEC_CL_ARG(tilec_kernel, 1, cl_mem, d_N);
// CHECK-NEXT:        TILEC_CL_ARG(tilec_kernel, 2, cl_mem, d_P);
// CHECK-NEXT:        TILEC_CL_ARG(tilec_kernel, 3, cl_int, Width);
// CHECK-NEXT:        tilec_timer_start(&tilec_timer);
// CHECK-NEXT:        TILEC_CL_LAUNCH(tilec_kernel, "MatrixMulOnHost_kernel0", 2, tilec_grid, tilec_block);
// CHECK:         TILEC_CL_READ(P, d_P, {{.*}});
// CHECK-NOT:     TILEC_CL_READ(M,
// CHECK:         TILEC_CL_CHECK(clReleaseMemObject(d_P));
// CHECK-NEXT:  } else {
// CHECK-NEXT:    tilec_profile_region(0, "{{.*}}matmul.c:17-26", "original loops (arrays overlap)");
// CHECK-NEXT:  #line 17 "{{.*}}matmul.c"
// CHECK-NEXT:    for (int i = 0; i < Width; i++)
