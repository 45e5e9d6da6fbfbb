// PolyBench gemver (a rank-2 update and two matrix-vector products) prints
// bit-identical arrays after tilec --emit=c, at the MINI and SMALL sizes.
// RUN: %compare --polybench -DMINI_DATASET -o %t.mini %polybench/gemver/gemver.c
// RUN: %compare --polybench -DSMALL_DATASET -o %t.small %polybench/gemver/gemver.c
