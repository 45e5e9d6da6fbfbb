// --remarks gives each loop one verdict, from the analysis the passes run:
// jacobi-2d's time loop 't' and lu's outer loop 'i' carry dependences and
// stay on the host around the kernels; no later remark calls them parallel
// (the driver used to re-analyse the mapped region, where the kernels hid
// the statements, and said "loop 't' is parallel").  lu keeps its written
// order here (--no-reschedule; tests/passes/reschedule-polybench.c has the
// rescheduled form).
// RUN: %tilec -I%polybench/utilities -DMINI_DATASET %polybench/jacobi-2d/jacobi-2d.c -o %t.j.cu --remarks 2> %t.j
// RUN: FileCheck %s --check-prefix=JACOBI < %t.j
// RUN: %tilec -I%polybench/utilities -DMINI_DATASET %polybench/lu/lu.c -o %t.lu.cu --remarks --no-reschedule 2> %t.lu
// RUN: FileCheck %s --check-prefix=LU < %t.lu
// RUN: %tilec --emit=c -I%polybench/utilities -DMINI_DATASET %polybench/jacobi-2d/jacobi-2d.c -o %t.j.c --remarks 2> %t.jc
// RUN: FileCheck %s --check-prefix=JACOBI-C < %t.jc

// JACOBI-NOT:  loop 't' is parallel
// JACOBI:      jacobi-2d.c:53:3: remark: loop 't' is sequential: carries flow dependence A[i][j] -> A[i][j]
// JACOBI-NOT:  loop 't' is
// JACOBI-NOT:  loop 't' can be distributed
// JACOBI:      jacobi-2d.c:53:3: remark: loop 't' stays on the host around the kernels: it carries flow dependence A[i][j] -> A[i][j]
// JACOBI-NOT:  loop 't' is
// JACOBI-NOT:  loop 't' can be distributed

// LU-NOT:      loop 'i' is parallel
// LU:          lu.c:67:3: remark: loop 'i' is sequential: carries flow dependence A[i][j] -> A[k][j]
// LU-NOT:      lu.c:67:3: remark: loop 'i' is
// LU-NOT:      loop 'i' can be distributed
// LU:          lu.c:67:3: remark: loop 'i' stays on the host around the kernels: it carries flow dependence A[i][j] -> A[k][j]
// LU-NOT:      lu.c:67:3: remark: loop 'i' is
// LU-NOT:      loop 'i' can be distributed

// The C path reports the same verdict once, before tiling, and no verdict
// on the tiled loops that contradicts the tiling.
// JACOBI-C:     jacobi-2d.c:53:3: remark: loop 't' is sequential
// JACOBI-C-NOT: loop 't' is
// JACOBI-C-NOT: are not fully permutable
