/* 3mm.h - problem sizes and data type of 3mm.c, tilec's copy of
 * PolyBench/C 4.2.1's 3mm (Copyright (c) 2010-2016, Ohio State
 * University; license in LICENSE.txt beside this file):
 *   E := A*B, F := C*D, G := E*F
 * The sizes are PolyBench's own; the default set is SMALL (PolyBench's
 * is LARGE) so that tests stay quick.  -DMINI_DATASET ...
 * -DEXTRALARGE_DATASET pick a set; defining every one of
 * NI, NJ, NK, NL, NM (-DNI=... -DNM=...) overrides the sets. */
#ifndef _3MM_H
#define _3MM_H

#if !defined(MINI_DATASET) && !defined(SMALL_DATASET) &&                    \
    !defined(MEDIUM_DATASET) && !defined(LARGE_DATASET) &&                  \
    !defined(EXTRALARGE_DATASET)
#define SMALL_DATASET
#endif

#if !defined(NI) && !defined(NJ) && !defined(NK) && !defined(NL) &&         \
    !defined(NM)
#ifdef MINI_DATASET
#define NI 16
#define NJ 18
#define NK 20
#define NL 22
#define NM 24
#endif
#ifdef SMALL_DATASET
#define NI 40
#define NJ 50
#define NK 60
#define NL 70
#define NM 80
#endif
#ifdef MEDIUM_DATASET
#define NI 180
#define NJ 190
#define NK 200
#define NL 210
#define NM 220
#endif
#ifdef LARGE_DATASET
#define NI 800
#define NJ 900
#define NK 1000
#define NL 1100
#define NM 1200
#endif
#ifdef EXTRALARGE_DATASET
#define NI 1600
#define NJ 1800
#define NK 2000
#define NL 2200
#define NM 2400
#endif
#endif /* !(NI NJ NK NL NM) */

#define _PB_NI POLYBENCH_LOOP_BOUND(NI, ni)
#define _PB_NJ POLYBENCH_LOOP_BOUND(NJ, nj)
#define _PB_NK POLYBENCH_LOOP_BOUND(NK, nk)
#define _PB_NL POLYBENCH_LOOP_BOUND(NL, nl)
#define _PB_NM POLYBENCH_LOOP_BOUND(NM, nm)

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

#endif /* !_3MM_H */
