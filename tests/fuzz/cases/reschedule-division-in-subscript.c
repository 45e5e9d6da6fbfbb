// fuzz seed 12066: the reschedule pass substituted a quotient of the new iterators into a subscript (IR verifier)
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 5
#define M 3
#define P 13
unsigned G0[P + 2][P + 1];
unsigned G2[N][M];
unsigned G3[5][P];

void kernel_fn(long n, long m, long p, int lim0, unsigned c0, unsigned B[N], unsigned *E) {
  for (int i = 0; p > i; ++i) {
    G3[2][i] += (G0[i][i] - G2[3][0] >= (G3[1][i]) % 89u ? G0[i][i] - G2[3][0] : (G3[1][i]) % 89u);
    for (int j = n - 4; j > -1; --j)
      G3[j + 1][j] += G0[i][j + 1] * c0 + (G3[j][i]) % 97u;
  }
  for (int i = P - 2; i >= lim0 && i >= 0; i--) {
    G3[2][i + 1] += (i - G2[4][1] + c0 + 9 > i ? i - G2[4][1] + c0 + 9 : i);
    for (int j = 0; j < M; j = j + 2)
      for (int k = n - 4; k >= 0; k -= 1)
        B[k + 1] = ((k - i) + j + (B[k]) % 97u) % 31u;
    for (int j = N - 2; j >= 0; j -= 4)
      E[((i + 2) * M + 1) * (N + 2) + j + 1] = (j * j - G2[j][0]) % 31u;
    E[(i * M + 1) * (N + 2) + 1] = G0[i + 2][-i + 12] * c0;
  }
}

int main(void) {
  unsigned *B = malloc(sizeof(unsigned) * 5);
  unsigned *E = malloc(sizeof(unsigned) * 315);
  for (long x = 0; x < 210; x++)
    ((unsigned *)G0)[x] = (unsigned)((x * 11 + 13) % 19);
  for (long x = 0; x < 5; x++)
    ((unsigned *)B)[x] = (unsigned)((x * 5 + 3) % 19);
  for (long x = 0; x < 15; x++)
    ((unsigned *)G2)[x] = (unsigned)((x * 3 + 7) % 19);
  for (long x = 0; x < 65; x++)
    ((unsigned *)G3)[x] = (unsigned)((x * 3 + 11) % 19);
  for (long x = 0; x < 315; x++)
    ((unsigned *)E)[x] = (unsigned)((x * 3 + 4) % 19);
  kernel_fn(5, 3, 13, 2, 2, B, E);
  printf("G0:");
  for (long x = 0; x < 210; x++)
    printf(x % 16 ? " %u" : "\n%u", ((unsigned *)G0)[x]);
  printf("\n");
  printf("B:");
  for (long x = 0; x < 5; x++)
    printf(x % 16 ? " %u" : "\n%u", ((unsigned *)B)[x]);
  printf("\n");
  printf("G2:");
  for (long x = 0; x < 15; x++)
    printf(x % 16 ? " %u" : "\n%u", ((unsigned *)G2)[x]);
  printf("\n");
  printf("G3:");
  for (long x = 0; x < 65; x++)
    printf(x % 16 ? " %u" : "\n%u", ((unsigned *)G3)[x]);
  printf("\n");
  printf("E:");
  for (long x = 0; x < 315; x++)
    printf(x % 16 ? " %u" : "\n%u", ((unsigned *)E)[x]);
  printf("\n");
  free(B);
  free(E);
  return 0;
}
