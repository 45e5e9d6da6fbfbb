/* dump-arrays.h - the array dumps of the test programs in tests/Inputs
 * (typedef-types.c, chained-assignments.c, inline-helpers.c,
 * data-dependent-if.c): PolyBench's format on stderr, between
 * "==BEGIN DUMP_ARRAYS==" and "==END   DUMP_ARRAYS==", which the
 * execution scripts compare (tests/opencl/opencl-compare.sh reads it). */
#include <stdio.h>

static inline void dump_floats(const char *name, int n, const float *v) {
  fprintf(stderr, "begin dump: %s", name);
  for (int i = 0; i < n; i++)
    fprintf(stderr, "%s%.9g ", i % 20 ? "" : "\n", v[i]);
  fprintf(stderr, "\nend   dump: %s\n", name);
}

static inline void dump_doubles(const char *name, int n, const double *v) {
  fprintf(stderr, "begin dump: %s", name);
  for (int i = 0; i < n; i++)
    fprintf(stderr, "%s%.17g ", i % 20 ? "" : "\n", v[i]);
  fprintf(stderr, "\nend   dump: %s\n", name);
}
