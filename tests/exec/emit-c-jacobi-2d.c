// PolyBench jacobi-2d (a time-stepped five-point stencil) prints bit-identical
// arrays after tilec --emit=c, at the MINI and SMALL sizes.
// RUN: %compare --polybench -DMINI_DATASET -o %t.mini %polybench/jacobi-2d/jacobi-2d.c
// RUN: %compare --polybench -DSMALL_DATASET -o %t.small %polybench/jacobi-2d/jacobi-2d.c
