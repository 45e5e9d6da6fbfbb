// PolyBench gemm (C := alpha*A*B + beta*C): the automatic pipeline tiles the
// k,j band inside the i loop and, with --openmp, runs the i loop on 2
// threads; the transformed program prints bit-identical arrays at sizes 1,
// primes, just below and just above the tile size (3 and 5 with tile size 4,
// 31 and 33 with the default 32) and an ordinary size (MINI).  Each element
// C[i][j] still takes its k updates in order, so no tolerance is needed.
//
// (a) sequential:
// RUN: %compare --polybench -o %t.a1 -DNI=1 -DNJ=1 -DNK=1 %polybench/gemm/gemm.c
// RUN: %compare --polybench -o %t.a4 -T --tile-sizes=4,4,4 \
// RUN:   -DNI=3 -DNJ=5 -DNK=7 %polybench/gemm/gemm.c
// RUN: FileCheck %s --check-prefix=TILE4 < %t.a4/generated.c
// RUN: %compare --polybench -o %t.amini -DMINI_DATASET %polybench/gemm/gemm.c
//
// (b) --openmp, 2 threads:
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b1 -T --openmp -C -fopenmp \
// RUN:   -T --tile-sizes=4,4,4 -DNI=1 -DNJ=1 -DNK=1 %polybench/gemm/gemm.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b4 -T --openmp -C -fopenmp \
// RUN:   -T --tile-sizes=4,4,4 -DNI=5 -DNJ=3 -DNK=13 %polybench/gemm/gemm.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b32 -T --openmp -C -fopenmp \
// RUN:   -DNI=33 -DNJ=31 -DNK=33 %polybench/gemm/gemm.c
// RUN: FileCheck %s --check-prefix=OMP < %t.b32/generated.c

// The runs compared the transformed loops, not a copy of the original:
// TILE4-LABEL: static void kernel_gemm(
// TILE4:      for (int k_tile = 0; k_tile < nk; k_tile += 4)
// TILE4-NEXT:   for (int j_tile = 0; j_tile < nj; j_tile += 4)
// TILE4-NEXT:     for (k = k_tile; k < nk && k < k_tile + 4; k++)
// TILE4-NEXT:       for (j = j_tile; j < nj && j < j_tile + 4; j++)
// OMP-LABEL: static void kernel_gemm(
// OMP:      #pragma omp parallel for
// OMP-NEXT: for (i = 0; i < ni; i++) {
// OMP:        for (int k_tile = 0; k_tile < nk; k_tile += 32)
