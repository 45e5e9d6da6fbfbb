// A function body without its closing brace is an input error (exit
// status 1) reported at the end of the input, also when the function is
// one tilec would choose automatically; no output file is written.  (The
// compiler's syntax check, skipped here, would report it first.)
// RUN: printf 'void f(int n, double *A) {\n  for (int i = 0; i < n; i++) {\n    A[i] = 0;\n}\n' > %t.c
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --no-syntax-check --emit=c %t.c -o %t.out.c 2>&1 | FileCheck %s
// RUN: not test -e %t.out.c

// CHECK: unterminated-brace.c.tmp.c:4:2: error: expected '}' at end of input
