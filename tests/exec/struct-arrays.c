// Members of the elements of arrays of structs (Inputs/struct-arrays.c)
// give what the original prints at N = 1, 2, a prime and the arrays'
// size: tiled by --emit=c, unrolled by a recipe, and with --openmp (the
// particles and the complex product in parallel, the complex product
// behind its run-time overlap check, which passes).
// RUN: %compare -o %t --allow-unchanged -r 1 -r 2 -r 29 -r 48 %S/../Inputs/struct-arrays.c
// RUN: printf 'unroll i@26 3\nunroll j@36 2\nunroll j@47 4\n' > %t.recipe
// RUN: %compare -o %t.r -T --recipe=%t.recipe -r 1 -r 2 -r 29 -r 48 %S/../Inputs/struct-arrays.c
// RUN: env OMP_NUM_THREADS=2 %compare -o %t.omp -T --openmp -C -fopenmp \
// RUN:   -r 1 -r 2 -r 29 -r 48 %S/../Inputs/struct-arrays.c
// RUN: FileCheck %s < %t.omp/generated.c
// CHECK-COUNT-3: #pragma omp parallel for
