// Loop bounds that divide iterators by constants (Inputs/quotient-bounds.c:
// j < i / 2, j = i % 3, j = (i + 1) / 2, counting down from i / 4, a
// quotient of a quotient's loop over unsigned iterators) print what the
// original prints at N = 0, 1, 2, 7, a prime and 64: strip-mined and
// unrolled by a recipe (an unrolled copy reads (i_unroll + 1) % 3), and
// with --openmp, where every region runs a parallel loop.
// RUN: printf 'stripmine j@17 4\nunroll i@23 2\nunroll i@31 2\nunroll j@39 2\nstripmine k@47 2\n' > %t.recipe
// RUN: %compare -o %t -T --recipe=%t.recipe -r 0 -r 1 -r 2 -r 7 -r 29 -r 64 %S/../Inputs/quotient-bounds.c
// RUN: FileCheck %s < %t/generated.c
// RUN: env OMP_NUM_THREADS=2 %compare -o %t.omp -T --openmp -C -fopenmp -r 0 -r 1 -r 7 -r 29 -r 64 \
// RUN:   %S/../Inputs/quotient-bounds.c
// RUN: FileCheck %s --check-prefix=OMP < %t.omp/generated.c
// CHECK:      for (int j_tile = 0; j_tile < i / 2; j_tile += 4)
// CHECK-NEXT:   for (int j = j_tile; j < i / 2 && j < j_tile + 4; j++)
// CHECK:      for (int j = i_unroll % 3; j < n; j += 3)
// CHECK:      for (int j = (i_unroll + 1) % 3; j < n; j += 3)
// CHECK:      for (int j = (i_unroll + 2) / 2; j <= i_unroll + 1; j++)
// CHECK:      for (int j_unroll = i / 4; j_unroll >= 0; j_unroll -= 2) {
// CHECK:      for (long k_tile = (long)j / 3; k_tile < (long)j; k_tile += 2)
// CHECK:      void shifted(int n) {
// CHECK-NEXT:   for (int i = -n; i < n; i++)
// OMP-COUNT-5: #pragma omp parallel for
// OMP-NOT:     #pragma omp
