/* Input of tests/cuda/no-kernel-warnings.c: no region (main is never one). */
int main(void) {
  int s = 0;
  for (int i = 0; i < 10; i++)
    s += i;
  return s != 45;
}
