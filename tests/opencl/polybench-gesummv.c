// PolyBench/C 4.2.1's gesummv sums two products over j in one loop
// inside the parallel loop over i: the GPU pipeline distributes j into
// one loop per sum and i around them, so that each sum gets its own
// kernel with 32 lanes per row (a warp reads a row of A or B
// contiguously) instead of one thread per row running both sums; the
// final y = alpha * tmp + beta * y joins the second sum's kernel (fused:
// it reads what that kernel writes, in the same row).  With
// --block (no lanes) the loops stay together.  The result matches the CPU
// (full-precision dumps, outputs poisoned) at N = 1, an odd size and one
// past a block of rows.
// REQUIRES: polybench-dist
// RUN: %tilec -I %pbdist/utilities --remarks %pbdist/linear-algebra/blas/gesummv/gesummv.c -o /dev/null 2>&1 | FileCheck %s
// RUN: %tilec -I %pbdist/utilities --remarks --block=64 %pbdist/linear-algebra/blas/gesummv/gesummv.c -o /dev/null 2>&1 | FileCheck %s --check-prefix=BLOCK
// RUN: rm -rf %t.s && mkdir -p %t.s
// RUN: cp %pbdist/linear-algebra/blas/gesummv/gesummv.c %pbdist/linear-algebra/blas/gesummv/gesummv.h %t.s/
// RUN: sed -i 's/"%%0\.2lf "/"%%.17g "/' %t.s/gesummv.h
// RUN: %opencl-compare --kernels-ran 4 --polybench -I %pbdist/utilities -DN=1 -o %t.1 %t.s/gesummv.c | FileCheck %s --check-prefix=EXEC
// RUN: %opencl-compare --kernels-ran 4 --polybench -I %pbdist/utilities -DN=37 -o %t.37 %t.s/gesummv.c | FileCheck %s --check-prefix=EXEC
// RUN: %opencl-compare --kernels-ran 4 --polybench -I %pbdist/utilities -DN=301 -o %t.301 %t.s/gesummv.c | FileCheck %s --check-prefix=EXEC
// CHECK: remark: distributed loop 'j' into 2 loops
// CHECK: remark: distributed loop 'i' into 5 loops
// CHECK: remark: fused loop 'i' (line 92) into loop 'i' (line 90)
// CHECK: remark: kernel 'kernel_gesummv_kernel2': parallel loop 'i' -> y; 32 threads (lanes) per iteration of it share the reduction over loop 'j' (x) into 'tmp'
// CHECK: remark: kernel 'kernel_gesummv_kernel3': parallel loop 'i' -> y; 32 threads (lanes) per iteration of it share the reduction over loop 'j' (x) into 'y'
// BLOCK-NOT: distributed loop
// BLOCK: remark: kernel 'kernel_gesummv_kernel0': parallel loops mapped to blocks and threads: 'i' -> x
// BLOCK-NOT: kernel_gesummv_kernel1
// EXEC-NOT: FAIL
// EXEC: ok: run 1 (arguments: none): 4 kernels, 4 launched; 1 region run: 1 transformed; ok
