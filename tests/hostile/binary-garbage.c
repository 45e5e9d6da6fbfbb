// Binary garbage (control bytes, invalid UTF-8, a NUL) is an input error,
// exit status 1: each stray byte is reported at its own column, and
// nothing crashes (tilec's own messages: the compiler's syntax check is
// skipped; with it, the compiler's messages come instead).
// RUN: printf '\x01\x02\xff\xfe\x00abc\n' > %t.c
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --no-syntax-check --emit=ir %t.c 2>&1 | FileCheck %s
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --emit=c %t.c -o %t.out.c
// RUN: not test -e %t.out.c

// CHECK: binary-garbage.c.tmp.c:1:1: error: stray '\001' in program
// CHECK: binary-garbage.c.tmp.c:1:2: error: stray '\002' in program
// CHECK: binary-garbage.c.tmp.c:1:3: error: stray '\377' in program
// CHECK: binary-garbage.c.tmp.c:1:4: error: stray '\376' in program
// CHECK-NOT: region
