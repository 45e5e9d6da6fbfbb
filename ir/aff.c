/* aff.c - affine expressions over iterators and parameters: the form of
 * loop bounds and subscripts that the dependence analysis can reason
 * about exactly.  Terms stay sorted by variable id; arithmetic is checked
 * and returns NULL on overflow, so huge constants make an expression
 * non-affine instead of wrapping silently. */
#include "ir.h"

#include <limits.h>
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

long ir_aff_coef(const struct ir_aff *a, const struct ir_var *v) {
  for (int i = 0; i < a->nterms; i++)
    if (a->terms[i].var == v)
      return a->terms[i].coef;
  return 0;
}

bool ir_aff_uses(const struct ir_aff *a, const struct ir_var *v) { return ir_aff_coef(a, v) != 0; }

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

/* Terms in id order (iterators and parameters as the region numbered
 * them), then the constant: "2 * i + Width - 1". */
char *ir_aff_str(const struct ir_aff *a) {
  struct ir_buf b = {0};
  for (int i = 0; i < a->nterms; i++) {
    long c = a->terms[i].coef;
    const char *name = a->terms[i].var->name;
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
