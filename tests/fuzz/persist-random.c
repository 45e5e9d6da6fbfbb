// The persist pass on random programs: at these seeds of tests/fuzz/gen.py
// (found by scanning 1200 seeds for the remark, 26 of them) a host loop
// runs as one kernel of one block, and the --emit=opencl program, run on
// PoCL, prints what the original prints (tests/fuzz/fuzz.py).  All 26 pass
// (fuzz.py --seeds ... --targets opencl); make check runs five.
// RUN: bash -c 'for s in 40014 40086 40402 40856 41181; do python3 %S/gen.py --seed $s > %t.$s.c && %tilec --emit=opencl --assume-no-alias --remarks %t.$s.c -o %t.$s.ocl.c 2>&1 | grep -c "runs in kernel"; done' | FileCheck %s --check-prefix=PERSIST
// RUN: rm -rf %t.f && python3 %S/fuzz.py --tilec %tilec --targets opencl --seeds 40014,40086,40402,40856,41181 --findings %t.f | FileCheck %s
// PERSIST-COUNT-5: {{^[1-9]$}}
// CHECK: fuzz: 5 passed, 0 failed
