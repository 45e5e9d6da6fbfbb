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
// LOCALS-COUNT-5: run on the FP64 tensor cores
// CHECK: products: 40 ok ({{[1-9][0-9]*}} on the tensor cores), 0 failed
// OPENCL-COUNT-4: ok: run {{[0-9]}} (arguments: {{[0-9]+}}): 8 kernels, 8 launched; 8 region runs: 8 transformed; ok: 8 arrays
