// Arrays declared in loop bodies (Inputs/local-arrays.c) print what the
// original prints at N = 1, 2, a prime and the arrays' size: with a recipe
// that strip-mines and tiles around them, unrolls loops that declare one
// (each copy gets its own array, t_1), unrolls loops inside the scope of
// one, and fuses two loops that each declare one; with another that
// unrolls the loops declaring 'tmp', 't' and initialised arrays; and with --openmp, where
// every loop 'i' is parallel, each thread with its own arrays.
// RUN: printf 'stripmine i@21 4\ntile i@33,j@34 3,5\nunroll k@46 3\nunroll k@43 3\nunroll i@56 2\nfuse i@68 i@74\nunroll k@88 3\nstripmine i@101 8\n' > %t.r1
// RUN: %compare -o %t -T --recipe=%t.r1 -r 1 -r 2 -r 13 -r 97 -r 128 %S/../Inputs/local-arrays.c
// RUN: FileCheck %s --check-prefix=FUSED < %t/generated.c
// RUN: printf 'unroll i@21 3\nunroll j@34 2\nunroll i@68 2\nunroll k@60 3\nunroll i@74 2\nunroll i@84 2\nunroll t@97 2\n' > %t.r2
// RUN: %compare -o %t2 -T --recipe=%t.r2 -r 1 -r 2 -r 13 -r 97 -r 128 %S/../Inputs/local-arrays.c
// RUN: FileCheck %s --check-prefix=UNROLLED < %t2/generated.c
// RUN: env OMP_NUM_THREADS=2 %compare -o %t.omp -T --openmp -C -fopenmp \
// RUN:   -r 1 -r 2 -r 13 -r 97 -r 128 %S/../Inputs/local-arrays.c
// RUN: FileCheck %s --check-prefix=OMP < %t.omp/generated.c
// FUSED-LABEL: void twice(int n) {
// FUSED:        for (int i = 0; i < n; i++) {
// FUSED-NEXT:     float t[2];
// FUSED:          float t_2[2];
// UNROLLED:      float tmp[8];
// UNROLLED:      float tmp_1[8];
// UNROLLED:      float tmp_2[8];
// OMP:      #pragma omp parallel for
// OMP-NEXT: for (int i = 0; i < n; i++) {
// OMP-NEXT:   float tmp[8];
