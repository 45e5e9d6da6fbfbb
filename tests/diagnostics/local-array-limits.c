// Arrays declared in a region need constant extents and initialisers
// without designators, and a pointer may not be declared there: automatically chosen
// functions stay host code with a located remark (exit 0), a scop gets an
// error (exit 1, no output file).  An array the host code declares around
// the kernels that use it is a device array they share (GPU targets); the
// C target keeps the declaration in the loop.
// RUN: %tilec --emit=c --remarks %s -o %t.c 2>&1 | FileCheck %s --check-prefix=AUTO
// RUN: not %tilec --emit=c -DSCOP %s -o %t2.c 2>&1 | FileCheck %s --check-prefix=SCOP
// RUN: not test -e %t2.c
// RUN: %tilec --emit=opencl %s -o %t.cl.c
// RUN: FileCheck %s --check-prefix=GPU < %t.cl.c
// RUN: FileCheck %s --check-prefix=C < %t.c

float y[64], x[64];

void vla(int n) {
#ifdef SCOP
#pragma scop
#endif
  for (int i = 0; i < n; i++) {
    // AUTO: local-array-limits.c:[[@LINE+2]]:13: remark: function 'vla' left as host code: array 'v' declared in a transformed region needs constant extents
    // SCOP: local-array-limits.c:[[@LINE+1]]:13: error: array 'v' declared in a transformed region needs constant extents
    float v[n];
    v[0] = x[i];
    y[i] = v[0];
  }
#ifdef SCOP
#pragma endscop
#endif
}

void initialised(int n) {
#ifdef SCOP
#pragma scop
#endif
  for (int i = 0; i < n; i++) {
    // AUTO: local-array-limits.c:[[@LINE+2]]:18: remark: function 'initialised' left as host code: this initialiser of array 'z' is not supported in a transformed region: use a flat list or one list per row, without designators
    // SCOP: local-array-limits.c:[[@LINE+1]]:18: error: this initialiser of array 'z' is not supported
    float z[3] = {[1] = 2};
    y[i] = z[i % 3];
  }
#ifdef SCOP
#pragma endscop
#endif
}

void pointer(int n) {
#ifdef SCOP
#pragma scop
#endif
  for (int i = 0; i < n; i++) {
    // AUTO: local-array-limits.c:[[@LINE+2]]:12: remark: function 'pointer' left as host code: declaring pointer 'p' inside a transformed region is not supported
    // SCOP: local-array-limits.c:[[@LINE+1]]:12: error: declaring pointer 'p' inside a transformed region is not supported
    float *p;
    y[i] = x[i];
  }
#ifdef SCOP
#pragma endscop
#endif
}

#ifndef SCOP
void host_array(int n, int tsteps) {
  for (int t = 0; t < tsteps; t++) {
    float buf[4];
    for (int k = 0; k < 4; k++)
      buf[k] = x[k] + t;
    for (int i = 0; i < n; i++)
      y[i] += buf[i % 4];
  }
}
// C:      for (int t = 0; t < tsteps; t++) {
// C-NEXT:   float buf[4];
// GPU:      TILEC_POISON(d_buf, sizeof(float) * (size_t)(4)); /* 'buf' is declared in the region: each declaration starts it uninitialised */
// GPU:      /* 'buf' (declared here) is on the GPU: d_buf */
#endif
