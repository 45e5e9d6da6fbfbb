// A string or character literal without its closing quote is an input
// error (exit status 1) at the literal, and no output file is written.
// RUN: printf 'void f(int n, char *s) {\n  for (int i = 0; i < n; i++)\n    s[i] = "abc;\n}\n' > %t.c
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --emit=c %t.c -o %t.out.c 2>&1 | FileCheck %s
// RUN: not test -e %t.out.c
// RUN: printf "void g(int n, char *s) {\n  for (int i = 0; i < n; i++)\n    s[i] = 'a;\n}\n" > %t2.c
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --emit=ir %t2.c 2>&1 | FileCheck %s --check-prefix=CHAR

// CHECK: unterminated-string.c.tmp.c:3:12: error: missing terminating " character
// CHAR: unterminated-string.c.tmp2.c:3:12: error: missing terminating ' character
