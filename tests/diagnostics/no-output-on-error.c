// An error in the input is exit status 1 and leaves no output file behind
// (no partial file, no temporary beside it); an output file that was
// already there is left as it was.
// RUN: rm -rf %t.dir
// RUN: mkdir -p %t.dir
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --emit=c %s -o %t.dir/out.c 2>&1 | FileCheck %s
// RUN: not test -e %t.dir/out.c
// RUN: ls -A %t.dir | count 0
// RUN: echo "previous contents" > %t.dir/old.c
// RUN: not %tilec --emit=c %s -o %t.dir/old.c 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=OLD < %t.dir/old.c
// RUN: ls -A %t.dir | count 1
// RUN: python3 %S/../Inputs/expect-status.py 1 %tilec --emit=c %t.dir/missing.c -o %t.dir/out.c 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not test -e %t.dir/out.c

void f(int n, double *A) {
#pragma scop
  for (int i = 0; i < n; i++)
    // CHECK: no-output-on-error.c:[[@LINE+1]]:5: error: 'while' loops are not supported in a transformed region
    while (A[i] > 1) A[i] /= 2;
#pragma endscop
}

// OLD: previous contents
// MISSING: tilec: error: cannot open file '{{.*}}missing.c': No such file or directory
