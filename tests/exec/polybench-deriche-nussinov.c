// PolyBench/C 4.2.1 deriche (chained assignments) and nussinov ('typedef
// char base') as distributed translate without options and print what the
// originals print at SMALL: deriche's nests are tiled and ran tiled;
// nussinov has no permutable band (its region runs as written) and its
// loops are not parallel, so on the GPU targets both regions stay on the
// host, with a warning each.
// REQUIRES: polybench-dist
// RUN: %compare --polybench -DSMALL_DATASET -o %t.deriche %pbdist/medley/deriche/deriche.c
// RUN: %compare --polybench --allow-unchanged -DSMALL_DATASET -o %t.nussinov %pbdist/medley/nussinov/nussinov.c
// RUN: %opencl-compare --kernels 0 --expect-no-region --polybench -DSMALL_DATASET -o %t.ocl-deriche %pbdist/medley/deriche/deriche.c | FileCheck %s
// RUN: %opencl-compare --kernels 0 --expect-no-region --polybench -DSMALL_DATASET -o %t.ocl-nussinov %pbdist/medley/nussinov/nussinov.c | FileCheck %s
// CHECK: ok: run 1 (arguments: none): 0 kernels, 0 launched; no region, as expected; ok:
