/* jacobi-2d.h - problem sizes and data type of jacobi-2d.c, tilec's
 * PolyBench/C 4.2.1-compatible jacobi-2d:
 *   TSTEPS sweeps of the 2-D five-point Jacobi stencil
 * The sizes are PolyBench's own; the default set is SMALL (PolyBench's
 * is LARGE) so that tests stay quick.  -DMINI_DATASET ...
 * -DEXTRALARGE_DATASET pick a set; defining every one of
 * TSTEPS, N (-DTSTEPS=... -DN=...) overrides the sets. */
#ifndef _JACOBI_2D_H
#define _JACOBI_2D_H

#if !defined(MINI_DATASET) && !defined(SMALL_DATASET) &&                    \
    !defined(MEDIUM_DATASET) && !defined(LARGE_DATASET) &&                  \
    !defined(EXTRALARGE_DATASET)
#define SMALL_DATASET
#endif

#if !defined(TSTEPS) && !defined(N)
#ifdef MINI_DATASET
#define TSTEPS 20
#define N 30
#endif
#ifdef SMALL_DATASET
#define TSTEPS 40
#define N 90
#endif
#ifdef MEDIUM_DATASET
#define TSTEPS 100
#define N 250
#endif
#ifdef LARGE_DATASET
#define TSTEPS 500
#define N 1300
#endif
#ifdef EXTRALARGE_DATASET
#define TSTEPS 1000
#define N 2800
#endif
#endif /* !(TSTEPS N) */

#define _PB_TSTEPS POLYBENCH_LOOP_BOUND(TSTEPS, tsteps)
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

#endif /* !_JACOBI_2D_H */
