// The persist pass (Inputs/persist.c): a host loop that launches kernels
// of little work as often as the problem is large runs, with them, as one
// kernel of one block.  The automatic GPU pipeline does so for durbin's
// k (the reduction into 'sum' as lanes with a tree, 'sum' the kernel's
// own since every step sets it first, alpha and beta passed in), for
// trisolv's c after rescheduling (the division on thread 0) and for
// ludcmp's back substitution (the reduction into x[i] applied by thread
// 0, where the sum has terms); a barrier follows each former kernel.  jacobi-1d's time loop does
// so only where its sweeps run at most 16384 iterations: an if chooses
// between that kernel and the launches.  The loop whose carried
// scalar is returned stays on the host, with the reason.  Replay gives
// the same .cu.  A recipe may not run persist on a loop before map-gpu,
// on one already in a kernel, on one around a two-dimensional kernel, or
// on one that carries a scalar inside another loop (the functions below).
// RUN: %tilec --emit=cuda --remarks --print-after=persist %S/../Inputs/persist.c -o %t.cu 2>&1 | FileCheck %s
// RUN: %tilec --save-recipe=%t.recipe %S/../Inputs/persist.c -o %t.auto.cu 2>/dev/null
// RUN: FileCheck %s --check-prefix=RECIPE < %t.recipe
// RUN: %tilec --recipe=%t.recipe %S/../Inputs/persist.c -o %t.replay.cu 2>/dev/null
// RUN: cmp %t.auto.cu %t.replay.cu
// RUN: printf "# region 1: 'forward' (persist.c:41)\npersist i@41\n" > %t.early
// RUN: not %tilec --recipe=%t.early %S/../Inputs/persist.c -o %t.early.cu 2>&1 | FileCheck %s --check-prefix=EARLY
// RUN: test ! -e %t.early.cu
// RUN: printf "# region 1: 'forward' (persist.c:41)\nreschedule i\nmap-gpu i\npersist c\npersist c\n" > %t.twice
// RUN: not %tilec --recipe=%t.twice %S/../Inputs/persist.c -o %t.twice.cu 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: printf "map-gpu t\npersist t\n" > %t.sweep
// RUN: not %tilec --function=plane --recipe=%t.sweep %s -o %t.sweep.cu 2>&1 | FileCheck %s --check-prefix=SWEEP
// RUN: %tilec --function=nested --remarks %s -o %t.nested.cu 2>&1 | FileCheck %s --check-prefix=NESTED

void plane(int n, double B[64][64]) {
  for (int t = 0; t < n; t++)
    for (int i = 0; i < 64; i++)
      for (int j = 0; j < 64; j++)
        B[i][j] = B[i][j] * 0.5 + t;
}

void nested(int n, const double *r, double *v) {
  double s;
  for (int m = 0; m < 4; m++) {
    s = 0;
    for (int k = 1; k < n; k++) {
      s = s * 0.5 + r[k];
      for (int i = 0; i < k; i++)
        v[i] += s * r[k - i - 1];
    }
  }
}

// CHECK: persist.c:25:3: remark: loop 'k' runs in kernel 'levinson_kernel0' on one block of 1024 threads, with the 5 kernels it launched as steps between barriers: each launch did little work, as often as the problem is large
// CHECK: IR Dump After persist
// CHECK:      if (1 <= n - 1) {
// CHECK-NEXT:   kernel levinson_kernel0 grid(1) block(1024) persistent {
// CHECK-NEXT:   double sum;
// CHECK-NEXT:   for (int k = 1; k <= n - 1; k += 1) {
// CHECK-NEXT:     S0: beta = (1 - alpha * alpha) * beta;
// CHECK-NEXT:     S1: sum = 0.0;
// CHECK-NEXT:     double sum_part = 0;
// CHECK-NEXT:     for i = 0..k - 1 step 1: lane threadIdx.x, then every blockDim.x {
// CHECK-NEXT:       sum_part += r[k - i - 1] * y[i];
// CHECK-NEXT:     }
// CHECK-NEXT:     sum_part = + of the lanes' 'sum_part' in a tree of shared sum_sums[1024];
// CHECK-NEXT:     sum += sum_part;
// CHECK-NEXT:     barrier;
// CHECK-NEXT:     S2: alpha = -(r[k] + sum) / beta;
// CHECK-NEXT:     for i = 0..k - 1 step 1: lane threadIdx.x, then every blockDim.x {
// CHECK-NEXT:       S4: z[i] = y[i] + alpha * y[k - i - 1];
// CHECK-NEXT:     }
// CHECK-NEXT:     barrier;
// CHECK-NEXT:     for i = 0..k - 1 step 1: lane threadIdx.x, then every blockDim.x {
// CHECK-NEXT:       S5: y[i] = z[i];
// CHECK-NEXT:     }
// CHECK-NEXT:     barrier;
// CHECK-NEXT:     if (lane 0) {
// CHECK-NEXT:       S6: y[k] = alpha;
// CHECK-NEXT:     }
// CHECK-NEXT:     barrier;
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: persist.c:41:3: remark: loop 'c' runs in kernel 'forward_kernel1' on one block of 1024 threads, with the 2 kernels it launched as steps between barriers
// CHECK: IR Dump After persist
// CHECK:      if (0 <= n - 1) {
// CHECK-NEXT:   kernel forward_kernel1 grid(1) block(1024) persistent {
// CHECK-NEXT:   for (int c = 0; c <= n - 1; c += 1) {
// CHECK-NEXT:     if (lane 0) {
// CHECK-NEXT:       S1: x[c] = x[c] / L[c][c];
// CHECK-NEXT:     }
// CHECK-NEXT:     barrier;
// CHECK-NEXT:     for i2 = c + 1..n - 1 step 1: lane threadIdx.x, then every blockDim.x {
// CHECK-NEXT:       S2: x[i2] -= L[i2][c] * x[c];
// CHECK-NEXT:     }
// CHECK-NEXT:     barrier;
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: persist.c:52:3: remark: loop 'i' runs in kernel 'backward_kernel0' on one block of 1024 threads, with the 4 kernels it launched as steps between barriers
// CHECK: IR Dump After persist
// CHECK:      if (0 <= n - 1) {
// CHECK-NEXT:   kernel backward_kernel0 grid(1) block(1024) persistent {
// CHECK-NEXT:   for (int i = n - 1; i >= 0; i -= 1) {
// CHECK-NEXT:     if (lane 0) {
// CHECK-NEXT:       S0: x[i] = y[i];
// CHECK-NEXT:     }
// CHECK-NEXT:     barrier;
// CHECK-NEXT:     if (i + 1 <= n - 1) {
// CHECK-NEXT:       double x_part = 0;
// CHECK-NEXT:       for j = i + 1..n - 1 step 1: lane threadIdx.x, then every blockDim.x {
// CHECK-NEXT:         x_part += U[i][j] * x[j];
// CHECK-NEXT:       }
// CHECK-NEXT:       x_part = + of the lanes' 'x_part' in a tree of shared x_sums[1024];
// CHECK-NEXT:       if (lane 0) {
// CHECK-NEXT:         x[i] -= x_part;
// CHECK-NEXT:       }
// CHECK-NEXT:       barrier;
// CHECK-NEXT:     }
// CHECK-NEXT:     if (lane 0) {
// CHECK-NEXT:       S2: x[i] = x[i] / U[i][i];
// CHECK-NEXT:     }
// CHECK-NEXT:     barrier;
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: persist.c:63:3: remark: loop 't' runs in kernel 'sweep_kernel2' on one block of 1024 threads, with the 2 kernels it launched as steps between barriers, where its kernels' loops run at most 16384 iterations (m - 2 <= 16384); otherwise it launches them
// CHECK: IR Dump After persist
// CHECK:      if (0 <= steps - 1 && m - 2 <= 16384) {
// CHECK-NEXT:   kernel sweep_kernel2 grid(1) block(1024) persistent {
// CHECK-NEXT:     for (int t = 0; t <= steps - 1; t += 1) {
// CHECK-NEXT:       for i = 1..m - 2 step 1: lane threadIdx.x, then every blockDim.x {
// CHECK-NEXT:         S0: b[i] = 0.33333 * (a[i - 1] + a[i] + a[i + 1]);
// CHECK-NEXT:       }
// CHECK-NEXT:       barrier;
// CHECK-NEXT:       for i = 1..m - 2 step 1: lane threadIdx.x, then every blockDim.x {
// CHECK-NEXT:         S1: a[i] = 0.33333 * (b[i - 1] + b[i] + b[i + 1]);
// CHECK-NEXT:       }
// CHECK-NEXT:       barrier;
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: } else {
// CHECK-NEXT:   for (int t = 0; t <= steps - 1; t += 1) {
// CHECK-NEXT:     kernel sweep_kernel0 grid(i) block(256 at most) {
// CHECK:          kernel sweep_kernel1 grid(i) block(256 at most) {
// CHECK:      persist.c:74:3: warning: region in 'carried' gets no GPU kernel: each launch of its kernels does work at most linear in the problem size, and loop 'k' (line 74) launches 'carried_kernel0' as many times as the problem is large: the launches would cost more than the CPU's loops, and it cannot run as one kernel of one block: the scalar 's' it sets may be read after the region

// RECIPE:      # region 0: 'levinson'
// RECIPE-NEXT: map-gpu k
// RECIPE-NEXT: persist k
// RECIPE-NEXT: # region 1: 'forward'
// RECIPE-NEXT: reschedule i
// RECIPE-NEXT: map-gpu i
// RECIPE-NEXT: persist c
// RECIPE-NEXT: # region 2: 'backward'
// RECIPE-NEXT: inplace w i
// RECIPE-NEXT: map-gpu i
// RECIPE-NEXT: persist i
// RECIPE-NEXT: # region 3: 'sweep'
// RECIPE-NEXT: map-gpu t
// RECIPE-NEXT: persist t 16384
// RECIPE-NOT:  carried

// EARLY: error: loop 'i' (line 41) cannot run as one persistent kernel: it launches no kernel (persist follows map-gpu)
// TWICE: error: loop 'c' (line 41) is in kernel 'forward_kernel1' already
// SWEEP: error: loop 't' (line 30) cannot run as one persistent kernel: kernel 'plane_kernel0' is not one parallel loop
// NESTED: warning: region in 'nested' gets no GPU kernel: {{.*}} it cannot run as one kernel of one block: it carries the scalar 's' from one iteration to the next inside another loop
