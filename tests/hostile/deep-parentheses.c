// 100,000 nested parentheses or unary minus signs do not overflow any
// stack: the parser stops at its nesting limit with a located message (a
// remark and host code in an automatically chosen function, an error in a
// '#pragma scop' region), and --emit=c copies the function unchanged.
// RUN: python3 -c "print('void f(int n, double *A) {'); print('  for (int i = 0; i < n; i++)'); print('    A[i] = ' + '(' * 100000 + 'i' + ')' * 100000 + ';'); print('}')" > %t.c
// RUN: python3 %S/../Inputs/expect-status.py --timeout 60 0 %tilec --emit=ir --remarks %t.c 2>&1 | FileCheck %s --check-prefix=AUTO
// RUN: python3 %S/../Inputs/expect-status.py --timeout 60 0 %tilec --emit=c %t.c -o %t.out.c
// RUN: cmp %t.c %t.out.c
// RUN: python3 -c "print('void f(int n, double *A) {'); print('#pragma scop'); print('  for (int i = 0; i < n; i++)'); print('    A[i] = ' + '- ' * 100000 + 'i;'); print('#pragma endscop'); print('}')" > %t2.c
// RUN: python3 %S/../Inputs/expect-status.py --timeout 60 1 %tilec --emit=ir %t2.c 2>&1 | FileCheck %s --check-prefix=SCOP

// AUTO: // no regions in
// AUTO: deep-parentheses.c.tmp.c:3:{{[0-9]+}}: remark: function 'f' left as host code: its body does not parse: nesting too deep for the parser

// SCOP: deep-parentheses.c.tmp2.c:4:{{[0-9]+}}: error: nesting too deep for the parser
// SCOP: note: cannot transform function 'f', whose body does not parse
