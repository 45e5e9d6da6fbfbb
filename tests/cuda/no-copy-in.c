// An array that the GPU code writes whole before anything reads it is not
// copied to the GPU (matmul's P: every thread of the band that covers P's
// extents stores its element, unconditionally); the device copy starts
// uninitialised, and TILEC_POISON=1 fills it with NaN bytes so that tests
// catch an element left unwritten.  Arrays read first, written only under
// a condition, or written over less than their extent are copied in, and
// so is one read by a kernel inside an earlier host loop.  The
// code is in Inputs/copy-in.c, so that these lines are not in the output.
// RUN: %tilec --remarks %S/Inputs/copy-in.c -o %t.cu 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: FileCheck %s < %t.cu
// RUN: %tilec --emit=opencl %S/Inputs/copy-in.c -o - | FileCheck --check-prefix=OPENCL %s
// REMARK: copy-in.c:11:7: remark: kernel 'product_kernel0' stores every element of 'C' before anything reads it: 'C' is not copied to the GPU
// REMARK-NOT: is not copied to the GPU
// CHECK-LABEL: void product(
// CHECK:         TILEC_CHECK(cudaMemcpy(d_A, A, {{.*}}, cudaMemcpyHostToDevice));
// CHECK-NEXT:    TILEC_CHECK(cudaMemcpy(d_B, B, {{.*}}, cudaMemcpyHostToDevice));
// CHECK-NEXT:    TILEC_POISON(d_C, sizeof(float) * (size_t)C_count); /* not copied in: the kernels write every element of 'C' before reading one */
// CHECK-NOT:     cudaMemcpy(d_C
// CHECK:         TILEC_CHECK(cudaMemcpy(C, d_C, {{.*}}, cudaMemcpyDeviceToHost));
// CHECK-LABEL: void accumulate(
// CHECK:         TILEC_CHECK(cudaMemcpy(d_C, C, {{.*}}, cudaMemcpyHostToDevice));
// CHECK-LABEL: void clamp(
// CHECK:         TILEC_CHECK(cudaMemcpy(d_C, C + C_first, {{.*}}, cudaMemcpyHostToDevice));
// CHECK-LABEL: void head(
// CHECK:         TILEC_CHECK(cudaMemcpy(d_C, C, {{.*}}, cudaMemcpyHostToDevice));
// CHECK-LABEL: void later(
// CHECK:         TILEC_CHECK(cudaMemcpy(d_B, (float *)B, {{.*}}, cudaMemcpyHostToDevice));
// CHECK-NOT:     TILEC_POISON
// OPENCL:        TILEC_CL_WRITE(d_B, B, {{.*}});
// OPENCL-NEXT:   TILEC_POISON(d_C, {{.*}});
// OPENCL:        TILEC_CL_WRITE(d_C, C{{( \+ C_first)?}}, {{.*}});
