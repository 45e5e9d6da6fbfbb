// A seeded batch of small random programs (tests/fuzz/gen.py --small) through
// tilec --emit=c, --emit=c --openmp and --emit=opencl (run on PoCL), each
// built, run and compared byte for byte with the original (tests/fuzz/fuzz.py).
// The seeds avoid the findings still open (tests/fuzz/cases/KNOWN-FAILING);
// seed 1020 spells its types through typedefs; seed 1014 has an if that
// tests an array element.
// RUN: rm -rf %t && python3 %S/fuzz.py --tilec %tilec --small --seeds 1000,1001,1003,1006,1007,1014,1020 --findings %t | FileCheck %s
// CHECK: fuzz: 7 passed, 0 failed
