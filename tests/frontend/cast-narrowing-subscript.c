// B[(signed char)i + 128] for i in [0, 511] hits every element twice (i and
// i + 256), so 'i' carries a dependence and is not parallel; the cast must
// not be dropped from the subscript's affine form, and the C keeps
// 'signed char' (plain char may be unsigned on the target).
// RUN: %tilec --emit=deps %s | FileCheck %s
// RUN: %tilec --emit=c --openmp %s -o - | FileCheck %s --check-prefix=C --match-full-lines

double B[256];

void wrap(void) {
  for (int i = 0; i < 512; i++)
    B[(signed char)i + 128] = B[(signed char)i + 128] * 2 + i;
}

// CHECK-LABEL: region 0 'wrap'
// CHECK-NOT:   dependences: 0
// CHECK:       'i' (line 11): sequential

// C-LABEL: void wrap(void) {
// C-NOT:     #pragma omp
// C-NEXT:    tilec_profile_region(0, "{{.*}}cast-narrowing-subscript.c:11-12", "unchanged");
// C-NEXT:    for (int i = 0; i < 512; i++)
// C-NEXT:      B[(signed char)i + 128] = B[(signed char)i + 128] * 2 + i;
