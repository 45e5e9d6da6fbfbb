// PolyBench syrk (a triangular loop nest, j <= i) prints bit-identical arrays
// after tilec --emit=c, at the MINI and SMALL sizes.
// RUN: %compare --polybench -DMINI_DATASET -o %t.mini %polybench/syrk/syrk.c
// RUN: %compare --polybench -DSMALL_DATASET -o %t.small %polybench/syrk/syrk.c
