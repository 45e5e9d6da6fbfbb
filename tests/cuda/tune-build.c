// bench/tune.sh (make tune) without a GPU: the candidates' recipes are the
// cost model's recipe for examples/matmul.c with other sizes in its
// gpu-tile, coarsen and strip-mine steps; the kernel runs on the tensor
// cores (its recipe has an mma step), so candidate T/P/S gives each thread
// P x T/4 points (blocks of 4 x T/P threads); tilec translates each (or
// refuses it with a located error, listed) and nvcc builds them; the
// candidate with the default sizes (128x64/4/32) is the default row itself.
// The timing needs a GPU (make tune on one; the note of issue 14 has a
// table).
// REQUIRES: nvcc
// A rectangular tile TYxTX (64x32: the cost model's tile where 64 x 64
// ones would not fill a wave) gives gpu-tile TY,TX and, on the tensor
// cores, coarsen P,TX/4.
// RUN: rm -rf %t && env TILEC=%tilec NVCC=%nvcc JOBS=2 %S/../../bench/tune.sh --build-only -w %t -c '32/4/8 128x64/4/32 32/8/8 64x32/2/32' %examples/matmul.c | FileCheck %s
// RUN: FileCheck %s --check-prefix=RECIPE < %t/t32p4s8.recipe
// RUN: FileCheck %s --check-prefix=RECT < %t/t64x32p2s32.recipe
// RUN: FileCheck %s --check-prefix=REFUSED < %t/refused
// RUN: test -x %t/default && test -x %t/t32p4s8 && test -x %t/t64x32p2s32 && test ! -e %t/t128x64p4s32.cu
// A fourth size M sets the tensor-core steps ('mma k_tile M'); 5 is refused.
// RUN: rm -rf %t.m && env TILEC=%tilec NVCC=%nvcc JOBS=2 %S/../../bench/tune.sh --build-only -w %t.m -c '128x64/4/32/8 128x64/4/32/5' %examples/matmul.c | FileCheck %s --check-prefix=STEPS
// RUN: FileCheck %s --check-prefix=M8 < %t.m/t128x64p4s32m8.recipe
// RUN: FileCheck %s --check-prefix=M5 < %t.m/refused
// RUN: test -x %t.m/t128x64p4s32m8
// CHECK: tune: matmul: 3 candidates built (3 translated, 1 refused)
// STEPS: tune: matmul: 2 candidates built (2 translated, 1 refused)
// M8:      stripmine k 32
// M8:      mma k_tile 8
// M5: t128x64p4s32m5 refused: cannot run loop 'k_tile' (line 20) on the tensor cores: 5 steps per instruction asked for; mma takes 4 or 8
// RECT:      gpu-tile i,j 64,32
// RECT-NEXT: coarsen i,j 2,8
// RECT-NEXT: stripmine k 32
// RECIPE:      map-gpu i
// RECIPE-NEXT: gpu-tile i,j 32,32
// RECIPE-NEXT: coarsen i,j 4,8
// RECIPE-NEXT: stripmine k 8
// RECIPE-NEXT: promote M k_tile shared
// RECIPE:      mma k_tile
// REFUSED: t32p8s8 refused: cannot run loop 'k_tile' (line 20) on the tensor cores: its blocks of 4 x 4 threads are not 4 in x and a multiple of 8 in y
