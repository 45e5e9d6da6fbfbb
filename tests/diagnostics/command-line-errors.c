// A bad command line (unknown option, no input, two inputs, a bad --emit
// value, a missing option argument) is exit status 2, with a one-line
// error and a hint to run --help; nothing is read or written.
// RUN: python3 %S/../Inputs/expect-status.py 2 %tilec --bogus %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: python3 %S/../Inputs/expect-status.py 2 %tilec 2>&1 | FileCheck %s --check-prefix=NOINPUT
// RUN: python3 %S/../Inputs/expect-status.py 2 %tilec --emit=ir %s %s 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: python3 %S/../Inputs/expect-status.py 2 %tilec --emit=llvm %s 2>&1 | FileCheck %s --check-prefix=EMIT
// RUN: python3 %S/../Inputs/expect-status.py 2 %tilec --emit=ir %s -o 2>&1 | FileCheck %s --check-prefix=NOARG

void f(int n, double *A) {
  for (int i = 0; i < n; i++)
    A[i] = 0;
}

// UNKNOWN:      tilec: error: unknown option '--bogus'
// UNKNOWN-NEXT: try 'tilec --help' for more information
// UNKNOWN-NOT:  region

// NOINPUT:      tilec: error: no input file
// NOINPUT-NEXT: try 'tilec --help' for more information

// TWO:      tilec: error: more than one input file given ('{{.*}}command-line-errors.c')
// TWO-NEXT: try 'tilec --help' for more information
// TWO-NOT:  region

// EMIT:      tilec: error: invalid value 'llvm' for '--emit=' (expected ir, deps, c, cuda or opencl)
// EMIT-NEXT: try 'tilec --help' for more information

// NOARG:      tilec: error: missing argument to '-o'
// NOARG-NEXT: try 'tilec --help' for more information
