// Struct members (Inputs/struct-members.c): a region reads each member
// once, at its start, into a variable named after it (out->rows is the
// parameter out_rows, out->data the pointer out_data, x.v the array x_v,
// a member of a const struct is const), and the dump says which member
// each stands for; the generated C starts with those bindings, which
// follow a pointer only where it is set (a loop with no iterations may
// have a null one).
// RUN: %tilec --emit=ir %S/../Inputs/struct-members.c | FileCheck %s
// RUN: %tilec --emit=c %S/../Inputs/struct-members.c -o %t.c
// RUN: FileCheck %s --check-prefix=C < %t.c
// CHECK-LABEL: region 0 'scale'
// CHECK-NEXT:  params: int out_rows = out->rows, int out_cols = out->cols
// CHECK-NEXT:  arrays:
// CHECK-NEXT:    float out_data[out_rows][out_cols]{{ +}}// struct member out->data, linearised, restrict, written, line 30
// CHECK-NEXT:    float in_data[out_rows][out_cols]{{ +}}// struct member in->data, linearised, restrict, line 30
// CHECK-NEXT:  scalars: double out_factor = out->factor
// CHECK:       S0: out_data[i][j] = in_data[i][j] * (float)out_factor + i;
// CHECK-LABEL: region 1 'axpy'
// CHECK:         float y_v[64]{{ +}}// struct member y->v, written, line 36
// CHECK-NEXT:    float x_v[64]{{ +}}// struct member x.v, line 36
// CHECK:       S0: y_v[i] += alpha * x_v[i];
// CHECK-LABEL: region 2 'reverse'
// CHECK:         const float y_v[64]{{ +}}// struct member y->v, line 43
// C-LABEL: void scale(matrix_t *out, const matrix_t *in) {
// C-NEXT:    const int out_rows = (out ? out->rows : 0);
// C-NEXT:    const int out_cols = (out ? out->cols : 0);
// C-NEXT:    const double out_factor = (out ? out->factor : 0);
// C-NEXT:    float *const out_data = (out ? out->data : 0);
// C-NEXT:    float *const in_data = (in ? in->data : 0);
// C-LABEL: void axpy(
// C:         float *const x_v = x.v;
// C-LABEL: void reverse(struct vec *z, const struct vec *y) {
// C:         const float *const y_v = (y ? y->v : 0);
