/* tilec_cuda.h - run-time support of the CUDA code tilec generates: every
 * CUDA call and every kernel launch is checked (a failure prints the
 * file, the line and CUDA's error string, and exits), and with
 * TILEC_PROFILE=1 in the environment each kernel and each transfer is
 * timed with CUDA events and reported on stderr.  tilec copies this file
 * into every .cu it writes, so that nvcc needs no extra flags or files. */
#ifndef TILEC_CUDA_H
#define TILEC_CUDA_H

#include <cuda_runtime.h>

#include "tilec_common.h"

static inline __attribute__((unused)) void tilec_check(cudaError_t err, const char *what, const char *file, int line) {
  if (err != cudaSuccess) {
    fprintf(stderr, "%s:%d: CUDA error: %s: %s\n", file, line, what, cudaGetErrorString(err));
    exit(EXIT_FAILURE);
  }
}
#define TILEC_CHECK(call) tilec_check((call), #call, __FILE__, __LINE__)
/* After a launch: configuration errors now, execution errors at the next
 * synchronising call (which is checked too). */
#define TILEC_CHECK_LAUNCH(name) tilec_check(cudaGetLastError(), "launch of " name, __FILE__, __LINE__)

/* See tilec_poisoning. */
#define TILEC_POISON(d, bytes) \
  do { if (tilec_poisoning()) TILEC_CHECK(cudaMemset((d), 0xff, (bytes))); } while (0)

/* Threads per block for N threads (see tilec_threads_with). */
static inline __attribute__((unused)) int tilec_threads_for(long n, int most) {
  static int units;
  if (!units) {
    int dev;
    TILEC_CHECK(cudaGetDevice(&dev));
    TILEC_CHECK(cudaDeviceGetAttribute(&units, cudaDevAttrMultiProcessorCount, dev));
  }
  return tilec_threads_with(n, most, units);
}

struct tilec_timer {
  cudaEvent_t start, stop;
};

static inline __attribute__((unused)) void tilec_timer_start(struct tilec_timer *t) {
  if (!tilec_profiling())
    return;
  TILEC_CHECK(cudaEventCreate(&t->start));
  TILEC_CHECK(cudaEventCreate(&t->stop));
  TILEC_CHECK(cudaEventRecord(t->start, 0));
}

static inline __attribute__((unused)) void tilec_timer_stop(struct tilec_timer *t, const char *what) {
  if (!tilec_profiling())
    return;
  float ms = 0;
  TILEC_CHECK(cudaEventRecord(t->stop, 0));
  TILEC_CHECK(cudaEventSynchronize(t->stop));
  TILEC_CHECK(cudaEventElapsedTime(&ms, t->start, t->stop));
  fprintf(stderr, "tilec profile: %s: %.3f ms\n", what, ms);
  TILEC_CHECK(cudaEventDestroy(t->start));
  TILEC_CHECK(cudaEventDestroy(t->stop));
}

#endif
