// PolyBench atax (y := A^T*(A*x): a row loop carrying two inner loops) prints
// bit-identical arrays after tilec --emit=c, at the MINI and SMALL sizes.
// RUN: %compare --polybench -DMINI_DATASET -o %t.mini %polybench/atax/atax.c
// RUN: %compare --polybench -DSMALL_DATASET -o %t.small %polybench/atax/atax.c
