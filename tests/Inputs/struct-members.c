/* struct-members.c - struct members in regions: a matrix struct reached
 * through pointers (int sizes, a float pointer, a double factor), a
 * struct holding an array, passed by pointer and by value
 * (tests/frontend/struct-members.c, tests/exec/struct-members.c,
 * tests/opencl/struct-members.c, tests/cuda/struct-members.c;
 * gpu-check's 'input' kind): usage N (1 .. M). */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

#define M 64

typedef struct {
  int rows, cols;
  float *restrict data;
  double factor;
} matrix_t;

struct vec {
  int len;
  float v[M];
};

/* out = in * out->factor, element by element, over out's rows and
 * columns: 'i' and 'j' are parallel. */
void scale(matrix_t *out, const matrix_t *in) {
  for (int i = 0; i < out->rows; i++)
    for (int j = 0; j < out->cols; j++)
      out->data[i * out->cols + j] = in->data[i * out->cols + j] * (float)out->factor + i;
}

/* y += alpha * x with x a struct passed by value. */
void axpy(struct vec *y, struct vec x, float alpha) {
  for (int i = 0; i < y->len; i++)
    y->v[i] += alpha * x.v[i];
}

/* A reversed copy between the arrays of two structs, which may be one
 * (the run-time check tells). */
void reverse(struct vec *z, const struct vec *y) {
  for (int i = 0; i < y->len; i++)
    z->v[i] = y->v[y->len - 1 - i] * 0.5f;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 37;
  if (n < 1 || n > M)
    return 1;
  float nan = 0.0f / 0.0f;
  matrix_t a = {n, n + 1, (float *)malloc(sizeof(float) * M * (M + 1)), 2.0};
  matrix_t b = {n, n + 1, (float *)malloc(sizeof(float) * M * (M + 1)), 1.0};
  for (int i = 0; i < M * (M + 1); i++) {
    a.data[i] = i < n * (n + 1) ? nan : 0; /* poisoned where written */
    b.data[i] = (float)(i % 23) - 11;
  }
  scale(&a, &b);
  /* No rows: the original never reads 'in', which may then be null. */
  matrix_t none = {0, 0, NULL, 1.0};
  scale(&none, NULL);
  struct vec x, y;
  x.len = y.len = n;
  for (int i = 0; i < M; i++) {
    x.v[i] = (float)(i % 7) - 3;
    y.v[i] = (float)(i % 5);
  }
  axpy(&y, x, 0.5f);
  struct vec z = y;
  reverse(&z, &y);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_floats("a", M * (M + 1), a.data);
  dump_floats("y", M, y.v);
  dump_floats("z", M, z.v);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  free(a.data);
  free(b.data);
  return 0;
}
