// PolyBench gemm (C := alpha*A*B + beta*C): the automatic pipeline tiles the
// k,j band inside the i loop and, with --openmp, runs the i loop on 2
// threads; the transformed program prints bit-identical arrays (each C[i][j]
// still takes its k updates in order).  Sizes: 1; with tile size 4, tiled
// trip counts 3 (below), 5 (just above), 7 and 13 (primes, partial last
// tile); with the default 32, 30, 31 and 33.  The MINI and SMALL sizes run
// in tests/exec/emit-c-gemm.c.  PolyBench's data hide some elements:
// A[i][nk-1] is 0, so a lost last k cannot show at any size, and so are
// column nj-2 of B and its rows k that nj divides; the sizes keep the last
// element of a full tile visible.
//
// (a) sequential:
// RUN: %compare --polybench -o %t.a1 -DNI=1 -DNJ=1 -DNK=1 \
// RUN:   %polybench/gemm/gemm.c
// RUN: %compare --polybench -o %t.a2 -T --tile-sizes=4,4,4 -DNI=3 -DNJ=7 \
// RUN:   -DNK=5 %polybench/gemm/gemm.c
// RUN: FileCheck %s --check-prefix=TILE4 < %t.a2/generated.c
// RUN: %compare --polybench -o %t.a3 -DNI=13 -DNJ=33 -DNK=31 \
// RUN:   %polybench/gemm/gemm.c
//
// (b) --openmp, 2 threads:
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b1 -T --openmp \
// RUN:   -C -fopenmp -T --tile-sizes=4,4,4 -DNI=1 -DNJ=1 -DNK=1 \
// RUN:   %polybench/gemm/gemm.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b2 -T --openmp \
// RUN:   -C -fopenmp -T --tile-sizes=4,4,4 -DNI=5 -DNJ=13 -DNK=3 \
// RUN:   %polybench/gemm/gemm.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b3 -T --openmp \
// RUN:   -C -fopenmp -DNI=31 -DNJ=30 -DNK=33 %polybench/gemm/gemm.c
// RUN: FileCheck %s --check-prefix=OMP < %t.b3/generated.c

// The runs compared the transformed loops, not a copy of the original:
// TILE4-LABEL: static void kernel_gemm(
// TILE4:      for (int k_tile = 0; k_tile < nk; k_tile += 4)
// TILE4-NEXT:   for (int j_tile = 0; j_tile < nj; j_tile += 4)
// TILE4-NEXT:     for (k = k_tile; k < nk && k < k_tile + 4; k++)
// TILE4-NEXT:       for (j = j_tile; j < nj && j < j_tile + 4; j++)
// OMP-LABEL: static void kernel_gemm(
// OMP:      #pragma omp parallel for private(j, k)
// OMP-NEXT: for (i = 0; i < ni; i++) {
// OMP:        for (int k_tile = 0; k_tile < nk; k_tile += 32)
