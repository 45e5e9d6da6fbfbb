// Members of the elements of arrays of structs (Inputs/struct-arrays.c):
// each member is an array of its own ("p.x"), as pointer-like as the
// array, printed as the source spells it (p[i].x); the members of one
// array never overlap, so moving particles is parallel without a run-time
// check, while 'a' and 'b' of the complex product are checked once per
// pair of arrays.  Kernels see each member as a dense array (p_x), which
// the host code packs from the structs and back; --split keeps these
// regions on the host, saying so.
// RUN: %tilec --emit=ir --remarks %S/../Inputs/struct-arrays.c 2>&1 | FileCheck %s
// RUN: %tilec --emit=c --openmp %S/../Inputs/struct-arrays.c -o %t.c
// RUN: FileCheck %s --check-prefix=C < %t.c
// RUN: %tilec --emit=opencl %S/../Inputs/struct-arrays.c -o %t.cl.c
// RUN: FileCheck %s --check-prefix=GPU < %t.cl.c
// RUN: %tilec --emit=cuda --split %S/../Inputs/struct-arrays.c -o %t.cu 2>&1 | FileCheck %s --check-prefix=SPLIT
// CHECK:      struct-arrays.c:26:3: remark: loop 'i' is parallel
// CHECK:      struct-arrays.c:35:3: remark: loop 'i' is parallel if these do not overlap: 'b.re' and 'a.im', 'a.im' and 'b.im', 'a.re' and 'b.re', 'a.re' and 'b.im'; privatisable: re
// CHECK:      struct-arrays.c:46:3: remark: loop 'i' is sequential: carries flow dependence G.re[i][j] -> G.re[i - 1][j]
// CHECK-LABEL: region 0 'step'
// CHECK:         float p.x[n]{{ +}}// pointer parameter, member of the elements of 'p', linearised, written, line 25
// CHECK:         S0: p[i].x += p[i].vx * dt;
// CHECK-LABEL: region 2 'sweep'
// CHECK:         double G.re[48][48]{{ +}}// global, member of the elements of 'G', written, line 21
// CHECK:         S0: G[i][j].re = G[i - 1][j].re * 0.5 + G[i][j].im;
// C-LABEL: void step(
// C:           #pragma omp parallel for
// C-NEXT:      for (int i = 0; i < n; i++) {
// C-NEXT:        p[i].x += p[i].vx * dt;
// C-LABEL: void cmul(
// C:           /* tilec: the transformed loops assume that these arrays do not overlap: a.re and b.re, a.re and b.im, b.re and a.im, a.im and b.im; otherwise the original loops run */
// C-NEXT:      if (((const char *)a + sizeof(a[0][0]) * {{.*}} <= (const char *)b || (const char *)b + sizeof(b[0][0]) * {{.*}} <= (const char *)a)) {
// GPU:         "__kernel void step_kernel0(__global float *p_x, __global const float *p_vx, __global float *p_y, __global const float *p_vy, float dt, int n)\n"
// GPU:         "  p_x[i] += p_vx[i] * dt;\n"
// GPU:         float *p_x_packed = (float *)malloc(sizeof(float) * (size_t)p_x_count); /* 'p.x' as a dense array */
// GPU:         for (long tilec_k = 0; tilec_k < p_x_count; tilec_k++)
// GPU-NEXT:      p_x_packed[tilec_k] = p[tilec_k].x;
// GPU:         TILEC_CL_READ(p_x_packed, d_p_x, 0, sizeof(float) * (size_t)p_x_count);
// GPU-NEXT:    for (long tilec_k = 0; tilec_k < p_x_count; tilec_k++)
// GPU-NEXT:      p[tilec_k].x = p_x_packed[tilec_k];
// GPU:         free(p_x_packed);
// GPU-LABEL:   void cmul(
// GPU:         if (!tilec_overlap((&a[0][0]), sizeof(a[0][0]) * {{.*}}, (&b[0][0]), sizeof(b[0][0]) * {{.*}})) {
// GPU:         a_re_packed[tilec_k] = (&a[0][0])[tilec_k].re;
// SPLIT: struct-arrays.c:25:30: warning: region in 'step' gets no GPU kernel: it reads or writes members of the elements of 'p' ('p[...].x'), which --split's region functions cannot pack for the GPU
