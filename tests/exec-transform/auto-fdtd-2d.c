// PolyBench fdtd-2d (a time-stepped stencil on three fields): the automatic
// pipeline tiles the i,j band of the ey, ex and hz updates inside the time
// loop and, with --openmp, runs them and the boundary row on 2 threads; the
// transformed program prints bit-identical arrays.  The sweeps cover NX-1
// or NX rows by NY or NY-1 columns, so each size also gives its neighbour:
// trip counts 0 and 1; with tile size 4, 3 (below), 4, 5 (just above), 6,
// 13 and 14; with the default 32, 30 to 34.  The MINI and SMALL sizes run
// in tests/exec/emit-c-fdtd-2d.c.
//
// (a) sequential:
// RUN: %compare --polybench -o %t.a1 -DTMAX=1 -DNX=1 -DNY=1 \
// RUN:   %polybench/fdtd-2d/fdtd-2d.c
// RUN: %compare --polybench -o %t.a2 -T --tile-sizes=4,4,4 -DTMAX=2 -DNX=6 \
// RUN:   -DNY=4 %polybench/fdtd-2d/fdtd-2d.c
// RUN: FileCheck %s --check-prefix=TILE4 < %t.a2/generated.c
// RUN: %compare --polybench -o %t.a3 -DTMAX=2 -DNX=32 -DNY=34 \
// RUN:   %polybench/fdtd-2d/fdtd-2d.c
//
// (b) --openmp, 2 threads:
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b1 -T --openmp \
// RUN:   -C -fopenmp -T --tile-sizes=4,4,4 -DTMAX=1 -DNX=2 -DNY=2 \
// RUN:   %polybench/fdtd-2d/fdtd-2d.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b2 -T --openmp \
// RUN:   -C -fopenmp -T --tile-sizes=4,4,4 -DTMAX=3 -DNX=4 -DNY=14 \
// RUN:   %polybench/fdtd-2d/fdtd-2d.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b3 -T --openmp \
// RUN:   -C -fopenmp -DTMAX=2 -DNX=34 -DNY=31 %polybench/fdtd-2d/fdtd-2d.c
// RUN: FileCheck %s --check-prefix=OMP < %t.b3/generated.c

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
// OMP-NEXT:   #pragma omp parallel for{{$}}
// OMP-NEXT:   for (j = 0; j < ny; j++)
// OMP:        #pragma omp parallel for private(i, j)
// OMP-NEXT:   for (int i_tile = 1; i_tile < nx; i_tile += 32)
// OMP:        #pragma omp parallel for private(i, j)
// OMP-NEXT:   for (int i_tile2 = 0; i_tile2 < nx; i_tile2 += 32)
// OMP:        #pragma omp parallel for private(i, j)
// OMP-NEXT:   for (int i_tile3 = 0; i_tile3 < nx - 1; i_tile3 += 32)
