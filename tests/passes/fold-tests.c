// The fold-tests pass: the last step of a product kernel, where isl finds
// that an if's test holds (or fails) wherever it stands (the loops'
// bounds and strides, the grid and block sizes, the tests around it,
// coarsen's points read through their binds), runs the branch taken
// without the test.  tests/Inputs/fold-tests.c: 128 x 96 points, 64 steps
// (the tiles divide them: no border code is left), 100 x 37 and 61
// (every test stays), 3 x 5 and 1 (every whole-tile branch goes), a
// float product, a triangle (its tests of the diagonal stay).
// REQUIRES: nvcc
//
// RUN: %tilec --remarks --print-after=fold-tests --save-recipe=%t.recipe -I %S/../Inputs \
// RUN:   %S/../Inputs/fold-tests.c -o %t.cu 2> %t.dump
// RUN: FileCheck %s --check-prefix=REMARK < %t.dump
// RUN: FileCheck %s --check-prefix=RECIPE < %t.recipe
// RUN: grep -v '^#line' %t.cu | FileCheck %s --check-prefix=CUDA
// RUN: %nvcc -arch=sm_90 -Werror all-warnings -I%S/../Inputs -c %t.cu -o %t.o
// The recipe replays to the same program; without its fold-tests steps
// the tests are back.
// RUN: %tilec --recipe=%t.recipe -I %S/../Inputs %S/../Inputs/fold-tests.c -o %t.replay.cu
// RUN: cmp %t.cu %t.replay.cu
// RUN: grep -v '^fold-tests' %t.recipe > %t.nofold.recipe
// RUN: %tilec --recipe=%t.nofold.recipe -I %S/../Inputs %S/../Inputs/fold-tests.c -o - | grep -v '^#line' | FileCheck %s --check-prefix=NOFOLD
// A recipe's fold-tests where nothing folds (a second one) says so; on a
// host loop it is an error.
// RUN: sed -n '/region 1/,/region 2/p' %t.recipe | sed '$d' > %t.ragged.recipe
// RUN: echo 'fold-tests k_tile' >> %t.ragged.recipe
// RUN: %tilec --remarks --recipe=%t.ragged.recipe -I %S/../Inputs %S/../Inputs/fold-tests.c -o %t.ragged.cu 2>&1 | FileCheck %s --check-prefix=NOTHING
// RUN: printf 'fold-tests i@20\n' > %t.host.recipe
// RUN: not %tilec --recipe=%t.host.recipe -I %S/../Inputs %S/../Inputs/fold-tests.c -o %t.host.cu 2>&1 | FileCheck %s --check-prefix=HOST
// RUN: test ! -e %t.host.cu
// The kernels on the OpenCL device (PoCL in CI) give what the loops give.
// RUN: %opencl-compare -o %t.ocl -I %S/../Inputs --expect-regions transformed,transformed,transformed,transformed,transformed \
// RUN:   -r 1 -r 2 -r 7 %S/../Inputs/fold-tests.c | FileCheck %s --check-prefix=OCL
//
// REMARK: fold-tests.c:20:3: remark: kernel 'divides_kernel0': 6 tests always hold where they stand (what they guard runs without them), 0 never hold (the other branch runs)
// REMARK: fold-tests.c:30:3: remark: kernel 'ragged_kernel0': 2 tests always hold where they stand (what they guard runs without them), 0 never hold (the other branch runs)
// REMARK: fold-tests.c:40:3: remark: kernel 'tiny_kernel0': 0 tests always hold where they stand (what they guard runs without them), 3 never hold (the other branch runs)
// REMARK: fold-tests.c:50:3: remark: kernel 'floats_kernel0': 4 tests always hold
// REMARK: fold-tests.c:60:3: remark: kernel 'lower_kernel0': 5 tests always hold
// The dump of divides' kernel after the step: the whole copies only, the
// full steps only, the store unguarded; the next step's fill stays
// tested (the last step has none).
// RUN: sed -n '/kernel divides_kernel0/,/^  }/p' %t.dump | FileCheck %s --check-prefix=DUMP
// DUMP: kernel divides_kernel0
// DUMP-NOT: if (
// DUMP: for (int k_tile = 0; k_tile <= 63; k_tile += 16) {
// DUMP-NEXT: int k_tile_stage = k_tile / 16 % 2;
// DUMP-NEXT: wait for async copies; barrier;
// DUMP-NEXT: if (k_tile <= 47) {
// DUMP-NOT: if (
// DUMP: S2: C1[i][j] = s[i_sub][j_sub];
// DUMP-NOT: if (
//
// RECIPE: # region 0: 'divides'
// RECIPE: vectorize k_tile
// RECIPE-NEXT: fold-tests k_tile
// RECIPE: # region 1: 'ragged'
// RECIPE: vectorize k_tile
// RECIPE-NEXT: fold-tests k_tile
// RECIPE-NEXT: # region 2: 'tiny'
// RECIPE: fold-tests k_tile
//
// CUDA-LABEL: divides_kernel0(
// CUDA-NOT: tilec_copy_async_n
// CUDA-NOT: else
// CUDA: C1[i * 128 + j] = s[i_sub][j_sub];
// CUDA-NEXT: }
// CUDA-LABEL: ragged_kernel0(
// CUDA: tilec_copy_async_n<2>
// CUDA: } else {
// CUDA: if (i <= 99 && j <= 36) {
// CUDA-LABEL: tiny_kernel0(
// CUDA-NOT: tilec_copy_async_v
// CUDA-NOT: tilec_mma
// CUDA: for (int k = k_tile; k < 1 && k < k_tile + 16; k++) {
// CUDA-LABEL: lower_kernel0(
//
// NOFOLD-LABEL: divides_kernel0(
// NOFOLD: if (i_first <= 64 && k_tile <= 32) {
// NOFOLD: } else {
// NOFOLD: if (i <= 127 && j <= 95) {
// NOFOLD-LABEL: ragged_kernel0(
//
// NOTHING: remark: kernel 'ragged_kernel0': no test holds or fails everywhere: nothing to fold
// HOST: host.recipe:1:1: error: cannot fold the tests of loop 'i' (line 20): it is no loop of a kernel
//
// OCL: ok: run 1 {{.*}}: 5 kernels, {{[0-9]+}} launched; 5 region runs: 5 transformed; ok: 5 arrays
// OCL: ok: run 2 {{.*}}: 5 kernels, {{[0-9]+}} launched; 5 region runs: 5 transformed; ok: 5 arrays
// OCL: ok: run 3 {{.*}}: 5 kernels, {{[0-9]+}} launched; 5 region runs: 5 transformed; ok: 5 arrays
