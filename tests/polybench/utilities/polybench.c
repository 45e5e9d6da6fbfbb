/* polybench.c - runtime half of tilec's PolyBench/C 4.2.1-compatible
 * harness (see polybench.h): array allocation, cache flushing and the
 * kernel timer.  Linked into every PolyBench test program, the original
 * and the one tilec generated alike, so it holds nothing a kernel's
 * result could depend on. */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "polybench.h"

#ifndef POLYBENCH_CACHE_SIZE_KB
#define POLYBENCH_CACHE_SIZE_KB 32770
#endif

/* Flop count a program may set for POLYBENCH_GFLOPS reports. */
double polybench_program_total_flops = 0;

static double polybench_t_start;
static double polybench_t_end;

/* Page-aligned storage for N elements of ELT_SIZE bytes, every byte set
 * to FILL; exits with a message when memory runs out. */
static void *polybench_alloc_filled(unsigned long long int n, int elt_size,
                                    int fill)
{
  size_t bytes = (size_t)n * (size_t)elt_size;
  void *p = NULL;
  if (elt_size <= 0 || bytes / (size_t)elt_size != n ||
      posix_memalign(&p, 4096, bytes ? bytes : 1) != 0 || !p) {
    fprintf(stderr, "[PolyBench] posix_memalign: cannot allocate memory\n");
    exit(1);
  }
  memset(p, fill, bytes);
  return p;
}

/* Page-aligned so that padding and alignment do not vary between runs;
 * zero-filled so that a kernel reading storage it never wrote still
 * behaves the same every time. */
void *polybench_alloc_data(unsigned long long int n, int elt_size)
{
  return polybench_alloc_filled(n, elt_size, 0);
}

/* For POLYBENCH_POISON: all bits set, a NaN in every float and double
 * element, so that an output element no kernel writes stays NaN in the
 * dump (init_array still sets every input). */
void *polybench_alloc_poisoned(unsigned long long int n, int elt_size)
{
  return polybench_alloc_filled(n, elt_size, 0xff);
}

void polybench_free_data(void *ptr)
{
  free(ptr);
}

/* Touch a buffer larger than the last-level cache. */
void polybench_flush_cache(void)
{
  size_t n = (size_t)POLYBENCH_CACHE_SIZE_KB * 1024 / sizeof(double);
  double *flush = calloc(n, sizeof(double));
  volatile double sink = 0.0;
  size_t i;
  if (!flush) {
    fprintf(stderr, "[PolyBench] cannot allocate the cache-flush buffer\n");
    exit(1);
  }
  for (i = 0; i < n; i++)
    sink += flush[i];
  free(flush);
  (void)sink;
}

void polybench_prepare_instruments(void)
{
#ifndef POLYBENCH_NO_FLUSH_CACHE
  polybench_flush_cache();
#endif
}

static double polybench_now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1.0e-9;
}

void polybench_timer_start(void)
{
  polybench_prepare_instruments();
  polybench_t_start = polybench_now();
}

void polybench_timer_stop(void)
{
  polybench_t_end = polybench_now();
}

/* Seconds on stdout, as PolyBench prints them; GFLOP/s with
 * POLYBENCH_GFLOPS when the program set polybench_program_total_flops. */
void polybench_timer_print(void)
{
  double t = polybench_t_end - polybench_t_start;
#ifdef POLYBENCH_GFLOPS
  if (polybench_program_total_flops > 0 && t > 0) {
    printf("%0.2lf\n", polybench_program_total_flops / t / 1.0e9);
    return;
  }
#endif
  printf("%0.6f\n", t);
}
