/* tilec_common.h - run-time support shared by every target's generated
 * code (included by runtime/tilec_cuda.h and runtime/tilec_opencl.h; tilec
 * copies it in place of that #include, so generated files stand alone):
 * the TILEC_PROFILE switch and its report of which code a region ran,
 * launch-size arithmetic and the overlap test of the alias checks.  Valid
 * C and C++. */
#ifndef TILEC_COMMON_H
#define TILEC_COMMON_H

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* TILEC_PROFILE=1 in the environment: time kernels and transfers and
 * report them on stderr as "tilec profile: WHAT: T ms", and report each
 * run of a region as "tilec profile: region N (FILE:FIRST-LAST): WHAT"
 * (tilec_profile_region). */
static inline __attribute__((unused)) int tilec_env_on(const char *name) {
  const char *s = getenv(name);
  return s && *s && strcmp(s, "0") != 0;
}

static inline __attribute__((unused)) int tilec_profiling(void) {
  static int on = -1;
  if (on < 0)
    on = tilec_env_on("TILEC_PROFILE");
  return on;
}

/* Region ID (source lines WHERE, "FILE:FIRST-LAST") is running WHAT:
 * "transformed" (its GPU code) or "original loops (arrays overlap)" (the
 * run-time alias check sent it to the original loops).  The tests read
 * this line to know which code ran. */
static inline __attribute__((unused)) void tilec_profile_region(int id, const char *where, const char *what) {
  if (tilec_profiling())
    fprintf(stderr, "tilec profile: region %d (%s): %s\n", id, where, what);
}

/* TILEC_POISON=1 in the environment: fill each device array that the
 * generated code does not copy in (it writes every element before reading
 * any) with all-ones bytes, NaN in float and double, so that a test that
 * compares results catches an element that was not written after all. */
static inline __attribute__((unused)) int tilec_poisoning(void) {
  static int on = -1;
  if (on < 0)
    on = tilec_env_on("TILEC_POISON");
  return on;
}

/* Iterations of a loop from LB to UB (inclusive) by STEP (either sign;
 * a negative step runs from UB down to LB). */
static inline __attribute__((unused)) long tilec_trips(long lb, long ub, long step) {
  if (ub < lb)
    return 0;
  return (ub - lb) / (step < 0 ? -step : step) + 1;
}

/* The elements of a device copy that starts at FROM, at or before the
 * footprint's FIRST, and holds its COUNT elements (0 when COUNT is). */
static inline __attribute__((unused)) long tilec_count_from(long from, long first, long count) {
  return count > 0 ? count + (first - from) : 0;
}

/* Number of blocks for N iterations of B each (0 when N <= 0). */
static inline __attribute__((unused)) unsigned tilec_blocks(long n, int b) { return n <= 0 ? 0u : (unsigned)((n + b - 1) / b); }

/* Threads per block for a 1-D grid of N threads on a device with UNITS
 * multiprocessors (compute units): MOST, halved down to 32 while that
 * leaves fewer than two blocks per unit, so that a small grid still
 * spreads over the device. */
static inline __attribute__((unused)) int tilec_threads_with(long n, int most, int units) {
  int t = most;
  while (t > 32 && (n + t - 1) / t < 2L * units)
    t /= 2;
  return t;
}

/* Do [a, a + na) and [b, b + nb) overlap? */
static inline __attribute__((unused)) int tilec_overlap(const void *a, size_t na, const void *b, size_t nb) {
  const char *x = (const char *)a, *y = (const char *)b;
  return !(x + na <= y || y + nb <= x);
}

#endif
