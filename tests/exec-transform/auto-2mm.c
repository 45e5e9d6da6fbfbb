// PolyBench 2mm (D := alpha*A*B*C + beta*D): the automatic pipeline tiles the
// i,j band of each of the two products and, with --openmp, runs the tile
// loops on 2 threads; the transformed program prints bit-identical arrays
// (the k reductions stay innermost and in order).  Sizes: 1; with tile size
// 4, tiled trip counts 3 (below), 5 (just above) and 13 (prime, three tiles
// and one more); with the default 32, 31 and 33.  The MINI and SMALL sizes
// run in tests/exec/emit-c-2mm.c.
//
// (a) sequential:
// RUN: %compare --polybench -o %t.a1 -DNI=1 -DNJ=1 -DNK=1 -DNL=1 \
// RUN:   %polybench/2mm/2mm.c
// RUN: %compare --polybench -o %t.a2 -T --tile-sizes=4,4,4 -DNI=5 -DNJ=3 \
// RUN:   -DNK=7 -DNL=13 %polybench/2mm/2mm.c
// RUN: FileCheck %s --check-prefix=TILE4 < %t.a2/generated.c
// RUN: %compare --polybench -o %t.a3 -DNI=33 -DNJ=31 -DNK=5 -DNL=33 \
// RUN:   %polybench/2mm/2mm.c
//
// (b) --openmp, 2 threads:
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b1 -T --openmp \
// RUN:   -C -fopenmp -T --tile-sizes=4,4,4 -DNI=1 -DNJ=1 -DNK=1 -DNL=1 \
// RUN:   %polybench/2mm/2mm.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b2 -T --openmp \
// RUN:   -C -fopenmp -T --tile-sizes=4,4,4 -DNI=13 -DNJ=3 -DNK=7 -DNL=5 \
// RUN:   %polybench/2mm/2mm.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b3 -T --openmp \
// RUN:   -C -fopenmp -DNI=31 -DNJ=33 -DNK=5 -DNL=33 %polybench/2mm/2mm.c
// RUN: FileCheck %s --check-prefix=OMP < %t.b3/generated.c

// The runs compared the transformed loops, not a copy of the original:
// TILE4-LABEL: static void kernel_2mm(
// TILE4:      for (int i_tile = 0; i_tile < ni; i_tile += 4)
// TILE4-NEXT:   for (int j_tile = 0; j_tile < nj; j_tile += 4)
// TILE4:      for (int i_tile2 = 0; i_tile2 < ni; i_tile2 += 4)
// TILE4-NEXT:   for (int j_tile2 = 0; j_tile2 < nl; j_tile2 += 4)
// OMP-LABEL: static void kernel_2mm(
// OMP:      #pragma omp parallel for private(i, j, k)
// OMP-NEXT: for (int i_tile = 0; i_tile < ni; i_tile += 32)
// OMP:      #pragma omp parallel for private(i, j, k)
// OMP-NEXT: for (int i_tile2 = 0; i_tile2 < ni; i_tile2 += 32)
