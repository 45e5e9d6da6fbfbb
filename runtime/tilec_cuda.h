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
 * the kernel, and any wait for the host to launch it.
 *
 * With TILEC_PROFILE=runs, the launches between two transfers (a run)
 * are timed as one: an event before the first, one when the next
 * transfer starts (or at exit), none between them, reported as
 * "tilec profile: kernels: N launches (NAME x COUNT, ...): T ms".  A
 * pair of events per launch costs the GPU about two microseconds
 * (measured on an H200: PolyBench lu, 3998 launches, 25.7 ms with pairs,
 * 16.6 ms as one run), which would dominate programs of many short
 * kernels; a run's time is the GPU's from its first kernel to the end of
 * its last, the gaps between kernels included. */
struct tilec_timer {
  int slot; /* in tilec_pending */
};

enum { TILEC_PENDING = 1024, TILEC_RUN_NAMES = 6 };

/* The kernels of a run, by name. */
struct tilec_run {
  const char *name[TILEC_RUN_NAMES];
  long count[TILEC_RUN_NAMES];
  long launches;
};

static struct {
  cudaEvent_t start[TILEC_PENDING], stop[TILEC_PENDING];
  const char *what[TILEC_PENDING]; /* NULL: a run */
  struct tilec_run run[TILEC_PENDING];
  int created, count;
  int open; /* 1 + the slot of the run whose stop is not recorded yet, or 0 */
} tilec_pending __attribute__((unused));

static inline __attribute__((unused)) int tilec_profile_runs(void) {
  static int on = -1;
  if (on < 0) {
    const char *s = getenv("TILEC_PROFILE");
    on = s && strcmp(s, "runs") == 0;
  }
  return on;
}

/* Report the pending pairs (each waited for: launches on side streams end
 * in any order). */
static inline __attribute__((unused)) void tilec_profile_flush(void) {
  if (!tilec_pending.count)
    return;
  for (int i = 0; i < tilec_pending.count; i++) {
    float ms = 0;
    TILEC_CHECK(cudaEventSynchronize(tilec_pending.stop[i]));
    TILEC_CHECK(cudaEventElapsedTime(&ms, tilec_pending.start[i], tilec_pending.stop[i]));
    if (tilec_pending.what[i]) {
      fprintf(stderr, "tilec profile: %s: %.3f ms\n", tilec_pending.what[i], ms);
      continue;
    }
    const struct tilec_run *r = &tilec_pending.run[i];
    long named = 0;
    fprintf(stderr, "tilec profile: kernels: %ld launch%s (", r->launches,
            r->launches == 1 ? "" : "es");
    for (int k = 0; k < TILEC_RUN_NAMES && r->name[k]; k++) {
      fprintf(stderr, "%s%s x %ld", k ? ", " : "", r->name[k], r->count[k]);
      named += r->count[k];
    }
    if (named < r->launches)
      fprintf(stderr, ", others x %ld", r->launches - named);
    fprintf(stderr, "): %.3f ms\n", ms);
  }
  tilec_pending.count = 0;
}

/* Record the stop of the open run, if any. */
static inline __attribute__((unused)) void tilec_run_close(void) {
  if (!tilec_pending.open)
    return;
  TILEC_CHECK(cudaEventRecord(tilec_pending.stop[tilec_pending.open - 1], 0));
  tilec_pending.open = 0;
}

static inline __attribute__((unused)) void tilec_profile_at_exit(void) {
  tilec_run_close();
  if (tilec_pending.count && cudaDeviceSynchronize() == cudaSuccess)
    tilec_profile_flush();
}

/* A free slot, its events created, with its start recorded on STREAM. */
static inline __attribute__((unused)) int tilec_timer_slot(cudaStream_t stream) {
  if (tilec_pending.count == TILEC_PENDING)
    tilec_profile_flush();
  int i = tilec_pending.count;
  if (i == tilec_pending.created) {
    if (!i)
      atexit(tilec_profile_at_exit);
    TILEC_CHECK(cudaEventCreate(&tilec_pending.start[i]));
    TILEC_CHECK(cudaEventCreate(&tilec_pending.stop[i]));
    tilec_pending.created++;
  }
  TILEC_CHECK(cudaEventRecord(tilec_pending.start[i], stream));
  return i;
}

/* Before a transfer. */
static inline __attribute__((unused)) void tilec_timer_start(struct tilec_timer *t) {
  if (!tilec_profiling())
    return;
  tilec_run_close();
  t->slot = tilec_timer_slot(0);
}

/* After a transfer (or a launch on STREAM: see tilec_kernel_stop_on);
 * WHAT says what it was. */
static inline __attribute__((unused)) void tilec_timer_stop_on(struct tilec_timer *t, const char *what, cudaStream_t stream) {
  if (!tilec_profiling())
    return;
  int i = t->slot;
  TILEC_CHECK(cudaEventRecord(tilec_pending.stop[i], stream));
  tilec_pending.what[i] = what;
  tilec_pending.count = i + 1;
  if (strncmp(what, "kernel ", 7) != 0)
    tilec_profile_flush();
}

static inline __attribute__((unused)) void tilec_timer_stop(struct tilec_timer *t, const char *what) {
  tilec_timer_stop_on(t, what, 0);
}

/* Before a launch on STREAM: its own pair of events there, or the start
 * of a run (on the default stream). */
static inline __attribute__((unused)) void tilec_kernel_start_on(struct tilec_timer *t, cudaStream_t stream) {
  if (!tilec_profiling())
    return;
  if (!tilec_profile_runs()) {
    t->slot = tilec_timer_slot(stream);
    return;
  }
  if (tilec_pending.open)
    return;
  int i = tilec_timer_slot(0);
  tilec_pending.what[i] = NULL;
  memset(&tilec_pending.run[i], 0, sizeof tilec_pending.run[i]);
  tilec_pending.count = i + 1;
  tilec_pending.open = i + 1;
}

static inline __attribute__((unused)) void tilec_kernel_start(struct tilec_timer *t) {
  tilec_kernel_start_on(t, 0);
}

/* After the launch of kernel WHAT ("kernel NAME") on STREAM. */
static inline __attribute__((unused)) void tilec_kernel_stop_on(struct tilec_timer *t, const char *what, cudaStream_t stream) {
  if (!tilec_profiling())
    return;
  if (!tilec_profile_runs()) {
    tilec_timer_stop_on(t, what, stream);
    return;
  }
  struct tilec_run *r = &tilec_pending.run[tilec_pending.open - 1];
  const char *name = what + 7;
  r->launches++;
  for (int k = 0; k < TILEC_RUN_NAMES; k++)
    if (!r->name[k] || strcmp(r->name[k], name) == 0) {
      r->name[k] = name;
      r->count[k]++;
      break;
    }
}

static inline __attribute__((unused)) void tilec_kernel_stop(struct tilec_timer *t, const char *what) {
  tilec_kernel_stop_on(t, what, 0);
}

/* Concurrent launches (passes/concurrent.c): a group of N consecutive
 * launches that share no data runs on side streams 1..N, created once
 * (non-blocking: they order nothing implicitly) by tilec_streams where
 * the region allocates its arrays.  tilec_fork makes each
 * wait for the work queued on the default stream so far (an event);
 * tilec_join makes the default stream wait for each (an event each), so
 * the copies and launches after the group see its results.  With
 * TILEC_PROFILE=1 each launch is timed on its stream (the times of a
 * group overlap); with TILEC_PROFILE=runs the group is part of its run,
 * which tilec_fork opens before the streams wait. */
static struct {
  cudaStream_t stream[8];
  cudaEvent_t done[8], forked;
} tilec_side __attribute__((unused));

static inline __attribute__((unused)) cudaStream_t tilec_stream(int i) {
  return tilec_side.stream[i - 1];
}

/* Before the region's copies: the streams (a set-up cost, like the
 * allocations: about 0.15 ms on an H200 the first time). */
static inline __attribute__((unused)) void tilec_streams(int n) {
  if (!tilec_side.forked)
    TILEC_CHECK(cudaEventCreateWithFlags(&tilec_side.forked, cudaEventDisableTiming));
  for (int i = 0; i < n; i++)
    if (!tilec_side.stream[i]) {
      TILEC_CHECK(cudaStreamCreateWithFlags(&tilec_side.stream[i], cudaStreamNonBlocking));
      TILEC_CHECK(cudaEventCreateWithFlags(&tilec_side.done[i], cudaEventDisableTiming));
    }
}

static inline __attribute__((unused)) void tilec_fork(int n, struct tilec_timer *t) {
  tilec_streams(n);
  if (tilec_profile_runs())
    tilec_kernel_start(t);
  TILEC_CHECK(cudaEventRecord(tilec_side.forked, 0));
  for (int i = 0; i < n; i++)
    TILEC_CHECK(cudaStreamWaitEvent(tilec_side.stream[i], tilec_side.forked, 0));
}

static inline __attribute__((unused)) void tilec_join(int n) {
  for (int i = 0; i < n; i++) {
    TILEC_CHECK(cudaEventRecord(tilec_side.done[i], tilec_side.stream[i]));
    TILEC_CHECK(cudaStreamWaitEvent(0, tilec_side.done[i], 0));
  }
}

/* Device code: an asynchronous copy of one element from global to shared
 * memory (cp.async, sm_80 and later, for elements of 4, 8 or 16 bytes; a
 * plain copy otherwise), and the wait for all of the thread's copies,
 * which the pipelined loops (passes/pipeline.c) put before a barrier. */
template <typename tilec_elem>
static __device__ __forceinline__ void tilec_copy_async(tilec_elem *dst, const tilec_elem *src) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  if (sizeof(tilec_elem) == 4 || sizeof(tilec_elem) == 8 || sizeof(tilec_elem) == 16) {
    asm volatile("cp.async.ca.shared.global [%0], [%1], %2;\n" ::"r"((unsigned)__cvta_generic_to_shared(dst)),
                 "l"(src), "n"(sizeof(tilec_elem) == 16 ? 16 : sizeof(tilec_elem) == 8 ? 8 : 4)
                 : "memory");
    return;
  }
#endif
  *dst = *src;
}
/* TILEC_VEC consecutive elements at once (passes/vectorize.c): the
 * first COUNT (clamped to 0 .. TILEC_VEC) from SRC, the rest zero; DST
 * and SRC are aligned to TILEC_VEC elements, and BASE, the start of SRC's
 * array, is the address given where nothing is read.  sm_80 and later:
 * one cp.async of 16 (or 8) bytes whose source size is COUNT's bytes (the
 * hardware writes the zeros); element copies otherwise.  (The template's
 * parameters have names that no program's macro takes: PolyBench's
 * sizes are macros such as N.) */
template <int tilec_vec, typename tilec_elem>
static __device__ __forceinline__ void tilec_copy_async_n(tilec_elem *dst, const tilec_elem *base, const tilec_elem *src, int count) {
  int n = count < 0 ? 0 : count > tilec_vec ? tilec_vec : count;
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  if (tilec_vec * sizeof(tilec_elem) == 16 || tilec_vec * sizeof(tilec_elem) == 8) {
    const tilec_elem *from = n ? src : base;
    unsigned to = (unsigned)__cvta_generic_to_shared(dst), bytes = n * (unsigned)sizeof(tilec_elem);
    if (tilec_vec * sizeof(tilec_elem) == 16)
      asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(to), "l"(from), "r"(bytes)
                   : "memory");
    else
      asm volatile("cp.async.ca.shared.global [%0], [%1], 8, %2;\n" ::"r"(to), "l"(from), "r"(bytes)
                   : "memory");
    return;
  }
#endif
  (void)base;
  for (int e = 0; e < tilec_vec; e++)
    dst[e] = e < n ? src[e] : (tilec_elem)0;
}
/* TILEC_VEC consecutive elements at once, all read from SRC (a whole
 * copy of passes/vectorize.c: no source size to compute); DST and SRC
 * aligned as for tilec_copy_async_n. */
template <int tilec_vec, typename tilec_elem>
static __device__ __forceinline__ void tilec_copy_async_v(tilec_elem *dst, const tilec_elem *src) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  if (tilec_vec * sizeof(tilec_elem) == 16)
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"((unsigned)__cvta_generic_to_shared(dst)),
                 "l"(src) : "memory");
  else if (tilec_vec * sizeof(tilec_elem) == 8)
    asm volatile("cp.async.ca.shared.global [%0], [%1], 8;\n" ::"r"((unsigned)__cvta_generic_to_shared(dst)),
                 "l"(src) : "memory");
  else
#endif
    for (int e = 0; e < tilec_vec; e++)
      dst[e] = src[e];
}
static __device__ __forceinline__ __attribute__((unused)) void tilec_copy_wait(void) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  asm volatile("cp.async.wait_all;\n" ::: "memory");
#endif
}
/* The thread's asynchronous copies started since the last commit form one
 * group (cp.async.commit_group) ... */
static __device__ __forceinline__ __attribute__((unused)) void tilec_copy_commit(void) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  asm volatile("cp.async.commit_group;\n" ::: "memory");
#endif
}
/* ... and the thread waits for all of them but the last TILEC_PENDING
 * groups committed (cp.async.wait_group): a pipeline of TILEC_PENDING + 2
 * buffers keeps the loads of the steps ahead in flight across the
 * barrier.  Before sm_80 the copies were plain ones, done already. */
template <int tilec_pending>
static __device__ __forceinline__ void tilec_copy_wait_pending(void) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  asm volatile("cp.async.wait_group %0;\n" ::"n"(tilec_pending) : "memory");
#endif
}

/* Device code: one step of a warp's 8 x 8 x 4 product of doubles on the
 * tensor cores (passes/mma.c, IR_S_MMA): D += A * B, every lane of the
 * warp together.  Lane L gives A's element (L / 4, L % 4) in A and B's
 * (L % 4, L / 4) in B, and holds D's (L / 4, 2 * (L % 4)) in D0 and the
 * next column's in D1.  sm_80 and later: mma.sync m8n8k4 f64 (PTX ISA,
 * "Matrix multiply-accumulate ... .m8n8k4 with .f64"); before, the same
 * sums from the other lanes' elements by warp shuffles and FMAs. */
static __device__ __forceinline__ __attribute__((unused)) void
tilec_mma_m8n8k4(double &d0, double &d1, double a, double b) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  asm("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};\n"
      : "+d"(d0), "+d"(d1)
      : "d"(a), "d"(b));
#else
  const int lane = (int)((threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x) % 32;
  const int row = lane / 4, col = 2 * (lane % 4);
  for (int q = 0; q < 4; q++) {
    double aq = __shfl_sync(0xffffffffu, a, 4 * row + q);
    double b0 = __shfl_sync(0xffffffffu, b, 4 * col + q);
    double b1 = __shfl_sync(0xffffffffu, b, 4 * (col + 1) + q);
    d0 = fma(aq, b0, d0);
    d1 = fma(aq, b1, d1);
  }
#endif
}

/* Device code: one step of a warp's 16 x 8 x 4 product of doubles
 * (IR_S_MMA with LHS3): lane L gives A's elements (L / 4, L % 4) in A0 and
 * (L / 4 + 8, L % 4) in A1, B's (L % 4, L / 4) in B, and holds D's
 * (L / 4, 2 * (L % 4)) and the next column in D0, D1, the same of row
 * L / 4 + 8 in D2, D3.  sm_90 and later: mma.sync m16n8k4 f64 (twice the
 * rate of m8n8k4 there: 66 against 33 TFLOP/s on an H200, measured by
 * bench/mma_shapes.cu); before, the two halves as m8n8k4 steps. */
static __device__ __forceinline__ __attribute__((unused)) void
tilec_mma_m16n8k4(double &d0, double &d1, double &d2, double &d3, double a0, double a1, double b) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  asm("mma.sync.aligned.m16n8k4.row.col.f64.f64.f64.f64 {%0, %1, %2, %3}, {%4, %5}, {%6}, "
      "{%0, %1, %2, %3};\n"
      : "+d"(d0), "+d"(d1), "+d"(d2), "+d"(d3)
      : "d"(a0), "d"(a1), "d"(b));
#else
  tilec_mma_m8n8k4(d0, d1, a0, b);
  tilec_mma_m8n8k4(d2, d3, a1, b);
#endif
}

/* Device code: two steps of 16 x 8 x 4 in one, k and k + 4 (IR_S_MMA with
 * RHS4): lane L gives A's elements (L / 4, L % 4), (L / 4 + 8, L % 4),
 * (L / 4, L % 4 + 4) and (L / 4 + 8, L % 4 + 4) in A0 to A3, B's
 * (L % 4, L / 4) and (L % 4 + 4, L / 4) in B0, B1; D as above.  sm_90 and
 * later: mma.sync m16n8k8 f64 (half the instructions of m16n8k4 at the
 * same rate: bench/mma_shapes.cu); before, the two m16n8k4 steps. */
static __device__ __forceinline__ __attribute__((unused)) void
tilec_mma_m16n8k8(double &d0, double &d1, double &d2, double &d3, double a0, double a1, double a2,
                  double a3, double b0, double b1) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  asm("mma.sync.aligned.m16n8k8.row.col.f64.f64.f64.f64 {%0, %1, %2, %3}, {%4, %5, %6, %7}, "
      "{%8, %9}, {%0, %1, %2, %3};\n"
      : "+d"(d0), "+d"(d1), "+d"(d2), "+d"(d3)
      : "d"(a0), "d"(a1), "d"(a2), "d"(a3), "d"(b0), "d"(b1));
#else
  tilec_mma_m16n8k4(d0, d1, d2, d3, a0, a1, b0);
  tilec_mma_m16n8k4(d0, d1, d2, d3, a2, a3, b1);
#endif
}

/* The same step for floats (--allow-tf32), the lanes' elements as above:
 * sm_80 and later, mma.sync m16n8k4 tf32 (each factor rounded to TF32,
 * cvt.rna: 10 bits of mantissa, the products summed in float); before,
 * the same sums from the other lanes' elements by warp shuffles and float
 * FMAs (the factors not rounded). */
static __device__ __forceinline__ __attribute__((unused)) void
tilec_mma_m16n8k4(float &d0, float &d1, float &d2, float &d3, float a0, float a1, float b) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  unsigned t0, t1, tb;
  asm("cvt.rna.tf32.f32 %0, %1;\n" : "=r"(t0) : "f"(a0));
  asm("cvt.rna.tf32.f32 %0, %1;\n" : "=r"(t1) : "f"(a1));
  asm("cvt.rna.tf32.f32 %0, %1;\n" : "=r"(tb) : "f"(b));
  asm("mma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32 {%0, %1, %2, %3}, {%4, %5}, {%6}, "
      "{%0, %1, %2, %3};\n"
      : "+f"(d0), "+f"(d1), "+f"(d2), "+f"(d3)
      : "r"(t0), "r"(t1), "r"(tb));
#else
  const int lane = (int)((threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x) % 32;
  const int row = lane / 4, col = 2 * (lane % 4);
  for (int q = 0; q < 4; q++) {
    float b0 = __shfl_sync(0xffffffffu, b, 4 * col + q);
    float b1 = __shfl_sync(0xffffffffu, b, 4 * (col + 1) + q);
    float p = __shfl_sync(0xffffffffu, a0, 4 * row + q), r = __shfl_sync(0xffffffffu, a1, 4 * row + q);
    d0 = fmaf(p, b0, d0);
    d1 = fmaf(p, b1, d1);
    d2 = fmaf(r, b0, d2);
    d3 = fmaf(r, b1, d3);
  }
#endif
}

#endif
