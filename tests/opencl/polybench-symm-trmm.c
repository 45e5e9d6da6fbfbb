// PolyBench/C 4.2.1's symm and trmm through --emit=opencl match the CPU
// program (outputs poisoned) at sizes of 1, at odd sizes that leave
// partial tiles, and at sizes past one tile in each direction.
// symm's two products sum over k < c and i > c: one kernel, launched
// once, tiled around both (tests/cuda/triangular-reduction.c: the steps
// every point of a tile runs unswitched, the diagonal ones testing each
// point's own range; M = 130 runs both kinds in both products); a recipe
// that distributes them into two kernels and tiles the first is also
// checked.  trmm's rows below row i come from a copy taken before the
// nest (the snapshot pass), so all rows are computed at once, tiled the
// same way: 2 kernels, each launched once (at M = 1 a kernel may have no
// point and no launch).
// REQUIRES: polybench-dist
// (Copies whose dumps print every digit, as polybench-check makes them.)
// RUN: rm -rf %t.s %t.t && mkdir -p %t.s %t.t
// RUN: cp %pbdist/linear-algebra/blas/symm/symm.c %pbdist/linear-algebra/blas/symm/symm.h %t.s/
// RUN: cp %pbdist/linear-algebra/blas/trmm/trmm.c %pbdist/linear-algebra/blas/trmm/trmm.h %t.t/
// RUN: sed -i 's/"%%0\.2lf "/"%%.17g "/' %t.s/symm.h %t.t/trmm.h
// RUN: %opencl-compare --kernels-ran 1 --polybench -I %pbdist/utilities -DM=1 -DN=1 -o %t.symm1 %t.s/symm.c | FileCheck %s --check-prefix=SYMM
// RUN: %opencl-compare --kernels-ran 1 --polybench -I %pbdist/utilities -DM=67 -DN=13 -o %t.symm2 %t.s/symm.c | FileCheck %s --check-prefix=SYMM
// RUN: %opencl-compare --kernels-ran 1 --polybench -I %pbdist/utilities -DM=130 -DN=97 -o %t.symm3 %t.s/symm.c | FileCheck %s --check-prefix=SYMM
// RUN: %opencl-compare --polybench -I %pbdist/utilities -DM=1 -DN=1 -o %t.trmm1 %t.t/trmm.c | FileCheck %s --check-prefix=ONE
// RUN: %opencl-compare --kernels-ran 2 --polybench -I %pbdist/utilities -DM=67 -DN=13 -o %t.trmm2 %t.t/trmm.c | FileCheck %s
// RUN: %opencl-compare --kernels-ran 2 --polybench -I %pbdist/utilities -DM=130 -DN=97 -o %t.trmm3 %t.t/trmm.c | FileCheck %s
// RUN: printf 'reschedule i\ndistribute j\ndistribute c\nscalar-replace i\nmap-gpu c@93\ngpu-tile kernel_symm_kernel0:c,kernel_symm_kernel0:j 64,64\ncoarsen kernel_symm_kernel0:c,kernel_symm_kernel0:j 4,4\nstripmine k 16\npromote B k_tile shared\npromote A k_tile shared\n' > %t.recipe
// RUN: %opencl-compare --kernels-ran 2 --polybench -I %pbdist/utilities -DM=67 -DN=13 -T --recipe=%t.recipe -o %t.symm4 %t.s/symm.c | FileCheck %s
// RUN: %opencl-compare --kernels-ran 2 --polybench -I %pbdist/utilities -DM=130 -DN=97 -T --recipe=%t.recipe -o %t.symm5 %t.s/symm.c | FileCheck %s
// CHECK: ok: run 1 (arguments: none): 2 kernels, 2 launched; 1 region run: 1 transformed; ok
// SYMM: ok: run 1 (arguments: none): 1 kernels, 1 launched; 1 region run: 1 transformed; ok
// ONE: ok: run 1 (arguments: none): 2 kernels, {{[0-9]}} launched; 1 region run: 1 transformed; ok
