// A parameter declared 'double a[8]' is a pointer in C: a loop may touch
// 16 elements of it.  The device copy, the copy in and the copy out cover
// the 2 * n elements the loop touches, not the declared 8.  Program in
// Inputs/declared-extent.c.
// RUN: %opencl-compare -o %t %S/Inputs/declared-extent.c | FileCheck %s
// RUN: %tilec --emit=opencl %S/Inputs/declared-extent.c -o - | FileCheck --check-prefix=CODE %s
// CHECK: ok: run 1 {{.*}}: 1 kernels, 1 launched; 1 region run: 1 transformed; ok: 1 array, 17 values
// CODE:      const long a_count = n >= 1 ? 2L * n : 0L;
// CODE:      cl_mem d_a = TILEC_CL_ALLOC(sizeof(double) * (size_t)a_count);
// CODE:      TILEC_CL_WRITE(d_a, a, sizeof(double) * (size_t)a_count);
// CODE:      TILEC_CL_READ(a, d_a, 0, sizeof(double) * (size_t)a_count);
