// The loop collection (tests/loops/Inputs/*.c, 100+ loops in the style of
// vectorisation benchmarks) translates with --emit=c and, for two of its
// programs, --emit=opencl, and every loop's output matches the original's.
// The full run (all programs, also --openmp and OpenCL) is `make loops`.
// RUN: rm -rf %t && python3 %S/run-loops.py --quick --tilec %tilec --work %t | FileCheck %s
// CHECK: == totals
// CHECK: {{^\| total +\|}}
// CHECK: run-loops: {{[0-9]+}} loops, 0 mismatches, 0 failures
