// Calls to pure math functions (sqrt, exp, pow, fabs, fmin, fmax and their
// float forms sqrtf, expf, ...) are accepted in a region and kept as calls.
// RUN: %tilec --emit=ir %s | FileCheck %s
// RUN: %tilec --emit=c --no-transform %s -o - | FileCheck %s --check-prefix=C --match-full-lines
// RUN: %compare --allow-unchanged -T --no-transform -o %t %s

#include <math.h>
#include <stdio.h>

void mathd(int n, double *z) {
  for (int i = 0; i < n; i++)
    z[i] = sqrt(z[i]) + exp(-z[i]) + pow(z[i], 2.5) + fabs(z[i] - 3) + fmin(z[i], 1.5) + fmax(z[i], 2.0);
}

void mathf(int n, float *y) {
  for (int i = 0; i < n; i++)
    y[i] = sqrtf(y[i]) + expf(-y[i]) + powf(y[i], 2.5f) + fabsf(y[i] - 3) + fminf(y[i], 1.5f) + fmaxf(y[i], 2.0f);
}

// CHECK-LABEL: region 0 'mathd'
// CHECK:      S0: z[i] = sqrt(z[i]) + exp(-z[i]) + pow(z[i], 2.5) + fabs(z[i] - 3) + fmin(z[i], 1.5) + fmax(z[i], 2.0);
// CHECK-LABEL: region 1 'mathf'
// CHECK:      S0: y[i] = sqrtf(y[i]) + expf(-y[i]) + powf(y[i], 2.5f) + fabsf(y[i] - 3) + fminf(y[i], 1.5f) + fmaxf(y[i], 2.0f);

// C-LABEL: void mathd(int n, double *z) {
// C-NEXT:    tilec_profile_region(0, "{{.*}}math-calls.c:11-12", "unchanged");
// C-NEXT:    for (int i = 0; i < n; i++)
// C-NEXT:      z[i] = sqrt(z[i]) + exp(-z[i]) + pow(z[i], 2.5) + fabs(z[i] - 3) + fmin(z[i], 1.5) + fmax(z[i], 2.0);
// C-NEXT:  }
// C-LABEL: void mathf(int n, float *y) {
// C-NEXT:    tilec_profile_region(1, "{{.*}}math-calls.c:16-17", "unchanged");
// C-NEXT:    for (int i = 0; i < n; i++)
// C-NEXT:      y[i] = sqrtf(y[i]) + expf(-y[i]) + powf(y[i], 2.5f) + fabsf(y[i] - 3) + fminf(y[i], 1.5f) + fmaxf(y[i], 2.0f);
// C-NEXT:  }

int main(void) {
  double z[6];
  float y[6];
  for (int i = 0; i < 6; i++) {
    z[i] = 0.75 * i;
    y[i] = 0.75f * i;
  }
  mathd(6, z);
  mathf(6, y);
  for (int i = 0; i < 6; i++)
    printf("%.17g %.9g\n", z[i], y[i]);
  return 0;
}
