/* ir.h - tilec's loop-nest IR: the one representation every pass reads and
 * rewrites, built by the frontend's lowering (frontend/lower.c) and printed
 * by ir/print.c (--emit=ir) and the code generators in codegen/.
 *
 * Also the base library every module shares: the arena that owns all
 * memory of a compilation (ir/arena.c), diagnostics with source carets
 * (ir/diag.c) and affine expressions (ir/aff.c). */
#ifndef TILEC_IR_H
#define TILEC_IR_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

/* ---------------------------------------------------------------- arena */

/* All memory of a compilation comes from one arena, released at exit.
 * Allocation failure prints a message and exits (status 1). */
void *ir_alloc(size_t size); /* zero-filled */
void *ir_realloc(void *old, size_t old_size, size_t new_size);
char *ir_strdup(const char *s);
char *ir_strndup(const char *s, size_t n);
char *ir_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
char *ir_vprintf(const char *fmt, va_list ap);
void ir_arena_release(void);

/* Growable array of pointers, arena-backed. */
struct ir_vec {
  void **v;
  int n, cap;
};
void ir_vec_push(struct ir_vec *vec, void *p);
/* Is P one of the pointers of VEC? */
bool ir_vec_contains(const struct ir_vec *vec, const void *p);

/* A growable string buffer, arena-backed. */
struct ir_buf {
  char *s;
  size_t len, cap;
};
void ir_buf_puts(struct ir_buf *b, const char *s);
void ir_buf_putn(struct ir_buf *b, const char *s, size_t n);
void ir_buf_printf(struct ir_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* ---------------------------------------------------------------- locations and diagnostics */

/* A position in the user's files: file as named by the preprocessor's line
 * markers (so inside headers it is the header), 1-based line and column.
 * col == 0 means the column is unknown (the token came out of a macro
 * expansion and could not be found on its line). */
struct ir_loc {
  const char *file;
  int line, col;
};

enum diag_level { DIAG_ERROR, DIAG_WARNING, DIAG_NOTE, DIAG_REMARK };

/* Print "file:line:col: LEVEL: message", the source line and a caret, as
 * gcc and clang do.  Remarks are printed only after diag_enable_remarks().
 * Errors are counted (diag_error_count). */
void diag_report(enum diag_level level, struct ir_loc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void diag_vreport(enum diag_level level, struct ir_loc loc, const char *fmt, va_list ap);
#define diag_error(loc, ...) diag_report(DIAG_ERROR, loc, __VA_ARGS__)
#define diag_warning(loc, ...) diag_report(DIAG_WARNING, loc, __VA_ARGS__)
#define diag_note(loc, ...) diag_report(DIAG_NOTE, loc, __VA_ARGS__)
#define diag_remark(loc, ...) diag_report(DIAG_REMARK, loc, __VA_ARGS__)
void diag_enable_remarks(bool on);
bool diag_remarks_enabled(void);
int diag_error_count(void);
/* A problem with no source position: "tilec: error: message". */
void diag_plain(enum diag_level level, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Broken invariant: "file:line: internal error: message", then abort(). */
#define ir_internal_error(...) diag_internal(__FILE__, __LINE__, __VA_ARGS__)
_Noreturn void diag_internal(const char *file, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Text of line LINE of FILE (without newline), or NULL; files are read
 * once and cached.  Used for carets and for column recovery. */
const char *diag_source_line(const char *file, int line, size_t *len);
/* Let diagnostics show the text of FILE from memory (the main input,
 * which was already read). */
void diag_register_source(const char *file, const char *text, size_t len);
/* Edit distance helper for "did you mean" hints: the candidate closest to
 * NAME (distance <= max(1, len/3)), or NULL. */
const char *diag_closest_name(const char *name, const char **candidates, int n);

/* ---------------------------------------------------------------- types */

enum ir_base {
  IR_T_VOID,
  IR_T_BOOL,
  IR_T_CHAR,
  IR_T_SHORT,
  IR_T_INT,
  IR_T_LONG,
  IR_T_LLONG,
  IR_T_FLOAT,
  IR_T_DOUBLE,
  IR_T_LDOUBLE,
};

/* Scalar element types only: arrays and pointers are described by
 * struct ir_array. */
struct ir_type {
  enum ir_base base;
  bool is_unsigned;
  bool signed_char; /* IR_T_CHAR written 'signed char' (plain char may be unsigned) */
};
/* Can every value of FROM be represented in TO (integer types)? */
bool ir_type_holds(struct ir_type to, struct ir_type from);
/* The bytes of a value of type T on the targets tilec serves (LP64; a
 * long double: 16). */
long ir_type_bytes(struct ir_type t);
bool ir_type_is_integer(struct ir_type t);
/* Signed integer types. */
bool ir_type_is_signed_int(struct ir_type t);
/* Unsigned integer types.  Affine arithmetic takes their values as
 * integers, exact where no operation wraps around: the frontend proves
 * that of every unsigned expression an affine form stands for, and
 * refuses the region otherwise (frontend/delinearize.c, fe_prove_range).
 * Generated code computes affine expressions in long, an unsigned
 * variable read as (long)v, so 64-bit unsigned values are taken up to
 * LONG_MAX (ir_type_unsigned_max). */
bool ir_type_is_unsigned_int(struct ir_type t);
/* The largest value of unsigned integer type T that affine arithmetic
 * takes: UINT_MAX for unsigned int, LONG_MAX for 64-bit types. */
long ir_type_unsigned_max(struct ir_type t);
/* The type of a loop iterator that a pass adds beside one of type T:
 * T, or long for an unsigned T (a tile loop's iterator steps past the
 * last point, where an unsigned one could wrap around). */
struct ir_type ir_type_new_iter(struct ir_type t);
bool ir_type_is_float(struct ir_type t);
const char *ir_type_name(struct ir_type t); /* "int", "unsigned long", "double" */

/* ---------------------------------------------------------------- variables */

enum ir_var_kind {
  IR_VAR_ITER,   /* loop iterator of a loop in the region */
  IR_VAR_PARAM,  /* integer scalar that the region reads but never writes:
                    symbolic size parameter (Width, ni) */
  IR_VAR_SCALAR, /* any other scalar: locals of the region (sum), outer
                    scalars read or written (alpha, float_n) */
  IR_VAR_QUOT,   /* floor(QUOT / QUOT_DIV) of an affine expression over
                    iterators and parameters: a term of loop bounds only
                    (j < i / 2 has the upper bound (i / 2) - 1).  Where
                    QUOT_NONNEG (the frontend proved the dividend never
                    negative) it prints as C's '/', which then rounds
                    down; otherwise as (x - (x % d + d) % d) / d */
};

struct ir_var {
  const char *name;
  enum ir_var_kind kind;
  struct ir_type type;
  struct ir_loc loc; /* declaration */
  int id;            /* index in its region's vars vector */
  bool local;        /* declared inside the region */
  bool written;      /* assigned somewhere in the region */
  bool live_out;     /* an iterator whose final value is read after the region, or
                        a scalar it writes whose value may be read after it */
  /* --split: a scalar of the program that the region writes, every read
   * of it in the region getting a value the region wrote and none after
   * it (passes/manager.c): the region's function declares it instead of
   * taking its (maybe unset) value. */
  bool own_values;
  /* A struct member the region reads ("s->n"): the region's code starts
   * with "const int s_n = s->n;" (cg_derived_params); NULL otherwise. */
  const char *bind;
  /* IR_VAR_QUOT: the dividend and the divisor (> 1), and the region, for
   * the quotients that substitution into the dividend makes. */
  struct ir_aff *quot;
  long quot_div;
  bool quot_nonneg;
  struct ir_region *quot_region;
};

/* ---------------------------------------------------------------- affine expressions */

/* cst + sum(coef * var), terms sorted by var->id, no zero coefficients. */
struct ir_aff_term {
  struct ir_var *var;
  long coef;
};
struct ir_aff {
  long cst;
  int nterms;
  struct ir_aff_term *terms;
};

/* Constructors and arithmetic.  Each returns a new affine expression; the
 * checked ones return NULL when a coefficient overflows a long. */
struct ir_aff *ir_aff_const(long c);
struct ir_aff *ir_aff_var(struct ir_var *v);
struct ir_aff *ir_aff_add(const struct ir_aff *a, const struct ir_aff *b);
struct ir_aff *ir_aff_sub(const struct ir_aff *a, const struct ir_aff *b);
struct ir_aff *ir_aff_scale(const struct ir_aff *a, long k);
struct ir_aff *ir_aff_add_const(const struct ir_aff *a, long c);
/* A OP B for OP '+', '-', '*' (one side constant), '/' and '%' (both
 * constant, as C computes them); NULL when that is not affine, when an
 * operand is NULL or on overflow. */
struct ir_aff *ir_aff_binary(int op, const struct ir_aff *a, const struct ir_aff *b);
bool ir_aff_is_const(const struct ir_aff *a);
long ir_aff_coef(const struct ir_aff *a, const struct ir_var *v);
/* A's terms of positive coefficients (*POS) and the others negated
 * (*NEG), the constant left out: A = *POS - *NEG + A's constant (for
 * printing a test with positive terms on each side). */
void ir_aff_signs(const struct ir_aff *a, struct ir_aff **pos, struct ir_aff **neg);
bool ir_aff_equal(const struct ir_aff *a, const struct ir_aff *b);
/* Order of the linear parts (terms, not the constant) of A and B: by
 * number of terms, then by each term's variable id and coefficient;
 * 0 when they are equal. */
int ir_aff_cmp_linear(const struct ir_aff *a, const struct ir_aff *b);
/* Does A depend on V: a term of V, or a quotient whose dividend does? */
bool ir_aff_uses(const struct ir_aff *a, const struct ir_var *v);
/* Has A a quotient term (an IR_VAR_QUOT variable)? */
bool ir_aff_has_quot(const struct ir_aff *a);
/* Readable C text: "Width - 1", "2 * i + j", "0"; an unsigned variable
 * prints as "(long)n", so the text computes in signed arithmetic. */
char *ir_aff_str(const struct ir_aff *a);
/* The same in source terms (no casts), for messages. */
char *ir_aff_source_str(const struct ir_aff *a);
/* The one expression -> affine converter: the affine form of integer
 * expression E over parameters and iterators, or NULL when it is not
 * affine (only integer arithmetic, products with a constant, division
 * and remainder of constants, casts that keep every value; unsigned
 * values as integers, exact only where nothing wraps around, which the
 * frontend proves for the expressions it reads this way).
 * The frontend's subscripts, bounds and conditions, the polyhedral
 * model's if conditions (passes/model.c) and delinearisation all read
 * expressions through it. */
struct ir_expr;
struct ir_aff *ir_aff_of_expr(const struct ir_expr *e);
/* D with TEST equivalent to D >= 0, TEST a comparison (<=, >=, <, >) of
 * affine expressions; NULL for any other test or on overflow. */
struct ir_aff *ir_aff_of_test(const struct ir_expr *test);
/* Is E quasi-affine: affine, or built with '+', '-', products with a
 * constant and C's '/' and '%' by positive constants from affine parts
 * (A[t % 2][i], B[i / 3])?  The polyhedral model gives such subscripts
 * exact access relations, each quotient an existential variable. */
bool ir_aff_quasi(const struct ir_expr *e);
/* Value and type of an integer literal's spelling (decimal, octal, hex,
 * with u/l/ll suffixes); false if it is malformed or too large. */
bool ir_int_literal(const char *text, unsigned long long *value, struct ir_type *type);
/* Value of a simple character literal ('a', '\n', '\0', '\x41'); false
 * for wide, multi-character or unusual ones. */
bool ir_char_literal(const char *text, long *value);

/* A loop bound: the max (lower bound) or min (upper bound) of its parts. */
struct ir_bound {
  int n;
  struct ir_aff **parts;
};

/* ---------------------------------------------------------------- arrays */

/* A polynomial over parameters with long coefficients: sum of
 * coef * v[0] * ... * v[deg-1] (variables sorted by id).  Footprint sizes
 * multiply extents (Width * Width), which affine forms cannot. */
#define IR_POLY_MAX_DEG 8
struct ir_poly_term {
  long coef;
  int deg;
  struct ir_var *v[IR_POLY_MAX_DEG];
};
struct ir_poly {
  int n;
  struct ir_poly_term *t;
};

/* One piece of a footprint: where every COND[k] >= 0 (== 0 where EQ[k])
 * holds, the footprint is the flat elements FIRST .. FIRST + COUNT - 1
 * (COUNT >= 1) from the array's base. */
struct ir_footprint_piece {
  int ncond;
  struct ir_aff **cond;
  bool *eq;
  struct ir_poly first, count;
};

/* The elements of an array that a region touches (passes/footprint.c),
 * exact, as offsets in elements from its base pointer (which may be
 * negative: a pointer into the middle of a block).  Where no piece's
 * condition holds, nothing is touched. */
struct ir_footprint {
  bool bounded; /* false: WHY says why no range can be given, at WHERE */
  const char *why;
  struct ir_loc where;
  int npieces;
  struct ir_footprint_piece *pieces;
  /* Every element lies in the box the extents give ([0, extents[d]) in
   * each dimension). */
  bool within_extents;
};
/* C text of the first element's offset and of the element count (long),
 * 0 where the footprint is empty; "n >= 1 ? -1 : 0". */
char *ir_footprint_first_str(const struct ir_footprint *f);
char *ir_footprint_count_str(const struct ir_footprint *f);
/* Is the first element always at offset 0? */
bool ir_footprint_starts_at_0(const struct ir_footprint *f);
bool ir_footprint_equal(const struct ir_footprint *a, const struct ir_footprint *b);

/* Where an array lives.  The program's arrays are global; map-gpu makes
 * the others, kernel-local (struct ir_kernel's locals), with constant
 * extents: one copy per block in shared memory (OpenCL: local memory),
 * or one per thread, in registers once the loops over it are unrolled. */
enum ir_space { IR_SPACE_GLOBAL, IR_SPACE_SHARED, IR_SPACE_REGISTER };

enum ir_array_origin {
  IR_ARR_POINTER_PARAM, /* float *M: a pointer parameter of the function */
  IR_ARR_ARRAY_PARAM,   /* double A[1000][1200] or float A[n][m] parameter */
  IR_ARR_LOCAL,         /* array declared in the enclosing function */
  IR_ARR_GLOBAL,        /* array or pointer declared at file scope */
  IR_ARR_REGION,        /* array declared inside the region (float tmp[8];) by an
                           IR_S_ARRAY_DECL statement, with constant extents: each
                           run of that statement makes a new, uninitialised array,
                           so one declared in a loop body is private to each
                           iteration of the loops around its declaration */
  IR_ARR_DEVICE,        /* a buffer of the generated code on the GPU only (map-gpu: a
                           reduction's partial results, struct ir_reduce), neither
                           copied in nor out */
};

struct ir_array {
  const char *name;
  struct ir_type elem;
  enum ir_array_origin origin;
  struct ir_loc loc; /* declaration */
  int id;
  int ndim;
  /* Extents per dimension as affine expressions over parameters; NULL
   * where unknown (the first dimension of an unsized parameter before
   * its footprint is computed). */
  struct ir_aff **extents;
  /* The array is reached through a pointer and its C subscripts are
   * linearised: an access A[e0][e1] prints as A[e0 * extents[1] + e1]. */
  bool linearised;
  bool is_restrict;
  bool is_const; /* element type is const-qualified */
  bool written;  /* some access in the region writes it */
  /* An array reached through a pointer (a pointer or array parameter, a
   * pointer variable): no declaration bounds the elements it may touch,
   * so copies and overlap checks use FOOTPRINT (every access) and
   * WRITTEN_FOOTPRINT (the writes), set by passes/footprint.c; NULL for
   * declared arrays, whose extents bound them. */
  struct ir_footprint *footprint, *written_footprint;
  /* GPU code: the device copy holds the footprint only, so kernels index
   * it from this parameter (long), the footprint's first element; NULL
   * where that is always 0. */
  struct ir_var *device_first;
  /* The host code's pointer to its copy on the GPU: d_NAME, or d_NAME2 ...
   * where that name is taken (passes/map_gpu.c decides it once). */
  const char *device_name;
  enum ir_space space;
  /* A kernel-local array: elements added to its last dimension beyond
   * EXTENTS (so that a warp's accesses hit distinct memory banks). */
  int pad;
  /* A shared tile that holds its array's elements the other way round
   * (passes/promote.c: M[i][k] as [k][i]): its first dimension is the
   * array's last subscript. */
  bool transposed;
  /* Bytes the shared tile's address is a multiple of (0: its type's):
   * 16 for the vector copies of passes/vectorize.c. */
  int align;
  /* A global array that passes/vectorize.c copies VEC_ALLOC elements at a
   * time (0: one): a device copy of its footprint is allocated in whole
   * vectors, one more than the footprint needs, so that a vector whose
   * first element is the footprint's last lies in the allocation (the
   * copy reads only that element, but its address range is the
   * vector's). */
  int vec_alloc;
  /* A device copy from an element other than the first (DEVICE_FIRST)
   * that passes/vectorize.c copies in vectors: the host rounds that first
   * element down to a multiple of VEC_FIRST (copying the few elements
   * before it too: they lie in the array, between its start and the
   * footprint), so that the kernels' vectors stay aligned (0: exact). */
  int vec_first;
  /* A kernel-local array in registers that starts as zeros: coarsen's
   * per-point copies of a scalar, which the thread's points outside the
   * band (where a tile overhangs it) read without having set them. */
  bool zeroed;
  /* A struct member the region reads elements of ("s->a", "s.m"): the
   * region's code starts with "float *const s_a = s->a;"
   * (cg_derived_params), and the array is pointer-like (origin
   * IR_ARR_POINTER_PARAM or IR_ARR_ARRAY_PARAM); NULL otherwise. */
  const char *bind;
  /* A member of the elements of an array of structs (p[i].x): FIELD is
   * the member ("x"), FIELD_OF the array ("p"), NAME "p.x"; accesses
   * print as p[i].x.  Members of one array never overlap each other.
   * The GPU code's host part packs each into a dense array (IDENT) and
   * back.  NULL otherwise. */
  const char *field, *field_of;
  /* Such an array's name as an identifier in generated code (p_x): the
   * kernels see a dense copy of the member.  NULL for other arrays,
   * whose NAME is one (ir_array_ident). */
  const char *ident;
};
/* Is A an array of the program around the region: neither one the
 * region declares (IR_ARR_REGION) nor a GPU-only buffer of the generated
 * code (IR_ARR_DEVICE)?  Only those are copied back and passed in. */
static inline bool ir_array_of_program(const struct ir_array *a) {
  return a->origin != IR_ARR_REGION && a->origin != IR_ARR_DEVICE;
}
/* The identifier generated code names array A by. */
static inline const char *ir_array_ident(const struct ir_array *a) {
  return a->ident ? a->ident : a->name;
}

/* ---------------------------------------------------------------- expressions */

enum ir_expr_kind {
  IR_E_CONST,  /* literal: text as spelled in the source (1.0f, 1e-3, 0x10) */
  IR_E_VAR,    /* iterator, parameter or scalar */
  IR_E_ACCESS, /* array element */
  IR_E_UNARY,  /* op: '-', '+', '!', '~' */
  IR_E_BINARY, /* op: '+', '-', '*', '/', '%', '<', '>', IR_OP_LE, ... */
  IR_E_COND,   /* a ? b : c */
  IR_E_CALL,   /* pure math function: sqrt, expf, ... */
  IR_E_CAST,   /* (type) a */
};

/* Binary operators that are not single characters. */
enum {
  IR_OP_LE = 256,
  IR_OP_GE,
  IR_OP_EQ,
  IR_OP_NE,
  IR_OP_AND,
  IR_OP_OR,
  IR_OP_SHL,
  IR_OP_SHR,
};
const char *ir_op_str(int op); /* "<=", "&&", "+" */

struct ir_access;

struct ir_expr {
  enum ir_expr_kind kind;
  struct ir_loc loc;
  struct ir_type type;     /* C type of the value (usual arithmetic conversions) */
  const char *text;        /* IR_E_CONST */
  struct ir_var *var;      /* IR_E_VAR */
  struct ir_access *acc;   /* IR_E_ACCESS */
  int op;                  /* IR_E_UNARY, IR_E_BINARY */
  struct ir_expr *a, *b, *c; /* operands; c only for IR_E_COND */
  const char *callee;      /* IR_E_CALL */
  int nargs;
  struct ir_expr **args;
  struct ir_type cast_to;  /* IR_E_CAST */
};

/* One array reference of a statement. */
struct ir_access {
  struct ir_array *array;
  struct ir_stmt *stmt;
  struct ir_loc loc;
  bool is_read, is_write; /* compound assignment: both */
  int ndim;               /* == array->ndim */
  struct ir_expr **index; /* subscript expression per dimension */
  struct ir_aff **aff;    /* affine form per dimension, NULL if non-affine */
};

/* ---------------------------------------------------------------- statements and the loop tree */

enum ir_stmt_kind {
  IR_S_ASSIGN, /* lhs op rhs; */
  IR_S_DECL,   /* TYPE var [= rhs];  a scalar local of the region; in a kernel
                  also an iterator, bound to rhs for the statements after it
                  in its list (the point a thread works on) */
  IR_S_BARRIER, /* in a kernel: every thread of the block waits until all
                   arrive, and sees their shared-memory writes */
  IR_S_ARRAY_DECL, /* ELEM array[E0]...;  ARRAY (origin IR_ARR_REGION) starts
                      here, uninitialised, and lives to the end of the list
                      the statement is in; no lhs, rhs or accesses */
  IR_S_MMA, /* in a kernel (passes/mma.c): one step of a warp's 8 x 8 x 4
               product of doubles on the tensor cores, D += A * B, that every
               thread of the warp runs together.  Lane L (its index in the
               warp) gives RHS, element (L / 4, L % 4) of A, and RHS2,
               element (L % 4, L / 4) of B, and holds LHS and LHS2, elements
               (L / 4, 2 * (L % 4)) and (L / 4, 2 * (L % 4) + 1) of D
               (register array elements, read and written); op '+'.  With
               LHS3 (16 x 8 x 4): A and D have 8 rows more, lane L giving
               RHS3, A's element (L / 4 + 8, L % 4), and holding LHS3 and
               LHS4, D's (L / 4 + 8, 2 * (L % 4)) and the next.  With RHS4
               too (16 x 8 x 8): A has 4 columns more and B 4 rows more, lane
               L giving RHS4 and RHS5, A's elements (L / 4, L % 4 + 4) and
               (L / 4 + 8, L % 4 + 4), and RHS6, B's (L % 4 + 4, L / 4).
               Each product and sum is an IEEE double operation; the
               products of a step are added in an order of the hardware's */
  IR_S_COMMIT, /* in a kernel (passes/pipeline.c): the thread's asynchronous
                  copies started since the last commit form one group, which
                  a barrier marked ASYNC can wait for apart from later ones;
                  no operands */
};

/* Assignment operators: '=', or the binary operator of a compound
 * assignment ('+' for +=, '-', '*', '/'). */
struct ir_stmt {
  enum ir_stmt_kind kind;
  int id; /* S0, S1, ... in textual order within the region; -1 for what
             map-gpu adds to a kernel */
  struct ir_loc loc;
  struct ir_expr *lhs; /* IR_E_VAR or IR_E_ACCESS; for IR_S_DECL the declared var */
  int op;              /* '=' or '+', '-', '*', '/' */
  struct ir_expr *rhs; /* NULL for a declaration without initialiser */
  struct ir_expr *lhs2, *rhs2; /* IR_S_MMA's second accumulator and B's element */
  struct ir_expr *lhs3, *lhs4, *rhs3; /* IR_S_MMA of 16 rows: D's and A's of the row + 8 */
  struct ir_expr *rhs4, *rhs5, *rhs6;  /* IR_S_MMA of 8 steps: A's (row, row + 8) and B's at + 4 */
  struct ir_var *decl; /* IR_S_DECL */
  struct ir_array *array; /* IR_S_ARRAY_DECL */
  struct ir_vec accesses; /* struct ir_access *: every array reference, lhs first */
  /* IR_S_ASSIGN: the condition of the data-dependent ifs around it (it
   * reads an array, calls a function, ...): the statement runs only where
   * it holds ('if (a[i] > 0) x[i] = ...').  Its accesses are reads that
   * follow those of lhs and rhs in ACCESSES.  NULL when none. */
  struct ir_expr *guard;
  /* In a kernel (passes/pipeline.c): an IR_S_ASSIGN that copies a global
   * element to shared memory ("T[..] = A[..]" or "T[..] = C ? A[..] : 0")
   * may run asynchronously, done by the next IR_S_BARRIER marked ASYNC,
   * which first waits for the thread's asynchronous copies: all of them,
   * or all but the PENDING groups (IR_S_COMMIT) committed last. */
  bool async;
  int pending;
  /* An asynchronous copy of VEC consecutive elements (passes/vectorize.c;
   * 0: one): lhs and the read in rhs name the first of each side, which
   * are aligned to VEC elements; of the global ones only the first
   * VEC_COUNT are read (at most VEC; NULL: all), the rest are zero. */
  int vec;
  struct ir_expr *vec_count;
};

enum ir_node_kind { IR_LOOP, IR_IF, IR_STMT, IR_KERNEL };

/* How a loop of a kernel's body runs on the GPU (passes/map_gpu.c).  A
 * mapped loop is no loop: each block or thread takes one iteration,
 * ITER = START + INDEX * STEP, where START is lb (ub for step < 0) and
 * INDEX the block's or thread's index in dimension MAP_DIM (0 = x, 1 = y,
 * 2 = z).  The grid (or block) has one block (or thread) per iteration,
 * rounded up to whole blocks: a mapped loop tests no end, so indices past
 * it exist and the code below must test the bounds (an IR_IF, the guard).
 * A loop mapped to blockIdx.x whose child is mapped to threadIdx.x is
 * block tiling; IR_MAP_BLOCK_THREAD is both at once. */
enum ir_map {
  IR_MAP_NONE,         /* an ordinary loop */
  IR_MAP_BLOCK,        /* INDEX = blockIdx.D */
  IR_MAP_THREAD,       /* INDEX = threadIdx.D */
  IR_MAP_BLOCK_THREAD, /* INDEX = blockIdx.D * blockDim.D + threadIdx.D */
  /* A loop of a reduction kernel's thread (struct ir_reduce), no mapped
   * loop of the band: the thread runs the iterations INDEX, INDEX + the
   * grid's threads, ... (INDEX as for IR_MAP_BLOCK_THREAD) that lie within
   * the bounds. */
  IR_MAP_GRID_STRIDE,
  /* The reduction loop of a kernel with lanes (struct ir_lanes): the
   * thread, lane INDEX = threadIdx.D of its band point, runs the
   * iterations INDEX, INDEX + blockDim.D, ... that lie within the
   * bounds. */
  IR_MAP_LANE,
};

/* A reduction on the GPU (map-gpu): a loop whose only carried
 * dependences are the updates of one statement T op= E of one target T (a
 * scalar or an array element the loop does not move), the loop's only
 * code.  Two kernels run it.  The first (COMBINE false) has BLOCKS blocks
 * of THREADS threads; its body declares PART (the identity of OP) and
 * runs the loop, mapped IR_MAP_GRID_STRIDE, as PART op= E; the printer
 * then adds each block's PARTs up in a tree in SHARED (THREADS elements,
 * block-local) and stores the sum to PARTS[block].  The second (COMBINE
 * true), one block of THREADS threads, adds PARTS up the same way into
 * PART (its total, which the printer declares) and its thread 0 runs its
 * body: T op= PART, where T is an element on the device, or, for a scalar
 * T of the host, the kernel's copy of T (a parameter) followed by
 * PARTS[0] = T, which the host copies back to TO_HOST after the launch.
 * The order of the additions differs from the loop's: a float sum
 * differs within rounding. */
struct ir_reduce {
  bool combine;
  int op;                 /* '+' ('+=', '-=', x = x + e) or '*' */
  struct ir_var *part;
  struct ir_array *parts; /* IR_ARR_DEVICE, BLOCKS elements */
  const char *shared;     /* the block's array of THREADS partial results */
  struct ir_var *to_host; /* see above, or NULL */
  int blocks, threads;
};
/* A reduction loop split among the threads of a block (map-gpu): the
 * kernel's band is one parallel loop P, mapped to dimension 1 - DIM,
 * whose code is a reduction loop L over T op= E, T an array element that
 * moves with P only (gramschmidt's R[k][j] += Q[i][k] * A[i][j] over i,
 * bicg's q[i] += A[i][j] * p[j] over j), between statements that set T
 * (bicg's q[i] = 0, correlation's mean[j] /= float_n), which go into the
 * IR_IF below.  L is mapped IR_MAP_LANE to
 * dimension DIM: each of the LANES threads of a band point (its lanes)
 * runs every LANES-th iteration, PART op= E inside an ordinary IF that
 * tests P's bounds (no early return: every thread reaches the barriers).
 * The printer declares PART (OP's identity) before L and, after it, adds
 * the lanes' PARTs up in a tree in shared array SHARED (one element per
 * thread) and gives each lane the total in PART; the IR_IF after L
 * (LANE0, P's bounds) runs the statements before L, applies the total to
 * T where L runs an iteration, then runs the statements after L.  DIM is
 * x (LANES 32, a warp per band point) where L's iterator indexes the
 * contiguous dimension of more accesses than P's, else y.  The additions run in another order than
 * the loop's: a float sum differs within rounding. */
struct ir_lanes {
  int op;             /* '+' or '*' */
  struct ir_var *part;
  const char *shared; /* block-local, block[0] * block[1] elements */
  int dim, lanes;
};

/* The identity of operation OP (R's), as C text: "0" for '+', "1" for '*'. */
static inline const char *ir_op_identity(int op) {
  return op == '*' ? "1" : "0";
}
static inline const char *ir_reduce_identity(const struct ir_reduce *r) {
  return ir_op_identity(r->op);
}

/* A GPU kernel made by the map-gpu pass from a band of parallel loops:
 * one thread per point of the band, each running BODY.
 *
 * The simple form (map-gpu): BODY starts with the band's loops, mapped
 * (IR_MAP_BLOCK_THREAD) to x (the loop of most contiguous accesses), y
 * and z, outermost first, each with the bounds the grid covers: the
 * loop's own, or for a loop whose bounds use outer band iterators (a
 * triangular band) the band's bounding box, in parameters only.  The
 * innermost mapped loop holds one IR_IF, the guard, that tests the exact
 * bounds; its then-branch is the code below the band.  With ndims == 0
 * BODY is one thread's code (a sequential part kept on the device so the
 * data stays there).
 *
 * The tiled form (TILED; passes/gpu_tile.c, coarsen.c, promote.c): BODY
 * starts with one loop per band dimension mapped to blocks (X_first,
 * stepping over the band's tiles, y outside x), then, once coarsened, one
 * loop per dimension mapped to threads (X_thread, BLOCK[d] of them);
 * below them is ordinary IR: the points of the tile a thread computes,
 * shared and register arrays (LOCALS), the loops that fill them, and
 * barriers.  Before coarsening BLOCK is 1 x 1: one thread runs the whole
 * tile. */
struct ir_kernel {
  const char *name; /* "MatrixMulOnHost_kernel0" */
  int id;
  struct ir_loc loc;
  int ndims;
  /* map-gpu's record of the band, x, y, z: loop headers (their bodies
   * are not used) and, where band loop d's bounds use outer band
   * iterators, a copy of its header over the bounding box (BOX[d], NULL
   * where the bounds are a box already).  Printers print BODY; the band
   * only names the source's loops in comments. */
  struct ir_node *band[3];
  struct ir_node *box[3];
  int block[3];            /* threads per block in x, y, z */
  /* A 1-D band without shared memory and without --block: BLOCK[0] is
   * the most threads per block; the host picks fewer at run time when the
   * grid would otherwise leave most of the GPU's multiprocessors idle. */
  bool flexible;
  bool tiled; /* the tiled form (above): the block's size is fixed */
  /* The tiled form of a triangular band (bounds that use other band
   * loops, j >= i): a condition on the tiles' first points (and the
   * parameters) that fails only where a tile holds no point of the band;
   * such a block leaves at once.  NULL: every tile may hold points. */
  struct ir_expr *occupied;
  struct ir_node *body;
  struct ir_vec locals;  /* struct ir_array *: its shared and register arrays */
  struct ir_vec arrays;  /* struct ir_array *: the global arrays BODY uses */
  struct ir_vec scalars; /* struct ir_var *: values passed by value */
  struct ir_reduce *reduce; /* a reduction's kernel (NDIMS 0), or NULL */
  /* A reduction loop split among lanes (NDIMS 2: BAND[lanes->dim] is the
   * reduction loop's header), or NULL. */
  struct ir_lanes *lanes;
  /* A persistent kernel (passes/persist.c): one block of BLOCK[0]
   * threads runs PERSIST, a host loop that launched kernels (its header;
   * NDIMS 0), with everything it held.  Every thread runs the loops,
   * ifs and scalar statements of BODY alike, so each holds the same
   * values; a loop mapped IR_MAP_LANE (dimension x) spreads its
   * iterations over the threads, and adds up a reduction where it has
   * lanes (struct ir_node's); an IF marked LANE0 runs on thread 0 only;
   * barriers (with a global-memory fence) separate the steps.  NULL for
   * other kernels. */
  struct ir_node *persist;
  /* The thread's points in x come in pairs of neighbours, the pairs
   * 8 apart (X = X_first + 2 * X_thread + X_sub % 2 + 8 * (X_sub / 2),
   * four threads in x): the tensor cores' layout of a product's
   * accumulators (passes/mma.c).  False: coarsen's layouts. */
  bool mma_pairs;
  /* A kernel of tiles (passes/sync_loop.c): the tiled form, whose thread
   * loops are the points of one iteration of SYNC, a loop every thread of
   * the block runs (its bounds use the blocks' iterators only); the
   * points' code, under an IF that tests their other bounds, ends with a
   * barrier (with a global-memory fence) in SYNC's body.  NULL for other
   * kernels. */
  struct ir_node *sync;
  /* CUDA: bytes of dynamic shared memory that hold its shared arrays
   * (each at a multiple of 16 bytes), where they exceed the static limit
   * (48 KB); 0: static __shared__ arrays. */
  long dynamic_shared;
};

struct ir_node {
  enum ir_node_kind kind;
  struct ir_loc loc;
  struct ir_node *parent; /* enclosing loop or if, NULL at region top */
  struct ir_node *next;   /* next sibling */

  /* IR_LOOP: for (iter = lb; iter <= ub; iter += step) with step > 0, or
   * for (iter = ub; iter >= lb; iter += step) with step < 0.  Both bounds
   * are inclusive; lb is the max of its parts, ub the min of its parts. */
  struct ir_var *iter;
  struct ir_bound lb, ub;
  long step;
  bool iter_declared; /* for (int i = ...): the loop declares its iterator */
  bool strict;        /* print the end test as '<' ('>' for step < 0) */
  const char *label;  /* name used in remarks and recipes: iterator name */
  /* Proved parallel in the final IR (the pass manager sets it for
   * --openmp, so that the C printer asks no analysis), or by the pass
   * that made the loop (the wavefront pass, for the loops of its nest). */
  bool parallel;
  /* The host loop over the wavefronts of a nest the wavefront pass made
   * (passes/wavefront.c).  Its loops' bounds would cost isl too much: the
   * dependence analysis proves nothing in its region and takes the
   * PARALLEL marks the pass set on the loops it proved parallel. */
  bool wavefront;
  /* Inside a kernel's body: the loop is mapped to blocks or threads
   * (enum ir_map) of dimension MAP_DIM. */
  enum ir_map map;
  int map_dim;
  bool unroll; /* in a kernel: the device compiler unrolls it fully */
  /* In a kernel, a loop that coarsen runs once for all of a thread's
   * points over the range of the whole tile (bounds that used the band,
   * symm's k < c): the test of one point's own iterations, in the band's
   * iterators ('k <= c - 1'); strip-mine's loops keep it, promote loads
   * only elements it admits.  NULL elsewhere. */
  struct ir_expr *point_cond;
  /* A loop mapped IR_MAP_LANE in a persistent kernel that runs a
   * reduction: its partial result and tree (DIM 0, LANES the block's
   * threads); NULL elsewhere (a kernel with lanes has them in its
   * struct ir_kernel). */
  struct ir_lanes *lanes;
  struct ir_node *body;

  /* IR_IF: if (cond) then_body else else_body.  cond is affine:
   * comparisons of affine expressions joined by && || !.  GUARD: in a
   * kernel, a test that a point lies in the band where the tile or the
   * grid overhangs it (struct ir_kernel), no else; one that ends a list of
   * the thread's code at its top level leaves the thread nothing more to
   * do where COND fails (printed as an early return). */
  struct ir_expr *cond;
  bool guard;
  /* In a kernel with lanes: only lane 0 runs it (struct ir_lanes); in a
   * persistent kernel, thread 0 (COND may then be NULL: always). */
  bool lane0;
  struct ir_node *then_body, *else_body;

  /* IR_STMT */
  struct ir_stmt *stmt;

  /* IR_KERNEL: a launch of KERNEL at this point of the host code.
   * STREAM > 0 (CUDA, passes/concurrent.c): it runs on side stream STREAM,
   * beside the other launches of its group, consecutive siblings on
   * streams 1..N; the group's first launch has FORK = N (the side streams
   * wait for the work queued before it), its last JOIN = N (the work after
   * it waits for the side streams).  0: the default stream. */
  struct ir_kernel *kernel;
  int stream, fork, join;
};

/* The most side streams a group of concurrent launches takes (the run-time
 * support's tilec_side holds as many). */
enum { IR_MAX_STREAMS = 8 };

/* A derived parameter: VAR (an IR_VAR_PARAM, local to the region) holds
 * VALUE, printed "const int n_div_2 = n / 2;" before the region's code. */
struct ir_derived {
  struct ir_var *var;
  struct ir_expr *value;
};

enum ir_region_origin {
  IR_REGION_SCOP,     /* #pragma scop ... #pragma endscop */
  IR_REGION_FUNCTION, /* loop nests of a function body */
};

struct ir_region {
  int id;
  const char *func;   /* enclosing function */
  enum ir_region_origin origin;
  struct ir_loc loc;  /* first statement (scop: the #pragma scop line) */
  struct ir_loc end;  /* last token */
  /* The part of the original main file this region replaces, as byte
   * offsets [src_begin, src_end).  Scop regions: from the start of the
   * '#pragma scop' line to the end of the '#pragma endscop' line
   * (newline included).  Function regions: from the first character of
   * the first statement to just after the last character of the last. */
  size_t src_begin, src_end;
  const char *indent; /* leading white space of the region's first line */
  struct ir_node *body;
  struct ir_vec vars;   /* struct ir_var *: params, scalars, iterators */
  struct ir_vec arrays; /* struct ir_array * */
  struct ir_vec stmts;  /* struct ir_stmt * in textual order */
  /* const char *: every name declared in the enclosing function and at
   * file scope, every macro name, and the device buffers' names (set by
   * map-gpu), so generated names can avoid them. */
  struct ir_vec taken_names;
  /* struct ir_derived *: parameters the region computes from others at
   * its start, quotients and remainders by constants in loop bounds
   * (i < n / 2 runs to n_div_2 - 1), so that bounds stay affine. */
  struct ir_vec derived;
  /* Set by the pass manager when a transformation relied on arrays not
   * overlapping: the code generators test the footprints of each pair at
   * run time and run ORIGINAL (the region as the frontend built it) when
   * some pair overlaps. */
  struct ir_vec alias_checks; /* struct ir_array *, two per pair */
  /* Arrays whose GPU code writes every element before anything reads one
   * (passes/map_gpu.c): their device copies start uninitialised, so they
   * are not copied to the GPU. */
  struct ir_vec no_copy_in;
  struct ir_node *original;
  /* Some transformation step changed the region (set by the pass
   * manager); --emit=c reports an unchanged region as such under
   * TILEC_PROFILE. */
  bool transformed;
};

struct ir_program {
  const char *file;   /* the main input file as named on the command line */
  const char *source; /* its original text */
  size_t source_len;
  struct ir_vec regions; /* struct ir_region *, in source order */
};

/* ---------------------------------------------------------------- builders (ir/ir.c) */

struct ir_var *ir_var_new(struct ir_region *r, const char *name, enum ir_var_kind kind,
                          struct ir_type type, struct ir_loc loc);
struct ir_array *ir_array_new(struct ir_region *r, const char *name, struct ir_type elem,
                              int ndim, struct ir_loc loc);
/* The quotient variable (IR_VAR_QUOT) floor(NUM / DIV) (DIV > 1), NUM
 * known never negative where NONNEG: R's one for these, or a new one. */
struct ir_var *ir_quot_var(struct ir_region *r, const struct ir_aff *num, long div, bool nonneg);
/* floor(A / D) for D > 0. */
long ir_floor_div(long a, long d);
struct ir_var *ir_region_find_var(const struct ir_region *r, const char *name);
struct ir_array *ir_region_find_array(const struct ir_region *r, const char *name);
/* Does NAME name a variable or array of R, or anything declared in its
 * function or at file scope (r->taken_names)? */
bool ir_region_name_taken(const struct ir_region *r, const char *name);
struct ir_node *ir_node_new(enum ir_node_kind kind, struct ir_loc loc);
/* The head of the list node N of region R is in: R's body, its loop's
 * body, or its if's then or else part. */
struct ir_node **ir_node_list(struct ir_region *r, const struct ir_node *n);
/* The pointer that links to node N of region R: its parent's list head
 * (or R's body) or its predecessor's next field; passes replace or
 * insert nodes through it. */
struct ir_node **ir_node_slot(struct ir_region *r, struct ir_node *n);
struct ir_expr *ir_expr_new(enum ir_expr_kind kind, struct ir_loc loc);
/* Does E read variable V (anywhere, subscripts included)? */
bool ir_expr_reads_var(const struct ir_expr *e, const struct ir_var *v);
/* Number the statements S0.. in textual order and fill r->stmts. */
void ir_region_number_stmts(struct ir_region *r);
/* Depth-first walk: fn is called on every node, pre-order. */
void ir_walk(struct ir_node *n, void (*fn)(struct ir_node *, void *), void *data);
/* The mapped loops that begin kernel K's body (struct ir_kernel), by
 * dimension of the grid: LOOPS[d] is the loop mapped to blockIdx.d
 * (IR_MAP_BLOCK or IR_MAP_BLOCK_THREAD), NULL where none is.  Returns how
 * many mapped loops there are, those mapped to threads included. */
int ir_kernel_mapped_loops(const struct ir_kernel *k, const struct ir_node *loops[3]);
/* Does the code from FIRST up to (not including) STOP - siblings, what
 * they nest, and the bodies of kernels among them - read array A (*READS)
 * or write it (*WRITES)?  Sets the flags, never clears them. */
void ir_accesses_in(const struct ir_node *first, const struct ir_node *stop,
                    const struct ir_array *a, bool *reads, bool *writes);

/* ---------------------------------------------------------------- copying and substitution (ir/clone.c) */

/* Replace variables by affine expressions: FROM[k] becomes TO[k]. */
struct ir_subst {
  int n;
  struct ir_var **from;
  struct ir_aff **to;
};

/* Deep copy of the sibling list starting at N and everything below it,
 * with S applied (S may be NULL).  Variables and arrays are shared;
 * nodes, statements, expressions and accesses are new.  Parent links of
 * the copy's top nodes are set to PARENT. */
struct ir_node *ir_clone_list(const struct ir_node *n, struct ir_node *parent,
                              const struct ir_subst *s);
/* Copy of one expression; accesses in it are appended to OWNER's access
 * list (which may be NULL for conditions). */
struct ir_expr *ir_clone_expr(const struct ir_expr *e, const struct ir_subst *s,
                              struct ir_stmt *owner);
struct ir_aff *ir_aff_subst(const struct ir_aff *a, const struct ir_subst *s);
/* The expression A OP B, of type TYPE, located at A. */
struct ir_expr *ir_expr_binary(int op, struct ir_expr *a, struct ir_expr *b,
                               struct ir_type type);
/* The expression C ? A : B, of type TYPE, located at C. */
struct ir_expr *ir_expr_cond(struct ir_expr *c, struct ir_expr *a, struct ir_expr *b,
                             struct ir_type type);
/* An expression computing affine A, of type TYPE ("i_tile + 3"); an
 * unsigned variable in it is read as a long. */
struct ir_expr *ir_expr_from_aff(const struct ir_aff *a, struct ir_type type, struct ir_loc loc);
/* Variable V as affine arithmetic reads it: V, or (long)V when V is
 * unsigned. */
struct ir_expr *ir_expr_var_signed(struct ir_var *v, struct ir_loc loc);

/* ---------------------------------------------------------------- verifier and printer */

/* Check the IR's invariants; on a violation report an internal error
 * naming PASS (the pass that ran last) and abort. */
void ir_verify(const struct ir_program *p, const char *pass);
/* The same for the one region R of P that a pass changed. */
void ir_verify_region(const struct ir_program *p, const struct ir_region *r, const char *pass);
/* --emit=ir: deterministic, readable C-like text. */
void ir_print_program(const struct ir_program *p, struct ir_buf *out);
void ir_print_region(const struct ir_region *r, struct ir_buf *out);
/* An expression as C source (parenthesised by precedence); linearised
 * arrays print with their linear subscript. */
void ir_print_expr_c(const struct ir_expr *e, struct ir_buf *out);
/* The same with every multi-dimensional array accessed through a flat
 * pointer (A[e0 * E1 + e1]): device code. */
void ir_print_expr_flat(const struct ir_expr *e, struct ir_buf *out);
/* How device code is spelled: kernel languages other than C. */
struct ir_print_hooks {
  /* Another target language's spelling of a type (casts) and of a math
   * function (calls); NULL: C's. */
  const char *(*type_name)(struct ir_type t);
  const char *(*callee)(const char *c_name);
  /* Device code: subscripts of flat arrays count from each array's
   * device_first and multiply in 64 bits where an array may hold more
   * than 2^31 elements. */
  bool device;
};
void ir_print_expr_hooked(const struct ir_expr *e, bool flat, const struct ir_print_hooks *h,
                          struct ir_buf *out);
/* Device code declares an unsigned loop iterator V as a long: a thread's
 * index computed past the end of its loop (a guard then stops it) or
 * counting down past 0 would wrap around in V's type.  Its reads print
 * as (unsigned int)V, which is its value (frontend/delinearize.c,
 * fe_prove_ranges, proved it in range where the loop runs). */
bool ir_device_long_iter(const struct ir_var *v);

#endif
