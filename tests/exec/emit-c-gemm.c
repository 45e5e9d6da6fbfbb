// PolyBench gemm (C := alpha*A*B + beta*C) prints bit-identical arrays after
// tilec --emit=c, at the MINI and SMALL sizes.
// RUN: %compare --polybench -DMINI_DATASET -o %t.mini %polybench/gemm/gemm.c
// RUN: %compare --polybench -DSMALL_DATASET -o %t.small %polybench/gemm/gemm.c
