// Before translating, tilec runs the C compiler of --cpp ('cc') with
// -fsyntax-only, the user's -I/-D/-U and '-x c' on the input: a file that
// is not valid C is an error with the compiler's own messages (exit status
// 1, no output file), even where the error lies outside every region;
// --no-syntax-check skips the check.  Valid C that tilec does not model
// outside its regions (I from <complex.h> in main) translates, on --emit=c
// and --emit=cuda, and the C output behaves as the original.
// RUN: rm -f %t.bad.c %t.bad.cu
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --emit=c %S/Inputs/syntax-error-in-main.c -o %t.bad.c 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not test -e %t.bad.c
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec %S/Inputs/syntax-error-in-main.c -o %t.bad.cu 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not test -e %t.bad.cu
// RUN: python3 %S/../Inputs/expect-status.py 0 %tilec --no-syntax-check --emit=c %S/Inputs/syntax-error-in-main.c -o %t.skipped.c
// The compiler is --cpp's without -E ('cc' for a standalone 'cpp'):
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --cpp=cpp --emit=c %S/Inputs/syntax-error-in-main.c -o %t.bad.c 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec '--cpp=gcc -E -std=c99' --emit=c %S/Inputs/syntax-error-in-main.c -o %t.bad.c 2>&1 | FileCheck %s --check-prefix=GCC
// RUN: not test -e %t.bad.c
// A name that does not end in .c is still read as C ('-x c', for the
// preprocessor too):
// RUN: cp %S/Inputs/syntax-error-in-main.c %t.bad.txt
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --emit=c %t.bad.txt -o %t.bad.c 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not test -e %t.bad.c
//
// RUN: python3 %S/../Inputs/expect-status.py 0 %tilec --emit=c -DSCALE=2 %S/Inputs/complex-main.c -o %t.ok.c 2>&1 | FileCheck %s --allow-empty --check-prefix=OK
// RUN: python3 %S/../Inputs/expect-status.py 0 %tilec -DSCALE=2 %S/Inputs/complex-main.c -o %t.ok.cu 2>&1 | FileCheck %s --allow-empty --check-prefix=OK
// RUN: cp %S/Inputs/complex-main.c %t.ok.txt
// RUN: python3 %S/../Inputs/expect-status.py 0 %tilec --emit=c -DSCALE=2 %t.ok.txt -o %t.ok2.c
// RUN: FileCheck %s --check-prefix=TILED < %t.ok2.c
// RUN: %cc -DSCALE=2 %S/Inputs/complex-main.c -o %t.orig && %t.orig > %t.orig.out
// RUN: %cc -DSCALE=2 %t.ok.c -o %t.new && %t.new > %t.new.out
// RUN: diff %t.orig.out %t.new.out
// RUN: FileCheck %s --check-prefix=TILED < %t.ok.c
// Inside a region the same constant is an error of tilec's, saying so:
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --emit=c %S/Inputs/complex-in-scop.c -o %t.scop.c 2>&1 | FileCheck %s --check-prefix=SCOP
// The user's -D reaches the check: without SCALE the file is not valid C.
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --emit=c %S/Inputs/complex-main.c -o %t.noscale.c 2>&1 | FileCheck %s --check-prefix=NOSCALE

// BAD: {{syntax-error-in-main.c|syntax-check.c.tmp.bad.txt}}:11:{{[0-9]+}}: error: expected expression before {{.*}}
// BAD: tilec: note: 'cc -fsyntax-only' rejects '{{.*}}'; tilec translates valid C only (--no-syntax-check skips this check)

// GCC: tilec: note: 'gcc -fsyntax-only' rejects

// OK-NOT: error
// OK-NOT: warning

// TILED: a[i] = 2 * a[i];

// SCOP: complex-in-scop.c:6:12: error: imaginary constant '2.0i' is not supported in a transformed region

// NOSCALE: complex-main.c:{{[0-9]+}}:{{[0-9]+}}: error: {{.*}}SCALE{{.*}} undeclared
