/* Input of tests/diagnostics/syntax-check.c: valid C with an imaginary
 * constant inside a '#pragma scop' region, which tilec does not model. */
void scale(int n, double *restrict a) {
#pragma scop
  for (int i = 0; i < n; i++)
    a[i] = 2.0i * a[i];
#pragma endscop
}
