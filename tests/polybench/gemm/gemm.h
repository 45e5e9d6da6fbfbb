/* gemm.h - problem sizes and data type of gemm.c, tilec's
 * PolyBench/C 4.2.1-compatible gemm:
 *   C := alpha*A*B + beta*C
 * The sizes are PolyBench's own; the default set is SMALL (PolyBench's
 * is LARGE) so that tests stay quick.  -DMINI_DATASET ...
 * -DEXTRALARGE_DATASET pick a set; defining every one of
 * NI, NJ, NK (-DNI=... -DNJ=... -DNK=...) overrides the sets. */
#ifndef _GEMM_H
#define _GEMM_H

#if !defined(MINI_DATASET) && !defined(SMALL_DATASET) &&                    \
    !defined(MEDIUM_DATASET) && !defined(LARGE_DATASET) &&                  \
    !defined(EXTRALARGE_DATASET)
#define SMALL_DATASET
#endif

#if !defined(NI) && !defined(NJ) && !defined(NK)
#ifdef MINI_DATASET
#define NI 20
#define NJ 25
#define NK 30
#endif
#ifdef SMALL_DATASET
#define NI 60
#define NJ 70
#define NK 80
#endif
#ifdef MEDIUM_DATASET
#define NI 200
#define NJ 220
#define NK 240
#endif
#ifdef LARGE_DATASET
#define NI 1000
#define NJ 1100
#define NK 1200
#endif
#ifdef EXTRALARGE_DATASET
#define NI 2000
#define NJ 2300
#define NK 2600
#endif
#endif /* !(NI NJ NK) */

#define _PB_NI POLYBENCH_LOOP_BOUND(NI, ni)
#define _PB_NJ POLYBENCH_LOOP_BOUND(NJ, nj)
#define _PB_NK POLYBENCH_LOOP_BOUND(NK, nk)

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

#endif /* !_GEMM_H */
