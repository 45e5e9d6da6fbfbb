// Loop iterators read after the region no longer keep it from being
// transformed: after the transformed code each gets the value the original
// loops leave in it (one past the end, the start when its loop runs no
// iteration, its old value when an outer loop runs none), for steps of 1
// and 4, a loop counting down by 3, a loop nested in another, and bounds
// that are a min or a max.  The
// tiled program prints what the original prints, also when loops run no
// iteration; the region reports that its transformed code ran.  (The
// program is an Inputs file: the generated C carries its text.)
// RUN: %compare -o %t -T --function=fill -r '5 3' -r '0 4' -r '4 0' -r '37 29' -r '0 0' -r '64 64' -r '2 1' %S/Inputs/iterator-final-values.c
// RUN: FileCheck %s < %t/generated.c
// RUN: env OMP_NUM_THREADS=2 %compare -o %t.omp -T --function=fill -T --openmp -C -fopenmp -r '5 3' -r '0 4' -r '37 29' -r '0 0' %S/Inputs/iterator-final-values.c
// RUN: %tilec --function=fill --emit=opencl --remarks %S/Inputs/iterator-final-values.c -o %t.cl.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --check-prefix=CL < %t.cl.c
// Bounds that are a min or a max (i < n && i < m; k from max(n, 3) by 5),
// strip-mined by a recipe:
// RUN: %compare -o %t.mm -T --function=f -T --recipe=%S/Inputs/iterator-final-minmax.recipe -r '0 0' -r '1 9' -r '9 1' -r '5 7' -r '7 5' -r '3 3' -r '30 100' -r '64 64' -r '70 2' %S/Inputs/iterator-final-minmax.c
// RUN: FileCheck %s --check-prefix=MINMAX < %t.mm/generated.c
// MINMAX: {{^}}  i = 2 <= (n - 1 < m - 1 ? n - 1 : m - 1) ? (n - 1 < m - 1 ? n - 1 : m - 1) + 1 : 2;
// MINMAX-NEXT: {{^}}  k = (n > 3 ? n : 3) <= 59 ? (n > 3 ? n : 3) + 5 * ((59 - (n > 3 ? n : 3)) / 5 + 1) : n > 3 ? n : 3;
// With --split the region becomes a function of the .cu, which cannot set
// the caller's iterators: the region stays as written.
// RUN: %tilec --function=fill --split --remarks %S/Inputs/iterator-final-values.c -o %t.split.cu 2>&1 | FileCheck %s --check-prefix=SPLIT
// SPLIT: remark: no transformation of region 0: loop iterator 'i' is read after it, and with --split the region's function cannot set it
// CHECK:      for (int i_tile = 0; i_tile < n; i_tile += 32)
// CHECK:      i = 0 <= n - 1 ? n : 0;
// CHECK-NEXT: k = 1 <= m - 1 ? 1 + 4 * ((m - 2) / 4 + 1) : 1;
// CHECK-NEXT: d = 0 <= n - 1 ? n - 1 - 3 * ((n - 1) / 3 + 1) : n - 1;
// CHECK-NEXT: j = 0 <= n - 1 ? 0 <= m - 1 ? m : 0 : j;
// REMARK: remark: region 0: loop iterator 'i' is given its final value after the transformed code
// CL:      TILEC_CL_LAUNCH(
// CL:      i = 0 <= n - 1 ? n : 0;
