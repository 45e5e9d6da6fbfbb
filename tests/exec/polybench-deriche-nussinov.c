// PolyBench/C 4.2.1 deriche (chained assignments) and nussinov ('typedef
// char base') as distributed translate without options and print what the
// originals print at SMALL: deriche's nests are tiled and ran tiled;
// nussinov has no permutable band (its region runs as written).  On the
// GPU targets deriche's coefficients are computed in the host code and
// passed to 6 kernels, whose threads keep their own copies of the scalar
// recurrences (ym1, xm1, ...); its float results match the CPU's within
// 1e-5 (a copy whose dumps print every digit).  nussinov, whose loops are
// not parallel as written, is rescheduled by isl's scheduler into
// diagonals (a host loop over the diagonal 'c' around one kernel over its
// cells 'j') and matches the CPU.
// REQUIRES: polybench-dist
// RUN: %compare --polybench -DSMALL_DATASET -o %t.deriche %pbdist/medley/deriche/deriche.c
// RUN: %compare --polybench --allow-unchanged -DSMALL_DATASET -o %t.nussinov %pbdist/medley/nussinov/nussinov.c
// RUN: rm -rf %t.d && mkdir -p %t.d && cp %pbdist/medley/deriche/deriche.c %pbdist/medley/deriche/deriche.h %t.d/
// RUN: sed -i 's/"%%0\.2f "/"%%.9g "/' %t.d/deriche.h
// RUN: %opencl-compare --kernels-ran 6 --tol 1e-5 --polybench -I %pbdist/utilities -DSMALL_DATASET -o %t.ocl-deriche %t.d/deriche.c | FileCheck %s --check-prefix=DERICHE
// RUN: %opencl-compare --kernels-ran 179 --polybench -DSMALL_DATASET -o %t.ocl-nussinov %pbdist/medley/nussinov/nussinov.c | FileCheck %s --check-prefix=NUSSINOV
// RUN: %tilec --emit=opencl --remarks -DSMALL_DATASET -I %pbdist/utilities %pbdist/medley/nussinov/nussinov.c -o %t.nussinov.c 2>&1 | FileCheck %s --check-prefix=REMARK
// NUSSINOV: ok: run 1 (arguments: none): 1 kernels, 179 launched; 1 region run: 1 transformed; ok:
// REMARK: nussinov.c:86:2: remark: rescheduled loop nest 'i' (line 86) with isl's scheduler ('i' carries flow dependence table[i][j] -> table[i + 1][j] (S3, line 99 -> S1, line 92) with distance (1, 0)): 1 loop nest, parallel loops 'j'
// REMARK: remark: kernel 'kernel_nussinov_kernel0': parallel loops mapped to blocks and threads: 'j' -> x
// DERICHE: ok: run 1 (arguments: none): 6 kernels, 6 launched; 1 region run: 1 transformed; ok:
