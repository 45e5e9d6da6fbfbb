/* polybench.h - a PolyBench/C 4.2.1-compatible harness for tilec's tests.
 *
 * Written for tilec from PolyBench's documented interface (no PolyBench
 * code is copied): kernel files written for PolyBench/C 4.2.1 compile
 * against it unchanged.  It supplies the array macros (POLYBENCH_1D/2D/3D
 * for prototypes, POLYBENCH_nD_ARRAY_DECL/POLYBENCH_ARRAY/
 * POLYBENCH_FREE_ARRAY for heap arrays), the dump macros, dead-code
 * prevention, and the instruments (timing with -DPOLYBENCH_TIME, no-ops
 * otherwise).  Build a kernel with
 *
 *   cc -I tests/polybench/utilities tests/polybench/utilities/polybench.c \
 *      tests/polybench/gemm/gemm.c -lm
 *
 * Options (all -D):
 *   POLYBENCH_DUMP_ARRAYS    print the live-out arrays to stderr (the tests
 *                            use this; PolyBench's own convention)
 *   POLYBENCH_DUMP_EXACT     tilec extension: print floating-point values
 *                            with "%.17g " so dumps compare bit for bit
 *                            (kernel headers opt in through
 *                            POLYBENCH_FP_MODIFIER)
 *   POLYBENCH_POISON         tilec extension: fill every heap array with
 *                            0xFF bytes (NaN as float or double) instead of
 *                            zeros, before init_array runs; an output
 *                            element the kernel does not write then stays
 *                            NaN (make gpu-check uses this; stack arrays
 *                            and integer data are not poisoned)
 *   POLYBENCH_TIME           time the kernel and print seconds to stdout
 *   POLYBENCH_GFLOPS         the same, printing GFLOP/s when the program
 *                            sets polybench_program_total_flops
 *   POLYBENCH_STACK_ARRAYS   declare arrays on the stack instead of the heap
 *   POLYBENCH_USE_C99_PROTO  prototypes use the runtime sizes (ni, nj, ...)
 *   POLYBENCH_USE_SCALAR_LB  loop bounds use the constants (NI, ...)
 *   POLYBENCH_USE_RESTRICT   array parameters are restrict-qualified
 *   POLYBENCH_PADDING_FACTOR extra elements per dimension (default 0)
 *   POLYBENCH_NO_FLUSH_CACHE do not flush the cache before timing
 *   MINI_DATASET ... EXTRALARGE_DATASET  problem size (per kernel header)
 */
#ifndef POLYBENCH_H
#define POLYBENCH_H

#include <stdlib.h>

/* ------------------------------------------------------------ layout */

#ifndef POLYBENCH_PADDING_FACTOR
#define POLYBENCH_PADDING_FACTOR 0
#endif

/* Prototypes use the compile-time sizes unless asked for C99 VLA ones. */
#ifdef POLYBENCH_USE_C99_PROTO
#define POLYBENCH_C99_SELECT(x, y) y
#else
#define POLYBENCH_C99_SELECT(x, y) x
#endif

/* Loop bounds are the runtime parameters unless asked for constants. */
#ifdef POLYBENCH_USE_SCALAR_LB
#define POLYBENCH_LOOP_BOUND(x, y) x
#else
#define POLYBENCH_LOOP_BOUND(x, y) y
#endif

#ifdef POLYBENCH_USE_RESTRICT
#define POLYBENCH_RESTRICT restrict
#else
#define POLYBENCH_RESTRICT
#endif

/* ------------------------------------------------------------ arrays */

/* Heap arrays are pointers to whole arrays, so that POLYBENCH_ARRAY(x)
 * (that is, *x) has the array type and decays like a stack array. */
#ifndef POLYBENCH_STACK_ARRAYS
#define POLYBENCH_ARRAY(x) *x
#define POLYBENCH_FREE_ARRAY(x) free((void *)x);
#define POLYBENCH_DECL_VAR(x) (*x)
#else
#define POLYBENCH_ARRAY(x) x
#define POLYBENCH_FREE_ARRAY(x)
#define POLYBENCH_DECL_VAR(x) x
#endif

/* One dimension of a declared array: the compile-time or the runtime
 * size, plus the padding. */
#define POLYBENCH_DIM(dim, ddim)                                               \
  POLYBENCH_C99_SELECT(dim, ddim) + POLYBENCH_PADDING_FACTOR

/* Array parameters in prototypes: var[NI + 0][NJ + 0] by default. */
#define POLYBENCH_1D(var, dim1, ddim1)                                         \
  var[POLYBENCH_RESTRICT POLYBENCH_DIM(dim1, ddim1)]
#define POLYBENCH_2D(var, dim1, dim2, ddim1, ddim2)                            \
  var[POLYBENCH_RESTRICT POLYBENCH_DIM(dim1, ddim1)]                           \
     [POLYBENCH_DIM(dim2, ddim2)]
#define POLYBENCH_3D(var, dim1, dim2, dim3, ddim1, ddim2, ddim3)               \
  var[POLYBENCH_RESTRICT POLYBENCH_DIM(dim1, ddim1)]                           \
     [POLYBENCH_DIM(dim2, ddim2)][POLYBENCH_DIM(dim3, ddim3)]

/* The same without restrict, for declarations. */
#define POLYBENCH_1D_F(var, dim1, ddim1) var[POLYBENCH_DIM(dim1, ddim1)]
#define POLYBENCH_2D_F(var, dim1, dim2, ddim1, ddim2)                          \
  var[POLYBENCH_DIM(dim1, ddim1)][POLYBENCH_DIM(dim2, ddim2)]
#define POLYBENCH_3D_F(var, dim1, dim2, dim3, ddim1, ddim2, ddim3)             \
  var[POLYBENCH_DIM(dim1, ddim1)][POLYBENCH_DIM(dim2, ddim2)]                  \
     [POLYBENCH_DIM(dim3, ddim3)]

/* The allocator of heap arrays: zero-filled, or NaN-filled with
 * POLYBENCH_POISON. */
#ifdef POLYBENCH_POISON
#define POLYBENCH_ALLOC_DATA polybench_alloc_poisoned
#else
#define POLYBENCH_ALLOC_DATA polybench_alloc_data
#endif

/* Allocate an n1 x n2 ... array of TYPE and return a pointer to it. */
#define POLYBENCH_ALLOC_1D_ARRAY(n1, type)                                     \
  (type(*)[n1 + POLYBENCH_PADDING_FACTOR])                                     \
      POLYBENCH_ALLOC_DATA(n1 + POLYBENCH_PADDING_FACTOR, sizeof(type))
#define POLYBENCH_ALLOC_2D_ARRAY(n1, n2, type)                                 \
  (type(*)[n1 + POLYBENCH_PADDING_FACTOR][n2 + POLYBENCH_PADDING_FACTOR])      \
      POLYBENCH_ALLOC_DATA((n1 + POLYBENCH_PADDING_FACTOR) *                   \
                               (n2 + POLYBENCH_PADDING_FACTOR),                \
                           sizeof(type))
#define POLYBENCH_ALLOC_3D_ARRAY(n1, n2, n3, type)                             \
  (type(*)[n1 + POLYBENCH_PADDING_FACTOR][n2 + POLYBENCH_PADDING_FACTOR]       \
          [n3 + POLYBENCH_PADDING_FACTOR])                                     \
      POLYBENCH_ALLOC_DATA((n1 + POLYBENCH_PADDING_FACTOR) *                   \
                               (n2 + POLYBENCH_PADDING_FACTOR) *               \
                               (n3 + POLYBENCH_PADDING_FACTOR),                \
                           sizeof(type))

/* Declare (and on the heap, allocate) an array named VAR. */
#ifndef POLYBENCH_STACK_ARRAYS
#define POLYBENCH_1D_ARRAY_DECL(var, type, dim1, ddim1)                        \
  type POLYBENCH_1D_F(POLYBENCH_DECL_VAR(var), dim1, ddim1);                   \
  var = POLYBENCH_ALLOC_1D_ARRAY(POLYBENCH_C99_SELECT(dim1, ddim1), type);
#define POLYBENCH_2D_ARRAY_DECL(var, type, dim1, dim2, ddim1, ddim2)           \
  type POLYBENCH_2D_F(POLYBENCH_DECL_VAR(var), dim1, dim2, ddim1, ddim2);      \
  var = POLYBENCH_ALLOC_2D_ARRAY(POLYBENCH_C99_SELECT(dim1, ddim1),            \
                                 POLYBENCH_C99_SELECT(dim2, ddim2), type);
#define POLYBENCH_3D_ARRAY_DECL(var, type, dim1, dim2, dim3, ddim1, ddim2,     \
                                ddim3)                                         \
  type POLYBENCH_3D_F(POLYBENCH_DECL_VAR(var), dim1, dim2, dim3, ddim1, ddim2, \
                      ddim3);                                                  \
  var = POLYBENCH_ALLOC_3D_ARRAY(POLYBENCH_C99_SELECT(dim1, ddim1),            \
                                 POLYBENCH_C99_SELECT(dim2, ddim2),            \
                                 POLYBENCH_C99_SELECT(dim3, ddim3), type);
#else
#define POLYBENCH_1D_ARRAY_DECL(var, type, dim1, ddim1)                        \
  type POLYBENCH_1D_F(POLYBENCH_DECL_VAR(var), dim1, ddim1);
#define POLYBENCH_2D_ARRAY_DECL(var, type, dim1, dim2, ddim1, ddim2)           \
  type POLYBENCH_2D_F(POLYBENCH_DECL_VAR(var), dim1, dim2, ddim1, ddim2);
#define POLYBENCH_3D_ARRAY_DECL(var, type, dim1, dim2, dim3, ddim1, ddim2,     \
                                ddim3)                                         \
  type POLYBENCH_3D_F(POLYBENCH_DECL_VAR(var), dim1, dim2, dim3, ddim1, ddim2, \
                      ddim3);
#endif

/* ------------------------------------------------------------ dumps */

/* Without POLYBENCH_DUMP_ARRAYS the print call is kept but never taken
 * (the condition is false at run time, unknown at compile time). */
#ifndef POLYBENCH_DUMP_ARRAYS
#define POLYBENCH_DCE_ONLY_CODE if (argc > 42 && !strcmp(argv[0], ""))
#else
#define POLYBENCH_DCE_ONLY_CODE
#endif

#define polybench_prevent_dce(func)                                            \
  POLYBENCH_DCE_ONLY_CODE                                                      \
  func

#define POLYBENCH_DUMP_TARGET stderr
#define POLYBENCH_DUMP_START                                                   \
  fprintf(POLYBENCH_DUMP_TARGET, "==BEGIN DUMP_ARRAYS==\n")
#define POLYBENCH_DUMP_FINISH                                                  \
  fprintf(POLYBENCH_DUMP_TARGET, "==END   DUMP_ARRAYS==\n")
#define POLYBENCH_DUMP_BEGIN(s)                                                \
  fprintf(POLYBENCH_DUMP_TARGET, "begin dump: %s", s)
#define POLYBENCH_DUMP_END(s)                                                  \
  fprintf(POLYBENCH_DUMP_TARGET, "\nend   dump: %s\n", s)

/* Kernel headers wrap their floating-point printf modifier in this, so
 * that -DPOLYBENCH_DUMP_EXACT prints every bit of each value. */
#ifdef POLYBENCH_DUMP_EXACT
#define POLYBENCH_FP_MODIFIER(fmt) "%.17g "
#else
#define POLYBENCH_FP_MODIFIER(fmt) fmt
#endif

/* ------------------------------------------------------------ instruments */

#if defined(POLYBENCH_PAPI)
#error "this PolyBench harness does not support PAPI"
#endif

/* The harness is C: a program compiled as C++ (a .cu from tilec) links
 * with it through C names. */
#ifdef __cplusplus
extern "C" {
#endif

#if defined(POLYBENCH_TIME) || defined(POLYBENCH_GFLOPS)
#define polybench_start_instruments polybench_timer_start();
#define polybench_stop_instruments polybench_timer_stop();
#define polybench_print_instruments polybench_timer_print();
extern double polybench_program_total_flops;
extern void polybench_timer_start(void);
extern void polybench_timer_stop(void);
extern void polybench_timer_print(void);
#else
#define polybench_start_instruments
#define polybench_stop_instruments
#define polybench_print_instruments
#endif

/* ------------------------------------------------------------ functions */

/* Zero-filled, page-aligned storage for N elements of ELT_SIZE bytes;
 * exits with a message when memory runs out. */
extern void *polybench_alloc_data(unsigned long long int n, int elt_size);
/* The same filled with 0xFF bytes (NaN as float or double), for
 * POLYBENCH_POISON. */
extern void *polybench_alloc_poisoned(unsigned long long int n, int elt_size);
extern void polybench_free_data(void *ptr);

/* Evict the kernel's data from the caches before timing. */
extern void polybench_flush_cache(void);
extern void polybench_prepare_instruments(void);

#ifdef __cplusplus
}
#endif

#endif /* !POLYBENCH_H */
