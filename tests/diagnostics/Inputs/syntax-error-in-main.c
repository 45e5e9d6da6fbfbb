/* Input of tests/diagnostics/syntax-check.c: valid loop nests, and a
 * syntax error in main, outside any region. */
void scale(int n, double *restrict x) {
  for (int i = 0; i < n; i++)
    x[i] = 2 * x[i];
}

int main(void) {
  double x[4] = {1, 2, 3, 4};
  scale(4, x);
  return x[3] == 8 ? 0 : ;
}
