// --emit=opencl of a region whose pointer parameters may overlap
// (scale_add(n, a, b), mapped to a kernel on the assumption that a and b
// are apart) called with b = a + 1: the run-time alias check runs the
// original loops on the host instead of the kernel, the profile line says
// so, no kernel runs, and the result matches the CPU program.  Called with
// b apart, the kernel runs, once.
// RUN: %opencl-compare --raw --expect-original -o %t.overlap -r '2 1' -r '7 1' -r '40 1' \
// RUN:   %S/../Inputs/overlapping-arrays.c | FileCheck %s --check-prefix=OVERLAP
// RUN: FileCheck %s --check-prefix=LINE < %t.overlap/run3.opencl.profile
// RUN: %opencl-compare --raw --kernels-ran 1 -o %t.apart -r '1 0' -r '7 0' -r '40 0' \
// RUN:   %S/../Inputs/overlapping-arrays.c | FileCheck %s --check-prefix=APART

// OVERLAP-COUNT-3: ok: run {{[0-9]}} ({{.*}}): 1 kernels, 0 launched; 1 region run: 1 original loops (arrays overlap); ok:
// LINE: {{^}}tilec profile: region 0 ({{.*}}overlapping-arrays.c:19-21): original loops (arrays overlap){{$}}
// APART-COUNT-3: ok: run {{[0-9]}} ({{.*}}): 1 kernels, 1 launched; 1 region run: 1 transformed; ok:
