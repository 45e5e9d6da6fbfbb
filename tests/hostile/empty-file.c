// An empty input file (and one holding only blank lines and a comment) is
// a valid translation unit with no regions: exit status 0, '// no regions'
// for --emit=ir, and --emit=c writes the file back unchanged.
// RUN: printf "" > %t.c
// RUN: python3 %S/../Inputs/expect-status.py 0 %tilec --emit=ir %t.c 2>&1 | FileCheck %s
// RUN: python3 %S/../Inputs/expect-status.py 0 %tilec --emit=c %t.c -o %t.out.c
// RUN: cmp %t.c %t.out.c
// RUN: printf "\n\n/* nothing */\n\n" > %t2.c
// RUN: python3 %S/../Inputs/expect-status.py 0 %tilec --emit=c %t2.c -o %t2.out.c
// RUN: cmp %t2.c %t2.out.c

// CHECK: // no regions in {{.*}}empty-file.c.tmp.c
// CHECK-NOT: error
