/* Input of tests/frontend/chained-assignments.c and
 * tests/exec/chained-assignments.c: chained assignments (PolyBench
 * deriche's 'a1 = a5 = k;'), one of them converting (int = double =
 * float), and compound operators the IR spells out (%=, <<=, >>=, &=, |=,
 * ^=).  N (argv[1]) may be 1 or prime. */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

void chains(int n, double *restrict a, double *restrict b, int *restrict c, const float *restrict x) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 4; j++) {
      a[i * 4 + j] = b[i * 4 + j] = x[i] * 0.75f + j;
      c[i * 4 + j] = b[i * 4 + j] = x[i] * 1.5f;
    }
}

void compound(int n, int *restrict v, unsigned *restrict u) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 3; j++) {
      v[i * 3 + j] %= 7 + j;
      v[i * 3 + j] <<= 2;
      v[i * 3 + j] >>= 1;
      u[i * 3 + j] &= 0xF0Fu;
      u[i * 3 + j] |= (unsigned)j << 4;
      u[i * 3 + j] ^= (unsigned)i;
    }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 13;
  double *a = malloc(sizeof(double) * (size_t)n * 4), *b = malloc(sizeof(double) * (size_t)n * 4);
  int *c = malloc(sizeof(int) * (size_t)n * 4), *v = malloc(sizeof(int) * (size_t)n * 3);
  unsigned *u = malloc(sizeof(unsigned) * (size_t)n * 3);
  float *x = malloc(sizeof(float) * (size_t)n);
  for (int i = 0; i < n; i++) {
    x[i] = (float)(i % 11) - 3.25f;
    for (int j = 0; j < 3; j++) {
      v[i * 3 + j] = i * 37 - 5 * j;
      u[i * 3 + j] = (unsigned)(i * 2654435761u + (unsigned)j);
    }
  }
  chains(n, a, b, c, x);
  compound(n, v, u);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_doubles("a", n * 4, a);
  dump_doubles("b", n * 4, b);
  for (int i = 0; i < n * 4; i++)
    a[i] = c[i];
  dump_doubles("c", n * 4, a);
  for (int i = 0; i < n * 3; i++) {
    a[i] = v[i];
    b[i] = u[i];
  }
  dump_doubles("v", n * 3, a);
  dump_doubles("u", n * 3, b);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  free(a); free(b); free(c); free(v); free(u); free(x);
  return 0;
}
