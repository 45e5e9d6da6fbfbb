// 'tile i,j 16,16' on the lecture matmul: the tile loops move outward, the
// intra-tile loops take min bounds for the last partial tile, the 'k'
// reduction stays inside; the C comes out as one would write it by hand,
// guarded by the run-time check that P does not overlap M or N (the
// Width * Width elements each touches, none when Width < 1).
// RUN: echo "tile i,j 16,16" > %t.recipe
// RUN: %tilec --emit=c --recipe=%t.recipe %examples/matmul.c --print-after=tile -o %t.c 2> %t.dump
// RUN: FileCheck %s --check-prefix=DUMP < %t.dump
// RUN: FileCheck %s < %t.c

// DUMP-LABEL: // *** IR Dump After tile ***
// DUMP:      for (int i_tile = 0; i_tile <= Width - 1; i_tile += 16) {
// DUMP-NEXT:   for (int j_tile = 0; j_tile <= Width - 1; j_tile += 16) {
// DUMP-NEXT:     for (int i = i_tile; i <= min(Width - 1, i_tile + 15); i += 1) {
// DUMP-NEXT:       for (int j = j_tile; j <= min(Width - 1, j_tile + 15); j += 1) {
// DUMP-NEXT:         S0: double sum = 0;
// DUMP-NEXT:         for (int k = 0; k <= Width - 1; k += 1) {

// CHECK-LABEL: void MatrixMulOnHost(float* M, float* N, float* P, int Width)
// CHECK:      if (((const char *)M + sizeof(float) * (size_t)(Width >= 1 ? (long)Width * Width : 0L) <= (const char *)P || (const char *)P + sizeof(float) * (size_t)(Width >= 1 ? (long)Width * Width : 0L) <= (const char *)M) &&
// CHECK-NEXT:     ((const char *)N + sizeof(float) * (size_t)(Width >= 1 ? (long)Width * Width : 0L) <= (const char *)P || (const char *)P + sizeof(float) * (size_t)(Width >= 1 ? (long)Width * Width : 0L) <= (const char *)N)) {
// CHECK-NEXT:   tilec_profile_region(0, "{{.*}}matmul.c:17-26", "transformed");
// CHECK-NEXT:   for (int i_tile = 0; i_tile < Width; i_tile += 16)
// CHECK-NEXT:     for (int j_tile = 0; j_tile < Width; j_tile += 16)
// CHECK-NEXT:       for (int i = i_tile; i < Width && i < i_tile + 16; i++)
// CHECK-NEXT:         for (int j = j_tile; j < Width && j < j_tile + 16; j++) {
// CHECK-NEXT:           double sum = 0;
// CHECK-NEXT:           for (int k = 0; k < Width; k++) {
// CHECK:      } else {
// CHECK-NEXT:   tilec_profile_region(0, "{{.*}}matmul.c:17-26", "original loops (arrays overlap)");
// CHECK-NEXT:   for (int i = 0; i < Width; i++)
