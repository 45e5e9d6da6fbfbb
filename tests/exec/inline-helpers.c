// Inlined helpers (Inputs/inline-helpers.c) give what the original
// prints.  With --openmp the loop is printed from the IR (inlined calls)
// as a parallel loop, and the profile must say it ran transformed; plain
// --emit=c has no band to tile in it, so there the region is 'unchanged'.
// RUN: %compare -o %t --allow-unchanged -r 1 -r 13 -r 97 %S/../Inputs/inline-helpers.c
// RUN: env OMP_NUM_THREADS=2 %compare -o %t.omp -T --openmp -C -fopenmp -r 1 -r 37 \
// RUN:   %S/../Inputs/inline-helpers.c
