// --list-passes names every transformation with its recipe syntax.
// RUN: %tilec --list-passes | FileCheck %s
// CHECK: strip-mine      stripmine LOOP SIZE
// CHECK-NEXT: permute         permute LOOP LOOP ...
// CHECK-NEXT: tile            tile LOOP,LOOP,... SIZE,SIZE,...
// CHECK-NEXT: distribute      distribute LOOP
// CHECK-NEXT: fuse            fuse LOOP LOOP
// CHECK-NEXT: join            join LOOP LOOP
// CHECK-NEXT: reschedule      reschedule LOOP
// CHECK-NEXT: wavefront       wavefront LOOP,LOOP,... SIZE,SIZE,...
// CHECK-NEXT: expand          expand ARRAY LOOP
// CHECK-NEXT: snapshot        snapshot ARRAY LOOP
// CHECK-NEXT: inplace         inplace SCALAR LOOP
// CHECK-NEXT: scalar-replace  scalar-replace LOOP
// CHECK-NEXT: unroll          unroll LOOP FACTOR
