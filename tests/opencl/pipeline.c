// Double-buffered tiles (Inputs/pipeline.c) on the OpenCL device, where
// the asynchronous copies are plain ones: a double product, a triangular
// one (both double-buffered) and a float product with a double
// accumulator (one buffer; double-buffered by a recipe below) match the CPU with
// no step of the reduction (nk = 0), one partial step (1, 3), full steps
// and a partial last one (17, 33, 99), exact multiples of the step (16,
// 64, 96), and ni, nj of 1, primes and past a block's tile of 64.  The kernels ran
// in the three regions of every run.
// RUN: %opencl-compare -o %t --expect-regions transformed,transformed,transformed \
// RUN:   -r 0 -r 1 -r 8 -r 50 -r '1 1 1' -r '3 5 16' -r '67 65 17' -r '64 64 64' \
// RUN:   -r '65 97 96' -r '100 100 99' -r '13 7 33' %S/../Inputs/pipeline.c | FileCheck %s
// CHECK-COUNT-11: ok: run {{[0-9]+}} {{.*}}: 3 kernels, {{[0-9]+}} launched; 3 region runs: 3 transformed; ok: 3 arrays
// The float product double-buffered by a recipe:
// RUN: %tilec --save-recipe=%t.recipe --emit=opencl %S/../Inputs/pipeline.c -o %t.auto.c
// RUN: echo 'pipeline k_tile' >> %t.recipe
// RUN: %opencl-compare -o %t.float -T --recipe=%t.recipe --expect-regions transformed,transformed,transformed \
// RUN:   -r 0 -r 1 -r 17 -r '67 65 17' -r '65 97 96' %S/../Inputs/pipeline.c | FileCheck %s --check-prefix=FLOAT
// FLOAT-COUNT-5: ok: run {{[0-9]+}} {{.*}}: 3 kernels, {{[0-9]+}} launched; 3 region runs: 3 transformed; ok: 3 arrays
// Three buffers by a recipe (steps of 8, within OpenCL's 48 KB), all
// three products: no step, one partial step, steps of which the second
// or third is the last, a partial last step.
// RUN: sed -e 's/^stripmine k 16$/stripmine k 8/' -e 's/^pipeline k_tile$/pipeline k_tile 3/' %t.recipe > %t.three.recipe
// RUN: %opencl-compare -o %t.three -T --recipe=%t.three.recipe --expect-regions transformed,transformed,transformed \
// RUN:   -r 0 -r 1 -r 8 -r 9 -r 16 -r 17 -r 24 -r '67 65 17' -r '65 97 96' -r '13 7 33' %S/../Inputs/pipeline.c | FileCheck %s --check-prefix=THREE
// THREE-COUNT-10: ok: run {{[0-9]+}} {{.*}}: 3 kernels, {{[0-9]+}} launched; 3 region runs: 3 transformed; ok: 3 arrays
// The double product's full steps peeled from its partial last step
// (peel: a second loop, k_tile_last), with two buffers and with three.
// RUN: sed -e '/region 1/,$ b' -e 's/^pipeline k_tile$/pipeline k_tile\npeel k_tile/' %t.recipe > %t.peel.recipe
// RUN: sed -e '/region 1/,$ b' -e 's/^pipeline k_tile 3$/pipeline k_tile 3\npeel k_tile/' %t.three.recipe > %t.peel3.recipe
// RUN: grep -c '^peel k_tile$' %t.peel.recipe %t.peel3.recipe | FileCheck %s --check-prefix=PEELS
// RUN: %opencl-compare -o %t.peel -T --recipe=%t.peel.recipe --expect-regions transformed,transformed,transformed \
// RUN:   -r 0 -r 1 -r 15 -r 16 -r 17 -r '67 65 17' -r '65 97 96' -r '13 7 33' %S/../Inputs/pipeline.c | FileCheck %s --check-prefix=PEEL
// RUN: %opencl-compare -o %t.peel3 -T --recipe=%t.peel3.recipe --expect-regions transformed,transformed,transformed \
// RUN:   -r 0 -r 1 -r 8 -r 9 -r 24 -r 25 -r '67 65 17' -r '13 7 33' %S/../Inputs/pipeline.c | FileCheck %s --check-prefix=PEEL3
// PEELS: peel.recipe:1
// PEELS: peel3.recipe:1
// PEEL-COUNT-8: ok: run {{[0-9]+}} {{.*}}: 3 kernels, {{[0-9]+}} launched; 3 region runs: 3 transformed; ok: 3 arrays
// PEEL3-COUNT-8: ok: run {{[0-9]+}} {{.*}}: 3 kernels, {{[0-9]+}} launched; 3 region runs: 3 transformed; ok: 3 arrays
