// fuzz finding (seed 7195): D[ui * M + i] with an unsigned ui and an int i
// bounded by a long parameter: tilec refused the scop ("unsigned
// arithmetic in '31 * ui + i' may wrap around (for m = 4294967235)"), not
// knowing that an int iterator stays within int (fe_prove_ranges now
// bounds parameters and iterators by their types).
#include <stdio.h>
#define M 31
#define N 8
double E[N * M + M], D[N * M + M];
void g(long m) {
#pragma scop
  for (unsigned ui = 2; ui < N; ui++)
    for (int i = m - 1; i >= 0; --i)
      D[ui * M + i] += E[ui * M + i] * 2;
#pragma endscop
}
int main(void) {
  for (int k = 0; k < N * M + M; k++) {
    E[k] = k % 7;
    D[k] = k % 5;
  }
  g(31);
  g(5);
  double s = 0;
  for (int k = 0; k < N * M + M; k++)
    s += D[k] * (k % 13 + 1);
  printf("%.1f\n", s);
  return 0;
}
