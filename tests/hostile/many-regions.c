// 2,000 functions, each with a 2-deep loop nest that the automatic
// pipeline tiles: the time --emit=c takes must grow with the number of
// regions, not with its square (each region is verified on its own), so
// this finishes well within 90 seconds, also under the sanitizers.
// RUN: python3 -c "[print('void f{0}(int n, double *A) {{ for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) A[i * n + j] = {0}; }}'.format(k)) for k in range(2000)]" > %t.c
// RUN: python3 %S/../Inputs/expect-status.py --timeout 90 0 %tilec --emit=c %t.c -o %t.out.c
// RUN: FileCheck %s < %t.out.c

// CHECK: void f0(int n, double *A) {
// CHECK: for (int i_tile = 0; i_tile < n; i_tile += 32)
// CHECK: void f1999(int n, double *A) {
// CHECK: for (int i_tile = 0; i_tile < n; i_tile += 32)
