// The OpenCL and CUDA printers share everything but syntax: after
// respelling (work-group = block, __local = __shared__, barrier =
// __syncthreads, get_local_id(0) = threadIdx.x, ...) the kernels of
// --emit=opencl and --emit=cuda are the same text, for the tiled matmul
// and for dev-set programs with host loops, one-thread kernels, 1-D and
// 2-D bands (CUDA without the tensor cores, which OpenCL has not).
// RUN: %tilec --no-tensor-cores %examples/matmul.c -o %t.matmul.cu
// RUN: %tilec --emit=opencl %examples/matmul.c -o %t.matmul.opencl.c
// RUN: python3 %S/Inputs/kernel-text.py cuda %t.matmul.cu > %t.matmul.cuda.k 2> %t.matmul.cuda.n
// RUN: python3 %S/Inputs/kernel-text.py opencl %t.matmul.opencl.c > %t.matmul.opencl.k 2> %t.matmul.opencl.n
// RUN: diff %t.matmul.cuda.k %t.matmul.opencl.k
// RUN: FileCheck --check-prefix=MATMUL %s < %t.matmul.opencl.n
// MATMUL: 1 kernels
// RUN: %tilec -I %polybench/utilities %polybench/lu/lu.c -o %t.lu.cu
// RUN: %tilec --emit=opencl -I %polybench/utilities %polybench/lu/lu.c -o %t.lu.opencl.c
// RUN: python3 %S/Inputs/kernel-text.py cuda %t.lu.cu > %t.lu.cuda.k 2> %t.lu.cuda.n
// RUN: python3 %S/Inputs/kernel-text.py opencl %t.lu.opencl.c > %t.lu.opencl.k 2> %t.lu.opencl.n
// RUN: diff %t.lu.cuda.k %t.lu.opencl.k
// RUN: FileCheck --check-prefix=LU %s < %t.lu.opencl.n
// LU: 2 kernels
// RUN: %tilec -I %polybench/utilities %polybench/fdtd-2d/fdtd-2d.c -o %t.fdtd.cu
// RUN: %tilec --emit=opencl -I %polybench/utilities %polybench/fdtd-2d/fdtd-2d.c -o %t.fdtd.opencl.c
// RUN: python3 %S/Inputs/kernel-text.py cuda %t.fdtd.cu > %t.fdtd.cuda.k 2> %t.fdtd.cuda.n
// RUN: python3 %S/Inputs/kernel-text.py opencl %t.fdtd.opencl.c > %t.fdtd.opencl.k 2> %t.fdtd.opencl.n
// RUN: diff %t.fdtd.cuda.k %t.fdtd.opencl.k
// RUN: FileCheck --check-prefix=FDTD %s < %t.fdtd.opencl.n
// FDTD: 4 kernels
