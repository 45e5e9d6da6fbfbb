// bench/tune.sh (make tune) without a GPU: the candidates' recipes are the
// cost model's recipe for examples/matmul.c with other sizes in its
// gpu-tile, coarsen and strip-mine steps; tilec translates each (or
// refuses it with a located error, listed) and nvcc builds them; the
// candidate with the default sizes (64/4/16) is the default row itself.  The
// timing needs a GPU (make tune on one; the note of issue 14 has a table).
// REQUIRES: nvcc
// RUN: rm -rf %t && env TILEC=%tilec NVCC=%nvcc JOBS=2 %S/../../bench/tune.sh --build-only -w %t -c '32/4/8 64/4/16 128/2/8' %examples/matmul.c | FileCheck %s
// RUN: FileCheck %s --check-prefix=RECIPE < %t/t32p4s8.recipe
// RUN: FileCheck %s --check-prefix=REFUSED < %t/refused
// RUN: test -x %t/default && test -x %t/t32p4s8 && test ! -e %t/t64p4s16.cu
// CHECK: tune: matmul: 2 candidates built (2 translated, 1 refused)
// RECIPE:      map-gpu i
// RECIPE-NEXT: gpu-tile i,j 32,32
// RECIPE-NEXT: coarsen i,j 4,4
// RECIPE-NEXT: stripmine k 8
// RECIPE-NEXT: promote M k_tile shared
// REFUSED: t128p2s8 refused: kernel 'MatrixMulOnHost_kernel0' would have 4096 threads per block, more than the 1024 sm_90 allows
