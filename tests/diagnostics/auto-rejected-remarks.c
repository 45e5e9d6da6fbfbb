// In functions chosen automatically (no pragmas, no --function), a
// construct a region cannot hold is not an error: a remark at the
// construct says why the function is left as host code, the exit status is
// 0, and --emit=c copies each function unchanged.
// RUN: %tilec --emit=ir --remarks %s 2>&1 | FileCheck %s
// RUN: %tilec --emit=c %s -o %t.c
// RUN: diff %s %t.c

void w(int n, double *A) {
  for (int i = 0; i < n; i++)
    // CHECK: auto-rejected-remarks.c:[[@LINE+1]]:5: remark: function 'w' left as host code: 'while' loops are not supported in a transformed region
    while (A[i] > 1) A[i] /= 2;
}

void d(int n, double *A) {
  for (int i = 0; i < n; i++)
    // CHECK: auto-rejected-remarks.c:[[@LINE+1]]:5: remark: function 'd' left as host code: 'do' loops are not supported in a transformed region
    do { A[i] /= 2; } while (A[i] > 1);
}

void g(int n, double *A) {
  for (int i = 0; i < n; i++) {
    A[i] = 0;
    // CHECK: auto-rejected-remarks.c:[[@LINE+1]]:16: remark: function 'g' left as host code: 'goto' is not supported in a transformed region
    if (i > 9) goto done;
  }
done:;
}

void b(int n, double *A) {
  for (int i = 0; i < n; i++) {
    A[i] = 0;
    // CHECK: auto-rejected-remarks.c:[[@LINE+1]]:17: remark: function 'b' left as host code: 'break' is not supported in a transformed region
    if (i > 10) break;
  }
}

void c(int n, double *A) {
  for (int i = 0; i < n; i++) {
    // CHECK: auto-rejected-remarks.c:[[@LINE+1]]:16: remark: function 'c' left as host code: 'continue' is not supported in a transformed region
    if (i < 2) continue;
    A[i] = 0;
  }
}

int r(int n, double *A) {
  for (int i = 0; i < n; i++)
    // CHECK: auto-rejected-remarks.c:[[@LINE+1]]:17: remark: function 'r' left as host code: 'return' is not supported in a transformed region
    if (i == 7) return i;
  return -1;
}

void s(int n, double *A) {
  for (int i = 0; i < n; i++)
    // CHECK: auto-rejected-remarks.c:[[@LINE+1]]:5: remark: function 's' left as host code: 'switch' is not supported in a transformed region
    switch (i % 3) { case 0: A[i] = 1; break; default: A[i] = 2; }
}

// CHECK-NOT: error
// CHECK: // no regions in {{.*}}auto-rejected-remarks.c
