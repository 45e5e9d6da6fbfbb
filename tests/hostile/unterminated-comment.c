// An unterminated comment is an input error (exit status 1) reported at
// the comment's start; no output file is written.
// RUN: printf 'void f(int n, double *A) {\n  for (int i = 0; i < n; i++) A[i] = 0;\n  /* never closed\n}\n' > %t.c
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --emit=c %t.c -o %t.out.c 2>&1 | FileCheck %s
// RUN: not test -e %t.out.c

// CHECK: unterminated-comment.c.tmp.c:3:3: error: unterminated comment
