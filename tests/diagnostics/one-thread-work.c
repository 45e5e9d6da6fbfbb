// Work with no parallel loop, even after rescheduling, whose amount grows
// with the parameters never runs in one GPU thread (far slower than a CPU
// core): the region stays on the host with a warning naming the loop and
// the bound; a constant amount (tests/cuda/one-thread-kernel.c) may.
// RUN: %tilec --remarks %s -o %t.cu 2>&1 | FileCheck %s
// CHECK: one-thread-work.c:[[@LINE+6]]:3: remark: loop nest 'i' (line [[@LINE+6]]) stays as written: isl's schedule of it has no parallel loop either
// CHECK: one-thread-work.c:[[@LINE+5]]:3: warning: region in 'chain' gets no GPU kernel: loop 'i' (line [[@LINE+5]]) holds no parallel loop and its work grows with the parameters (loop 'i' runs to 'n - 1'): one GPU thread would run it
// CHECK: warning: no GPU kernel generated: no region could be mapped; the output runs entirely on the host
double x[100], y[100][100];

void chain(int n) {
  for (int i = 1; i < n; i++)
    x[i] = x[i - 1] * 0.5 + 1;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      y[i][j] = x[i] + j;
}
