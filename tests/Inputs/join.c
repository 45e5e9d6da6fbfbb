/* join.c - adjacent loops whose ranges follow each other (passes/join.c;
 * tests/passes and tests/opencl: join.c): the two halves of a row split
 * at the diagonal, as in lu (joined: one kernel over the whole square),
 * halves where the second reads what the first writes in another
 * iteration (not joined automatically: the joined loop would not be
 * parallel) and halves whose first part may start past the split.
 * usage: join N, 0 <= N. */
#include <stdio.h>
#include <stdlib.h>

#include "dump-arrays.h"

/* Below the diagonal and from it on, each with its own update. */
void halves(int n, double *A, const double *u) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++)
      A[i * n + j] = A[i * n + j] * 0.5 + u[j];
    for (int j2 = i; j2 < n; j2++)
      A[i * n + j2] = A[i * n + j2] - u[j2] * u[i];
  }
}

/* The second half reads what the first half writes in its iteration 0. */
void linked(int n, double *B) {
  for (int i = 1; i < n; i++) {
    for (int j = 0; j < i; j++)
      B[i * n + j] = B[i * n + j] + i;
    for (int j2 = i; j2 < n; j2++)
      B[i * n + j2] = B[i * n] * 2 + j2;
  }
}

/* The first half starts at 3, past the split for rows 0 to 2. */
void late(int n, double *C) {
  for (int i = 0; i < n; i++) {
    for (int j = 3; j < i; j++)
      C[i * n + j] += 1;
    for (int j2 = i; j2 < n; j2++)
      C[i * n + j2] -= 1;
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 50;
  if (n < 0)
    return 1;
  size_t nn = n ? (size_t)n * (size_t)n : 1;
  double *A = malloc(sizeof(double) * nn), *B = malloc(sizeof(double) * nn);
  double *C = malloc(sizeof(double) * nn), *u = malloc(sizeof(double) * (n ? n : 1));
  for (size_t k = 0; k < nn; k++) {
    A[k] = (double)((k * 7) % 19) - 9;
    B[k] = (double)((k * 3) % 5);
    C[k] = (double)(k % 11);
  }
  for (int k = 0; k < n; k++)
    u[k] = (double)((k * 5) % 7) / 4;
  halves(n, A, u);
  linked(n, B);
  late(n, C);
  fprintf(stderr, "==BEGIN DUMP_ARRAYS==\n");
  dump_doubles("A", n * n, A);
  dump_doubles("B", n * n, B);
  dump_doubles("C", n * n, C);
  fprintf(stderr, "==END   DUMP_ARRAYS==\n");
  free(A);
  free(B);
  free(C);
  free(u);
  return 0;
}
