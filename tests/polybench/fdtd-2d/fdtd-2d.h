/* fdtd-2d.h - problem sizes and data type of fdtd-2d.c, tilec's
 * PolyBench/C 4.2.1-compatible fdtd-2d:
 *   2-D finite-difference time-domain (fields ex, ey, hz)
 * The sizes are PolyBench's own; the default set is SMALL (PolyBench's
 * is LARGE) so that tests stay quick.  -DMINI_DATASET ...
 * -DEXTRALARGE_DATASET pick a set; defining every one of
 * TMAX, NX, NY (-DTMAX=... -DNX=... -DNY=...) overrides the sets. */
#ifndef _FDTD_2D_H
#define _FDTD_2D_H

#if !defined(MINI_DATASET) && !defined(SMALL_DATASET) &&                    \
    !defined(MEDIUM_DATASET) && !defined(LARGE_DATASET) &&                  \
    !defined(EXTRALARGE_DATASET)
#define SMALL_DATASET
#endif

#if !defined(TMAX) && !defined(NX) && !defined(NY)
#ifdef MINI_DATASET
#define TMAX 20
#define NX 20
#define NY 30
#endif
#ifdef SMALL_DATASET
#define TMAX 40
#define NX 60
#define NY 80
#endif
#ifdef MEDIUM_DATASET
#define TMAX 100
#define NX 200
#define NY 240
#endif
#ifdef LARGE_DATASET
#define TMAX 500
#define NX 1000
#define NY 1200
#endif
#ifdef EXTRALARGE_DATASET
#define TMAX 1000
#define NX 2000
#define NY 2600
#endif
#endif /* !(TMAX NX NY) */

#define _PB_TMAX POLYBENCH_LOOP_BOUND(TMAX, tmax)
#define _PB_NX POLYBENCH_LOOP_BOUND(NX, nx)
#define _PB_NY POLYBENCH_LOOP_BOUND(NY, ny)

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

#endif /* !_FDTD_2D_H */
