// Random adjacent loop nests over one band (tests/fuzz/fuse.py: 1-D and
// 2-D nests reading and writing three arrays at offsets -1, 0, +1, some
// with a reduction after a statement on its element, float or double) on
// the OpenCL device: the automatic pipeline fuses the nests whose
// dependences all link the same iteration (and lets the statement before
// a reduction work on its register), and every program whose region gets
// kernels matches the CPU at three sizes, the smallest 1.  At seed 1, 28
// of the first 35 programs with kernels fuse or keep a statement in a
// register; this run checks the first 12.
// RUN: python3 %S/fuse.py --tilec %tilec --count 12 --seed 1 | FileCheck %s
// CHECK: fuse: {{[1-9][0-9]*}} ok ({{[1-9][0-9]*}} fused), {{[0-9]+}} on the host, 0 failed
