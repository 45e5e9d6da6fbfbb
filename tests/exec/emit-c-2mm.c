// PolyBench 2mm (two chained matrix products) prints bit-identical arrays
// after tilec --emit=c, at the MINI and SMALL sizes.
// RUN: %compare --polybench -DMINI_DATASET -o %t.mini %polybench/2mm/2mm.c
// RUN: %compare --polybench -DSMALL_DATASET -o %t.small %polybench/2mm/2mm.c
