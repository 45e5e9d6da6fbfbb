// PolyBench mvt (x1 += A*y_1, x2 += A^T*y_2): the automatic pipeline tiles
// the i,j band of both products and, with --openmp, runs the tile loops on 2
// threads; the transformed program prints bit-identical arrays at N = 1,
// primes, just below and just above the tile size (3 and 5 with tile size 4,
// 31 with the default 32; 13 is three tiles of 4 and one more element) and
// an ordinary size (MINI, N = 40).  For each x1[i] the j updates keep their
// order (the j tile loop runs in order inside the i tile), so the sums are
// exact.
//
// (a) sequential:
// RUN: %compare --polybench -o %t.a1 -DN=1 %polybench/mvt/mvt.c
// RUN: %compare --polybench -o %t.a3 -T --tile-sizes=4,4 -DN=3 %polybench/mvt/mvt.c
// RUN: %compare --polybench -o %t.a5 -T --tile-sizes=4,4 -DN=5 %polybench/mvt/mvt.c
// RUN: FileCheck %s --check-prefix=TILE4 < %t.a5/generated.c
// RUN: %compare --polybench -o %t.amini -DMINI_DATASET %polybench/mvt/mvt.c
//
// (b) --openmp, 2 threads:
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b1 -T --openmp -C -fopenmp \
// RUN:   -T --tile-sizes=4,4 -DN=1 %polybench/mvt/mvt.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b13 -T --openmp -C -fopenmp \
// RUN:   -T --tile-sizes=4,4 -DN=13 %polybench/mvt/mvt.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b31 -T --openmp -C -fopenmp \
// RUN:   -DN=31 %polybench/mvt/mvt.c
// RUN: FileCheck %s --check-prefix=OMP < %t.b31/generated.c

// The runs compared the transformed loops, not a copy of the original:
// TILE4-LABEL: static void kernel_mvt(
// TILE4:      for (int i_tile = 0; i_tile < n; i_tile += 4)
// TILE4-NEXT:   for (int j_tile = 0; j_tile < n; j_tile += 4)
// TILE4:      for (int i_tile2 = 0; i_tile2 < n; i_tile2 += 4)
// TILE4-NEXT:   for (int j_tile2 = 0; j_tile2 < n; j_tile2 += 4)
// OMP-LABEL: static void kernel_mvt(
// OMP:      #pragma omp parallel for
// OMP-NEXT: for (int i_tile = 0; i_tile < n; i_tile += 32)
// OMP:      #pragma omp parallel for
// OMP-NEXT: for (int i_tile2 = 0; i_tile2 < n; i_tile2 += 32)
