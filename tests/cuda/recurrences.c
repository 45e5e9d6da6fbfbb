// Sweeps whose iterations pass an element on to the next
// (Inputs/recurrences.c): in the kernel, each sweep loads before it the
// element its first iteration reads (under a test that it runs), reads
// the register instead of the element the iteration before stored and
// takes the element just stored after its last reader (rotate); unrolled
// by 8, each group first loads what it reads of the arrays the sweep
// does not store (w for the forward sweep, p and q for the backward one),
// the partial last group as it was (batch).  The recipe records both and
// replays to the same .cu; nvcc builds it with warnings as errors.
// REQUIRES: nvcc
// RUN: %tilec --save-recipe=%t.recipe %S/../Inputs/recurrences.c -o %t.cu 2>/dev/null
// RUN: grep -v "^#line" %t.cu | FileCheck %s
// RUN: FileCheck %s --check-prefix=RECIPE < %t.recipe
// RUN: %tilec --recipe=%t.recipe %S/../Inputs/recurrences.c -o %t.replay.cu 2>/dev/null
// RUN: cmp %t.cu %t.replay.cu
// RUN: %nvcc -arch=sm_90 -Werror all-warnings -I%S/../Inputs %t.cu -o %t
// CHECK-LABEL: __global__ void sweeps_kernel0(
// CHECK:         if (1 <= n - 1) {
// CHECK-NEXT:      double p_prev = p[(long)i * 100 + 0];
// CHECK-NEXT:      double q_prev = q[(long)i * 100 + 0];
// CHECK-NEXT:      for (int j_unroll = 1; j_unroll < n; j_unroll += 8) {
// CHECK-NEXT:        if (j_unroll + 7 < n) {
// CHECK-NEXT:          double w_in = w[(long)j_unroll * 100 + i];
// CHECK:               double w_in8 = w[(long)(j_unroll + 7) * 100 + i];
// CHECK-NEXT:          p[(long)i * 100 + j_unroll] = -0.25 / (0.5 * p_prev + 2.0);
// CHECK-NEXT:          q[(long)i * 100 + j_unroll] = (w_in - 0.5 * q_prev) / (0.5 * p_prev + 2.0);
// CHECK-NEXT:          q_prev = q[(long)i * 100 + j_unroll];
// CHECK-NEXT:          p_prev = p[(long)i * 100 + j_unroll];
// CHECK:             } else {
// CHECK-NEXT:          for (int j = j_unroll; j < n; j++) {
// CHECK-NEXT:            p[(long)i * 100 + j] = -0.25 / (0.5 * p_prev + 2.0);
// CHECK-NEXT:            q[(long)i * 100 + j] = (w[(long)j * 100 + i] - 0.5 * q_prev) / (0.5 * p_prev + 2.0);
// CHECK:           if (0 <= n - 2) {
// CHECK-NEXT:        double x_prev = x[(long)i * 100 + n - 1];
// CHECK-NEXT:        for (int j_unroll2 = n - 2; j_unroll2 >= 0; j_unroll2 -= 8) {
// CHECK-NEXT:          if (j_unroll2 - 7 >= 0) {
// CHECK-NEXT:            double p_in = p[(long)i * 100 + j_unroll2];
// CHECK-NEXT:            double q_in = q[(long)i * 100 + j_unroll2];
// CHECK:                 x[(long)i * 100 + j_unroll2] = p_in * x_prev + q_in;
// CHECK-NEXT:            x_prev = x[(long)i * 100 + j_unroll2];
// CHECK-LABEL: __global__ void prefix_kernel0(
// CHECK:             float s_prev = s[(long)i * 100 + 0];
// RECIPE:      map-gpu i
// RECIPE-NEXT: rotate j@21
// RECIPE-NEXT: batch j@21 8
// RECIPE-NEXT: rotate j@26
// RECIPE-NEXT: batch j@26 8
// RECIPE:      rotate j
// RECIPE-NEXT: batch j 8
