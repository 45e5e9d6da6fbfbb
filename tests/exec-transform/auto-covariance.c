// PolyBench covariance (column means, centring, then the upper triangle of
// data^T*data mirrored into the lower one): the automatic pipeline tiles the
// centring band and, with --openmp, runs the mean, centring and product
// loops on 2 threads; the transformed program prints bit-identical arrays.
// Sizes: 1 (N = 1 divides by zero: both print the same infinities and
// NaNs); with tile size 4, 3 (below), 5 (just above) and 13 (prime); with
// the default 32, 31 and 33.  The MINI and SMALL sizes run in
// tests/exec/emit-c-covariance.c.
//
// (a) sequential:
// RUN: %compare --polybench -o %t.a1 -DM=1 -DN=1 \
// RUN:   %polybench/covariance/covariance.c
// RUN: %compare --polybench -o %t.a2 -T --tile-sizes=4,4,4 -DM=3 -DN=5 \
// RUN:   %polybench/covariance/covariance.c
// RUN: FileCheck %s --check-prefix=TILE4 < %t.a2/generated.c
// RUN: %compare --polybench -o %t.a3 -DM=33 -DN=31 \
// RUN:   %polybench/covariance/covariance.c
//
// (b) --openmp, 2 threads:
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b1 -T --openmp \
// RUN:   -C -fopenmp -T --tile-sizes=4,4,4 -DM=1 -DN=1 \
// RUN:   %polybench/covariance/covariance.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b2 -T --openmp \
// RUN:   -C -fopenmp -T --tile-sizes=4,4,4 -DM=13 -DN=3 \
// RUN:   %polybench/covariance/covariance.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b3 -T --openmp \
// RUN:   -C -fopenmp -DM=31 -DN=33 %polybench/covariance/covariance.c
// RUN: FileCheck %s --check-prefix=OMP < %t.b3/generated.c

// The runs compared the transformed loops, not a copy of the original:
// TILE4-LABEL: static void kernel_covariance(
// TILE4:      for (int i_tile = 0; i_tile < n; i_tile += 4)
// TILE4-NEXT:   for (int j_tile = 0; j_tile < m; j_tile += 4)
// OMP-LABEL: static void kernel_covariance(
// OMP:      #pragma omp parallel for private(i)
// OMP-NEXT: for (j = 0; j < m; j++) {
// OMP:      #pragma omp parallel for private(i, j)
// OMP-NEXT: for (int i_tile = 0; i_tile < n; i_tile += 32)
// OMP:      #pragma omp parallel for private(j, k)
// OMP-NEXT: for (i = 0; i < m; i++)
