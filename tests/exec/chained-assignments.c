// Chained and compound assignments (Inputs/chained-assignments.c) run
// tiled and print what the original prints at N = 1, 13 and 97, plain and
// with OpenMP.
// RUN: %compare -o %t -r 1 -r 13 -r 97 %S/../Inputs/chained-assignments.c
// RUN: env OMP_NUM_THREADS=2 %compare -o %t.omp -T --openmp -C -fopenmp -r 37 \
// RUN:   %S/../Inputs/chained-assignments.c
