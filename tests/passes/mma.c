// The mma pass (the full steps of a product's reduction loop on the FP64
// tensor cores), as the automatic pipeline runs it after pipeline on
// CUDA for sm_80 and later: the blocks are 4 x 32 threads of 2 x 16
// points (2 x 8 here, where 64 x 64 tiles would not fill one wave of
// blocks; the variants below take 64 x 64 by recipe), the threads' points in x become pairs of neighbours, 8 apart,
// in every group of the kernel; the unrolled full steps step by 8 (sm_90,
// at most 32 points per thread), each pair of columns and pair of rows (32
// apart) one mma.m16n8k8 per term of the sum (A: the factors of the rows
// and the constants, for both rows at k and k + 4, B: those of the
// columns, a missing side 1.0), with k at the lane's k + j_thread and j at
// the lane's column of B; 'mma k_tile 4' and sm_80 step by 4 with
// mma.m16n8k4; the partial steps stay FMA
// code; the tiles hold their arrays' order (promote's transposed ones
// of the FMA form go back) with rows padded to a pitch of 4 modulo 16.  A thread
// of one row (coarsen 1,16: blocks of 4 x 64) gets mma.m8n8k4 steps, one
// of four rows (64 points) a loop over its pairs of rows, 4 steps each.
// Refusals: OpenCL, sm_75, --no-tensor-cores, blocks of another shape, no
// full steps yet, 8 steps for one row per thread or full steps of 4, other
// step counts; a float product keeps FMAs.
//
// RUN: %tilec --emit=cuda --remarks --print-after=mma --save-recipe=%t.recipe \
// RUN:   %S/../Inputs/mma.c -o %t.cu 2> %t.dump
// RUN: FileCheck %s < %t.dump
// RUN: FileCheck %s --check-prefix=REMARK < %t.dump
// RUN: FileCheck %s --check-prefix=RECIPE < %t.recipe
// RUN: %tilec --emit=cuda --recipe=%t.recipe %S/../Inputs/mma.c -o %t.replay.cu
// RUN: cmp %t.cu %t.replay.cu
// Their FMA form (OpenCL, on PoCL) matches the CPU:
// RUN: %opencl-compare -o %t.ocl -r 1 -r 33 -r 100 %S/../Inputs/mma.c | FileCheck %s --check-prefix=EXEC
//
// Without tensor cores the plan keeps 16 x 16 threads of 4 x 4 points:
// RUN: %tilec --emit=cuda --arch=sm_75 --save-recipe=%t.75.recipe %S/../Inputs/mma.c -o %t.75.cu
// RUN: FileCheck %s --check-prefix=NOMMA < %t.75.recipe
// RUN: %tilec --emit=cuda --no-tensor-cores --save-recipe=%t.no.recipe %S/../Inputs/mma.c -o %t.no.cu
// RUN: FileCheck %s --check-prefix=NOMMA < %t.no.recipe
// RUN: %tilec --emit=opencl --save-recipe=%t.ocl.recipe %S/../Inputs/mma.c -o %t.ocl.c
// RUN: FileCheck %s --check-prefix=NOMMA < %t.ocl.recipe
// RUN: %tilec --emit=cuda --save-recipe=%t.float.recipe %S/../Inputs/pipeline.c -o %t.float.cu
// RUN: FileCheck %s --check-prefix=FLOAT < %t.float.recipe
//
// Refused from a recipe: an error, no output.
// (without the pipeline steps, whose two buffers of four tiles exceed
// sm_75's 64 KB and OpenCL's 48 KB)
// RUN: sed '/^pipeline/d; /^vectorize/d' %t.recipe > %t.75r.recipe
// RUN: not %tilec --emit=cuda --arch=sm_75 --recipe=%t.75r.recipe %S/../Inputs/mma.c -o %t.r75.cu 2>&1 | FileCheck %s --check-prefix=SM75
// RUN: test ! -e %t.r75.cu
// RUN: not %tilec --emit=opencl --recipe=%t.75r.recipe %S/../Inputs/mma.c -o %t.rocl.c 2>&1 | FileCheck %s --check-prefix=OPENCL
// RUN: test ! -e %t.rocl.c
// RUN: not %tilec --emit=cuda --no-tensor-cores --recipe=%t.recipe %S/../Inputs/mma.c -o %t.rno.cu 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: sed -e 's/^gpu-tile i,j 64,32$/gpu-tile i,j 64,64/; s/^coarsen i,j 2,8$/coarsen i,j 2,16/' %t.recipe > %t.full
// RUN: sed -e 's/^coarsen i,j 2,16$/coarsen i,j 1,16/' %t.full > %t.m8
// RUN: %tilec --emit=cuda --print-after=mma --recipe=%t.m8 %S/../Inputs/mma.c -o %t.m8.cu 2>&1 | FileCheck %s --check-prefix=M8
// RUN: sed -e 's/^coarsen i,j 2,16$/coarsen i,j 4,16/' %t.full > %t.m4
// RUN: %tilec --emit=cuda --print-after=mma --recipe=%t.m4 %S/../Inputs/mma.c -o %t.m4.cu 2>&1 | FileCheck %s --check-prefix=M4
// RUN: %tilec --emit=cuda --remarks --recipe=%t.m4 %S/../Inputs/mma.c -o %t.m4r.cu 2>&1 | FileCheck %s --check-prefix=M4REMARK
// RUN: sed -e 's/^mma k_tile$/mma k_tile 8/' %t.m4 > %t.m4k8
// RUN: %tilec --emit=cuda --print-after=mma --recipe=%t.m4k8 %S/../Inputs/mma.c -o %t.m4k8.cu 2>&1 | FileCheck %s --check-prefix=M4K8
// RUN: sed -e 's/^coarsen i,j 2,16$/coarsen i,j 4,4/' %t.full > %t.shape
// RUN: not %tilec --emit=cuda --recipe=%t.shape %S/../Inputs/mma.c -o %t.shape.cu 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: sed -e '/^unswitch k/d' %t.recipe > %t.early
// RUN: not %tilec --emit=cuda --recipe=%t.early %S/../Inputs/mma.c -o %t.early.cu 2>&1 | FileCheck %s --check-prefix=EARLY
// RUN: not %tilec --emit=c --no-tensor-cores %S/../Inputs/mma.c -o %t.c 2>&1 | FileCheck %s --check-prefix=USAGE
// Steps of 4 by recipe, and by default on sm_80 (one m16n8k4 there);
// the same recipe with 'mma k_tile 4' gives sm_80's kernel on sm_90:
// RUN: sed -e 's/^mma \([a-z_0-9]*\)$/mma \1 4/' %t.recipe > %t.k4
// RUN: %tilec --emit=cuda --print-after=mma --recipe=%t.k4 %S/../Inputs/mma.c -o %t.k4.cu 2>&1 | FileCheck %s --check-prefix=K4
// RUN: %tilec --emit=cuda --arch=sm_80 --print-after=mma --recipe=%t.recipe %S/../Inputs/mma.c -o %t.80.cu 2>&1 | FileCheck %s --check-prefix=K4
// RUN: %tilec --emit=cuda --arch=sm_80 --recipe=%t.k4 %S/../Inputs/mma.c -o %t.80k4.cu
// RUN: cmp %t.80.cu %t.80k4.cu
// RUN: sed -e 's/^mma k_tile$/mma k_tile 8/' %t.m8 > %t.m8k8
// RUN: not %tilec --emit=cuda --recipe=%t.m8k8 %S/../Inputs/mma.c -o %t.m8k8.cu 2>&1 | FileCheck %s --check-prefix=ROWS8
// RUN: test ! -e %t.m8k8.cu
// RUN: sed -e 's/^stripmine k 16$/stripmine k 4/; s/^mma k_tile$/mma k_tile 8/' %t.recipe > %t.s4
// RUN: not %tilec --emit=cuda --recipe=%t.s4 %S/../Inputs/mma.c -o %t.s4.cu 2>&1 | FileCheck %s --check-prefix=TRIP
// RUN: sed -e 's/^mma k_tile$/mma k_tile 5/' %t.recipe > %t.k5
// RUN: not %tilec --emit=cuda --recipe=%t.k5 %S/../Inputs/mma.c -o %t.k5.cu 2>&1 | FileCheck %s --check-prefix=K5
// RUN: sed -e 's/^mma k_tile$/mma k_tile 4 8/' %t.recipe > %t.k48
// RUN: not %tilec --emit=cuda --recipe=%t.k48 %S/../Inputs/mma.c -o %t.k48.cu 2>&1 | FileCheck %s --check-prefix=K48

// CHECK-LABEL: IR Dump After mma
// CHECK: kernel two_products_kernel0 grid(j_first, i_first) block(4, 32) {
// CHECK: register double C_ij[2][8] = {0};
// CHECK-NEXT: shared double A_tile[32][32];{{ *}}// padded by 4
// The initial values: the points in pairs.
// CHECK: int j = j_first + 2 * j_thread + j_sub % 2 + 8 * (j_sub / 2);
// CHECK: C_ij[i_sub][j_sub] = C[i][j];
// The full steps: k by 8, the pairs of columns, the one pair of rows
// (no loop over it), two terms; A's rows and B's elements at k and k + 4.
// CHECK: for (int k = k_tile; k <= k_tile + 15; k += 8) {
// CHECK-NEXT: #pragma unroll
// CHECK-NEXT: for (int j_sub = 0; j_sub <= 7; j_sub += 2) {
// CHECK-NEXT: int i = i_first + i_thread;
// CHECK-NEXT: int j = j_first + 4 * j_sub + i_thread % 8;
// CHECK-NEXT: mma.m16n8k8 {C_ij[0][j_sub], C_ij[0][j_sub + 1], C_ij[1][j_sub], C_ij[1][j_sub + 1]} += {alpha * B_tile[i - i_first][k + j_thread - k_tile + 16 * k_tile_stage], alpha * B_tile[i + 32 - i_first][k + j_thread - k_tile + 16 * k_tile_stage], alpha * B_tile[i - i_first][k + j_thread + 4 - k_tile + 16 * k_tile_stage], alpha * B_tile[i + 32 - i_first][k + j_thread + 4 - k_tile + 16 * k_tile_stage]} * {A_tile[j - j_first][k + j_thread - k_tile + 16 * k_tile_stage], A_tile[j - j_first][k + j_thread + 4 - k_tile + 16 * k_tile_stage]};
// CHECK-NEXT: mma.m16n8k8 {C_ij[0][j_sub], C_ij[0][j_sub + 1], C_ij[1][j_sub], C_ij[1][j_sub + 1]} += {alpha * A_tile2[i - i_first][k + j_thread - k_tile + 16 * k_tile_stage], alpha * A_tile2[i + 32 - i_first][k + j_thread - k_tile + 16 * k_tile_stage], alpha * A_tile2[i - i_first][k + j_thread + 4 - k_tile + 16 * k_tile_stage], alpha * A_tile2[i + 32 - i_first][k + j_thread + 4 - k_tile + 16 * k_tile_stage]} * {B_tile2[j - j_first][k + j_thread - k_tile + 16 * k_tile_stage], B_tile2[j - j_first][k + j_thread + 4 - k_tile + 16 * k_tile_stage]};
// The partial steps: FMA code over the same pairs.
// CHECK: } else {
// CHECK-NEXT: for (int k = k_tile; k <= min(nk - 1, k_tile + 15); k += 1) {
// CHECK: int i = i_first + i_thread + 32 * i_sub;
// CHECK-NEXT: int j = j_first + 2 * j_thread + j_sub % 2 + 8 * (j_sub / 2);
// CHECK-NEXT: S1: C_ij[i_sub][j_sub] += A_tile[j - j_first][k - k_tile + 16 * k_tile_stage] * alpha * B_tile[i - i_first][k - k_tile + 16 * k_tile_stage] + B_tile2[j - j_first][k - k_tile + 16 * k_tile_stage] * alpha * A_tile2[i - i_first][k - k_tile + 16 * k_tile_stage];
// A term without a factor of the rows, double-buffered tiles.
// CHECK: kernel weighted_kernel0
// CHECK: mma.m16n8k8 {s[0][j_sub], s[0][j_sub + 1], s[1][j_sub], s[1][j_sub + 1]} += {0.5 * A_tile[i - i_first][k + j_thread - k_tile + 16 * k_tile_stage], 0.5 * A_tile[i + 32 - i_first][k + j_thread - k_tile + 16 * k_tile_stage], 0.5 * A_tile[i - i_first][k + j_thread + 4 - k_tile + 16 * k_tile_stage], 0.5 * A_tile[i + 32 - i_first][k + j_thread + 4 - k_tile + 16 * k_tile_stage]} * {B_tile[k + j_thread - k_tile + 16 * k_tile_stage][j - j_first], B_tile[k + j_thread + 4 - k_tile + 16 * k_tile_stage][j - j_first]};
// CHECK-NEXT: mma.m16n8k8 {s[0][j_sub], s[0][j_sub + 1], s[1][j_sub], s[1][j_sub + 1]} += {1.0, 1.0, 1.0, 1.0} * {B_tile[k + j_thread - k_tile + 16 * k_tile_stage][j - j_first], B_tile[k + j_thread + 4 - k_tile + 16 * k_tile_stage][j - j_first]};

// Steps of 4: one mma.m16n8k4 per pair of rows and columns.
// K4-LABEL: IR Dump After mma
// K4: for (int k = k_tile; k <= k_tile + 15; k += 4) {
// K4-NEXT: #pragma unroll
// K4-NEXT: for (int j_sub = 0; j_sub <= 7; j_sub += 2) {
// K4-NEXT: int i = i_first + i_thread;
// K4-NEXT: int j = j_first + 4 * j_sub + i_thread % 8;
// K4-NEXT: mma.m16n8k4 {C_ij[0][j_sub], C_ij[0][j_sub + 1], C_ij[1][j_sub], C_ij[1][j_sub + 1]} += {alpha * B_tile[i - i_first][k + j_thread - k_tile + 16 * k_tile_stage], alpha * B_tile[i + 32 - i_first][k + j_thread - k_tile + 16 * k_tile_stage]} * A_tile[j - j_first][k + j_thread - k_tile + 16 * k_tile_stage];
// K4-NEXT: mma.m16n8k4 {C_ij[0][j_sub], C_ij[0][j_sub + 1], C_ij[1][j_sub], C_ij[1][j_sub + 1]} += {alpha * A_tile2[i - i_first][k + j_thread - k_tile + 16 * k_tile_stage], alpha * A_tile2[i + 32 - i_first][k + j_thread - k_tile + 16 * k_tile_stage]} * B_tile2[j - j_first][k + j_thread - k_tile + 16 * k_tile_stage];
// K4: mma.m16n8k4 {s[0][j_sub], s[0][j_sub + 1], s[1][j_sub], s[1][j_sub + 1]} += {0.5 * A_tile[i - i_first][k + j_thread - k_tile + 16 * k_tile_stage], 0.5 * A_tile[i + 32 - i_first][k + j_thread - k_tile + 16 * k_tile_stage]} * B_tile[k + j_thread - k_tile + 16 * k_tile_stage][j - j_first];
// K4-NEXT: mma.m16n8k4 {s[0][j_sub], s[0][j_sub + 1], s[1][j_sub], s[1][j_sub + 1]} += {1.0, 1.0} * B_tile[k + j_thread - k_tile + 16 * k_tile_stage][j - j_first];
// K4-NOT: mma.m16n8k8

// One row per thread: 8 x 8 x 4 steps.
// M8: kernel two_products_kernel0 grid(j_first, i_first) block(4, 64) {
// M8: for (int j_sub = 0; j_sub <= 15; j_sub += 2) {
// M8-NEXT: int i = i_first + i_thread;
// M8-NEXT: int j = j_first + 4 * j_sub + i_thread % 8;
// M8-NEXT: mma.m8n8k4 {C_ij[0][j_sub], C_ij[0][j_sub + 1]} += alpha * B_tile[i - i_first][k + j_thread - k_tile + 16 * k_tile_stage] * A_tile[j - j_first][k + j_thread - k_tile + 16 * k_tile_stage];
// M8-NEXT: mma.m8n8k4 {C_ij[0][j_sub], C_ij[0][j_sub + 1]} += alpha * A_tile2[i - i_first][k + j_thread - k_tile + 16 * k_tile_stage] * B_tile2[j - j_first][k + j_thread - k_tile + 16 * k_tile_stage];

// Four rows per thread (16 apart): a loop over the two pairs.
// M4: kernel two_products_kernel0 grid(j_first, i_first) block(4, 16) {
// M4: for (int k = k_tile; k <= k_tile + 15; k += 4) {
// M4-NEXT: #pragma unroll
// M4-NEXT: for (int i_sub = 0; i_sub <= 3; i_sub += 2) {
// M4-NEXT: #pragma unroll
// M4-NEXT: for (int j_sub = 0; j_sub <= 15; j_sub += 2) {
// M4-NEXT: int i = i_first + i_thread + 16 * i_sub;
// M4-NEXT: int j = j_first + 4 * j_sub + i_thread % 8;
// M4-NEXT: mma.m16n8k4 {C_ij[i_sub][j_sub], C_ij[i_sub][j_sub + 1], C_ij[i_sub + 1][j_sub], C_ij[i_sub + 1][j_sub + 1]} += {alpha * B_tile[i - i_first][k + j_thread - k_tile + 16 * k_tile_stage], alpha * B_tile[i + 16 - i_first][k + j_thread - k_tile + 16 * k_tile_stage]} * A_tile[j - j_first][k + j_thread - k_tile + 16 * k_tile_stage];

// REMARK: remark: kernel 'two_products_kernel0': the full steps of loop 'k_tile' run on the FP64 tensor cores: each warp computes 16 rows x 32 columns of the tile, 2 mma.m16n8k8 per 8 iterations, pair of a thread's columns and pair of its rows
// Four rows per thread in steps of 8 by recipe: the loop over the pairs
// of rows, each pair's second row 16 below, at k and k + 4.
// M4K8: for (int k = k_tile; k <= k_tile + 15; k += 8) {
// M4K8-NEXT: #pragma unroll
// M4K8-NEXT: for (int i_sub = 0; i_sub <= 3; i_sub += 2) {
// M4K8-NEXT: #pragma unroll
// M4K8-NEXT: for (int j_sub = 0; j_sub <= 15; j_sub += 2) {
// M4K8-NEXT: int i = i_first + i_thread + 16 * i_sub;
// M4K8-NEXT: int j = j_first + 4 * j_sub + i_thread % 8;
// M4K8-NEXT: mma.m16n8k8 {C_ij[i_sub][j_sub], C_ij[i_sub][j_sub + 1], C_ij[i_sub + 1][j_sub], C_ij[i_sub + 1][j_sub + 1]} += {alpha * B_tile[i - i_first][k + j_thread - k_tile + 16 * k_tile_stage], alpha * B_tile[i + 16 - i_first][k + j_thread - k_tile + 16 * k_tile_stage], alpha * B_tile[i - i_first][k + j_thread + 4 - k_tile + 16 * k_tile_stage], alpha * B_tile[i + 16 - i_first][k + j_thread + 4 - k_tile + 16 * k_tile_stage]} * {A_tile[j - j_first][k + j_thread - k_tile + 16 * k_tile_stage], A_tile[j - j_first][k + j_thread + 4 - k_tile + 16 * k_tile_stage]};

// M4REMARK: remark: kernel 'two_products_kernel0': the full steps of loop 'k_tile' run on the FP64 tensor cores: each warp computes 32 rows x 64 columns of the tile, 2 mma.m16n8k4 per 4 iterations, pair of a thread's columns and pair of its rows (steps of 4: 64 points per thread leave the fragments of 8 too few registers; 'mma k_tile 8' takes them);
// REMARK: remark: kernel 'weighted_kernel0': the full steps of loop 'k_tile' run on the FP64 tensor cores
// REMARK: remark: kernel 'two_loops_kernel0': the full steps of loop 'k_tile' run on the FP64 tensor cores
// The second loop's tiles fit beside the first loop's buffers (dynamic
// shared memory past 48 KB): it runs on the tensor cores too.
// REMARK: remark: kernel 'two_loops_kernel0': the full steps of loop 'k_tile2' run on the FP64 tensor cores

// RECIPE: # region 0: 'two_products'
// RECIPE: coarsen i,j 2,8
// RECIPE: unswitch k
// RECIPE-NEXT: pipeline k_tile
// RECIPE-NEXT: mma k_tile
// RECIPE: # region 1: 'weighted'
// RECIPE: pipeline k_tile
// RECIPE-NEXT: mma k_tile

// NOMMA-NOT: {{^mma}}
// NOMMA: coarsen i,j 4,4
// NOMMA-NOT: {{^mma}}

// FLOAT: # region 2: 'mixed'
// FLOAT: coarsen i,j 4,4
// FLOAT-NOT: {{^mma}}

// SM75: error: cannot run loop 'k_tile' (line {{[0-9]+}}) on the tensor cores: sm_75 has no FP64 tensor cores (sm_80 and later have)
// OPENCL: error: cannot run loop 'k_tile' (line {{[0-9]+}}) on the tensor cores: OpenCL C has no tensor-core instructions (the step is CUDA-only)
// OFF: error: cannot run loop 'k_tile' (line {{[0-9]+}}) on the tensor cores: --no-tensor-cores
// SHAPE: error: cannot run loop 'k_tile' (line {{[0-9]+}}) on the tensor cores: its blocks of 16 x 16 threads are not 4 in x and a multiple of 8 in y
// EARLY: error: cannot run loop 'k_tile' (line {{[0-9]+}}) on the tensor cores: no loop in it runs full steps of a constant trip count over the thread's points (unswitch makes them)
// USAGE: tilec: error: --no-tensor-cores applies to --emit=cuda only
// ROWS8: error: cannot run loop 'k_tile' (line {{[0-9]+}}) on the tensor cores: 8 steps per instruction asked for, but each thread does not compute an even number of points in y (16 rows)
// TRIP: error: cannot run loop 'k_tile' (line {{[0-9]+}}) on the tensor cores: 8 steps per instruction asked for, but its full steps' iterations are not a multiple of 8
// K5: error: cannot run loop 'k_tile' (line {{[0-9]+}}) on the tensor cores: 5 steps per instruction asked for; mma takes 4 or 8
// K48: error: malformed 'mma' step; expected 'mma LOOP [STEPS]'
// EXEC-COUNT-3: ok: run {{[0-9]}} (arguments: {{[0-9]+}}): 4 kernels, 4 launched; 4 region runs: 4 transformed; ok: 4 arrays
