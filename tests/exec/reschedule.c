// Loop nests rebuilt by the reschedule pass (Inputs/reschedule.c: bicg's
// two sums split into two nests, a wavefront over anti-diagonals, a
// recurrence kept as it is) print what the original prints at N = 1, 2, 7,
// a prime and 48, from a recipe; with --openmp the new nests' parallel
// loops run in parallel (the column sums' 'j', the row sums' 'i2', the
// cells 'i' of each diagonal).
// RUN: printf 'reschedule i@19\nreschedule i@33\nreschedule i@43\n' > %t.recipe
// RUN: %compare -o %t -T --recipe=%t.recipe -r 1 -r 2 -r 7 -r 31 -r 48 %S/../Inputs/reschedule.c
// RUN: env OMP_NUM_THREADS=2 %compare -o %t.omp -T --recipe=%t.recipe -T --openmp -C -fopenmp \
// RUN:   -r 1 -r 2 -r 7 -r 31 -r 48 %S/../Inputs/reschedule.c
// RUN: FileCheck %s < %t.omp/generated.c
// CHECK:      #pragma omp parallel for
// CHECK-NEXT: for (int i = 0; i < n; i++)
// CHECK:      #pragma omp parallel for
// CHECK-NEXT: for (int j = 0; j < n; j++)
// CHECK:      #pragma omp parallel for
// CHECK-NEXT: for (int i2 = 0; i2 < n; i2++) {
// CHECK:      for (int c = 2; c < 2 * n - 1; c++)
// CHECK:          const int i_end = (n < c ? n : c);
// CHECK-NEXT:     #pragma omp parallel for
// CHECK-NEXT:     for (int i = (1 > -n + c + 1 ? 1 : -n + c + 1); i < i_end; i++)
