// Members of the elements of arrays of structs (Inputs/struct-arrays.c):
// each member is an array of its own ("p.x"), as pointer-like as the
// array, printed as the source spells it (p[i].x); the members of one
// array never overlap, so moving particles is parallel without a run-time
// check, while 'a' and 'b' of the complex product are checked once per
// pair of arrays.  GPU targets keep these regions on the host, saying so.
// RUN: %tilec --emit=ir --remarks %S/../Inputs/struct-arrays.c 2>&1 | FileCheck %s
// RUN: %tilec --emit=c --openmp %S/../Inputs/struct-arrays.c -o %t.c
// RUN: FileCheck %s --check-prefix=C < %t.c
// RUN: %tilec --emit=opencl %S/../Inputs/struct-arrays.c -o %t.cl.c 2>&1 | FileCheck %s --check-prefix=GPU
// CHECK:      struct-arrays.c:25:3: remark: loop 'i' is parallel
// CHECK:      struct-arrays.c:34:3: remark: loop 'i' is parallel if these do not overlap: 'b.re' and 'a.im', 'a.im' and 'b.im', 'a.re' and 'b.re', 'a.re' and 'b.im'; privatisable: re
// CHECK:      struct-arrays.c:45:3: remark: loop 'i' is sequential: carries flow dependence G.re[i][j] -> G.re[i - 1][j]
// CHECK-LABEL: region 0 'step'
// CHECK:         float p.x[n]{{ +}}// pointer parameter, member of the elements of 'p', linearised, written, line 24
// CHECK:         S0: p[i].x += p[i].vx * dt;
// CHECK-LABEL: region 2 'sweep'
// CHECK:         double G.re[48][48]{{ +}}// global, member of the elements of 'G', written, line 20
// CHECK:         S0: G[i][j].re = G[i - 1][j].re * 0.5 + G[i][j].im;
// C-LABEL: void step(
// C:           #pragma omp parallel for
// C-NEXT:      for (int i = 0; i < n; i++) {
// C-NEXT:        p[i].x += p[i].vx * dt;
// C-LABEL: void cmul(
// C:           if (((const char *)a + sizeof(a[0][0]) * (size_t)(n >= 1 ? (long)n * n : 0L) <= (const char *)b || (const char *)b + sizeof(b[0][0]) * (size_t)(n >= 1 ? (long)n * n : 0L) <= (const char *)a)) {
// GPU: struct-arrays.c:24:30: warning: region in 'step' gets no GPU kernel: it reads or writes members of the elements of 'p' ('p[...].x'); arrays of structs are not mapped to the GPU yet
