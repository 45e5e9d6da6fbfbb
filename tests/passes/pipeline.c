// The pipeline pass (double buffering of a strip-mined reduction loop's
// shared tiles), as the automatic pipeline runs it after promote and
// unswitch: each tile gets a second buffer (rows twice over), the first
// step's tiles load before the loop (only where it runs), each step
// selects its buffer, waits for its copies at the one barrier, loads the
// next step's tiles into the other buffer (only where a next step runs)
// and computes; the fills of global elements are asynchronous copies.
// The automatic pipeline does so where every fill copies 8-byte elements
// as they are, or 4-byte ones where each thread computes 8 x 8 points
// (a float product's 64 x 128 tiles) or on the tensor cores (the lecture
// matmul, whose float data the tiles keep: promote's shared:float); not
// tiles of 4-byte elements for 4 x 4 points (the double sum of floats
// here), nor converting copies (both measured slower).  A
// triangular product's steps start at the greater of two bounds, set
// once before the loop (k_tile_first).  Steps
// that do not fit are refused with the reason.
// (--no-tensor-cores: the FMA form of the products; tests/cuda/mma.c and
// tests/passes/mma.c test their tensor-core form.)
// RUN: %tilec --no-tensor-cores --emit=cuda --remarks --print-after=pipeline --save-recipe=%t.recipe \
// RUN:   %S/../Inputs/pipeline.c -o %t.cu 2> %t.dump
// RUN: FileCheck %s < %t.dump
// RUN: FileCheck %s --check-prefix=REMARK < %t.dump
// RUN: FileCheck %s --check-prefix=RECIPE < %t.recipe
// RUN: %tilec --emit=cuda --remarks --save-recipe=%t.mm.recipe %examples/matmul.c -o %t.mm.cu 2>&1 | FileCheck %s --check-prefix=MATMUL
// A recipe double-buffers them all the same: float tiles of 4-byte
// asynchronous copies, the matmul's converting plain copies (tiles of
// doubles: promote's plain shared).
// RUN: cp %t.recipe %t.float && echo 'pipeline k_tile' >> %t.float
// RUN: %tilec --emit=cuda --remarks --recipe=%t.float %S/../Inputs/pipeline.c -o %t.float.cu 2>&1 | FileCheck %s --check-prefix=FLOAT
// RUN: sed -e 's/ shared:float$/ shared/' -e '/^vectorize/d' %t.mm.recipe > %t.convert
// RUN: %tilec --emit=cuda --remarks --recipe=%t.convert %examples/matmul.c -o %t.convert.cu 2>&1 | FileCheck %s --check-prefix=CONVERT
// A loop of the host, the reduction's steps before promote filled tiles
// in them, and a second pipeline of the same loop are refused.
// RUN: sed -e 's/^map-gpu/pipeline k\nmap-gpu/' %t.recipe > %t.host
// RUN: not %tilec --emit=cuda --recipe=%t.host %S/../Inputs/pipeline.c -o %t.host.cu 2>&1 | FileCheck %s --check-prefix=HOST
// RUN: test ! -e %t.host.cu
// RUN: sed -e 's/^promote A k_tile shared$/pipeline k_tile\npromote A k_tile shared/' %t.recipe > %t.sub
// RUN: not %tilec --emit=cuda --recipe=%t.sub %S/../Inputs/pipeline.c -o %t.sub.cu 2>&1 | FileCheck %s --check-prefix=SUB
// RUN: sed -e 's/^pipeline k_tile$/pipeline k_tile\npipeline k_tile/' %t.recipe > %t.twice
// RUN: not %tilec --emit=cuda --recipe=%t.twice %S/../Inputs/pipeline.c -o %t.twice.cu 2>&1 | FileCheck %s --check-prefix=TWICE

// Three buffers by a recipe ("pipeline k_tile 3"): the prologue fills
// buffers 0 and 1 (the second step's only where it runs), each step
// fills the buffer the step before read with the step two ahead; in CUDA
// each step's copies are a group of their own, and the wait before the
// barrier lets the newest one run on.  OpenCL's plain copies need no
// groups (steps of 8 there: three buffers of 16 steps pass its 48 KB).  Fewer than 2 or more than 8 stages, and buffers past the
// shared memory, are refused.
// RUN: sed -e 's/^pipeline k_tile$/pipeline k_tile 3/' %t.recipe > %t.three
// RUN: %tilec --no-tensor-cores --emit=cuda --remarks --print-after=pipeline --recipe=%t.three \
// RUN:   %S/../Inputs/pipeline.c -o %t.three.cu 2> %t.three.dump
// RUN: FileCheck %s --check-prefix=THREE < %t.three.dump
// RUN: FileCheck %s --check-prefix=THREE-REMARK < %t.three.dump
// RUN: sed -e 's/^stripmine k 16$/stripmine k 8/' -e '/^vectorize/d' %t.three > %t.three8
// RUN: %tilec --emit=opencl --remarks --print-after=pipeline --recipe=%t.three8 \
// RUN:   %S/../Inputs/pipeline.c -o %t.three.c 2>&1 | FileCheck %s --check-prefix=OCL3
// RUN: sed -e 's/^pipeline k_tile$/pipeline k_tile 1/' %t.recipe > %t.one
// RUN: not %tilec --no-tensor-cores --recipe=%t.one %S/../Inputs/pipeline.c -o %t.one.cu 2>&1 | FileCheck %s --check-prefix=ONE
// RUN: test ! -e %t.one.cu
// RUN: sed -e 's/^pipeline k_tile$/pipeline k_tile 9/' %t.recipe > %t.nine
// RUN: not %tilec --no-tensor-cores --recipe=%t.nine %S/../Inputs/pipeline.c -o %t.nine.cu 2>&1 | FileCheck %s --check-prefix=NINE
// RUN: sed -e 's/^stripmine k 16$/stripmine k 64/' -e 's/^pipeline k_tile$/pipeline k_tile 8/' %t.recipe > %t.big
// RUN: not %tilec --no-tensor-cores --recipe=%t.big %S/../Inputs/pipeline.c -o %t.big.cu 2>&1 | FileCheck %s --check-prefix=BIG
// RUN: sed -e 's/^pipeline k_tile$/pipeline k_tile 3 4/' %t.recipe > %t.two
// RUN: not %tilec --no-tensor-cores --recipe=%t.two %S/../Inputs/pipeline.c -o %t.two.cu 2>&1 | FileCheck %s --check-prefix=MALFORMED

// CHECK-LABEL: // *** IR Dump After pipeline ***
// CHECK:    kernel product_kernel0 grid(j_first, i_first) block(16, 16) {
// CHECK:      shared double A_tile[32][64];                                // padded by 1
// CHECK-NEXT: shared double B_tile[32][64];                                // padded by 1
// CHECK:      if (0 <= nk - 1) {
// CHECK-NEXT:   for (int load = 16 * i_thread + j_thread; load <= 1023; load += 256) {
// CHECK-NEXT:     int k = load % 16;
// CHECK-NEXT:     int i = i_first + load / 16;
// CHECK-NEXT:     async A_tile[k][i - i_first] = i <= ni - 1 && k <= nk - 1 ? A[i][k] : 0;
// CHECK:          async B_tile[k][j - j_first] = k <= nk - 1 && j <= nj - 1 ? B[k][j] : 0;
// CHECK:      for (int k_tile = 0; k_tile <= nk - 1; k_tile += 16) {
// CHECK-NEXT:   int k_tile_stage = k_tile / 16 % 2;
// CHECK-NEXT:   wait for async copies; barrier;
// CHECK-NEXT:   if (k_tile <= nk - 17) {
// CHECK-NEXT:     for (int load = 16 * i_thread + j_thread; load <= 1023; load += 256) {
// CHECK-NEXT:       int k = k_tile + 16 + load % 16;
// CHECK-NEXT:       int i = i_first + load / 16;
// CHECK-NEXT:       async A_tile[k - k_tile - 16 * k_tile_stage][i - i_first] = i <= ni - 1 && k <= nk - 1 ? A[i][k] : 0;
// CHECK:            async B_tile[k - k_tile - 16 * k_tile_stage][j - j_first] = k <= nk - 1 && j <= nj - 1 ? B[k][j] : 0;
// CHECK:        if (k_tile + 15 <= nk - 1) {
// CHECK-NEXT:     #pragma unroll
// CHECK-NEXT:     for (int k = k_tile; k <= k_tile + 15; k += 1) {
// CHECK:              S2: C_ij[i_sub][j_sub] += alpha * A_tile[k - k_tile + 16 * k_tile_stage][i - i_first] * B_tile[k - k_tile + 16 * k_tile_stage][j - j_first];
// CHECK:        } else {
// CHECK-NEXT:     for (int k = k_tile; k <= min(nk - 1, k_tile + 15); k += 1) {
// CHECK:              S2: C_ij[i_sub][j_sub] += alpha * A_tile[k - k_tile + 16 * k_tile_stage][i - i_first] * B_tile[k - k_tile + 16 * k_tile_stage][j - j_first];
// CHECK-NOT:  barrier;
// CHECK:      S3: C[i][j] = C_ij[i_sub][j_sub];
// CHECK-LABEL: // *** IR Dump After pipeline ***
// CHECK:      kernel upper_kernel0
// CHECK:      int k_tile_first = i_first + 1 > 1 ? i_first + 1 : 1;
// CHECK-NEXT: if (i_first + 1 <= nk - 1 && 1 <= nk - 1) {
// CHECK:          async A_tile[k - k_tile_first][i - i_first] =
// CHECK:      for (int k_tile = k_tile_first; k_tile <= nk - 1; k_tile += 16) {
// CHECK-NEXT:   int k_tile_stage = (k_tile - k_tile_first) / 16 % 2;
// CHECK-NOT:  kernel mixed_kernel0

// REMARK: remark: unswitched loop 'k': where its 16 iterations run, they run unrolled, without the test of its other bounds
// REMARK: remark: kernel 'product_kernel0': loop 'k_tile' double-buffers 'A_tile', 'B_tile': each step loads the next step's elements while it computes (2 of 2 fills as asynchronous copies), one barrier per step

// RECIPE:      promote B k_tile shared
// RECIPE-NEXT: unswitch k
// RECIPE-NEXT: pipeline k_tile

// REMARK: remark: kernel 'mixed_kernel0': loop 'k_tile' keeps one buffer per tile: its fills convert elements, or copy ones of fewer than 8 bytes for fewer than 64 points per thread, where double buffering measured slower

// MATMUL: remark: kernel 'MatrixMulOnHost_kernel0': loop 'k_tile' double-buffers 'M_tile', 'N_tile': each step loads the next step's elements while it computes (2 of 2 fills as asynchronous copies), one barrier per step
// FLOAT: remark: kernel 'mixed_kernel0': loop 'k_tile' double-buffers 'F_tile', 'G_tile': each step loads the next step's elements while it computes (2 of 2 fills as asynchronous copies), one barrier per step
// CONVERT: remark: kernel 'MatrixMulOnHost_kernel0': loop 'k_tile' double-buffers 'M_tile', 'N_tile': each step loads the next step's elements while it computes (0 of 2 fills as asynchronous copies), one barrier per step

// HOST: error: cannot pipeline loop 'k' (line {{[0-9]+}}): it is no loop of a tiled kernel's threads counting up
// SUB: error: cannot pipeline loop 'k_tile' (line {{[0-9]+}}): its body is not the fills of shared tiles (promote), a barrier, the code that reads them and a barrier
// TWICE: error: cannot pipeline loop 'k_tile' (line {{[0-9]+}}): its body is not the fills of shared tiles (promote), a barrier, the code that reads them and a barrier

// THREE-LABEL: // *** IR Dump After pipeline ***
// THREE:      kernel product_kernel0 grid(j_first, i_first) block(16, 16) {
// THREE:        shared double A_tile[48][64];                                // padded by 1
// THREE-NEXT:   shared double B_tile[48][64];                                // padded by 1
// THREE:        if (0 <= nk - 1) {
// THREE:            async A_tile[k][i - i_first] = i <= ni - 1 && k <= nk - 1 ? A[i][k] : 0;
// THREE:        commit async copies as a group;
// THREE-NEXT:   if (16 <= nk - 1) {
// THREE-NEXT:     for (int load = 16 * i_thread + j_thread; load <= 1023; load += 256) {
// THREE-NEXT:       int k = 16 + load % 16;
// THREE-NEXT:       int i = i_first + load / 16;
// THREE-NEXT:       async A_tile[k][i - i_first] = i <= ni - 1 && k <= nk - 1 ? A[i][k] : 0;
// THREE:        commit async copies as a group;
// THREE-NEXT:   for (int k_tile = 0; k_tile <= nk - 1; k_tile += 16) {
// THREE-NEXT:     int k_tile_stage = k_tile / 16 % 3;
// THREE-NEXT:     int k_tile_fill = (k_tile_stage + 2) % 3;
// THREE-NEXT:     wait for async copies but the last 1 group; barrier;
// THREE-NEXT:     if (k_tile <= nk - 33) {
// THREE-NEXT:       for (int load = 16 * i_thread + j_thread; load <= 1023; load += 256) {
// THREE-NEXT:         int k = k_tile + 32 + load % 16;
// THREE-NEXT:         int i = i_first + load / 16;
// THREE-NEXT:         async A_tile[k - k_tile + 16 * k_tile_fill - 32][i - i_first] = i <= ni - 1 && k <= nk - 1 ? A[i][k] : 0;
// THREE:          commit async copies as a group;
// THREE-NEXT:     if (k_tile + 15 <= nk - 1) {
// THREE:                S2: C_ij[i_sub][j_sub] += alpha * A_tile[k - k_tile + 16 * k_tile_stage][i - i_first] * B_tile[k - k_tile + 16 * k_tile_stage][j - j_first];
// THREE-REMARK: remark: kernel 'product_kernel0': loop 'k_tile' gives 'A_tile', 'B_tile' 3 buffers each: each step loads the elements of the step 2 ahead while it computes (2 of 2 fills as asynchronous copies, waited for one step's group at a time), one barrier per step
// THREE-LABEL: // *** IR Dump After pipeline ***
// THREE:      kernel upper_kernel0
// THREE:        int k_tile_first = i_first + 1 > 1 ? i_first + 1 : 1;
// THREE:        commit async copies as a group;
// THREE-NEXT:   if (k_tile_first + 16 <= nk - 1) {
// THREE:              async A_tile[k - k_tile_first][i - i_first] =
// THREE:        commit async copies as a group;
// THREE-NEXT:   for (int k_tile = k_tile_first; k_tile <= nk - 1; k_tile += 16) {
// THREE-NEXT:     int k_tile_stage = (k_tile - k_tile_first) / 16 % 3;

// OCL3:       remark: kernel 'product_kernel0': loop 'k_tile' gives 'A_tile', 'B_tile' 3 buffers each: each step loads the elements of the step 2 ahead while it computes (2 of 2 fills as asynchronous copies), one barrier per step
// OCL3-LABEL: // *** IR Dump After pipeline ***
// OCL3-NOT:   commit
// OCL3:       int k_tile_fill = (k_tile_stage + 2) % 3;
// OCL3-NEXT:  wait for async copies; barrier;
// OCL3-NOT:   commit

// ONE: pipeline.c.tmp.one:10:1: error: cannot pipeline loop 'k_tile' (line 24): 1 stages asked for; a pipeline has 2 to 8
// ONE-NEXT: pipeline k_tile 1
// ONE-NEXT: ^
// NINE: error: cannot pipeline loop 'k_tile' (line 24): 9 stages asked for; a pipeline has 2 to 8
// BIG: error: cannot pipeline loop 'k_tile' (line 24): 8 buffers of its tiles would need {{[0-9]+}} bytes of shared memory per block, more than the {{[0-9]+}} sm_90 allows
// MALFORMED: error: malformed 'pipeline' step; expected 'pipeline LOOP [STAGES]'
