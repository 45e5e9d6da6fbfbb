// A cast to a narrower integer type in a loop bound changes the value:
// (char)260 is 4 and (char)(i + 100) wraps once i + 100 passes 127.  The
// region must keep that meaning (or be left alone, as it is now: the
// generated program has no region to report): the regenerated program,
// plain and tiled, prints what the original prints.
// RUN: %compare --expect-no-region -T --no-transform -o %t.plain %s
// RUN: %compare --expect-no-region -o %t.tiled %s
// RUN: %tilec --emit=c --no-transform %s -o - | FileCheck %s --match-full-lines

#include <stdio.h>

double A[400];

void from_constant(void) {
  for (int i = (char)260; i < 10; i++)
    for (int j = 0; j < 10; j++)
      A[i * 10 + j] = A[i * 10 + j] + i + j;
}

void from_iterator(int n) {
  for (int i = 0; i < n; i++)
    for (int j = (char)(i + 100); j < 30; j++)
      A[i + j + 200] += 1;
}

// CHECK-LABEL: void from_constant(void) {
// CHECK-NEXT:    for (int i = {{\(char\)260|4}}; i < 10; i++)
// CHECK-LABEL: void from_iterator(int n) {
// CHECK-NEXT:    for (int i = 0; i < n; i++)
// CHECK-NEXT:      for (int j = (char)(i + 100); j < 30; j++)

int main(void) {
  from_constant();
  from_iterator(60);
  double s = 0;
  for (int k = 0; k < 400; k++)
    s += A[k] * (k + 1);
  printf("%.17g\n", s);
  return 0;
}
