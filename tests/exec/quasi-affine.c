// Regions with '/' and '%' by constants in subscripts and guards
// (Inputs/quasi-affine.c) print what the original prints at N = 1, 2, a
// prime and the arrays' size: strip-mined by a recipe (every region
// transformed), and with --openmp, where the stencil's 'i', the gather and
// the guarded 'evens' run as parallel loops and the two sequential regions
// stay as written.
// RUN: printf 'stripmine i 4\n' > %t.recipe
// RUN: %compare -o %t -T --recipe=%t.recipe -r 1 -r 2 -r 13 -r 97 -r 128 %S/../Inputs/quasi-affine.c
// RUN: env OMP_NUM_THREADS=2 %compare -o %t.omp -T --openmp -C -fopenmp \
// RUN:   --expect-regions transformed,transformed,unchanged,unchanged,transformed \
// RUN:   -r 1 -r 2 -r 13 -r 97 -r 128 %S/../Inputs/quasi-affine.c
// RUN: FileCheck %s < %t.omp/generated.c
// CHECK-COUNT-3: #pragma omp parallel for
// CHECK-NOT: #pragma omp
