// Pass-through: with --no-transform, a file whose only region is written
// the way tilec prints it comes back byte for byte, comments, macros,
// #if blocks (also ones that are not C), odd spacing, tabs, trailing
// blanks, a function left as host code and main included; only the
// TILEC_PROFILE helper and the region's call of it are added.
// RUN: %tilec --emit=c --no-transform %s -o %t.c
// RUN: python3 %S/Inputs/strip-profile.py %t.c > %t.stripped.c
// RUN: diff %s %t.stripped.c
// RUN: cmp %s %t.stripped.c
// RUN: FileCheck %s --check-prefix=PROFILE < %t.c

/* A block comment
 *   with odd   spacing */
#include <stdio.h>
#define N 16
#define TWICE(x) \
  ((x) + \
   (x))
#if 0
this is not C { at all
void never(int n, double *A) { for (int i = 0; i < n; i++) A[i] = 0; }
#elif defined(__GNUC__) 
static double A[N][N];   
#else
static double A[N][N], unused;
#endif

static int	odd ( int  x )  {return TWICE( x )+
	1 ;}   /* tab-indented continuation */

void host(int n, double *v) {
  int k = 0;  // a while loop keeps this function host code
  while (k < n) { v[k] = k;   k++; }
  for (int i = 0; i < n; i++)   v[i]  +=  1;
}

void kernel(int n) {
  #pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = A[i][j] * 2 + i;
  #pragma endscop
}

int main(void) {
  double v[N];
  host(N, v);
  kernel(N);
  printf("%g %g %d\n", A[3][4], v[5], odd(2));   return 0;
}

// The helper before the region's function, and the region's call of it.
// PROFILE:      {{^}}static void tilec_profile_region(int tilec_region, const char *tilec_where, const char *tilec_what){{$}}
// PROFILE:      {{^}}void kernel(int n) {{{$}}
// PROFILE-NEXT: {{^}}  #pragma scop{{$}}
// PROFILE-NEXT: {{^}}  tilec_profile_region(0, "{{.*}}passthrough-identical.c:{{[0-9]+}}-{{[0-9]+}}", "unchanged");{{$}}
// PROFILE-NEXT: {{^}}  for (int i = 0; i < n; i++){{$}}
