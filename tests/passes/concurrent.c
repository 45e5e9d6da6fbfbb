// The concurrent pass (CUDA) launches consecutive kernels that share no
// data side by side on streams: the dump shows the fork before the
// group, each launch's stream, the join after it.  The automatic pipeline
// groups the two row sweeps (a thread's loop per row), not the
// block-tiled products, nor launches in a host loop (smooth's).  A recipe
// groups the products too - the clearing of 'v' and G = E F, which reads
// what they write, come after the join - and the smoothings in the loop.
// RUN: %tilec --print-after=concurrent --remarks %S/../Inputs/concurrent.c -o /dev/null 2>&1 | FileCheck %s
// The saved recipe names the group, and replays to the same .cu.
// RUN: %tilec --save-recipe=%t.recipe %S/../Inputs/concurrent.c -o %t.auto.cu
// RUN: FileCheck %s --check-prefix=RECIPE < %t.recipe
// RUN: %tilec --recipe=%t.recipe %S/../Inputs/concurrent.c -o %t.replay.cu
// RUN: cmp %t.auto.cu %t.replay.cu
// RUN: %tilec --recipe=%S/../gpu/recipes/concurrent+loop.recipe --print-after=concurrent %S/../Inputs/concurrent.c -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOOP
// Refusals from a recipe: located errors, no output file.
// RUN: printf 'map-gpu i@18\nconcurrent products_kernel2 products_kernel3\n' > %t.b1
// RUN: not %tilec --recipe=%t.b1 %S/../Inputs/concurrent.c -o %t.b1.cu 2>&1 | FileCheck %s --check-prefix=CONFLICT
// RUN: test ! -e %t.b1.cu
// RUN: printf 'map-gpu i@18\nconcurrent products_kernel0 products_kernel2\n' > %t.b2
// RUN: not %tilec --recipe=%t.b2 %S/../Inputs/concurrent.c -o %t.b2.cu 2>&1 | FileCheck %s --check-prefix=APART
// RUN: printf 'map-gpu i@18\nconcurrent products_kernel0 produts_kernel1\n' > %t.b3
// RUN: not %tilec --recipe=%t.b3 %S/../Inputs/concurrent.c -o %t.b3.cu 2>&1 | FileCheck %s --check-prefix=NAME
// RUN: printf 'map-gpu i@18\nconcurrent product_kernel0 products_kernel1\n' > %t.b8
// RUN: not %tilec --recipe=%t.b8 %S/../Inputs/concurrent.c -o %t.b8.cu 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: printf 'map-gpu i@18\nconcurrent products_kernel0\n' > %t.b4
// RUN: not %tilec --recipe=%t.b4 %S/../Inputs/concurrent.c -o %t.b4.cu 2>&1 | FileCheck %s --check-prefix=ONE
// RUN: printf 'map-gpu i@18\nconcurrent products_kernel0 products_kernel1\n' > %t.b5
// RUN: not %tilec --emit=opencl --recipe=%t.b5 %S/../Inputs/concurrent.c -o %t.b5.c 2>&1 | FileCheck %s --check-prefix=OPENCL
// RUN: printf 'map-gpu i@18\nconcurrent products_kernel0 i@24\n' > %t.b6
// RUN: not %tilec --recipe=%t.b6 %S/../Inputs/concurrent.c -o %t.b6.cu 2>&1 | FileCheck %s --check-prefix=LOOPNAME
// RUN: printf 'map-gpu i@18\nconcurrent products_kernel0 products_kernel1\nconcurrent products_kernel1 products_kernel2\n' > %t.b7
// RUN: not %tilec --recipe=%t.b7 %S/../Inputs/concurrent.c -o %t.b7.cu 2>&1 | FileCheck %s --check-prefix=TWICE
// OpenCL: no groups.
// RUN: %tilec --emit=opencl --remarks %S/../Inputs/concurrent.c -o %t.cl.c 2>&1 | FileCheck %s --check-prefix=NOCL
// NOCL-NOT: side by side

// CHECK-NOT: products_kernel{{.*}} side by side
// CHECK: concurrent.c:44:3: remark: kernels 'sweeps_kernel0' and 'sweeps_kernel1' run side by side on 2 CUDA streams: none writes an array another uses
// CHECK-NOT: side by side
// CHECK-LABEL: region 1 'sweeps'
// CHECK:      fork 2 streams; {{ *}}// CUDA: side streams 1.. wait for the work before
// CHECK-NEXT: kernel sweeps_kernel0 grid(i) block(256 at most) {
// CHECK-NEXT:   on stream 1; {{ *}}// CUDA: beside the other launches of its group
// CHECK:      kernel sweeps_kernel1 grid(i) block(256 at most) {
// CHECK-NEXT:   on stream 2;
// CHECK:      join 2 streams; {{ *}}// CUDA: the work after waits for them
// CHECK-NOT:  region 2

// RECIPE:      # region 0: 'products'
// RECIPE-NOT:  {{^}}concurrent
// RECIPE:      # region 1: 'sweeps'
// RECIPE:      batch j@51 8
// RECIPE-NEXT: concurrent sweeps_kernel0 sweeps_kernel1
// RECIPE-NEXT: # region 2: 'smooth'
// RECIPE-NOT:  {{^}}concurrent

// LOOP-LABEL: region 0 'products'
// LOOP:      fork 2 streams;
// LOOP-NEXT: kernel products_kernel0 grid(j_first, i_first) block(4, 32) {
// LOOP-NEXT:   on stream 1;
// LOOP:      kernel products_kernel1 grid(j_first2, i_first2) block(4, 32) {
// LOOP-NEXT:   on stream 2;
// LOOP:      join 2 streams;
// LOOP-NEXT: kernel products_kernel2 grid(i) block(256 at most) {
// LOOP-NOT:  on stream
// LOOP:      kernel products_kernel3
// LOOP-NOT:  on stream
// LOOP:      region 1 'sweeps'
// LOOP-LABEL: region 2 'smooth'
// LOOP:      for (int s = 0; s <= t - 1; s += 1) {
// LOOP-NEXT:   fork 2 streams;
// LOOP-NEXT:   kernel smooth_kernel0 grid(i) block(256 at most) {
// LOOP-NEXT:     on stream 1;
// LOOP:        kernel smooth_kernel1 grid(i) block(256 at most) {
// LOOP-NEXT:     on stream 2;
// LOOP:        join 2 streams;
// LOOP-NEXT:   kernel smooth_kernel2 grid(i) block(256 at most) {
// LOOP-NOT:    on stream

// CONFLICT: b1:2:1: error: kernels 'products_kernel2' and 'products_kernel3' cannot run side by side: kernel 'products_kernel2' writes 'v', which kernel 'products_kernel3' reads
// CONFLICT-NEXT: concurrent products_kernel2 products_kernel3
// CONFLICT-NEXT: ^
// APART: b2:2:1: error: kernel 'products_kernel2' is not launched right after kernel 'products_kernel0': concurrent takes consecutive launches, in their order
// NAME: b3:2:1: error: no kernel 'produts_kernel1' in region 'products' (its kernels: 'products_kernel0', 'products_kernel1', 'products_kernel2', 'products_kernel3')
// NONE: b8:2:1: error: no kernel 'product_kernel0' in any region ('concurrent' names kernels, as --print-after=map-gpu shows them)
// ONE: b4:2:1: error: malformed 'concurrent' step; expected 'concurrent KERNEL KERNEL...'
// OPENCL: b5:2:1: error: concurrent launches run on CUDA streams; OpenCL keeps one in-order queue (--emit=cuda)
// LOOPNAME: b6:2:1: error: concurrent names kernels, not loops
// TWICE: b7:3:1: error: kernel 'products_kernel1' runs beside others already
