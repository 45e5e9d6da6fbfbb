// The fuzzer's regression inputs (tests/fuzz/cases/*.c, minimized findings)
// through tests/fuzz/fuzz.py --cases: each must translate, build, run and
// print what the original prints.  Those listed in cases/KNOWN-FAILING (bugs
// still open) are skipped.
// RUN: rm -rf %t && python3 %S/fuzz.py --tilec %tilec --cases --findings %t | FileCheck %s
// CHECK: fuzz: {{[0-9]+}} passed, 0 failed
