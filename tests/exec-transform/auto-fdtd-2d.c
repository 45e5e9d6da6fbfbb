// PolyBench fdtd-2d (a time-stepped stencil on three fields): the automatic
// pipeline tiles the i,j band of the ey, ex and hz updates inside the time
// loop and, with --openmp, runs them and the boundary row on 2 threads; the
// transformed program prints bit-identical arrays.  The three sweeps run
// over NX-1 or NX by NY or NY-1 points, so each size pair also tests its
// neighbours: 1 and 2, primes, just below, at and just above the tile size
// (3, 4, 5 with tile size 4; 31, 32, 33 with the default 32) and an ordinary
// size (MINI).
//
// (a) sequential:
// RUN: %compare --polybench -o %t.a1 -DTMAX=1 -DNX=1 -DNY=1 %polybench/fdtd-2d/fdtd-2d.c
// RUN: %compare --polybench -o %t.a4 -T --tile-sizes=4,4 -DTMAX=2 -DNX=5 -DNY=4 \
// RUN:   %polybench/fdtd-2d/fdtd-2d.c
// RUN: FileCheck %s --check-prefix=TILE4 < %t.a4/generated.c
// RUN: %compare --polybench -o %t.amini -DMINI_DATASET %polybench/fdtd-2d/fdtd-2d.c
//
// (b) --openmp, 2 threads:
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b1 -T --openmp -C -fopenmp \
// RUN:   -T --tile-sizes=4,4 -DTMAX=1 -DNX=2 -DNY=2 %polybench/fdtd-2d/fdtd-2d.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b4 -T --openmp -C -fopenmp \
// RUN:   -T --tile-sizes=4,4 -DTMAX=3 -DNX=8 -DNY=14 %polybench/fdtd-2d/fdtd-2d.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b32 -T --openmp -C -fopenmp \
// RUN:   -DTMAX=2 -DNX=33 -DNY=32 %polybench/fdtd-2d/fdtd-2d.c
// RUN: FileCheck %s --check-prefix=OMP < %t.b32/generated.c

// The runs compared the transformed loops, not a copy of the original:
// TILE4-LABEL: static void kernel_fdtd_2d(
// TILE4:      for (t = 0; t < tmax; t++) {
// TILE4:        for (int i_tile = 1; i_tile < nx; i_tile += 4)
// TILE4-NEXT:     for (int j_tile = 0; j_tile < ny; j_tile += 4)
// TILE4:        for (int i_tile2 = 0; i_tile2 < nx; i_tile2 += 4)
// TILE4-NEXT:     for (int j_tile2 = 1; j_tile2 < ny; j_tile2 += 4)
// TILE4:        for (int i_tile3 = 0; i_tile3 < nx - 1; i_tile3 += 4)
// TILE4-NEXT:     for (int j_tile3 = 0; j_tile3 < ny - 1; j_tile3 += 4)
// OMP-LABEL: static void kernel_fdtd_2d(
// OMP:      for (t = 0; t < tmax; t++) {
// OMP-NEXT:   #pragma omp parallel for
// OMP-NEXT:   for (j = 0; j < ny; j++)
// OMP:        #pragma omp parallel for
// OMP-NEXT:   for (int i_tile = 1; i_tile < nx; i_tile += 32)
// OMP:        #pragma omp parallel for
// OMP-NEXT:   for (int i_tile2 = 0; i_tile2 < nx; i_tile2 += 32)
// OMP:        #pragma omp parallel for
// OMP-NEXT:   for (int i_tile3 = 0; i_tile3 < nx - 1; i_tile3 += 32)
