// Random product loop nests (tests/fuzz/products.py: sums of one or two
// products of operands of the rows and the columns, transposed or not,
// constants, a term without an operand of the rows; reduction loops
// over 0..nk, stopping at the diagonal or starting past it; double or
// float; the sum to the element or through an accumulator) through
// tilec --emit=cuda: every translation succeeds and some run on the FP64
// tensor cores (at seed 1, 28 of the 40).  tests/Inputs/mma-random.c is
// the generator's output for --seed 1 --count 8 (make gpu-check runs it
// on the GPU); it must stay the generator's output and compile with nvcc
// (no warnings: no iterator declared and left unread), and its FMA form
// (OpenCL, on PoCL) matches the CPU.
// RUN: python3 %S/products.py --tilec %tilec --count 40 --seed 1 | FileCheck %s
// RUN: python3 %S/products.py --emit %t.c --seed 1 --count 8
// RUN: cmp %t.c %S/../Inputs/mma-random.c
// RUN: %tilec %S/../Inputs/mma-random.c -o %t.cu
// RUN: %nvcc -arch=sm_90 -Werror all-warnings -I%S/../Inputs -c %t.cu -o %t.o
// RUN: %opencl-compare -o %t.ocl -r 1 -r 17 -r 64 -r 100 %S/../Inputs/mma-random.c | FileCheck %s --check-prefix=OPENCL
// The same with operands through scalars the loop body declares ("double
// v0 = A[k][i]; O0[i][j] += v0 * v1;", the lecture matmul's form, which
// the mma step expands): --locals, seed 2 (30 of 40 on the tensor cores),
// tests/Inputs/mma-locals.c its output for --count 8 (5 of 8).
// RUN: python3 %S/products.py --tilec %tilec --count 40 --seed 2 --locals | FileCheck %s
// RUN: python3 %S/products.py --emit %t.locals.c --seed 2 --count 8 --locals
// RUN: cmp %t.locals.c %S/../Inputs/mma-locals.c
// RUN: %tilec --remarks %S/../Inputs/mma-locals.c -o %t.locals.cu 2>&1 | FileCheck %s --check-prefix=LOCALS
// RUN: %nvcc -arch=sm_90 -Werror all-warnings -I%S/../Inputs -c %t.locals.cu -o %t.locals.o
// RUN: %opencl-compare -o %t.locals.ocl -r 1 -r 17 -r 64 -r 100 %S/../Inputs/mma-locals.c | FileCheck %s --check-prefix=OPENCL
// The same products of constant sizes (tests/Inputs/fold-random.c: the
// loops bound by NI, NJ, NK, derived from mma-random.c by the sed below):
// fold-tests drops the border tests where 64 x 96 points and 32 steps
// leave none, and the copies' tests that always hold (in all 8 kernels),
// and the kernels match the CPU on PoCL at sizes the tiles divide, do
// not divide, and of 1.
// RUN: sed -e 's/i < ni/i < NI/' -e 's/j < nj/j < NJ/' -e 's/k < nk/k < NK/g' %S/../Inputs/mma-random.c > %t.const.c
// RUN: tail -n +14 %S/../Inputs/fold-random.c | cmp - %t.const.c
// RUN: %tilec --remarks -I %S/../Inputs %S/../Inputs/fold-random.c -o %t.fold.cu 2>&1 | FileCheck %s --check-prefix=FOLD
// RUN: %nvcc -arch=sm_90 -Werror all-warnings -I%S/../Inputs -c %t.fold.cu -o %t.fold.o
// RUN: %opencl-compare -o %t.fold1 -I %S/../Inputs -r 1 -r 17 %S/../Inputs/fold-random.c | FileCheck %s --check-prefix=FOLDOK
// RUN: %opencl-compare -o %t.fold2 -I %S/../Inputs -D NI=100 -D NJ=37 -D NK=61 -r 1 %S/../Inputs/fold-random.c | FileCheck %s --check-prefix=FOLDOK
// RUN: %opencl-compare -o %t.fold3 -I %S/../Inputs -D NI=1 -D NJ=1 -D NK=1 -r 1 %S/../Inputs/fold-random.c | FileCheck %s --check-prefix=FOLDOK
// FOLDOK: ok: run 1 {{.*}}: {{[0-9]+}} kernels, {{[0-9]+}} launched; 8 region runs: 8 transformed; ok: 8 arrays
// FOLD-COUNT-8: remark: kernel 'p{{[0-9]}}_kernel0': {{[0-9]+ tests? always holds? where}}
// Deeper pipelines and peeled loops on random products (seed 7, where
// peel takes every region's loop): the automatic recipe with steps of 8
// in 3 buffers, each pipelined loop peeled, runs on PoCL against the CPU
// and builds with nvcc on the tensor cores.
// RUN: rm -rf %t.deep && mkdir %t.deep && cp %S/../Inputs/dump-arrays.h %t.deep/
// RUN: python3 %S/products.py --emit %t.deep/p.c --seed 7 --count 8
// RUN: %tilec --emit=opencl --save-recipe=%t.deep/ocl.auto %t.deep/p.c -o %t.deep/auto.c
// RUN: sed -e 's/^stripmine \(k[^ ]*\) 16$/stripmine \1 8/' -e 's/^pipeline \(.*\)$/pipeline \1 3\npeel \1/' %t.deep/ocl.auto > %t.deep/ocl.recipe
// RUN: grep -c '^peel ' %t.deep/ocl.recipe | FileCheck %s --check-prefix=PEELS
// RUN: %opencl-compare -o %t.deep/ocl -T --recipe=%t.deep/ocl.recipe -r 1 -r 9 -r 17 -r 64 %t.deep/p.c | FileCheck %s --check-prefix=OPENCL
// RUN: %tilec --save-recipe=%t.deep/cuda.auto %t.deep/p.c -o %t.deep/auto.cu
// RUN: sed -e 's/^pipeline \(.*\)$/pipeline \1 3\npeel \1/' %t.deep/cuda.auto > %t.deep/cuda.recipe
// RUN: %tilec --remarks --recipe=%t.deep/cuda.recipe %t.deep/p.c -o %t.deep/p.cu 2>&1 | FileCheck %s --check-prefix=DEEP
// RUN: %nvcc -arch=sm_90 -Werror all-warnings -I%t.deep -c %t.deep/p.cu -o %t.deep/p.o
// The same products in the FMA form in other shapes (32 x 128 tiles of
// 2 x 8 points, steps of 8 in 4 buffers): vectorize's whole copies where
// the loops are a rectangle, the border tests kept in the triangles, and
// nvcc builds them (make gpu-check runs such fills: vectorize+fma,
// vectorize+stages, vectorize+wide).
// RUN: sed -e 's/^gpu-tile \([^ ]*\) [0-9]*,[0-9]*$/gpu-tile \1 32,128/' -e 's/^coarsen \([^ ]*\) [0-9]*,[0-9]*$/coarsen \1 2,8/' -e 's/^stripmine \(k[^ ]*\) [0-9]*$/stripmine \1 8/' -e 's/^pipeline \([^ ]*\).*$/pipeline \1 4/' -e '/^mma /d' %t.deep/cuda.auto > %t.deep/wide.recipe
// RUN: %tilec --no-tensor-cores --remarks --recipe=%t.deep/wide.recipe %t.deep/p.c -o %t.deep/wide.cu 2>&1 | FileCheck %s --check-prefix=WIDE
// RUN: %nvcc -arch=sm_90 -Werror all-warnings -I%t.deep -c %t.deep/wide.cu -o %t.deep/wide.o
// WIDE-DAG: each fill copies without border tests where its tile lies inside the arrays
// WIDE-DAG: the copies keep their border tests (a triangle's loops
// PEELS: {{^[1-8]$}}
// DEEP: gives {{.*}} 3 buffers each
// DEEP: runs its full steps without the test of each step
// LOCALS-COUNT-5: run on the FP64 tensor cores
// CHECK: products: 40 ok ({{[1-9][0-9]*}} on the tensor cores), 0 failed
// OPENCL-COUNT-4: ok: run {{[0-9]}} (arguments: {{[0-9]+}}): 8 kernels, 8 launched; 8 region runs: 8 transformed; ok: 8 arrays
