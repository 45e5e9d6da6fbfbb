// PolyBench lu (in-place LU: triangular bounds, division by the pivot): the
// automatic pipeline tiles the j,k band of the U update (j from i to N-1, k
// below i) inside the i loop and, with --openmp, runs its j tiles on 2
// threads; the transformed program prints bit-identical arrays.  The bounds
// follow i, so N = 7 with tile size 4 and N = 33 with the default 32 give
// every trip count up to N (below, at and just above the tile size); also
// N = 1, the prime 13 and an ordinary size (MINI, N = 40).
//
// (a) sequential:
// RUN: %compare --polybench -o %t.a1 -DN=1 %polybench/lu/lu.c
// RUN: %compare --polybench -o %t.a7 -T --tile-sizes=4,4 -DN=7 %polybench/lu/lu.c
// RUN: FileCheck %s --check-prefix=TILE4 < %t.a7/generated.c
// RUN: %compare --polybench -o %t.amini -DMINI_DATASET %polybench/lu/lu.c
//
// (b) --openmp, 2 threads:
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b1 -T --openmp -C -fopenmp \
// RUN:   -T --tile-sizes=4,4 -DN=1 %polybench/lu/lu.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b13 -T --openmp -C -fopenmp \
// RUN:   -T --tile-sizes=4,4 -DN=13 %polybench/lu/lu.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b33 -T --openmp -C -fopenmp \
// RUN:   -DN=33 %polybench/lu/lu.c
// RUN: FileCheck %s --check-prefix=OMP < %t.b33/generated.c

// The runs compared the transformed loops, not a copy of the original:
// TILE4-LABEL: static void kernel_lu(
// TILE4:      for (int j_tile = i; j_tile < n; j_tile += 4)
// TILE4-NEXT:   for (int k_tile = 0; k_tile < i; k_tile += 4)
// TILE4-NEXT:     for (j = j_tile; j < n && j < j_tile + 4; j++)
// TILE4-NEXT:       for (k = k_tile; k < i && k < k_tile + 4; k++)
// OMP-LABEL: static void kernel_lu(
// OMP:      #pragma omp parallel for
// OMP-NEXT: for (int j_tile = i; j_tile < n; j_tile += 32)
