/* quasi-affine.c - subscripts with C's '/' and '%' by constants
 * (tests/frontend/quasi-affine.c, tests/deps/quasi-affine.c,
 * tests/exec/quasi-affine.c, tests/opencl/quasi-affine.c): usage N. */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

#define M 128

static float A[2][M], B[M], C[M], D[M / 2], E[M / 2], G[M];

/* A double-buffered 3-point stencil: time steps on the host, 'i' in
 * parallel (the planes t % 2 and (t + 1) % 2 never meet). */
void stencil(int n, int tsteps) {
  for (int t = 0; t < tsteps; t++)
    for (int i = 1; i < n - 1; i++)
      A[(t + 1) % 2][i] = (A[t % 2][i - 1] + A[t % 2][i] + A[t % 2][i + 1]) / 3;
}

/* A gather through quotients and remainders: 'i' is parallel. */
void gather(int n) {
  for (int i = 0; i < n; i++)
    B[i] = C[i / 3] * 2 + C[i % 3 + 3 * (i / 7)];
}

/* Pairs of iterations add into one element: 'i' carries the sums. */
void pairs(int n) {
  for (int i = 0; i < n; i++)
    D[i / 2] += B[i] * 0.5f;
}

/* A negative dividend: C truncates (-3) / 4 to 0, so i = 0 .. 6 all
 * write G[2] and the last of them must win. */
void negative(int n) {
  for (int i = 0; i < n; i++)
    G[(i - 3) / 4 + 2] = B[i] + i;
}

/* A guard of the iterator only: the even iterations fill E, each its
 * own element, so 'i' is parallel. */
void evens(int n) {
  for (int i = 0; i < n; i++)
    if (i % 2 == 0)
      E[i / 2] = B[i] - 1;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 97;
  if (n < 1 || n > M)
    return 1;
  for (int i = 0; i < M; i++) {
    A[0][i] = (float)(i % 17);
    A[1][i] = i == 0 || i >= n - 1 ? 0 : 0.0f / 0.0f; /* poisoned where written */
    B[i] = 0.0f / 0.0f;
    C[i] = (float)(i * 7 % 11);
    G[i] = -1;
    if (i < M / 2)
      E[i] = i < (n + 1) / 2 ? 0.0f / 0.0f : 0; /* poisoned where written */
  }
  stencil(n, 5);
  gather(n);
  pairs(n);
  negative(n);
  evens(n);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_floats("A", 2 * M, &A[0][0]);
  dump_floats("B", n, B);
  dump_floats("D", M / 2, D);
  dump_floats("E", M / 2, E);
  dump_floats("G", M, G);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  return 0;
}
