/* private-scalars.c - scalars in GPU regions (tests/opencl and
 * tests/cuda: private-scalars.c): computed from scalars in the host code
 * between kernels, and kept by each thread of a parallel loop that writes
 * them before reading them: usage N, 1 <= N <= 64. */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

#define M 64

static float A[M][M], B[M][M], out[M], y[M];

/* Coefficients computed from scalars, then used by the kernel. */
void scale(int n, float alpha) {
  float k, c;
  k = alpha * 2.0f + 1;
  c = k / (alpha + 3);
  for (int i = 0; i < n; i++)
    out[i] = out[i] * k + c;
}

/* A filter along each row: each thread keeps its own 'acc' and 'prev'. */
void rows(int n) {
  float acc, prev;
  for (int i = 0; i < n; i++) {
    acc = 0;
    prev = 0;
    for (int j = 0; j < n; j++) {
      acc = acc * 0.5f + A[i][j] - prev;
      prev = A[i][j];
      B[i][j] = acc;
    }
  }
}

/* The scalar's last value is returned: it cannot be the threads' own. */
float last(int n) {
  float t = 0;
  for (int i = 0; i < n; i++) {
    t = A[i][0] * 2;
    y[i] = t;
  }
  return t;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 29;
  if (n < 1 || n > M)
    return 1;
  for (int i = 0; i < M; i++) {
    for (int j = 0; j < M; j++) {
      A[i][j] = (float)((i * 3 + j * 7) % 10) - 4;
      B[i][j] = 0.0f / 0.0f; /* poisoned where written */
    }
    out[i] = (float)(i % 5);
    y[i] = 0;
  }
  scale(n, 1.5f);
  rows(n);
  float t = last(n);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  for (int i = 0; i < n; i++)
    dump_floats("B", n, B[i]);
  dump_floats("out", M, out);
  dump_floats("y", M, y);
  dump_floats("t", 1, &t);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  return 0;
}
