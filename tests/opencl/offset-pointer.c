// A pointer parameter may point into the middle of a block: with
// a = base + 1, 'b[i] = a[i - 1] + a[i]' reads a[-1].  The device copy of
// 'a' covers a[-1] .. a[n - 1] (the footprint of the accesses over the
// loop, from isl), the kernel indexes it from a_first, and nothing is
// allocated or copied when n = 0.  Program in Inputs/offset-pointer.c.
// RUN: %opencl-compare -o %t -r 10 -r 1 -r 0 -r 1000 %S/Inputs/offset-pointer.c | FileCheck %s
// RUN: %tilec --emit=opencl %S/Inputs/offset-pointer.c -o - | FileCheck --check-prefix=CODE %s
// CHECK-COUNT-4: ok: run {{[0-9]+}} {{.*}}: 1 kernels, {{[01]}} launched; 1 region run: 1 transformed; ok:
// CODE:      "__kernel void sums_kernel0(__global double *b, __global const double *a, int n, long a_first)\n"
// CODE:      "  b[i] = a[i - 1 - a_first] + a[i - a_first];\n"
// CODE:      const long a_first = n >= 1 ? -1L : 0L;
// CODE-NEXT: const long a_count = n >= 1 ? (long)n + 1 : 0L;
// CODE:      TILEC_CL_WRITE(d_a, a + a_first, sizeof(double) * (size_t)a_count);
// CODE:      TILEC_CL_ARG(tilec_kernel, 3, cl_long, a_first);
