/* tilec_opencl.h - run-time support of the OpenCL code tilec generates
 * (--emit=opencl): one context and in-order queue on the first GPU (or,
 * without one, the first device of any kind: PoCL's CPU device in CI),
 * kernels built from their source at first use and kept, and every
 * OpenCL call checked (a failure prints the file, the line, the call and
 * OpenCL's error name, plus the build log for a build, and exits).  With
 * TILEC_PROFILE=1 in the environment each kernel and each transfer is
 * timed (the queue drained before and after) and reported on stderr.
 * tilec copies this file into every program it writes, so that the
 * program builds with `cc FILE.c -lOpenCL` alone. */
#ifndef TILEC_OPENCL_H
#define TILEC_OPENCL_H

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 120
#endif
#include <CL/cl.h>
#include <time.h>

#include "tilec_common.h"

static inline __attribute__((unused)) const char *tilec_cl_error(cl_int err) {
  switch (err) {
  case CL_DEVICE_NOT_FOUND: return "CL_DEVICE_NOT_FOUND";
  case CL_DEVICE_NOT_AVAILABLE: return "CL_DEVICE_NOT_AVAILABLE";
  case CL_MEM_OBJECT_ALLOCATION_FAILURE: return "CL_MEM_OBJECT_ALLOCATION_FAILURE";
  case CL_OUT_OF_RESOURCES: return "CL_OUT_OF_RESOURCES";
  case CL_OUT_OF_HOST_MEMORY: return "CL_OUT_OF_HOST_MEMORY";
  case CL_BUILD_PROGRAM_FAILURE: return "CL_BUILD_PROGRAM_FAILURE";
  case CL_INVALID_VALUE: return "CL_INVALID_VALUE";
  case CL_INVALID_PLATFORM: return "CL_INVALID_PLATFORM";
  case CL_INVALID_DEVICE: return "CL_INVALID_DEVICE";
  case CL_INVALID_CONTEXT: return "CL_INVALID_CONTEXT";
  case CL_INVALID_COMMAND_QUEUE: return "CL_INVALID_COMMAND_QUEUE";
  case CL_INVALID_MEM_OBJECT: return "CL_INVALID_MEM_OBJECT";
  case CL_INVALID_PROGRAM: return "CL_INVALID_PROGRAM";
  case CL_INVALID_PROGRAM_EXECUTABLE: return "CL_INVALID_PROGRAM_EXECUTABLE";
  case CL_INVALID_KERNEL_NAME: return "CL_INVALID_KERNEL_NAME";
  case CL_INVALID_KERNEL: return "CL_INVALID_KERNEL";
  case CL_INVALID_ARG_INDEX: return "CL_INVALID_ARG_INDEX";
  case CL_INVALID_ARG_VALUE: return "CL_INVALID_ARG_VALUE";
  case CL_INVALID_ARG_SIZE: return "CL_INVALID_ARG_SIZE";
  case CL_INVALID_KERNEL_ARGS: return "CL_INVALID_KERNEL_ARGS";
  case CL_INVALID_WORK_DIMENSION: return "CL_INVALID_WORK_DIMENSION";
  case CL_INVALID_WORK_GROUP_SIZE: return "CL_INVALID_WORK_GROUP_SIZE";
  case CL_INVALID_WORK_ITEM_SIZE: return "CL_INVALID_WORK_ITEM_SIZE";
  case CL_INVALID_GLOBAL_WORK_SIZE: return "CL_INVALID_GLOBAL_WORK_SIZE";
  case CL_INVALID_BUFFER_SIZE: return "CL_INVALID_BUFFER_SIZE";
  case CL_INVALID_OPERATION: return "CL_INVALID_OPERATION";
  default: return "unknown OpenCL error";
  }
}

static inline __attribute__((unused)) void tilec_cl_check(cl_int err, const char *what, const char *file, int line) {
  if (err != CL_SUCCESS) {
    fprintf(stderr, "%s:%d: OpenCL error: %s: %s (%d)\n", file, line, what, tilec_cl_error(err), (int)err);
    exit(EXIT_FAILURE);
  }
}
#define TILEC_CL_CHECK(call) tilec_cl_check((call), #call, __FILE__, __LINE__)

/* The device, its context and queue, set up at first use. */
struct tilec_cl {
  cl_device_id device;
  cl_context context;
  cl_command_queue queue;
};

static inline __attribute__((unused)) struct tilec_cl *tilec_cl(void) {
  static struct tilec_cl cl;
  if (cl.queue)
    return &cl;
  cl_platform_id platforms[16];
  cl_uint np = 0;
  TILEC_CL_CHECK(clGetPlatformIDs(16, platforms, &np));
  for (int want_gpu = 1; want_gpu >= 0 && !cl.device; want_gpu--)
    for (cl_uint i = 0; i < np && i < 16 && !cl.device; i++) {
      cl_uint nd = 0;
      if (clGetDeviceIDs(platforms[i], want_gpu ? CL_DEVICE_TYPE_GPU : CL_DEVICE_TYPE_ALL, 1, &cl.device, &nd) != CL_SUCCESS || nd == 0)
        cl.device = NULL;
    }
  if (!cl.device) {
    fprintf(stderr, "tilec: no OpenCL device found\n");
    exit(EXIT_FAILURE);
  }
  cl_int err;
  cl.context = clCreateContext(NULL, 1, &cl.device, NULL, NULL, &err);
  TILEC_CL_CHECK(err);
  cl.queue = clCreateCommandQueue(cl.context, cl.device, 0, &err);
  TILEC_CL_CHECK(err);
  return &cl;
}

/* Kernel NAME of the program SOURCE (a string of the generated file):
 * the program is built, and the kernel created, once. */
static inline __attribute__((unused)) cl_kernel tilec_cl_kernel(const char *source, const char *name) {
  static struct {
    const char *source, *name;
    cl_program program;
    cl_kernel kernel;
  } cache[64];
  static int n;
  cl_program program = NULL;
  for (int i = 0; i < n; i++) {
    if (cache[i].source == source && strcmp(cache[i].name, name) == 0)
      return cache[i].kernel;
    if (cache[i].source == source)
      program = cache[i].program;
  }
  struct tilec_cl *cl = tilec_cl();
  cl_int err;
  if (!program) {
    program = clCreateProgramWithSource(cl->context, 1, &source, NULL, &err);
    TILEC_CL_CHECK(err);
    /* -w: the kernels are the user's code, which the host compiler
     * already judged; warnings some OpenCL compilers print on stderr
     * ("1 warning generated.") would change the program's output. */
    err = clBuildProgram(program, 1, &cl->device, "-w", NULL, NULL);
    if (err != CL_SUCCESS) {
      size_t len = 0;
      clGetProgramBuildInfo(program, cl->device, CL_PROGRAM_BUILD_LOG, 0, NULL, &len);
      char *log = (char *)malloc(len + 1);
      if (log && clGetProgramBuildInfo(program, cl->device, CL_PROGRAM_BUILD_LOG, len, log, NULL) == CL_SUCCESS) {
        log[len] = 0;
        fprintf(stderr, "tilec: OpenCL build log of the kernels of '%s':\n%s\n", name, log);
      }
      free(log);
      TILEC_CL_CHECK(err);
    }
  }
  cl_kernel kernel = clCreateKernel(program, name, &err);
  TILEC_CL_CHECK(err);
  if (n == (int)(sizeof cache / sizeof cache[0])) {
    fprintf(stderr, "tilec: more than %d OpenCL kernels\n", n);
    exit(EXIT_FAILURE);
  }
  cache[n].source = source;
  cache[n].name = name;
  cache[n].program = program;
  cache[n].kernel = kernel;
  n++;
  return kernel;
}

/* A device buffer of BYTES bytes (OpenCL allows no empty buffer). */
static inline __attribute__((unused)) cl_mem tilec_cl_alloc(size_t bytes, const char *file, int line) {
  cl_int err;
  cl_mem m = clCreateBuffer(tilec_cl()->context, CL_MEM_READ_WRITE, bytes ? bytes : 1, NULL, &err);
  tilec_cl_check(err, "clCreateBuffer", file, line);
  return m;
}
#define TILEC_CL_ALLOC(bytes) tilec_cl_alloc((bytes), __FILE__, __LINE__)

/* Blocking copies; a failed kernel reports its error here at the latest. */
#define TILEC_CL_WRITE(d, h, bytes) \
  do { if ((bytes) != 0) TILEC_CL_CHECK(clEnqueueWriteBuffer(tilec_cl()->queue, (d), CL_TRUE, 0, (bytes), (h), 0, NULL, NULL)); } while (0)
#define TILEC_CL_READ(h, d, offset, bytes) \
  do { if ((bytes) != 0) TILEC_CL_CHECK(clEnqueueReadBuffer(tilec_cl()->queue, (d), CL_TRUE, (offset), (bytes), (h), 0, NULL, NULL)); } while (0)

/* Work-items per work-group for N work-items (see tilec_threads_with). */
static inline __attribute__((unused)) int tilec_threads_for(long n, int most) {
  static cl_uint units;
  if (!units)
    TILEC_CL_CHECK(clGetDeviceInfo(tilec_cl()->device, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof units, &units, NULL));
  return tilec_threads_with(n, most, (int)units);
}

/* See tilec_poisoning. */
#define TILEC_POISON(d, bytes) \
  do { \
    const unsigned char tilec_ones_ = 0xff; \
    if (tilec_poisoning() && (bytes) != 0) \
      TILEC_CL_CHECK(clEnqueueFillBuffer(tilec_cl()->queue, (d), &tilec_ones_, 1, 0, (bytes), 0, NULL, NULL)); \
  } while (0)

/* Argument INDEX of KERNEL. */
#define TILEC_CL_ARG(kernel, index, type, value) \
  do { type tilec_arg_ = (value); TILEC_CL_CHECK(clSetKernelArg((kernel), (index), sizeof tilec_arg_, &tilec_arg_)); } while (0)

/* Launch GRID blocks of BLOCK work-items in DIMS dimensions. */
static inline __attribute__((unused)) void tilec_cl_launch(cl_kernel kernel, const char *name, cl_uint dims, const size_t *grid, const size_t *block, const char *file, int line) {
  size_t global[3];
  for (cl_uint d = 0; d < dims; d++)
    global[d] = grid[d] * block[d];
  cl_int err = clEnqueueNDRangeKernel(tilec_cl()->queue, kernel, dims, NULL, global, block, 0, NULL, NULL);
  if (err != CL_SUCCESS) {
    fprintf(stderr, "%s:%d: OpenCL error: launch of %s: %s (%d)\n", file, line, name, tilec_cl_error(err), (int)err);
    exit(EXIT_FAILURE);
  }
}
#define TILEC_CL_LAUNCH(kernel, name, dims, grid, block) tilec_cl_launch((kernel), (name), (dims), (grid), (block), __FILE__, __LINE__)

struct tilec_timer {
  struct timespec start;
};

static inline __attribute__((unused)) void tilec_timer_start(struct tilec_timer *t) {
  if (!tilec_profiling())
    return;
  TILEC_CL_CHECK(clFinish(tilec_cl()->queue));
  timespec_get(&t->start, TIME_UTC);
}

static inline __attribute__((unused)) void tilec_timer_stop(struct tilec_timer *t, const char *what) {
  if (!tilec_profiling())
    return;
  struct timespec now;
  TILEC_CL_CHECK(clFinish(tilec_cl()->queue));
  timespec_get(&now, TIME_UTC);
  double ms = (double)(now.tv_sec - t->start.tv_sec) * 1e3 + (double)(now.tv_nsec - t->start.tv_nsec) / 1e6;
  fprintf(stderr, "tilec profile: %s: %.3f ms\n", what, ms);
}

#endif
