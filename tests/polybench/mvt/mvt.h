/* mvt.h - problem sizes and data type of mvt.c, tilec's
 * PolyBench/C 4.2.1-compatible mvt:
 *   x1 := x1 + A*y_1 and x2 := x2 + transpose(A)*y_2
 * The sizes are PolyBench's own; the default set is SMALL (PolyBench's
 * is LARGE) so that tests stay quick.  -DMINI_DATASET ...
 * -DEXTRALARGE_DATASET pick a set; defining every one of
 * N (-DN=...) overrides the sets. */
#ifndef _MVT_H
#define _MVT_H

#if !defined(MINI_DATASET) && !defined(SMALL_DATASET) &&                    \
    !defined(MEDIUM_DATASET) && !defined(LARGE_DATASET) &&                  \
    !defined(EXTRALARGE_DATASET)
#define SMALL_DATASET
#endif

#if !defined(N)
#ifdef MINI_DATASET
#define N 40
#endif
#ifdef SMALL_DATASET
#define N 120
#endif
#ifdef MEDIUM_DATASET
#define N 400
#endif
#ifdef LARGE_DATASET
#define N 2000
#endif
#ifdef EXTRALARGE_DATASET
#define N 4000
#endif
#endif /* !(N) */

#define _PB_N POLYBENCH_LOOP_BOUND(N, n)

/* Data type: double unless -DDATA_TYPE_IS_FLOAT or -DDATA_TYPE_IS_INT. */
#if !defined(DATA_TYPE_IS_INT) && !defined(DATA_TYPE_IS_FLOAT) &&            \
    !defined(DATA_TYPE_IS_DOUBLE)
#define DATA_TYPE_IS_DOUBLE
#endif

#ifndef POLYBENCH_FP_MODIFIER
#define POLYBENCH_FP_MODIFIER(fmt) fmt
#endif

#ifdef DATA_TYPE_IS_INT
#define DATA_TYPE int
#define DATA_PRINTF_MODIFIER "%d "
#endif

#ifdef DATA_TYPE_IS_FLOAT
#define DATA_TYPE float
#define DATA_PRINTF_MODIFIER POLYBENCH_FP_MODIFIER("%0.2f ")
#define SCALAR_VAL(x) x##f
#define SQRT_FUN(x) sqrtf(x)
#define EXP_FUN(x) expf(x)
#define POW_FUN(x, y) powf(x, y)
#endif

#ifdef DATA_TYPE_IS_DOUBLE
#define DATA_TYPE double
#define DATA_PRINTF_MODIFIER POLYBENCH_FP_MODIFIER("%0.2lf ")
#define SCALAR_VAL(x) x
#define SQRT_FUN(x) sqrt(x)
#define EXP_FUN(x) exp(x)
#define POW_FUN(x, y) pow(x, y)
#endif

#endif /* !_MVT_H */
