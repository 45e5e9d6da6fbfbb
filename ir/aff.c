/* aff.c - affine expressions over iterators and parameters: the form of
 * loop bounds and subscripts that the dependence analysis can reason
 * about exactly.  Terms stay sorted by variable id; arithmetic is checked
 * and returns NULL on overflow, so huge constants make an expression
 * non-affine instead of wrapping silently.
 *
 * Also the one converter from IR expressions to affine forms
 * (ir_aff_of_expr), with the literal readers it needs: the frontend's
 * lowering, delinearisation and the polyhedral model's if conditions
 * (passes/model.c) all read expressions through it. */
#include "ir.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

static struct ir_aff *aff_new(long cst, int cap) {
  struct ir_aff *a = ir_alloc(sizeof *a);
  a->cst = cst;
  a->terms = cap ? ir_alloc(sizeof(struct ir_aff_term) * (size_t)cap) : NULL;
  return a;
}

struct ir_aff *ir_aff_const(long c) { return aff_new(c, 0); }

struct ir_aff *ir_aff_var(struct ir_var *v) {
  struct ir_aff *a = aff_new(0, 1);
  a->terms[0].var = v;
  a->terms[0].coef = 1;
  a->nterms = 1;
  return a;
}

/* a + k * b, merging the sorted term lists; NULL on overflow. */
static struct ir_aff *add_scaled(const struct ir_aff *a, const struct ir_aff *b, long k) {
  if (!a || !b)
    return NULL;
  long cst;
  if (__builtin_mul_overflow(b->cst, k, &cst) || __builtin_add_overflow(a->cst, cst, &cst))
    return NULL;
  struct ir_aff *r = aff_new(cst, a->nterms + b->nterms);
  int i = 0, j = 0;
  while (i < a->nterms || j < b->nterms) {
    struct ir_aff_term t;
    if (j >= b->nterms || (i < a->nterms && a->terms[i].var->id < b->terms[j].var->id)) {
      t = a->terms[i++];
    } else {
      long c;
      if (__builtin_mul_overflow(b->terms[j].coef, k, &c))
        return NULL;
      t.var = b->terms[j].var;
      if (i < a->nterms && a->terms[i].var == t.var) {
        if (__builtin_add_overflow(a->terms[i].coef, c, &c))
          return NULL;
        i++;
      }
      t.coef = c;
      j++;
    }
    if (t.coef != 0)
      r->terms[r->nterms++] = t;
  }
  return r;
}

struct ir_aff *ir_aff_add(const struct ir_aff *a, const struct ir_aff *b) {
  return add_scaled(a, b, 1);
}

struct ir_aff *ir_aff_sub(const struct ir_aff *a, const struct ir_aff *b) {
  if (b && b->cst == LONG_MIN)
    return NULL;
  return add_scaled(a, b, -1);
}

struct ir_aff *ir_aff_scale(const struct ir_aff *a, long k) {
  struct ir_aff zero = {0};
  return add_scaled(&zero, a, k);
}

struct ir_aff *ir_aff_add_const(const struct ir_aff *a, long c) {
  struct ir_aff k = {.cst = c};
  return add_scaled(a, &k, 1);
}

bool ir_aff_is_const(const struct ir_aff *a) { return a->nterms == 0; }

void ir_aff_signs(const struct ir_aff *a, struct ir_aff **pos, struct ir_aff **neg) {
  *pos = ir_aff_const(0);
  *neg = ir_aff_const(0);
  for (int t = 0; t < a->nterms; t++) {
    struct ir_aff *term = ir_aff_scale(ir_aff_var(a->terms[t].var), a->terms[t].coef);
    if (a->terms[t].coef > 0)
      *pos = ir_aff_add(*pos, term);
    else
      *neg = ir_aff_sub(*neg, term);
  }
}

long ir_aff_coef(const struct ir_aff *a, const struct ir_var *v) {
  for (int i = 0; i < a->nterms; i++)
    if (a->terms[i].var == v)
      return a->terms[i].coef;
  return 0;
}

bool ir_aff_uses(const struct ir_aff *a, const struct ir_var *v) {
  for (int i = 0; i < a->nterms; i++)
    if (a->terms[i].var == v ||
        (a->terms[i].var->kind == IR_VAR_QUOT && ir_aff_uses(a->terms[i].var->quot, v)))
      return true;
  return false;
}

bool ir_aff_has_quot(const struct ir_aff *a) {
  for (int i = 0; i < a->nterms; i++)
    if (a->terms[i].var->kind == IR_VAR_QUOT)
      return true;
  return false;
}

bool ir_aff_equal(const struct ir_aff *a, const struct ir_aff *b) {
  if (a->cst != b->cst || a->nterms != b->nterms)
    return false;
  for (int i = 0; i < a->nterms; i++)
    if (a->terms[i].var != b->terms[i].var || a->terms[i].coef != b->terms[i].coef)
      return false;
  return true;
}

int ir_aff_cmp_linear(const struct ir_aff *a, const struct ir_aff *b) {
  if (a->nterms != b->nterms)
    return a->nterms < b->nterms ? -1 : 1;
  for (int t = 0; t < a->nterms; t++) {
    if (a->terms[t].var->id != b->terms[t].var->id)
      return a->terms[t].var->id < b->terms[t].var->id ? -1 : 1;
    if (a->terms[t].coef != b->terms[t].coef)
      return a->terms[t].coef < b->terms[t].coef ? -1 : 1;
  }
  return 0;
}

static char *aff_text(const struct ir_aff *a, bool casts);

/* Dividend N as an operand of '/' or '%': "i", "(i + 1)". */
static char *dividend_text(const struct ir_aff *n, bool casts) {
  char *t = aff_text(n, casts);
  return n->cst == 0 && n->nterms == 1 && n->terms[0].coef == 1 ? t : ir_printf("(%s)", t);
}

/* The C text of quotient V's division: "i / 2", "(i + 1) / 2", in
 * parentheses (WRAP) where a coefficient multiplies it. */
static char *quot_text(const struct ir_var *v, bool casts, bool wrap) {
  char *x = dividend_text(v->quot, casts);
  long d = v->quot_div;
  char *t = v->quot_nonneg ? ir_printf("%s / %ld", x, d)
                           /* rounds down whatever the sign */
                           : ir_printf("(%s - (%s %% %ld + %ld) %% %ld) / %ld",
                                       aff_text(v->quot, casts), x, d, d, d, d);
  return wrap ? ir_printf("(%s)", t) : t;
}

/* A's text: terms in id order (iterators and parameters as the region
 * numbered them), then the constant: "2 * i + Width - 1"; with CASTS an
 * unsigned variable reads as (long)v. */
static char *aff_text(const struct ir_aff *a, bool casts) {
  /* N - d * (N / d) reads as N % d. */
  for (int i = 0; i < a->nterms; i++) {
    const struct ir_var *q = a->terms[i].var;
    if (q->kind != IR_VAR_QUOT || !q->quot_nonneg || a->terms[i].coef != -q->quot_div)
      continue;
    struct ir_aff *mod_aff =
        ir_aff_sub(q->quot, ir_aff_scale(ir_aff_var((struct ir_var *)q), q->quot_div));
    struct ir_aff *rest = ir_aff_sub(a, mod_aff);
    bool whole = rest != NULL;
    for (int t = 0; whole && t < q->quot->nterms; t++)
      whole = ir_aff_coef(a, q->quot->terms[t].var) == q->quot->terms[t].coef;
    if (!whole)
      continue;
    char *mod = ir_printf("%s %% %ld", dividend_text(q->quot, casts), q->quot_div);
    if (ir_aff_is_const(rest) && rest->cst == 0)
      return mod;
    char *r = aff_text(rest, casts);
    return r[0] == '-' ? ir_printf("%s - %s", mod, r + 1) : ir_printf("%s + %s", mod, r);
  }
  struct ir_buf b = {0};
  for (int i = 0; i < a->nterms; i++) {
    long c = a->terms[i].coef;
    const struct ir_var *v = a->terms[i].var;
    /* Affine arithmetic is signed: an unsigned variable is read as a long. */
    const char *name =
        v->kind == IR_VAR_QUOT ? quot_text(v, casts, c != 1 && c != -1)
        : casts && ir_type_is_unsigned_int(v->type) ? ir_printf("(long)%s", v->name)
                                                     : v->name;
    if (i == 0) {
      if (c == 1)
        ir_buf_printf(&b, "%s", name);
      else if (c == -1)
        ir_buf_printf(&b, "-%s", name);
      else
        ir_buf_printf(&b, "%ld * %s", c, name);
    } else {
      unsigned long m = c < 0 ? 0UL - (unsigned long)c : (unsigned long)c;
      if (m == 1)
        ir_buf_printf(&b, " %c %s", c < 0 ? '-' : '+', name);
      else
        ir_buf_printf(&b, " %c %lu * %s", c < 0 ? '-' : '+', m, name);
    }
  }
  if (a->nterms == 0)
    ir_buf_printf(&b, "%ld", a->cst);
  else if (a->cst != 0) {
    unsigned long m = a->cst < 0 ? 0UL - (unsigned long)a->cst : (unsigned long)a->cst;
    ir_buf_printf(&b, " %c %lu", a->cst < 0 ? '-' : '+', m);
  }
  return b.s;
}

char *ir_aff_str(const struct ir_aff *a) { return aff_text(a, true); }

char *ir_aff_source_str(const struct ir_aff *a) { return aff_text(a, false); }

/* ---------------------------------------------------------------- from expressions */

/* Value and type of an integer literal's spelling (decimal, octal, hex,
 * with u/l/ll suffixes).  False if it is malformed or too large. */
bool ir_int_literal(const char *text, unsigned long long *value, struct ir_type *type) {
  if (!text || !(text[0] >= '0' && text[0] <= '9'))
    return false;
  errno = 0;
  char *end;
  unsigned long long v = strtoull(text, &end, 0);
  if (errno == ERANGE || end == text)
    return false;
  bool u = false;
  int l = 0;
  for (const char *p = end; *p; p++) {
    if ((*p == 'u' || *p == 'U') && !u)
      u = true;
    else if ((*p == 'l' || *p == 'L') && l == 0) {
      l = 1;
      if (p[1] == p[0]) {
        l = 2;
        p++;
      }
    } else
      return false;
  }
  bool decimal = text[0] != '0' || (end == text + 1);
  enum ir_base base = l == 2 ? IR_T_LLONG : l == 1 ? IR_T_LONG : IR_T_INT;
  struct ir_type t;
  if (base == IR_T_INT && !u && v <= INT_MAX)
    t = (struct ir_type){.base = IR_T_INT, .is_unsigned = false};
  else if (base == IR_T_INT && (u || !decimal) && v <= UINT_MAX)
    t = (struct ir_type){.base = IR_T_INT, .is_unsigned = true};
  else if (!u && v <= LONG_MAX)
    t = (struct ir_type){.base = base == IR_T_LLONG ? IR_T_LLONG : IR_T_LONG, .is_unsigned = false};
  else
    t = (struct ir_type){.base = base == IR_T_LLONG ? IR_T_LLONG : IR_T_LONG, .is_unsigned = true};
  *value = v;
  *type = t;
  return true;
}

/* Value of a simple character literal ('a', '\n', '\0', '\x41'); false
 * for wide, multi-character or unusual ones. */
bool ir_char_literal(const char *text, long *value) {
  if (!text || text[0] != '\'')
    return false;
  const char *p = text + 1;
  long v;
  if (*p == '\\') {
    p++;
    switch (*p) {
    case 'n': v = '\n'; p++; break;
    case 't': v = '\t'; p++; break;
    case 'r': v = '\r'; p++; break;
    case 'a': v = '\a'; p++; break;
    case 'b': v = '\b'; p++; break;
    case 'f': v = '\f'; p++; break;
    case 'v': v = '\v'; p++; break;
    case '\\': case '\'': case '"': case '?': v = *p++; break;
    case 'x': {
      p++;
      char *end;
      unsigned long x = strtoul(p, &end, 16);
      if (end == p || x > 255)
        return false;
      v = (signed char)x;
      p = end;
      break;
    }
    default: {
      if (*p < '0' || *p > '7')
        return false;
      v = 0;
      for (int k = 0; k < 3 && *p >= '0' && *p <= '7'; k++)
        v = v * 8 + (*p++ - '0');
      if (v > 255)
        return false;
      v = (signed char)v;
    }
    }
  } else if (*p && *p != '\'') {
    v = (signed char)*p++;
  } else
    return false;
  if (p[0] != '\'' || p[1] != '\0')
    return false;
  *value = v;
  return true;
}

struct ir_aff *ir_aff_binary(int op, const struct ir_aff *a, const struct ir_aff *b) {
  if (!a || !b)
    return NULL;
  switch (op) {
  case '+': return ir_aff_add(a, b);
  case '-': return ir_aff_sub(a, b);
  case '*':
    if (ir_aff_is_const(a))
      return ir_aff_scale(b, a->cst);
    if (ir_aff_is_const(b))
      return ir_aff_scale(a, b->cst);
    return NULL;
  case '/':
  case '%':
    if (!ir_aff_is_const(a) || !ir_aff_is_const(b) || b->cst == 0 ||
        (a->cst == LONG_MIN && b->cst == -1))
      return NULL;
    return ir_aff_const(op == '/' ? a->cst / b->cst : a->cst % b->cst);
  }
  return NULL;
}

/* Does a cast from FROM to TO keep the values affine arithmetic takes?
 * One that keeps every value does ((char)260 is 4, so not that one); so
 * does one to an unsigned type, for the values the frontend proves it
 * gets ((unsigned)n with n >= 0), and (long)u of a 64-bit unsigned u,
 * taken up to LONG_MAX only (ir_type_unsigned_max). */
static bool cast_keeps(struct ir_type to, struct ir_type from) {
  return ir_type_holds(to, from) ||
         (ir_type_is_unsigned_int(to) && ir_type_is_integer(from) && to.base >= IR_T_INT) ||
         (ir_type_is_unsigned_int(from) && ir_type_is_signed_int(to) && to.base >= IR_T_LONG);
}

/* The affine form of an IR expression over parameters and iterators, or
 * NULL when it is not affine: integer arithmetic, products with a
 * constant, division and remainder of constants, casts that keep values
 * (cast_keeps). */
struct ir_aff *ir_aff_of_test(const struct ir_expr *test) {
  if (test->kind != IR_E_BINARY)
    return NULL;
  struct ir_aff *a = ir_aff_of_expr(test->a), *b = ir_aff_of_expr(test->b);
  switch (test->op) {
  case IR_OP_LE: return ir_aff_sub(b, a);
  case IR_OP_GE: return ir_aff_sub(a, b);
  case '<': return ir_aff_add_const(ir_aff_sub(b, a), -1);
  case '>': return ir_aff_add_const(ir_aff_sub(a, b), -1);
  default: return NULL;
  }
}

struct ir_aff *ir_aff_of_expr(const struct ir_expr *e) {
  if (!e || !(ir_type_is_signed_int(e->type) || ir_type_is_unsigned_int(e->type)))
    return NULL;
  switch (e->kind) {
  case IR_E_CONST: {
    unsigned long long v;
    struct ir_type t;
    long c;
    if (ir_int_literal(e->text, &v, &t)) {
      if (v > LONG_MAX)
        return NULL;
      return ir_aff_const((long)v);
    }
    if (ir_char_literal(e->text, &c))
      return ir_aff_const(c);
    return NULL;
  }
  case IR_E_VAR:
    if (e->var->kind == IR_VAR_SCALAR)
      return NULL;
    return ir_aff_var(e->var);
  case IR_E_UNARY: {
    struct ir_aff *a = ir_aff_of_expr(e->a);
    if (!a)
      return NULL;
    if (e->op == '+')
      return a;
    if (e->op == '-')
      return ir_aff_scale(a, -1);
    return NULL;
  }
  case IR_E_BINARY: {
    if (e->op != '+' && e->op != '-' && e->op != '*' && e->op != '/' && e->op != '%')
      return NULL;
    struct ir_aff *a = ir_aff_of_expr(e->a), *b = ir_aff_of_expr(e->b);
    return ir_aff_binary(e->op, a, b);
  }
  case IR_E_CAST:
    if (!e->a || !cast_keeps(e->cast_to, e->a->type))
      return NULL;
    return ir_aff_of_expr(e->a);
  default:
    return NULL;
  }
}

/* A a constant small enough to multiply a quotient without its
 * coefficients overflowing? */
static bool small_const(const struct ir_aff *a) {
  return a && ir_aff_is_const(a) && a->cst >= -INT_MAX && a->cst <= INT_MAX;
}

bool ir_aff_quasi(const struct ir_expr *e) {
  if (ir_aff_of_expr(e))
    return true;
  if (!e || !ir_type_is_signed_int(e->type))
    return false;
  switch (e->kind) {
  case IR_E_CAST:
    return e->a && ir_type_holds(e->cast_to, e->a->type) && ir_aff_quasi(e->a);
  case IR_E_UNARY:
    return (e->op == '-' || e->op == '+') && ir_aff_quasi(e->a);
  case IR_E_BINARY: {
    struct ir_aff *ka = ir_aff_of_expr(e->a), *kb = ir_aff_of_expr(e->b);
    /* Affine operands whose sum or product is not affine overflow. */
    if (ka && kb && e->op != '/' && e->op != '%')
      return false;
    if (e->op == '+' || e->op == '-')
      return ir_aff_quasi(e->a) && ir_aff_quasi(e->b);
    if (e->op == '*')
      return (small_const(ka) && ir_aff_quasi(e->b)) || (small_const(kb) && ir_aff_quasi(e->a));
    return (e->op == '/' || e->op == '%') && kb && ir_aff_is_const(kb) && kb->cst > 0 &&
           ir_aff_quasi(e->a);
  }
  default:
    return false;
  }
}
