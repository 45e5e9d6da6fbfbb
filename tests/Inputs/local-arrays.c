/* local-arrays.c - arrays declared inside loop bodies, private to each
 * iteration (tests/frontend/local-arrays.c, tests/deps/local-arrays.c,
 * tests/exec/local-arrays.c, tests/opencl/local-arrays.c; gpu-check's
 * 'input' kind): usage N (1 .. M). */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

#define M 128
#define W 8

typedef float real_t;

static real_t A[M + 2][M + 2], B[M][M], S[M][W], P[M], Q[M], R[M], T[M];
static int H[M];

/* A per-row scratch array filled, then read: 'i' is parallel, each
 * iteration with its own 'tmp'. */
void scratch(int n) {
  for (int i = 0; i < n; i++) {
    real_t tmp[W];
    for (int k = 0; k < W; k++)
      tmp[k] = A[i][k] * 2 + k;
    for (int j = 0; j < n; j++)
      B[i][j] = tmp[j % W] + A[i][j];
  }
}

/* A 2-D window per point of a 2-D parallel nest, and an accumulator
 * array updated across the inner loop 'j' of each 'i'. */
void window(int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      real_t w[3][3];
      for (int a = 0; a < 3; a++)
        for (int b = 0; b < 3; b++)
          w[a][b] = A[i + a][j + b];
      B[i][j] = w[0][0] + w[1][1] * 2 + w[2][2] - w[0][2];
    }
  for (int i = 0; i < n; i++) {
    real_t acc[W];
    for (int k = 0; k < W; k++)
      acc[k] = 0;
    for (int j = 0; j < n; j++)
      for (int k = 0; k < W; k++)
        acc[k] += A[i][j] * (k + 1);
    for (int k = 0; k < W; k++)
      S[i][k] = acc[k];
  }
}

/* A prefix sum inside each iteration: the inner loop carries it, 'i' is
 * parallel. */
void prefix(int n) {
  for (int i = 0; i < n; i++) {
    int h[W];
    for (int k = 0; k < W; k++)
      h[k] = (i + k) % 5;
    for (int k = 1; k < W; k++)
      h[k] += h[k - 1];
    H[i] = h[W - 1] * (i % 3) + h[i % W];
  }
}

/* The same name in two loops: the second array is renamed. */
void twice(int n) {
  for (int i = 0; i < n; i++) {
    real_t t[2];
    t[0] = A[i][0];
    t[1] = A[i][n - 1];
    P[i] = t[0] - t[1];
  }
  for (int i = 0; i < n; i++) {
    real_t t[2];
    t[0] = P[i] * 2;
    t[1] = A[n - 1 - i][1];
    Q[i] = t[1] + t[0];
  }
}

/* Initialised arrays: zeros, values read per iteration, rows. */
void initialised(int n) {
  for (int i = 0; i < n; i++) {
    real_t w[4] = {0};
    real_t c[3] = {A[i][0], A[i][1] * 2, 1.5f};
    int h[2][3] = {{1, 2}, {3, 4, 5}};
    for (int k = 0; k < 4; k++)
      w[k] += A[i][k];
    R[i] = w[0] + w[3] + c[0] + c[1] + c[2] + h[0][2] + h[1][1] * i;
  }
}

/* An array declared in a sequential time loop around parallel loops: on
 * GPU targets the kernels of each step share one device copy. */
void stepped(int n, int tsteps) {
  for (int t = 0; t < tsteps; t++) {
    real_t buf[W];
    for (int k = 0; k < W; k++)
      buf[k] = A[t][k] + t;
    for (int i = 0; i < n; i++)
      T[i] += buf[i % W] * 0.5f;
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 97;
  if (n < 1 || n > M)
    return 1;
  for (int i = 0; i < M + 2; i++)
    for (int j = 0; j < M + 2; j++)
      A[i][j] = (real_t)((i * 7 + j * 3) % 13) - 6;
  /* Poisoned where the regions write. */
  float nan = 0.0f / 0.0f;
  for (int i = 0; i < M; i++) {
    for (int j = 0; j < M; j++)
      B[i][j] = i < n && j < n ? nan : 0;
    for (int k = 0; k < W; k++)
      S[i][k] = i < n ? nan : 0;
    P[i] = Q[i] = R[i] = i < n ? nan : 0;
    T[i] = (real_t)(i % 3);
    H[i] = -1;
  }
  scratch(n);
  float *b = malloc(sizeof(float) * M * M);
  for (int i = 0; i < M * M; i++)
    b[i] = B[i / M][i % M];
  window(n);
  prefix(n);
  twice(n);
  initialised(n);
  stepped(n, 3);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_floats("scratch", M * M, b);
  dump_floats("B", M * M, &B[0][0]);
  dump_floats("S", M * W, &S[0][0]);
  double *h = malloc(sizeof(double) * M);
  for (int i = 0; i < M; i++)
    h[i] = H[i];
  dump_doubles("H", M, h);
  dump_floats("P", M, P);
  dump_floats("Q", M, Q);
  dump_floats("R", M, R);
  dump_floats("T", M, T);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  free(b);
  free(h);
  return 0;
}
