// PolyBench syrk (C := alpha*A*A^T + beta*C on the lower triangle, j <= i):
// the automatic pipeline tiles the k,j band inside the i loop, the j tiles
// following the triangle, and with --openmp runs the i loop on 2 threads;
// the transformed program prints bit-identical arrays.  The triangle gives
// every j trip count from 1 to N.  Sizes: 1; with tile size 4, M (the k
// trip count) 5 and 13, N 3 and 7; with the default 32, M 31 and 33, N 33
// and 34.  The MINI and SMALL sizes run in tests/exec/emit-c-syrk.c.
//
// (a) sequential:
// RUN: %compare --polybench -o %t.a1 -DM=1 -DN=1 %polybench/syrk/syrk.c
// RUN: %compare --polybench -o %t.a2 -T --tile-sizes=4,4,4 -DM=5 -DN=7 \
// RUN:   %polybench/syrk/syrk.c
// RUN: FileCheck %s --check-prefix=TILE4 < %t.a2/generated.c
// RUN: %compare --polybench -o %t.a3 -DM=31 -DN=33 %polybench/syrk/syrk.c
//
// (b) --openmp, 2 threads:
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b1 -T --openmp \
// RUN:   -C -fopenmp -T --tile-sizes=4,4,4 -DM=1 -DN=1 %polybench/syrk/syrk.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b2 -T --openmp \
// RUN:   -C -fopenmp -T --tile-sizes=4,4,4 -DM=13 -DN=3 \
// RUN:   %polybench/syrk/syrk.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b3 -T --openmp \
// RUN:   -C -fopenmp -DM=33 -DN=34 %polybench/syrk/syrk.c
// RUN: FileCheck %s --check-prefix=OMP < %t.b3/generated.c

// The runs compared the transformed loops, not a copy of the original:
// TILE4-LABEL: static void kernel_syrk(
// TILE4:      for (int k_tile = 0; k_tile < m; k_tile += 4)
// TILE4-NEXT:   for (int j_tile = 0; j_tile <= i; j_tile += 4)
// TILE4-NEXT:     for (k = k_tile; k < m && k < k_tile + 4; k++)
// TILE4-NEXT:       for (j = j_tile; j <= i && j <= j_tile + 3; j++)
// OMP-LABEL: static void kernel_syrk(
// OMP:      #pragma omp parallel for private(j, k)
// OMP-NEXT: for (i = 0; i < n; i++) {
// OMP:        for (int k_tile = 0; k_tile < m; k_tile += 32)
