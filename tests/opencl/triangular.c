// Products over triangles (Inputs/triangular.c) on the OpenCL device:
// one below each point's row (one tiled kernel of 16 x 16 threads), and
// symm's shape, one below and one above with a statement between (one
// kernel of 16 x 8 threads around both); the steps every point of a tile
// runs go unswitched, the others test each point's range.  They match
// the CPU at N = 1, 2, 17 (one partial tile), 64 (one full tile), 97 and
// 200 (full and diagonal steps in both products, partial tiles).
// RUN: %opencl-compare -o %t --expect-regions transformed,transformed \
// RUN:   -r 1 -r 2 -r 17 -r 64 -r 97 -r 200 %S/../Inputs/triangular.c | FileCheck %s
// RUN: %tilec --emit=opencl --remarks %S/../Inputs/triangular.c -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// CHECK-COUNT-6: ok: run {{[0-9]+}} {{.*}}: 2 kernels, {{[1-2]}} launched; 2 region runs: 2 transformed; ok: 2 arrays
// REMARK: triangular.c:17:3: remark: kernel 'lower_kernel0': blocks of 16 x 16 threads ('i' x 'j'), each computing 4 x 4 points (strided)
// REMARK: triangular.c:20:7: remark: unswitched loop 'k': where its 16 iterations run and 'k <= i_first - 1' holds for all of them, they run without the test
// REMARK: triangular.c:28:3: remark: kernel 'both_kernel0': blocks of 8 x 16 threads ('i' x 'j'), each computing 4 x 4 points (strided); 's', 'C_ij' in registers, one per point
// REMARK: triangular.c:31:7: remark: unswitched loop 'k': where its 16 iterations run and 'k <= i_first - 1' holds for all of them, they run without the test
// REMARK: triangular.c:34:7: remark: unswitched loop 'k': where its 16 iterations run and 'k >= i_first + 32' holds for all of them, they run without the test
