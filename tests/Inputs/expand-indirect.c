/* expand-indirect.c - a scratch array written through an index array
 * (tests/passes/expand.c): 'expand' cannot prove which elements each
 * iteration writes, and refuses. */
void indirect(int n, int m, const int idx[64], double t[64], double out[64][64]) {
  for (int r = 0; r < n; r++) {
    for (int p = 0; p < m; p++)
      t[idx[p]] = r + p;
    for (int p = 0; p < m; p++)
      out[r][p] = t[p];
  }
}
