// The run-time overlap check compares footprints, negative offsets
// included: two pointers into one block whose accesses overlap only
// through a[-1] run the original loops on the host, while adjacent ones
// that do not overlap run the kernel.  Program in Inputs/offset-alias.c.
// RUN: %opencl-compare --expect-regions original,transformed -o %t %S/Inputs/offset-alias.c | FileCheck %s
// RUN: env TILEC_PROFILE=1 %t/opencl 2>&1 | FileCheck --check-prefix=PROFILE %s
// RUN: %tilec --emit=opencl %S/Inputs/offset-alias.c -o - | FileCheck --check-prefix=CODE %s
// CHECK: ok: run 1 {{.*}}: 1 kernels, 1 launched; 2 region runs: 1 transformed, 1 original loops (arrays overlap); ok: 2 arrays
// PROFILE:      begin dump: overlap
// PROFILE-NOT:  tilec profile
// PROFILE:      end   dump: overlap
// PROFILE-NEXT: tilec profile: region 0 ({{.*}}offset-alias.c:{{[0-9]+}}-{{[0-9]+}}): transformed
// PROFILE-NEXT: tilec profile: copy to the GPU (region 0)
// PROFILE-NEXT: tilec profile: kernel sums_kernel0
// PROFILE:      begin dump: adjacent
// CODE: if (!tilec_overlap(b, sizeof(double) * (size_t)(n >= 1 ? n : 0L), a + (n >= 1 ? -1L : 0L), sizeof(double) * (size_t)(n >= 1 ? (long)n + 1 : 0L))) {
