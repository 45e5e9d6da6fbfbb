// Seed 003's tiling example: strip-mine 'i' by the tile size, then move the
// tile loop outward.
// RUN: printf 'stripmine i 8\npermute i_tile j i\n' > %t.recipe
// RUN: %tilec --emit=c --recipe=%t.recipe %s --print-after=strip-mine,permute -o %t.c 2> %t.dump
// RUN: FileCheck %s --check-prefix=DUMP < %t.dump
// RUN: FileCheck %s --check-prefix=C < %t.c
// RUN: %cc -O0 %s -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -O0 %t.c -o %t.tiled && %t.tiled > %t.tiled.out
// RUN: cmp %t.orig.out %t.tiled.out
#include <stdio.h>
#define N 45
#define M 9
float D[N], B[M][N];

void accumulate(void) {
  for (int j = 1; j < M; j++)
    for (int i = 1; i < N; i++)
      D[i] = D[i] + B[j][i];
}

int main(void) {
  for (int j = 0; j < M; j++)
    for (int i = 0; i < N; i++)
      B[j][i] = (float)(i * 3 + j) / 7.0f;
  accumulate();
  for (int i = 0; i < N; i++)
    printf("%d %a\n", i, D[i]);
  return 0;
}

// DUMP-LABEL: // *** IR Dump After strip-mine ***
// DUMP:      for (int j = 1; j <= 8; j += 1) {
// DUMP-NEXT:   for (int i_tile = 1; i_tile <= 44; i_tile += 8) {
// DUMP-NEXT:     for (int i = i_tile; i <= min(44, i_tile + 7); i += 1) {
// DUMP-NEXT:       S0: D[i] = D[i] + B[j][i];
// DUMP-LABEL: // *** IR Dump After permute ***
// DUMP:      for (int i_tile = 1; i_tile <= 44; i_tile += 8) {
// DUMP-NEXT:   for (int j = 1; j <= 8; j += 1) {
// DUMP-NEXT:     for (int i = i_tile; i <= min(44, i_tile + 7); i += 1) {

// C-LABEL: void accumulate(void) {
// C-NEXT: #if !defined(M) || (M) != 9
// C-NEXT: #error "tilec: seed-stripmine-permute.c was translated with M = 9, a value the code of region 0 has built in; translate it again with the -D options used here"
// C-NEXT: #endif
// C-NEXT: #if !defined(N) || (N) != 45
// C-NEXT: #error "tilec: seed-stripmine-permute.c was translated with N = 45, a value the code of region 0 has built in; translate it again with the -D options used here"
// C-NEXT: #endif
// C-NEXT:   tilec_profile_region(0, "{{.*}}seed-stripmine-permute.c:16-18", "transformed");
// C-NEXT:   for (int i_tile = 1; i_tile < 45; i_tile += 8)
// C-NEXT:     for (int j = 1; j < 9; j++)
// C-NEXT:       for (int i = i_tile; i < 45 && i < i_tile + 8; i++)
// C-NEXT:         D[i] = D[i] + B[j][i];
// C-NEXT: }
