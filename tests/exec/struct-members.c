// Struct members in regions (Inputs/struct-members.c) print what the
// original prints at N = 1, 2, a prime and the arrays' size: tiled by
// --emit=c, strip-mined by a recipe, and with --openmp, where the
// matrix scaling (restrict data) runs in parallel, also for a matrix
// without rows and a null 'in' (the members are read only through a
// pointer that is set), and the two vector regions, whose struct arrays
// may be one, stay as written.
// RUN: %compare -o %t --allow-unchanged -r 1 -r 2 -r 37 -r 64 %S/../Inputs/struct-members.c
// RUN: printf 'stripmine i@28 8\nstripmine i@35 4\nstripmine i@42 4\n' > %t.recipe
// RUN: %compare -o %t.r -T --recipe=%t.recipe -r 1 -r 2 -r 37 -r 64 %S/../Inputs/struct-members.c
// RUN: env OMP_NUM_THREADS=2 %compare -o %t.omp -T --openmp -C -fopenmp \
// RUN:   --expect-regions transformed,transformed,unchanged,unchanged -r 1 -r 2 -r 37 -r 64 \
// RUN:   %S/../Inputs/struct-members.c
// RUN: FileCheck %s < %t.omp/generated.c
// CHECK:      float *const in_data = (in ? in->data : 0);
// CHECK-NEXT: tilec_profile_region(0,
// CHECK-NEXT: #pragma omp parallel for
