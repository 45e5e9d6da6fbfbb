// PolyBench 2mm (D := alpha*A*B*C + beta*D): the automatic pipeline tiles the
// i,j band of each of the two products and, with --openmp, runs the tile
// loops on 2 threads; the transformed program prints bit-identical arrays at
// sizes 1, primes, just below and just above the tile size (3 and 5 with
// tile size 4, 31 and 33 with the default 32) and an ordinary size (MINI).
// The k reductions stay innermost and in order.
//
// (a) sequential:
// RUN: %compare --polybench -o %t.a1 -DNI=1 -DNJ=1 -DNK=1 -DNL=1 %polybench/2mm/2mm.c
// RUN: %compare --polybench -o %t.a4 -T --tile-sizes=4,4,4 \
// RUN:   -DNI=5 -DNJ=3 -DNK=7 -DNL=13 %polybench/2mm/2mm.c
// RUN: FileCheck %s --check-prefix=TILE4 < %t.a4/generated.c
// RUN: %compare --polybench -o %t.amini -DMINI_DATASET %polybench/2mm/2mm.c
//
// (b) --openmp, 2 threads:
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b1 -T --openmp -C -fopenmp \
// RUN:   -T --tile-sizes=4,4,4 -DNI=1 -DNJ=1 -DNK=1 -DNL=1 %polybench/2mm/2mm.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b4 -T --openmp -C -fopenmp \
// RUN:   -T --tile-sizes=4,4,4 -DNI=13 -DNJ=5 -DNK=3 -DNL=7 %polybench/2mm/2mm.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b32 -T --openmp -C -fopenmp \
// RUN:   -DNI=33 -DNJ=31 -DNK=5 -DNL=33 %polybench/2mm/2mm.c
// RUN: FileCheck %s --check-prefix=OMP < %t.b32/generated.c

// The runs compared the transformed loops, not a copy of the original:
// TILE4-LABEL: static void kernel_2mm(
// TILE4:      for (int i_tile = 0; i_tile < ni; i_tile += 4)
// TILE4-NEXT:   for (int j_tile = 0; j_tile < nj; j_tile += 4)
// TILE4:      for (int i_tile2 = 0; i_tile2 < ni; i_tile2 += 4)
// TILE4-NEXT:   for (int j_tile2 = 0; j_tile2 < nl; j_tile2 += 4)
// OMP-LABEL: static void kernel_2mm(
// OMP:      #pragma omp parallel for
// OMP-NEXT: for (int i_tile = 0; i_tile < ni; i_tile += 32)
// OMP:      #pragma omp parallel for
// OMP-NEXT: for (int i_tile2 = 0; i_tile2 < ni; i_tile2 += 32)
