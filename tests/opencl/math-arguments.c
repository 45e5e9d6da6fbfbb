// Math calls keep C's argument conversions on the OpenCL device, where the
// functions are overloaded: fmodf(double, double) computes in float (the
// kernel calls fmod((float)..., (float)...)), not in double, and the
// results match the CPU program's.
// RUN: %opencl-compare --raw -o %t %S/Inputs/math-args.c | FileCheck %s
// RUN: FileCheck --check-prefix=SRC %s < %t/opencl.c
// CHECK: ok: run 1 {{.*}}: 1 kernels, 1 launched; 1 region run: 1 transformed; ok:
// SRC: "  x[i] = fmod((float)y[i], (float)0.7) + sqrt((double)x[i]) + fmin((double)k[i], y[i]) + (int)abs((int)(x[i] * 3.0));\n"
