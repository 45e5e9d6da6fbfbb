/* struct-arrays.c - members of the elements of arrays of structs
 * (p[i].x): each member is its own array (tests/frontend/struct-arrays.c,
 * tests/exec/struct-arrays.c, tests/opencl/struct-arrays.c,
 * tests/cuda/struct-arrays.c; gpu-check's 'input' kind): usage N
 * (1 .. M). */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

#define M 48

typedef struct {
  float x, y, vx, vy;
} particle_t;

struct cplx {
  double re, im;
};

static struct cplx G[M][M];

/* Move every particle: the members of one element never overlap, so 'i'
 * is parallel. */
void step(int n, particle_t *p, float dt) {
  for (int i = 0; i < n; i++) {
    p[i].x += p[i].vx * dt;
    p[i].y += p[i].vy * dt;
  }
}

/* A complex product in place, a[i][j] *= b[i][j]: parallel in both
 * loops where 'a' and 'b' do not overlap (checked at run time). */
void cmul(int n, struct cplx a[M][M], const struct cplx b[M][M]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double re = a[i][j].re * b[i][j].re - a[i][j].im * b[i][j].im;
      a[i][j].im = a[i][j].re * b[i][j].im + a[i][j].im * b[i][j].re;
      a[i][j].re = re;
    }
}

/* A recurrence along the rows of a global array of structs: 'i' carries
 * it, 'j' is parallel. */
void sweep(int n) {
  for (int i = 1; i < n; i++)
    for (int j = 0; j <= i; j++)
      G[i][j].re = G[i - 1][j].re * 0.5 + G[i][j].im;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 29;
  if (n < 1 || n > M)
    return 1;
  particle_t *p = malloc(sizeof(particle_t) * M);
  for (int i = 0; i < M; i++)
    p[i] = (particle_t){(float)(i % 7), (float)(i % 5) - 2, (float)(i % 3) - 1, 0.25f * (float)(i % 4)};
  step(n, p, 0.5f);
  struct cplx(*a)[M] = malloc(sizeof(struct cplx) * M * M);
  struct cplx(*b)[M] = malloc(sizeof(struct cplx) * M * M);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++) {
      a[i][j] = (struct cplx){(double)((i + j) % 5 - 2), (double)((i * j) % 3)};
      b[i][j] = (struct cplx){(double)((i * 2 + j) % 7 - 3), (j % 4) * 0.5};
    }
  cmul(n, a, b);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      G[i][j] = (struct cplx){(double)((i + 2 * j) % 9 - 4), (i % 3) * 0.25};
  sweep(n);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_floats("p", 4 * M, &p[0].x);
  dump_doubles("a", 2 * M * M, &a[0][0].re);
  dump_doubles("G", 2 * M * M, &G[0][0].re);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  free(p);
  free(a);
  free(b);
  return 0;
}
