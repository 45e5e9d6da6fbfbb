// 'scalar-replace' keeps an element that a loop does not index in a local
// for the whole loop: C[i][j] across the k reduction (loaded, stored back),
// t[p] whose first use in q is a plain store (not loaded), s[i] across a
// triangular loop that always runs (no guard) and the read-only x[r] (not
// stored).  Where the loop may not run (nk = 0), load and store sit under
// 'if'.  A plain assignment just before the loop that reads its own
// array, the element included (symm's C[c][j] = beta * C[c][j] + ...),
// becomes the register's initial value: the element is stored once,
// after the loop, and needs no guard.  Results are bit-identical for odd
// bounds, 1 and 0.  W[u][3] may be the W[v][u] the loop reads, and is
// refused.
// RUN: printf 'scalar-replace k\nscalar-replace q\nscalar-replace m\nscalar-replace c\nscalar-replace g\n' > %t.recipe
// RUN: %tilec --emit=c --recipe=%t.recipe --print-after=scalar-replace %s -o %t.c 2> %t.dump
// RUN: FileCheck %s < %t.dump
// RUN: %compare -o %t.cmp -T --recipe=%t.recipe -r '1 1 1' -r '2 3 5' -r '3 5 7' \
// RUN:   -r '13 2 16' -r '7 13 1' -r '16 16 0' -r '0 3 3' -r '5 0 2' %s
// RUN: echo 'scalar-replace v' > %t.refused
// RUN: not %tilec --emit=c --recipe=%t.refused %s -o %t.refused.c 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REFUSED
#include <stdio.h>
#include <stdlib.h>

double A[16][16], B[16][16], C[16][16], U[16][16], V[16][16], W[16][16];
double t[16], s[16], x[16], y[16];

void kernel(int ni, int nj, int nk) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      for (int k = 0; k < nk; k++)
        C[i][j] += A[i][k] * B[k][j];
  for (int p = 0; p < ni; p++)
    for (int q = 0; q < nk; q++) {
      t[p] = A[p][q] * 0.5;
      U[p][q] = t[p] + B[q][p];
    }
  for (int l = 0; l < ni; l++)
    for (int m = 0; m <= l; m++)
      s[l] += A[l][m] * x[m];
  for (int r = 0; r < ni; r++)
    for (int c = 0; c < nj; c++)
      y[c] += A[r][c] * x[r];
  for (int u = 0; u < ni; u++)
    for (int v = 0; v < nj; v++)
      W[u][3] += W[v][u] * 0.5;
  for (int e = 0; e < ni; e++)
    for (int f = 0; f < nj; f++) {
      V[e][f] = 0.5 * V[e][f] + V[f][e];
      for (int g = 0; g < nk; g++)
        V[e][f] += A[e][g] * B[g][f];
    }
}

int main(int argc, char **argv) {
  if (argc < 4)
    return 2;
  int ni = atoi(argv[1]), nj = atoi(argv[2]), nk = atoi(argv[3]);
  if (ni < 0 || ni > 16 || nj < 0 || nj > 16 || nk < 0 || nk > 16)
    return 2;
  for (int i = 0; i < 16; i++) {
    t[i] = -i;
    s[i] = i / 5.0;
    x[i] = 1.0 / (i + 3);
    y[i] = i * 0.25;
    for (int j = 0; j < 16; j++) {
      A[i][j] = ((i * 5 + j * 3) % 7) / 7.0 - 0.4;
      B[i][j] = ((i * 2 + j * 9) % 13) / 13.0 + 0.1;
      C[i][j] = (i - j) / 3.0;
      U[i][j] = 1.0 / (i + j + 1);
      V[i][j] = ((i * 3 + j) % 5) / 4.0 - 0.3;
      W[i][j] = ((i + j) % 4) / 3.0;
    }
  }
  kernel(ni, nj, nk);
  for (int i = 0; i < 16; i++) {
    printf("%d %a %a %a %a\n", i, t[i], s[i], x[i], y[i]);
    for (int j = 0; j < 16; j++)
      printf("%d %d %a %a %a %a\n", i, j, C[i][j], U[i][j], V[i][j], W[i][j]);
  }
  return 0;
}

// CHECK-LABEL: // *** IR Dump After scalar-replace ***
// CHECK:      for (int j = 0; j <= nj - 1; j += 1) {
// CHECK-NEXT:   if (0 < nk) {
// CHECK-NEXT:     S0: double C_ij = C[i][j];
// CHECK-NEXT:     for (int k = 0; k <= nk - 1; k += 1) {
// CHECK-NEXT:       S1: C_ij += A[i][k] * B[k][j];
// CHECK-NEXT:     }
// CHECK-NEXT:     S2: C[i][j] = C_ij;
// CHECK-NEXT:   }
// CHECK-LABEL: // *** IR Dump After scalar-replace ***
// CHECK:      for (int p = 0; p <= ni - 1; p += 1) {
// CHECK-NEXT:   if (0 < nk) {
// CHECK-NEXT:     S3: double t_p;
// CHECK-NEXT:     for (int q = 0; q <= nk - 1; q += 1) {
// CHECK-NEXT:       S4: t_p = A[p][q] * 0.5;
// CHECK-NEXT:       S5: U[p][q] = t_p + B[q][p];
// CHECK-NEXT:     }
// CHECK-NEXT:     S6: t[p] = t_p;
// CHECK-NEXT:   }
// CHECK-LABEL: // *** IR Dump After scalar-replace ***
// CHECK:      for (int l = 0; l <= ni - 1; l += 1) {
// CHECK-NEXT:   S7: double s_l = s[l];
// CHECK-NEXT:   for (int m = 0; m <= l; m += 1) {
// CHECK-NEXT:     S8: s_l += A[l][m] * x[m];
// CHECK-NEXT:   }
// CHECK-NEXT:   S9: s[l] = s_l;
// CHECK-NEXT: }
// CHECK-LABEL: // *** IR Dump After scalar-replace ***
// CHECK:      for (int r = 0; r <= ni - 1; r += 1) {
// CHECK-NEXT:   if (0 < nj) {
// CHECK-NEXT:     S10: double x_r = x[r];
// CHECK-NEXT:     for (int c = 0; c <= nj - 1; c += 1) {
// CHECK-NEXT:       S11: y[c] += A[r][c] * x_r;
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-LABEL: // *** IR Dump After scalar-replace ***
// CHECK:      for (int f = 0; f <= nj - 1; f += 1) {
// CHECK-NEXT:   S{{[0-9]+}}: double V_ef = 0.5 * V[e][f] + V[f][e];
// CHECK-NEXT:   for (int g = 0; g <= nk - 1; g += 1) {
// CHECK-NEXT:     S{{[0-9]+}}: V_ef += A[e][g] * B[g][f];
// CHECK-NEXT:   }
// CHECK-NEXT:   S{{[0-9]+}}: V[e][f] = V_ef;
// CHECK-NEXT: }

// REFUSED: error: nothing to scalar-replace in loop 'v' (line {{[0-9]+}}): W[u][3]: another reference may touch it
