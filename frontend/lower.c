/* lower.c - the frontend's last step: select the regions to transform in
 * the parsed translation unit (frontend/scan.c, frontend/parser.y) and
 * lower each one from the syntax tree to the loop-nest IR (ir/ir.h), then
 * hand it to delinearisation (frontend/delinearize.c).
 *
 * Pipeline: fe_preprocess -> fe_lex -> fe_scan -> fe_lower -> passes.
 *
 * Which code becomes a region
 *   1. With --function=NAME (repeatable): the '#pragma scop' regions of
 *      each named function or, when it has none, its loop nest (below).
 *   2. Else every '#pragma scop' ... '#pragma endscop' pair in the
 *      function bodies of the main file (both pragmas in one block; the
 *      region is everything between them).
 *   3. Else the loop nest of every function of the main file other than
 *      main whose body contains a for loop.
 *   A function's loop nest runs from its first to its last top-level for
 *   statement: declarations before it and a trailing return stay host
 *   code.
 *
 * Policy on what a region may contain
 *   Supported:
 *   - for loops whose iterator is an int or long, signed or unsigned,
 *     declared in the
 *     loop (for (int i = ...)) or before the region; an affine start
 *     value; a test made of <, <=, >, >= comparisons between the iterator
 *     (coefficient 1 or -1, on either side) and affine bounds, joined by
 *     && (i < N && i < M + 3 gives the upper bound min(N - 1, M + 2)); a
 *     constant non-zero step (i++, ++i, i--, --i, i += c, i -= c,
 *     i = i + c); loops counting down take their upper bound from the
 *     start value;
 *   - if/else whose condition is made of comparisons of affine
 *     expressions joined by &&, || and ! (a bare affine e means e != 0);
 *   - blocks (flattened into the enclosing statement list);
 *   - assignments =, +=, -=, *=, /= to scalars and array elements (%=,
 *     <<=, >>=, &=, |=, ^= become x = x OP y), x++ / x-- / ++x / --x as
 *     statements, declarations of scalar locals with or without an
 *     initialiser (one statement per declarator), declarations of arrays
 *     of numbers with constant extents (IR_S_ARRAY_DECL, arrays of origin
 *     IR_ARR_REGION, lower_array_decl), an initialiser one assignment per
 *     element (lower_array_init);
 *   - expressions with + - * / % << >> & | ^, unary - + ! ~,
 *     comparisons, && ||, ?:, casts to arithmetic types, integer,
 *     floating and character literals, and calls to pure math functions
 *     (sqrt, exp, log, pow, fabs, fmin, fmax, sin, cos, tan, floor, ceil
 *     and their relatives, with their f and l forms; abs, labs, llabs),
 *     and calls to functions of the main file whose body is one 'return'
 *     of an expression over their number parameters, which are inlined.
 *   Affine means: integer constants plus sums of loop iterators and
 *   parameters times integer constants; in loop bounds, a quotient or
 *   remainder of parameters by a positive constant (n / 2) counts as a
 *   derived parameter (n_div_2, struct ir_derived) that the generated
 *   code computes at the start of the region.  Unsigned arithmetic counts as
 *   integer arithmetic where no value wraps around: every unsigned
 *   subexpression an affine form stands for, every signed value converted
 *   to unsigned and every step of an unsigned iterator records a range
 *   (struct fe_range), proved with isl after the region is lowered
 *   (fe_prove_ranges); one that fails refuses the region.  Parameters are
 *   the integer scalars that the region reads and never writes (sizes
 *   such as n, Width, const int N, unsigned n, size_t n); variables
 *   assigned in the region are not.
 *   Arrays are the function's pointer parameters (float *M, 1-D until
 *   delinearisation), its array parameters (double A[1000][1200],
 *   float A[n][m], double A[][N]), arrays and pointers declared in the
 *   function before the region (including double (*A)[n]) and globals.
 *   Members of a named struct variable or pointer (s->n, s.a[i]) are
 *   read once at the region's start into variables named after them
 *   (member_sym, check_members; ir_var and ir_array 'bind'); number
 *   members of the elements of arrays of structs (p[i].x) are arrays of
 *   their own (field_sym; ir_array 'field').
 *
 *   Rejected: while, do, switch, break, continue, goto, return, labels;
 *   calls to any other function (they may have side effects); pointer
 *   arithmetic, dereferences, taking addresses, pointers to pointers,
 *   union members, assignments to struct members, members of members,
 *   array members of array elements (p[i].v[k]), string literals, sizeof,
 *   the comma
 *   operator; assignments and ++/-- inside expressions (other than the value of
 *   a chained assignment, a = b = k); non-affine loop
 *   bounds; loops and declarations under an if whose condition is not
 *   affine (assignments there become guarded assignments, see
 *   lower_guarded_if);
 *   '!=' loop tests and non-constant steps;
 *   writes to a loop iterator inside its loop and uses of it outside its
 *   loops; arrays with other extents or designated initialisers, pointers, static
 *   or typedef'd variables declared inside the region; typedef names of structs (other typedef names
 *   stand for their definitions), enum constants and volatile
 *   variables used in the region; two different variables of one name
 *   in a region; a variable declared at the top level of the region that
 *   is used after it.  (A loop iterator declared before the region whose
 *   final value is read after it is accepted with a remark: the code
 *   generators keep that value.)
 *
 *   In a '#pragma scop' region and in a --function function a rejected
 *   construct is an error located at the construct.  In a function
 *   chosen automatically (rule 3) it is a remark, "function 'f' left as
 *   host code: ...", and the function stays host code untouched.
 *
 *   Non-affine array subscripts (A[idx[i]], A[i * i]) are accepted
 *   everywhere: the access keeps no affine form, a remark says so, and
 *   the dependence analysis assumes the worst for that array.  Pointer
 *   subscripts of the form e1 * W + e0 are first turned into 2-D (or 3-D)
 *   accesses by delinearisation (frontend/delinearize.c) when the loop
 *   bounds prove 0 <= e0 < W. */
#include "frontend.h"
#include "parser.h" /* token kinds */

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- types */

/* An IR type from its parts. */
static struct ir_type mk_type(enum ir_base base, bool is_unsigned) {
  struct ir_type t = {base, is_unsigned, false};
  return t;
}

/* The IR type of an arithmetic syntax-tree type; false for anything else
 * (pointers, arrays, typedef names, void). */
static bool scalar_type(const struct fe_type *t, struct ir_type *out) {
  if (!t)
    return false;
  enum ir_base b;
  switch (t->kind) {
  case FE_TY_BOOL: b = IR_T_BOOL; break;
  case FE_TY_CHAR: b = IR_T_CHAR; break;
  case FE_TY_SHORT: b = IR_T_SHORT; break;
  case FE_TY_INT: b = IR_T_INT; break;
  case FE_TY_LONG: b = IR_T_LONG; break;
  case FE_TY_LLONG: b = IR_T_LLONG; break;
  case FE_TY_FLOAT: b = IR_T_FLOAT; break;
  case FE_TY_DOUBLE: b = IR_T_DOUBLE; break;
  case FE_TY_LDOUBLE: b = IR_T_LDOUBLE; break;
  default: return false;
  }
  *out = mk_type(b, t->is_unsigned && b >= IR_T_CHAR && b <= IR_T_LLONG);
  out->signed_char = b == IR_T_CHAR && t->is_signed;
  return true;
}

/* C's integer conversion rank, for the usual arithmetic conversions. */
static int int_rank(enum ir_base b) {
  switch (b) {
  case IR_T_BOOL: return 1;
  case IR_T_CHAR: return 2;
  case IR_T_SHORT: return 3;
  case IR_T_INT: return 4;
  case IR_T_LONG: return 5;
  default: return 6;
  }
}

/* Size in bytes on the LP64 targets tilec generates code for. */
static int int_size(enum ir_base b) {
  switch (b) {
  case IR_T_BOOL:
  case IR_T_CHAR: return 1;
  case IR_T_SHORT: return 2;
  case IR_T_INT: return 4;
  default: return 8;
  }
}

/* C's integer promotions. */
static struct ir_type promote(struct ir_type t) {
  if (ir_type_is_integer(t) && int_rank(t.base) < int_rank(IR_T_INT))
    return mk_type(IR_T_INT, false);
  return t;
}

/* C's usual arithmetic conversions: the type of a + b. */
static struct ir_type arith_conv(struct ir_type a, struct ir_type b) {
  if (a.base == IR_T_LDOUBLE || b.base == IR_T_LDOUBLE)
    return mk_type(IR_T_LDOUBLE, false);
  if (a.base == IR_T_DOUBLE || b.base == IR_T_DOUBLE)
    return mk_type(IR_T_DOUBLE, false);
  if (a.base == IR_T_FLOAT || b.base == IR_T_FLOAT)
    return mk_type(IR_T_FLOAT, false);
  a = promote(a);
  b = promote(b);
  if (a.base == b.base && a.is_unsigned == b.is_unsigned)
    return a;
  if (a.is_unsigned == b.is_unsigned)
    return int_rank(a.base) >= int_rank(b.base) ? a : b;
  struct ir_type u = a.is_unsigned ? a : b, s = a.is_unsigned ? b : a;
  if (int_rank(u.base) >= int_rank(s.base))
    return u;
  if (int_size(s.base) > int_size(u.base))
    return s;
  return mk_type(s.base, true);
}

/* ---------------------------------------------------------------- pure math functions */

struct math_fn {
  const char *name;
  int nargs;
  struct ir_type ret;
  struct ir_type param; /* every parameter's type in C's prototype */
};

/* The pure math function NAME (sqrt, expf, fabsl, abs, ...), or false. */
static bool math_function(const char *name, struct math_fn *out) {
  static const struct {
    const char *name;
    int nargs;
  } real[] = {
      {"sqrt", 1},  {"cbrt", 1},  {"exp", 1},   {"exp2", 1},  {"expm1", 1}, {"log", 1},
      {"log2", 1},  {"log10", 1}, {"log1p", 1}, {"pow", 2},   {"fabs", 1},  {"fmin", 2},
      {"fmax", 2},  {"fmod", 2},  {"sin", 1},   {"cos", 1},   {"tan", 1},   {"asin", 1},
      {"acos", 1},  {"atan", 1},  {"atan2", 2}, {"sinh", 1},  {"cosh", 1},  {"tanh", 1},
      {"floor", 1}, {"ceil", 1},  {"round", 1}, {"trunc", 1}, {"hypot", 2}, {"erf", 1},
      {"fma", 3},
  };
  size_t len = strlen(name);
  for (size_t i = 0; i < sizeof real / sizeof real[0]; i++) {
    size_t n = strlen(real[i].name);
    if (strncmp(name, real[i].name, n) != 0)
      continue;
    enum ir_base b;
    if (len == n)
      b = IR_T_DOUBLE;
    else if (len == n + 1 && name[n] == 'f')
      b = IR_T_FLOAT;
    else if (len == n + 1 && name[n] == 'l')
      b = IR_T_LDOUBLE;
    else
      continue;
    out->name = name;
    out->nargs = real[i].nargs;
    out->ret = mk_type(b, false);
    out->param = out->ret;
    return true;
  }
  static const struct {
    const char *name;
    enum ir_base ret;
  } ints[] = {{"abs", IR_T_INT}, {"labs", IR_T_LONG}, {"llabs", IR_T_LLONG}};
  for (size_t i = 0; i < sizeof ints / sizeof ints[0]; i++)
    if (strcmp(name, ints[i].name) == 0) {
      out->name = name;
      out->nargs = 1;
      out->ret = mk_type(ints[i].ret, false);
      out->param = out->ret;
      return true;
    }
  return false;
}

const char *fe_math_generic_name(const char *name) {
  struct math_fn f;
  if (math_function(name, &f) && (f.ret.base == IR_T_FLOAT || f.ret.base == IR_T_LDOUBLE))
    return ir_printf("%.*s", (int)strlen(name) - 1, name);
  return name;
}

/* ---------------------------------------------------------------- the lowering context */

enum sym_where { W_REGION, W_LOCAL, W_PARAM, W_GLOBAL };

/* A name visible in the region: a declaration and, once the region uses
 * it, the IR variable or array made for it. */
struct sym {
  const char *name;
  struct fe_decl *decl;
  enum sym_where where;
  struct ir_var *var;
  struct ir_array *arr;
  bool is_iter_decl; /* declared by a for loop of the region */
  bool poisoned;     /* its declaration was rejected: uses stay quiet */
  /* A struct member the region reads (s->n, s.a): NAME is a fresh
   * identifier, BIND the member as the source spells it. */
  const char *bind;
  /* A member of the elements of an array of structs (p[i].x): the
   * member's name and the array's name; NAME is "p.x". */
  const char *field, *field_of, *ident;
  const struct fe_type *type; /* decl->type with typedef names expanded, once asked */
};

/* A call being inlined: FN's parameters stand for ARGS, which are
 * lowered where they are used, in the scope of the caller (PARENT, or the
 * region when NULL). */
struct frame {
  struct fe_func *fn;
  struct fe_node **args;
  struct frame *parent;
  int depth;
};

/* A remark kept until the region is known to be accepted. */
struct pending {
  struct ir_loc loc;
  char *msg;
};

/* A candidate region: a statement range of one function's body. */
struct cand {
  struct fe_func *fn;
  enum ir_region_origin origin;
  bool strict;                /* rejections are errors, not remarks */
  struct fe_node *first;      /* first statement of the range, NULL if empty */
  struct fe_node *last;       /* last statement (inclusive) */
  struct fe_node *pbegin;     /* scop: the '#pragma scop' statement */
  struct fe_node *pend;       /* scop: the '#pragma endscop' statement */
  struct ir_vec visible;      /* struct fe_decl *: locals declared before the range */
  struct ir_vec after;        /* struct fe_node *: first statements after the range,
                                 in its block and in each enclosing block */
  bool in_loop;               /* a loop of the function encloses the range */
  bool unparsed;              /* FN's body did not parse: only report it */
};

/* Whole-program state of fe_lower. */
struct lowerer {
  struct fe_unit *u;
  const struct fe_options *opt;
  const char *source;
  size_t source_len;
  struct ir_program *out;
  size_t *line_start; /* byte offset of each line of SOURCE, 1-based */
  int nlines;
  bool ok;
};

/* State of one region's lowering. */
struct lower {
  struct lowerer *G;
  struct cand *c;
  struct fe_func *fn;
  struct ir_region *r;
  bool strict;
  bool failed;
  int nreject;              /* rejections reported so far (also counts silent ones) */
  struct ir_vec rsyms;      /* struct sym *: region declarations in scope, innermost last */
  /* The names visible at the region's start (globals, parameters,
   * locals before it) and the symbols made for those the region uses. */
  struct fe_scope scope;
  struct ir_vec outer;      /* struct sym * */
  struct ir_vec loops;      /* struct ir_var *: iterators of the enclosing loops */
  struct ir_vec written;    /* const char *: names assigned in the region */
  struct ir_vec iters;      /* const char *: names used as loop iterators */
  struct ir_vec pending;    /* struct pending * */
  struct ir_stmt *stmt;     /* statement whose accesses are being collected */
  bool saw_access;          /* an access was met where none is allowed */
  struct ir_vec *block_decls; /* const char *: names declared in the current IR sibling list */
  struct frame *frame;      /* the innermost call being inlined, or NULL */
  struct ir_vec guards;     /* struct guard *: data-dependent ifs around the current point */
  /* Unsigned arithmetic: the ranges to prove (struct fe_range *; those
   * of the loop being lowered have no node yet), and where lowering a
   * bound collects each part's expression. */
  struct ir_vec ranges;
  struct ir_vec *bound_exprs;
  struct ir_vec members; /* struct sym *: the struct members the region reads (sym->bind) */
};

/* An 'if' whose condition is not affine (it reads an array, calls a
 * function, ...): the statements under it carry it as their guard. */
struct guard {
  struct fe_node *cond;
  struct ir_var *var; /* or: the int local that holds the condition */
};

static void reject(struct lower *L, struct ir_loc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* A construct the region cannot contain: an error in strict regions, the
 * (first) reason for leaving an automatically chosen function as host
 * code otherwise. */
static void reject(struct lower *L, struct ir_loc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *msg = ir_vprintf(fmt, ap);
  va_end(ap);
  L->nreject++;
  if (L->strict)
    diag_error(loc, "%s", msg);
  else if (!L->failed)
    diag_remark(loc, "function '%s' left as host code: %s", L->fn->name, msg);
  L->failed = true;
}

static void defer_remark(struct lower *L, struct ir_loc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* A remark about a decision inside the region, printed only if the region
 * is accepted. */
static void defer_remark(struct lower *L, struct ir_loc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  struct pending *p = ir_alloc(sizeof *p);
  p->loc = loc;
  p->msg = ir_vprintf(fmt, ap);
  va_end(ap);
  ir_vec_push(&L->pending, p);
}

/* NAME is one of the strings of V. */
static bool name_in(const struct ir_vec *v, const char *name) {
  for (int i = 0; i < v->n; i++)
    if (strcmp(v->v[i], name) == 0)
      return true;
  return false;
}

/* The source text of N as its tokens spell it, shortened for messages. */
static char *node_text(const struct lower *L, const struct fe_node *n) {
  const struct fe_tokens *toks = &L->G->u->toks;
  struct ir_buf b = {0};
  for (int i = n->tok_first; i <= n->tok_last && i >= 0 && i < toks->n; i++) {
    const struct fe_token *t = &toks->t[i];
    if (i > n->tok_first && t->space_before)
      ir_buf_puts(&b, " ");
    ir_buf_putn(&b, t->text, (size_t)t->len);
    if (b.len > 70) {
      ir_buf_puts(&b, " ...");
      break;
    }
  }
  return b.s ? b.s : ir_strdup("");
}

/* Where the text of N starts (operators are located at their operator
 * token): for messages about a whole expression. */
static struct ir_loc start_loc(const struct lower *L, const struct fe_node *n) {
  const struct fe_tokens *toks = &L->G->u->toks;
  if (n->tok_first >= 0 && n->tok_first < toks->n && toks->t[n->tok_first].loc.line > 0)
    return toks->t[n->tok_first].loc;
  return n->loc;
}

/* ---------------------------------------------------------------- names */

/* Make a symbol for declarator D and, for region declarations, put it in
 * scope. */
static struct sym *sym_new(struct fe_decl *d, enum sym_where where) {
  struct sym *s = ir_alloc(sizeof *s);
  s->name = d->name;
  s->decl = d;
  s->where = where;
  return s;
}

/* A function declaration (a prototype among the globals). */
static bool is_function_type(const struct fe_type *t) { return t && t->kind == FE_TY_FUNC; }

/* The declaration NAME refers to at this point of the region: region
 * blocks innermost first, then the function's locals before the region,
 * its parameters and the file-scope declarations. */
static struct sym *lookup(struct lower *L, const char *name) {
  if (L->frame)
    return NULL; /* the body of an inlined function sees its parameters only */
  for (int i = L->rsyms.n - 1; i >= 0; i--) {
    struct sym *s = L->rsyms.v[i];
    if (strcmp(s->name, name) == 0)
      return s;
  }
  enum fe_scope_kind kind;
  const struct fe_decl *d = fe_scope_object(&L->scope, name, &kind);
  if (!d)
    return NULL;
  for (int i = 0; i < L->outer.n; i++)
    if (((struct sym *)L->outer.v[i])->decl == d)
      return L->outer.v[i];
  struct sym *s = sym_new((struct fe_decl *)d, kind == FE_SCOPE_FILE    ? W_GLOBAL
                                               : kind == FE_SCOPE_PARAM ? W_PARAM
                                                                        : W_LOCAL);
  ir_vec_push(&L->outer, s);
  return s;
}

/* T with the typedef names it is spelled with replaced by their
 * definitions (frontend/scope.c). */
static const struct fe_type *expand_type(struct lower *L, const struct fe_type *t) {
  return fe_expand_type(&L->scope, t);
}

/* The type of symbol S, typedef names expanded. */
static const struct fe_type *sym_type(struct lower *L, struct sym *s) {
  if (!s->type)
    s->type = expand_type(L, s->decl->type);
  return s->type;
}

/* A use of a symbol whose declaration was rejected: fail quietly (the
 * declaration's error explains it). */
static bool is_poisoned(struct lower *L, const struct sym *s) {
  if (!s->poisoned)
    return false;
  L->nreject++;
  L->failed = true;
  return true;
}

/* Does NAME occur as an identifier anywhere outside the function being
 * lowered (a declaration in a header our parser skipped, say)? */
static bool declared_elsewhere(struct lower *L, const char *name) {
  const struct fe_tokens *t = &L->G->u->toks;
  for (int i = 0; i < t->n; i++) {
    if (i >= L->fn->tok_first && i <= L->fn->tok_last)
      continue;
    if (t->t[i].kind == IDENTIFIER && strcmp(t->t[i].text, name) == 0)
      return true;
  }
  return false;
}

/* "use of undeclared identifier", with a did-you-mean hint from the names
 * visible here. */
static void undeclared(struct lower *L, const struct fe_node *n) {
  if (fe_is_enumerator(L->G->u, n->text)) {
    reject(L, n->loc, "enumeration constant '%s' is not supported in a transformed region; use "
                      "a macro or a variable", n->text);
    return;
  }
  struct ir_vec names = {0};
  for (int i = 0; i < L->rsyms.n; i++)
    ir_vec_push(&names, (void *)((struct sym *)L->rsyms.v[i])->name);
  fe_scope_names(&L->scope, &names);
  const char *best = diag_closest_name(n->text, (const char **)names.v, names.n);
  /* A name that appears nowhere outside this function is undeclared for
   * gcc too: an error even where other constructs only make the function
   * host code (the lecture's matmul writes 'width' for 'Width'). */
  bool strict = L->strict;
  if (!declared_elsewhere(L, n->text))
    L->strict = true;
  if (best)
    reject(L, n->loc, "use of undeclared identifier '%s'; did you mean '%s'?", n->text, best);
  else
    reject(L, n->loc, "use of undeclared identifier '%s'", n->text);
  L->strict = strict;
}

/* The declaration identifier N names, or NULL after saying it has none
 * (or quietly, when its declaration was rejected). */
static struct sym *lookup_used(struct lower *L, const struct fe_node *n) {
  struct sym *s = lookup(L, n->text);
  if (!s)
    undeclared(L, n);
  return s && !is_poisoned(L, s) ? s : NULL;
}

/* Check that no other variable or array of the region already uses the
 * name of symbol S (the IR names variables by their source names). */
static bool name_free(struct lower *L, struct sym *s, struct ir_loc loc) {
  if (ir_region_find_var(L->r, s->name) || ir_region_find_array(L->r, s->name)) {
    reject(L, loc,
           "'%s' names different variables in the region; rename one of them to transform it",
           s->name);
    return false;
  }
  return true;
}

/* The IR variable of scalar symbol S, made on first use.  Its kind:
 * loop iterator, parameter (an integer the region reads but never
 * writes, declared outside it) or scalar. */
static struct ir_var *sym_var(struct lower *L, struct sym *s, struct ir_loc use) {
  if (s->var)
    return s->var;
  struct ir_type t;
  const struct fe_type *ft = sym_type(L, s);
  if (!scalar_type(ft, &t)) {
    if (ft && ft->kind == FE_TY_NAMED)
      reject(L, use, "type '%s' of '%s' is not supported in a transformed region", ft->name,
             s->name);
    else
      reject(L, use, "'%s' is not an arithmetic variable", s->name);
    return NULL;
  }
  if (ft->quals & FE_Q_VOLATILE) {
    reject(L, use, "volatile variable '%s' is not supported in a transformed region", s->name);
    return NULL;
  }
  enum ir_var_kind kind;
  if (name_in(&L->iters, s->name) && (s->where != W_REGION || s->is_iter_decl))
    kind = IR_VAR_ITER;
  else if (s->where != W_REGION && (ir_type_is_signed_int(t) || ir_type_is_unsigned_int(t)) &&
           !name_in(&L->written, s->name))
    kind = IR_VAR_PARAM;
  else
    kind = IR_VAR_SCALAR;
  /* Region declarations of one name in disjoint blocks share a variable,
   * and so do loop iterators of one name and type (for (int j ...) next to
   * for (j ...) with j declared before the region): loops assign their
   * iterators, so the IR need not tell them apart. */
  struct ir_var *old = ir_region_find_var(L->r, s->name);
  bool same_type = old && old->type.base == t.base && old->type.is_unsigned == t.is_unsigned;
  if (old && same_type && old->kind == kind &&
      ((s->where == W_REGION && old->local) || kind == IR_VAR_ITER)) {
    if (s->where != W_REGION)
      old->local = false;
    s->var = old;
    return old;
  }
  if (!name_free(L, s, use))
    return NULL;
  struct ir_var *v = ir_var_new(L->r, s->name, kind, t, s->decl->loc);
  v->local = s->where == W_REGION;
  v->written = kind != IR_VAR_PARAM && name_in(&L->written, s->name);
  v->bind = s->bind;
  s->var = v;
  return v;
}

static struct ir_aff *extent_aff(struct lower *L, struct fe_node *size);

/* The IR array of pointer or array symbol S, made on first use, with its
 * rank, element type and the extents its declaration gives. */
static struct ir_array *sym_array(struct lower *L, struct sym *s, struct ir_loc use) {
  if (s->arr)
    return s->arr;
  const struct fe_type *t = sym_type(L, s);
  struct ir_vec sizes = {0}; /* struct fe_node * per dimension, NULL if unknown */
  bool pointer = false, restrict_ = false;
  if (t->kind == FE_TY_PTR) {
    pointer = true;
    restrict_ = (t->quals & FE_Q_RESTRICT) != 0;
    ir_vec_push(&sizes, NULL);
    t = t->base;
    if (t && t->kind == FE_TY_PTR) {
      reject(L, use, "'%s' is a pointer to a pointer; only arrays and pointers to numbers are "
                     "supported in a transformed region", s->name);
      return NULL;
    }
  }
  while (t && t->kind == FE_TY_ARRAY) {
    ir_vec_push(&sizes, t->size);
    t = t->base;
  }
  struct ir_type elem;
  if (!scalar_type(t, &elem)) {
    if (t && t->kind == FE_TY_NAMED)
      reject(L, use, "type '%s' of the elements of '%s' is not supported in a transformed region",
             t->name, s->name);
    else
      reject(L, use, "the elements of '%s' are not numbers; only arrays of numbers are supported "
                     "in a transformed region", s->name);
    return NULL;
  }
  if (s->where == W_REGION) {
    reject(L, use, "arrays declared inside a transformed region are not supported");
    return NULL;
  }
  if (t->quals & FE_Q_VOLATILE) {
    reject(L, use, "volatile array '%s' is not supported in a transformed region", s->name);
    return NULL;
  }
  if (!name_free(L, s, use))
    return NULL;
  int ndim = sizes.n;
  struct ir_array *a = ir_array_new(L->r, s->name, elem, ndim, s->decl->loc);
  s->arr = a;
  bool linear = pointer && ndim == 1;
  switch (s->where) {
  case W_PARAM: a->origin = linear ? IR_ARR_POINTER_PARAM : IR_ARR_ARRAY_PARAM; break;
  case W_GLOBAL: a->origin = IR_ARR_GLOBAL; break;
  default: a->origin = IR_ARR_LOCAL; break;
  }
  a->linearised = linear;
  a->bind = s->bind;
  a->field = s->field;
  a->field_of = s->field_of;
  a->ident = s->ident;
  a->is_restrict = restrict_;
  a->is_const = (t->quals & FE_Q_CONST) != 0;
  for (int d = 0; d < ndim; d++)
    a->extents[d] = sizes.v[d] ? extent_aff(L, sizes.v[d]) : NULL;
  return a;
}

/* ---------------------------------------------------------------- expressions */

static struct ir_expr *lower_expr(struct lower *L, struct fe_node *n);

/* A typed IR expression. */
static struct ir_expr *new_expr(enum ir_expr_kind kind, struct ir_loc loc, struct ir_type t) {
  struct ir_expr *e = ir_expr_new(kind, loc);
  e->type = t;
  return e;
}

static struct ir_expr *var_ref(struct ir_var *v, struct ir_loc loc) {
  struct ir_expr *e = new_expr(IR_E_VAR, loc, v->type);
  e->var = v;
  return e;
}

/* A literal spelled TEXT. */
static struct ir_expr *const_expr(struct ir_loc loc, const char *text, struct ir_type t) {
  struct ir_expr *e = new_expr(IR_E_CONST, loc, t);
  e->text = text;
  return e;
}

/* V is the iterator of a loop enclosing the current point. */
static bool in_loops(const struct lower *L, const struct ir_var *v) {
  for (int i = 0; i < L->loops.n; i++)
    if (L->loops.v[i] == v)
      return true;
  return false;
}

/* A pointer or array declaration. */
static bool is_array_sym(struct lower *L, struct sym *s) {
  const struct fe_type *t = sym_type(L, s);
  return t && (t->kind == FE_TY_PTR || t->kind == FE_TY_ARRAY);
}

/* A variable read: iterators only inside their loops. */
static struct ir_expr *lower_expr(struct lower *L, struct fe_node *n);
static struct ir_expr *convert_arg(struct ir_expr *x, struct ir_type t);

/* Parameter NAME of the function being inlined: its argument, lowered in
 * the caller's scope and converted to the parameter's type. */
static struct ir_expr *lower_param(struct lower *L, struct fe_node *n) {
  struct frame *f = L->frame;
  int k = 0;
  for (struct fe_decl *p = f->fn->params; p; p = p->next, k++) {
    if (!p->name || strcmp(p->name, n->text) != 0)
      continue;
    struct ir_type t;
    if (!scalar_type(expand_type(L, p->type), &t)) {
      reject(L, p->loc, "parameter '%s' of '%s' is not a number; only functions of numbers are "
                        "inlined into a transformed region", p->name, f->fn->name);
      return NULL;
    }
    L->frame = f->parent;
    struct ir_expr *x = lower_expr(L, f->args[k]);
    L->frame = f;
    return x ? convert_arg(x, t) : NULL;
  }
  reject(L, n->loc, "'%s' reads '%s', which is not one of its parameters; only functions that "
                    "read nothing but their parameters are inlined into a transformed region",
         f->fn->name, n->text);
  return NULL;
}

static struct ir_expr *lower_ident(struct lower *L, struct fe_node *n) {
  if (L->frame)
    return lower_param(L, n);
  struct sym *s = lookup(L, n->text);
  if (!s) {
    struct math_fn m;
    bool is_func = math_function(n->text, &m);
    for (int i = 0; !is_func && i < L->G->u->funcs.n; i++) {
      const char *fname = ((struct fe_func *)L->G->u->funcs.v[i])->name;
      is_func = fname && strcmp(fname, n->text) == 0;
    }
    if (is_func)
      reject(L, n->loc, "function '%s' used as a value in a transformed region", n->text);
    else
      undeclared(L, n);
    return NULL;
  }
  if (is_poisoned(L, s))
    return NULL;
  if (is_function_type(sym_type(L, s))) {
    reject(L, n->loc, "function '%s' used as a value in a transformed region", n->text);
    return NULL;
  }
  if (is_array_sym(L, s)) {
    reject(L, n->loc,
           "array '%s' used without subscripts; only element accesses are supported in a "
           "transformed region",
           n->text);
    return NULL;
  }
  struct ir_var *v = sym_var(L, s, n->loc);
  if (!v)
    return NULL;
  if (v->kind == IR_VAR_ITER && !in_loops(L, v)) {
    reject(L, n->loc, "loop iterator '%s' is used outside its loop", v->name);
    return NULL;
  }
  return var_ref(v, n->loc);
}

static const char *fresh_name(struct lower *L, const char *name);

/* A name for the value of a struct member the region reads: BASE
 * ("s_n") when no identifier of the unit and nothing in the region has
 * it, or a fresh one. */
static const char *member_name(struct lower *L, const char *base) {
  const struct fe_tokens *toks = &L->G->u->toks;
  bool used = ir_region_find_var(L->r, base) || ir_region_find_array(L->r, base);
  for (int i = 0; i < toks->n && !used; i++)
    used = toks->t[i].kind == IDENTIFIER && strcmp(toks->t[i].text, base) == 0;
  for (int k = 0; k < L->members.n && !used; k++)
    used = strcmp(((struct sym *)L->members.v[k])->name, base) == 0;
  return used ? fresh_name(L, base) : base;
}

/* The symbol standing for struct member M (s.a, p->n): the region reads
 * the member once, at its start, into a variable of the member's type
 * (its binding), so 's->n' is a parameter and 's->a' a pointer like a
 * parameter, which may point anywhere.  The object must be a named
 * struct variable or pointer to one declared outside the region. */
static struct sym *member_sym(struct lower *L, struct fe_node *m) {
  struct fe_node *obj = m->a;
  const char *spell = ir_printf("%s%s%s", obj && obj->kind == FE_IDENT ? obj->text : "",
                                m->op == '.' ? "." : "->", m->text);
  if (!obj || obj->kind != FE_IDENT) {
    if (obj && obj->kind == FE_INDEX)
      reject(L, m->loc, "array members of array elements ('p[i].v[k]') are not supported in a "
                        "transformed region; number members ('p[i].x') are");
    else
      reject(L, m->loc, "members of this expression are not supported in a transformed region; "
                        "members of a named struct variable or pointer ('s.a[i]', 'p->n') and "
                        "number members of array elements ('p[i].x') are");
    return NULL;
  }
  for (int k = 0; k < L->members.n; k++) {
    struct sym *old = L->members.v[k];
    if (strcmp(old->bind, spell) == 0)
      return old;
  }
  struct sym *s = lookup_used(L, obj);
  if (!s)
    return NULL;
  const struct fe_type *t = sym_type(L, s);
  if (m->op != '.' && t && t->kind == FE_TY_PTR)
    t = expand_type(L, t->base);
  else if (m->op != '.')
    t = NULL;
  struct fe_decl *fields = s->where != W_REGION ? fe_struct_fields(L->G->u, t) : NULL;
  if (!fields) {
    reject(L, m->loc, "'%s' is not a member of a struct whose definition tilec reads (a struct "
                      "variable or pointer declared outside the region, with a parsed body "
                      "and no bit-fields)", spell);
    return NULL;
  }
  struct fe_decl *f = fields;
  while (f && (!f->name || strcmp(f->name, m->text) != 0))
    f = f->next;
  if (!f) {
    reject(L, m->loc, "no member named '%s' in '%s'", m->text, t->name);
    return NULL;
  }
  if ((t->quals & FE_Q_VOLATILE) || ((f->type->quals & FE_Q_VOLATILE))) {
    reject(L, m->loc, "volatile member '%s' is not supported in a transformed region", spell);
    return NULL;
  }
  struct fe_decl *d = ir_alloc(sizeof *d);
  *d = *f;
  /* A member of a const struct is const (its array's elements). */
  d->type = (struct fe_type *)fe_type_with_quals(expand_type(L, f->type), t->quals & FE_Q_CONST);
  d->name = member_name(L, ir_printf("%s_%s", obj->text, m->text));
  d->loc = m->loc;
  d->next = NULL;
  struct sym *ms = sym_new(d, W_PARAM);
  ms->bind = spell;
  ir_vec_push(&L->members, ms);
  return ms;
}

/* The symbol standing for member M of the elements of array BASE
 * (p[i].x, q[i][j].re): an array of the member's type with BASE's shape,
 * named "p.x", its accesses printed as p[i].x.  Each member of a struct
 * array is its own array (they never overlap each other), as pointer-like
 * as BASE.  The member must be a number. */
static struct sym *field_sym(struct lower *L, struct fe_node *m, struct sym *base) {
  const char *name = ir_printf("%s.%s", base->name, m->text);
  for (int k = 0; k < L->members.n; k++) {
    struct sym *old = L->members.v[k];
    if (!old->bind && strcmp(old->name, name) == 0)
      return old;
  }
  /* BASE's type with its element type replaced by the member's. */
  const struct fe_type *t = sym_type(L, base);
  struct ir_vec levels = {0}; /* the pointer and array levels, outermost first */
  for (; t && (t->kind == FE_TY_PTR || t->kind == FE_TY_ARRAY); t = expand_type(L, t->base))
    ir_vec_push(&levels, (void *)t);
  struct fe_decl *fields = levels.n ? fe_struct_fields(L->G->u, t) : NULL;
  struct fe_decl *f = fields;
  while (f && (!f->name || strcmp(f->name, m->text) != 0))
    f = f->next;
  struct ir_type elem;
  const struct fe_type *ft = f ? expand_type(L, f->type) : NULL;
  if (!f || !scalar_type(ft, &elem) || ((t->quals | ft->quals) & FE_Q_VOLATILE)) {
    reject(L, m->loc, "'%s' is not a number member of the elements of '%s' (a struct whose "
                      "definition tilec reads, with no bit-fields)", m->text, base->name);
    return NULL;
  }
  struct fe_type *inner = (struct fe_type *)fe_type_with_quals(ft, t->quals & FE_Q_CONST);
  for (int k = levels.n - 1; k >= 0; k--) {
    struct fe_type *x = ir_alloc(sizeof *x);
    *x = *(const struct fe_type *)levels.v[k];
    x->base = inner;
    inner = x;
  }
  struct fe_decl *d = ir_alloc(sizeof *d);
  *d = *base->decl;
  d->name = name;
  d->type = inner;
  d->next = NULL;
  struct sym *fs = sym_new(d, base->where);
  fs->type = inner;
  fs->field = m->text;
  fs->field_of = base->name;
  fs->ident = member_name(L, ir_printf("%s_%s", base->name, m->text));
  ir_vec_push(&L->members, fs);
  return fs;
}

/* An array element A[i][j]: records the access in the current statement
 * (before the subscripts' own accesses, so a left-hand side comes first)
 * with the affine form of each subscript; p[i].x, a member of an element,
 * is an element of the member's own array (field_sym). */
static struct ir_expr *lower_access(struct lower *L, struct fe_node *n, bool is_read,
                                    bool is_write) {
  if (L->frame) {
    reject(L, n->loc, "'%s' reads an array; only functions that read nothing but their "
                      "parameters are inlined into a transformed region", L->frame->fn->name);
    return NULL;
  }
  struct ir_vec subs = {0};
  /* p[i].x: the subscripts of the element whose member is accessed. */
  struct fe_node *member = n->kind == FE_MEMBER ? n : NULL;
  struct fe_node *base = member ? n->a : n;
  while (base && base->kind == FE_INDEX) {
    ir_vec_push(&subs, base->b);
    base = base->a;
  }
  if (!base) {
    reject(L, n->loc, "designated initialisers are not supported in a transformed region");
    return NULL;
  }
  if (base->kind != FE_IDENT && base->kind != FE_MEMBER) {
    reject(L, base->loc,
           "only subscripts of named arrays are supported in a transformed region");
    return NULL;
  }
  struct sym *s = base->kind == FE_MEMBER ? member_sym(L, base) : lookup_used(L, base);
  if (s && member) {
    if (!is_array_sym(L, s) || member->op != '.') {
      reject(L, member->loc, "'%s' is not an element of an array of structs", base->text);
      return NULL;
    }
    s = field_sym(L, member, s);
  }
  if (!s)
    return NULL;
  if (!is_array_sym(L, s)) {
    reject(L, base->loc, "subscripted value '%s' is not an array or a pointer", base->text);
    return NULL;
  }
  if (!L->stmt) {
    /* A bound or condition: the caller reports it as not affine. */
    L->saw_access = true;
    L->nreject++;
    return NULL;
  }
  struct ir_array *a = sym_array(L, s, base->loc);
  if (!a)
    return NULL;
  if (subs.n != a->ndim) {
    reject(L, n->loc, "'%s' has %d dimension%s but is accessed with %d subscript%s", a->name,
           a->ndim, a->ndim == 1 ? "" : "s", subs.n, subs.n == 1 ? "" : "s");
    return NULL;
  }
  struct ir_access *acc = ir_alloc(sizeof *acc);
  acc->array = a;
  acc->stmt = L->stmt;
  acc->loc = base->loc;
  acc->is_read = is_read;
  acc->is_write = is_write;
  acc->ndim = a->ndim;
  acc->index = ir_alloc(sizeof(struct ir_expr *) * (size_t)a->ndim);
  acc->aff = ir_alloc(sizeof(struct ir_aff *) * (size_t)a->ndim);
  ir_vec_push(&L->stmt->accesses, acc);
  if (is_write)
    a->written = true;
  for (int d = 0; d < a->ndim; d++) {
    struct fe_node *sub = subs.v[a->ndim - 1 - d];
    struct ir_expr *ix = lower_expr(L, sub);
    if (!ix)
      return NULL;
    if (!ir_type_is_integer(ix->type)) {
      reject(L, sub->loc, "array subscript is not an integer");
      return NULL;
    }
    acc->index[d] = ix;
    acc->aff[d] = ir_aff_of_expr(ix);
  }
  struct ir_expr *e = new_expr(IR_E_ACCESS, base->loc, a->elem);
  e->acc = acc;
  return e;
}

/* True if N names a pointer or array (for the pointer-arithmetic message). */
static bool names_array(struct lower *L, const struct fe_node *n) {
  if (n->kind != FE_IDENT)
    return false;
  struct sym *s = lookup(L, n->text);
  return s && is_array_sym(L, s);
}

/* <, >, <=, >=, == and != (the operators of affine conditions). */
static bool is_comparison_op(int op) {
  return op == '<' || op == '>' || op == IR_OP_LE || op == IR_OP_GE || op == IR_OP_EQ ||
         op == IR_OP_NE;
}

/* A binary operator, typed by C's rules; pointer operands are rejected. */
static struct ir_expr *lower_binary(struct lower *L, struct fe_node *n) {
  int op = n->op;
  if ((op == '+' || op == '-') && (names_array(L, n->a) || names_array(L, n->b))) {
    reject(L, n->loc, "pointer arithmetic is not supported in a transformed region");
    return NULL;
  }
  struct ir_expr *a = lower_expr(L, n->a);
  if (!a)
    return NULL;
  struct ir_expr *b = lower_expr(L, n->b);
  if (!b)
    return NULL;
  struct ir_type t;
  if (is_comparison_op(op) || op == IR_OP_AND || op == IR_OP_OR) {
    t = mk_type(IR_T_INT, false);
  } else if (op == IR_OP_SHL || op == IR_OP_SHR || op == '%' || op == '&' || op == '|' ||
             op == '^') {
    if (!ir_type_is_integer(a->type) || !ir_type_is_integer(b->type)) {
      reject(L, n->loc, "operator '%s' needs integer operands", ir_op_str(op));
      return NULL;
    }
    t = (op == IR_OP_SHL || op == IR_OP_SHR) ? promote(a->type) : arith_conv(a->type, b->type);
  } else if (op == '+' || op == '-' || op == '*' || op == '/') {
    t = arith_conv(a->type, b->type);
  } else {
    reject(L, n->loc, "operator '%s' is not supported in a transformed region", ir_op_str(op));
    return NULL;
  }
  struct ir_expr *e = new_expr(IR_E_BINARY, n->loc, t);
  e->op = op;
  e->a = a;
  e->b = b;
  return e;
}

/* Argument X of a math call converted to the parameter type T of the
 * function's C prototype, as C converts it, but written out as a cast:
 * C++ (CUDA) and OpenCL C overload the math functions on their argument
 * types, so without it sqrt(float) would compute in float there, fmodf on
 * doubles in double, and fmin(int, double) find no overload at all. */
static struct ir_expr *convert_arg(struct ir_expr *x, struct ir_type t) {
  if (x->type.base == t.base && x->type.is_unsigned == t.is_unsigned)
    return x;
  struct ir_expr *c = new_expr(IR_E_CAST, x->loc, t);
  c->cast_to = t;
  c->a = x;
  return c;
}

/* A call to FN, a function defined in this file whose body is
 * '{ return E; }' and reads nothing but its parameters (a SQR or max
 * helper): E, each parameter replaced by its argument (converted to the
 * parameter's type), converted to FN's return type.  The arguments are
 * pure, so evaluating one per use of its parameter keeps the meaning. */
static struct ir_expr *inline_call(struct lower *L, struct fe_node *n, struct fe_func *fn) {
  struct fe_node *body = fn->body->body;
  struct ir_type ret;
  if (!body || body->next || body->kind != FE_RETURN || !body->a) {
    reject(L, n->loc, "call to '%s': only functions whose body is one 'return' of an "
                      "expression are inlined into a transformed region", fn->name);
    return NULL;
  }
  if (!scalar_type(expand_type(L, fn->ret), &ret)) {
    reject(L, n->loc, "call to '%s': it does not return a number", fn->name);
    return NULL;
  }
  int nparams = 0, nargs = 0;
  for (struct fe_decl *p = fn->params; p; p = p->next)
    nparams++;
  for (struct fe_node *a = n->args; a; a = a->next)
    nargs++;
  if (nargs != nparams) {
    reject(L, n->loc, "call to '%s' with %d argument%s, expected %d", fn->name, nargs,
           nargs == 1 ? "" : "s", nparams);
    return NULL;
  }
  int depth = L->frame ? L->frame->depth + 1 : 1;
  if (depth > 16) {
    reject(L, n->loc, "call to '%s': helpers nested more than 16 deep (recursion?) are not "
                      "inlined", fn->name);
    return NULL;
  }
  struct frame f = {fn, ir_alloc(sizeof(struct fe_node *) * (size_t)(nargs + 1)), L->frame, depth};
  int k = 0;
  for (struct fe_node *a = n->args; a; a = a->next)
    f.args[k++] = a;
  L->frame = &f;
  struct ir_expr *e = lower_expr(L, body->a);
  L->frame = f.parent;
  return e ? convert_arg(e, ret) : NULL;
}

/* A call: the pure math functions, when no variable of the region's
 * scope hides the function's name, and functions of this file that can
 * be inlined. */
static struct ir_expr *lower_call(struct lower *L, struct fe_node *n) {
  struct fe_node *callee = n->a;
  const char *name = callee && callee->kind == FE_IDENT ? callee->text : NULL;
  struct math_fn m;
  struct sym *hidden = name ? lookup(L, name) : NULL;
  if (hidden && is_function_type(sym_type(L, hidden)))
    hidden = NULL;
  struct fe_func *def = NULL;
  for (int i = 0; name && !hidden && !math_function(name, &m) && i < L->G->u->funcs.n; i++) {
    struct fe_func *f = L->G->u->funcs.v[i];
    if (f->name && strcmp(f->name, name) == 0 && f->body && f->in_main)
      def = f;
  }
  if (def)
    return inline_call(L, n, def);
  if (!name || !math_function(name, &m) || hidden) {
    if (name)
      reject(L, n->loc,
             "call to '%s' may have side effects; only pure math functions are supported in a "
             "transformed region",
             name);
    else
      reject(L, n->loc, "indirect calls are not supported in a transformed region");
    return NULL;
  }
  int nargs = 0;
  for (struct fe_node *a = n->args; a; a = a->next)
    nargs++;
  if (nargs != m.nargs) {
    reject(L, n->loc, "call to '%s' with %d argument%s, expected %d", name, nargs,
           nargs == 1 ? "" : "s", m.nargs);
    return NULL;
  }
  struct ir_expr *e = new_expr(IR_E_CALL, n->loc, m.ret);
  e->callee = ir_strdup(name);
  e->nargs = nargs;
  e->args = ir_alloc(sizeof(struct ir_expr *) * (size_t)(nargs ? nargs : 1));
  int i = 0;
  for (struct fe_node *a = n->args; a; a = a->next) {
    struct ir_expr *x = lower_expr(L, a);
    if (!x)
      return NULL;
    e->args[i++] = convert_arg(x, m.param);
  }
  return e;
}

/* Reject N if it is a number the lexer found malformed, which is only
 * an error inside a region (outside, the system compiler judged it):
 * GNU C's imaginary constants are valid, but not modelled. */
static bool bad_literal(struct lower *L, const struct fe_node *n) {
  if ((n->kind != FE_INT_LIT && n->kind != FE_FLOAT_LIT) || !L->G->u->toks.t[n->tok_first].bad)
    return false;
  if (strpbrk(n->text, "ijIJ"))
    reject(L, n->loc, "imaginary constant '%s' is not supported in a transformed region", n->text);
  else
    reject(L, n->loc, "%s", L->G->u->toks.t[n->tok_first].bad);
  return true;
}

/* An expression read as a value.  Returns NULL after a rejection (or,
 * where no access may appear, after noting one in L->saw_access). */
static struct ir_expr *lower_expr(struct lower *L, struct fe_node *n) {
  if (!n) {
    ir_internal_error("missing expression in the syntax tree");
  }
  if (bad_literal(L, n))
    return NULL;
  switch (n->kind) {
  case FE_INT_LIT: {
    unsigned long long v;
    struct ir_type t;
    if (!ir_int_literal(n->text, &v, &t)) {
      reject(L, n->loc, "integer literal '%s' is not supported in a transformed region", n->text);
      return NULL;
    }
    return const_expr(n->loc, n->text, t);
  }
  case FE_FLOAT_LIT: {
    size_t len = strlen(n->text);
    char last = len ? n->text[len - 1] : 0;
    bool hex = len > 1 && n->text[0] == '0' && (n->text[1] == 'x' || n->text[1] == 'X');
    enum ir_base b = IR_T_DOUBLE;
    if (last == 'f' || last == 'F')
      b = hex || strpbrk(n->text, "eE.") ? IR_T_FLOAT : IR_T_DOUBLE;
    if (last == 'l' || last == 'L')
      b = IR_T_LDOUBLE;
    return const_expr(n->loc, n->text, mk_type(b, false));
  }
  case FE_CHAR_LIT:
    return const_expr(n->loc, n->text, mk_type(IR_T_INT, false));
  case FE_STRING_LIT:
    reject(L, n->loc, "string literals are not supported in a transformed region");
    return NULL;
  case FE_IDENT:
    return lower_ident(L, n);
  case FE_BINARY:
    return lower_binary(L, n);
  case FE_UNARY: {
    if (n->op == '*') {
      reject(L, n->loc, "pointer arithmetic is not supported in a transformed region; use "
                        "array subscripts");
      return NULL;
    }
    if (n->op == '&') {
      reject(L, n->loc, "taking an address is not supported in a transformed region");
      return NULL;
    }
    struct ir_expr *a = lower_expr(L, n->a);
    if (!a)
      return NULL;
    if (n->op == '~' && !ir_type_is_integer(a->type)) {
      reject(L, n->loc, "operator '~' needs an integer operand");
      return NULL;
    }
    struct ir_expr *e =
        new_expr(IR_E_UNARY, n->loc, n->op == '!' ? mk_type(IR_T_INT, false) : promote(a->type));
    e->op = n->op;
    e->a = a;
    return e;
  }
  case FE_PREINC:
  case FE_PREDEC:
  case FE_POSTINC:
  case FE_POSTDEC:
    reject(L, n->loc, "'%s' inside an expression is not supported in a transformed region; "
                      "use it as a statement of its own",
           n->kind == FE_PREINC || n->kind == FE_POSTINC ? "++" : "--");
    return NULL;
  case FE_ASSIGN:
    reject(L, n->loc, "assignment inside an expression is not supported in a transformed region");
    return NULL;
  case FE_COND: {
    struct ir_expr *a = lower_expr(L, n->a);
    if (!a)
      return NULL;
    struct ir_expr *b = lower_expr(L, n->b);
    if (!b)
      return NULL;
    struct ir_expr *c = lower_expr(L, n->c);
    if (!c)
      return NULL;
    struct ir_expr *e = new_expr(IR_E_COND, n->loc, arith_conv(b->type, c->type));
    e->a = a;
    e->b = b;
    e->c = c;
    return e;
  }
  case FE_CALL:
    return lower_call(L, n);
  case FE_INDEX:
    return lower_access(L, n, true, false);
  case FE_MEMBER: {
    if (n->a && n->a->kind == FE_INDEX)
      return lower_access(L, n, true, false);
    struct sym *s = member_sym(L, n);
    if (!s)
      return NULL;
    if (is_array_sym(L, s)) {
      reject(L, n->loc, "'%s' is an array; only its elements are supported in a transformed "
                        "region", s->bind);
      return NULL;
    }
    struct ir_var *v = sym_var(L, s, n->loc);
    return v ? var_ref(v, n->loc) : NULL;
  }
  case FE_CAST: {
    struct ir_type t;
    if (!scalar_type(expand_type(L, n->type), &t)) {
      if (n->type && n->type->kind == FE_TY_NAMED)
        reject(L, n->loc, "type '%s' is not supported in a transformed region", n->type->name);
      else
        reject(L, n->loc, "only casts to arithmetic types are supported in a transformed region");
      return NULL;
    }
    struct ir_expr *a = lower_expr(L, n->a);
    if (!a)
      return NULL;
    struct ir_expr *e = new_expr(IR_E_CAST, n->loc, t);
    e->cast_to = t;
    e->a = a;
    return e;
  }
  case FE_SIZEOF_EXPR:
  case FE_SIZEOF_TYPE:
    reject(L, n->loc, "'sizeof' is not supported in a transformed region");
    return NULL;
  case FE_COMMA:
    reject(L, n->loc, "the comma operator is not supported in a transformed region");
    return NULL;
  case FE_INIT_LIST:
    reject(L, n->loc, "initialiser lists are not supported in a transformed region");
    return NULL;
  default:
    reject(L, n->loc, "unsupported expression in a transformed region");
    return NULL;
  }
}

/* An expression that must be affine (loop bounds, if conditions): no
 * statement collects accesses, so an access makes it non-affine.  Returns
 * its affine form, or NULL; *REPORTED tells whether a message was
 * already given. */
/* Is affine A over parameters only? */
static bool params_only(const struct ir_aff *a) {
  for (int t = 0; t < a->nterms; t++)
    if (a->terms[t].var->kind != IR_VAR_PARAM)
      return false;
  return true;
}

/* The derived parameter that holds E, a quotient or remainder of
 * parameters by a positive constant: the one of the same text, or a new
 * one named after it (n_div_2, n_mod_4). */
static struct ir_var *derived_param(struct lower *L, const struct ir_expr *e,
                                    const struct ir_aff *num, long den) {
  struct ir_region *r = L->r;
  const char *key = ir_printf("%s %c %ld", ir_aff_source_str(num), e->op, den);
  for (int k = 0; k < r->derived.n; k++) {
    struct ir_derived *d = r->derived.v[k];
    struct ir_aff *dn = ir_aff_of_expr(d->value->a);
    if (dn && strcmp(key, ir_printf("%s %c %ld", ir_aff_source_str(dn), d->value->op,
                                    ir_aff_of_expr(d->value->b)->cst)) == 0)
      return d->var;
  }
  const char *base = num->nterms == 1 && num->cst == 0 && num->terms[0].coef == 1
                         ? num->terms[0].var->name
                         : "bound";
  const char *stem = ir_printf("%s_%s_%ld", base, e->op == '/' ? "div" : "mod", den), *name = stem;
  for (int k = 2; ir_region_find_var(r, name) || ir_region_find_array(r, name) ||
                  ir_region_name_taken(r, name) || lookup(L, name);
       k++)
    name = ir_printf("%s%d", stem, k);
  struct ir_var *v = ir_var_new(r, name, IR_VAR_PARAM, e->type, e->loc);
  v->local = true; /* computed in the region, not passed to it */
  struct ir_derived *d = ir_alloc(sizeof *d);
  d->var = v;
  d->value = (struct ir_expr *)e;
  ir_vec_push(&r->derived, d);
  return v;
}

static struct fe_range *need_range(struct lower *L, struct ir_node *node, bool inside,
                                   struct ir_aff *a, long lo, long hi, struct ir_loc loc,
                                   const char *what);

/* The affine form of bound or condition E where its quotients and
 * remainders of parameters by constants become derived parameters
 * (i < n / 2 + 1: i < n_div_2 + 1); NULL when E is not of that form. */
static struct ir_aff *derived_aff(struct lower *L, const struct ir_expr *e) {
  struct ir_aff *a = ir_aff_of_expr(e);
  if (a || !e || !(ir_type_is_signed_int(e->type) || ir_type_is_unsigned_int(e->type)))
    return a;
  switch (e->kind) {
  case IR_E_UNARY:
    if (e->op != '-' && e->op != '+')
      return NULL;
    a = derived_aff(L, e->a);
    return a && e->op == '-' ? ir_aff_scale(a, -1) : a;
  case IR_E_CAST:
    return e->a && ir_type_holds(e->cast_to, e->a->type) ? derived_aff(L, e->a) : NULL;
  case IR_E_BINARY: {
    if (e->op == '/' || e->op == '%') {
      struct ir_aff *num = ir_aff_of_expr(e->a), *den = ir_aff_of_expr(e->b);
      if (!num || !den || !ir_aff_is_const(den) || den->cst <= 0)
        return NULL;
      if (params_only(num))
        return ir_aff_var(derived_param(L, e, num, den->cst));
      if (den->cst == 1)
        return e->op == '/' ? num : ir_aff_const(0);
      /* Of iterators (j < i / 2): a quotient term, exact where the
       * dividend is never negative (C's division truncates towards 0). */
      struct ir_aff *q = ir_aff_var(ir_quot_var(L->r, num, den->cst, true));
      struct ir_aff *a = e->op == '/' ? q : ir_aff_sub(num, ir_aff_scale(q, den->cst));
      need_range(L, NULL, false, num, 0, LONG_MAX, e->loc,
                 ir_printf("the dividend of '%s' may be negative", ir_aff_source_str(a)));
      ((struct fe_range *)L->ranges.v[L->ranges.n - 1])->lo_only = ir_type_is_signed_int(e->a->type);
      return a;
    }
    if (e->op != '+' && e->op != '-' && e->op != '*')
      return NULL;
    struct ir_aff *x = derived_aff(L, e->a), *y = x ? derived_aff(L, e->b) : NULL;
    return y ? ir_aff_binary(e->op, x, y) : NULL;
  }
  default:
    return NULL;
  }
}

static struct ir_aff *lower_affine(struct lower *L, struct fe_node *n, struct ir_expr **out,
                                   bool *reported) {
  struct ir_stmt *saved = L->stmt;
  L->stmt = NULL;
  L->saw_access = false;
  int before = L->nreject;
  struct ir_expr *e = lower_expr(L, n);
  L->stmt = saved;
  *reported = L->nreject != before && !L->saw_access;
  L->saw_access = false;
  if (out)
    *out = e;
  /* Loop bounds (only they: an if keeps its condition as written) may
   * divide parameters by constants. */
  if (!e)
    return NULL;
  return L->bound_exprs ? derived_aff(L, e) : ir_aff_of_expr(e);
}

/* Why expression N is not affine, as " (reason)" for a message, or "". */
static const char *why_not_affine(struct lower *L, const struct fe_node *n) {
  if (!n)
    return "";
  const char *r;
  switch (n->kind) {
  case FE_INDEX:
    return " (it reads an array element)";
  case FE_CALL:
    return " (it calls a function)";
  case FE_IDENT: {
    struct sym *s = lookup(L, n->text);
    struct ir_type t;
    if (!s || is_array_sym(L, s) || !scalar_type(sym_type(L, s), &t))
      return "";
    if (name_in(&L->iters, s->name) && !(s->var && s->var->kind == IR_VAR_SCALAR))
      return "";
    if (!ir_type_is_integer(t))
      return ir_printf(" ('%s' is not an integer)", n->text);
    if (s->where == W_REGION)
      return ir_printf(" ('%s' is a variable of the region)", n->text);
    if (name_in(&L->written, s->name))
      return ir_printf(" ('%s' is assigned in the region)", n->text);
    return "";
  }
  case FE_BINARY:
    if (n->op == '*' || n->op == '/' || n->op == '%') {
      if ((r = why_not_affine(L, n->a))[0] || (r = why_not_affine(L, n->b))[0])
        return r;
      return n->op == '*' ? " (a product of variables)" : " (a division)";
    }
    break;
  case FE_CAST:
  case FE_INT_LIT:
  case FE_FLOAT_LIT:
    break;
  default:
    break;
  }
  if ((r = why_not_affine(L, n->a))[0] || (r = why_not_affine(L, n->b))[0] ||
      (r = why_not_affine(L, n->c))[0])
    return r;
  return "";
}

/* An array extent from a declaration (1000 + 0, n, N * 2): affine over
 * parameters, else unknown.  Never reports: an extent tilec cannot read
 * just stays unknown. */
static struct ir_aff *extent_aff(struct lower *L, struct fe_node *n) {
  if (!n)
    return NULL;
  if (bad_literal(L, n))
    return NULL;
  switch (n->kind) {
  case FE_INT_LIT: {
    unsigned long long v;
    struct ir_type t;
    if (!ir_int_literal(n->text, &v, &t) || v > LONG_MAX)
      return NULL;
    return ir_aff_const((long)v);
  }
  case FE_IDENT: {
    struct sym *s = lookup(L, n->text);
    struct ir_type t;
    if (!s || s->where == W_REGION || !scalar_type(sym_type(L, s), &t) || !ir_type_is_signed_int(t) ||
        name_in(&L->written, s->name) || name_in(&L->iters, s->name) ||
        (sym_type(L, s)->quals & FE_Q_VOLATILE))
      return NULL;
    if (!s->var) {
      if (ir_region_find_var(L->r, s->name) || ir_region_find_array(L->r, s->name))
        return NULL;
      struct ir_var *v = ir_var_new(L->r, s->name, IR_VAR_PARAM, t, s->decl->loc);
      s->var = v;
    }
    return s->var->kind == IR_VAR_PARAM ? ir_aff_var(s->var) : NULL;
  }
  case FE_UNARY: {
    struct ir_aff *a = extent_aff(L, n->a);
    if (!a || (n->op != '-' && n->op != '+'))
      return NULL;
    return n->op == '-' ? ir_aff_scale(a, -1) : a;
  }
  case FE_CAST: {
    struct ir_type t;
    if (!scalar_type(n->type, &t) || !ir_type_is_signed_int(t))
      return NULL;
    return extent_aff(L, n->a);
  }
  case FE_BINARY: {
    /* In this order: a parameter met first gets the lower id. */
    struct ir_aff *a = extent_aff(L, n->a), *b = extent_aff(L, n->b);
    return ir_aff_binary(n->op, a, b);
  }
  default:
    return NULL;
  }
}

/* ---------------------------------------------------------------- statements */

/* A sibling list under construction. */
struct list {
  struct ir_node *head, *tail;
};

/* Add N at the end of sibling list L. */
static void append(struct list *l, struct ir_node *n) {
  if (l->tail)
    l->tail->next = n;
  else
    l->head = n;
  l->tail = n;
}

/* Point the nodes of the list FIRST at their enclosing node PARENT. */
static void set_parent(struct ir_node *first, struct ir_node *parent) {
  for (struct ir_node *n = first; n; n = n->next)
    n->parent = parent;
}

static void lower_stmt(struct lower *L, struct fe_node *s, struct list *out);

/* An empty statement of KIND, filled in by the caller. */
static struct ir_stmt *new_stmt(enum ir_stmt_kind kind, struct ir_loc loc) {
  struct ir_stmt *st = ir_alloc(sizeof *st);
  st->kind = kind;
  st->loc = loc;
  return st;
}

/* Wrap ST in a node and add it to OUT. */
static void append_stmt(struct list *out, struct ir_stmt *st) {
  struct ir_node *n = ir_node_new(IR_STMT, st->loc);
  n->stmt = st;
  append(out, n);
}

/* A OP B (&&, !=, ...), or OP A when B is NULL (!): an int truth value. */
static struct ir_expr *logic(int op, struct ir_expr *a, struct ir_expr *b, struct ir_loc loc) {
  struct ir_expr *e = new_expr(b ? IR_E_BINARY : IR_E_UNARY, loc, mk_type(IR_T_INT, false));
  e->op = op;
  e->a = a;
  e->b = b;
  return e;
}

/* The conjunction of the enclosing guards L->guards, lowered with
 * L->stmt as the owner of their accesses; NULL when there are none
 * (*OK false after a rejection). */
static struct ir_expr *enclosing_guards(struct lower *L, struct ir_loc loc, bool *ok) {
  struct ir_expr *all = NULL;
  for (int k = 0; k < L->guards.n; k++) {
    const struct guard *g = L->guards.v[k];
    struct ir_expr *c = g->var ? var_ref(g->var, loc) : lower_expr(L, g->cond);
    if (!c) {
      *ok = false;
      return NULL;
    }
    all = all ? logic(IR_OP_AND, all, c, loc) : c;
  }
  return all;
}

/* Add assignment ST to OUT, guarded by the conjunction of the
 * data-dependent ifs around it (their accesses are reads of ST, after
 * those of the assignment). */
static void add_assign(struct lower *L, struct list *out, struct ir_stmt *st) {
  if (L->guards.n) {
    bool ok = true;
    L->stmt = st;
    st->guard = enclosing_guards(L, st->loc, &ok);
    if (!ok)
      return;
  }
  append_stmt(out, st);
}

/* The target of an assignment: a scalar (not an iterator inside its loop,
 * not a parameter) or an array element. */
static struct ir_expr *lower_lvalue(struct lower *L, struct fe_node *n, bool is_read) {
  switch (n->kind) {
  case FE_INDEX:
    return lower_access(L, n, is_read, true);
  case FE_IDENT: {
    struct sym *s = lookup_used(L, n);
    if (!s)
      return NULL;
    if (is_array_sym(L, s)) {
      reject(L, n->loc, "assignment to pointer or array '%s' is not supported in a transformed "
                        "region", n->text);
      return NULL;
    }
    if (is_function_type(sym_type(L, s))) {
      reject(L, n->loc, "assignment to function '%s'", n->text);
      return NULL;
    }
    struct ir_var *v = sym_var(L, s, n->loc);
    if (!v)
      return NULL;
    if (v->kind == IR_VAR_ITER) {
      if (in_loops(L, v))
        reject(L, n->loc, "loop iterator '%s' is modified in the loop body", v->name);
      else
        reject(L, n->loc, "loop iterator '%s' is used outside its loop", v->name);
      return NULL;
    }
    if (v->kind == IR_VAR_PARAM)
      ir_internal_error("parameter '%s' assigned", v->name);
    v->written = true;
    return var_ref(v, n->loc);
  }
  case FE_UNARY:
    if (n->op == '*') {
      reject(L, n->loc, "pointer arithmetic is not supported in a transformed region; use "
                        "array subscripts");
      return NULL;
    }
    break;
  case FE_MEMBER:
    if (n->a && n->a->kind == FE_INDEX)
      return lower_access(L, n, is_read, true);
    reject(L, n->loc, "assignments to struct members are not supported in a transformed "
                      "region; assignments to their elements ('s->a[i] = ...') are");
    return NULL;
  default:
    break;
  }
  reject(L, n->loc, "unsupported assignment target in a transformed region");
  return NULL;
}

/* An expression statement: an assignment, compound assignment or
 * increment.  Compound operators the IR does not keep (%=, <<=, &=, ...)
 * become x = x OP y; a chained assignment becomes one statement per
 * target, innermost first. */
static void lower_expr_stmt(struct lower *L, struct fe_node *s, struct list *out) {
  struct fe_node *e = s->a;
  struct ir_stmt *st = new_stmt(IR_S_ASSIGN, s->loc);
  L->stmt = st;
  switch (e->kind) {
  case FE_ASSIGN: {
    int op = e->op;
    bool kept = op == '=' || op == '+' || op == '-' || op == '*' || op == '/';
    struct fe_node *value = e->b;
    if (value->kind == FE_ASSIGN) {
      /* a = b = k (PolyBench deriche): b = k as a statement of its own,
       * then a = b, which reads the value b was given, as C defines. */
      struct fe_node inner = *s;
      inner.a = value;
      inner.loc = value->loc;
      lower_expr_stmt(L, &inner, out);
      L->stmt = st;
      value = value->a;
    }
    st->lhs = lower_lvalue(L, e->a, kept && op != '=');
    if (!st->lhs)
      break;
    struct ir_expr *rhs = lower_expr(L, value);
    if (!rhs)
      break;
    if (kept) {
      st->op = op;
      st->rhs = rhs;
    } else {
      /* Lower the target again as a read for x = x OP y. */
      struct ir_expr *again = lower_expr(L, e->a);
      if (!again)
        break;
      struct ir_expr *bin = NULL;
      if (op == '%' || op == '&' || op == '|' || op == '^' || op == IR_OP_SHL || op == IR_OP_SHR) {
        if (!ir_type_is_integer(again->type) || !ir_type_is_integer(rhs->type)) {
          reject(L, e->loc, "operator '%s=' needs integer operands", ir_op_str(op));
          break;
        }
        bin = new_expr(IR_E_BINARY, e->loc,
                       (op == IR_OP_SHL || op == IR_OP_SHR) ? promote(again->type)
                                                            : arith_conv(again->type, rhs->type));
        bin->op = op;
        bin->a = again;
        bin->b = rhs;
      } else {
        reject(L, e->loc, "assignment operator is not supported in a transformed region");
        break;
      }
      /* The read copy was lowered after the rhs; the access order in the
       * statement stays lhs first, which is all the IR requires. */
      st->op = '=';
      st->rhs = bin;
    }
    add_assign(L, out, st);
    break;
  }
  case FE_PREINC:
  case FE_POSTINC:
  case FE_PREDEC:
  case FE_POSTDEC: {
    st->lhs = lower_lvalue(L, e->a, true);
    if (!st->lhs)
      break;
    st->op = e->kind == FE_PREINC || e->kind == FE_POSTINC ? '+' : '-';
    st->rhs = const_expr(e->loc, "1", mk_type(IR_T_INT, false));
    add_assign(L, out, st);
    break;
  }
  case FE_CALL: {
    struct fe_node *callee = e->a;
    struct math_fn m;
    if (callee && callee->kind == FE_IDENT && !math_function(callee->text, &m))
      reject(L, e->loc,
             "call to '%s' may have side effects; only pure math functions are supported in a "
             "transformed region",
             callee->text);
    else
      reject(L, e->loc, "a call whose value is unused is not supported in a transformed region");
    break;
  }
  case FE_COMMA:
    reject(L, e->loc, "the comma operator is not supported in a transformed region");
    break;
  default:
    reject(L, e->loc, "expression statements other than assignments are not supported in a "
                      "transformed region");
    break;
  }
  L->stmt = NULL;
}

/* A name for another variable NAME declared in a block that the IR merges
 * into a list already declaring NAME: NAME_2, NAME_3, ..., the first that
 * no identifier of the unit and no variable of the region uses. */
static const char *fresh_name(struct lower *L, const char *name) {
  const struct fe_tokens *toks = &L->G->u->toks;
  for (int k = 2;; k++) {
    char *cand = ir_printf("%s_%d", name, k);
    bool used = ir_region_find_var(L->r, cand) || ir_region_find_array(L->r, cand);
    for (int i = 0; i < toks->n && !used; i++)
      used = toks->t[i].kind == IDENTIFIER && strcmp(toks->t[i].text, cand) == 0;
    if (!used)
      return cand;
  }
}

/* Does declaration D hide another one of the region?  Rejected: blocks
 * are flattened, so the two would meet. */
static bool hides_region_decl(struct lower *L, const struct fe_decl *d) {
  struct sym *old = lookup(L, d->name);
  if (!old || old->where != W_REGION)
    return false;
  reject(L, d->loc, "declaration of '%s' hides another declaration in the region; rename it to "
                    "transform the region", d->name);
  return true;
}

/* The most elements an initialiser of an array declared in a region may
 * set: each becomes an assignment. */
#define ARRAY_INIT_MAX 256

/* Fill VALS[BASE ..] (BLOCK elements, row-major over SIZES[0 .. NDIM))
 * from initialiser LIST: a flat list (C's brace elision) or one list per
 * row.  False for designators and other mixes. */
static bool init_fill(const struct fe_node *list, const long *sizes, int ndim, long base,
                      long block, struct fe_node **vals) {
  bool nested = ndim > 1 && list->args && list->args->kind == FE_INIT_LIST;
  long k = 0;
  for (struct fe_node *e = list->args; e; e = e->next, k++) {
    if (e->kind == FE_ASSIGN && (!e->a || e->a->kind == FE_MEMBER ||
                                 (e->a->kind == FE_INDEX && !e->a->a)))
      return false; /* a designator */
    if ((e->kind == FE_INIT_LIST) != nested)
      return false;
    if (!nested) {
      if (k >= block)
        return false;
      vals[base + k] = e;
      continue;
    }
    long row = block / sizes[0];
    if (k >= sizes[0] || !init_fill(e, sizes + 1, ndim - 1, base + k * row, row, vals))
      return false;
  }
  return true;
}

/* The initialiser of array A declared by D (float w[4] = {0};,
 * int h[2][2] = {{1, 2}, {3, 4}};): one assignment per element after
 * the declaration, 0 where the list ends early, as C does. */
static bool lower_array_init(struct lower *L, struct fe_decl *d, struct ir_array *a,
                             struct list *out) {
  long total = 1, sizes[IR_POLY_MAX_DEG];
  for (int k = 0; k < a->ndim; k++) {
    sizes[k] = a->extents[k]->cst;
    total = total > ARRAY_INIT_MAX ? total : total * sizes[k];
  }
  if (d->init->kind != FE_INIT_LIST || total > ARRAY_INIT_MAX || a->ndim > IR_POLY_MAX_DEG) {
    reject(L, d->init->loc, "%s; assign the elements in a loop",
           d->init->kind != FE_INIT_LIST
               ? "an array declared in a transformed region needs a brace-enclosed initialiser"
               : ir_printf("initialisers of arrays declared in a transformed region may set at "
                           "most %d elements", ARRAY_INIT_MAX));
    return false;
  }
  struct fe_node **vals = ir_alloc(sizeof *vals * (size_t)total);
  if (!init_fill(d->init, sizes, a->ndim, 0, total, vals)) {
    reject(L, d->init->loc, "this initialiser of array '%s' is not supported in a transformed "
                            "region: use a flat list or one list per row, without designators",
           d->name);
    return false;
  }
  a->written = true;
  for (long k = 0; k < total; k++) {
    struct ir_loc loc = vals[k] ? vals[k]->loc : d->init->loc;
    struct ir_stmt *st = new_stmt(IR_S_ASSIGN, loc);
    L->stmt = st;
    struct ir_access *acc = ir_alloc(sizeof *acc);
    acc->array = a;
    acc->stmt = st;
    acc->loc = loc;
    acc->is_write = true;
    acc->ndim = a->ndim;
    acc->index = ir_alloc(sizeof(struct ir_expr *) * (size_t)a->ndim);
    acc->aff = ir_alloc(sizeof(struct ir_aff *) * (size_t)a->ndim);
    long rest = k, stride = total;
    for (int dim = 0; dim < a->ndim; dim++) {
      stride /= sizes[dim];
      acc->index[dim] = const_expr(loc, ir_printf("%ld", rest / stride), mk_type(IR_T_INT, false));
      acc->aff[dim] = ir_aff_const(rest / stride);
      rest %= stride;
    }
    ir_vec_push(&st->accesses, acc);
    struct ir_expr *lhs = new_expr(IR_E_ACCESS, loc, a->elem);
    lhs->acc = acc;
    struct ir_expr *rhs = vals[k] ? lower_expr(L, vals[k])
                                  : const_expr(loc, "0", mk_type(IR_T_INT, false));
    L->stmt = NULL;
    if (!rhs)
      return false;
    if (!ir_type_is_integer(rhs->type) && !ir_type_is_float(rhs->type)) {
      reject(L, loc, "an element of the initialiser of '%s' is not a number", d->name);
      return false;
    }
    st->lhs = lhs;
    st->op = '=';
    st->rhs = rhs;
    append_stmt(out, st);
  }
  return true;
}

/* Array declarator D of type T (float tmp[8][4]): an IR_S_ARRAY_DECL
 * statement and an array of the region's own (IR_ARR_REGION), private to
 * each iteration of the loops around the declaration.  Its extents are
 * constants, so that a kernel can hold it per thread; an initialiser
 * becomes one assignment per element.  A name that another variable or array of the region
 * already has gets a fresh one. */
static struct sym *lower_array_decl(struct lower *L, struct fe_decl *d, const struct fe_type *t,
                                    struct sym *sy, struct list *out) {
  struct ir_vec sizes = {0}; /* long * per dimension */
  const struct fe_type *e = t;
  for (; e && e->kind == FE_TY_ARRAY; e = e->base) {
    struct ir_aff *x = extent_aff(L, e->size);
    if (!x || !ir_aff_is_const(x) || x->cst <= 0) {
      reject(L, e->size ? e->size->loc : d->loc,
             "array '%s' declared in a transformed region needs constant extents%s", d->name,
             e->size ? "" : " (it has none)");
      return sy;
    }
    long *k = ir_alloc(sizeof *k);
    *k = x->cst;
    ir_vec_push(&sizes, k);
  }
  struct ir_type elem;
  if (!scalar_type(e, &elem)) {
    reject(L, d->loc, "the elements of array '%s' declared in a transformed region are not "
                      "numbers", d->name);
    return sy;
  }
  if (e->quals & (FE_Q_VOLATILE | FE_Q_CONST)) {
    reject(L, d->loc, "%s array '%s' declared in a transformed region is not supported",
           e->quals & FE_Q_CONST ? "const" : "volatile", d->name);
    return sy;
  }
  if (hides_region_decl(L, d))
    return sy;
  const char *name = d->name;
  if (name_in(L->block_decls, name) || ir_region_find_var(L->r, name) ||
      ir_region_find_array(L->r, name)) {
    name = fresh_name(L, name);
    defer_remark(L, d->loc, "array '%s' is declared again in the region; renamed '%s'", d->name,
                 name);
  }
  ir_vec_push(L->block_decls, (void *)name);
  struct ir_array *a = ir_array_new(L->r, name, elem, sizes.n, d->loc);
  a->origin = IR_ARR_REGION;
  for (int k = 0; k < sizes.n; k++)
    a->extents[k] = ir_aff_const(*(long *)sizes.v[k]);
  sy->arr = a;
  sy->poisoned = false;
  struct ir_stmt *st = new_stmt(IR_S_ARRAY_DECL, d->loc);
  st->array = a;
  append_stmt(out, st);
  if (d->init)
    lower_array_init(L, d, a, out);
  return sy;
}

/* One declarator of a region declaration: a scalar becomes an IR_S_DECL
 * statement.  Returns its symbol, to be put in scope by the caller;
 * after a rejection the symbol is marked poisoned so that its uses do not
 * add errors of their own. */
static struct sym *lower_declarator(struct lower *L, struct fe_decl *d, struct list *out) {
  struct sym *sy = sym_new(d, W_REGION);
  sy->poisoned = true;
  if (d->storage == FE_SC_TYPEDEF) {
    reject(L, d->loc, "typedefs are not supported in a transformed region");
    return sy;
  }
  if (d->storage == FE_SC_STATIC || d->storage == FE_SC_EXTERN) {
    reject(L, d->loc, "'%s' declarations are not supported in a transformed region",
           d->storage == FE_SC_STATIC ? "static" : "extern");
    return sy;
  }
  const struct fe_type *t = expand_type(L, d->type);
  struct ir_type it;
  if (t && t->kind == FE_TY_ARRAY)
    return lower_array_decl(L, d, t, sy, out);
  if (t && t->kind == FE_TY_PTR) {
    reject(L, d->loc, "declaring pointer '%s' inside a transformed region is not supported",
           d->name);
    return sy;
  }
  if (!scalar_type(t, &it)) {
    if (t && t->kind == FE_TY_NAMED)
      reject(L, d->loc, "type '%s' is not supported in a transformed region", t->name);
    else
      reject(L, d->loc, "declaration of '%s' is not supported in a transformed region", d->name);
    return sy;
  }
  if (hides_region_decl(L, d))
    return sy;
  /* Blocks are flattened: a second declaration of NAME in the same IR
   * list gets a variable of its own under a fresh name. */
  const char *rename = NULL;
  if (name_in(L->block_decls, d->name))
    rename = fresh_name(L, d->name);
  else
    ir_vec_push(L->block_decls, (void *)d->name);
  struct ir_stmt *st = new_stmt(IR_S_DECL, d->loc);
  struct ir_expr *rhs = NULL;
  if (d->init) {
    if (d->init->kind == FE_INIT_LIST) {
      reject(L, d->init->loc, "initialiser lists are not supported in a transformed region");
      return sy;
    }
    L->stmt = st;
    rhs = lower_expr(L, d->init);
    L->stmt = NULL;
    if (!rhs)
      return sy;
  }
  struct ir_var *v;
  if (rename) {
    v = ir_var_new(L->r, rename, IR_VAR_SCALAR, it, d->loc);
    v->local = true;
    sy->var = v;
    defer_remark(L, d->loc, "'%s' is declared again in a block that is merged with another; "
                            "renamed '%s'", d->name, rename);
  } else {
    v = sym_var(L, sy, d->loc);
  }
  if (!v)
    return sy;
  if (v->kind != IR_VAR_SCALAR) {
    reject(L, d->loc, "'%s' is declared in the region and also used as a loop iterator", d->name);
    return sy;
  }
  sy->poisoned = false;
  v->written = true;
  st->decl = v;
  st->lhs = var_ref(v, d->loc);
  st->op = '=';
  st->rhs = rhs;
  append_stmt(out, st);
  return sy;
}

/* A region declaration: each declarator in turn, in scope from the next. */
static void lower_decl(struct lower *L, struct fe_node *s, struct list *out) {
  for (struct fe_decl *d = s->decl; d; d = d->next)
    if (d->name)
      ir_vec_push(&L->rsyms, lower_declarator(L, d, out));
}

/* Split a loop test at && into its comparisons. */
static void split_and(struct fe_node *n, struct ir_vec *parts) {
  if (n->kind == FE_BINARY && n->op == IR_OP_AND) {
    split_and(n->a, parts);
    split_and(n->b, parts);
  } else
    ir_vec_push(parts, n);
}

/* The comparison that holds after swapping its operands. */
static int flip_cmp(int op) {
  switch (op) {
  case '<': return '>';
  case '>': return '<';
  case IR_OP_LE: return IR_OP_GE;
  default: return IR_OP_LE;
  }
}

/* The constant step of loop increment C over iterator V, or 0 after a
 * rejection. */
static long loop_step(struct lower *L, struct fe_node *loop, const struct sym *v) {
  struct fe_node *c = loop->c;
  if (!c) {
    reject(L, loop->loc, "'for' loop without an increment is not supported in a transformed "
                         "region");
    return 0;
  }
  struct fe_node *target = NULL, *amount = NULL;
  int sign = 1;
  switch (c->kind) {
  case FE_PREINC:
  case FE_POSTINC:
  case FE_PREDEC:
  case FE_POSTDEC:
    target = c->a;
    sign = c->kind == FE_PREINC || c->kind == FE_POSTINC ? 1 : -1;
    break;
  case FE_ASSIGN:
    target = c->a;
    if (c->op == '+' || c->op == '-') {
      amount = c->b;
      sign = c->op == '+' ? 1 : -1;
    } else if (c->op == '=' && c->b->kind == FE_BINARY && (c->b->op == '+' || c->b->op == '-')) {
      struct fe_node *x = c->b->a, *y = c->b->b;
      bool x_is = x->kind == FE_IDENT && strcmp(x->text, v->name) == 0;
      bool y_is = y->kind == FE_IDENT && strcmp(y->text, v->name) == 0;
      if (x_is && !y_is) {
        amount = y;
        sign = c->b->op == '+' ? 1 : -1;
      } else if (y_is && !x_is && c->b->op == '+') {
        amount = x;
      }
    }
    if (!amount)
      target = NULL;
    break;
  default:
    break;
  }
  if (!target) {
    reject(L, c->loc, "loop increment '%s' is not supported; use %s++, %s--, %s += c or %s -= c",
           node_text(L, c), v->name, v->name, v->name, v->name);
    return 0;
  }
  if (target->kind != FE_IDENT || strcmp(target->text, v->name) != 0) {
    reject(L, c->loc, "loop increment '%s' does not update the loop iterator '%s'",
           node_text(L, c), v->name);
    return 0;
  }
  long step = sign;
  if (amount) {
    bool reported;
    struct ir_aff *a = lower_affine(L, amount, NULL, &reported);
    if (!a || !ir_aff_is_const(a)) {
      if (!reported)
        reject(L, start_loc(L, amount), "loop step '%s' is not an integer constant",
               node_text(L, amount));
      return 0;
    }
    if (a->cst == LONG_MIN) {
      reject(L, amount->loc, "loop step '%s' is too large", node_text(L, amount));
      return 0;
    }
    step = sign * a->cst;
  }
  if (step == 0)
    reject(L, c->loc, "loop step is zero");
  return step;
}

static struct fe_node *find_ident(struct fe_node *n, const char *name);

/* The affine parts of loop bound E: a max (WANT_MAX) or a min written
 * with ?: as the code generators print them (a > b ? a : b, a < b ? a :
 * b) splits into its operands; anything else is one part.  False when a
 * part is not affine; *REPORTED tells whether a message was given. */
static bool bound_parts(struct lower *L, struct fe_node *e, bool want_max, struct ir_vec *parts,
                        bool *reported) {
  *reported = false;
  if (e->kind == FE_COND && e->a->kind == FE_BINARY &&
      (e->a->op == '<' || e->a->op == '>' || e->a->op == IR_OP_LE || e->a->op == IR_OP_GE)) {
    bool r[4];
    struct ir_aff *x = lower_affine(L, e->a->a, NULL, &r[0]);
    struct ir_aff *y = lower_affine(L, e->a->b, NULL, &r[1]);
    struct ir_aff *b = lower_affine(L, e->b, NULL, &r[2]);
    struct ir_aff *c = lower_affine(L, e->c, NULL, &r[3]);
    if (r[0] || r[1] || r[2] || r[3]) {
      *reported = true;
      return false;
    }
    if (x && y && b && c) {
      bool gt = e->a->op == '>' || e->a->op == IR_OP_GE;
      bool same = ir_aff_equal(x, b) && ir_aff_equal(y, c);
      bool swapped = ir_aff_equal(x, c) && ir_aff_equal(y, b);
      bool is_max = (gt && same) || (!gt && swapped);
      bool is_min = (!gt && same) || (gt && swapped);
      if (want_max ? is_max : is_min)
        return bound_parts(L, e->b, want_max, parts, reported) &&
               bound_parts(L, e->c, want_max, parts, reported);
    }
  }
  struct ir_expr *ex = NULL;
  struct ir_aff *a = lower_affine(L, e, &ex, reported);
  if (!a)
    return false;
  ir_vec_push(parts, a);
  if (L->bound_exprs)
    ir_vec_push(L->bound_exprs, ex);
  return true;
}

/* N is the identifier NAME. */
static bool is_ident_named(const struct fe_node *n, const char *name) {
  return n->kind == FE_IDENT && strcmp(n->text, name) == 0;
}

/* ---------------------------------------------------------------- unsigned arithmetic */

/* Record that affine A must stay in [LO, HI] where it is evaluated: at
 * NODE (NULL: the loop being lowered, filled in by lower_for). */
static struct fe_range *need_range(struct lower *L, struct ir_node *node, bool inside,
                                   struct ir_aff *a, long lo, long hi, struct ir_loc loc,
                                   const char *what) {
  struct fe_range *r = ir_alloc(sizeof *r);
  *r = (struct fe_range){.node = node, .inside = inside, .aff = a, .lo = lo, .hi = hi, .loc = loc,
                         .what = what};
  ir_vec_push(&L->ranges, r);
  return r;
}

/* A signed operand X of a comparison or arithmetic with an unsigned
 * operand of common type C: converted to C, it must not be negative. */
static void conversion_range(struct lower *L, struct ir_node *node, bool inside,
                             const struct ir_expr *x, struct ir_type c) {
  struct ir_aff *a;
  if (!ir_type_is_signed_int(x->type) || !ir_type_is_unsigned_int(c) ||
      !(a = ir_aff_of_expr(x)) || (ir_aff_is_const(a) && a->cst >= 0))
    return;
  need_range(L, node, inside, a, 0, ir_type_unsigned_max(c), x->loc,
             ir_printf("'%s' is converted to %s here and may be negative", ir_aff_source_str(a),
                       ir_type_name(c)));
}

/* The signed integer arithmetic in E (each operation's affine value and
 * its type's range) appended to OUT: C leaves its overflow undefined, so
 * the range proofs may assume it stays in range. */
static void signed_parts(const struct ir_expr *e, struct ir_vec *out) {
  if (!e || e->kind == IR_E_ACCESS)
    return;
  struct ir_aff *a;
  bool is_int = e->type.base == IR_T_INT; /* else long: narrower types are promoted */
  if ((e->kind == IR_E_BINARY || e->kind == IR_E_UNARY) && ir_type_is_signed_int(e->type) &&
      e->type.base >= IR_T_INT && (a = ir_aff_of_expr(e))) {
    struct fe_assume *as = ir_alloc(sizeof *as);
    *as = (struct fe_assume){a, is_int ? INT_MIN : LONG_MIN, is_int ? INT_MAX : LONG_MAX};
    ir_vec_push(out, as);
  }
  /* Only the operands always evaluated with E: not the arms of ?: nor
   * the right of && and ||. */
  signed_parts(e->a, out);
  bool lazy = e->kind == IR_E_BINARY && (e->op == IR_OP_AND || e->op == IR_OP_OR);
  if (e->kind != IR_E_COND && !lazy)
    signed_parts(e->b, out);
}

/* expr_ranges on E; MODULAR: an unsigned operation (+, -, *, a
 * conversion) takes E's value modulo 2^N, so only the value at the end
 * of that chain needs to be in range (-i + 1 is fine where i <= 1). */
static void walk_ranges(struct lower *L, const struct ir_expr *e, struct ir_node *node,
                        bool inside, bool modular) {
  if (!e || e->kind == IR_E_ACCESS)
    return;
  bool unsig = ir_type_is_unsigned_int(e->type);
  bool ring =
      unsig && ((e->kind == IR_E_BINARY && (e->op == '+' || e->op == '-' || e->op == '*')) ||
                (e->kind == IR_E_UNARY && (e->op == '-' || e->op == '+')) ||
                (e->kind == IR_E_CAST && e->a && ir_type_is_integer(e->a->type)));
  struct ir_aff *a;
  if (!modular && unsig && e->kind != IR_E_VAR && e->kind != IR_E_CONST) {
    if (e->kind == IR_E_CAST && e->a && ir_type_is_signed_int(e->a->type))
      conversion_range(L, node, inside, e->a, e->cast_to);
    else if ((a = ir_aff_of_expr(e))) {
      const char *what =
          ir_printf("unsigned arithmetic in '%s' may wrap around", ir_aff_source_str(a));
      struct fe_range *rg =
          need_range(L, node, inside, a, 0, ir_type_unsigned_max(e->type), e->loc, what);
      signed_parts(e, &rg->assume);
    }
  }
  /* A comparison (or any other operation) in an unsigned type sees its
   * signed operands converted: they must not be negative. */
  if (!ring && e->kind == IR_E_BINARY && e->a && e->b && ir_type_is_integer(e->a->type) &&
      ir_type_is_integer(e->b->type) && e->op != IR_OP_AND && e->op != IR_OP_OR &&
      e->op != IR_OP_SHL && e->op != IR_OP_SHR) {
    struct ir_type c = arith_conv(e->a->type, e->b->type);
    conversion_range(L, node, inside, e->a, c);
    conversion_range(L, node, inside, e->b, c);
  }
  walk_ranges(L, e->a, node, inside, ring);
  walk_ranges(L, e->b, node, inside, ring);
  walk_ranges(L, e->c, node, inside, false);
}

/* The ranges that expression E, evaluated at NODE, needs for the
 * affine forms read from it to be exact: the value of every unsigned
 * subexpression that leaves unsigned arithmetic (compared, converted to
 * a wider type, used as a subscript) within its type, every signed
 * operand that a comparison converts to unsigned not negative.  Accesses
 * in E have their own. */
static void expr_ranges(struct lower *L, const struct ir_expr *e, struct ir_node *node,
                        bool inside) {
  walk_ranges(L, e, node, inside, false);
}

/* Does E read memory or call a function? */
static bool reads_data(const struct ir_expr *e) {
  if (!e)
    return false;
  if (e->kind == IR_E_ACCESS || e->kind == IR_E_CALL)
    return true;
  return reads_data(e->a) || reads_data(e->b) || reads_data(e->c);
}

/* ir_walk callback: the ranges of the subscripts and conditions of a
 * region (those of loop bounds were recorded as they were lowered). */
static void node_ranges(struct ir_node *n, void *data) {
  struct lower *L = data;
  if (n->kind == IR_IF)
    expr_ranges(L, n->cond, n, false);
  if (n->kind != IR_STMT)
    return;
  struct ir_stmt *s = n->stmt;
  for (int k = 0; k < s->accesses.n; k++) {
    struct ir_access *acc = s->accesses.v[k];
    for (int d = 0; d < acc->ndim; d++)
      if (acc->aff[d])
        expr_ranges(L, acc->index[d], n, false);
  }
  /* A guard that reads no memory is modelled like an if's condition. */
  if (s->guard && !reads_data(s->guard))
    expr_ranges(L, s->guard, n, false);
}

/* Where unsigned arithmetic may wrap around in region R, refuse it. */
static void check_ranges(struct lower *L, struct ir_region *r) {
  ir_walk(r->body, node_ranges, L);
  if (!L->ranges.n)
    return;
  char *why = NULL;
  const struct fe_range *bad = fe_prove_ranges(r, &L->ranges, &why);
  if (bad)
    reject(L, bad->loc, "%s%s; the region's affine view of it would not be exact", bad->what,
           why ? why : "");
}

/* One comparison P of a loop test over iterator V, turned into bounds
 * pushed on BOUNDS (upper ones when UPPER_WANTED, the direction of the
 * step).  *STRICT is cleared by <= and >=.  False after a rejection. */
static bool test_bounds(struct lower *L, struct fe_node *p, struct ir_var *v, bool upper_wanted,
                        struct ir_vec *bounds, bool *strict) {
  int op = p->kind == FE_BINARY ? p->op : 0;
  if (op != '<' && op != '>' && op != IR_OP_LE && op != IR_OP_GE) {
    reject(L, start_loc(L, p), "loop test '%s' is not supported; use <, <=, > or >= with the "
                               "iterator", node_text(L, p));
    return false;
  }
  bool strict_op = op == '<' || op == '>';
  /* The iterator alone on one side: the other side may be a min or max. */
  struct fe_node *other = NULL;
  bool iter_left = false;
  if (is_ident_named(p->a, v->name) && !find_ident(p->b, v->name)) {
    other = p->b;
    iter_left = true;
  } else if (is_ident_named(p->b, v->name) && !find_ident(p->a, v->name)) {
    other = p->a;
  }
  if (other) {
    bool lt = op == '<' || op == IR_OP_LE;
    bool upper = iter_left ? lt : !lt;
    if (upper != upper_wanted) {
      reject(L, start_loc(L, p), "loop test '%s' does not bound the iterator in the direction of "
                                 "its step", node_text(L, p));
      return false;
    }
    struct ir_vec ps = {0};
    bool rep;
    int first = L->bound_exprs ? L->bound_exprs->n : 0;
    if (!bound_parts(L, other, !upper, &ps, &rep)) {
      if (!rep)
        reject(L, start_loc(L, p), "loop bound is not affine: '%s'%s", node_text(L, p),
               why_not_affine(L, p));
      return false;
    }
    for (int k = 0; k < ps.n; k++) {
      struct ir_aff *b = strict_op ? ir_aff_add_const(ps.v[k], upper ? -1 : 1) : ps.v[k];
      if (!b) {
        reject(L, start_loc(L, p), "loop bound is not affine: '%s' (constant too large)",
               node_text(L, p));
        return false;
      }
      ir_vec_push(bounds, b);
    }
    /* Compared in an unsigned type, neither side may be negative. */
    for (int k = first; L->bound_exprs && k < L->bound_exprs->n; k++) {
      const struct ir_expr *x = L->bound_exprs->v[k];
      struct ir_type c = arith_conv(v->type, x->type);
      conversion_range(L, NULL, false, x, c);
      if (ir_type_is_unsigned_int(c) && ir_type_is_signed_int(v->type)) {
        need_range(L, NULL, true, ir_aff_var(v), 0, ir_type_unsigned_max(c), p->loc,
                   ir_printf("loop iterator '%s' is converted to %s in the loop test and may be "
                             "negative", v->name, ir_type_name(c)));
        ((struct fe_range *)L->ranges.v[L->ranges.n - 1])->at_exit = true;
      }
    }
    *strict &= strict_op;
    return true;
  }
  /* General form: move everything to one side, d OP 0. */
  bool rep_a, rep_b;
  struct ir_expr *ea = NULL, *eb = NULL;
  struct ir_aff *la = lower_affine(L, p->a, &ea, &rep_a);
  if (!la && rep_a)
    return false;
  struct ir_aff *lb = lower_affine(L, p->b, &eb, &rep_b);
  if (!lb && rep_b)
    return false;
  /* Both sides are evaluated at each iteration and at the value that
   * ends the loop. */
  int first = L->ranges.n;
  if (ea && eb) {
    expr_ranges(L, ea, NULL, true);
    expr_ranges(L, eb, NULL, true);
    struct ir_type c = arith_conv(ea->type, eb->type);
    conversion_range(L, NULL, true, ea, c);
    conversion_range(L, NULL, true, eb, c);
  }
  for (int k = first; k < L->ranges.n; k++)
    ((struct fe_range *)L->ranges.v[k])->at_exit = true;
  if (!la || !lb) {
    reject(L, start_loc(L, p), "loop bound is not affine: '%s'%s", node_text(L, p),
           why_not_affine(L, p));
    return false;
  }
  struct ir_aff *d = ir_aff_sub(la, lb);
  if (!d) {
    reject(L, start_loc(L, p), "loop bound is not affine: '%s' (constant too large)",
           node_text(L, p));
    return false;
  }
  long coef = ir_aff_coef(d, v);
  if (coef == 0) {
    reject(L, start_loc(L, p), "loop test '%s' does not involve the loop iterator '%s'",
           node_text(L, p), v->name);
    return false;
  }
  if (coef != 1 && coef != -1) {
    reject(L, start_loc(L, p), "loop bound is not affine: '%s' (the iterator's coefficient is "
                               "not 1 or -1)", node_text(L, p));
    return false;
  }
  if (coef == -1) {
    d = ir_aff_scale(d, -1);
    op = flip_cmp(op);
  }
  /* d = v + rest and d OP 0, so v OP -rest. */
  struct ir_aff *neg = d ? ir_aff_scale(ir_aff_sub(d, ir_aff_var(v)), -1) : NULL;
  struct ir_aff *bound = NULL;
  bool upper = op == '<' || op == IR_OP_LE;
  if (neg)
    bound = op == '<' ? ir_aff_add_const(neg, -1) : op == '>' ? ir_aff_add_const(neg, 1) : neg;
  if (!bound) {
    reject(L, start_loc(L, p), "loop bound is not affine: '%s' (constant too large)",
           node_text(L, p));
    return false;
  }
  if (upper != upper_wanted) {
    reject(L, start_loc(L, p), "loop test '%s' does not bound the iterator in the direction of its "
                               "step", node_text(L, p));
    return false;
  }
  *strict &= strict_op;
  ir_vec_push(bounds, bound);
  return true;
}

/* A for loop: iterator, bounds (inclusive; the max of the lower parts,
 * the min of the upper ones), constant step, body. */
static void lower_for(struct lower *L, struct fe_node *s, struct list *out) {
  int scope = L->rsyms.n;
  struct fe_node *init = s->init;
  struct ir_var *v = NULL;
  struct fe_node *init_expr = NULL;
  struct sym *iter_sym = NULL;
  bool declared = false;
  if (init && init->kind == FE_DECL && init->decl && init->decl->name) {
    struct fe_decl *d = init->decl;
    if (d->next) {
      reject(L, d->next->loc, "a loop may declare only its iterator in a transformed region");
      return;
    }
    if (!d->init || d->init->kind == FE_INIT_LIST) {
      reject(L, d->loc, "loop iterator '%s' is not initialised", d->name);
      return;
    }
    struct sym *old = lookup(L, d->name);
    if (old && old->where == W_REGION && !(old->var && in_loops(L, old->var))) {
      reject(L, d->loc, "declaration of '%s' hides another declaration in the region; rename it "
                        "to transform the region", d->name);
      return;
    }
    init_expr = d->init;
    iter_sym = sym_new(d, W_REGION);
    iter_sym->is_iter_decl = true;
    declared = true;
  } else if (init && init->kind == FE_EXPR_STMT && init->a && init->a->kind == FE_ASSIGN &&
             init->a->op == '=' && init->a->a->kind == FE_IDENT) {
    iter_sym = lookup_used(L, init->a->a);
    if (!iter_sym)
      return;
    init_expr = init->a->b;
  } else {
    reject(L, init && init->kind != FE_EMPTY ? init->loc : s->loc,
           "a loop must start by initialising its iterator ('for (i = lb; ...)') in a "
           "transformed region");
    return;
  }
  struct ir_type it;
  const struct fe_type *ft = sym_type(L, iter_sym);
  if (is_array_sym(L, iter_sym) || is_function_type(ft) || !scalar_type(ft, &it) ||
      !(ir_type_is_signed_int(it) || ir_type_is_unsigned_int(it)) || it.base == IR_T_CHAR ||
      it.base == IR_T_SHORT) {
    const char *tn = ft && ft->kind == FE_TY_NAMED ? ft->name
                     : scalar_type(ft, &it)                ? ir_type_name(it)
                                                           : "a pointer or array";
    reject(L, s->loc, "loop iterator '%s' has type '%s'; only int and long iterators, signed "
                      "or unsigned, are supported in a transformed region", iter_sym->name, tn);
    return;
  }
  long step = loop_step(L, s, iter_sym);
  if (step == 0)
    return;
  /* The start value is evaluated outside the loop: a lower bound (a max)
   * counting up, an upper bound (a min) counting down. */
  bool reported;
  struct ir_vec start = {0}, bexprs = {0};
  struct ir_vec *saved_bexprs = L->bound_exprs;
  int first_range = L->ranges.n;
  L->bound_exprs = &bexprs;
  if (!bound_parts(L, init_expr, step > 0, &start, &reported)) {
    L->bound_exprs = saved_bexprs;
    if (!reported)
      reject(L, start_loc(L, init_expr), "loop bound is not affine: '%s'%s",
             node_text(L, init_expr), why_not_affine(L, init_expr));
    return;
  }
  if (declared)
    ir_vec_push(&L->rsyms, iter_sym);
  v = sym_var(L, iter_sym, declared ? iter_sym->decl->loc : init->a->a->loc);
  if (!v)
    goto out;
  if (v->kind != IR_VAR_ITER) {
    reject(L, s->loc, "loop iterator '%s' must be declared in its loop or before the region",
           v->name);
    goto out;
  }
  if (in_loops(L, v)) {
    reject(L, s->loc, "loop iterator '%s' is modified in the loop body (a nested loop reuses it)",
           v->name);
    goto out;
  }
  if (!s->a) {
    reject(L, s->loc, "'for' loop without a test is not supported in a transformed region");
    goto out;
  }
  ir_vec_push(&L->loops, v);
  /* The start value is assigned to the iterator: an unsigned one takes
   * no negative value, an int one no unsigned value above INT_MAX. */
  int nstart = bexprs.n;
  for (int k = 0; k < nstart; k++) {
    const struct ir_expr *x = bexprs.v[k];
    conversion_range(L, NULL, false, x, it);
    if (ir_type_is_unsigned_int(x->type) && it.base == IR_T_INT && !it.is_unsigned)
      need_range(L, NULL, false, start.v[k], 0, INT_MAX, x->loc,
                 ir_printf("the start value '%s' of '%s' may not fit in an int",
                           ir_aff_source_str(start.v[k]), v->name));
  }
  struct ir_vec parts = {0}, bounds = {0};
  split_and(s->a, &parts);
  bool strict = true, bad = false;
  for (int i = 0; i < parts.n && !bad; i++)
    bad = !test_bounds(L, parts.v[i], v, step > 0, &bounds, &strict);
  L->bound_exprs = saved_bexprs;
  if (bad) {
    L->loops.n--;
    goto out;
  }
  for (int k = 0; k < bexprs.n; k++)
    expr_ranges(L, bexprs.v[k], NULL, false);
  /* An unsigned iterator stepped past its last value must not wrap
   * around (i <= UINT_MAX would never end). */
  if (ir_type_is_unsigned_int(it))
    need_range(L, NULL, true, ir_aff_add_const(ir_aff_var(v), step), 0, ir_type_unsigned_max(it),
               s->loc, ir_printf("the unsigned iterator '%s' may wrap around when stepped past "
                                 "its last value", v->name));
  struct ir_node *n = ir_node_new(IR_LOOP, s->loc);
  for (int k = first_range; k < L->ranges.n; k++)
    if (!((struct fe_range *)L->ranges.v[k])->node)
      ((struct fe_range *)L->ranges.v[k])->node = n;
  n->iter = v;
  n->step = step;
  n->iter_declared = declared;
  n->strict = strict;
  n->label = v->name;
  struct ir_bound from = {start.n, (struct ir_aff **)start.v};
  struct ir_bound to = {bounds.n, (struct ir_aff **)bounds.v};
  n->lb = step > 0 ? from : to;
  n->ub = step > 0 ? to : from;
  struct list body = {0};
  struct ir_vec *saved = L->block_decls;
  struct ir_vec decls = {0};
  L->block_decls = &decls;
  lower_stmt(L, s->body, &body);
  L->block_decls = saved;
  L->loops.n--;
  n->body = body.head;
  set_parent(n->body, n);
  append(out, n);
out:
  L->bound_exprs = saved_bexprs;
  L->rsyms.n = scope;
}

/* An if condition: comparisons of affine expressions joined by &&, || and
 * !; a bare affine expression e stands for e != 0.  NULL when it is not
 * affine; *REPORTED tells whether a message was already given. */
static struct ir_expr *lower_cond(struct lower *L, struct fe_node *n, bool *reported) {
  struct ir_type int_t = mk_type(IR_T_INT, false);
  if (n->kind == FE_BINARY && (n->op == IR_OP_AND || n->op == IR_OP_OR)) {
    struct ir_expr *a = lower_cond(L, n->a, reported);
    if (!a)
      return NULL;
    struct ir_expr *b = lower_cond(L, n->b, reported);
    if (!b)
      return NULL;
    struct ir_expr *e = new_expr(IR_E_BINARY, n->loc, int_t);
    e->op = n->op;
    e->a = a;
    e->b = b;
    return e;
  }
  if (n->kind == FE_UNARY && n->op == '!') {
    struct ir_expr *a = lower_cond(L, n->a, reported);
    if (!a)
      return NULL;
    struct ir_expr *e = new_expr(IR_E_UNARY, n->loc, int_t);
    e->op = '!';
    e->a = a;
    return e;
  }
  struct ir_expr *a, *b;
  if (n->kind == FE_BINARY && is_comparison_op(n->op)) {
    if (!lower_affine(L, n->a, &a, reported) || !lower_affine(L, n->b, &b, reported))
      return NULL;
    struct ir_expr *e = new_expr(IR_E_BINARY, n->loc, int_t);
    e->op = n->op;
    e->a = a;
    e->b = b;
    return e;
  }
  if (!lower_affine(L, n, &a, reported))
    return NULL;
  struct ir_expr *e = new_expr(IR_E_BINARY, n->loc, int_t);
  e->op = IR_OP_NE;
  e->a = a;
  e->b = const_expr(n->loc, "0", int_t);
  return e;
}

/* The statements of one branch or body, in a block scope of their own. */
static struct ir_node *lower_block(struct lower *L, struct fe_node *s) {
  struct list l = {0};
  if (!s)
    return NULL;
  int scope = L->rsyms.n;
  struct ir_vec *saved = L->block_decls;
  struct ir_vec decls = {0};
  L->block_decls = &decls;
  lower_stmt(L, s, &l);
  L->block_decls = saved;
  L->rsyms.n = scope;
  return l.head;
}

/* if/else with an affine condition; each branch is a block of its own. */
/* What in the statements of N (a branch of a data-dependent if) cannot
 * carry a guard: a loop or a declaration; NULL when nothing. */
static const struct fe_node *unguardable(const struct fe_node *n) {
  for (; n; n = n->next) {
    switch (n->kind) {
    case FE_FOR:
    case FE_DECL:
      return n;
    case FE_COMPOUND: {
      const struct fe_node *u = unguardable(n->body);
      if (u)
        return u;
      break;
    }
    case FE_IF: {
      const struct fe_node *u = unguardable(n->b);
      if (!u)
        u = unguardable(n->c);
      if (u)
        return u;
      break;
    }
    default:
      break;
    }
  }
  return NULL;
}

/* Is E's value 0 or 1 already (a comparison, && || !)? */
static bool is_truth_value(const struct ir_expr *e) {
  return (e->kind == IR_E_BINARY && (is_comparison_op(e->op) || e->op == IR_OP_AND ||
                                     e->op == IR_OP_OR)) ||
         (e->kind == IR_E_UNARY && e->op == '!');
}

/* A name for a local of the region that no identifier of the function or
 * file uses: BASE, BASE_2, ... */
static const char *fresh_local(struct lower *L, const char *base) {
  const char *name = base;
  for (int k = 2; ir_region_name_taken(L->r, name); k++)
    name = ir_printf("%s_%d", base, k);
  ir_vec_push(&L->r->taken_names, (void *)name);
  return name;
}

/* "int NAME = INIT;" (INIT lowered by the caller with the statement as
 * L->stmt) as a statement of OUT; returns the variable. */
static struct ir_var *truth_local(struct lower *L, struct ir_stmt *st, const char *name,
                                  struct ir_expr *init, struct list *out) {
  struct ir_var *v = ir_var_new(L->r, name, IR_VAR_SCALAR, mk_type(IR_T_INT, false), st->loc);
  v->local = true;
  v->written = true;
  st->decl = v;
  st->lhs = var_ref(v, st->loc);
  st->op = '=';
  st->rhs = init;
  if (L->block_decls)
    ir_vec_push(L->block_decls, (void *)name);
  append_stmt(out, st);
  return v;
}

/* Lower the branch S (NULL: none) with GUARDS as the only guards. */
static struct ir_node *lower_branch(struct lower *L, struct fe_node *s, struct ir_vec guards) {
  struct ir_vec saved = L->guards;
  L->guards = guards;
  struct ir_node *n = lower_block(L, s);
  L->guards = saved;
  return n;
}

/* Move the list N to the end of OUT. */
static void append_list(struct list *out, struct ir_node *n) {
  while (n) {
    struct ir_node *next = n->next;
    n->next = NULL;
    append(out, n);
    n = next;
  }
}

/* An if whose condition is not affine (S: it reads an array, calls a
 * function, ...).  The statements under it become assignments guarded by
 * the condition.  A then branch of one assignment, without else, carries
 * the condition itself ('if (a[i] < 0) a[i] = 0;').  Otherwise the
 * condition is evaluated once, where the if stood, into an int local
 * (cond<line>: the enclosing conditions && this one; the else branch's
 * is the enclosing && !then), and the statements test that local, so
 * that a store under the if cannot change what a later statement sees.
 * Loops and declarations under such an if are refused. */
static void lower_guarded_if(struct lower *L, struct fe_node *s, struct list *out) {
  const struct fe_node *u = unguardable(s->b);
  if (!u)
    u = unguardable(s->c);
  if (u) {
    reject(L, u->loc, "%s under an 'if' whose condition is not affine ('%s') is not supported in "
                      "a transformed region", u->kind == FE_FOR ? "a loop" : "a declaration",
           node_text(L, s->a));
    return;
  }
  const struct fe_node *only = s->b;
  while (only && only->kind == FE_COMPOUND && only->body && !only->body->next)
    only = only->body;
  if (!s->c && only && only->kind == FE_EXPR_STMT && only->a &&
      (only->a->kind != FE_ASSIGN || only->a->b->kind != FE_ASSIGN)) {
    struct guard g = {s->a, NULL};
    ir_vec_push(&L->guards, &g);
    struct ir_node *t = lower_block(L, s->b);
    L->guards.n--;
    append_list(out, t);
    return;
  }
  /* The enclosing conditions are locals already (an enclosing if with
   * more than one statement), or a single condition of a one-statement
   * branch, which holds no other if. */
  struct ir_stmt *st = new_stmt(IR_S_DECL, s->loc);
  L->stmt = st;
  bool ok = true;
  struct ir_expr *enclosing = enclosing_guards(L, s->loc, &ok);
  if (!ok)
    return;
  struct ir_expr *cond = lower_expr(L, s->a);
  if (!cond)
    return;
  if (!is_truth_value(cond))
    cond = logic(IR_OP_NE, cond, const_expr(s->loc, "0", mk_type(IR_T_INT, false)), s->loc);
  const char *name = fresh_local(L, ir_printf("cond%d", s->loc.line));
  struct ir_var *then_v = truth_local(L, st, name,
                                      enclosing ? logic(IR_OP_AND, enclosing, cond, s->loc) : cond,
                                      out);
  struct guard then_g = {NULL, then_v};
  struct ir_vec then_gs = {0};
  ir_vec_push(&then_gs, &then_g);
  struct ir_node *t = lower_branch(L, s->b, then_gs);
  if (!s->c) {
    append_list(out, t);
    return;
  }
  struct ir_stmt *est = new_stmt(IR_S_DECL, s->c->loc);
  L->stmt = est;
  struct ir_expr *not_then = logic('!', var_ref(then_v, s->loc), NULL, s->loc);
  struct ir_expr *again = enclosing_guards(L, s->loc, &ok);
  if (!ok)
    return;
  /* (the then branch's statements are not in OUT yet: both locals come
   * before them) */
  struct ir_var *else_v =
      truth_local(L, est, fresh_local(L, ir_printf("%s_else", name)),
                  again ? logic(IR_OP_AND, again, not_then, s->loc) : not_then, out);
  struct guard else_g = {NULL, else_v};
  struct ir_vec else_gs = {0};
  ir_vec_push(&else_gs, &else_g);
  struct ir_node *e = lower_branch(L, s->c, else_gs);
  append_list(out, t);
  append_list(out, e);
}

static void lower_if(struct lower *L, struct fe_node *s, struct list *out) {
  bool reported = false;
  struct ir_expr *cond = lower_cond(L, s->a, &reported);
  if (!cond) {
    if (!reported)
      lower_guarded_if(L, s, out);
    return;
  }
  struct ir_node *n = ir_node_new(IR_IF, s->loc);
  n->cond = cond;
  n->then_body = lower_block(L, s->b);
  n->else_body = lower_block(L, s->c);
  set_parent(n->then_body, n);
  set_parent(n->else_body, n);
  append(out, n);
}

/* "scop" -> 1, "endscop" -> 2, any other pragma -> 0. */
static int pragma_kind(const char *text) {
  if (!text)
    return 0;
  while (*text == ' ' || *text == '\t')
    text++;
  /* The text may still start with the word 'pragma'. */
  if (strncmp(text, "pragma", 6) == 0 && (text[6] == ' ' || text[6] == '\t')) {
    text += 6;
    while (*text == ' ' || *text == '\t')
      text++;
  }
  size_t n = 0;
  while (text[n] && text[n] != ' ' && text[n] != '\t' && text[n] != '\r' && text[n] != '\n')
    n++;
  const char *rest = text + n;
  while (*rest == ' ' || *rest == '\t' || *rest == '\r' || *rest == '\n')
    rest++;
  if (*rest)
    return 0;
  if (n == 4 && strncmp(text, "scop", 4) == 0)
    return 1;
  if (n == 7 && strncmp(text, "endscop", 7) == 0)
    return 2;
  return 0;
}

/* One statement of the region, appended to OUT (blocks are flattened). */
static void lower_stmt(struct lower *L, struct fe_node *s, struct list *out) {
  if (!s)
    return;
  switch (s->kind) {
  case FE_COMPOUND: {
    int scope = L->rsyms.n;
    for (struct fe_node *c = s->body; c; c = c->next)
      lower_stmt(L, c, out);
    L->rsyms.n = scope;
    return;
  }
  case FE_DECL:
    lower_decl(L, s, out);
    return;
  case FE_EXPR_STMT:
    lower_expr_stmt(L, s, out);
    return;
  case FE_EMPTY:
    return;
  case FE_IF:
    lower_if(L, s, out);
    return;
  case FE_FOR:
    lower_for(L, s, out);
    return;
  case FE_WHILE:
    reject(L, s->loc, "'while' loops are not supported in a transformed region");
    return;
  case FE_DO:
    reject(L, s->loc, "'do' loops are not supported in a transformed region");
    return;
  case FE_RETURN:
    reject(L, s->loc, "'return' is not supported in a transformed region");
    return;
  case FE_BREAK:
    reject(L, s->loc, "'break' is not supported in a transformed region");
    return;
  case FE_CONTINUE:
    reject(L, s->loc, "'continue' is not supported in a transformed region");
    return;
  case FE_GOTO:
    reject(L, s->loc, "'goto' is not supported in a transformed region");
    return;
  case FE_LABEL:
    reject(L, s->loc, "labels are not supported in a transformed region");
    return;
  case FE_SWITCH:
  case FE_CASE:
  case FE_DEFAULT:
    reject(L, s->loc, "'switch' is not supported in a transformed region");
    return;
  case FE_PRAGMA: {
    int k = pragma_kind(s->text);
    if (k == 1)
      reject(L, s->loc, "'#pragma scop' inside another scop region");
    else if (k == 2)
      reject(L, s->loc, "'#pragma endscop' is not in the block of its '#pragma scop'");
    else
      defer_remark(L, s->loc, "'#pragma %s' inside a transformed region is dropped",
                   s->text ? s->text : "");
    return;
  }
  default:
    reject(L, s->loc, "unsupported statement in a transformed region");
    return;
  }
}

/* ---------------------------------------------------------------- region checks */

/* Record the names the region assigns and the names its loops iterate
 * with: they decide which variables are parameters. */
static void scan_names(struct lower *L, struct fe_node *n) {
  if (!n)
    return;
  switch (n->kind) {
  case FE_ASSIGN:
  case FE_PREINC:
  case FE_PREDEC:
  case FE_POSTINC:
  case FE_POSTDEC:
    if (n->a && n->a->kind == FE_IDENT && !name_in(&L->written, n->a->text))
      ir_vec_push(&L->written, (void *)n->a->text);
    break;
  case FE_FOR: {
    const char *it = NULL;
    struct fe_node *init = n->init;
    if (init && init->kind == FE_DECL && init->decl && init->decl->name)
      it = init->decl->name;
    else if (init && init->kind == FE_EXPR_STMT && init->a && init->a->kind == FE_ASSIGN &&
             init->a->a && init->a->a->kind == FE_IDENT)
      it = init->a->a->text;
    if (it && !name_in(&L->iters, it))
      ir_vec_push(&L->iters, (void *)it);
    break;
  }
  default:
    break;
  }
  scan_names(L, n->a);
  scan_names(L, n->b);
  scan_names(L, n->c);
  scan_names(L, n->init);
  for (struct fe_node *c = n->body; c; c = c->next)
    scan_names(L, c);
  for (struct fe_node *c = n->args; c; c = c->next)
    scan_names(L, c);
  if (n->kind == FE_DECL)
    for (struct fe_decl *d = n->decl; d; d = d->next)
      scan_names(L, d->init);
}

/* The first identifier NAME in N (statement or expression), or NULL. */
static struct fe_node *find_ident(struct fe_node *n, const char *name) {
  if (!n)
    return NULL;
  if ((n->kind == FE_IDENT) && n->text && strcmp(n->text, name) == 0)
    return n;
  struct fe_node *r;
  if ((r = find_ident(n->init, name)) || (r = find_ident(n->a, name)) ||
      (r = find_ident(n->b, name)) || (r = find_ident(n->c, name)))
    return r;
  for (struct fe_node *c = n->body; c; c = c->next)
    if ((r = find_ident(c, name)))
      return r;
  for (struct fe_node *c = n->args; c; c = c->next)
    if ((r = find_ident(c, name)))
      return r;
  if (n->kind == FE_DECL)
    for (struct fe_decl *d = n->decl; d; d = d->next)
      if ((r = find_ident(d->init, name)))
        return r;
  return NULL;
}

/* Statement S overwrites NAME before reading it (i = 0; or for (i = 0; ...)). */
static bool kills(struct fe_node *s, const char *name) {
  struct fe_node *e = NULL;
  if (s->kind == FE_EXPR_STMT)
    e = s->a;
  else if (s->kind == FE_FOR && s->init && s->init->kind == FE_EXPR_STMT)
    e = s->init->a;
  return e && e->kind == FE_ASSIGN && e->op == '=' && e->a->kind == FE_IDENT &&
         strcmp(e->a->text, name) == 0 && !find_ident(e->b, name);
}

/* The region reads each struct member once, at its start (member_sym):
 * right only if the region cannot change the member.  It assigns no
 * member, but an array it writes could hold one; C lets only an lvalue
 * of the member's type (or a character type) change it, so a written
 * array of such elements refuses the region. */
static void check_members(struct lower *L) {
  for (int k = 0; k < L->members.n && !L->failed; k++) {
    const struct sym *m = L->members.v[k];
    if (!m->bind || (!m->var && !m->arr))
      continue;
    for (int i = 0; i < L->r->arrays.n; i++) {
      const struct ir_array *a = L->r->arrays.v[i];
      if (!a->written || a->origin == IR_ARR_REGION)
        continue;
      bool same = a->elem.base == IR_T_CHAR || (m->var && a->elem.base == m->var->type.base);
      if (same) {
        reject(L, m->decl->loc, "the region reads '%s' once, at its start, but it writes '%s', "
                                "whose elements could be that member", m->bind, a->name);
        break;
      }
    }
  }
}

/* Uses after the region of what the region defines.  A variable declared
 * at its top level must not be used after it (the generated code may
 * scope it differently): a rejection.  An iterator declared before the
 * region whose final value is read after it is fine as long as the code
 * generators keep that value (they see it as an iterator that is not
 * local): a remark, so that the dependence is visible. */
static void check_after(struct lower *L, struct ir_node *body) {
  /* A scalar declared outside the region that it writes: is its value
   * read after it?  (Always, for a global one or where a loop of the
   * function repeats the region.)  A kernel may then not keep its own
   * copy (passes/map_gpu.c). */
  for (int i = 0; i < L->r->vars.n; i++) {
    struct ir_var *v = L->r->vars.v[i];
    if (v->kind != IR_VAR_SCALAR || v->local || !v->written)
      continue;
    struct sym *sy = lookup(L, v->name);
    v->live_out = L->c->in_loop || !sy || sy->where == W_GLOBAL;
    bool done = v->live_out;
    for (int h = 0; h < L->c->after.n && !done; h++)
      for (struct fe_node *s = L->c->after.v[h]; s && !done; s = s->next)
        if (kills(s, v->name))
          done = true;
        else if (find_ident(s, v->name))
          done = v->live_out = true;
  }
  struct ir_vec names = {0}, iters = {0}; /* const char * */
  for (int i = 0; i < L->r->vars.n; i++) {
    struct ir_var *v = L->r->vars.v[i];
    if (v->kind == IR_VAR_ITER && !v->local)
      ir_vec_push(&iters, (void *)v->name);
  }
  for (struct ir_node *n = body; n; n = n->next)
    if (n->kind == IR_STMT && n->stmt->kind == IR_S_DECL)
      ir_vec_push(&names, (void *)n->stmt->decl->name);
    else if (n->kind == IR_STMT && n->stmt->kind == IR_S_ARRAY_DECL)
      ir_vec_push(&names, (void *)n->stmt->array->name);
  for (int k = 0; k < iters.n + names.n; k++) {
    bool is_iter = k < iters.n;
    const char *name = is_iter ? iters.v[k] : names.v[k - iters.n];
    bool done = false;
    for (int h = 0; h < L->c->after.n && !done; h++)
      for (struct fe_node *s = L->c->after.v[h]; s && !done; s = s->next) {
        if (kills(s, name)) {
          done = true;
          break;
        }
        struct fe_node *use = find_ident(s, name);
        if (!use)
          continue;
        done = true;
        if (is_iter) {
          ir_region_find_var(L->r, name)->live_out = true;
          defer_remark(L, use->loc, "loop iterator '%s' is read after the region; its final "
                                    "value must be kept", name);
        }
        else
          reject(L, use->loc, "'%s' is declared in the transformed region and used after it; "
                              "declare it before the region", name);
      }
  }
}

/* ---------------------------------------------------------------- one region */

/* Lower the statements of candidate C into a new region, or return NULL
 * after rejecting it (errors or a remark, by C->strict). */
static struct ir_region *lower_region(struct lowerer *G, struct cand *c,
                                      const struct ir_region *place, int id) {
  struct lower L = {0};
  L.G = G;
  L.c = c;
  L.fn = c->fn;
  L.strict = c->strict;
  struct ir_region *r = ir_alloc(sizeof *r);
  L.r = r;
  r->func = c->fn->name;
  r->origin = c->origin;
  r->id = id;
  r->src_begin = place->src_begin;
  r->src_end = place->src_end;
  r->loc = place->loc;
  r->end = place->end;
  r->indent = place->indent;

  /* Outer names: globals, parameters, locals before the region. */
  fe_scope_init(&L.scope, G->u);
  for (struct fe_decl *d = c->fn->params; d; d = d->next)
    fe_scope_push(&L.scope, d, FE_SCOPE_PARAM);
  for (int i = 0; i < c->visible.n; i++)
    fe_scope_push(&L.scope, c->visible.v[i], FE_SCOPE_LOCAL);

  /* Names that generated code must not reuse: every identifier of the
   * function and every file-scope name. */
  const struct fe_tokens *toks = &G->u->toks;
  for (int i = c->fn->tok_first; i <= c->fn->tok_last && i < toks->n; i++)
    if (toks->t[i].kind == IDENTIFIER)
      ir_vec_push(&r->taken_names, (void *)toks->t[i].text);
  for (int i = 0; i < G->u->funcs.n; i++) {
    struct fe_func *f = G->u->funcs.v[i];
    if (f->name)
      ir_vec_push(&r->taken_names, (void *)f->name);
  }
  for (int i = 0; i < G->u->globals.n; i++) {
    struct fe_decl *d = G->u->globals.v[i];
    for (; d; d = d->next)
      if (d->name)
        ir_vec_push(&r->taken_names, (void *)d->name);
  }
  for (struct fe_node *s = c->first; s; s = s->next) {
    scan_names(&L, s);
    if (s == c->last)
      break;
  }
  struct list body = {0};
  struct ir_vec decls = {0};
  L.block_decls = &decls;
  for (struct fe_node *s = c->first; s; s = s->next) {
    lower_stmt(&L, s, &body);
    if (s == c->last)
      break;
  }
  if (!L.failed)
    check_after(&L, body.head);
  if (!L.failed)
    check_members(&L);
  if (L.failed)
    return NULL;
  r->body = body.head;
  set_parent(r->body, NULL);
  ir_region_number_stmts(r);
  check_ranges(&L, r);
  if (L.failed)
    return NULL;

  /* A generated name that is a macro would be replaced in the output. */
  const struct ir_vec *macros = fe_macros();
  for (int i = 0; i < macros->n; i++)
    ir_vec_push(&r->taken_names, (void *)((const struct fe_macro *)macros->v[i])->name);
  if (c->origin == IR_REGION_SCOP)
    diag_remark(r->loc, "region %d: scop in function '%s' (lines %d-%d)", r->id, r->func,
                r->loc.line, r->end.line);
  else
    diag_remark(r->loc, "region %d: loop nest of function '%s' (lines %d-%d)", r->id, r->func,
                r->loc.line, r->end.line);
  for (int i = 0; i < L.pending.n; i++) {
    struct pending *p = L.pending.v[i];
    diag_remark(p->loc, "%s", p->msg);
  }
  return r;
}

/* ---------------------------------------------------------------- source positions */

/* Index the start of every line of the original main file. */
static void index_lines(struct lowerer *G) {
  int n = 1;
  for (size_t i = 0; i < G->source_len; i++)
    if (G->source[i] == '\n')
      n++;
  G->nlines = n;
  G->line_start = ir_alloc(sizeof(size_t) * (size_t)(n + 2));
  int line = 1;
  G->line_start[1] = 0;
  for (size_t i = 0; i < G->source_len; i++)
    if (G->source[i] == '\n')
      G->line_start[++line] = i + 1;
  G->line_start[n + 1] = G->source_len;
}

/* Byte offsets [*begin, *end) of line LINE, newline included. */
static bool line_span(const struct lowerer *G, int line, size_t *begin, size_t *end) {
  if (line < 1 || line > G->nlines)
    return false;
  *begin = G->line_start[line];
  *end = G->line_start[line + 1];
  return true;
}

/* The byte offset of token T in the original file, if T is exactly there. */
static bool token_offset(const struct lowerer *G, const struct fe_token *t, size_t *off) {
  size_t b, e;
  if (!t->in_main || !t->exact || t->loc.col < 1 || !line_span(G, t->loc.line, &b, &e))
    return false;
  size_t pos = b + (size_t)t->loc.col - 1;
  if (pos + (size_t)t->len > e || memcmp(G->source + pos, t->text, (size_t)t->len) != 0)
    return false;
  *off = pos;
  return true;
}

/* The leading white space of the line holding byte offset OFF. */
static const char *indent_at(const struct lowerer *G, int line) {
  size_t b, e;
  if (!line_span(G, line, &b, &e))
    return "";
  size_t p = b;
  while (p < e && (G->source[p] == ' ' || G->source[p] == '\t'))
    p++;
  return ir_strndup(G->source + b, p - b);
}

/* Fill the source range, locations and indentation of region R from
 * candidate C.  False (with a message) if the range cannot be mapped
 * onto the original text. */
static bool place_region(struct lowerer *G, struct cand *c, struct ir_region *r) {
  const struct fe_tokens *toks = &G->u->toks;
  if (c->origin == IR_REGION_SCOP) {
    const struct fe_token *tb = &toks->t[c->pbegin->tok_first];
    const struct fe_token *te = &toks->t[c->pend->tok_first];
    size_t b0, b1, e0, e1;
    if (!line_span(G, tb->loc.line, &b0, &b1) || !line_span(G, te->loc.line, &e0, &e1) ||
        e1 <= b0) {
      diag_error(tb->loc, "cannot find the '#pragma scop' region in '%s'", G->out->file);
      return false;
    }
    r->src_begin = b0;
    r->src_end = e1;
    r->loc = tb->loc;
    r->end = te->loc;
    const struct fe_token *tf = &toks->t[c->first->tok_first];
    r->indent = indent_at(G, tf->in_main && tf->exact ? tf->loc.line : tb->loc.line);
    return true;
  }
  const struct fe_token *tf = &toks->t[c->first->tok_first];
  const struct fe_token *tl = &toks->t[c->last->tok_last];
  size_t b, e;
  if (!token_offset(G, tf, &b) || !token_offset(G, tl, &e) || e + (size_t)tl->len <= b) {
    if (c->strict)
      diag_error(c->first->loc, "cannot transform function '%s': its loop nest does not come "
                                "from the text of '%s' (macro expansion?)", c->fn->name,
                 G->out->file);
    else
      diag_remark(c->first->loc, "function '%s' left as host code: its loop nest does not come "
                                 "from the text of the file (macro expansion?)", c->fn->name);
    return false;
  }
  r->src_begin = b;
  r->src_end = e + (size_t)tl->len;
  r->loc = tf->loc;
  r->end = tl->loc;
  r->indent = indent_at(G, tf->loc.line);
  return true;
}

/* ---------------------------------------------------------------- region selection */

struct finder {
  struct lowerer *G;
  struct fe_func *fn;
  struct ir_vec visible;   /* struct fe_decl *: declarations in scope */
  struct ir_vec enclosing; /* struct fe_node *: statements around the current block */
  struct ir_vec *cands;    /* struct cand * */
};

/* Add the named declarators of the list D to V. */
static void push_decls(struct ir_vec *v, struct fe_decl *d) {
  for (; d; d = d->next)
    if (d->name)
      ir_vec_push(v, d);
}

static void scops_in_list(struct finder *F, struct fe_node *head);

/* Look for scop pragmas in the blocks below statement S. */
static void scops_in_stmt(struct finder *F, struct fe_node *s) {
  int vis = F->visible.n;
  ir_vec_push(&F->enclosing, s);
  switch (s->kind) {
  case FE_COMPOUND:
    scops_in_list(F, s->body);
    break;
  case FE_FOR:
    if (s->init && s->init->kind == FE_DECL)
      push_decls(&F->visible, s->init->decl);
    scops_in_list(F, s->body);
    break;
  case FE_IF:
    scops_in_list(F, s->b);
    scops_in_list(F, s->c);
    break;
  case FE_WHILE:
  case FE_DO:
  case FE_LABEL:
  case FE_SWITCH:
  case FE_CASE:
  case FE_DEFAULT:
    scops_in_list(F, s->body);
    break;
  default:
    break;
  }
  F->enclosing.n--;
  F->visible.n = vis;
}

/* Pair the scop pragmas of one block and make a candidate of each pair;
 * recurse into the statements outside the pairs. */
static void scops_in_list(struct finder *F, struct fe_node *head) {
  struct lowerer *G = F->G;
  int vis = F->visible.n;
  struct fe_node *open = NULL;
  bool broken = false; /* the open region already has an error */
  for (struct fe_node *s = head; s; s = s->next) {
    if (s->kind == FE_PRAGMA) {
      int k = pragma_kind(s->text);
      if (k == 0)
        continue;
      const struct fe_token *t = &G->u->toks.t[s->tok_first];
      if (!t->in_main || !F->fn->in_main) {
        diag_warning(s->loc, "'#pragma %s' outside the main file is ignored",
                     k == 1 ? "scop" : "endscop");
        continue;
      }
      if (k == 1 && open) {
        diag_error(s->loc, "'#pragma scop' inside another scop region");
        diag_note(open->loc, "the enclosing region starts here");
        G->ok = false;
        broken = true;
      } else if (k == 1) {
        open = s;
        broken = false;
      } else if (!open) {
        diag_error(s->loc, "'#pragma endscop' without a matching '#pragma scop' in the same block");
        G->ok = false;
      } else if (broken) {
        open = NULL;
      } else {
        struct cand *c = ir_alloc(sizeof *c);
        c->fn = F->fn;
        c->origin = IR_REGION_SCOP;
        c->strict = true;
        c->pbegin = open;
        c->pend = s;
        if (open->next != s) {
          c->first = open->next;
          for (struct fe_node *x = open->next; x->next != s; x = x->next)
            c->last = x->next;
          if (!c->last)
            c->last = c->first;
        }
        for (int i = 0; i < F->visible.n; i++)
          ir_vec_push(&c->visible, F->visible.v[i]);
        ir_vec_push(&c->after, s->next);
        for (int i = F->enclosing.n - 1; i >= 0; i--) {
          struct fe_node *e = F->enclosing.v[i];
          ir_vec_push(&c->after, e->next);
          c->in_loop |= e->kind == FE_FOR || e->kind == FE_WHILE || e->kind == FE_DO;
        }
        ir_vec_push(F->cands, c);
        open = NULL;
      }
      continue;
    }
    if (open)
      continue;
    if (s->kind == FE_DECL)
      push_decls(&F->visible, s->decl);
    scops_in_stmt(F, s);
  }
  if (open) {
    diag_error(open->loc, "'#pragma scop' without a matching '#pragma endscop' in the same block");
    G->ok = false;
  }
  F->visible.n = vis;
}

/* N contains a for statement. */
/* The first for statement in N, or NULL. */
static struct fe_node *first_for(struct fe_node *n) {
  if (!n)
    return NULL;
  if (n->kind == FE_FOR)
    return n;
  struct fe_node *f;
  if ((f = first_for(n->a)) || (f = first_for(n->b)) || (f = first_for(n->c)) ||
      (f = first_for(n->init)))
    return f;
  for (struct fe_node *c = n->body; c; c = c->next)
    if ((f = first_for(c)))
      return f;
  return NULL;
}

static bool contains_for(struct fe_node *n) { return first_for(n) != NULL; }

/* A function region: from the first to the last top-level for statement
 * of FN's body.  NULL (with *WHY) when there is none. */
static struct cand *function_cand(struct fe_func *fn, bool strict, const char **why) {
  struct fe_node *first = NULL, *last = NULL;
  for (struct fe_node *s = fn->body->body; s; s = s->next)
    if (s->kind == FE_FOR) {
      if (!first)
        first = s;
      last = s;
    }
  if (!first) {
    *why = contains_for(fn->body) ? "its loops are not at the top level of its body"
                                  : "it contains no for loop";
    return NULL;
  }
  struct cand *c = ir_alloc(sizeof *c);
  c->fn = fn;
  c->origin = IR_REGION_FUNCTION;
  c->strict = strict;
  c->first = first;
  c->last = last;
  for (struct fe_node *s = fn->body->body; s != first; s = s->next)
    if (s->kind == FE_DECL)
      push_decls(&c->visible, s->decl);
  ir_vec_push(&c->after, last->next);
  return c;
}

/* FN's tokens hold a '#pragma scop' (for functions that did not parse). */
static bool tokens_have_scop(const struct fe_unit *u, const struct fe_func *fn) {
  for (int i = fn->tok_first; i <= fn->tok_last && i < u->toks.n; i++) {
    const struct fe_token *t = &u->toks.t[i];
    if (t->kind == PRAGMA && pragma_kind(t->text) == 1)
      return true;
  }
  return false;
}

/* FN's tokens hold the keyword 'for'. */
static bool tokens_have_for(const struct fe_unit *u, const struct fe_func *fn) {
  for (int i = fn->tok_first; i <= fn->tok_last && i < u->toks.n; i++)
    if (u->toks.t[i].text && strcmp(u->toks.t[i].text, "for") == 0)
      return true;
  return false;
}

/* A candidate that only reports that FN's body did not parse. */
static struct cand *unparsed_cand(struct fe_func *fn, bool strict) {
  struct cand *c = ir_alloc(sizeof *c);
  c->fn = fn;
  c->strict = strict;
  c->unparsed = true;
  return c;
}

/* A function selected for transformation whose body did not parse. */
static void report_unparsed(struct lowerer *G, struct fe_func *fn, bool strict) {
  struct ir_loc loc = fn->error ? fn->error_loc : fn->loc;
  const char *msg = fn->error;
  const char *name = fn->name ? fn->name : "<unnamed>";
  if (strict) {
    diag_error(loc, "%s", msg ? msg : "syntax error");
    diag_note(fn->loc, "cannot transform function '%s', whose body does not parse", name);
    G->ok = false;
  } else {
    diag_remark(loc, "function '%s' left as host code: its body does not parse: %s", name,
                msg ? msg : "syntax error");
  }
}

/* The function named NAME, preferring a definition in the main file. */
static struct fe_func *find_func(struct fe_unit *u, const char *name) {
  for (int i = 0; i < u->funcs.n; i++) {
    struct fe_func *f = u->funcs.v[i];
    if (f->name && strcmp(f->name, name) == 0 && f->in_main)
      return f;
  }
  for (int i = 0; i < u->funcs.n; i++) {
    struct fe_func *f = u->funcs.v[i];
    if (f->name && strcmp(f->name, name) == 0)
      return f;
  }
  return NULL;
}

/* Token index where candidate C starts, for source order. */
static int cand_pos(const struct cand *c) {
  if (c->unparsed)
    return c->fn->tok_first;
  if (c->pbegin)
    return c->pbegin->tok_first;
  return c->first->tok_first;
}

/* qsort order of candidates: by position in the token stream. */
static int cmp_cands(const void *x, const void *y) {
  const struct cand *a = *(struct cand *const *)x, *b = *(struct cand *const *)y;
  return (cand_pos(a) > cand_pos(b)) - (cand_pos(a) < cand_pos(b));
}

/* The candidates of the selection rules (scop pairs, --function, every
 * function with loops), in source order. */
static void select_regions(struct lowerer *G, struct ir_vec *cands) {
  struct fe_unit *u = G->u;
  const struct fe_options *opt = G->opt;
  struct ir_vec scops = {0};
  bool any_scop = false;
  for (int i = 0; i < u->funcs.n; i++) {
    struct fe_func *fn = u->funcs.v[i];
    if (fn->body) {
      struct finder F = {.G = G, .fn = fn, .cands = &scops};
      int before = scops.n;
      scops_in_list(&F, fn->body->body);
      any_scop |= scops.n > before;
    } else if (fn->in_main && tokens_have_scop(u, fn)) {
      any_scop = true;
      ir_vec_push(&scops, unparsed_cand(fn, true));
    }
  }
  if (opt->functions.n > 0) {
    const char **names = ir_alloc(sizeof(char *) * (size_t)(u->funcs.n + 1));
    int nnames = 0;
    for (int i = 0; i < u->funcs.n; i++)
      if (((struct fe_func *)u->funcs.v[i])->name)
        names[nnames++] = ((struct fe_func *)u->funcs.v[i])->name;
    for (int k = 0; k < opt->functions.n; k++) {
      const char *name = opt->functions.v[k];
      bool dup = false;
      for (int j = 0; j < k; j++)
        dup |= strcmp(opt->functions.v[j], name) == 0;
      if (dup)
        continue;
      struct fe_func *fn = find_func(u, name);
      if (!fn) {
        const char *best = diag_closest_name(name, names, nnames);
        if (best)
          diag_plain(DIAG_ERROR, "no function named '%s'; did you mean '%s'?", name, best);
        else
          diag_plain(DIAG_ERROR, "no function named '%s'", name);
        G->ok = false;
        continue;
      }
      if (!fn->in_main) {
        diag_error(fn->loc, "function '%s' is not defined in '%s'; only the main file is "
                            "transformed", name, opt->input);
        G->ok = false;
        continue;
      }
      if (!fn->body) {
        if (!tokens_have_scop(u, fn))
          ir_vec_push(cands, unparsed_cand(fn, true));
      }
      bool has_scop = false;
      for (int i = 0; i < scops.n; i++)
        if (((struct cand *)scops.v[i])->fn == fn) {
          ir_vec_push(cands, scops.v[i]);
          has_scop = true;
        }
      if (has_scop || !fn->body)
        continue;
      const char *why = NULL;
      struct cand *c = function_cand(fn, true, &why);
      if (!c) {
        diag_error(fn->loc, "cannot transform function '%s': %s", name, why);
        G->ok = false;
        continue;
      }
      ir_vec_push(cands, c);
    }
  } else if (any_scop) {
    for (int i = 0; i < scops.n; i++)
      ir_vec_push(cands, scops.v[i]);
  } else {
    for (int i = 0; i < u->funcs.n; i++) {
      struct fe_func *fn = u->funcs.v[i];
      if (!fn->in_main)
        continue;
      if (fn->name && strcmp(fn->name, "main") == 0) {
        struct fe_node *loop = fn->body ? first_for(fn->body) : NULL;
        if (loop)
          diag_remark(loop->loc, "the loop nests of 'main' are not transformed unless named: "
                                 "--function=main takes them");
        continue;
      }
      if (!fn->body) {
        if (tokens_have_for(u, fn))
          ir_vec_push(cands, unparsed_cand(fn, false));
        continue;
      }
      if (!contains_for(fn->body))
        continue;
      const char *why = NULL;
      struct cand *c = function_cand(fn, false, &why);
      if (!c) {
        diag_remark(fn->loc, "function '%s' left as host code: %s", fn->name, why);
        continue;
      }
      ir_vec_push(cands, c);
    }
  }
  if (cands->n > 1)
    qsort(cands->v, (size_t)cands->n, sizeof(void *), cmp_cands);
}

bool fe_lower(struct fe_unit *u, const struct fe_options *opt, const char *source,
              size_t source_len, struct ir_program *out) {
  struct lowerer G = {.u = u, .opt = opt, .source = source, .source_len = source_len,
                      .out = out, .ok = true};
  int errors = diag_error_count();
  out->file = opt->input;
  out->source = source;
  out->source_len = source_len;
  index_lines(&G);
  struct ir_vec cands = {0};
  select_regions(&G, &cands);
  for (int i = 0; i < cands.n; i++) {
    struct cand *c = cands.v[i];
    if (c->unparsed) {
      report_unparsed(&G, c->fn, c->strict);
      continue;
    }
    if (!c->first) {
      diag_remark(c->pbegin->loc, "empty scop region in function '%s' ignored", c->fn->name);
      continue;
    }
    struct ir_region tmp = {0};
    if (!place_region(&G, c, &tmp)) {
      if (c->strict)
        G.ok = false;
      continue;
    }
    if (out->regions.n > 0) {
      struct ir_region *prev = out->regions.v[out->regions.n - 1];
      if (prev->src_end > tmp.src_begin) {
        diag_error(tmp.loc, "region overlaps the previous region (function '%s')", prev->func);
        G.ok = false;
        continue;
      }
    }
    struct ir_region *r = lower_region(&G, c, &tmp, out->regions.n);
    if (!r) {
      if (c->strict)
        G.ok = false;
      continue;
    }
    ir_vec_push(&out->regions, r);
    fe_delinearize(r);
  }
  return G.ok && diag_error_count() == errors;
}
