// PolyBench covariance (means, centring and a triangular product) prints bit-
// identical arrays after tilec --emit=c, at the MINI and SMALL sizes.
// RUN: %compare --polybench -DMINI_DATASET -o %t.mini %polybench/covariance/covariance.c
// RUN: %compare --polybench -DSMALL_DATASET -o %t.small %polybench/covariance/covariance.c
