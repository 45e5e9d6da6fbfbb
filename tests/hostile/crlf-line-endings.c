// A file with CRLF line endings: diagnostics show the source line without
// the carriage return and with the caret in the right column, and --emit=c
// writes a program that compiles and runs like the original.
// RUN: printf 'void f(int n, double *A) {\r\n#pragma scop\r\n  for (int i = 0; i < n; i++)\r\n    while (A[i] > 1) A[i] /= 2;\r\n#pragma endscop\r\n}\r\n' > %t.c
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --emit=ir %t.c 2>&1 | FileCheck %s --strict-whitespace
// RUN: printf '#include <stdio.h>\r\ndouble A[64];\r\nvoid f(int n) {\r\n  for (int i = 0; i < n; i++)\r\n    for (int j = 0; j < n; j++)\r\n      A[i * n + j] = i - j;\r\n}\r\nint main(void) {\r\n  f(8);\r\n  printf("%%%%g\\n", A[17]);\r\n  return 0;\r\n}\r\n' > %t2.c
// RUN: %compare --allow-unchanged -o %t.cmp %t2.c

// CHECK:      {{^}}{{.*}}crlf-line-endings.c.tmp.c:4:5: error: 'while' loops are not supported in a transformed region{{$}}
// CHECK-NEXT: {{^}}    while (A[i] > 1) A[i] /= 2;{{$}}
// CHECK-NEXT: {{^}}    ^{{$}}
