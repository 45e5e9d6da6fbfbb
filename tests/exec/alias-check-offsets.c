// The run-time overlap check of --emit=c compares footprints that start
// before the pointer: 'a' reads a[-1], m elements before its base.  When
// 'a' and 'b' overlap only through that row, the original loops run (the
// 2 x 2 tiles would read a[-1][m - 1 - j] after the tile of row n - 1
// wrote it), and the output is the original program's.  Program in
// Inputs/offset-alias.c.
// RUN: %compare --expect-regions original,transformed -T --tile-sizes=2,2 -o %t %S/Inputs/offset-alias.c | FileCheck %s
// RUN: %tilec --emit=c --tile-sizes=2,2 %S/Inputs/offset-alias.c -o - | FileCheck --check-prefix=CODE %s
// CHECK: ok: run 1 {{.*}} identical, exit 0
// CODE: if (((const char *)b + sizeof(double) * (size_t)(n >= 1 && m >= 1 ? (long)n * m : 0L) <= (const char *)((const double *)a + (n >= 1 && m >= 1 ? -m : 0L)) || (const char *)((const double *)a + (n >= 1 && m >= 1 ? -m : 0L)) + sizeof(double) * (size_t)(n >= 1 && m >= 1 ? (long)n * m + m : 0L) <= (const char *)b)) {
// CODE-NEXT: tilec_profile_region(0, "{{.*}}offset-alias.c:7-9", "transformed");
// CODE-NEXT: for (int i_tile = 0; i_tile < n; i_tile += 2)
