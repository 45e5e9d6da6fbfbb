// PolyBench fdtd-2d (a time-stepped stencil on three fields) prints bit-
// identical arrays after tilec --emit=c, at the MINI and SMALL sizes.
// RUN: %compare --polybench -DMINI_DATASET -o %t.mini %polybench/fdtd-2d/fdtd-2d.c
// RUN: %compare --polybench -DSMALL_DATASET -o %t.small %polybench/fdtd-2d/fdtd-2d.c
