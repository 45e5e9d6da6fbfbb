// Options that would do nothing for the chosen target, or that the target
// cannot honour, are errors: on the command line alone exit status 2 (an
// unknown --arch, --arch/--block/--no-shared-memory without a GPU target,
// --openmp without --emit=c, --tile-sizes where no pipeline uses them or
// in a shape the block cannot share out evenly); a shared-memory shape
// asked for with --tile-sizes or --block that exceeds the --arch limits is
// an error at the kernel (exit status 1, no output file), never a silent
// fallback to no staging.
// RUN: python3 %S/../Inputs/expect-status.py 2 %tilec --arch=sm_55 %examples/matmul.c -o %t.cu 2>&1 | FileCheck %s --check-prefix=ARCH
// RUN: python3 %S/../Inputs/expect-status.py 2 %tilec --arch=90 %examples/matmul.c -o %t.cu 2>&1 | FileCheck %s --check-prefix=ARCH
// RUN: python3 %S/../Inputs/expect-status.py 2 %tilec --emit=c --arch=sm_90 %examples/matmul.c -o %t.c 2>&1 | FileCheck %s --check-prefix=ARCH-C
// RUN: python3 %S/../Inputs/expect-status.py 2 %tilec --emit=c --block=16x16 %examples/matmul.c -o %t.c 2>&1 | FileCheck %s --check-prefix=BLOCK-C
// RUN: python3 %S/../Inputs/expect-status.py 2 %tilec --emit=ir --no-shared-memory %examples/matmul.c 2>&1 | FileCheck %s --check-prefix=NOSHARED-IR
// RUN: python3 %S/../Inputs/expect-status.py 2 %tilec --openmp %examples/matmul.c -o %t.cu 2>&1 | FileCheck %s --check-prefix=OPENMP
// RUN: python3 %S/../Inputs/expect-status.py 2 %tilec --tile-sizes=32,32,8,4 %examples/matmul.c -o %t.cu 2>&1 | FileCheck %s --check-prefix=FOUR
// RUN: python3 %S/../Inputs/expect-status.py 2 %tilec --tile-sizes=64,64 --no-shared-memory %examples/matmul.c -o %t.cu 2>&1 | FileCheck %s --check-prefix=TILE-NOSHARED
// RUN: python3 %S/../Inputs/expect-status.py 2 %tilec --emit=opencl --tile-sizes=60,64 %examples/matmul.c -o %t.cl.c 2>&1 | FileCheck %s --check-prefix=MULTIPLE
// RUN: python3 %S/../Inputs/expect-status.py 2 %tilec --block=32x8 --tile-sizes=64,12 %examples/matmul.c -o %t.cu 2>&1 | FileCheck %s --check-prefix=MULTIPLE-BLOCK
// RUN: python3 %S/../Inputs/expect-status.py 2 %tilec --emit=ir --tile-sizes=8,8 %examples/matmul.c 2>&1 | FileCheck %s --check-prefix=TILE-IR
// RUN: python3 %S/../Inputs/expect-status.py 2 %tilec --emit=c --no-transform --tile-sizes=8,8 %examples/matmul.c -o %t.c 2>&1 | FileCheck %s --check-prefix=TILE-NT
// RUN: echo "tile i,j 8,8" > %t.recipe
// RUN: python3 %S/../Inputs/expect-status.py 2 %tilec --emit=c --recipe=%t.recipe --tile-sizes=8,8 %examples/matmul.c -o %t.c 2>&1 | FileCheck %s --check-prefix=TILE-RECIPE
// RUN: rm -f %t.big.cu
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --emit=opencl --tile-sizes=256,256,16 %examples/matmul.c -o %t.big.c 2>&1 | FileCheck %s --check-prefix=SHARED
// CUDA allows its opt-in limit (dynamic shared memory):
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --tile-sizes=256,256,128 %examples/matmul.c -o %t.big.cu 2>&1 | FileCheck %s --check-prefix=SHARED-CUDA
// RUN: not test -e %t.big.cu
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --arch=sm_53 --tile-sizes=128,128,16 %examples/matmul.c -o %t.big.cu 2>&1 | FileCheck %s --check-prefix=REGS
// RUN: not test -e %t.big.cu
// RUN: python3 %S/../Inputs/expect-status.py 0 %tilec --arch=sm_90 --tile-sizes=128,128,16 %examples/matmul.c -o %t.big.cu
// RUN: python3 %S/../Inputs/expect-status.py 0 %tilec -I%polybench/utilities --tile-sizes=32,32,8 %polybench/mvt/mvt.c -o %t.j.cu 2>&1 | FileCheck %s --check-prefix=UNUSED

// ARCH: tilec: error: invalid value '{{sm_55|90}}' for '--arch=' (expected one of sm_50, sm_52, sm_53, sm_60, sm_61, sm_62, sm_70, sm_72, sm_75, sm_80, sm_86, sm_87, sm_89, sm_90, sm_100, sm_120)
// ARCH-NEXT: try 'tilec --help' for more information
// ARCH-C: tilec: error: --arch applies to --emit=cuda and --emit=opencl only
// BLOCK-C: tilec: error: --block applies to --emit=cuda and --emit=opencl only
// NOSHARED-IR: tilec: error: --no-shared-memory applies to --emit=cuda and --emit=opencl only
// OPENMP: tilec: error: --openmp applies to --emit=c only
// FOUR: tilec: error: --tile-sizes takes at most 3 sizes with --emit=cuda and --emit=opencl: the points per block in x and y and the reduction step of the shared-memory form
// TILE-NOSHARED: tilec: error: --tile-sizes sets the shared-memory tiles of --emit=cuda and --emit=opencl, which --no-shared-memory turns off; use --block for the threads per block
// MULTIPLE: tilec: error: --tile-sizes: 60 points per block in x is not a multiple of the 16 threads per block in x (the shared-memory form's default)
// MULTIPLE-BLOCK: tilec: error: --tile-sizes: 12 points per block in y is not a multiple of the 8 threads per block in y (--block)
// TILE-IR: tilec: error: --tile-sizes does not apply to --emit=ir and --emit=deps, which run no automatic pipeline (a --recipe gives its own sizes)
// TILE-NT: tilec: error: --tile-sizes has no effect with --no-transform
// TILE-RECIPE: tilec: error: --tile-sizes has no effect with --recipe on --emit=c (the recipe gives its own sizes)
// SHARED: matmul.c:20:7: error: kernel 'MatrixMulOnHost_kernel0' cannot have the shared-memory shape asked for (--block, --tile-sizes): its tiles of loop 'k' (256 x 256 and 16 steps) would need 65792 bytes (rows padded by one element) of shared memory per block, more than the 49152 sm_90 allows; ask for a smaller one, or for --no-shared-memory
// SHARED-CUDA: matmul.c:20:7: error: kernel 'MatrixMulOnHost_kernel0' cannot have the shared-memory shape asked for (--block, --tile-sizes): its tiles of loop 'k' (256 x 256 and 128 steps) would need 526336 bytes (rows padded by one element) of shared memory per block, more than the 232448 sm_90 allows; ask for a smaller one, or for --no-shared-memory
// REGS: matmul.c:20:7: error: kernel 'MatrixMulOnHost_kernel0' cannot have the shared-memory shape asked for (--block, --tile-sizes): each thread's 8 x 8 points would need about 240 registers, more than the 128 sm_53 allows a thread of a 256-thread block; ask for a smaller one, or for --no-shared-memory
// UNUSED: mvt.c: warning: --tile-sizes has no effect: no kernel takes the shared-memory form
