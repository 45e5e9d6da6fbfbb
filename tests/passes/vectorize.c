// The vectorize pass: after pipeline (and mma), the asynchronous fills of
// a product's tiles copy 16 bytes (two doubles) per cp.async, the count
// of elements read from the border test's upper bound on the row's
// subscript (the hardware writes the zeros past it); the loops count
// from 0 with a constant trip count (unrolled).  Refused per tile where
// an address may not be a multiple of 16 bytes (rows of 101 doubles,
// columns from 1, steps from the diagonal), and on OpenCL and before
// sm_80.  Several upper bounds: the count is their least (min).  The CUDA compiles for sm_90 (cp.async.cg with a
// source size) and sm_75 (element copies), with a macro N defined
// (PolyBench defines N: the runtime's templates must not use the name).
// gpu-check runs the program.
// REQUIRES: nvcc
//
// With more than two buffers (the FFMA form of float products of
// run-time sizes: 4 buffers of 16 steps), the tests of the rows' lengths
// move before the fills and the loop, whose copy in the else branch
// copies elements (two buffers keep the tests at the fills: measured
// faster there).
// RUN: %tilec --remarks --print-after=vectorize %S/../gpu/tools/rect_matmul.c -o %t.rect.cu 2>&1 | FileCheck %s --check-prefix=DEEP
// RUN: %tilec --emit=cuda --remarks --print-after=vectorize --save-recipe=%t.recipe \
// RUN:   %S/../Inputs/vectorize.c -o %t.cu 2> %t.dump
// RUN: FileCheck %s < %t.dump
// RUN: FileCheck %s --check-prefix=REMARK < %t.dump
// RUN: FileCheck %s --check-prefix=RECIPE < %t.recipe
// RUN: %tilec --emit=cuda --recipe=%t.recipe %S/../Inputs/vectorize.c -o %t.replay.cu
// RUN: cmp %t.cu %t.replay.cu
// RUN: grep -v '^#line' %t.cu | FileCheck %s --check-prefix=CUDA
// RUN: %nvcc -arch=sm_90 -Werror all-warnings -I%S/../Inputs -DN=17 -ptx %t.cu -o %t.90.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.90.ptx
// RUN: %nvcc -arch=sm_75 -Werror all-warnings -I%S/../Inputs -c %t.cu -o %t.75.o
//
// A recipe's vectorize where it cannot apply is an error:
// RUN: sed -n '/region 1/,/region 2/p' %t.recipe | sed '/^mma/a vectorize k_tile' > %t.odd.recipe
// RUN: not %tilec --recipe=%t.odd.recipe %S/../Inputs/vectorize.c -o %t.odd.cu 2>&1 | FileCheck %s --check-prefix=ODD
// RUN: test ! -e %t.odd.cu
// RUN: not %tilec --emit=opencl --recipe=%t.recipe %S/../Inputs/vectorize.c -o %t.ocl.c 2>&1 | FileCheck %s --check-prefix=OCL
// RUN: sed '/^mma/d' %t.recipe > %t.nomma.recipe
// RUN: not %tilec --arch=sm_75 --recipe=%t.nomma.recipe %S/../Inputs/vectorize.c -o %t.75.cu 2>&1 | FileCheck %s --check-prefix=SM75
// A device copy of a footprint (the triangle of B that tests/Inputs/
// triangular.c reads) is allocated in whole pairs, one past it: the pair
// at its last element lies in the allocation (compute-sanitizer's
// memcheck counts a 16-byte copy's whole range).
// RUN: %tilec %S/../Inputs/triangular.c -o - | FileCheck %s --check-prefix=ALLOC
// ALLOC: tilec_copy_async_n<2>(&B_tile[k][j - j_first], B, &B[(long)k * 200 + j],
// ALLOC: TILEC_CHECK(cudaMalloc((void **)&d_B, sizeof(double) * (size_t)(B_count / 2 * 2 + 2)));
// ALLOC: TILEC_CHECK(cudaMemcpy(d_B, (double *)B, sizeof(double) * (size_t)B_count, cudaMemcpyHostToDevice));
// A device copy from an element other than the first (trmm's strictly
// lower triangle of A, from A[1][0]) starts at a multiple of 2 elements:
// the host rounds the footprint's first element down, so that the
// kernel's pairs stay aligned and its fills of A copy 16 bytes too.
// RUN: %tilec -I %polybench/utilities %polybench/trmm/trmm.c -o - | FileCheck %s --check-prefix=FIRST
// FIRST: tilec_copy_async_n<2>(&A_tile[k - k_tile_first][i - i_first], A, &A[(long)k * {{[0-9]+}} + i - A_first], k <= m - 1 ? min(m, k) - i : 0);
// FIRST: /* from a multiple of 2 elements: the kernels copy 2 at a time, aligned */
// FIRST-NEXT: const long A_first = ({{.*}}) / 2 * 2;
// FIRST-NEXT: const long A_count = tilec_count_from(A_first, {{.*}});
// FIRST: TILEC_CHECK(cudaMemcpy(d_A, (double *)A + A_first, sizeof(double) * (size_t)A_count, cudaMemcpyHostToDevice));
// Rows of a length known at run time only (the lecture matmul's Width):
// the widened fill runs where that length is a multiple of 4 floats (a
// test all the block's threads make alike), the element copies
// otherwise; gpu-check runs both (widths 16, 64, 1000 and 15, 17, 97).
// The widened fill copies without border tests or counts where the
// block's tile lies inside M (tested at the worst row, i_first + 127, and
// the last column; the copies' positions are constants plus the
// thread's, tid % 8 and load / 8 + tid / 8): gpu-check's width 1000
// runs both forms (interior blocks and the last row of blocks).
// RUN: %tilec --remarks %examples/matmul.c -o %t.mm.cu 2>&1 | FileCheck %s --check-prefix=RUNTIME
// RUN: grep -v '^#line' %t.mm.cu | FileCheck %s --check-prefix=RUNTIMECU
// RUNTIME: remark: kernel 'MatrixMulOnHost_kernel0': the fills of 'M_tile', 'N_tile' for loop 'k_tile' copy 16 bytes per asynchronous copy, zeros past the borders written by the copies where Width % 4 == 0 (tested at run time; else one element per copy)
// RUNTIMECU: if (Width % 4 == 0) {
// RUNTIMECU-NEXT: if (i_first + 128 <= Width && 32 <= Width) {
// RUNTIMECU-NEXT: #pragma unroll
// RUNTIMECU-NEXT: for (int load = 0; load < 1024; load += 128) {
// RUNTIMECU-NEXT: int k = 4 * ((4 * i_thread + j_thread) % 8);
// RUNTIMECU-NEXT: int i = i_first + (load / 8 + (4 * i_thread + j_thread) / 8);
// RUNTIMECU-NEXT: tilec_copy_async_v<4>(&M_tile[i - i_first][k], &M[i * Width + k]);
// RUNTIMECU-NEXT: }
// RUNTIMECU-NEXT: } else {
// RUNTIMECU-NEXT: #pragma unroll
// RUNTIMECU-NEXT: for (int load = 0; load < 1024; load += 128) {
// RUNTIMECU-NEXT: int k = 4 * ((4 * i_thread + j_thread) % 8);
// RUNTIMECU-NEXT: int i = i_first + (load / 8 + (4 * i_thread + j_thread) / 8);
// RUNTIMECU-NEXT: tilec_copy_async_n<4>(&M_tile[i - i_first][k], M, &M[i * Width + k], i <= Width - 1 ? Width - k : 0);
// RUNTIMECU-NEXT: }
// RUNTIMECU-NEXT: }
// RUNTIMECU-NEXT: } else {
// RUNTIMECU-NEXT: for (int load = 4 * i_thread + j_thread; load < 4096; load += 128) {
// RUNTIMECU: tilec_copy_async(&M_tile[i - i_first][k], &M[i * Width + k]);
// RUNTIMECU: TILEC_CHECK(cudaMalloc((void **)&d_M, sizeof(float) * (size_t)(M_count / 4 * 4 + 4)));
//
// Rows of fills shorter or longer than the block's threads (gpu-check's
// vectorize+wide: 16 threads, A_tile's rows 8 copies, B_tile's 32): the
// thread's position is tid % 8 and load / 8 + tid / 8, or load % 32 +
// tid and load / 32 (load a multiple of the threads, 0 <= tid < 16).
// RUN: %tilec --recipe=%S/../gpu/recipes/vectorize+wide.recipe %S/../Inputs/vectorize.c -o %t.wide.cu
// RUN: grep -v '^#line' %t.wide.cu | FileCheck %s --check-prefix=WIDE
// RUN: %nvcc -arch=sm_90 -Werror all-warnings -I%S/../Inputs -c %t.wide.cu -o %t.wide.o
// WIDE: __global__ void __launch_bounds__(16) aligned_kernel0(
// WIDE: if (i_first + 4 <= ni && 16 <= nk) {
// WIDE-NEXT: #pragma unroll
// WIDE-NEXT: for (int load = 0; load < 32; load += 16) {
// WIDE-NEXT: int k = 2 * ((4 * i_thread + j_thread) % 8);
// WIDE-NEXT: int i = i_first + (load / 8 + (4 * i_thread + j_thread) / 8);
// WIDE-NEXT: tilec_copy_async_v<2>(&A_tile[i - i_first][k], &A[i * 100 + k]);
// WIDE: if (16 <= nk && j_first + 64 <= nj) {
// WIDE-NEXT: #pragma unroll
// WIDE-NEXT: for (int load = 0; load < 512; load += 16) {
// WIDE-NEXT: int j = j_first + 2 * (load % 32 + (4 * i_thread + j_thread));
// WIDE-NEXT: int k = load / 32;
// WIDE-NEXT: tilec_copy_async_v<2>(&B_tile[k][j - j_first], &B[k * 100 + j]);
// WIDE: tilec_copy_async_n<2>(&B_tile[k][j - j_first], B, &B[k * 100 + j], k <= nk - 1 ? nj - j : 0);
//
// The FMA form: promote's transposed tile A_tile[k][i] (which runs across
// A's rows) goes back to A's order, the rows of 65 doubles are padded to
// 34 and 66 (even, and not a multiple of 32 words: the two rows a warp
// reads lie in different banks); where a tile's fills stay element
// copies (P, Q: rows of 101 doubles) it keeps its layout.
// RUN: %tilec --emit=cuda --no-tensor-cores --remarks %S/../Inputs/vectorize.c -o %t.fma.cu 2>&1 | FileCheck %s --check-prefix=FMA
// RUN: grep -v '^#line' %t.fma.cu | FileCheck %s --check-prefix=FMACU

// CHECK-LABEL: IR Dump After vectorize
// CHECK: kernel aligned_kernel0 grid(j_first, i_first) block(4, 32) {
// CHECK: shared double A_tile[64][32];{{ *}}// padded by 4
// CHECK: if (0 <= nk - 1) {
// CHECK-NEXT: if (i_first + 64 <= ni && 16 <= nk) {
// CHECK-NEXT: #pragma unroll
// CHECK-NEXT: for (int load = 0; load <= 511; load += 128) {
// CHECK-NEXT: int k = 2 * ((4 * i_thread + j_thread) % 8);
// CHECK-NEXT: int i = i_first + (load / 8 + (4 * i_thread + j_thread) / 8);
// CHECK-NEXT: async x2 A_tile[i - i_first][k] = A[i][k];
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: #pragma unroll
// CHECK-NEXT: for (int load = 0; load <= 511; load += 128) {
// CHECK-NEXT: int k = 2 * ((4 * i_thread + j_thread) % 8);
// CHECK-NEXT: int i = i_first + (load / 8 + (4 * i_thread + j_thread) / 8);
// CHECK-NEXT: async x2 A_tile[i - i_first][k] = i <= ni - 1 ? A[i][k] : 0;  // the first nk - k read
// CHECK: if (16 <= nk && j_first + 32 <= nj) {
// CHECK: int j = j_first + 2 * ((4 * i_thread + j_thread) % 16);
// CHECK-NEXT: int k = load / 16 + (4 * i_thread + j_thread) / 16;
// CHECK-NEXT: async x2 B_tile[k][j - j_first] = B[k][j];
// CHECK: async x2 B_tile[k][j - j_first] = k <= nk - 1 ? B[k][j] : 0;  // the first nj - j read
// CHECK: async x2 A_tile[i - i_first][k - k_tile - 16 * k_tile_stage] = i <= ni - 1 ? A[i][k] : 0;  // the first nk - k read
// CHECK: kernel odd_rows_kernel0
// CHECK-NOT: async x2
// CHECK: kernel from_one_kernel0
// CHECK: async x2 A_tile
// CHECK-NOT: async x2 B_tile
// CHECK: kernel upper_kernel0
// CHECK-NOT: async x2 A_tile
// CHECK: async x2 B_tile

// REMARK: remark: kernel 'aligned_kernel0': the fills of 'A_tile', 'B_tile' for loop 'k_tile' copy 16 bytes per asynchronous copy, zeros past the borders written by the copies; each fill copies without border tests where its tile lies inside the arrays (tested at each fill)
// REMARK: remark: cannot vectorize the fills of loop 'k_tile' (line {{[0-9]+}}): 'P_tile': the elements of 'P' it copies first are not aligned to 16 bytes; 'Q_tile': the elements of 'Q' it copies first are not aligned to 16 bytes
// REMARK: remark: kernel 'from_one_kernel0': the fills of 'A_tile' for loop 'k_tile' copy 16 bytes per asynchronous copy, zeros past the borders written by the copies; each fill copies without border tests where its tile lies inside the arrays (tested at each fill); not those of 'B_tile': the elements of 'B' it copies first are not aligned to 16 bytes
// REMARK: remark: kernel 'upper_kernel0': the fills of 'B_tile' for loop 'k_tile' copy 16 bytes per asynchronous copy, zeros past the borders written by the copies; the copies keep their border tests (a triangle's loops: whole copies measured slower); not those of 'A_tile': the elements of 'A' it copies first are not aligned to 16 bytes

// RECIPE: # region 0: 'aligned'
// RECIPE: pipeline k_tile
// RECIPE-NEXT: mma k_tile
// RECIPE-NEXT: vectorize k_tile
// RECIPE: # region 1: 'odd_rows'
// RECIPE: mma k_tile
// RECIPE-NOT: vectorize
// RECIPE: # region 2: 'from_one'

// CUDA: tilec_copy_async_n(tilec_elem *dst, const tilec_elem *base, const tilec_elem *src, int count) {
// CUDA: __global__ void __launch_bounds__(128) aligned_kernel0(
// CUDA: __shared__ __align__(16) double A_tile[64][36];
// CUDA-NEXT: __shared__ __align__(16) double B_tile[32][36];
// CUDA: tilec_copy_async_n<2>(&A_tile[i - i_first][k], A, &A[i * 100 + k], i <= ni - 1 ? nk - k : 0);
// CUDA: __global__ void __launch_bounds__(128) odd_rows_kernel0(
// CUDA: __shared__ double P_tile[64][36];
// CUDA: tilec_copy_async(&P_tile[i - i_first][k], &P[i * 101 + k]);

// Several upper bounds on the row's subscript: the least (k < i, k < nk,
// and the tile's and the array's ends).
// CUDA: __global__ void __launch_bounds__(128) lower_kernel0(
// CUDA: tilec_copy_async_n<2>(&A_tile[i - i_first][k], A, &A[i * 100 + k], i <= ni - 1 ? min(min(min(i_first + 63, ni - 1), nk), i) - k : 0);

// PTX: cp.async.cg.shared.global [{{%r[0-9]+}}], [{{%rd[0-9]+}}], 16, {{%r[0-9]+}};

// ODD: error: cannot vectorize the fills of loop 'k_tile' (line {{[0-9]+}}): 'P_tile': the elements of 'P' it copies first are not aligned to 16 bytes; 'Q_tile': the elements of 'Q' it copies first are not aligned to 16 bytes
// OCL: error: cannot {{.*}}OpenCL
// SM75: error: cannot vectorize the fills of loop 'k_tile' (line {{[0-9]+}}): sm_75 has no asynchronous copies (sm_80 and later have)

// FMA: remark: kernel 'aligned_kernel0': the fills of 'A_tile', 'B_tile' for loop 'k_tile' copy 16 bytes per asynchronous copy, zeros past the borders written by the copies; each fill copies without border tests where its tile lies inside the arrays (tested at each fill); 'A_tile' back in its array's order, rows of 34, 'B_tile' rows of 66
// FMACU: __global__ void __launch_bounds__(256) aligned_kernel0(
// FMACU-NEXT: {
// FMACU-NEXT: __shared__ __align__(16) double A_tile[64][34];
// FMACU-NEXT: __shared__ __align__(16) double B_tile[32][66];
// FMACU: s[i_sub][j_sub] += A_tile[i - i_first][k - k_tile + 16 * k_tile_stage] * B_tile[k - k_tile + 16 * k_tile_stage][j - j_first];
// FMACU: __global__ void __launch_bounds__(256) odd_rows_kernel0(
// FMACU-NEXT: {
// FMACU-NEXT: __shared__ double P_tile[32][65];

// DEEP:      remark: kernel 'rect_matmul_kernel0': the fills of 'A_tile', 'B_tile' for loop 'k_tile' copy 16 bytes per asynchronous copy, zeros past the borders written by the copies where p % 4 == 0 and m % 4 == 0 (tested once at run time, before the loop and its first fills; else a copy of them with one element per copy)
// DEEP-LABEL: // *** IR Dump After vectorize ***
// DEEP:        if (p % 4 == 0 && m % 4 == 0) {
// DEEP:            async x4 A_tile[i - i_first][k] = i <= n - 1 ? A[i][k] : 0;  // the first p - k read
// DEEP:          for (int k_tile = 0; k_tile <= p - 1; k_tile += 16) {
// DEEP-NOT:        % 4 == 0
// DEEP:              if (i_first + 64 <= n && k_tile + 64 <= p) {
// DEEP:                async x4 A_tile[i - i_first][k - k_tile + 16 * k_tile_fill - 48] = A[i][k];
// DEEP:              } else {
// DEEP:              async x4 A_tile[i - i_first][k - k_tile + 16 * k_tile_fill - 48] = i <= n - 1 ? A[i][k] : 0;  // the first p - k read
// DEEP-NOT:        % 4 == 0
// DEEP:              if (k_tile + 15 <= p - 1) {
// DEEP:        } else {
// DEEP-NOT:      async x4
// DEEP:            async A_tile[i - i_first][k] = i <= n - 1 && k <= p - 1 ? A[i][k] : 0;
// DEEP:          for (int k_tile = 0; k_tile <= p - 1; k_tile += 16) {
// DEEP-NOT:      async x4
// DEEP:              async A_tile[i - i_first][k - k_tile + 16 * k_tile_fill - 48] = i <= n - 1 && k <= p - 1 ? A[i][k] : 0;
// DEEP-NOT:      async x4
