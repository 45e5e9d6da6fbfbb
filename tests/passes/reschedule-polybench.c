// PolyBench/C 4.2.1's in-place stencil seidel-2d has no parallel loop as
// written; the GPU pipeline reschedules it into a wavefront: a host loop
// 'c' over the skewed time-space diagonals (c = 4t + 2i + j), with 't' and
// 'i' of each diagonal parallel, the bounds rounding down with floor
// divisions that C's '/' would get wrong for negative values.  The
// wavefront pass then tiles 'c', 't', 'i' (tests/passes/wavefront.c): a
// launch per wavefront of tiles, 39 at MINI instead of 188.  lu,
// rescheduled by a recipe, gets the pivot loop 'c' outermost (its 'j' in
// S0, its 'k' in S1 and S2) around rows 'i' that are all parallel.  Both
// match the CPU on PoCL.
// REQUIRES: polybench-dist
// RUN: %tilec -I %pbdist/utilities --emit=opencl --remarks --print-after=reschedule %pbdist/stencils/seidel-2d/seidel-2d.c -o %t.seidel.c 2>&1 | FileCheck %s --check-prefix=SEIDEL
// SEIDEL:      seidel-2d.c:68:3: remark: rescheduled loop nest 't' (line 68) with isl's scheduler ('t' carries flow dependence A[i][j] -> A[i][j] (S0, line 71 -> S0, line 71) with distance (1, 0, 0)): 1 loop nest, parallel loops 't', 'i'
// SEIDEL:      for (int c = 3; c <= 4 * tsteps + 3 * n - 10; c += 1) {  // line 68
// SEIDEL-NEXT:   for (int t = max(0, -n + (n + c + 1 - ((n + c + 1) % 4 + 4) % 4) / 4 + 2); t <= min(tsteps - 1, (c + 1) / 4 - 1); t += 1) {  // line 68
// SEIDEL-NEXT:     for (int i = max(1, -n - 2 * t + (n + c + 1) / 2 + 1); i <= min(n - 2, -2 * t + (c + 1) / 2 - 1); i += 1) {  // line 69
// SEIDEL-NEXT:       S0: A[i][c - 4 * t - 2 * i] = (A[i - 1][c - 4 * t - 2 * i - 1]
// SEIDEL:      remark: tiled loops 'c', 't', 'i' in tiles of 8 x 16 x 16 iterations that run in wavefronts 'c_wave'
// SEIDEL:      remark: loop 'c_wave' stays on the host around the kernels: it runs the wavefronts of tiles in order
// SEIDEL:      remark: kernel 'kernel_seidel_2d_kernel0': a block of 16 x 16 threads per tile runs loop 'c' (line 68), a barrier after each iteration; its parallel loops mapped to threads: 't' -> x, 'i_skew' -> y
// RUN: %opencl-compare --kernels-ran 39 --polybench -DMINI_DATASET -o %t.ocl-seidel %pbdist/stencils/seidel-2d/seidel-2d.c | FileCheck %s --check-prefix=RUN-SEIDEL
// RUN-SEIDEL: ok: run 1 (arguments: none): 1 kernels, 39 launched; 1 region run: 1 transformed
//
// RUN: printf 'reschedule i@90\n' > %t.lu.recipe
// RUN: %tilec -I %pbdist/utilities --emit=opencl --recipe=%t.lu.recipe --print-after=reschedule %pbdist/linear-algebra/solvers/lu/lu.c -o %t.lu.c 2>&1 | FileCheck %s --check-prefix=LU
// LU:      for (int c = 0; c <= n - 2; c += 1) {          // line 90
// LU-NEXT:   for (int i = c + 1; i <= n - 1; i += 1) {    // line 90
// LU-NEXT:     S0: A[i][c] /= A[c][c];                    // line 95
// LU-NEXT:     for (int j = c + 1; j <= i - 1; j += 1) {  // line 91
// LU-NEXT:       S1: A[i][j] -= A[i][c] * A[c][j];        // line 93
// LU-NEXT:     }
// LU-NEXT:     for (int j2 = i; j2 <= n - 1; j2 += 1) {   // line 97
// LU-NEXT:       S2: A[i][j2] -= A[i][c] * A[c][j2];      // line 99
// (lu's header prints two decimals: a copy that prints every digit, as
// polybench-check.sh makes it, compares to 1e-10.)
// RUN: rm -rf %t.lu && mkdir -p %t.lu && cp %pbdist/linear-algebra/solvers/lu/lu.c %pbdist/linear-algebra/solvers/lu/lu.h %t.lu/
// RUN: sed -i 's/"%%0\.2lf "/"%%.17g "/' %t.lu/lu.h
// RUN: %opencl-compare --kernels-ran 39 --polybench -DMINI_DATASET -I %pbdist/utilities -T --recipe=%t.lu.recipe -o %t.ocl-lu %t.lu/lu.c | FileCheck %s --check-prefix=RUN-LU
// RUN-LU: ok: run 1 (arguments: none): 1 kernels, 39 launched; 1 region run: 1 transformed
//
// symm's 'i' carries the updates of C[k][j] (k < i) and would launch its
// 'j' kernel from the host M times; isl's schedule, with temp2's
// dependences as live ranges (each (c, j) keeps its own: no other order
// of the whole statements has a parallel loop), runs one element C[c][j]
// per (c, j): the sum over the rows above, then the updates from the
// rows below, both fully parallel, so the pipeline keeps it: one kernel
// around both, launched once instead of M times.
// RUN: %tilec -I %pbdist/utilities --emit=opencl --remarks --print-after=reschedule %pbdist/linear-algebra/blas/symm/symm.c -o %t.symm.c 2>&1 | FileCheck %s --check-prefix=SYMM
// SYMM:      symm.c:93:4: remark: rescheduled loop nest 'i' (line 93) with isl's scheduler ('i' would launch kernels from the host: it carries flow dependence C[k][j] -> C[k][j] (S1, line 98 -> S1, line 98) with distance (1, 0, 0)): 1 loop nest, parallel loops 'c', 'j'
// SYMM:      for (int c = 0; c <= m - 1; c += 1) {  // line 93
// SYMM-NEXT:   for (int j = 0; j <= n - 1; j += 1) {  // line 94
// SYMM-NEXT:     S0: temp2 = 0;
// SYMM-NEXT:     for (int k = 0; k <= c - 1; k += 1) {  // line 97
// SYMM-NEXT:       S1: temp2 += B[k][j] * A[c][k];
// SYMM-NEXT:     }
// SYMM-NEXT:     S2: C[c][j] = beta * C[c][j] + alpha * B[c][j] * A[c][c] + alpha * temp2;
// SYMM-NEXT:     for (int i = c + 1; i <= m - 1; i += 1) {  // line 93
// SYMM-NEXT:       S3: C[c][j] += alpha * B[i][j] * A[i][c];  // line 98
// RUN: rm -rf %t.symm && mkdir -p %t.symm && cp %pbdist/linear-algebra/blas/symm/symm.c %pbdist/linear-algebra/blas/symm/symm.h %t.symm/
// RUN: sed -i 's/"%%0\.2lf "/"%%.17g "/' %t.symm/symm.h
// RUN: %opencl-compare --kernels-ran 1 --polybench -DMINI_DATASET -I %pbdist/utilities -o %t.ocl-symm %t.symm/symm.c | FileCheck %s --check-prefix=RUN-SYMM
// RUN-SYMM: ok: run 1 (arguments: none): 1 kernels, 1 launched; 1 region run: 1 transformed
//
// floyd-warshall's step k updates every path through k, reading row k
// and column k, which the same step updates: no order of the whole
// statement has more than a wavefront inside k.  Split at i = k and
// j = k (where those dependences start and end), its nine pieces are
// scheduled apart: the parts of step k before row and column k, the row
// and the column, then the rest, each a parallel loop nest (the point
// (k, k) alone).  Replay gives the same code; on the OpenCL device it
// matches the CPU (9 kernels; at MINI, 530 launches: every step launches
// the nonempty ones).
// RUN: %tilec -I %pbdist/utilities --emit=opencl --remarks --print-after=reschedule --save-recipe=%t.fw.recipe %pbdist/medley/floyd-warshall/floyd-warshall.c -o %t.fw.c 2>&1 | FileCheck %s --check-prefix=FLOYD
// RUN: %tilec -I %pbdist/utilities --emit=opencl --recipe=%t.fw.recipe %pbdist/medley/floyd-warshall/floyd-warshall.c -o %t.fw2.c
// RUN: cmp %t.fw.c %t.fw2.c
// RUN: %opencl-compare --kernels-ran 530 --polybench -DMINI_DATASET -I %pbdist/utilities -o %t.ocl-fw %pbdist/medley/floyd-warshall/floyd-warshall.c | FileCheck %s --check-prefix=RUN-FLOYD
// FLOYD:      floyd-warshall.c:70:3: remark: rescheduled loop nest 'k' (line 70) with isl's scheduler ('k' carries flow dependence path[i][j] -> path[i][j] (S0, line 74 -> S0, line 74) with distance (1, 0, 0)), its statements split at 'j = k' and 'i = k': 1 loop nest, parallel loops 'j', 'i', 'i2', 'i3', 'i4', 'j2', 'i5', 'i6'
// FLOYD:      for (int c = 0; c <= n - 1; c += 1) {  // line 70
// FLOYD-NEXT:   for (int j = 0; j <= c - 1; j += 1) {  // line 73
// FLOYD-NEXT:     for (int i = 0; i <= c - 1; i += 1) {  // line 72
// FLOYD-NEXT:       S0: path[i][j] = path[i][j] < path[i][c] + path[c][j] ? path[i][j] : path[i][c] + path[c][j];
// FLOYD-NEXT:     }
// FLOYD-NEXT:     S1: path[c][j] = path[c][j] < path[c][c] + path[c][j] ? path[c][j] : path[c][c] + path[c][j];
// FLOYD:        S4: path[c][c] = path[c][c] < path[c][c] + path[c][c] ? path[c][c] : path[c][c] + path[c][c];
// FLOYD:        for (int j2 = c + 1; j2 <= n - 1; j2 += 1) {  // line 73
// FLOYD:            S8: path[i6][j2] = path[i6][j2] < path[i6][c] + path[c][j2] ? path[i6][j2] : path[i6][c] + path[c][j2];
// FLOYD:      remark: kernel 'kernel_floyd_warshall_kernel8': parallel loops mapped to blocks and threads: 'j2' -> x, 'i6' -> y
// RUN-FLOYD: ok: run 1 (arguments: none): 9 kernels, 530 launched; 1 region run: 1 transformed
