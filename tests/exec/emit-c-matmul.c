// The lecture's host matmul (examples/matmul.c) prints bit-identical results
// after tilec --emit=c, for widths below, at and above common tile sizes.
// RUN: %compare -o %t -r 1 -r 2 -r 15 -r 16 -r 17 -r 31 -r 32 -r 33 \
// RUN:   -r 64 -r 65 %examples/matmul.c
