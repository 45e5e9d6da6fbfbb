// PolyBench mvt (x1 += A*y_1, x2 += A^T*y_2): the automatic pipeline tiles
// the i,j band of both products and, with --openmp, runs the tile loops on 2
// threads; the transformed program prints bit-identical arrays (for each
// x1[i] the j tiles run in order).  Sizes: N = 1; with tile size 4, N = 3
// (below), 5 (just above) and 13 (prime, three tiles and one more); with
// the default 32, N = 31 and 33.  The MINI and SMALL sizes run in
// tests/exec/emit-c-mvt.c.
//
// (a) sequential:
// RUN: %compare --polybench -o %t.a1 -DN=1 %polybench/mvt/mvt.c
// RUN: %compare --polybench -o %t.a2 -T --tile-sizes=4,4,4 -DN=3 \
// RUN:   %polybench/mvt/mvt.c
// RUN: FileCheck %s --check-prefix=TILE4 < %t.a2/generated.c
// RUN: %compare --polybench -o %t.a3 -T --tile-sizes=4,4,4 -DN=5 \
// RUN:   %polybench/mvt/mvt.c
// RUN: %compare --polybench -o %t.a4 -DN=33 %polybench/mvt/mvt.c
//
// (b) --openmp, 2 threads:
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b1 -T --openmp \
// RUN:   -C -fopenmp -T --tile-sizes=4,4,4 -DN=1 %polybench/mvt/mvt.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b2 -T --openmp \
// RUN:   -C -fopenmp -T --tile-sizes=4,4,4 -DN=3 %polybench/mvt/mvt.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b3 -T --openmp \
// RUN:   -C -fopenmp -T --tile-sizes=4,4,4 -DN=13 %polybench/mvt/mvt.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b4 -T --openmp \
// RUN:   -C -fopenmp -DN=31 %polybench/mvt/mvt.c
// RUN: FileCheck %s --check-prefix=OMP < %t.b4/generated.c

// The runs compared the transformed loops, not a copy of the original:
// TILE4-LABEL: static void kernel_mvt(
// TILE4:      for (int i_tile = 0; i_tile < n; i_tile += 4)
// TILE4-NEXT:   for (int j_tile = 0; j_tile < n; j_tile += 4)
// TILE4:      for (int i_tile2 = 0; i_tile2 < n; i_tile2 += 4)
// TILE4-NEXT:   for (int j_tile2 = 0; j_tile2 < n; j_tile2 += 4)
// OMP-LABEL: static void kernel_mvt(
// OMP:      #pragma omp parallel for private(i, j)
// OMP-NEXT: for (int i_tile = 0; i_tile < n; i_tile += 32)
// OMP:      #pragma omp parallel for private(i, j)
// OMP-NEXT: for (int i_tile2 = 0; i_tile2 < n; i_tile2 += 32)
