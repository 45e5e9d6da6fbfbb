// PolyBench jacobi-2d (a time-stepped five-point stencil, A -> B -> A): the
// automatic pipeline tiles the i,j band of both sweeps inside the time loop
// and, with --openmp, runs the tile loops on 2 threads; the transformed
// program prints bit-identical arrays.  The sweeps run over 1..N-2, so N is
// chosen for the trip count: 1 (N = 3); with tile size 4, 3 (below), 5
// (just above) and 13 (prime, three tiles and one more); with the default
// 32, 31 and 33.  The MINI and SMALL sizes run in
// tests/exec/emit-c-jacobi-2d.c.
//
// (a) sequential:
// RUN: %compare --polybench -o %t.a1 -DTSTEPS=1 -DN=3 \
// RUN:   %polybench/jacobi-2d/jacobi-2d.c
// RUN: %compare --polybench -o %t.a2 -T --tile-sizes=4,4,4 -DTSTEPS=2 -DN=5 \
// RUN:   %polybench/jacobi-2d/jacobi-2d.c
// RUN: FileCheck %s --check-prefix=TILE4 < %t.a2/generated.c
// RUN: %compare --polybench -o %t.a3 -T --tile-sizes=4,4,4 -DTSTEPS=3 -DN=7 \
// RUN:   %polybench/jacobi-2d/jacobi-2d.c
// RUN: %compare --polybench -o %t.a4 -DTSTEPS=2 -DN=35 \
// RUN:   %polybench/jacobi-2d/jacobi-2d.c
//
// (b) --openmp, 2 threads:
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b1 -T --openmp \
// RUN:   -C -fopenmp -T --tile-sizes=4,4,4 -DTSTEPS=1 -DN=3 \
// RUN:   %polybench/jacobi-2d/jacobi-2d.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b2 -T --openmp \
// RUN:   -C -fopenmp -T --tile-sizes=4,4,4 -DTSTEPS=2 -DN=5 \
// RUN:   %polybench/jacobi-2d/jacobi-2d.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b3 -T --openmp \
// RUN:   -C -fopenmp -T --tile-sizes=4,4,4 -DTSTEPS=3 -DN=15 \
// RUN:   %polybench/jacobi-2d/jacobi-2d.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b4 -T --openmp \
// RUN:   -C -fopenmp -DTSTEPS=2 -DN=33 %polybench/jacobi-2d/jacobi-2d.c
// RUN: FileCheck %s --check-prefix=OMP < %t.b4/generated.c

// The runs compared the transformed loops, not a copy of the original:
// TILE4-LABEL: static void kernel_jacobi_2d(
// TILE4:      for (t = 0; t < tsteps; t++) {
// TILE4-NEXT:   for (int i_tile = 1; i_tile < n - 1; i_tile += 4)
// TILE4-NEXT:     for (int j_tile = 1; j_tile < n - 1; j_tile += 4)
// TILE4:        for (int i_tile2 = 1; i_tile2 < n - 1; i_tile2 += 4)
// TILE4-NEXT:     for (int j_tile2 = 1; j_tile2 < n - 1; j_tile2 += 4)
// OMP-LABEL: static void kernel_jacobi_2d(
// OMP:      for (t = 0; t < tsteps; t++) {
// OMP-NEXT:   #pragma omp parallel for private(i, j)
// OMP-NEXT:   for (int i_tile = 1; i_tile < n - 1; i_tile += 32)
// OMP:        #pragma omp parallel for private(i, j)
// OMP-NEXT:   for (int i_tile2 = 1; i_tile2 < n - 1; i_tile2 += 32)
