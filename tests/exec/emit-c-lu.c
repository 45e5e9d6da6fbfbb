// PolyBench lu (in-place LU: triangular bounds, division by the pivot) prints
// bit-identical arrays after tilec --emit=c, at the MINI and SMALL sizes.
// RUN: %compare --polybench -DMINI_DATASET -o %t.mini %polybench/lu/lu.c
// RUN: %compare --polybench -DSMALL_DATASET -o %t.small %polybench/lu/lu.c
