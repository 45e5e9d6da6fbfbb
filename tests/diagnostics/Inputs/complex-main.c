/* Input of tests/diagnostics/syntax-check.c: valid C that tilec does not
 * model outside its regions (I from <complex.h>, a compound literal,
 * designated initialisers, a struct) around a loop nest it
 * transforms.  SCALE comes from the command line (-DSCALE=2). */
#include <complex.h>
#include <stdio.h>

struct point {
  double x, y;
};

void scale(int n, double *restrict a) {
  for (int i = 0; i < n; i++)
    a[i] = SCALE * a[i];
}

int main(void) {
  double complex z = 1.0 + 2.0 * I;
  struct point p = {.y = 2, .x = 1};
  double a[4] = {1, 2, 3, 4};
  scale(4, a);
  double *q = (double[]){p.x, p.y};
  printf("%g %g %g %g\n", creal(z), cimag(z), a[3], q[1]);
  return 0;
}
