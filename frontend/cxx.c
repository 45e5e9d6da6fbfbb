/* cxx.c - what makes the pass-through text of the main file valid C++
 * for nvcc.  The CUDA emitter (codegen/cuda.c) writes a .cu: the user's C
 * program verbatim outside the regions, host code that launches kernels
 * in place of each region.  nvcc compiles a .cu as C++, so before the
 * verbatim text is copied this module computes a list of small textual
 * edits (fe_cxx_rewrites) from the tokens and syntax trees, with the
 * frontend's symbol table and typedef rules (frontend/scope.c), and the
 * emitter applies them (cg_apply_edits in codegen/cxx.c).  What cannot
 * be made C++ mechanically is a located error that suggests --split
 * (keep the host code in a C file).
 *
 * Only tokens written in the main file itself (in_main and exact: not
 * produced by a macro expansion) are rewritten.  When a rewrite would be
 * needed on a token that comes from a macro expansion, the error points
 * at the macro's use.  Headers are included as they are: system headers
 * are already C++.  Text inside regions is left alone (tilec regenerates
 * it, spelling names through fe_cxx_name).
 *
 * The rewrites:
 *
 *  1. A 'void *' value converted implicitly to another object pointer
 *     type gets an explicit cast to that type: the result of malloc,
 *     calloc, realloc or aligned_alloc (or of any function declared to
 *     return 'void *'), or a variable, element or '*p' of type 'void *',
 *     when it initialises a pointer, is assigned to one, is returned
 *     from a function returning one or is passed for a pointer parameter
 *     of a function defined in the file:
 *         float *M = malloc(n);      ->  float *M = (float *)malloc(n);
 *         A = realloc(A, k);         ->  A = (double *)realloc(A, k);
 *         s->data = malloc(n);       ->  s->data = (decltype(s->data))malloc(n);
 *     The type is printed from the target's declaration (enclosing
 *     function, then file scope); a struct member gets decltype, any
 *     other target whose type is not known __typeof__.  A value already
 *     cast is left alone.  A target whose type is a variable-length
 *     array pointer ('double (*A)[n] = malloc(...)') is an error (5).
 *  2. The keyword 'restrict' becomes '__restrict__' ('__restrict' is
 *     already accepted).  On an inner pointer level ('float *restrict
 *     *p') it is dropped instead: nvcc then refuses to convert the
 *     pointer to 'void *', and restrict only ever promises something.
 *  3. Identifiers that are C++ keywords (class, new, delete, this,
 *     template, typename, namespace, operator, private, public, ...,
 *     the alternative tokens and, or, not, xor, bitand, bitor, compl,
 *     and_eq, or_eq, xor_eq, not_eq, and bool, true and false when they
 *     are plain identifiers rather than <stdbool.h>'s macros) are renamed
 *     by appending '_' ('new' -> 'new_'; more underscores if that name
 *     is taken), consistently everywhere in the main file.  So are the
 *     names the main file declares at file scope that the headers nvcc
 *     includes in every .cu already declare in host code: min, max,
 *     rsqrt, dim3, threadIdx, make_float2, ... (a user's 'static int
 *     max(int a, int b)' is a redefinition there).  tilec spells the
 *     names it prints in regions through fe_cxx_name, which applies the
 *     same renaming.
 *  4. C11 keywords C++ spells differently: '_Bool' -> 'bool',
 *     '_Static_assert' -> 'static_assert', '_Alignas' -> 'alignas',
 *     '_Alignof' -> 'alignof', '_Thread_local' -> 'thread_local',
 *     '_Noreturn' -> '__attribute__((__noreturn__))'.  Those that come
 *     from the standard headers' macros (bool, static_assert, alignas,
 *     alignof, thread_local) are keywords in C++ and left alone.
 *     'sizeof' of a character constant, which is an int in C and a char
 *     in C++, becomes sizeof ((int)'c').  In array parameters,
 *     'double a[static 10]', '[const n]' and '[restrict n]' lose the
 *     qualifier (it only promises something to the compiler), and the
 *     outermost extent of an array parameter that is not constant is
 *     dropped when the others are constant ('float x[n]' -> 'float x[]';
 *     the parameter is a pointer either way).
 *  5. Variable-length array types are not C++: a parameter 'double
 *     A[n][n]', a local 'double B[n][m]' or 'double (*A)[n]', a cast or
 *     sizeof of such a type is an error ("variable-length array type
 *     'double [n][n]' is not valid C++; use --split to keep the host
 *     code in C"), one per declarator.  An extent is constant when it is
 *     built of integer and character constants, enumeration constants,
 *     sizeof, casts and operators (macros are already expanded) or names
 *     a const integer variable initialised by a constant.
 *
 * A function of the main file whose body did not parse cannot be
 * analysed: if its tokens contain an allocation call or what looks like a
 * variable-length array declaration, that is an error; otherwise only
 * the token rewrites (2-4) apply to it.
 *
 * Left to nvcc, which reports them: string literals assigned to 'char *'
 * (a warning only), 'void *' values whose type the declarations do not
 * tell (a struct member of type 'void *'), conversions between enums and
 * int, goto past an initialisation, designated initialisers out of
 * order, old-style definitions, calls through '()' prototypes with
 * arguments, names in '#pragma' lines and in the bodies of '#define's
 * the main file never expands, user headers written for C only.  '_Generic' and '_Atomic'
 * are errors here.  Not detected: sizeof of a comparison or of '!x' (an
 * int in C, a bool in C++). */
#include "frontend/frontend.h"
#include "parser.h"

#include <stdlib.h>
#include <string.h>

/* Names to declarations: the unit's file-scope declarations and function
 * definitions, looked up for every name an expression uses. */
struct cxx {
  const struct fe_unit *u;
  const struct ir_program *p;
  const struct fe_token *t;
  int ntok;
  const char *main_file; /* the main file as its tokens' locations name it */
  size_t *line_start; /* byte offset of each line of p->source */
  int nlines;
  struct ir_vec *edits;   /* struct fe_edit * */
  struct fe_cxx *out;     /* the result: edits and renamings */
  struct ir_vec errors;   /* struct pending_error *, printed sorted at the end */
  struct ir_vec file_names; /* const char *: names the main file declares at file scope */
  /* Exact main-file tokens in source order, for finding a token by its
   * location. */
  int *by_offset;
  int nby_offset;
  /* The function being walked and the names visible in it (the
   * frontend's symbol table, frontend/scope.c). */
  const struct fe_func *func;
  struct fe_scope scope;
  bool in_bad_decl;          /* walking the initialiser of a declaration already reported */
};

static const char *const split_hint = "use --split to keep the host code in C";

/* ---------------------------------------------------------------- names */

/* C++ keywords that are ordinary identifiers in C; sorted. */
static const char *const cxx_keywords[] = {
    "alignas", "alignof", "and", "and_eq", "bitand", "bitor", "bool", "catch", "class", "co_await",
    "co_return", "co_yield", "compl", "concept", "const_cast", "consteval", "constexpr",
    "constinit", "decltype", "delete", "dynamic_cast", "explicit", "export", "false", "friend",
    "mutable", "namespace", "new", "noexcept", "not", "not_eq", "nullptr", "operator", "or",
    "or_eq", "private", "protected", "public", "reinterpret_cast", "requires", "static_assert",
    "static_cast", "template", "this", "thread_local", "throw", "true", "try", "typeid", "typename",
    "using", "virtual", "xor", "xor_eq",
};

/* bsearch comparison of a name with an entry of a sorted name table. */
static int name_cmp(const void *key, const void *elem) {
  return strcmp(key, *(const char *const *)elem);
}

static bool is_cxx_keyword(const char *s) {
  return bsearch(s, cxx_keywords, sizeof cxx_keywords / sizeof cxx_keywords[0],
                 sizeof cxx_keywords[0], name_cmp) != NULL;
}

/* Names that the headers nvcc includes in every .cu declare at global
 * scope in host code (found by defining each one in a .cu with nvcc
 * 13.0): a C program's own file-scope 'max' or 'dim3' clashes with them.
 * Sorted. */
static const char *const cuda_names[] = {
    "MAJOR_VERSION", "MINOR_VERSION", "PATCH_LEVEL", "all", "any", "atomicAdd", "atomicAdd_block",
    "atomicAdd_system", "atomicAnd", "atomicAnd_block", "atomicAnd_system", "atomicCAS",
    "atomicCAS_block", "atomicCAS_system", "atomicDec", "atomicDec_block", "atomicDec_system",
    "atomicExch", "atomicExch_block", "atomicExch_system", "atomicInc", "atomicInc_block",
    "atomicInc_system", "atomicMax", "atomicMax_block", "atomicMax_system", "atomicMin",
    "atomicMin_block", "atomicMin_system", "atomicOr", "atomicOr_block", "atomicOr_system",
    "atomicSub", "atomicSub_block", "atomicSub_system", "atomicXor", "atomicXor_block",
    "atomicXor_system", "ballot", "blockDim", "blockIdx", "char1", "char2", "char3", "char4",
    "clock64", "cospi", "cospif", "cyl_bessel_i0", "cyl_bessel_i0f", "cyl_bessel_i1",
    "cyl_bessel_i1f", "dadd", "dim3", "dmul", "double1", "double2", "double2int", "double2ll",
    "double2uint", "double2ull", "double3", "double4", "double4_16a", "double4_32a", "dsub",
    "erfcinv", "erfcinvf", "erfcx", "erfcxf", "erfinv", "erfinvf", "fdivide", "fdividef", "float1",
    "float2", "float2double", "float3", "float4", "fpclassify", "gridDim", "int1", "int2",
    "int2double", "int3", "int4", "iscanonical", "iseqsig", "isfinite", "isgreater",
    "isgreaterequal", "isless", "islessequal", "islessgreater", "isnormal", "issignaling",
    "isunordered", "iszero", "libraryPropertyType", "ll2double", "llmax", "llmin", "long1", "long2",
    "long3", "long4", "long4_16a", "long4_32a", "longlong1", "longlong2", "longlong3", "longlong4",
    "longlong4_16a", "longlong4_32a", "make_char1", "make_char2", "make_char3", "make_char4",
    "make_cudaExtent", "make_cudaPitchedPtr", "make_cudaPos", "make_double1", "make_double2",
    "make_double3", "make_double4", "make_double4_16a", "make_double4_32a", "make_float1",
    "make_float2", "make_float3", "make_float4", "make_int1", "make_int2", "make_int3", "make_int4",
    "make_long1", "make_long2", "make_long3", "make_long4", "make_long4_16a", "make_long4_32a",
    "make_longlong1", "make_longlong2", "make_longlong3", "make_longlong4", "make_longlong4_16a",
    "make_longlong4_32a", "make_short1", "make_short2", "make_short3", "make_short4", "make_uchar1",
    "make_uchar2", "make_uchar3", "make_uchar4", "make_uint1", "make_uint2", "make_uint3",
    "make_uint4", "make_ulong1", "make_ulong2", "make_ulong3", "make_ulong4", "make_ulong4_16a",
    "make_ulong4_32a", "make_ulonglong1", "make_ulonglong2", "make_ulonglong3", "make_ulonglong4",
    "make_ulonglong4_16a", "make_ulonglong4_32a", "make_ushort1", "make_ushort2", "make_ushort3",
    "make_ushort4", "max", "min", "norm", "norm3d", "norm3df", "norm4d", "norm4df", "normcdf",
    "normcdff", "normcdfinv", "normcdfinvf", "normf", "nullptr_t", "rcbrt", "rcbrtf", "rhypot",
    "rhypotf", "rnorm", "rnorm3d", "rnorm3df", "rnorm4d", "rnorm4df", "rnormf", "rsqrt", "rsqrtf",
    "short1", "short2", "short3", "short4", "signbit", "sincospi", "sincospif", "sinpi", "sinpif",
    "std", "surf1DLayeredread", "surf1DLayeredwrite", "surf1Dread", "surf1Dwrite",
    "surf2DLayeredread", "surf2DLayeredwrite", "surf2Dread", "surf2Dwrite", "surf3Dread",
    "surf3Dwrite", "surfCubemapLayeredread", "surfCubemapLayeredwrite", "surfCubemapread",
    "surfCubemapwrite", "syncthreads_and", "syncthreads_count", "syncthreads_or", "tex1D",
    "tex1DGrad", "tex1DLayered", "tex1DLayeredGrad", "tex1DLayeredLod", "tex1DLod", "tex1Dfetch",
    "tex2D", "tex2DGrad", "tex2DLayered", "tex2DLayeredGrad", "tex2DLayeredLod", "tex2DLod",
    "tex2Dgather", "tex3D", "tex3DGrad", "tex3DLod", "texCubemap", "texCubemapGrad",
    "texCubemapLayered", "texCubemapLayeredGrad", "texCubemapLayeredLod", "texCubemapLod",
    "threadIdx", "uchar1", "uchar2", "uchar3", "uchar4", "uint1", "uint2", "uint2double", "uint3",
    "uint4", "ull2double", "ullmax", "ullmin", "ulong1", "ulong2", "ulong3", "ulong4", "ulong4_16a",
    "ulong4_32a", "ulonglong1", "ulonglong2", "ulonglong3", "ulonglong4", "ulonglong4_16a",
    "ulonglong4_32a", "umax", "umin", "ushort1", "ushort2", "ushort3", "ushort4", "warpSize",
};

static bool is_cuda_name(const char *s) {
  return bsearch(s, cuda_names, sizeof cuda_names / sizeof cuda_names[0], sizeof cuda_names[0],
                 name_cmp) != NULL;
}

const char *fe_cxx_name(const struct fe_cxx *x, const char *c_name) {
  for (int i = 0; x && i < x->from.n; i++)
    if (strcmp(x->from.v[i], c_name) == 0)
      return x->to.v[i];
  if (is_cxx_keyword(c_name))
    return ir_printf("%s_", c_name);
  return c_name;
}

static bool ident_char(char ch) {
  return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '_';
}

/* Is NAME used already: by a token of the unit (any file), or as a word
 * of the main file's text (a macro name never appears as a token)? */
static bool name_taken(const struct cxx *c, const char *name) {
  for (int i = 0; i < c->ntok; i++)
    if (c->t[i].kind == IDENTIFIER && strcmp(c->t[i].text, name) == 0)
      return true;
  size_t n = strlen(name);
  const char *s = c->p->source, *end = s + c->p->source_len;
  for (const char *q = s; q + n <= end; q++)
    if (*q == name[0] && memcmp(q, name, n) == 0 && (q == s || !ident_char(q[-1])) &&
        (q + n == end || !ident_char(q[n])))
      return true;
  return false;
}

/* Choose the C++ spelling of the keyword NAME used as an identifier:
 * NAME_, or with more underscores when that is taken. */
static const char *choose_rename(struct cxx *c, const char *name) {
  struct fe_cxx *x = c->out;
  for (int i = 0; i < x->from.n; i++)
    if (strcmp(x->from.v[i], name) == 0)
      return x->to.v[i];
  char *s = ir_printf("%s_", name);
  while (name_taken(c, s) || is_cxx_keyword(s))
    s = ir_printf("%s_", s);
  ir_vec_push(&x->from, ir_strdup(name));
  ir_vec_push(&x->to, s);
  return s;
}

/* The allocation functions rule 1 knows even without a declaration. */
static bool is_alloc_name(const char *s) {
  return strcmp(s, "malloc") == 0 || strcmp(s, "calloc") == 0 || strcmp(s, "realloc") == 0 ||
         strcmp(s, "aligned_alloc") == 0;
}

/* ---------------------------------------------------------------- positions, edits, errors */

/* The offset in the main file that token I's location names (for a
 * token from a macro expansion: the macro's use). */
static bool tok_offset(const struct cxx *c, int i, size_t *off) {
  const struct fe_token *t = &c->t[i];
  if (!t->in_main || t->loc.line < 1 || t->loc.line > c->nlines || t->loc.col < 1)
    return false;
  size_t o = c->line_start[t->loc.line - 1] + (size_t)(t->loc.col - 1);
  if (o > c->p->source_len)
    return false;
  *off = o;
  return true;
}

/* Is token I written as it is in the main file, at offset *OFF? */
static bool tok_exact(const struct cxx *c, int i, size_t *off) {
  const struct fe_token *t = &c->t[i];
  size_t o;
  if (!t->exact || t->kind == PRAGMA || !tok_offset(c, i, &o))
    return false;
  if (o + (size_t)t->len > c->p->source_len || memcmp(c->p->source + o, t->text, (size_t)t->len) != 0)
    return false;
  *off = o;
  return true;
}

/* Does token I lie in a region (text that tilec regenerates)? */
static bool tok_in_region(const struct cxx *c, int i) {
  size_t o;
  if (!tok_offset(c, i, &o))
    return false;
  for (int k = 0; k < c->p->regions.n; k++) {
    const struct ir_region *r = c->p->regions.v[k];
    if (o >= r->src_begin && o < r->src_end)
      return true;
  }
  return false;
}

static bool in_main_file(const struct cxx *c, struct ir_loc loc) {
  return loc.file && c->main_file && (loc.file == c->main_file || strcmp(loc.file, c->main_file) == 0);
}

/* Index of the exact main-file token at LOC, or -1. */
static int tok_at_loc(const struct cxx *c, struct ir_loc loc) {
  if (!in_main_file(c, loc) || loc.line < 1 || loc.line > c->nlines || loc.col < 1)
    return -1;
  size_t want = c->line_start[loc.line - 1] + (size_t)(loc.col - 1);
  int lo = 0, hi = c->nby_offset - 1;
  while (lo <= hi) {
    int mid = (lo + hi) / 2;
    size_t o = 0;
    tok_offset(c, c->by_offset[mid], &o);
    if (o == want)
      return c->by_offset[mid];
    if (o < want)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  return -1;
}

/* Record the replacement of source[BEGIN, END) by TEXT. */
static void add_edit(struct cxx *c, size_t begin, size_t end, const char *text) {
  struct fe_edit *e = ir_alloc(sizeof *e);
  e->begin = begin;
  e->end = end;
  e->text = ir_strdup(text);
  ir_vec_push(c->edits, e);
}

/* An error kept until the end, so that errors come out in source order
 * whatever part of this module found them. */
struct pending_error {
  struct ir_loc loc;
  const char *msg;
  struct ir_loc note_loc[2];
  const char *note[2];
  int seq;
};

/* Record an error, once per location. */
static struct pending_error *error_at(struct cxx *c, struct ir_loc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static struct pending_error *error_at(struct cxx *c, struct ir_loc loc, const char *fmt, ...) {
  for (int i = 0; i < c->errors.n; i++) {
    struct pending_error *e = c->errors.v[i];
    if (e->loc.line == loc.line && e->loc.col == loc.col)
      return e;
  }
  struct pending_error *e = ir_alloc(sizeof *e);
  e->loc = loc;
  va_list ap;
  va_start(ap, fmt);
  e->msg = ir_vprintf(fmt, ap);
  va_end(ap);
  e->seq = c->errors.n;
  ir_vec_push(&c->errors, e);
  return e;
}

/* Has an error been recorded on LINE? */
static bool error_on_line(const struct cxx *c, int line) {
  for (int i = 0; i < c->errors.n; i++)
    if (((const struct pending_error *)c->errors.v[i])->loc.line == line)
      return true;
  return false;
}

static int error_cmp(const void *a, const void *b) {
  const struct pending_error *x = *(const struct pending_error *const *)a;
  const struct pending_error *y = *(const struct pending_error *const *)b;
  if (x->loc.line != y->loc.line)
    return x->loc.line < y->loc.line ? -1 : 1;
  if (x->loc.col != y->loc.col)
    return x->loc.col < y->loc.col ? -1 : 1;
  return x->seq - y->seq;
}

static void print_errors(struct cxx *c) {
  if (c->errors.n > 1)
    qsort(c->errors.v, (size_t)c->errors.n, sizeof c->errors.v[0], error_cmp);
  for (int i = 0; i < c->errors.n; i++) {
    const struct pending_error *e = c->errors.v[i];
    diag_error(e->loc, "%s", e->msg);
    for (int k = 0; k < 2; k++)
      if (e->note[k])
        diag_note(e->note_loc[k], "%s", e->note[k]);
  }
}

/* Replace token I by TEXT, or report why not (WHAT says what needed the
 * rewrite). */
static void replace_tok(struct cxx *c, int i, const char *text, const char *what) {
  size_t off;
  if (tok_in_region(c, i))
    return;
  if (tok_exact(c, i, &off)) {
    size_t end = off + (size_t)c->t[i].len;
    if (!*text) /* a dropped word takes the blanks after it along */
      while (end < c->p->source_len && (c->p->source[end] == ' ' || c->p->source[end] == '\t'))
        end++;
    add_edit(c, off, end, text);
  } else
    error_at(c, c->t[i].loc, "%s, but this comes from a macro expansion and cannot be rewritten; %s",
             what, split_hint);
}

/* The identifier written at LOC in the main file (a macro's name for a
 * token of its expansion), or "". */
static const char *word_at(const struct cxx *c, struct ir_loc loc) {
  if (loc.line < 1 || loc.line > c->nlines || loc.col < 1)
    return "";
  size_t o = c->line_start[loc.line - 1] + (size_t)(loc.col - 1), e = o;
  const char *s = c->p->source;
  while (e < c->p->source_len && ident_char(s[e]))
    e++;
  return ir_strndup(s + o, e - o);
}

/* ---------------------------------------------------------------- declarations and types */

/* The declaration NAME refers to: the function's scope, then file scope. */
static const struct fe_decl *lookup(const struct cxx *c, const char *name) {
  return fe_scope_object(&c->scope, name, NULL);
}

/* T with typedef names replaced by their definitions (outer level). */
static const struct fe_type *resolve(const struct cxx *c, const struct fe_type *t) {
  return fe_resolve_type(&c->scope, t);
}

static bool is_integer_type(const struct fe_type *t) {
  return t && (t->kind == FE_TY_BOOL || t->kind == FE_TY_CHAR || t->kind == FE_TY_SHORT ||
               t->kind == FE_TY_INT || t->kind == FE_TY_LONG || t->kind == FE_TY_LLONG);
}

static bool is_enumerator(const struct cxx *c, const char *name) {
  return fe_is_enumerator(c->u, name);
}

/* Is the expression of tokens [FIRST, LAST] an integer constant
 * expression in C++ (see rule 5 above)?  DEPTH bounds the recursion
 * through const variables. */
static bool tokens_constant(const struct cxx *c, int first, int last, int depth) {
  const struct fe_token *t = c->t;
  bool operand = false;
  for (int i = first; i <= last && i < c->ntok; i++) {
    switch (t[i].kind) {
    case INT_CONST:
    case CHAR_CONST:
    case FLOAT_CONST: /* only meaningful under a cast to an integer type */
      operand = true;
      break;
    case SIZEOF:
    case ALIGNOF: {
      operand = true;
      if (i + 1 <= last && t[i + 1].kind == '(') {
        int d = 0, j = i + 1;
        for (; j <= last; j++) {
          if (t[j].kind == '(')
            d++;
          else if (t[j].kind == ')' && --d == 0)
            break;
        }
        i = j;
      } else if (i + 1 <= last && t[i + 1].kind == IDENTIFIER) {
        i++;
      }
      break;
    }
    case '+': case '-': case '*': case '/': case '%': case LEFT_OP: case RIGHT_OP: case '&':
    case '|': case '^': case '~': case '!': case '<': case '>': case LE_OP: case GE_OP: case EQ_OP:
    case NE_OP: case AND_OP: case OR_OP: case '?': case ':': case '(': case ')':
    case INT: case CHAR: case SHORT: case LONG: case SIGNED: case UNSIGNED: case BOOL: case CONST:
    case VOLATILE:
      break;
    case IDENTIFIER: {
      const char *name = t[i].text;
      if (is_enumerator(c, name) || fe_is_typedef_name(c->u, name)) {
        operand = true;
        break;
      }
      const struct fe_decl *d = lookup(c, name);
      const struct fe_type *ty = d ? resolve(c, d->type) : NULL;
      if (depth < 8 && ty && is_integer_type(ty) && ((ty->quals | d->type->quals) & FE_Q_CONST) &&
          d->init && d->init->kind != FE_INIT_LIST &&
          tokens_constant(c, d->init->tok_first, d->init->tok_last, depth + 1)) {
        operand = true;
        break;
      }
      return false;
    }
    default:
      return false;
    }
  }
  return operand;
}

/* Is N's expression constant (tokens_constant)? */
static bool node_constant(const struct cxx *c, const struct fe_node *n) {
  return n && tokens_constant(c, n->tok_first, n->tok_last, 0);
}

/* Does T (through pointers, arrays and return types) contain an array
 * with a non-constant extent?  Typedef names are not looked into: a VLA
 * typedef is reported where it is declared. */
static bool type_has_vla(const struct cxx *c, const struct fe_type *t) {
  for (int n = 0; t && n < 64; n++, t = t->base) {
    if (t->kind == FE_TY_ARRAY && t->size && !node_constant(c, t->size))
      return true;
    if (t->kind != FE_TY_PTR && t->kind != FE_TY_ARRAY && t->kind != FE_TY_FUNC)
      return false;
  }
  return false;
}

/* Does token T print as a word (keyword, name, number or literal)? */
static bool word_token(const struct fe_token *t) {
  char ch = t->text[0];
  return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '_' ||
         ch == '\'' || ch == '"' || ch == '.';
}

/* Should a space separate tokens A and B when a type or expression is
 * printed from tokens?  Tokens from macro expansions have no reliable
 * spacing, so a fixed style is used: "double (*)[ni + 0]". */
static bool space_between(const struct fe_token *a, const struct fe_token *b) {
  int x = a->kind, y = b->kind;
  if (x == '(' || x == '[' || y == ')' || y == ']' || y == ',' || x == '~' || x == '!')
    return false;
  if (y == '[')
    return word_token(a) && a->kind != IDENTIFIER; /* "double [n]" but "a[i]" */
  if (x == '*' && (y == '*' || y == ')'))
    return false;
  if (y == '(')
    return x != IDENTIFIER && x != SIZEOF;
  if (x == PTR_OP || y == PTR_OP || x == '.' || y == '.' || x == INC_OP || y == INC_OP ||
      x == DEC_OP || y == DEC_OP)
    return false;
  return true;
}

/* The spelling of tokens [FIRST, LAST] in the style of space_between,
 * leaving out token SKIP (a declarator's name); with CXX, names renamed
 * and restrict spelled for C++. */
static char *tokens_text(const struct cxx *c, int first, int last, bool cxx, int skip) {
  struct ir_buf b = {0};
  ir_buf_puts(&b, "");
  int prev = -1;
  for (int i = first; i <= last && i < c->ntok; i++) {
    if (i == skip)
      continue;
    if (prev >= 0 && space_between(&c->t[prev], &c->t[i]))
      ir_buf_puts(&b, " ");
    const char *s = c->t[i].text;
    if (cxx && c->t[i].kind == IDENTIFIER)
      s = fe_cxx_name(c->out, s);
    else if (cxx && c->t[i].kind == RESTRICT)
      s = "__restrict__";
    ir_buf_puts(&b, s);
    prev = i;
  }
  return b.s;
}

/* Qualifiers QUALS as words ("const volatile"), followed by a space
 * when TRAILING_SPACE and there are any.  The C++ types printed are
 * those of casts, where restrict means nothing (and see rule 2). */
static void put_quals(struct ir_buf *b, unsigned quals, bool cxx, bool trailing_space) {
  const char *words[] = {quals & FE_Q_CONST ? "const" : NULL, quals & FE_Q_VOLATILE ? "volatile" : NULL,
                         (quals & FE_Q_RESTRICT) && !cxx ? "restrict" : NULL};
  bool any = false;
  for (int k = 0; k < 3; k++)
    if (words[k]) {
      ir_buf_printf(b, "%s%s", any ? " " : "", words[k]);
      any = true;
    }
  if (any && trailing_space)
    ir_buf_puts(b, " ");
}

/* The specifiers of base type T ("const unsigned int", "struct foo"),
 * or NULL when C++ cannot spell them (anonymous struct). */
static const char *base_spec(const struct cxx *c, const struct fe_type *t, bool cxx,
                             bool signed_char) {
  struct ir_buf b = {0};
  ir_buf_puts(&b, "");
  put_quals(&b, t->quals, cxx, true);
  const char *u = t->is_unsigned ? "unsigned " : "";
  switch (t->kind) {
  case FE_TY_VOID: ir_buf_puts(&b, "void"); break;
  case FE_TY_BOOL: ir_buf_puts(&b, cxx ? "bool" : "_Bool"); break;
  case FE_TY_CHAR:
    ir_buf_printf(&b, "%schar", t->is_unsigned ? "unsigned " : signed_char ? "signed " : "");
    break;
  case FE_TY_SHORT: ir_buf_printf(&b, "%sshort", u); break;
  case FE_TY_INT: ir_buf_printf(&b, "%sint", u); break;
  case FE_TY_LONG: ir_buf_printf(&b, "%slong", u); break;
  case FE_TY_LLONG: ir_buf_printf(&b, "%slong long", u); break;
  case FE_TY_FLOAT: ir_buf_puts(&b, "float"); break;
  case FE_TY_DOUBLE: ir_buf_puts(&b, "double"); break;
  case FE_TY_LDOUBLE: ir_buf_puts(&b, "long double"); break;
  case FE_TY_NAMED: {
    const char *name = t->name;
    if (!name || strchr(name, '<'))
      return NULL; /* struct <anonymous> */
    if (!cxx) {
      ir_buf_puts(&b, name);
      break;
    }
    const char *tags[] = {"struct ", "union ", "enum "};
    bool tagged = false;
    for (int k = 0; k < 3; k++)
      if (strncmp(name, tags[k], strlen(tags[k])) == 0) {
        ir_buf_printf(&b, "%s%s", tags[k], fe_cxx_name(c->out, name + strlen(tags[k])));
        tagged = true;
      }
    if (!tagged) {
      if (strchr(name, '(') && !strncmp(name, "__typeof__", 10))
        return NULL; /* names inside typeof may need renaming */
      ir_buf_puts(&b, strchr(name, ' ') ? name : fe_cxx_name(c->out, name));
    }
    break;
  }
  default:
    return NULL;
  }
  return b.s;
}

/* T as a declarator around INNER ("" for an abstract type name): "float
 * *", "double (*)[n]".  NULL when it cannot be printed (function types,
 * whose parameters the syntax tree does not keep). */
static char *type_str(const struct cxx *c, const struct fe_type *t, const char *inner, bool cxx,
                      bool signed_char, int depth) {
  if (!t || depth > 64)
    return NULL;
  switch (t->kind) {
  case FE_TY_PTR: {
    struct ir_buf b = {0};
    ir_buf_puts(&b, "*");
    put_quals(&b, t->quals, cxx, false);
    if (*inner && b.len > 1)
      ir_buf_puts(&b, " ");
    ir_buf_puts(&b, inner);
    char *s = b.s;
    if (t->base && (t->base->kind == FE_TY_ARRAY || t->base->kind == FE_TY_FUNC))
      s = ir_printf("(%s)", s);
    return type_str(c, t->base, s, cxx, signed_char, depth + 1);
  }
  case FE_TY_ARRAY: {
    const char *size = t->size ? tokens_text(c, t->size->tok_first, t->size->tok_last, cxx, -1) : "";
    return type_str(c, t->base, ir_printf("%s[%s]", inner, size), cxx, signed_char, depth + 1);
  }
  case FE_TY_FUNC:
    return NULL;
  default: {
    const char *spec = base_spec(c, t, cxx, signed_char);
    if (!spec)
      return NULL;
    return *inner ? ir_printf("%s %s", spec, inner) : ir_strdup(spec);
  }
  }
}

/* Is the innermost base of T a plain char whose declaration (named at
 * LOC) says 'signed'?  The syntax tree does not keep the difference, so
 * look at the tokens before the name: back to the start of the
 * parameter, or of the declaration (all its declarators share the
 * specifiers). */
static bool signed_char_at(const struct cxx *c, const struct fe_type *t, struct ir_loc loc) {
  int n = 0;
  while (t && (t->kind == FE_TY_PTR || t->kind == FE_TY_ARRAY) && n++ < 64)
    t = t->base;
  if (!t || t->kind != FE_TY_CHAR || t->is_unsigned)
    return false;
  int name = tok_at_loc(c, loc);
  if (name < 0)
    return false;
  int depth = 0, comma = -1, i;
  for (i = name - 1; i >= 0; i--) {
    int k = c->t[i].kind;
    if (k == ')' || k == ']')
      depth++;
    else if ((k == '(' || k == '[') && --depth < 0)
      break;
    else if (k == ';' || k == '{' || k == '}')
      break;
    else if (k == ',' && depth == 0 && comma < 0)
      comma = i;
  }
  int start = i >= 0 && c->t[i].kind == '(' && comma >= 0 ? comma + 1 : i + 1;
  depth = 0;
  for (int j = start; j < name; j++) {
    int k = c->t[j].kind;
    if (k == '(' || k == '[' || k == '{')
      depth++;
    else if (k == ')' || k == ']' || k == '}')
      depth--;
    else if (k == SIGNED && depth == 0)
      return true;
  }
  return false;
}

/* ---------------------------------------------------------------- expressions */

/* The return type of a function or function pointer declaration D. */
static const struct fe_type *decl_ret(const struct cxx *c, const struct fe_decl *d, bool *found) {
  const struct fe_type *t = resolve(c, d->type);
  if (t && t->kind == FE_TY_PTR)
    t = resolve(c, t->base);
  *found = t && t->kind == FE_TY_FUNC;
  return *found ? t->base : NULL;
}

/* The return type of what the call NAME(...) calls: a local function
 * pointer, a function defined in the unit, a declared function or a
 * function pointer at file scope.  *FOUND says whether NAME is known. */
static const struct fe_type *func_ret(const struct cxx *c, const char *name, bool *found) {
  /* A declaration of the function's scope, then a definition in the
   * unit, then a file-scope declaration. */
  const struct fe_func *f = fe_scope_function(&c->scope, name);
  *found = true;
  if (f)
    return f->ret;
  const struct fe_decl *d = lookup(c, name);
  if (d)
    return decl_ret(c, d, found);
  *found = false;
  return NULL;
}

/* The C type of the lvalue or pointer expression N as far as the
 * declarations tell, or NULL; *ORIGIN is set to the declaration it comes
 * from (for signed_char_at). */
static const struct fe_type *expr_type(const struct cxx *c, const struct fe_node *n,
                                       const struct fe_decl **origin, int depth) {
  if (!n || depth > 256)
    return NULL;
  switch (n->kind) {
  case FE_IDENT: {
    const struct fe_decl *d = lookup(c, n->text);
    if (origin)
      *origin = d;
    return d ? d->type : NULL;
  }
  case FE_INDEX:
  case FE_UNARY: {
    if (n->kind == FE_UNARY && n->op != '*')
      return NULL;
    const struct fe_type *t = resolve(c, expr_type(c, n->a, origin, depth + 1));
    return t && (t->kind == FE_TY_PTR || t->kind == FE_TY_ARRAY) ? t->base : NULL;
  }
  case FE_CAST:
    return n->a && n->a->kind == FE_INIT_LIST ? NULL : n->type;
  case FE_CALL: {
    bool found;
    if (n->a && n->a->kind == FE_IDENT)
      return func_ret(c, n->a->text, &found);
    return NULL;
  }
  case FE_ASSIGN:
    return expr_type(c, n->a, origin, depth + 1);
  case FE_COMMA:
    return expr_type(c, n->b, origin, depth + 1);
  default:
    return NULL;
  }
}

/* Is T 'void *' (with any qualifiers), through typedefs? */
static bool is_void_ptr_type(const struct cxx *c, const struct fe_type *t) {
  t = resolve(c, t);
  if (!t || t->kind != FE_TY_PTR)
    return false;
  const struct fe_type *b = resolve(c, t->base);
  return b && b->kind == FE_TY_VOID;
}

/* Is N a 'void *' value that C converts implicitly (rule 1)?  Explicit
 * casts are not: NULL is one, and means something else in C++. */
static bool is_void_ptr_value(const struct cxx *c, const struct fe_node *n) {
  switch (n->kind) {
  case FE_CALL: {
    if (!n->a || n->a->kind != FE_IDENT)
      return false;
    bool found;
    const struct fe_type *ret = func_ret(c, n->a->text, &found);
    if (found)
      return is_void_ptr_type(c, ret);
    return is_alloc_name(n->a->text);
  }
  case FE_IDENT:
  case FE_INDEX:
  case FE_UNARY:
    return is_void_ptr_type(c, expr_type(c, n, NULL, 0));
  default:
    return false;
  }
}

/* Where a value goes: the type it is converted to, and the declaration
 * or assignment target that names it (for decltype). */
struct target {
  const struct fe_type *type;
  const struct fe_decl *decl;   /* declaration initialised, or the type's origin */
  const struct fe_node *lhs;    /* assignment target */
  struct ir_loc type_loc;       /* name in the declaration of TYPE (signed char) */
};

/* Are all tokens [FIRST, LAST] written in the main file? */
static bool tokens_exact(const struct cxx *c, int first, int last) {
  size_t off;
  for (int i = first; i <= last; i++)
    if (!tok_exact(c, i, &off))
      return false;
  return true;
}

/* The source text of the exact tokens [FIRST, LAST] with the renamings
 * of rule 3 applied: what goes inside a decltype. */
static char *source_text_cxx(const struct cxx *c, int first, int last) {
  struct ir_buf b = {0};
  ir_buf_puts(&b, "");
  size_t prev_end = 0;
  for (int i = first; i <= last; i++) {
    size_t off = 0;
    tok_exact(c, i, &off);
    if (i > first && off > prev_end)
      ir_buf_putn(&b, c->p->source + prev_end, off - prev_end);
    ir_buf_puts(&b, c->t[i].kind == IDENTIFIER ? fe_cxx_name(c->out, c->t[i].text) : c->t[i].text);
    prev_end = off + (size_t)c->t[i].len;
  }
  return b.s;
}

/* Rule 1: give the 'void *' value N the cast its target T needs. */
static void cast_value(struct cxx *c, const struct fe_node *n, const struct target *tg) {
  size_t off;
  if (tok_in_region(c, n->tok_first))
    return;
  const struct fe_type *rt = resolve(c, tg->type);
  /* A typedef name that cannot be resolved can only be a pointer type
   * here (valid C assigns a 'void *' to nothing else): cast to it. */
  bool unresolved = rt && rt->kind == FE_TY_NAMED && strncmp(rt->name, "struct ", 7) != 0 &&
                    strncmp(rt->name, "union ", 6) != 0 && strncmp(rt->name, "enum ", 5) != 0;
  if (rt && !unresolved) {
    if (rt->kind != FE_TY_PTR || is_void_ptr_type(c, rt))
      return; /* no conversion, or one C++ allows too */
    if (type_has_vla(c, rt))
      return; /* reported at the declaration */
  }
  const char *what = n->kind == FE_CALL ? ir_printf("the result of '%s'", n->a->text) : "this 'void *' value";
  if (!tok_exact(c, n->tok_first, &off)) {
    error_at(c, c->t[n->tok_first].loc,
             "%s needs a cast in C++, but it comes from a macro expansion and cannot be rewritten; %s",
             what, split_hint);
    return;
  }
  char *cast = NULL;
  if (tg->type) {
    struct fe_type top = *tg->type;
    top.quals = 0; /* (float *const) would only be noise */
    char *s = type_str(c, &top, "", true, signed_char_at(c, tg->type, tg->type_loc), 0);
    if (s)
      cast = ir_printf("(%s)", s);
  }
  if (!cast && tg->decl && tg->decl->name && !tg->lhs)
    cast = ir_printf("(decltype(%s))", fe_cxx_name(c->out, tg->decl->name));
  if (!cast && tg->lhs && tokens_exact(c, tg->lhs->tok_first, tg->lhs->tok_last)) {
    const char *text = source_text_cxx(c, tg->lhs->tok_first, tg->lhs->tok_last);
    if (tg->lhs->kind == FE_MEMBER || tg->lhs->kind == FE_IDENT)
      cast = ir_printf("(decltype(%s))", text);
    else
      cast = ir_printf("(__typeof__(%s))", text);
  }
  if (!cast) {
    error_at(c, c->t[n->tok_first].loc, "cannot tell which pointer type %s must be cast to in C++; %s",
             what, split_hint);
    return;
  }
  add_edit(c, off, off, cast);
}

/* Rule 5 for type T of a declaration, cast or sizeof at LOC (token
 * TOK).  A cast or sizeof from a macro expansion is not reported again
 * on a line that already has an error (the declaration the same macro
 * expanded to). */
static void check_vla_type(struct cxx *c, const struct fe_type *t, struct ir_loc loc, int tok,
                           bool is_decl) {
  size_t off;
  if (c->in_bad_decl || (tok >= 0 && tok_in_region(c, tok)) || !type_has_vla(c, t))
    return;
  if (!is_decl && tok >= 0 && !tok_exact(c, tok, &off) && error_on_line(c, loc.line))
    return;
  const char *s = type_str(c, t, "", false, false, 0);
  error_at(c, loc, "variable-length array type '%s' is not valid C++; %s", s ? s : "?", split_hint);
}

/* The parameters of the function NAME defined in the unit, or NULL. */
static const struct fe_func *find_def(const struct cxx *c, const char *name) {
  return fe_scope_function(&c->scope, name);
}

/* The target of an element of an initialiser list for TG's type. */
static struct target element_target(const struct cxx *c, const struct target *tg) {
  struct target e = {0};
  const struct fe_type *t = tg ? resolve(c, tg->type) : NULL;
  if (t && t->kind == FE_TY_ARRAY) {
    e.type = t->base;
    e.type_loc = tg->type_loc;
  }
  return e;
}

/* Walk expression N whose value goes to TG (NULL: nowhere that needs a
 * conversion), adding the casts of rule 1 and checking types (rule 5). */
static void walk_expr(struct cxx *c, const struct fe_node *n, const struct target *tg, int depth) {
  if (!n || depth > 10000)
    return;
  if (tg && (tg->type || tg->decl || tg->lhs) && is_void_ptr_value(c, n))
    cast_value(c, n, tg);
  switch (n->kind) {
  case FE_ASSIGN: {
    walk_expr(c, n->a, NULL, depth + 1);
    if (n->op != '=' || !n->a || (n->a->kind == FE_INDEX && !n->a->a) ||
        (n->a->kind == FE_MEMBER && !n->a->a)) {
      /* compound assignment, or a designator in an initialiser list */
      walk_expr(c, n->b, n->op == '=' && n->a && n->a->kind == FE_INDEX ? tg : NULL, depth + 1);
      break;
    }
    const struct fe_decl *origin = NULL;
    struct target t = {0};
    t.type = expr_type(c, n->a, &origin, 0);
    t.lhs = n->a;
    if (origin)
      t.type_loc = origin->loc;
    walk_expr(c, n->b, &t, depth + 1);
    break;
  }
  case FE_COND:
    walk_expr(c, n->a, NULL, depth + 1);
    walk_expr(c, n->b, tg, depth + 1);
    walk_expr(c, n->c, tg, depth + 1);
    break;
  case FE_COMMA:
    walk_expr(c, n->a, NULL, depth + 1);
    walk_expr(c, n->b, tg, depth + 1);
    break;
  case FE_CALL: {
    walk_expr(c, n->a, NULL, depth + 1);
    const struct fe_func *f = n->a && n->a->kind == FE_IDENT ? find_def(c, n->a->text) : NULL;
    const struct fe_decl *p = f ? f->params : NULL;
    for (const struct fe_node *a = n->args; a; a = a->next) {
      struct target t = {0};
      if (p) {
        t.type = p->type;
        t.type_loc = p->loc;
        /* an array parameter is a pointer */
        if (t.type && t.type->kind == FE_TY_ARRAY) {
          struct fe_type *ptr = ir_alloc(sizeof *ptr);
          ptr->kind = FE_TY_PTR;
          ptr->base = t.type->base;
          t.type = ptr;
        }
        p = p->next;
      }
      walk_expr(c, a, t.type ? &t : NULL, depth + 1);
    }
    break;
  }
  case FE_CAST:
    check_vla_type(c, n->type, n->loc, n->tok_first, false);
    if (n->a && n->a->kind == FE_INIT_LIST) {
      struct target t = {.type = n->type};
      walk_expr(c, n->a, &t, depth + 1);
    } else {
      walk_expr(c, n->a, NULL, depth + 1);
    }
    break;
  case FE_SIZEOF_TYPE:
    check_vla_type(c, n->type, n->loc, n->tok_first, false);
    break;
  case FE_INIT_LIST: {
    struct target e = element_target(c, tg);
    for (const struct fe_node *a = n->args; a; a = a->next)
      walk_expr(c, a, e.type ? &e : NULL, depth + 1);
    break;
  }
  default:
    walk_expr(c, n->a, NULL, depth + 1);
    walk_expr(c, n->b, NULL, depth + 1);
    walk_expr(c, n->c, NULL, depth + 1);
    for (const struct fe_node *a = n->args; a; a = a->next)
      walk_expr(c, a, NULL, depth + 1);
    break;
  }
}

/* A declaration statement: check each declarator's type, make it
 * visible, then walk its initialiser. */
static void walk_decl(struct cxx *c, const struct fe_node *n) {
  for (const struct fe_decl *d = n->decl; d; d = d->next) {
    bool bad = false;
    if (!c->in_bad_decl && d->type && d->type->kind != FE_TY_FUNC && type_has_vla(c, d->type)) {
      check_vla_type(c, d->type, d->loc, tok_at_loc(c, d->loc) >= 0 ? tok_at_loc(c, d->loc) : n->tok_first,
                     true);
      bad = true;
    }
    if (d->name)
      fe_scope_push(&c->scope, d, FE_SCOPE_LOCAL);
    if (d->init) {
      struct target t = {.type = d->type, .decl = d, .type_loc = d->loc};
      bool was = c->in_bad_decl;
      c->in_bad_decl = c->in_bad_decl || bad;
      walk_expr(c, d->init, &t, 0);
      c->in_bad_decl = was;
    }
  }
}

static void walk_stmt(struct cxx *c, const struct fe_node *n, int depth) {
  if (!n || depth > 10000)
    return;
  int mark = c->scope.decls.n;
  switch (n->kind) {
  case FE_COMPOUND:
    for (const struct fe_node *s = n->body; s; s = s->next)
      walk_stmt(c, s, depth + 1);
    fe_scope_pop(&c->scope, mark);
    break;
  case FE_DECL:
    walk_decl(c, n);
    break;
  case FE_EXPR_STMT:
    walk_expr(c, n->a, NULL, 0);
    break;
  case FE_IF:
    walk_expr(c, n->a, NULL, 0);
    walk_stmt(c, n->b, depth + 1);
    fe_scope_pop(&c->scope, mark);
    walk_stmt(c, n->c, depth + 1);
    fe_scope_pop(&c->scope, mark);
    break;
  case FE_FOR:
    walk_stmt(c, n->init, depth + 1);
    walk_expr(c, n->a, NULL, 0);
    walk_expr(c, n->c, NULL, 0);
    walk_stmt(c, n->body, depth + 1);
    fe_scope_pop(&c->scope, mark);
    break;
  case FE_RETURN: {
    struct target t = {.type = c->func->ret, .type_loc = c->func->loc};
    walk_expr(c, n->a, c->func->ret ? &t : NULL, 0);
    break;
  }
  default:
    walk_expr(c, n->a, NULL, 0);
    walk_stmt(c, n->body, depth + 1);
    fe_scope_pop(&c->scope, mark);
    break;
  }
}

/* ---------------------------------------------------------------- token rewrites */

/* Does the main file declare NAME at file scope (rule 3, CUDA names)? */
static bool declared_at_file_scope(const struct cxx *c, const char *name) {
  for (int i = 0; i < c->file_names.n; i++)
    if (strcmp(c->file_names.v[i], name) == 0)
      return true;
  return false;
}

/* Is token I a qualifier or 'static' inside the brackets of an array
 * parameter ('[static 10]', '[restrict n]')? */
static bool array_qualifier(const struct cxx *c, int i) {
  for (int j = i - 1; j >= 0; j--) {
    int k = c->t[j].kind;
    if (k == '[')
      return true;
    if (k != STATIC && k != CONST && k != VOLATILE && k != RESTRICT && k != ATOMIC)
      return false;
  }
  return false;
}

/* Rules 2-4 on the main file's tokens. */
static void rewrite_tokens(struct cxx *c) {
  for (int i = 0; i < c->ntok; i++) {
    const struct fe_token *t = &c->t[i];
    if (!t->in_main || t->kind == 0)
      continue;
    if (tok_in_region(c, i)) {
      /* regenerated by tilec, which spells names through fe_cxx_name */
      if (t->kind == IDENTIFIER &&
          (is_cxx_keyword(t->text) || (is_cuda_name(t->text) && declared_at_file_scope(c, t->text))))
        choose_rename(c, t->text);
      continue;
    }
    size_t off;
    bool exact = tok_exact(c, i, &off);
    switch (t->kind) {
    case IDENTIFIER:
      if (is_cxx_keyword(t->text))
        replace_tok(c, i, choose_rename(c, t->text),
                    ir_printf("'%s' is a C++ keyword and must be renamed", t->text));
      else if (is_cuda_name(t->text) && declared_at_file_scope(c, t->text))
        replace_tok(c, i, choose_rename(c, t->text),
                    ir_printf("'%s' is declared by the CUDA headers too and must be renamed", t->text));
      break;
    case STATIC:
    case CONST:
    case VOLATILE:
    case RESTRICT:
    case ATOMIC:
      if (array_qualifier(c, i)) {
        if (t->kind == VOLATILE || t->kind == ATOMIC)
          error_at(c, t->loc, "'%s' in the brackets of an array parameter is not valid C++; %s", t->text,
                   split_hint);
        else
          replace_tok(c, i, "", ir_printf("'%s' in the brackets of an array parameter is not valid C++",
                                          t->text));
      } else if (t->kind == RESTRICT && strcmp(t->text, "restrict") == 0) {
        int j = i + 1;
        while (j < c->ntok && (c->t[j].kind == CONST || c->t[j].kind == VOLATILE || c->t[j].kind == RESTRICT))
          j++;
        if (j < c->ntok && c->t[j].kind == '*')
          replace_tok(c, i, "", "'restrict' on an inner pointer level must be dropped for nvcc");
        else
          replace_tok(c, i, "__restrict__", "'restrict' is spelled '__restrict__' in C++");
      } else if (t->kind == ATOMIC) {
        error_at(c, t->loc, "'_Atomic' is not valid C++; %s", split_hint);
      }
      break;
    case BOOL:
    case STATIC_ASSERT:
    case ALIGNAS:
    case ALIGNOF:
    case THREAD_LOCAL: {
      static const char *const pairs[][2] = {{"_Bool", "bool"},
                                             {"_Static_assert", "static_assert"},
                                             {"_Alignas", "alignas"},
                                             {"_Alignof", "alignof"},
                                             {"_Thread_local", "thread_local"}};
      for (size_t k = 0; k < sizeof pairs / sizeof pairs[0]; k++) {
        if (strcmp(t->text, pairs[k][0]) != 0)
          continue;
        /* <stdbool.h>'s bool and friends: keywords in C++ */
        if (!exact && strcmp(word_at(c, t->loc), pairs[k][1]) == 0)
          break;
        replace_tok(c, i, pairs[k][1], ir_printf("'%s' is spelled '%s' in C++", pairs[k][0], pairs[k][1]));
      }
      break;
    }
    case NORETURN:
      replace_tok(c, i, "__attribute__((__noreturn__))", "'_Noreturn' is not valid C++");
      break;
    case GENERIC:
      error_at(c, t->loc, "'_Generic' is not valid C++; %s", split_hint);
      break;
    case SIZEOF: {
      /* sizeof 'c' and sizeof ('c'): an int in C */
      int j = i + 1;
      bool paren = j < c->ntok && c->t[j].kind == '(';
      if (paren)
        j++;
      if (j < c->ntok && c->t[j].kind == CHAR_CONST && c->t[j].text[0] == '\'' &&
          (!paren || (j + 1 < c->ntok && c->t[j + 1].kind == ')')))
        replace_tok(c, j, ir_printf("((int)%s)", c->t[j].text),
                    "a character constant is an int in C and a char in C++, so its sizeof must be rewritten");
      break;
    }
    default:
      break;
    }
  }
}

/* ---------------------------------------------------------------- parameters and file scope */

/* Index of the token closing the group opened at I, or LAST. */
static int group_end(const struct cxx *c, int i, int last) {
  int depth = 0;
  for (int j = i; j <= last; j++) {
    int k = c->t[j].kind;
    if (k == '(' || k == '[' || k == '{')
      depth++;
    else if ((k == ')' || k == ']' || k == '}') && --depth == 0)
      return j;
  }
  return last;
}

/* One parameter, tokens [FIRST, LAST], of a prototype or definition
 * header: rule 5 for its array extents, with the outermost one dropped
 * when it is the only non-constant one (rule 4). */
static void check_param(struct cxx *c, int first, int last) {
  const struct fe_token *t = c->t;
  int name = -1, first_bracket = -1, nonconst = 0, outer_nonconst = -1;
  for (int i = first; i <= last; i++) {
    int k = t[i].kind;
    if (k == ATTRIBUTE || k == TYPEOF || k == ALIGNAS || k == SIZEOF || k == ALIGNOF) {
      if (i + 1 <= last && t[i + 1].kind == '(')
        i = group_end(c, i + 1, last);
      continue;
    }
    if (k == '(' && name >= 0 && first_bracket < 0)
      break; /* a parameter list of a function declarator: not our business */
    if (k == IDENTIFIER && first_bracket < 0 && !fe_is_typedef_name(c->u, t[i].text) &&
        (i == first || (t[i - 1].kind != STRUCT && t[i - 1].kind != UNION && t[i - 1].kind != ENUM)))
      name = i;
    if (k == '[') {
      int close = group_end(c, i, last);
      int s = i + 1;
      while (s < close && (t[s].kind == STATIC || t[s].kind == CONST || t[s].kind == VOLATILE ||
                           t[s].kind == RESTRICT || t[s].kind == ATOMIC))
        s++;
      bool constant = s < close && tokens_constant(c, s, close - 1, 0);
      bool empty = s == close;
      if (!constant && !empty) {
        nonconst++;
        if (first_bracket < 0 && name == i - 1)
          outer_nonconst = i;
      }
      if (first_bracket < 0)
        first_bracket = i;
      i = close;
    }
  }
  if (!nonconst || (first >= 0 && tok_in_region(c, first)))
    return;
  if (nonconst == 1 && outer_nonconst >= 0) {
    int close = group_end(c, outer_nonconst, last);
    int s = outer_nonconst + 1;
    while (s < close && (t[s].kind == STATIC || t[s].kind == CONST || t[s].kind == VOLATILE ||
                         t[s].kind == RESTRICT || t[s].kind == ATOMIC))
      s++;
    size_t b, e;
    if (tokens_exact(c, s, close - 1) && tok_exact(c, s, &b) && tok_exact(c, close - 1, &e)) {
      add_edit(c, b, e + (size_t)t[close - 1].len, "");
      return;
    }
  }
  /* The type as written, without the name. */
  const char *type = tokens_text(c, first, last, false, name);
  struct ir_loc loc = t[name >= 0 ? name : first_bracket].loc;
  error_at(c, loc, "variable-length array type '%s' is not valid C++; %s", type, split_hint);
}

/* Check every parameter of the parameter list opened at OPEN (its
 * close at CLOSE), and the lists nested in it. */
static void check_params(struct cxx *c, int open, int close) {
  int start = open + 1;
  for (int i = open + 1; i <= close; i++) {
    int k = c->t[i].kind;
    if (k == '(' || k == '[' || k == '{') {
      int e = group_end(c, i, close);
      if (k == '(' && c->t[i - 1].kind != ATTRIBUTE && c->t[i - 1].kind != TYPEOF &&
          c->t[i - 1].kind != SIZEOF && c->t[i - 1].kind != ALIGNOF && c->t[i - 1].kind != ALIGNAS)
        check_params(c, i, e); /* function pointer parameters, (*p)[n] */
      i = e;
      continue;
    }
    if (k == ',' || i == close) {
      if (i > start)
        check_param(c, start, i - 1);
      start = i + 1;
    }
  }
}

/* The declarations at file scope and the headers of function
 * definitions (tokens outside function bodies): parameter arrays. */
static void check_file_scope(struct cxx *c, const bool *in_body) {
  const struct fe_token *t = c->t;
  int last = c->ntok - 2;
  for (int i = 0; i <= last; i++) {
    if (!t[i].in_main || in_body[i])
      continue;
    int k = t[i].kind;
    if (k == '{') {
      i = group_end(c, i, last); /* struct bodies, initialisers */
      continue;
    }
    if (k == '=') {
      /* an initialiser: up to the next ',' or ';' outside brackets */
      int depth = 0;
      for (; i <= last; i++) {
        int kk = t[i].kind;
        if (kk == '(' || kk == '[' || kk == '{')
          depth++;
        else if (kk == ')' || kk == ']' || kk == '}')
          depth--;
        else if (depth <= 0 && (kk == ',' || kk == ';'))
          break;
      }
      continue;
    }
    if (k == ATTRIBUTE || k == TYPEOF || k == SIZEOF || k == ALIGNOF || k == ALIGNAS || k == ASM ||
        k == STATIC_ASSERT) {
      if (i + 1 <= last && t[i + 1].kind == '(')
        i = group_end(c, i + 1, last);
      continue;
    }
    if (k == '(') {
      int e = group_end(c, i, last);
      bool body = false;
      for (int j = i; j <= e; j++)
        body = body || in_body[j];
      if (!body)
        check_params(c, i, e);
      i = e;
    }
  }
}

/* ---------------------------------------------------------------- functions that did not parse */

/* Can token I start a declaration's specifiers? */
static bool is_type_start(const struct cxx *c, int i) {
  switch (c->t[i].kind) {
  case VOID: case CHAR: case SHORT: case INT: case LONG: case FLOAT: case DOUBLE: case SIGNED:
  case UNSIGNED: case BOOL: case STRUCT: case UNION: case ENUM: case CONST: case VOLATILE:
  case STATIC: case REGISTER:
    return true;
  case IDENTIFIER:
    return fe_is_typedef_name(c->u, c->t[i].text);
  default:
    return false;
  }
}

/* Does the body [FIRST, LAST] of a function that did not parse contain
 * what rules 1 and 5 would need to look at?  Returns the token, or -1. */
static int unanalysable_token(struct cxx *c, int first, int last) {
  const struct fe_token *t = c->t;
  bool stmt_start = true, decl = false, init = false;
  int depth = 0;
  for (int i = first; i <= last; i++) {
    int k = t[i].kind;
    if (k == IDENTIFIER && i + 1 <= last && t[i + 1].kind == '(') {
      bool found;
      const struct fe_type *ret = func_ret(c, t[i].text, &found);
      if (found ? is_void_ptr_type(c, ret) : is_alloc_name(t[i].text))
        return i;
    }
    if (stmt_start)
      decl = is_type_start(c, i), init = false;
    stmt_start = k == ';' || k == '{' || k == '}';
    if (k == '(' && i + 1 <= last && is_type_start(c, i + 1)) {
      /* a cast or sizeof type name: look for a non-constant extent */
      int e = group_end(c, i, last);
      for (int j = i + 1; j < e; j++)
        if (t[j].kind == '[') {
          int ce = group_end(c, j, e);
          if (ce > j + 1 && !tokens_constant(c, j + 1, ce - 1, 0))
            return j;
          j = ce;
        }
    }
    if (k == '(' || k == '[')
      depth++;
    else if (k == ')' || k == ']')
      depth--;
    if (depth == 0 && k == '=')
      init = true;
    if (depth == 0 && k == ',')
      init = false;
    if (decl && !init && k == '[') {
      int ce = group_end(c, i, last);
      if (ce > i + 1 && !tokens_constant(c, i + 1, ce - 1, 0))
        return i;
    }
  }
  return -1;
}

/* ---------------------------------------------------------------- entry points */

/* Does edit X go before edit Y?  By position; an insertion goes before
 * the replacement of the token it precedes. */
static bool edit_before(const struct fe_edit *x, const struct fe_edit *y) {
  return x->begin < y->begin || (x->begin == y->begin && x->end < y->end);
}

/* Sort V[0, N) by edit_before, keeping the order of discovery among
 * equals (a merge sort; TMP has room for N). */
static void sort_edits(void **v, void **tmp, int n) {
  if (n < 2)
    return;
  int h = n / 2;
  sort_edits(v, tmp, h);
  sort_edits(v + h, tmp, n - h);
  int i = 0, j = h, k = 0;
  while (i < h && j < n)
    tmp[k++] = edit_before(v[j], v[i]) ? v[j++] : v[i++];
  while (i < h)
    tmp[k++] = v[i++];
  while (j < n)
    tmp[k++] = v[j++];
  memcpy(v, tmp, sizeof *v * (size_t)n);
}

bool fe_cxx_rewrites(const struct fe_unit *u, const struct ir_program *p, struct fe_cxx *out) {
  struct cxx cx = {0}, *c = &cx;
  struct ir_vec *edits = &out->edits;
  c->u = u;
  c->p = p;
  c->t = u->toks.t;
  c->ntok = u->toks.n;
  c->edits = edits;
  c->out = out;
  c->main_file = c->ntok > 0 ? c->t[c->ntok - 1].loc.file : NULL; /* the EOF token */

  /* Line starts of the main file. */
  int nlines = 1;
  for (size_t i = 0; i < p->source_len; i++)
    nlines += p->source[i] == '\n';
  c->line_start = ir_alloc(sizeof *c->line_start * (size_t)nlines);
  c->nlines = 0;
  c->line_start[c->nlines++] = 0;
  for (size_t i = 0; i < p->source_len; i++)
    if (p->source[i] == '\n' && c->nlines < nlines)
      c->line_start[c->nlines++] = i + 1;

  /* Exact main-file tokens by offset (they come in source order). */
  c->by_offset = ir_alloc(sizeof *c->by_offset * (size_t)(c->ntok + 1));
  size_t prev = 0;
  for (int i = 0; i < c->ntok; i++) {
    size_t off;
    if (c->t[i].kind != 0 && tok_exact(c, i, &off) && (c->nby_offset == 0 || off > prev)) {
      c->by_offset[c->nby_offset++] = i;
      prev = off;
    }
  }
  fe_scope_init(&c->scope, u);

  /* Function bodies in the main file. */
  bool *in_body = ir_alloc(sizeof *in_body * (size_t)(c->ntok + 1));
  for (int k = 0; k < u->funcs.n; k++) {
    const struct fe_func *f = u->funcs.v[k];
    if (!f->in_main)
      continue;
    int open = -1, close = f->tok_last;
    if (f->body) {
      open = f->body->tok_first;
      close = f->body->tok_last;
    } else {
      int depth = 0;
      for (int i = f->tok_first; i <= f->tok_last && open < 0; i++) {
        int kk = c->t[i].kind;
        if (kk == '(')
          depth++;
        else if (kk == ')')
          depth--;
        else if (kk == '{' && depth == 0)
          open = i;
      }
    }
    for (int i = open; i >= 0 && i <= close && i < c->ntok; i++)
      in_body[i] = true;
  }

  /* What the main file declares at file scope: its functions, its
   * global declarations and enumeration constants outside functions. */
  for (int k = 0; k < u->funcs.n; k++) {
    const struct fe_func *f = u->funcs.v[k];
    if (f->in_main && f->name)
      ir_vec_push(&c->file_names, (void *)f->name);
  }
  for (int k = 0; k < u->globals.n; k++) {
    const struct fe_decl *d = u->globals.v[k];
    if (d->name && in_main_file(c, d->loc))
      ir_vec_push(&c->file_names, (void *)d->name);
  }
  for (int i = 0; i < c->ntok; i++)
    if (c->t[i].in_main && !in_body[i] && c->t[i].kind == IDENTIFIER && is_enumerator(c, c->t[i].text) &&
        i > 0 && (c->t[i - 1].kind == '{' || c->t[i - 1].kind == ','))
      ir_vec_push(&c->file_names, (void *)c->t[i].text);

  rewrite_tokens(c);
  check_file_scope(c, in_body);

  for (int k = 0; k < u->funcs.n; k++) {
    const struct fe_func *f = u->funcs.v[k];
    if (!f->in_main)
      continue;
    c->func = f;
    fe_scope_pop(&c->scope, 0);
    for (const struct fe_decl *d = f->params; d; d = d->next)
      fe_scope_push(&c->scope, d, FE_SCOPE_PARAM);
    if (f->body) {
      walk_stmt(c, f->body, 0);
      continue;
    }
    int first = f->tok_first, last = f->tok_last;
    for (int i = first; i <= last; i++)
      if (in_body[i]) {
        first = i;
        break;
      }
    int bad = unanalysable_token(c, first, last);
    if (bad >= 0 && !tok_in_region(c, bad)) {
      struct pending_error *e =
          error_at(c, f->loc, "cannot make function '%s' valid C++: its body did not parse; %s",
                   f->name ? f->name : "?", split_hint);
      e->note_loc[0] = f->error_loc;
      e->note[0] = f->error ? f->error : "syntax error";
      e->note_loc[1] = c->t[bad].loc;
      e->note[1] = "this would need a C++ rewrite";
    }
  }

  sort_edits(edits->v, ir_alloc(sizeof(void *) * (size_t)(edits->n + 1)), edits->n);
  /* Merge: a duplicate goes, and so does a rewrite inside text that
   * another edit replaces (a renamed name in a dropped extent). */
  int w = 0;
  for (int i = 0; i < edits->n; i++) {
    struct fe_edit *e = edits->v[i];
    if (w > 0) {
      struct fe_edit *l = edits->v[w - 1];
      if (l->begin == e->begin && l->end == e->end && strcmp(l->text, e->text) == 0)
        continue;
      if (e->begin < e->end && l->begin < l->end && e->begin < l->end) {
        if (e->begin == l->begin && e->end >= l->end) {
          edits->v[w - 1] = e; /* L inside E; on a tie the later, structural edit wins */
          continue;
        }
        if (e->end <= l->end)
          continue; /* E inside L */
      }
      if (e->begin < l->end)
        ir_internal_error("overlapping C++ rewrites at offsets %zu and %zu", l->begin, e->begin);
    }
    edits->v[w++] = e;
  }
  edits->n = w;
  print_errors(c);
  return c->errors.n == 0;
}
