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

/* Timing with CUDA events.  A kernel's pair of events is only recorded:
 * waiting for it would stop the host from queueing the next launch, and
 * the profile would count launch latencies that the program without
 * TILEC_PROFILE hides.  The pairs wait (struct tilec_pending) until a
 * transfer is timed (it waits for its own events, which follow theirs),
 * the list is full or the program exits; then each is reported, in
 * launch order.  Each report is the time between the events on the GPU:
 * the kernel, and any wait for the host to launch it. */
struct tilec_timer {
  int slot; /* in tilec_pending */
};

enum { TILEC_PENDING = 1024 };

static struct {
  cudaEvent_t start[TILEC_PENDING], stop[TILEC_PENDING];
  const char *what[TILEC_PENDING];
  int created, count;
} tilec_pending __attribute__((unused));

/* Report the pending pairs, the last one waited for first. */
static inline __attribute__((unused)) void tilec_profile_flush(void) {
  if (!tilec_pending.count)
    return;
  TILEC_CHECK(cudaEventSynchronize(tilec_pending.stop[tilec_pending.count - 1]));
  for (int i = 0; i < tilec_pending.count; i++) {
    float ms = 0;
    TILEC_CHECK(cudaEventElapsedTime(&ms, tilec_pending.start[i], tilec_pending.stop[i]));
    fprintf(stderr, "tilec profile: %s: %.3f ms\n", tilec_pending.what[i], ms);
  }
  tilec_pending.count = 0;
}

static inline __attribute__((unused)) void tilec_profile_at_exit(void) {
  if (tilec_pending.count && cudaDeviceSynchronize() == cudaSuccess)
    tilec_profile_flush();
}

static inline __attribute__((unused)) void tilec_timer_start(struct tilec_timer *t) {
  if (!tilec_profiling())
    return;
  if (tilec_pending.count == TILEC_PENDING)
    tilec_profile_flush();
  int i = t->slot = tilec_pending.count;
  if (i == tilec_pending.created) {
    if (!i)
      atexit(tilec_profile_at_exit);
    TILEC_CHECK(cudaEventCreate(&tilec_pending.start[i]));
    TILEC_CHECK(cudaEventCreate(&tilec_pending.stop[i]));
    tilec_pending.created++;
  }
  TILEC_CHECK(cudaEventRecord(tilec_pending.start[i], 0));
}

/* WHAT: "kernel NAME" (pending) or a transfer (reported now, after the
 * pending kernels). */
static inline __attribute__((unused)) void tilec_timer_stop(struct tilec_timer *t, const char *what) {
  if (!tilec_profiling())
    return;
  int i = t->slot;
  TILEC_CHECK(cudaEventRecord(tilec_pending.stop[i], 0));
  tilec_pending.what[i] = what;
  tilec_pending.count = i + 1;
  if (strncmp(what, "kernel ", 7) != 0)
    tilec_profile_flush();
}

#endif
