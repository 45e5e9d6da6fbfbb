// Loops over unsigned, size_t and uint32_t iterators with unsigned bounds
// (Inputs/unsigned-iterators.c) are regions: their affine forms take the
// unsigned values as integers, which the frontend proved exact (no
// subtraction goes below 0, no step past UINT32_MAX), and print an
// unsigned variable in generated affine arithmetic as (long)n (the dumps show source terms).  The dependences are
// those of the signed program: 'rows' carries C[i - 1][j] on i only.
// RUN: %tilec --emit=ir --remarks %S/../Inputs/unsigned-iterators.c 2>&1 | FileCheck %s
// RUN: %tilec --emit=deps %S/../Inputs/unsigned-iterators.c | FileCheck %s --check-prefix=DEPS
// CHECK-NOT: left as host code
// CHECK-LABEL: region 0 'scale'
// CHECK:      params: unsigned int n
// CHECK:      iterators: unsigned int i
// CHECK:      for (unsigned int i = 0; i <= n - 1; i += 1) {
// CHECK-LABEL: region 1 'rows'
// CHECK:      params: unsigned long n, unsigned long m
// CHECK:      for (unsigned long i = 1; i <= n - 1; i += 1) {
// CHECK:      S0: C[i][j] = C[i - 1][j] * 0.5f + j;
// CHECK-LABEL: region 2 'down'
// CHECK:      for (unsigned int i = n; i >= 1; i -= 1) {
// CHECK-NEXT: S0: A[i - 1] = Y[i - 1] * i + (float)(i - 3u);
// CHECK-LABEL: region 3 'high'
// CHECK:      for (unsigned int i = -n + 4294967295; i <= 4294967294; i += 1) {
// CHECK-NEXT: S0: H[i - (4294967295U - n)] = (float)(i % 1000u) + (float)(i >> 20);
// DEPS-LABEL: region 0 'scale'
// DEPS:       'i' (line 19): parallel
// DEPS-LABEL: region 1 'rows'
// DEPS-NEXT:  dependences: 1
// DEPS-NEXT:  flow S0 -> S0: C[i][j] -> C[i - 1][j], distance (1, 0), carried by 'i'
// DEPS:       'j' (line 26): parallel
// DEPS-LABEL: region 2 'down'
// DEPS:       'i' (line 32): parallel
// DEPS-LABEL: region 3 'high'
// DEPS:       'i' (line 38): parallel
