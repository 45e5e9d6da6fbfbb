// Pass-through around a region that is rewritten (a macro in it, comments,
// odd spacing, and tiled by the default pipeline): everything outside the
// '#pragma scop' region comes out byte for byte as written, also the
// preprocessor lines, the #if block that is not C, and main; the region
// itself is the regenerated, tiled code.  (The TILEC_PROFILE helper that
// tilec adds before the region's function is taken out before comparing.)
// RUN: %tilec --emit=c %s -o %t.c
// RUN: python3 %S/Inputs/strip-profile.py %t.c > %t.stripped.c
// RUN: python3 %S/Inputs/outside-scop.py %s > %t.orig-outside
// RUN: python3 %S/Inputs/outside-scop.py %t.stripped.c > %t.gen-outside
// RUN: cmp %t.orig-outside %t.gen-outside
// RUN: FileCheck %s --match-full-lines < %t.c

#include <stdio.h>
#define N 40
#define SQR(x) ((x) * (x))
#if defined(NOT_DEFINED_ANYWHERE)
  not C {{{ at all
#endif

static double A[N][N];   /* trailing comment */

void kernel(int n) {
  int   unused   =   0 ;   // odd spacing before the region
#pragma scop
  for (int i = 0; i < n; i++)       /* outer */
    for (int j = 0; j < n; j++)
      A[i][j] = SQR(i) + j;         // a macro
#pragma endscop
  unused  ++;    /* after the region */
  (void)unused;
}

int   main ( void ) {
  kernel(N);
  printf("%g\n", A[N - 1][N - 2]);   return 0;
}

// CHECK:      {{^}}  int   unused   =   0 ;   // odd spacing before the region{{$}}
// CHECK-NEXT: {{^}}  #pragma scop{{$}}
// CHECK-NEXT: {{^}}  tilec_profile_region(0, "{{.*}}passthrough-outside-region.c:{{[0-9]+}}-{{[0-9]+}}", "transformed");{{$}}
// CHECK-NEXT: for (int i_tile = 0; i_tile < n; i_tile += 32)
// CHECK:      A[i][j] = i * i + j;
// CHECK-NEXT: {{^}}  #pragma endscop{{$}}
// CHECK-NEXT: {{^}}  unused  ++;    /* after the region */{{$}}
