// Loop bounds that divide parameters by constants (Inputs/division-bounds.c)
// stay affine: each quotient or remainder becomes a derived parameter,
// named after it, that the region computes at its start with C's
// truncation (n / 2 is -1 for n = -3).
// RUN: %tilec --emit=ir --remarks %S/../Inputs/division-bounds.c 2>&1 | FileCheck %s
// RUN: %tilec --emit=c --no-transform %S/../Inputs/division-bounds.c -o - | FileCheck %s --check-prefix=C
// CHECK-NOT: left as host code
// CHECK-LABEL: region 0 'halves'
// CHECK:      params: int n, int n_div_2
// CHECK-NEXT: derived: n_div_2 = n / 2
// CHECK:      for (int i = 0; i <= n_div_2 - 1; i += 1) {
// CHECK-LABEL: region 1 'tail'
// CHECK:      derived: n_mod_4 = n % 4
// CHECK-NEXT: derived: bound_div_2 = (n + 1) / 2
// CHECK:      for (int i = n - n_mod_4; i <= n - 1; i += 1) {
// CHECK-NEXT:   for (int j = 0; j <= bound_div_2; j += 1) {
// C:      {{^}}  const int n_div_2 = n / 2;
// C-NEXT: {{^}}  tilec_profile_region(0, "{{.*}}division-bounds.c:16-17", "unchanged");
// C-NEXT: {{^}}  for (int i = 0; i < n_div_2; i++)
// C:      {{^}}  const int n_mod_4 = n % 4;
// C-NEXT: {{^}}  const int bound_div_2 = (n + 1) / 2;
