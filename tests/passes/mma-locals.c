// The mma step with scalars the point declares (pass_mma_expand): the
// lecture matmul's "double a = F[i][k]; double b = G[k][j]; s += a * b"
// (float data: tiles of floats, double-buffered, converted where the
// fragments read them) and a chain of them ("double ab = a *
// B[k][j]; s += 2.0 * ab") run on the tensor cores with the values in
// place of the scalars; a scalar assigned after its declaration keeps the
// FMA form, and a recipe that asks for mma there is refused with the
// reason.
//
// RUN: %tilec --remarks --print-after=mma --save-recipe=%t.recipe %s -o %t.cu 2> %t.dump
// RUN: FileCheck %s < %t.dump
// RUN: FileCheck %s --check-prefix=REMARK < %t.dump
// RUN: %nvcc -arch=sm_90 -Werror all-warnings -c %t.cu -o %t.o
// RUN: sed -e '/^# region 2/,$s/^coarsen i,j 4,4$/coarsen i,j 2,16/' -e '/^# region 2/,$s/^pipeline k_tile$/pipeline k_tile\nmma k_tile/' %t.recipe > %t.forced
// RUN: not %tilec --recipe=%t.forced %s -o %t.forced.cu 2>&1 | FileCheck %s --check-prefix=FORCED

#define N 100
double A[N][N], B[N][N], C[N][N], D[N][N];
float F[N][N], G[N][N];

void lecture(int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0;
      for (int k = 0; k < n; k++) {
        double a = F[i][k];
        double b = G[k][j];
        s += a * b;
      }
      C[i][j] = s;
    }
}

void chained(int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0;
      for (int k = 0; k < n; k++) {
        double a = A[i][k];
        double ab = a * B[k][j];
        s += 2.0 * ab;
      }
      C[i][j] = s;
    }
}

void reassigned(int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0;
      for (int k = 0; k < n; k++) {
        double a = A[i][k];
        a = a * a;
        s += a * B[k][j];
      }
      D[i][j] = s;
    }
}

// CHECK-LABEL: IR Dump After mma
// CHECK: shared float F_tile[64][32];{{ *}}// padded by 4
// CHECK: mma.m16n8k8 {s[0][j_sub], s[0][j_sub + 1], s[1][j_sub], s[1][j_sub + 1]} += {(double)F_tile[i - i_first][k + j_thread - k_tile + 16 * k_tile_stage], (double)F_tile[i + 32 - i_first][k + j_thread - k_tile + 16 * k_tile_stage], (double)F_tile[i - i_first][k + j_thread + 4 - k_tile + 16 * k_tile_stage], (double)F_tile[i + 32 - i_first][k + j_thread + 4 - k_tile + 16 * k_tile_stage]} * {(double)G_tile[k + j_thread - k_tile + 16 * k_tile_stage][j - j_first], (double)G_tile[k + j_thread + 4 - k_tile + 16 * k_tile_stage][j - j_first]};
// CHECK: mma.m16n8k8 {s[0][j_sub], s[0][j_sub + 1], s[1][j_sub], s[1][j_sub + 1]} += {2.0 * A_tile[i - i_first][k + j_thread - k_tile + 16 * k_tile_stage], 2.0 * A_tile[i + 32 - i_first][k + j_thread - k_tile + 16 * k_tile_stage], 2.0 * A_tile[i - i_first][k + j_thread + 4 - k_tile + 16 * k_tile_stage], 2.0 * A_tile[i + 32 - i_first][k + j_thread + 4 - k_tile + 16 * k_tile_stage]} * {B_tile[k + j_thread - k_tile + 16 * k_tile_stage][j - j_first], B_tile[k + j_thread + 4 - k_tile + 16 * k_tile_stage][j - j_first]};

// REMARK: remark: kernel 'lecture_kernel0': the full steps of loop 'k_tile' run on the FP64 tensor cores
// REMARK: remark: kernel 'chained_kernel0': the full steps of loop 'k_tile' run on the FP64 tensor cores
// REMARK: remark: kernel 'reassigned_kernel0': blocks of 16 x 16 threads ('i' x 'j'), each computing 4 x 4 points (strided)
// REMARK-NOT: kernel 'reassigned_kernel0': the full steps

// FORCED: error: cannot run loop 'k_tile' (line {{[0-9]+}}) on the tensor cores: a scalar its points declare is assigned, or its value reads what they write
