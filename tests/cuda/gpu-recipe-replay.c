// --save-recipe writes the GPU steps too (map-gpu, gpu-tile, coarsen,
// strip-mine, promote, pipeline, mma, after the host steps the automatic pipeline took),
// and replaying the recipe gives a byte-identical .cu: matmul, gemm
// (distributed and permuted first), jacobi-2d (map-gpu only) and a 3 x 3
// convolution (a stencil staged with its halo).
// RUN: %tilec %examples/matmul.c --save-recipe=%t.mm.recipe -o %t.mm.cu
// RUN: FileCheck %s --check-prefix=MM < %t.mm.recipe
// RUN: %tilec %examples/matmul.c --recipe=%t.mm.recipe -o %t.mm2.cu
// RUN: cmp %t.mm.cu %t.mm2.cu
// MM:      # region 0: 'MatrixMulOnHost' ({{.*}}matmul.c:17)
// MM-NEXT: map-gpu i
// MM-NEXT: gpu-tile i,j 128,64
// MM-NEXT: coarsen i,j 4,16
// MM-NEXT: stripmine k 32
// MM-NEXT: promote M k_tile shared:float
// MM-NEXT: promote N k_tile shared:float
// MM-NEXT: unswitch k
// MM-NEXT: pipeline k_tile
// MM-NEXT: mma k_tile
// RUN: %tilec -I %polybench/utilities %polybench/gemm/gemm.c --save-recipe=%t.gemm.recipe -o %t.gemm.cu
// RUN: %tilec -I %polybench/utilities %polybench/gemm/gemm.c --recipe=%t.gemm.recipe -o %t.gemm2.cu
// RUN: cmp %t.gemm.cu %t.gemm2.cu
// RUN: %tilec -I %polybench/utilities %polybench/jacobi-2d/jacobi-2d.c --save-recipe=%t.j.recipe -o %t.j.cu
// RUN: FileCheck %s --check-prefix=JACOBI < %t.j.recipe
// RUN: %tilec -I %polybench/utilities %polybench/jacobi-2d/jacobi-2d.c --recipe=%t.j.recipe -o %t.j2.cu
// RUN: cmp %t.j.cu %t.j2.cu
// JACOBI:      map-gpu t
// JACOBI-NOT: gpu-tile
// A 3 x 3 convolution is staged with its halo:
// RUN: %tilec %S/../opencl/Inputs/conv3.c --save-recipe=%t.c3.recipe -o %t.c3.cu
// RUN: FileCheck %s --check-prefix=CONV3 < %t.c3.recipe
// RUN: %tilec %S/../opencl/Inputs/conv3.c --recipe=%t.c3.recipe -o %t.c3b.cu
// RUN: cmp %t.c3.cu %t.c3b.cu
// CONV3:      map-gpu i
// CONV3-NEXT: gpu-tile i,j 32,32
// CONV3-NEXT: coarsen i,j 4,1
// CONV3-NEXT: promote in j_first shared
//
// --emit=ir with a recipe of GPU steps prints the mapped IR (the lecture's
// kernel: 16 x 16 tiles, one point per thread):
// RUN: %tilec --emit=ir --recipe=%S/../opencl/Inputs/matmul-one-point.recipe %examples/matmul.c | FileCheck %s --check-prefix=IR
// IR:      kernel MatrixMulOnHost_kernel0 grid(j_first, i_first) block(16, 16) {
// IR-NEXT:   shared double M_tile[16][16]; {{ *}}// padded by 1
// IR-NEXT:   shared double N_tile[16][16]; {{ *}}// padded by 1
// IR:        int i = i_first + i_thread;
// IR-NEXT:   int j = j_first + j_thread;
// IR-NEXT:   double sum;
// IR:        barrier;
//
// GPU steps a recipe asks for and that cannot be done are located errors
// (exit 1, no output file).
// RUN: printf 'map-gpu i\ngpu-tile i,j 64,64\ncoarsen i,j 4,4\nstripmine k 16\npromote P k_tile shared\n' > %t.e1
// RUN: printf 'map-gpu i\ngpu-tile i,j 64,64\ncoarsen i,j 5,4\n' > %t.e2
// RUN: printf 'gpu-tile i,j 64,64\n' > %t.e3
// RUN: printf 'map-gpu i\ngpu-tile i,j 256,256\ncoarsen i,j 16,16\nstripmine k 128\npromote M k_tile shared\n' > %t.e4
// RUN: printf 'map-gpu i\ngpu-tile i,j 64,64\ncoarsen i,j 4,4 diagonal\n' > %t.e5
// RUN: printf 'map-gpu i\ngpu-tile i,j 64,64\ncoarsen i,j 4,4\npromote M i_thread shared\n' > %t.e6
// RUN: printf 'map-gpu i\ngpu-tile i,j 64,64\ncoarsen i,j 4,4\npromote P k register\n' > %t.e8
// RUN: printf 'map-gpu i\nmap i w\n' > %t.e9
// RUN: printf 'map-gpu i\nmap k x\n' > %t.e10
// RUN: printf 'map-gpu i\nstripmine i 4\n' > %t.e11
// RUN: printf 'map-gpu i\nscalar-replace k\n' > %t.e12
// RUN: printf 'map-gpu i\ngpu-tile i,j 64,64\ncoarsen i,j 4,4\nstripmine k 16\npromote M k_tile shared\npromote M k_tile shared\n' > %t.e13
// RUN: rm -f %t.e.cu
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --recipe=%t.e1 %examples/matmul.c -o %t.e.cu 2>&1 | FileCheck %s --check-prefix=E1
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --recipe=%t.e2 %examples/matmul.c -o %t.e.cu 2>&1 | FileCheck %s --check-prefix=E2
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --recipe=%t.e3 %examples/matmul.c -o %t.e.cu 2>&1 | FileCheck %s --check-prefix=E3
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --recipe=%t.e4 %examples/matmul.c -o %t.e.cu 2>&1 | FileCheck %s --check-prefix=E4
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --recipe=%t.e5 %examples/matmul.c -o %t.e.cu 2>&1 | FileCheck %s --check-prefix=E5
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --recipe=%t.e6 %examples/matmul.c -o %t.e.cu 2>&1 | FileCheck %s --check-prefix=E6
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --emit=c --recipe=%t.e1 %examples/matmul.c -o %t.e.cu 2>&1 | FileCheck %s --check-prefix=E7
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --recipe=%t.e8 %examples/matmul.c -o %t.e.cu 2>&1 | FileCheck %s --check-prefix=E8
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --recipe=%t.e9 %examples/matmul.c -o %t.e.cu 2>&1 | FileCheck %s --check-prefix=E9
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --recipe=%t.e10 %examples/matmul.c -o %t.e.cu 2>&1 | FileCheck %s --check-prefix=E10
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --recipe=%t.e11 %examples/matmul.c -o %t.e.cu 2>&1 | FileCheck %s --check-prefix=E11
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --recipe=%t.e12 %examples/matmul.c -o %t.e.cu 2>&1 | FileCheck %s --check-prefix=E12
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --recipe=%t.e13 %examples/matmul.c -o %t.e.cu 2>&1 | FileCheck %s --check-prefix=E13
// RUN: not test -e %t.e.cu
// E1: .e1:5:1: error: cannot promote 'P' over loop 'k_tile': kernel 'MatrixMulOnHost_kernel0' writes 'P'
// E1-NEXT: promote P k_tile shared
// E1-NEXT: ^
// E2: .e2:3:1: error: kernel 'MatrixMulOnHost_kernel0': 5 points per thread do not divide the tile of 64 points of loop 'i'
// E3: .e3:1:1: error: loop 'i' (line 17) is not in a kernel (run map-gpu first): gpu-tile tiles the loops map-gpu mapped to blocks and threads
// E4: .e4:5:1: error: cannot promote 'M' over loop 'k_tile': kernel 'MatrixMulOnHost_kernel0' would need 263168 bytes of shared memory per block, more than the 232448 sm_90 allows
// E5: .e5:3:1: error: unknown keyword 'diagonal' in 'coarsen LOOP,LOOP,... SIZE,SIZE,... [strided|contiguous|grouped]'
// E6: .e6:4:1: error: cannot promote 'M' over loop 'i_thread': loop 'i_thread' is mapped to threads; name the block's loop or a loop of the thread's code
// E7: .e1:1:1: error: 'map-gpu' needs a GPU target (--emit=cuda or --emit=opencl) or --emit=ir
// E8: .e8:4:1: error: cannot promote 'P' over loop 'k' to registers: 'P' is written in the kernel
// E9: .e9:2:1: error: unknown keyword 'w' in 'map LOOP x|y|z'
// E10: .e10:2:1: error: loop 'k' (line 20) is not a loop map-gpu mapped to blocks and threads
// E11: .e11:2:1: error: loop 'i' (line 17) is mapped to the GPU in kernel 'MatrixMulOnHost_kernel0': 'strip-mine' applies to it before map-gpu; after it, use map, gpu-tile and coarsen
// E12: .e12:2:1: error: loop 'k' (line 20) is in kernel 'MatrixMulOnHost_kernel0', where the dependence analysis does not look: 'scalar-replace' applies to it before map-gpu
// Staging an array twice: the second step finds only the tile's reads.
// E13: .e13:6:1: error: cannot promote 'M' over loop 'k_tile': loop 'k_tile' does not read 'M'
