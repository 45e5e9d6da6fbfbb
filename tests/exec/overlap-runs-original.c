// A region whose pointer parameters may overlap (scale_add(n, a, b), tiled
// on the assumption that a and b are apart) called with b = a + 1: the
// run-time alias check sends it to the original loops, the profile line says
// so, and the program prints what the original prints, plain and with
// OpenMP.  Called with b apart, the tiled loops run.
// RUN: %compare --expect-original -o %t.overlap -r '2 1' -r '7 1' -r '40 1' \
// RUN:   %S/../Inputs/overlapping-arrays.c
// RUN: FileCheck %s --check-prefix=OVERLAP < %t.overlap/run3.generated.profile
// RUN: env OMP_NUM_THREADS=2 %compare --expect-original -o %t.omp -T --openmp \
// RUN:   -C -fopenmp -r '40 1' %S/../Inputs/overlapping-arrays.c
// RUN: %compare -o %t.apart -r '1 0' -r '7 0' -r '40 0' %S/../Inputs/overlapping-arrays.c
// RUN: FileCheck %s --check-prefix=APART < %t.apart/run3.generated.profile
// RUN: FileCheck %s --check-prefix=CODE < %t.apart/generated.c

// OVERLAP: {{^}}tilec profile: region 0 ({{.*}}overlapping-arrays.c:19-21): original loops (arrays overlap){{$}}
// APART: {{^}}tilec profile: region 0 ({{.*}}overlapping-arrays.c:19-21): transformed{{$}}
// CODE:      if (((const char *)b + {{.*}} <= (const char *)a || {{.*}})) {
// CODE-NEXT:   tilec_profile_region(0, "{{.*}}overlapping-arrays.c:19-21", "transformed");
// CODE-NEXT:   for (int i_tile = 0; i_tile < n; i_tile += 32)
// CODE:      } else {
// CODE-NEXT:   tilec_profile_region(0, "{{.*}}overlapping-arrays.c:19-21", "original loops (arrays overlap)");
// CODE-NEXT:   for (int i = 0; i < n; i++)
