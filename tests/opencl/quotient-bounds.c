// Loop bounds that divide iterators by constants (Inputs/quotient-bounds.c)
// get kernels and match the CPU at N = 0, 1, 2, 7, a prime and 64: a
// triangle j < i / 2 mapped in two dimensions (the grid covers j up to
// (n - 1) / 2 - 1, the guard tests i / 2 - 1), rows from i % 3, a
// recurrence over j from (i + 1) / 2 turned so that 'j' is the thread
// (its 'i' runs from j to 2 * j), sums counting down from i / 4 (shared
// among 32 lanes in x, each counting down from its own start), and
// quotients of unsigned iterators.  'shifted', whose dividend may be
// negative, stays on the host.
// RUN: %opencl-compare -o %t -r 0 -r 1 -r 2 -r 7 -r 29 -r 64 %S/../Inputs/quotient-bounds.c | FileCheck %s
// RUN: %tilec --emit=opencl %S/../Inputs/quotient-bounds.c -o - | FileCheck --check-prefix=CODE %s
// CHECK-COUNT-6: ok: run {{[0-9]+}} {{.*}}: 5 kernels, {{[0-9]+}} launched; 5 region runs: 5 transformed; ok:
// CODE:      "  if (!(j <= i / 2 - 1 && j >= 0 && i <= n - 1))\n"
// CODE:      tilec_trips((long)(0), (long)((n - 1) / 2 - 1), 1L)
// CODE:      "  for (int j = i % 3; j < n; j += 3)\n"
// CODE:      "  for (int i = j; i < n && i < 2 * j + 1; i++)\n"
// CODE:      "  for (long tilec_j = (long)(i / 4) + (long)(get_local_id(0)) * -1; tilec_j >= (long)(0); tilec_j += (long)get_local_size(0) * -1) {\n"
// CODE:      "  for (long j = 0; (long)j <= (long)i / 2; j++) {\n"
// CODE:      "      for (long k = (long)j / 3; (long)k < (long)j; k++)\n"
