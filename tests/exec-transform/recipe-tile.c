// 'tile' with sizes that divide nothing: a rectangular matmul band (3,5,2)
// and syrk's lower triangle q <= p with its reduction loop (4,3,5: the q
// tiles follow the triangle, p starts at max(p_tile, q_tile)) print
// bit-identical results for unequal bounds, including 1 and empty loops.
// An upper triangle (v starts at u) is refused for now, with an error and
// no output; when 'tile' learns it, move 'tile u,v 3,4' into the recipe.
// RUN: printf 'tile i,j,k 3,5,2\ntile p,q,r 4,3,5\n' > %t.recipe
// RUN: %tilec --emit=c --recipe=%t.recipe --print-after=tile %s -o %t.c 2> %t.dump
// RUN: FileCheck %s < %t.dump
// RUN: %compare -o %t.cmp -T --recipe=%t.recipe -r '1 1' -r '2 3' -r '3 5' -r '5 7' \
// RUN:   -r '7 2' -r '13 4' -r '20 20' -r '0 3' -r '3 0' %s
// RUN: echo 'tile u,v 3,4' > %t.upper
// RUN: rm -f %t.upper.c
// RUN: not %tilec --emit=c --recipe=%t.upper %s -o %t.upper.c 2>&1 | FileCheck %s --check-prefix=UPPER
// RUN: not test -e %t.upper.c
#include <stdio.h>
#include <stdlib.h>

double A[20][20], B[20][20], C[20][20], S[20][20], U[20][20];

void kernel(int n, int m) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < n; k++)
        C[i][j] += A[i][k] * B[k][j];
  for (int p = 0; p < n; p++)
    for (int q = 0; q <= p; q++)
      for (int r = 0; r < m; r++)
        S[p][q] += A[p][r] * A[q][r];
  for (int u = 0; u < n; u++)
    for (int v = u; v < n; v++)
      U[u][v] = U[u][v] * 0.5 + A[v][u] - B[u][v];
}

int main(int argc, char **argv) {
  if (argc < 3)
    return 2;
  int n = atoi(argv[1]), m = atoi(argv[2]);
  if (n < 0 || n > 20 || m < 0 || m > 20)
    return 2;
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 20; j++) {
      A[i][j] = ((i * 5 + j * 3) % 7) / 7.0 - 0.4;
      B[i][j] = ((i * 2 + j * 9) % 13) / 13.0 + 0.1;
      C[i][j] = (i - j) / 3.0;
      S[i][j] = 1.0 / (i + j + 1);
      U[i][j] = (i * 3 + j) / 10.0;
    }
  kernel(n, m);
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 20; j++)
      printf("%d %d %a %a %a\n", i, j, C[i][j], S[i][j], U[i][j]);
  return 0;
}

// CHECK-LABEL: // *** IR Dump After tile ***
// CHECK:      for (int i_tile = 0; i_tile <= n - 1; i_tile += 3) {
// CHECK-NEXT:   for (int j_tile = 0; j_tile <= m - 1; j_tile += 5) {
// CHECK-NEXT:     for (int k_tile = 0; k_tile <= n - 1; k_tile += 2) {
// CHECK-NEXT:       for (int i = i_tile; i <= min(n - 1, i_tile + 2); i += 1) {
// CHECK-NEXT:         for (int j = j_tile; j <= min(m - 1, j_tile + 4); j += 1) {
// CHECK-NEXT:           for (int k = k_tile; k <= min(n - 1, k_tile + 1); k += 1) {
// CHECK-NEXT:             S0: C[i][j] += A[i][k] * B[k][j];
// CHECK-LABEL: // *** IR Dump After tile ***
// CHECK:      for (int p_tile = 0; p_tile <= n - 1; p_tile += 4) {
// CHECK-NEXT:   for (int q_tile = 0; q_tile <= min(p_tile + 3, n - 1); q_tile += 3) {
// CHECK-NEXT:     for (int r_tile = 0; r_tile <= m - 1; r_tile += 5) {
// CHECK-NEXT:       for (int p = max(p_tile, q_tile); p <= min(n - 1, p_tile + 3); p += 1) {
// CHECK-NEXT:         for (int q = q_tile; q <= min(p, q_tile + 2); q += 1) {
// CHECK-NEXT:           for (int r = r_tile; r <= min(m - 1, r_tile + 4); r += 1) {
// CHECK-NEXT:             S1: S[p][q] += A[p][r] * A[q][r];
// UPPER: error: cannot tile loops 'u', 'v': the tile loop 'v_tile' starts at 'u', which would move inside it
