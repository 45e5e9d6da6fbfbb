// Before mapping to the GPU, a loop whose body holds a nest with a parallel
// loop is distributed and the parallel loops of each perfect nest are moved
// outward, each step proved legal by the dependences: gemm's 'i' splits into
// the scaling nest and the product nest, whose i, k, j becomes i, j, k, a
// 2-D band around the reduction; the two bands (same loops, the scaling
// writes what the product reads, in the same iteration) are fused again,
// and the scaling works on the register that keeps C[i][j]: one kernel with
// the shared-memory form.  atax's 'i',
// around a reduction over 'j' that is in no parallel loop, is rescheduled
// instead (isl's scheduler): a nest over rows 'i' for tmp, and a parallel
// 'j2' around a sequential 'i2' for y, both reductions shared among lanes.
// jacobi-2d's time loop cannot be distributed or moved inward, and stays
// on the host.  The steps appear in the saved recipe.
// (--no-tensor-cores: the FMA form of the products; tests/cuda/mma.c and
// tests/passes/mma.c test their tensor-core form.)
// RUN: %tilec --no-tensor-cores -I %polybench/utilities --remarks --save-recipe=%t.gemm.recipe %polybench/gemm/gemm.c -o %t.gemm.cu 2>&1 | FileCheck --check-prefix=GEMM-REMARKS %s
// RUN: FileCheck --check-prefix=GEMM-RECIPE %s < %t.gemm.recipe
// RUN: FileCheck --check-prefix=GEMM %s < %t.gemm.cu
// GEMM-REMARKS: remark: distributed loop 'i' into 2 loops
// GEMM-REMARKS: gemm.c:64:3: remark: fused loop 'i' (line 67) into loop 'i' (line 64)
// GEMM-REMARKS: gemm.c:65:5: remark: fused loop 'j' (line 68) into loop 'j' (line 65)
// GEMM-REMARKS: gemm.c:66:7: remark: the assignment to C[i][j] before loop 'k' works on register 'C_ij'
// GEMM-REMARKS: remark: kernel 'kernel_gemm_kernel0': parallel loops mapped to blocks and threads: 'j' -> x, 'i' -> y
// GEMM-REMARKS: remark: kernel 'kernel_gemm_kernel0': 'A' staged in shared memory (A_tile[16][64], rows padded by 1) for each iteration of loop 'k_tile'
// GEMM-REMARKS: remark: kernel 'kernel_gemm_kernel0': 'B' staged in shared memory (B_tile[16][64], rows padded by 1) for each iteration of loop 'k_tile'
// GEMM-REMARKS-NOT: kernel_gemm_kernel1
// GEMM-RECIPE:      distribute i
// GEMM-RECIPE-NEXT: permute i@67 j@68 k
// GEMM-RECIPE-NEXT: fuse i@64 i@67
// GEMM-RECIPE-NEXT: fuse j@65 j@68
// GEMM-RECIPE-NEXT: scalar-replace k
// GEMM-RECIPE-NEXT: map-gpu i
// GEMM-RECIPE-NEXT: gpu-tile i,j 64,64
// GEMM-RECIPE-NEXT: coarsen i,j 4,4
// GEMM-RECIPE-NEXT: stripmine k 16
// GEMM-RECIPE-NEXT: promote A k_tile shared
// GEMM-RECIPE-NEXT: promote B k_tile shared
// GEMM-RECIPE-NEXT: unswitch k
// GEMM-RECIPE-NEXT: pipeline k_tile
// GEMM-LABEL: kernel_gemm_kernel0(double *__restrict__ C, const double *__restrict__ A, const double *__restrict__ B, double beta, int nk, double alpha, int nj, int ni)
// GEMM:       __shared__ __align__(16) double A_tile[64][34];
// GEMM:       double C_ij[4][4] = {{[{][{]}}0{{[}][}]}};
// GEMM:       C_ij[i_sub][j_sub] *= beta;
// GEMM:       __syncthreads();
// GEMM-NOT:   kernel_gemm_kernel1
// RUN: %tilec -I %polybench/utilities --remarks %polybench/atax/atax.c -o %t.atax.cu 2>&1 | FileCheck --check-prefix=ATAX %s
// ATAX: remark: rescheduled loop nest 'i' (line 56) with isl's scheduler ('j' carries flow dependence tmp[i] -> tmp[i] (S2, line 59 -> S2, line 59) with distance (0, 1)): 2 loop nests
// ATAX: remark: kernel 'kernel_atax_kernel1': parallel loop 'i' -> y; 32 threads (lanes) per iteration of it share the reduction over loop 'j' (x) into 'tmp'
// ATAX: remark: kernel 'kernel_atax_kernel2': parallel loop 'j2' -> x; 16 threads (lanes) per iteration of it share the reduction over loop 'i2' (y) into 'y'
// RUN: %tilec -I %polybench/utilities --remarks %polybench/jacobi-2d/jacobi-2d.c -o %t.jacobi.cu 2>&1 | FileCheck --check-prefix=JACOBI %s
// JACOBI: remark: loop 't' cannot be distributed: flow dependence A[i][j] -> A[i][j] (S1, line 60 -> S0, line 56) with distance (1) runs from a later part back to an earlier one
// JACOBI: remark: loop 't' stays on the host around the kernels
