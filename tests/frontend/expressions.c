// Expressions in a region: + - * / %, unary minus, casts, ?: and all the
// comparisons keep their form (parentheses only where needed) in the IR
// and in the C, and the regenerated program computes the same values.
// RUN: %tilec --emit=ir %s | FileCheck %s
// RUN: %tilec --emit=c --no-transform %s -o - | FileCheck %s --check-prefix=C --match-full-lines
// RUN: %compare --allow-unchanged -T --no-transform -o %t %s

#include <stdio.h>

void exprs(int n, const double *x, double *y, int *k) {
  for (int i = 0; i < n; i++) {
    y[i] = -x[i] + (double)i * 2 - x[i] / 3.0 * (x[i] - 1);
    k[i] = (i * 7 + 3) % 5 - i / 2;
    y[i] += i < n / 2 ? x[i] : -(x[i] + 1);
    k[i] += (i <= 3) + (i == 4) + (i != 5) + (i > 1) + (i >= 6) + (int)(x[i] * 10) % 3;
  }
}

// CHECK-LABEL: region 0 'exprs'
// CHECK:      for (int i = 0; i <= n - 1; i += 1) {
// CHECK-NEXT:   S0: y[i] = -x[i] + (double)i * 2 - x[i] / 3.0 * (x[i] - 1);
// CHECK-NEXT:   S1: k[i] = (i * 7 + 3) % 5 - i / 2;
// CHECK-NEXT:   S2: y[i] += i < n / 2 ? x[i] : -(x[i] + 1);
// CHECK-NEXT:   S3: k[i] += (i <= 3) + (i == 4) + (i != 5) + (i > 1) + (i >= 6) + (int)(x[i] * 10) % 3;
// CHECK-NEXT: }

// C-LABEL: void exprs(int n, const double *x, double *y, int *k) {
// C-NEXT:    tilec_profile_region(0, "{{.*}}expressions.c:11-16", "unchanged");
// C-NEXT:    for (int i = 0; i < n; i++) {
// C-NEXT:      y[i] = -x[i] + (double)i * 2 - x[i] / 3.0 * (x[i] - 1);
// C-NEXT:      k[i] = (i * 7 + 3) % 5 - i / 2;
// C-NEXT:      y[i] += i < n / 2 ? x[i] : -(x[i] + 1);
// C-NEXT:      k[i] += (i <= 3) + (i == 4) + (i != 5) + (i > 1) + (i >= 6) + (int)(x[i] * 10) % 3;
// C-NEXT:    }
// C-NEXT:  }

int main(void) {
  double x[9], y[9];
  int k[9];
  for (int i = 0; i < 9; i++)
    x[i] = 0.7 * i - 2.1;
  exprs(9, x, y, k);
  for (int i = 0; i < 9; i++)
    printf("%.17g %d\n", y[i], k[i]);
  return 0;
}
