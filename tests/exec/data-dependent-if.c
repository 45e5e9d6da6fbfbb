// Ifs whose conditions read arrays or call functions
// (Inputs/data-dependent-if.c) give what the original prints at N = 1, 13
// and 97: the clamp nest is tiled and ran tiled; with --openmp the two
// parallel loops run in parallel; the conditional sums (reductions) run
// as written on every target.
// RUN: %compare -o %t --expect-regions unchanged,transformed,unchanged -r 1 -r 13 -r 97 \
// RUN:   %S/../Inputs/data-dependent-if.c
// RUN: env OMP_NUM_THREADS=2 %compare -o %t.omp -T --openmp -C -fopenmp \
// RUN:   --expect-regions transformed,transformed,unchanged -r 1 -r 37 %S/../Inputs/data-dependent-if.c
