// A pointer parameter indexed by hand is a linearised 1-D array; its extent
// comes from the largest subscript the loop bounds allow (here n + 1), and
// the C indexes it exactly as before.
// RUN: %tilec --emit=ir %s | FileCheck %s
// RUN: %tilec --emit=c --no-transform %s -o - | FileCheck %s --check-prefix=C --match-full-lines
// RUN: %compare --allow-unchanged -T --no-transform -o %t %s

#include <stdio.h>

void smooth(int n, const float *in, float *out) {
  for (int i = 1; i < n; i++)
    out[i] = (in[i - 1] + in[i] + in[i + 1]) / 3;
}

// CHECK-LABEL: region 0 'smooth'
// CHECK:      arrays:
// CHECK-NEXT:   float out[n] // pointer parameter, linearised, written, line 10
// CHECK-NEXT:   const float in[n + 1] // pointer parameter, linearised, line 10
// CHECK:      for (int i = 1; i <= n - 1; i += 1) {
// CHECK-NEXT:   S0: out[i] = (in[i - 1] + in[i] + in[i + 1]) / 3;
// CHECK-NEXT: }

// C-LABEL: void smooth(int n, const float *in, float *out) {
// C-NEXT:    tilec_profile_region(0, "{{.*}}array-pointer-parameter.c:11-12", "unchanged");
// C-NEXT:    for (int i = 1; i < n; i++)
// C-NEXT:      out[i] = (in[i - 1] + in[i] + in[i + 1]) / 3;
// C-NEXT:  }

int main(void) {
  float in[9], out[9] = {0};
  for (int i = 0; i < 9; i++)
    in[i] = i * i * 0.5f;
  smooth(8, in, out);
  for (int i = 0; i < 9; i++)
    printf("%.9g\n", out[i]);
  return 0;
}
