// Loop bounds that divide parameters by constants (Inputs/division-bounds.c)
// print what the original prints for N = -3 (negative quotients and
// remainders truncate as in C), 0, 1, 2, 7, 13 and 64: strip-mined and
// tiled by a recipe (the tile loops run to the derived parameters), and
// with --openmp.
// RUN: printf 'stripmine i@16 4\ntile i@22,j@23 3,5\n' > %t.recipe
// RUN: %compare -o %t -T --recipe=%t.recipe -r -3 -r 0 -r 1 -r 2 -r 7 -r 13 -r 64 %S/../Inputs/division-bounds.c
// RUN: FileCheck %s < %t/generated.c
// RUN: env OMP_NUM_THREADS=2 %compare -o %t.omp -T --openmp -C -fopenmp -r -3 -r 0 -r 7 -r 64 \
// RUN:   %S/../Inputs/division-bounds.c
// CHECK:      const int n_div_2 = n / 2;
// CHECK:      for (int i_tile = 0; i_tile < n_div_2; i_tile += 4)
// CHECK:      const int n_mod_4 = n % 4;
// CHECK-NEXT: const int bound_div_2 = (n + 1) / 2;
// CHECK:      for (int i_tile = n - n_mod_4; i_tile < n; i_tile += 3)
// CHECK-NEXT:   for (int j_tile = 0; j_tile <= bound_div_2; j_tile += 5)
