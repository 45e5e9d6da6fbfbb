// PolyBench covariance (column means, centring, then the upper triangle of
// data^T*data mirrored into the lower one): the automatic pipeline tiles the
// centring band and, with --openmp, runs the mean, centring and product
// loops on 2 threads; the transformed program prints bit-identical arrays at
// sizes 1 (N = 1 divides by zero: both print the same infinities and NaNs),
// primes, just below and just above the tile size (3 and 5 with tile size 4,
// 31 and 33 with the default 32) and an ordinary size (MINI: N = 32, one
// full tile).
//
// (a) sequential:
// RUN: %compare --polybench -o %t.a1 -DM=1 -DN=1 %polybench/covariance/covariance.c
// RUN: %compare --polybench -o %t.a4 -T --tile-sizes=4,4 -DM=5 -DN=3 \
// RUN:   %polybench/covariance/covariance.c
// RUN: FileCheck %s --check-prefix=TILE4 < %t.a4/generated.c
// RUN: %compare --polybench -o %t.amini -DMINI_DATASET %polybench/covariance/covariance.c
//
// (b) --openmp, 2 threads:
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b1 -T --openmp -C -fopenmp \
// RUN:   -T --tile-sizes=4,4 -DM=1 -DN=1 %polybench/covariance/covariance.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b4 -T --openmp -C -fopenmp \
// RUN:   -T --tile-sizes=4,4 -DM=7 -DN=13 %polybench/covariance/covariance.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b32 -T --openmp -C -fopenmp \
// RUN:   -DM=31 -DN=33 %polybench/covariance/covariance.c
// RUN: FileCheck %s --check-prefix=OMP < %t.b32/generated.c

// The runs compared the transformed loops, not a copy of the original:
// TILE4-LABEL: static void kernel_covariance(
// TILE4:      for (int i_tile = 0; i_tile < n; i_tile += 4)
// TILE4-NEXT:   for (int j_tile = 0; j_tile < m; j_tile += 4)
// OMP-LABEL: static void kernel_covariance(
// OMP:      #pragma omp parallel for
// OMP-NEXT: for (j = 0; j < m; j++) {
// OMP:      #pragma omp parallel for
// OMP-NEXT: for (int i_tile = 0; i_tile < n; i_tile += 32)
// OMP:      #pragma omp parallel for
// OMP-NEXT: for (i = 0; i < m; i++)
