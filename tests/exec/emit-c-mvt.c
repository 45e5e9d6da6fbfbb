// PolyBench mvt (a matrix-vector and a transposed matrix-vector product)
// prints bit-identical arrays after tilec --emit=c, at the MINI and SMALL
// sizes.
// RUN: %compare --polybench -DMINI_DATASET -o %t.mini %polybench/mvt/mvt.c
// RUN: %compare --polybench -DSMALL_DATASET -o %t.small %polybench/mvt/mvt.c
