// The automatic pipeline on the lecture's host matmul (examples/matmul.c):
// the i,j band is tiled (32 by default, 4 with --tile-sizes) and, with
// --openmp, the tile loop runs on 2 OpenMP threads; the transformed program
// prints bit-identical results for widths 1, primes, just below, at and
// just above the tile size, and an ordinary width.
//
// (a) sequential, default tile size 32:
// RUN: %compare -o %t.seq -r 1 -r 2 -r 7 -r 13 -r 31 -r 32 -r 33 -r 64 -r 65 \
// RUN:   %examples/matmul.c
// RUN: FileCheck %s --check-prefix=SEQ < %t.seq/generated.c
// (a) sequential, tile size 4:
// RUN: %compare -o %t.seq4 -T --tile-sizes=4,4 -r 1 -r 3 -r 4 -r 5 -r 7 -r 13 \
// RUN:   -r 20 %examples/matmul.c
// (b) --openmp on 2 threads, default tile size and tile size 4:
// RUN: env OMP_NUM_THREADS=2 %compare -o %t.omp -T --openmp -C -fopenmp \
// RUN:   -r 1 -r 2 -r 7 -r 13 -r 31 -r 32 -r 33 -r 64 -r 65 %examples/matmul.c
// RUN: FileCheck %s --check-prefix=OMP < %t.omp/generated.c
// RUN: env OMP_NUM_THREADS=2 %compare -o %t.omp4 -T --openmp -C -fopenmp \
// RUN:   -T --tile-sizes=4,4 -r 1 -r 3 -r 4 -r 5 -r 7 -r 13 -r 20 %examples/matmul.c

// The runs above compared the tiled loops, not a copy of the original:
// SEQ-LABEL: void MatrixMulOnHost(
// SEQ:      for (int i_tile = 0; i_tile < Width; i_tile += 32)
// SEQ-NEXT:   for (int j_tile = 0; j_tile < Width; j_tile += 32)
// OMP-LABEL: void MatrixMulOnHost(
// OMP:      #pragma omp parallel for{{$}}
// OMP-NEXT: for (int i_tile = 0; i_tile < Width; i_tile += 32)
