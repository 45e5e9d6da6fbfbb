// Loops over unsigned, size_t and uint32_t iterators
// (Inputs/unsigned-iterators.c) print what the original prints at N = 0,
// 1, 2, a prime and 64: strip-mined (tile loops over long iterators, also
// where the iterator runs up to UINT32_MAX - 1, so a tile step past it
// would wrap around in the iterator's type), unrolled counting down (the
// copies read i as (unsigned int)(i_unroll - 1), so 'i - 3u' wraps as in
// the source), and with --openmp every loop but rows' outer one parallel.
// RUN: printf 'stripmine i@19 8\nstripmine j@26 5\nunroll i@32 3\nstripmine i@38 8\n' > %t.recipe
// RUN: %compare -o %t -T --recipe=%t.recipe -r 0 -r 1 -r 2 -r 13 -r 64 %S/../Inputs/unsigned-iterators.c
// RUN: FileCheck %s < %t/generated.c
// RUN: env OMP_NUM_THREADS=2 %compare -o %t.omp -T --openmp -C -fopenmp -r 0 -r 1 -r 13 -r 64 \
// RUN:   %S/../Inputs/unsigned-iterators.c
// RUN: FileCheck %s --check-prefix=OMP < %t.omp/generated.c
// CHECK:      for (long i_tile = 0; i_tile < (long)n; i_tile += 8)
// CHECK-NEXT:   for (unsigned int i = i_tile; (long)i < (long)n && (long)i < i_tile + 8; i++)
// CHECK:      for (long i_unroll = (long)n; i_unroll > 0; i_unroll -= 3) {
// CHECK:        A[(unsigned int)(i_unroll - 1) - 1] = Y[(unsigned int)(i_unroll - 1) - 1] * (unsigned int)(i_unroll - 1) + (float)((unsigned int)(i_unroll - 1) - 3u);
// CHECK:      for (long i_tile = -(long)n + 4294967295; i_tile < 4294967295; i_tile += 8)
// CHECK-NEXT:   for (unsigned int i = i_tile; (long)i < 4294967295 && (long)i < i_tile + 8; i++)
// OMP-COUNT-4: #pragma omp parallel for
// OMP-NOT:     #pragma omp
