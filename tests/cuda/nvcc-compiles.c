// Every example's and dev-set program's .cu (and one with offset footprints) compiles with nvcc for sm_90
// (and matmul also for an older architecture, sm_80), with no extra flags
// or files: the runtime support is in the .cu.
// REQUIRES: nvcc
// RUN: %tilec %examples/matmul.c -o %t.matmul.cu
// RUN: %nvcc -arch=sm_90 %t.matmul.cu -o %t.matmul
// RUN: %nvcc -arch=sm_80 -c %t.matmul.cu -o %t.matmul70.o
// RUN: %tilec %S/Inputs/footprints.c -o %t.footprints.cu
// RUN: %nvcc -arch=sm_90 -c %t.footprints.cu -o %t.footprints.o
// RUN: %tilec -I%polybench/utilities %polybench/gemm/gemm.c -o %t.gemm.cu
// RUN: %nvcc -arch=sm_90 -I%polybench/utilities -I%polybench/gemm -c %t.gemm.cu -o %t.gemm.o
// RUN: %tilec -I%polybench/utilities %polybench/2mm/2mm.c -o %t.2mm.cu
// RUN: %nvcc -arch=sm_90 -I%polybench/utilities -I%polybench/2mm -c %t.2mm.cu -o %t.2mm.o
// RUN: %tilec -I%polybench/utilities %polybench/3mm/3mm.c -o %t.3mm.cu
// RUN: %nvcc -arch=sm_90 -I%polybench/utilities -I%polybench/3mm -c %t.3mm.cu -o %t.3mm.o
// RUN: %tilec -I%polybench/utilities %polybench/mvt/mvt.c -o %t.mvt.cu
// RUN: %nvcc -arch=sm_90 -I%polybench/utilities -I%polybench/mvt -c %t.mvt.cu -o %t.mvt.o
// RUN: %tilec -I%polybench/utilities %polybench/atax/atax.c -o %t.atax.cu
// RUN: %nvcc -arch=sm_90 -I%polybench/utilities -I%polybench/atax -c %t.atax.cu -o %t.atax.o
// RUN: %tilec -I%polybench/utilities %polybench/gemver/gemver.c -o %t.gemver.cu
// RUN: %nvcc -arch=sm_90 -I%polybench/utilities -I%polybench/gemver -c %t.gemver.cu -o %t.gemver.o
// RUN: %tilec -I%polybench/utilities %polybench/jacobi-2d/jacobi-2d.c -o %t.jacobi-2d.cu
// RUN: %nvcc -arch=sm_90 -I%polybench/utilities -I%polybench/jacobi-2d -c %t.jacobi-2d.cu -o %t.jacobi-2d.o
// RUN: %tilec -I%polybench/utilities %polybench/fdtd-2d/fdtd-2d.c -o %t.fdtd-2d.cu
// RUN: %nvcc -arch=sm_90 -I%polybench/utilities -I%polybench/fdtd-2d -c %t.fdtd-2d.cu -o %t.fdtd-2d.o
// RUN: %tilec -I%polybench/utilities %polybench/syrk/syrk.c -o %t.syrk.cu
// RUN: %nvcc -arch=sm_90 -I%polybench/utilities -I%polybench/syrk -c %t.syrk.cu -o %t.syrk.o
// RUN: %tilec -I%polybench/utilities %polybench/syr2k/syr2k.c -o %t.syr2k.cu
// RUN: %nvcc -arch=sm_90 -I%polybench/utilities -I%polybench/syr2k -c %t.syr2k.cu -o %t.syr2k.o
// RUN: %tilec -I%polybench/utilities %polybench/covariance/covariance.c -o %t.covariance.cu
// RUN: %nvcc -arch=sm_90 -I%polybench/utilities -I%polybench/covariance -c %t.covariance.cu -o %t.covariance.o
// RUN: %tilec -I%polybench/utilities %polybench/lu/lu.c -o %t.lu.cu
// RUN: %nvcc -arch=sm_90 -I%polybench/utilities -I%polybench/lu -c %t.lu.cu -o %t.lu.o
