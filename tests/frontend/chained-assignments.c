// A chained assignment is one statement per target, innermost first, the
// outer one reading the value the inner gave (C's rule, conversions
// included); compound operators the IR does not keep are spelled out.
// PolyBench deriche ('a1 = a5 = k;') translates without options.
// RUN: %tilec --emit=ir %S/../Inputs/chained-assignments.c | FileCheck %s
// RUN: %tilec --emit=ir -I %pbdist/utilities -DMINI_DATASET %pbdist/medley/deriche/deriche.c | FileCheck %s --check-prefix=DERICHE
// REQUIRES: polybench-dist
// CHECK:      S0: b[i][j] = x[i] * 0.75f + j;
// CHECK-NEXT: S1: a[i][j] = b[i][j];
// CHECK-NEXT: S2: b[i][j] = x[i] * 1.5f;
// CHECK-NEXT: S3: c[i][j] = b[i][j];
// CHECK:      S0: v[i][j] = v[i][j] % (7 + j);
// CHECK-NEXT: S1: v[i][j] = v[i][j] << 2;
// CHECK-NEXT: S2: v[i][j] = v[i][j] >> 1;
// CHECK-NEXT: S3: u[i][j] = u[i][j] & 0xF0Fu;
// CHECK-NEXT: S4: u[i][j] = u[i][j] | ((unsigned int)j << 4);
// CHECK-NEXT: S5: u[i][j] = u[i][j] ^ (unsigned int)i;
// DERICHE:      S1: a5 = k;
// DERICHE-NEXT: S2: a1 = a5;
// DERICHE:      S11: c2 = 1;
// DERICHE-NEXT: S12: c1 = c2;
