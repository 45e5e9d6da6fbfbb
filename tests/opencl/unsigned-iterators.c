// Loops over unsigned, size_t and uint32_t iterators
// (Inputs/unsigned-iterators.c) get one kernel each and match the CPU at
// N = 0, 1, 2, a prime and 64.  A kernel declares the mapped iterator as a
// long, so the guard sees a thread's index past the loop's end (or below
// 0 counting down) before any wrap-around, and reads it as its source type.
// RUN: %opencl-compare -o %t -r 0 -r 1 -r 2 -r 13 -r 64 %S/../Inputs/unsigned-iterators.c | FileCheck %s
// RUN: %tilec --emit=opencl %S/../Inputs/unsigned-iterators.c -o - | FileCheck --check-prefix=CODE %s
// CHECK-COUNT-5: ok: run {{[0-9]+}} {{.*}}: 4 kernels, {{[0-9]+}} launched; 4 region runs: 4 transformed; ok:
// CODE:      "__kernel void scale_kernel0(__global float *X, __global const float *Y, uint n)\n"
// CODE:      "  long i = 0 + (long)(get_group_id(0) * get_local_size(0) + get_local_id(0)) * 1;\n"
// CODE-NEXT: "  if (!((long)i <= (long)n - 1))\n"
// CODE:      "  X[(uint)i] = 2 * Y[(uint)i] + (uint)i;\n"
// CODE:      "__kernel void down_kernel0(
// CODE:      "  long i = (long)n + (long)(get_group_id(0) * get_local_size(0) + get_local_id(0)) * -1;\n"
// CODE-NEXT: "  if (!((long)i >= 1))\n"
