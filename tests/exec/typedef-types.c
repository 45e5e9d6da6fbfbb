// Regions spelled with typedef'd types (Inputs/typedef-types.c) print what
// the original prints, at N = 1, a prime and a non-multiple of the tile
// size: the 2-D nest of 'rows' (typedef'd array type, long and int
// iterators) is tiled and ran tiled; the 1-D loops have nothing to tile
// under --emit=c, and with --openmp all three run as parallel loops.
// RUN: %compare -o %t --expect-regions unchanged,transformed,unchanged -r 1 -r 13 -r 97 \
// RUN:   %S/../Inputs/typedef-types.c
// RUN: env OMP_NUM_THREADS=2 %compare -o %t.omp -T --openmp -C -fopenmp -r 37 \
// RUN:   %S/../Inputs/typedef-types.c
// RUN: %tilec --emit=c --openmp %S/../Inputs/typedef-types.c -o - | FileCheck %s
// CHECK-COUNT-3: #pragma omp parallel for
