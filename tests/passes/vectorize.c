// The vectorize pass: after pipeline (and mma), the asynchronous fills of
// a product's tiles copy 16 bytes (two doubles) per cp.async, the count
// of elements read from the border test's upper bound on the row's
// subscript (the hardware writes the zeros past it); the loops count
// from 0 with a constant trip count (unrolled).  Refused per tile where
// an address may not be a multiple of 16 bytes (rows of 101 doubles,
// columns from 1, steps from the diagonal), where the tile runs across
// its array's rows (the FMA form's transposed tiles), and on OpenCL and
// before sm_80.  Several upper bounds: the count is their least (min).  The CUDA compiles for sm_90 (cp.async.cg with a
// source size) and sm_75 (element copies), with a macro N defined
// (PolyBench defines N: the runtime's templates must not use the name).
// gpu-check runs the program.
// REQUIRES: nvcc
//
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
//
// The FMA form: its transposed tile A_tile[k][i] runs across A's rows,
// its rows of 65 doubles are odd.
// RUN: %tilec --emit=cuda --no-tensor-cores --remarks %S/../Inputs/vectorize.c -o %t.fma.cu 2>&1 | FileCheck %s --check-prefix=FMA

// CHECK-LABEL: IR Dump After vectorize
// CHECK: kernel aligned_kernel0 grid(j_first, i_first) block(4, 32) {
// CHECK: shared double A_tile[64][32];{{ *}}// padded by 4
// CHECK: if (0 <= nk - 1) {
// CHECK-NEXT: #pragma unroll
// CHECK-NEXT: for (int load = 0; load <= 511; load += 128) {
// CHECK-NEXT: int k = 2 * ((load + (4 * i_thread + j_thread)) % 8);
// CHECK-NEXT: int i = i_first + (load + (4 * i_thread + j_thread)) / 8;
// CHECK-NEXT: async x2 A_tile[i - i_first][k] = i <= ni - 1 ? A[i][k] : 0;  // the first nk - k read
// CHECK: int j = j_first + 2 * ((load + (4 * i_thread + j_thread)) % 16);
// CHECK-NEXT: int k = (load + (4 * i_thread + j_thread)) / 16;
// CHECK-NEXT: async x2 B_tile[k][j - j_first] = k <= nk - 1 ? B[k][j] : 0;  // the first nj - j read
// CHECK: async x2 A_tile[i - i_first][k - k_tile - 16 * k_tile_stage] = i <= ni - 1 ? A[i][k] : 0;  // the first nk - k read
// CHECK: kernel odd_rows_kernel0
// CHECK-NOT: async x2
// CHECK: kernel from_one_kernel0
// CHECK: async x2 A_tile
// CHECK-NOT: async x2 B_tile
// CHECK: kernel upper_kernel0
// CHECK-NOT: async x2 A_tile
// CHECK: async x2 B_tile

// REMARK: remark: kernel 'aligned_kernel0': the fills of 'A_tile', 'B_tile' for loop 'k_tile' copy 16 bytes per asynchronous copy, zeros past the borders written by the copies
// REMARK: remark: cannot vectorize the fills of loop 'k_tile' (line {{[0-9]+}}): 'P_tile': the elements of 'P' it copies first are not aligned to 16 bytes; 'Q_tile': the elements of 'Q' it copies first are not aligned to 16 bytes
// REMARK: remark: kernel 'from_one_kernel0': the fills of 'A_tile' for loop 'k_tile' copy 16 bytes per asynchronous copy, zeros past the borders written by the copies; not those of 'B_tile': the elements of 'B' it copies first are not aligned to 16 bytes
// REMARK: remark: kernel 'upper_kernel0': the fills of 'B_tile' for loop 'k_tile' copy 16 bytes per asynchronous copy, zeros past the borders written by the copies; not those of 'A_tile': the elements of 'A' it copies first are not aligned to 16 bytes

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

// FMA: remark: cannot vectorize the fills of loop 'k_tile' (line {{[0-9]+}}): 'A_tile': 'k' runs along no row of both 'A_tile' and 'A'; 'B_tile': its rows of 65 elements (padding included) are no multiple of 2
