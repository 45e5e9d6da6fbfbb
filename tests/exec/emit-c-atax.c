// PolyBench atax (y := A^T*(A*x): a row loop carrying two inner loops) prints
// bit-identical arrays after tilec --emit=c, at the MINI and SMALL sizes; no
// band can be tiled, so the region reports that it ran unchanged.
// RUN: %compare --polybench --allow-unchanged -DMINI_DATASET -o %t.mini %polybench/atax/atax.c
// RUN: %compare --polybench --allow-unchanged -DSMALL_DATASET -o %t.small %polybench/atax/atax.c
