// PolyBench lu (in-place LU: triangular bounds, division by the pivot): the
// automatic pipeline tiles the j,k band of the U update (j from i to N-1, k
// below i) inside the i loop and, with --openmp, runs its j tiles on 2
// threads; the transformed program prints bit-identical arrays.  The bounds
// follow i, so one N gives every trip count up to N: N = 1; with tile size
// 4, N = 7 and 13 (below, at, just above and past the tile size); with the
// default 32, N = 31 and 33.  The MINI and SMALL sizes run in
// tests/exec/emit-c-lu.c.
//
// (a) sequential:
// RUN: %compare --polybench -o %t.a1 -DN=1 %polybench/lu/lu.c
// RUN: %compare --polybench -o %t.a2 -T --tile-sizes=4,4,4 -DN=7 \
// RUN:   %polybench/lu/lu.c
// RUN: FileCheck %s --check-prefix=TILE4 < %t.a2/generated.c
// RUN: %compare --polybench -o %t.a3 -DN=33 %polybench/lu/lu.c
//
// (b) --openmp, 2 threads:
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b1 -T --openmp \
// RUN:   -C -fopenmp -T --tile-sizes=4,4,4 -DN=1 %polybench/lu/lu.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b2 -T --openmp \
// RUN:   -C -fopenmp -T --tile-sizes=4,4,4 -DN=13 %polybench/lu/lu.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b3 -T --openmp \
// RUN:   -C -fopenmp -DN=31 %polybench/lu/lu.c
// RUN: FileCheck %s --check-prefix=OMP < %t.b3/generated.c

// The runs compared the transformed loops, not a copy of the original:
// TILE4-LABEL: static void kernel_lu(
// TILE4:      for (int j_tile = i; j_tile < n; j_tile += 4)
// TILE4-NEXT:   for (int k_tile = 0; k_tile < i; k_tile += 4)
// TILE4-NEXT:     for (j = j_tile; j < n && j < j_tile + 4; j++)
// TILE4-NEXT:       for (k = k_tile; k < i && k < k_tile + 4; k++)
// OMP-LABEL: static void kernel_lu(
// OMP:      #pragma omp parallel for private(j, k)
// OMP-NEXT: for (int j_tile = i; j_tile < n; j_tile += 32)
