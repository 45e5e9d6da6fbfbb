// Hand-edited recipes of GPU steps (tests/opencl/Inputs/*.recipe: other
// tile and per-thread sizes, contiguous points, another reduction step, one
// operand staged instead of two, one point per work-item, stencil tiles
// staged over the outer block loop, elements of a tile and of global
// memory kept in registers, 'i' mapped to x) give correct results on the OpenCL
// device at size 1, at primes and at sizes that are no multiple of any
// tile; outputs are poisoned with NaN first, so a point no work-item
// computed fails.  A product with a transposed operand gets both operands
// staged without a recipe, and so does a 3 x 3 convolution its image, with
// a halo of one (jacobi-2d's five-point sweeps are not staged: reading
// them through the cache was faster on the H100).
// RUN: %opencl-compare --raw -o %t.a -T --recipe=%S/Inputs/matmul-edited.recipe -r 1 -r 37 -r 130 %examples/matmul.c | FileCheck %s
// RUN: %opencl-compare --raw -o %t.b -T --recipe=%S/Inputs/matmul-one-point.recipe -r 1 -r 37 -r 130 %examples/matmul.c | FileCheck %s
// RUN: %opencl-compare --raw -o %t.m -T --recipe=%S/Inputs/matmul-mapped.recipe -r 1 -r 37 -r 130 %examples/matmul.c | FileCheck %s
// RUN: %opencl-compare --raw -o %t.u -T --recipe=%S/Inputs/matmul-unroll.recipe -r 1 -r 37 -r 130 %examples/matmul.c | FileCheck %s
// RUN: %opencl-compare --raw -o %t.r -T --recipe=%S/Inputs/matmul-registers.recipe -r 1 -r 37 -r 130 %examples/matmul.c | FileCheck %s
// The transposed product is examples/matmul.c reading M[k][i] for M[i][k]:
// RUN: sed 's/M\[i \* Width + k\]/M[k * Width + i]/' %examples/matmul.c > %t.transposed.c
// RUN: grep -q 'M\[k \* Width + i\]' %t.transposed.c
// RUN: %tilec --emit=opencl --remarks %t.transposed.c -o %t.tp.c 2>&1 | FileCheck %s --check-prefix=TRANSPOSED
// TRANSPOSED: remark: kernel 'MatrixMulOnHost_kernel0': 'M' staged in shared memory (M_tile[16][64], rows padded by 1) for each iteration of loop 'k_tile'
// TRANSPOSED: remark: kernel 'MatrixMulOnHost_kernel0': 'N' staged in shared memory (N_tile[16][64], rows padded by 1)
// RUN: %opencl-compare --raw -o %t.c -r 1 -r 37 -r 130 %t.transposed.c | FileCheck %s
// CHECK-COUNT-3: ok: run {{[0-9]+}} (arguments: {{[0-9]+}}): 1 kernels, 1 launched; 1 region run: 1 transformed; ok: {{[0-9]+}} element
// RUN: %tilec --emit=opencl --remarks %S/Inputs/conv3.c -o %t.conv3.c 2>&1 | FileCheck %s --check-prefix=CONV3
// CONV3: remark: kernel 'conv3_kernel0': 'in' staged in shared memory (in_tile[34][34], rows padded by 1) for each block
// RUN: %opencl-compare --raw -o %t.d -r 3 -r 37 -r 130 %S/Inputs/conv3.c | FileCheck %s
// RUN: %opencl-compare --raw --kernels-ran 0 -o %t.d1 -r 1 -r 2 %S/Inputs/conv3.c | FileCheck %s --check-prefix=CONV3-EMPTY
// CONV3-EMPTY-COUNT-2: ok: run {{[0-9]+}} (arguments: {{[0-9]+}}):
// RUN: %opencl-compare --kernels-ran 0 --polybench -T --recipe=%S/Inputs/jacobi-2d-edited.recipe -DTSTEPS=1 -DN=1 -o %t.j1 %polybench/jacobi-2d/jacobi-2d.c | FileCheck %s --check-prefix=JACOBI
// RUN: %opencl-compare --kernels-ran 6 --polybench -T --recipe=%S/Inputs/jacobi-2d-edited.recipe -DTSTEPS=3 -DN=67 -o %t.j67 %polybench/jacobi-2d/jacobi-2d.c | FileCheck %s --check-prefix=JACOBI
// RUN: %opencl-compare --kernels-ran 4 --polybench -T --recipe=%S/Inputs/jacobi-2d-edited.recipe -DTSTEPS=2 -DN=5 -o %t.j5 %polybench/jacobi-2d/jacobi-2d.c | FileCheck %s --check-prefix=JACOBI
// JACOBI: ok: run 1 (arguments: none): {{[0-9]+}} kernels, {{[0-9]+}} launched; 1 region run: 1 transformed; ok
// The recipes did what they say: the kernels' shapes.
// RUN: %tilec --emit=opencl --recipe=%S/Inputs/matmul-edited.recipe %examples/matmul.c -o %t.e.c
// RUN: FileCheck %s --check-prefix=EDITED < %t.e.c
// EDITED: reqd_work_group_size(16, 16, 1)
// EDITED: __local double N_tile[8][17];
// EDITED-NOT: M_tile
// EDITED: int i = i_first + 2 * i_thread + i_sub;
// RUN: %tilec --emit=opencl --recipe=%S/Inputs/matmul-mapped.recipe %examples/matmul.c -o %t.m.c
// RUN: FileCheck %s --check-prefix=MAPPED < %t.m.c
// MAPPED: const int j_first = 0 + (int)get_group_id(1) * 16;
// MAPPED: const int i_first = 0 + (int)get_group_id(0) * 32;
// MAPPED: int j_thread = 0 + (int)get_local_id(1) * 1;
// MAPPED: int i_thread = 0 + (int)get_local_id(0) * 1;
// RUN: %tilec --emit=opencl --recipe=%S/Inputs/matmul-registers.recipe %examples/matmul.c -o %t.r.c
// RUN: FileCheck %s --check-prefix=REGS < %t.r.c
// REGS-DAG: float M_reg[4][1];
// REGS-DAG: double N_tile_reg[1][4];
// REGS: M_reg[i_sub][0] = i <= Width - 1 ? M[i * Width + k] : 0;
// REGS: double a = M_reg[i_sub][0];
// REGS: double b = N_tile_reg[0][j_sub];
// RUN: %tilec --emit=opencl -I%polybench/utilities --recipe=%S/Inputs/jacobi-2d-edited.recipe %polybench/jacobi-2d/jacobi-2d.c -o %t.je.c
// RUN: FileCheck %s --check-prefix=JE < %t.je.c
// JE: __local double A_tile[18][67];
// JE: __local double B_tile[10][11];
