// PolyBench atax (y := A^T*(A*x)): its i loop carries two inner loops, so
// the automatic pipeline finds no band to tile; with --openmp only the
// initialisation of y is parallel (so sequentially the region reports
// that it ran unchanged).  The program still prints bit-identical
// arrays, sequential and on 2 threads, at sizes 1, primes, around tile size
// 4 (3, 5, 7, 13) and 32 (31, 33).  The MINI and SMALL sizes run in
// tests/exec/emit-c-atax.c.
//
// (a) sequential:
// RUN: %compare --polybench --allow-unchanged -o %t.a1 -DM=1 -DN=1 %polybench/atax/atax.c
// RUN: %compare --polybench --allow-unchanged -o %t.a2 -T --tile-sizes=4,4,4 -DM=3 -DN=5 \
// RUN:   %polybench/atax/atax.c
// RUN: FileCheck %s --check-prefix=SEQ < %t.a2/generated.c
// RUN: %compare --polybench --allow-unchanged -o %t.a3 -DM=33 -DN=31 %polybench/atax/atax.c
//
// (b) --openmp, 2 threads:
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b1 -T --openmp \
// RUN:   -C -fopenmp -T --tile-sizes=4,4,4 -DM=1 -DN=1 %polybench/atax/atax.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b2 -T --openmp \
// RUN:   -C -fopenmp -T --tile-sizes=4,4,4 -DM=7 -DN=13 \
// RUN:   %polybench/atax/atax.c
// RUN: env OMP_NUM_THREADS=2 %compare --polybench -o %t.b3 -T --openmp \
// RUN:   -C -fopenmp -DM=31 -DN=33 %polybench/atax/atax.c
// RUN: FileCheck %s --check-prefix=OMP < %t.b3/generated.c

// SEQ-LABEL: static void kernel_atax(
// SEQ-NOT:   _tile
// SEQ:       #pragma endscop
// OMP-LABEL: static void kernel_atax(
// OMP:      #pragma omp parallel for{{$}}
// OMP-NEXT: for (i = 0; i < n; i++)
// OMP-NEXT:   y[i] = 0;
// OMP-NEXT: for (i = 0; i < m; i++) {
