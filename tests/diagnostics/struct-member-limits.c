// Struct members a region cannot take: an assignment to a member, array
// members of array elements, a member of a member, a member that an array the
// region writes could change (C lets an lvalue of the member's type change
// it, and the region reads it once, at its start), a union member and a
// struct with bit-fields.  Automatically chosen functions stay host code
// with a located remark (exit 0); a scop gets an error (exit 1).
// RUN: %tilec --emit=c --remarks %s -o %t.c 2>&1 | FileCheck %s --check-prefix=AUTO
// RUN: not %tilec --emit=c -DSCOP %s -o %t2.c 2>&1 | FileCheck %s --check-prefix=SCOP
// RUN: not test -e %t2.c

struct pt { float x, y; };
struct poly { float c[4]; };
struct line { struct pt a, b; float c[8]; };
struct counts { int n; int *hist; };
union u { int i; float f[4]; };
struct bits { int a : 3; float *p; };

#ifdef SCOP
#define BEGIN _Pragma("scop")
#define END _Pragma("endscop")
#else
#define BEGIN
#define END
#endif

void write_member(struct counts *c) {
  BEGIN
  for (int i = 0; i < 4; i++)
    // AUTO: struct-member-limits.c:[[@LINE+2]]:5: remark: function 'write_member' left as host code: assignments to struct members are not supported in a transformed region; assignments to their elements ('s->a[i] = ...') are
    // SCOP: struct-member-limits.c:[[@LINE+1]]:5: error: assignments to struct members are not supported
    c->n = i;
  END
}

void elements(struct poly *p, int n) {
  BEGIN
  for (int i = 0; i < n; i++)
    // AUTO: struct-member-limits.c:[[@LINE+2]]:5: remark: function 'elements' left as host code: array members of array elements ('p[i].v[k]') are not supported in a transformed region; number members ('p[i].x') are
    // SCOP: struct-member-limits.c:[[@LINE+1]]:5: error: array members of array elements ('p[i].v[k]') are not supported
    p[i].c[0] = 0;
  END
}

void nested(struct line *l, int n) {
  BEGIN
  for (int i = 0; i < n; i++)
    // AUTO: struct-member-limits.c:[[@LINE+2]]:15: remark: function 'nested' left as host code: members of this expression are not supported in a transformed region
    // SCOP: struct-member-limits.c:[[@LINE+1]]:15: error: members of this expression are not supported
    l->c[i] = l->a.x;
  END
}

void same_type(struct counts *c, int *out) {
  BEGIN
  // AUTO: struct-member-limits.c:[[@LINE+2]]:23: remark: function 'same_type' left as host code: the region reads 'c->n' once, at its start, but it writes 'out', whose elements could be that member
  // SCOP: struct-member-limits.c:[[@LINE+1]]:23: error: the region reads 'c->n' once
  for (int i = 0; i < c->n; i++)
    out[i] = c->hist[i];
  END
}

void a_union(union u *v, float *out, int n) {
  BEGIN
  for (int i = 0; i < n; i++)
    // AUTO: struct-member-limits.c:[[@LINE+2]]:14: remark: function 'a_union' left as host code: 'v->f' is not a member of a struct whose definition tilec reads
    // SCOP: struct-member-limits.c:[[@LINE+1]]:14: error: 'v->f' is not a member of a struct
    out[i] = v->f[i % 4];
  END
}

void bitfield(struct bits *b, int n) {
  BEGIN
  for (int i = 0; i < n; i++)
    // AUTO: struct-member-limits.c:[[@LINE+2]]:5: remark: function 'bitfield' left as host code: 'b->p' is not a member of a struct whose definition tilec reads
    // SCOP: struct-member-limits.c:[[@LINE+1]]:5: error: 'b->p' is not a member of a struct
    b->p[i] = 0;
  END
}
