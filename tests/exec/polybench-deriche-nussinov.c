// PolyBench/C 4.2.1 deriche (chained assignments) and nussinov ('typedef
// char base') as distributed translate without options and print what the
// originals print at SMALL: deriche's nests are tiled and ran tiled;
// nussinov has no permutable band (its region runs as written).  On the
// GPU targets deriche stays on the host, with a warning (its scalar
// recurrences); nussinov, whose loops are not parallel as written, is
// rescheduled by isl's scheduler into diagonals (a host loop over the
// diagonal 'c' around one kernel over its cells 'j') and matches the CPU.
// REQUIRES: polybench-dist
// RUN: %compare --polybench -DSMALL_DATASET -o %t.deriche %pbdist/medley/deriche/deriche.c
// RUN: %compare --polybench --allow-unchanged -DSMALL_DATASET -o %t.nussinov %pbdist/medley/nussinov/nussinov.c
// RUN: %opencl-compare --kernels 0 --expect-no-region --polybench -DSMALL_DATASET -o %t.ocl-deriche %pbdist/medley/deriche/deriche.c | FileCheck %s
// RUN: %opencl-compare --kernels-ran 179 --polybench -DSMALL_DATASET -o %t.ocl-nussinov %pbdist/medley/nussinov/nussinov.c | FileCheck %s --check-prefix=NUSSINOV
// RUN: %tilec --emit=opencl --remarks -DSMALL_DATASET -I %pbdist/utilities %pbdist/medley/nussinov/nussinov.c -o %t.nussinov.c 2>&1 | FileCheck %s --check-prefix=REMARK
// NUSSINOV: ok: run 1 (arguments: none): 1 kernels, 179 launched; 1 region run: 1 transformed; ok:
// REMARK: nussinov.c:86:2: remark: rescheduled loop nest 'i' (line 86) with isl's scheduler ('i' carries flow dependence table[i][j] -> table[i + 1][j] (S3, line 99 -> S1, line 92) with distance (1, 0)): 1 loop nest, parallel loops 'j'
// REMARK: remark: kernel 'kernel_nussinov_kernel0': parallel loops mapped to blocks and threads: 'j' -> x
// CHECK: ok: run 1 (arguments: none): 0 kernels, 0 launched; no region, as expected; ok:
