/* delinearize.c - the frontend's last touch on a region after lowering
 * (frontend/lower.c): pointers that C code indexes by hand, M[i * Width +
 * k], become the 2-D (or 3-D) arrays they stand for, M[i][k] with row
 * length Width, so that the dependence analysis and tiling see rows and
 * columns.  Then every array gets the extents its declaration leaves
 * open (the first dimension of a pointer or of double A[][N]) from the
 * largest subscript its accesses reach.
 *
 * An access p[e] qualifies when e, expanded into a polynomial in loop
 * iterators and parameters, splits as e1 * W + e0 where W is a parameter
 * or a constant, e0 is affine and isl proves 0 <= e0 <= W - 1 over the
 * statement's iteration domain (loop bounds and if conditions).  The
 * rewrite happens only when every access of the array qualifies with the
 * same W; then p[e1][e0] addresses exactly the element p[e] did, since a
 * linearised array prints back as p[e1 * W + e0].  Remarks (--remarks)
 * say what was done and why not. */
#include "frontend.h"

#include <isl/aff.h>
#include <isl/ctx.h>
#include <isl/id.h>
#include <isl/local_space.h>
#include <isl/map.h>
#include <isl/options.h>
#include <isl/point.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/val.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* isl operations one range proof may take; running out refuses it. */
#define RANGE_MAX_OPERATIONS 1000000UL

/* ---------------------------------------------------------------- iteration domains */

/* The part of a statement's iteration domain that a question needs, as
 * an isl set: one set dimension per enclosing loop whose iterator the
 * question involves, directly or through the bounds of such loops
 * (outermost first); the region's parameters as isl parameters. */
struct sdom {
  isl_space *space;     /* set space of the domain */
  struct ir_var **dims; /* iterator of each set dimension */
  int nd;
  isl_set *set;         /* NULL if it could not be built */
};

struct dl {
  isl_ctx *ctx;
  struct ir_region *r;
  struct ir_vec params;    /* struct ir_var *: the region's parameters */
  struct ir_node **node;   /* IR_STMT node of each statement, by id */
};

/* ir_walk callback: remember the node of each statement. */
static void find_node(struct ir_node *n, void *data) {
  struct dl *D = data;
  if (n->kind == IR_STMT && n->stmt->id >= 0 && n->stmt->id < D->r->stmts.n)
    D->node[n->stmt->id] = n;
}

/* ir_aff A as an isl affine function on the domain space of SD; NULL if
 * it names a variable that is neither a parameter nor a dimension. */
static isl_aff *to_isl(struct dl *D, struct sdom *sd, const struct ir_aff *a) {
  if (!a || !sd->space)
    return NULL;
  isl_aff *x = isl_aff_zero_on_domain(isl_local_space_from_space(isl_space_copy(sd->space)));
  x = isl_aff_set_constant_val(x, isl_val_int_from_si(D->ctx, a->cst));
  for (int t = 0; t < a->nterms; t++) {
    const struct ir_var *v = a->terms[t].var;
    if (v->kind == IR_VAR_QUOT) {
      /* floor(dividend / divisor): the dividend is non-negative. */
      isl_aff *q = to_isl(D, sd, v->quot);
      if (!q) {
        isl_aff_free(x);
        return NULL;
      }
      q = isl_aff_floor(isl_aff_scale_down_ui(q, (unsigned)v->quot_div));
      q = isl_aff_scale_val(q, isl_val_int_from_si(D->ctx, a->terms[t].coef));
      x = isl_aff_add(x, q);
      continue;
    }
    enum isl_dim_type type = isl_dim_param;
    int pos = -1;
    for (int k = 0; k < D->params.n && pos < 0; k++)
      if (D->params.v[k] == v)
        pos = k;
    for (int k = sd->nd - 1; k >= 0 && pos < 0; k--)
      if (sd->dims[k] == v) {
        type = isl_dim_in; /* an affine function's domain dimensions */
        pos = k;
      }
    if (pos < 0) {
      isl_aff_free(x);
      return NULL;
    }
    x = isl_aff_set_coefficient_val(x, type, pos, isl_val_int_from_si(D->ctx, a->terms[t].coef));
  }
  return x;
}

/* The set where affine condition E holds (comparisons joined by && || !),
 * or NULL if some part is not affine. */
static isl_set *cond_set(struct dl *D, struct sdom *sd, const struct ir_expr *e) {
  if (!e)
    return NULL;
  if (e->kind == IR_E_UNARY && e->op == '!') {
    isl_set *a = cond_set(D, sd, e->a);
    return a ? isl_set_complement(a) : NULL;
  }
  if (e->kind != IR_E_BINARY)
    return NULL;
  if (e->op == IR_OP_AND || e->op == IR_OP_OR) {
    isl_set *a = cond_set(D, sd, e->a);
    if (!a)
      return NULL;
    isl_set *b = cond_set(D, sd, e->b);
    if (!b) {
      isl_set_free(a);
      return NULL;
    }
    return e->op == IR_OP_AND ? isl_set_intersect(a, b) : isl_set_union(a, b);
  }
  isl_aff *a = to_isl(D, sd, ir_aff_of_expr(e->a));
  isl_aff *b = to_isl(D, sd, ir_aff_of_expr(e->b));
  if (!a || !b) {
    isl_aff_free(a);
    isl_aff_free(b);
    return NULL;
  }
  switch (e->op) {
  case '<': return isl_aff_lt_set(a, b);
  case '>': return isl_aff_gt_set(a, b);
  case IR_OP_LE: return isl_aff_le_set(a, b);
  case IR_OP_GE: return isl_aff_ge_set(a, b);
  case IR_OP_EQ: return isl_aff_eq_set(a, b);
  case IR_OP_NE: return isl_aff_ne_set(a, b);
  }
  isl_aff_free(a);
  isl_aff_free(b);
  return NULL;
}

/* Intersect *SET with "dimension DIM >= A" (LOWER) or "<= A". */
static void add_bound(struct dl *D, struct sdom *sd, isl_set **set, int dim,
                      const struct ir_aff *a, bool lower) {
  if (!*set)
    return;
  isl_aff *b = to_isl(D, sd, a);
  if (!b) {
    isl_set_free(*set);
    *set = NULL;
    return;
  }
  isl_aff *v = isl_aff_var_on_domain(isl_local_space_from_space(isl_space_copy(sd->space)),
                                     isl_dim_set, (unsigned)dim);
  *set = isl_set_intersect(*set, lower ? isl_aff_ge_set(v, b) : isl_aff_le_set(v, b));
}

/* Mark the loops among LOOPS[0..NL) whose iterators A uses. */
static void mark_iters(const struct ir_aff *a, struct ir_node **loops, bool *mark, int nl) {
  for (int t = 0; a && t < a->nterms; t++) {
    if (a->terms[t].var->kind == IR_VAR_QUOT)
      mark_iters(a->terms[t].var->quot, loops, mark, nl);
    for (int k = 0; k < nl; k++)
      if (loops[k]->iter == a->terms[t].var)
        mark[k] = true;
  }
}

/* The domain of the point of the loop tree at node N (its enclosing
 * loops and ifs, and with INSIDE N itself, a loop) restricted to what the
 * affine expressions AFFS[0..NAFFS) need: the loops whose iterators they
 * use, the loops those loops' bounds use, and the if conditions over
 * these iterators only.  Leaving the other loops and conditions out only
 * enlarges the set (the answers stay safe), and keeps isl fast in deep
 * nests.  SD->set is NULL if the set could not be built; free SD with
 * sdom_free. */
static void node_domain(struct dl *D, struct ir_node *n, bool inside,
                        const struct ir_aff *const *affs, int naffs, struct sdom *sd) {
  memset(sd, 0, sizeof *sd);
  struct ir_vec chain = {0}; /* ancestors and the child on the path, innermost first */
  if (inside) {
    ir_vec_push(&chain, n);
    ir_vec_push(&chain, NULL);
  }
  for (struct ir_node *c = n; c->parent; c = c->parent) {
    ir_vec_push(&chain, c->parent);
    ir_vec_push(&chain, c);
  }
  int nl = 0;
  struct ir_node **loops = ir_alloc(sizeof(struct ir_node *) * (size_t)(chain.n / 2 + 1));
  for (int i = chain.n - 2; i >= 0; i -= 2)
    if (((struct ir_node *)chain.v[i])->kind == IR_LOOP)
      loops[nl++] = chain.v[i];
  bool *mark = ir_alloc(sizeof(bool) * (size_t)(nl + 1));
  for (int k = 0; k < naffs; k++)
    mark_iters(affs[k], loops, mark, nl);
  for (int k = nl - 1; k >= 0; k--)
    if (mark[k]) {
      for (int p = 0; p < loops[k]->lb.n; p++)
        mark_iters(loops[k]->lb.parts[p], loops, mark, nl);
      for (int p = 0; p < loops[k]->ub.n; p++)
        mark_iters(loops[k]->ub.parts[p], loops, mark, nl);
    }
  sd->dims = ir_alloc(sizeof(struct ir_var *) * (size_t)(nl + 1));
  int *dim_of = ir_alloc(sizeof(int) * (size_t)(nl + 1));
  for (int k = 0; k < nl; k++) {
    dim_of[k] = mark[k] ? sd->nd : -1;
    if (mark[k])
      sd->dims[sd->nd++] = loops[k]->iter;
  }
  isl_space *sp = isl_space_set_alloc(D->ctx, (unsigned)D->params.n, (unsigned)sd->nd);
  for (int k = 0; k < D->params.n; k++) {
    struct ir_var *v = D->params.v[k];
    sp = isl_space_set_dim_id(sp, isl_dim_param, (unsigned)k, isl_id_alloc(D->ctx, v->name, v));
  }
  for (int k = 0; k < sd->nd; k++)
    sp = isl_space_set_dim_id(sp, isl_dim_set, (unsigned)k,
                              isl_id_alloc(D->ctx, sd->dims[k]->name, sd->dims[k]));
  sd->space = sp;
  isl_set *set = isl_set_universe(isl_space_copy(sp));
  int li = 0;
  for (int i = chain.n - 2; i >= 0 && set; i -= 2) {
    struct ir_node *a = chain.v[i], *child = chain.v[i + 1];
    if (a->kind == IR_LOOP) {
      int dim = dim_of[li++];
      if (dim < 0)
        continue;
      for (int p = 0; p < a->lb.n; p++)
        add_bound(D, sd, &set, dim, a->lb.parts[p], true);
      for (int p = 0; p < a->ub.n; p++)
        add_bound(D, sd, &set, dim, a->ub.parts[p], false);
    } else if (a->kind == IR_IF) {
      bool in_else = false;
      for (struct ir_node *e = a->else_body; e; e = e->next)
        in_else |= e == child;
      isl_set *c = cond_set(D, sd, a->cond);
      if (c && in_else)
        c = isl_set_complement(c);
      if (c)
        set = isl_set_intersect(set, c);
    }
  }
  sd->set = set;
}

/* node_domain at statement S. */
static void stmt_domain(struct dl *D, const struct ir_stmt *s, const struct ir_aff *const *affs,
                        int naffs, struct sdom *sd) {
  memset(sd, 0, sizeof *sd);
  if (D->node[s->id])
    node_domain(D, D->node[s->id], false, affs, naffs, sd);
}

/* Release the isl objects of SD. */
static void sdom_free(struct sdom *sd) {
  isl_set_free(sd->set);
  isl_space_free(sd->space);
  sd->set = NULL;
  sd->space = NULL;
}

/* ---------------------------------------------------------------- polynomials */

/* A subscript expanded into a sum of monomials coef * v1 * v2 * ...
 * (variables sorted by id, repeated for powers). */
#define MAX_DEGREE 8

struct mono {
  long coef;
  int deg;
  struct ir_var *v[MAX_DEGREE];
};

struct poly {
  int n;
  struct mono *m;
};

/* An empty polynomial with room for CAP monomials. */
static struct poly *poly_new(int cap) {
  struct poly *p = ir_alloc(sizeof *p);
  p->m = ir_alloc(sizeof(struct mono) * (size_t)(cap > 0 ? cap : 1));
  return p;
}

/* A and B are like terms (same variables, same powers). */
static bool same_vars(const struct mono *a, const struct mono *b) {
  if (a->deg != b->deg)
    return false;
  for (int i = 0; i < a->deg; i++)
    if (a->v[i] != b->v[i])
      return false;
  return true;
}

/* Add monomial M to P (merging like terms); false on overflow. */
static bool poly_put(struct poly *p, const struct mono *m) {
  if (m->coef == 0)
    return true;
  for (int i = 0; i < p->n; i++)
    if (same_vars(&p->m[i], m)) {
      if (__builtin_add_overflow(p->m[i].coef, m->coef, &p->m[i].coef))
        return false;
      if (p->m[i].coef == 0)
        p->m[i] = p->m[--p->n];
      return true;
    }
  p->m[p->n++] = *m;
  return true;
}

/* A + K * B, or NULL on overflow. */
static struct poly *poly_add(const struct poly *a, const struct poly *b, long k) {
  struct poly *r = poly_new(a->n + b->n);
  for (int i = 0; i < a->n; i++)
    if (!poly_put(r, &a->m[i]))
      return NULL;
  for (int i = 0; i < b->n; i++) {
    struct mono m = b->m[i];
    if (__builtin_mul_overflow(m.coef, k, &m.coef) || !poly_put(r, &m))
      return NULL;
  }
  return r;
}

/* A * B, or NULL on overflow or when the degree gets too high. */
static struct poly *poly_mul(const struct poly *a, const struct poly *b) {
  struct poly *r = poly_new(a->n * b->n);
  for (int i = 0; i < a->n; i++)
    for (int j = 0; j < b->n; j++) {
      const struct mono *x = &a->m[i], *y = &b->m[j];
      if (x->deg + y->deg > MAX_DEGREE)
        return NULL;
      struct mono m = {0};
      if (__builtin_mul_overflow(x->coef, y->coef, &m.coef))
        return NULL;
      int p = 0, q = 0;
      while (p < x->deg || q < y->deg)
        if (q >= y->deg || (p < x->deg && x->v[p]->id <= y->v[q]->id))
          m.v[m.deg++] = x->v[p++];
        else
          m.v[m.deg++] = y->v[q++];
      if (!poly_put(r, &m))
        return NULL;
    }
  return r;
}

/* Affine A as a polynomial. */
static struct poly *poly_from_aff(const struct ir_aff *a) {
  if (!a)
    return NULL;
  struct poly *p = poly_new(a->nterms + 1);
  struct mono c = {.coef = a->cst};
  poly_put(p, &c);
  for (int i = 0; i < a->nterms; i++) {
    struct mono m = {.coef = a->terms[i].coef, .deg = 1};
    m.v[0] = a->terms[i].var;
    poly_put(p, &m);
  }
  return p;
}

/* Expand a subscript into a polynomial in iterators and parameters, or
 * NULL if it is not one (divisions, accesses, scalars, calls). */
static struct poly *expand(const struct ir_expr *e) {
  if (!e || !ir_type_is_integer(e->type) || e->type.is_unsigned)
    return NULL;
  struct ir_aff *a = ir_aff_of_expr(e);
  if (a)
    return poly_from_aff(a);
  switch (e->kind) {
  case IR_E_UNARY:
    if (e->op == '+' || e->op == '-') {
      struct poly *x = expand(e->a);
      return x ? poly_add(poly_new(0), x, e->op == '-' ? -1 : 1) : NULL;
    }
    return NULL;
  case IR_E_BINARY: {
    if (e->op != '+' && e->op != '-' && e->op != '*')
      return NULL;
    struct poly *x = expand(e->a), *y = expand(e->b);
    if (!x || !y)
      return NULL;
    return e->op == '*' ? poly_mul(x, y) : poly_add(x, y, e->op == '-' ? -1 : 1);
  }
  case IR_E_CAST:
    return e->a && ir_type_is_integer(e->a->type) ? expand(e->a) : NULL;
  default:
    return NULL;
  }
}

/* The highest degree of P's monomials (0 for a constant). */
static int poly_degree(const struct poly *p) {
  int d = 0;
  for (int i = 0; i < p->n; i++)
    if (p->m[i].deg > d)
      d = p->m[i].deg;
  return d;
}

/* P as an affine expression (degree at most 1), or NULL. */
static struct ir_aff *poly_to_aff(const struct poly *p) {
  struct ir_aff *a = ir_aff_const(0);
  for (int i = 0; i < p->n && a; i++) {
    const struct mono *m = &p->m[i];
    if (m->deg > 1)
      return NULL;
    if (m->deg == 0)
      a = ir_aff_add_const(a, m->coef);
    else
      a = ir_aff_add(a, ir_aff_scale(ir_aff_var(m->v[0]), m->coef));
  }
  return a;
}

/* ---------------------------------------------------------------- splitting e1 * W + e0 */

/* A row length W: a constant, or an affine expression of the parameters
 * (Width, m + 1) in which parameter X has coefficient 1 or -1. */
struct row {
  struct ir_aff *w;
  struct ir_var *x; /* NULL for a constant */
  long cst;         /* the constant, when X is NULL */
};

/* W as an affine expression (the extent it becomes). */
static struct ir_aff *row_aff(struct row w) { return w.w; }

/* W as text for remarks. */
static char *row_str(struct row w) { return ir_aff_str(w.w); }

/* A row for constant C. */
static struct row *const_row(long c) {
  struct row *r = ir_alloc(sizeof *r);
  r->w = ir_aff_const(c);
  r->cst = c;
  return r;
}

/* A row for the affine parameter expression A, or NULL when A is not one
 * (iterators, a constant, no parameter with coefficient 1 or -1). */
static struct row *param_row(struct ir_aff *a) {
  if (!a || a->nterms == 0)
    return NULL;
  struct ir_var *x = NULL;
  for (int i = 0; i < a->nterms; i++) {
    if (a->terms[i].var->kind != IR_VAR_PARAM)
      return NULL;
    if (!x && (a->terms[i].coef == 1 || a->terms[i].coef == -1))
      x = a->terms[i].var;
  }
  if (!x)
    return NULL;
  struct row *r = ir_alloc(sizeof *r);
  r->w = a;
  r->x = x;
  return r;
}

/* Add row R to CANDS unless an equal one is there. */
static void add_row(struct ir_vec *cands, struct row *r) {
  if (!r)
    return;
  for (int i = 0; i < cands->n; i++)
    if (ir_aff_equal(((struct row *)cands->v[i])->w, r->w))
      return;
  ir_vec_push(cands, r);
}

/* Row length candidates written in the subscript: the factors of its
 * products that are affine expressions of parameters ((m + 1) in
 * (i * m + j) * (m + 1) + k). */
static void collect_factors(const struct ir_expr *e, struct ir_vec *cands) {
  if (!e)
    return;
  if (e->kind == IR_E_BINARY && e->op == '*') {
    add_row(cands, param_row(ir_aff_of_expr(e->a)));
    add_row(cands, param_row(ir_aff_of_expr(e->b)));
  }
  if (e->kind == IR_E_BINARY || e->kind == IR_E_UNARY || e->kind == IR_E_CAST) {
    collect_factors(e->a, cands);
    collect_factors(e->b, cands);
  }
}

/* A copy of P that can be changed. */
static struct poly *poly_copy(const struct poly *p) { return poly_add(p, poly_new(0), 1); }

/* Split P into HI * W + LO.  A constant W takes the monomials whose
 * coefficient it divides (and the floor of the constant); a parameter
 * expression W = x + W' (or -x + W') divides P as a polynomial in x, so
 * that LO no longer contains x.  False on overflow. */
static bool split(const struct poly *p, struct row w, struct poly **hi, struct poly **lo) {
  *hi = poly_new(p->n);
  if (w.x) {
    long lead = ir_aff_coef(w.w, w.x);
    struct poly *wp = poly_from_aff(w.w), *rem = poly_copy(p);
    for (int guard = 0; rem && guard < 10000; guard++) {
      int best = -1, best_deg = 0;
      for (int i = 0; i < rem->n; i++) {
        int d = 0;
        for (int k = 0; k < rem->m[i].deg; k++)
          d += rem->m[i].v[k] == w.x;
        if (d > best_deg) {
          best_deg = d;
          best = i;
        }
      }
      if (best < 0) {
        *lo = rem;
        return true;
      }
      struct mono q = rem->m[best];
      for (int k = 0; k < q.deg; k++)
        if (q.v[k] == w.x) {
          memmove(&q.v[k], &q.v[k + 1], sizeof(q.v[0]) * (size_t)(q.deg - k - 1));
          q.deg--;
          break;
        }
      if (__builtin_mul_overflow(q.coef, lead, &q.coef)) /* lead is 1 or -1 */
        return false;
      struct poly *qp = poly_new(1);
      poly_put(qp, &q);
      if (!poly_put(*hi, &q))
        return false;
      struct poly *prod = poly_mul(qp, wp);
      rem = prod ? poly_add(rem, prod, -1) : NULL;
    }
    return false;
  }
  *lo = poly_new(p->n);
  for (int i = 0; i < p->n; i++) {
    struct mono m = p->m[i];
    if (m.deg == 0) {
      /* Constant c = q * W + r with 0 <= r < W. */
      long q = m.coef / w.cst, rem = m.coef % w.cst;
      if (rem < 0) {
        q--;
        rem += w.cst;
      }
      struct mono mq = {.coef = q}, mr = {.coef = rem};
      poly_put(*hi, &mq);
      poly_put(*lo, &mr);
    } else if (m.coef % w.cst == 0) {
      m.coef /= w.cst;
      poly_put(*hi, &m);
    } else
      poly_put(*lo, &m);
  }
  return true;
}

/* Why an access does not fit a row length. */
enum fit { FIT_OK, FIT_NEGATIVE, FIT_EXCEEDS, FIT_NOT_AFFINE, FIT_UNKNOWN };

static enum fit prove_in(struct dl *D, struct sdom *sd, const struct ir_aff *lo, struct row w,
                         bool *assumed);

/* Is 0 <= LO <= W - 1 on the domain of statement S?  *ASSUMED is set when
 * the proof needs W >= 1. */
static enum fit prove(struct dl *D, const struct ir_stmt *s, const struct ir_aff *lo,
                      struct row w, bool *assumed) {
  const struct ir_aff *used[2] = {lo, row_aff(w)};
  struct sdom dom_s;
  stmt_domain(D, s, used, 2, &dom_s);
  enum fit f = prove_in(D, &dom_s, lo, w, assumed);
  sdom_free(&dom_s);
  return f;
}

/* prove() on the domain SD. */
static enum fit prove_in(struct dl *D, struct sdom *sd, const struct ir_aff *lo, struct row w,
                         bool *assumed) {
  if (!sd->set)
    return FIT_UNKNOWN;
  for (int attempt = 0; attempt < (w.x ? 2 : 1); attempt++) {
    isl_set *dom = isl_set_copy(sd->set);
    if (attempt == 1) {
      isl_aff *wa = to_isl(D, sd, row_aff(w));
      isl_aff *one = to_isl(D, sd, ir_aff_const(1));
      dom = isl_set_intersect(dom, isl_aff_ge_set(wa, one));
    }
    isl_aff *x = to_isl(D, sd, lo);
    isl_aff *zero = to_isl(D, sd, ir_aff_const(0));
    isl_aff *wa = to_isl(D, sd, row_aff(w));
    if (!x || !zero || !wa) {
      isl_aff_free(x);
      isl_aff_free(zero);
      isl_aff_free(wa);
      isl_set_free(dom);
      return FIT_UNKNOWN;
    }
    isl_set *neg = isl_set_intersect(isl_set_copy(dom), isl_aff_lt_set(isl_aff_copy(x), zero));
    isl_set *over = isl_set_intersect(dom, isl_aff_ge_set(x, wa));
    isl_bool neg_empty = isl_set_is_empty(neg), over_empty = isl_set_is_empty(over);
    isl_set_free(neg);
    isl_set_free(over);
    if (neg_empty == isl_bool_true && over_empty == isl_bool_true) {
      *assumed = attempt == 1;
      return FIT_OK;
    }
    if (attempt == (w.x ? 1 : 0))
      return neg_empty == isl_bool_error || over_empty == isl_bool_error ? FIT_UNKNOWN
             : neg_empty != isl_bool_true                                 ? FIT_NEGATIVE
                                                                          : FIT_EXCEEDS;
  }
  return FIT_UNKNOWN;
}

/* One access of the array being delinearised. */
struct dacc {
  struct ir_access *acc;
  struct poly *cur;      /* the part not yet split: e1 of the last split */
  struct ir_vec inner;   /* struct ir_aff *: split-off subscripts, innermost first */
};

/* Try to split every access's current polynomial by row length W.  On
 * success fill HI/LO per access; else *BAD names the first failing access
 * and *WHY says why. */
static bool try_row(struct dl *D, struct dacc *as, int na, struct row w, struct poly **hi,
                    struct ir_aff **lo, int *bad, enum fit *why, bool *assumed) {
  bool any_var = false, any_hi = false;
  for (int i = 0; i < na; i++) {
    struct poly *h, *l;
    if (!split(as[i].cur, w, &h, &l)) {
      *bad = i;
      *why = FIT_UNKNOWN;
      return false;
    }
    any_hi |= h->n > 0;
    struct ir_aff *la = poly_to_aff(l);
    if (!la) {
      *bad = i;
      *why = FIT_NOT_AFFINE;
      return false;
    }
    /* e0 + t * W with e1 - t covers column subscripts like W - 1 - k. */
    static const long shifts[] = {0, 1, -1};
    enum fit f = FIT_UNKNOWN, first = FIT_UNKNOWN;
    for (int t = 0; t < 3; t++) {
      struct ir_aff *ls = ir_aff_add(la, ir_aff_scale(row_aff(w), shifts[t]));
      struct poly *hs = poly_add(h, poly_from_aff(ir_aff_const(-shifts[t])), 1);
      if (!ls || !hs)
        continue;
      bool as_w = false;
      f = prove(D, as[i].acc->stmt, ls, w, &as_w);
      if (t == 0)
        first = f;
      if (f == FIT_OK) {
        hi[i] = hs;
        lo[i] = ls;
        *assumed |= as_w;
        any_var |= ls->nterms > 0;
        break;
      }
    }
    if (f != FIT_OK) {
      *bad = i;
      *why = first;
      return false;
    }
  }
  /* A constant row length that splits off only constants, or a row length
   * that no subscript is a multiple of, is no row. */
  if ((!w.x && !any_var) || !any_hi) {
    *bad = -1;
    *why = FIT_UNKNOWN;
    return false;
  }
  return true;
}

/* An IR expression for affine A, typed T, located at LOC. */
static struct ir_expr *aff_expr(const struct ir_aff *a, struct ir_type t, struct ir_loc loc) {
  struct ir_expr *e = NULL;
  for (int i = 0; i < a->nterms; i++) {
    long c = a->terms[i].coef;
    struct ir_expr *v = ir_expr_var_signed(a->terms[i].var, loc);
    if (v->type.base < t.base && ir_type_is_integer(t)) {
      /* Keep the arithmetic as wide as the source's: (long)i * W. */
      struct ir_expr *c = ir_expr_new(IR_E_CAST, loc);
      c->cast_to = t;
      c->type = t;
      c->a = v;
      v = c;
    }
    unsigned long m = c < 0 ? 0UL - (unsigned long)c : (unsigned long)c;
    struct ir_expr *term = v;
    if (m != 1) {
      struct ir_expr *k = ir_expr_new(IR_E_CONST, loc);
      k->type = t;
      k->text = ir_printf("%lu%s", m, m > INT_MAX ? "L" : "");
      if (m > INT_MAX)
        k->type.base = IR_T_LONG;
      term = ir_expr_new(IR_E_BINARY, loc);
      term->op = '*';
      term->a = k;
      term->b = v;
      term->type = t;
    }
    if (!e) {
      if (c < 0) {
        struct ir_expr *u = ir_expr_new(IR_E_UNARY, loc);
        u->op = '-';
        u->a = term;
        u->type = t;
        term = u;
      }
      e = term;
    } else {
      struct ir_expr *b = ir_expr_new(IR_E_BINARY, loc);
      b->op = c < 0 ? '-' : '+';
      b->a = e;
      b->b = term;
      b->type = t;
      e = b;
    }
  }
  if (!e || a->cst != 0) {
    long c = a->cst;
    unsigned long m = c < 0 && e ? 0UL - (unsigned long)c : (unsigned long)c;
    struct ir_expr *k = ir_expr_new(IR_E_CONST, loc);
    k->type = t;
    if (!e)
      k->text = ir_printf("%ld%s", c, c > INT_MAX || c < INT_MIN ? "L" : "");
    else
      k->text = ir_printf("%lu%s", m, m > INT_MAX ? "L" : "");
    if (c > INT_MAX || c < INT_MIN)
      k->type.base = IR_T_LONG;
    if (!e)
      return k;
    struct ir_expr *b = ir_expr_new(IR_E_BINARY, loc);
    b->op = c < 0 ? '-' : '+';
    b->a = e;
    b->b = k;
    b->type = t;
    e = b;
  }
  return e;
}

/* E contains an array access (which the C printer may not print yet). */
static bool has_access(const struct ir_expr *e) {
  if (!e)
    return false;
  if (e->kind == IR_E_ACCESS)
    return true;
  if (has_access(e->a) || has_access(e->b) || has_access(e->c))
    return true;
  for (int i = 0; i < e->nargs; i++)
    if (has_access(e->args[i]))
      return true;
  return false;
}

/* "subscript 'i * Width + k' at line 17" (the text only when printable). */
static char *subscript_str(const struct ir_access *acc) {
  const struct ir_expr *e = acc->index[0];
  if (has_access(e))
    return ir_printf("the subscript at line %d", acc->loc.line);
  struct ir_buf b = {0};
  ir_print_expr_c(e, &b);
  return ir_printf("subscript '%s' at line %d", b.s ? b.s : "", acc->loc.line);
}

/* Delinearise pointer array A with accesses ACCS (all 1-D): true after
 * rewriting them; false, with a remark when there was something to
 * say, when A stays 1-D.  *ASSUMED: the proof assumed row lengths >= 1. */
static bool delinearise(struct dl *D, struct ir_array *a, struct ir_vec *accs, bool *assumed) {
  int na = accs->n;
  struct dacc *as = ir_alloc(sizeof *as * (size_t)na);
  int nonpoly = -1;
  struct ir_vec written = {0}; /* struct row *: parameter factors of the subscripts */
  for (int i = 0; i < na; i++) {
    as[i].acc = accs->v[i];
    as[i].cur = expand(as[i].acc->index[0]);
    if (!as[i].cur && nonpoly < 0)
      nonpoly = i;
    collect_factors(as[i].acc->index[0], &written);
  }
  struct ir_vec rows = {0}; /* struct row *, innermost first */
  for (int level = 0; level < 8; level++) {
    /* Candidate row lengths: the parameter factors written in the
     * subscripts and the parameters that divide every non-linear monomial;
     * for linear subscripts the constant coefficients, smallest first. */
    struct ir_vec cands = {0};
    bool nonlinear = false;
    long best = 0;
    struct ir_vec consts = {0}; /* struct row *: |coefficients| > 1, increasing */
    for (int i = 0; i < na && as[i].cur; i++)
      for (int k = 0; k < as[i].cur->n; k++) {
        const struct mono *m = &as[i].cur->m[k];
        if (m->deg >= 2)
          nonlinear = true;
        if (m->deg != 1)
          continue;
        long c = m->coef == LONG_MIN ? 0 : m->coef < 0 ? -m->coef : m->coef;
        if (c > best)
          best = c;
        if (c <= 1)
          continue;
        int at = 0;
        while (at < consts.n && ((struct row *)consts.v[at])->cst < c)
          at++;
        if (at < consts.n && ((struct row *)consts.v[at])->cst == c)
          continue;
        struct row *r = const_row(c);
        ir_vec_push(&consts, r);
        memmove(&consts.v[at + 1], &consts.v[at], sizeof(void *) * (size_t)(consts.n - 1 - at));
        consts.v[at] = r;
      }
    if (nonpoly >= 0) {
      if (nonlinear || best > 1)
        diag_remark(as[nonpoly].acc->loc, "cannot delinearise '%s': %s is not a polynomial in "
                                          "loop iterators and parameters",
                    a->name, subscript_str(as[nonpoly].acc));
      return false;
    }
    if (nonlinear) {
      for (int k = 0; k < written.n; k++)
        add_row(&cands, written.v[k]);
      for (int p = 0; p < D->params.n; p++) {
        struct ir_var *w = D->params.v[p];
        bool all = true;
        for (int i = 0; i < na && all; i++)
          for (int k = 0; k < as[i].cur->n && all; k++) {
            const struct mono *m = &as[i].cur->m[k];
            if (m->deg < 2)
              continue;
            bool has = false;
            for (int d = 0; d < m->deg; d++)
              has |= m->v[d] == w;
            all = has;
          }
        if (all)
          add_row(&cands, param_row(ir_aff_var(w)));
      }
    } else {
      /* The innermost row length is the smallest coefficient. */
      cands = consts;
    }
    if (cands.n == 0) {
      if (nonlinear) {
        diag_remark(a->loc, "cannot delinearise '%s': its subscripts are not of the form "
                            "e1 * W + e0 with a parameter or constant row length W", a->name);
        return false;
      }
      break;
    }
    struct poly **hi = ir_alloc(sizeof(struct poly *) * (size_t)na);
    struct ir_aff **lo = ir_alloc(sizeof(struct ir_aff *) * (size_t)na);
    int bad = -1;
    enum fit why = FIT_UNKNOWN;
    struct row *chosen = NULL;
    bool level_assumed = false;
    for (int c = 0; c < cands.n && !chosen; c++) {
      int b = -1;
      enum fit f = FIT_UNKNOWN;
      bool as_w = false;
      if (try_row(D, as, na, *(struct row *)cands.v[c], hi, lo, &b, &f, &as_w)) {
        chosen = cands.v[c];
        level_assumed = as_w;
      } else if (c == 0) {
        bad = b;
        why = f;
      }
    }
    if (!chosen) {
      /* Stop at the dimensions found so far when the rest is affine. */
      bool rest_affine = true;
      for (int i = 0; i < na; i++)
        rest_affine &= poly_degree(as[i].cur) <= 1;
      if (rows.n > 0 && rest_affine && !nonlinear)
        break;
      struct row w0 = *(struct row *)cands.v[0];
      if (bad < 0)
        break;
      const char *sub = subscript_str(as[bad].acc);
      const char *wn = row_str(w0);
      switch (why) {
      case FIT_NEGATIVE:
        diag_remark(as[bad].acc->loc, "cannot delinearise '%s': the column part of %s may be "
                                      "negative (row length '%s')", a->name, sub, wn);
        break;
      case FIT_EXCEEDS:
        diag_remark(as[bad].acc->loc, "cannot delinearise '%s': %s may exceed the row length "
                                      "'%s'", a->name, sub, wn);
        break;
      case FIT_NOT_AFFINE:
        diag_remark(as[bad].acc->loc, "cannot delinearise '%s': %s does not split into an affine "
                                      "column and a row times '%s'", a->name, sub, wn);
        break;
      default:
        diag_remark(as[bad].acc->loc, "cannot delinearise '%s': cannot bound %s", a->name, sub);
        break;
      }
      return false;
    }
    *assumed |= level_assumed;
    ir_vec_push(&rows, chosen);
    for (int i = 0; i < na; i++) {
      as[i].cur = hi[i];
      ir_vec_push(&as[i].inner, lo[i]);
    }
  }
  if (rows.n == 0)
    return false;
  for (int i = 0; i < na; i++)
    if (poly_degree(as[i].cur) > 1 || !poly_to_aff(as[i].cur)) {
      diag_remark(as[i].acc->loc, "cannot delinearise '%s': the row part of %s is not affine",
                  a->name, subscript_str(as[i].acc));
      return false;
    }
  for (int i = 0; i < na; i++)
    for (int k = 0; k <= as[i].inner.n; k++) {
      const struct ir_aff *x = k < as[i].inner.n ? as[i].inner.v[k] : poly_to_aff(as[i].cur);
      bool huge = x->cst == LONG_MIN;
      for (int t = 0; t < x->nterms; t++)
        huge |= x->terms[t].coef == LONG_MIN;
      if (huge) {
        diag_remark(as[i].acc->loc, "cannot delinearise '%s': a constant in %s is too large",
                    a->name, subscript_str(as[i].acc));
        return false;
      }
    }
  /* Rewrite: A[e] becomes A[e_k]...[e_1][e_0]. */
  int nd = rows.n + 1;
  struct ir_aff **ext = ir_alloc(sizeof(struct ir_aff *) * (size_t)nd);
  for (int k = 0; k < rows.n; k++)
    ext[nd - 1 - k] = row_aff(*(struct row *)rows.v[k]);
  for (int i = 0; i < na; i++) {
    struct ir_access *acc = as[i].acc;
    struct ir_type t = acc->index[0]->type;
    struct ir_loc loc = acc->index[0]->loc;
    acc->index = ir_alloc(sizeof(struct ir_expr *) * (size_t)nd);
    acc->aff = ir_alloc(sizeof(struct ir_aff *) * (size_t)nd);
    acc->ndim = nd;
    acc->aff[0] = poly_to_aff(as[i].cur);
    for (int k = 0; k < rows.n; k++)
      acc->aff[nd - 1 - k] = as[i].inner.v[k];
    for (int d = 0; d < nd; d++)
      acc->index[d] = aff_expr(acc->aff[d], t, loc);
  }
  a->ndim = nd;
  a->extents = ext;
  return true;
}

/* ---------------------------------------------------------------- extents */

/* The one piece of a parametric maximum, as an ir_aff when it has
 * integer coefficients and no divisions. */
struct piece {
  struct ir_aff *aff;
  bool ok;
};

/* Integer isl value V (taken) as a long, if it is one and fits. */
static bool val_to_long(isl_val *v, long *out) {
  bool ok = v && isl_val_is_int(v) == isl_bool_true && isl_val_cmp_si(v, LONG_MAX) <= 0 &&
            isl_val_cmp_si(v, LONG_MIN) >= 0;
  if (ok)
    *out = isl_val_get_num_si(v);
  isl_val_free(v);
  return ok;
}

/* V (taken) is zero. */
static bool val_is_zero(isl_val *v) {
  bool z = v && isl_val_is_zero(v) == isl_bool_true;
  isl_val_free(v);
  return z;
}

/* isl_pw_aff_foreach_piece callback: convert the piece's affine function
 * over parameters into an ir_aff (struct piece). */
static isl_stat read_piece(isl_set *set, isl_aff *aff, void *user) {
  struct piece *p = user;
  p->ok = false;
  isl_set_free(set);
  isl_val *den = isl_aff_get_denominator_val(aff);
  bool ok = den && isl_val_is_one(den) == isl_bool_true && isl_aff_is_nan(aff) == isl_bool_false;
  isl_val_free(den);
  isl_size ndiv = isl_aff_dim(aff, isl_dim_div), nin = isl_aff_dim(aff, isl_dim_in);
  isl_size np = isl_aff_dim(aff, isl_dim_param);
  ok = ok && ndiv >= 0 && nin == 0 && np >= 0;
  for (int k = 0; ok && k < ndiv; k++)
    ok = val_is_zero(isl_aff_get_coefficient_val(aff, isl_dim_div, k));
  long c = 0;
  ok = ok && val_to_long(isl_aff_get_constant_val(aff), &c);
  struct ir_aff *r = ok ? ir_aff_const(c) : NULL;
  for (int k = 0; r && k < np; k++) {
    long coef;
    if (!val_to_long(isl_aff_get_coefficient_val(aff, isl_dim_param, k), &coef)) {
      r = NULL;
      break;
    }
    if (coef == 0)
      continue;
    isl_space *sp = isl_aff_get_domain_space(aff);
    isl_id *id = sp ? isl_space_get_dim_id(sp, isl_dim_param, (unsigned)k) : NULL;
    struct ir_var *v = id ? isl_id_get_user(id) : NULL;
    isl_id_free(id);
    isl_space_free(sp);
    r = v ? ir_aff_add(r, ir_aff_scale(ir_aff_var(v), coef)) : NULL;
  }
  isl_aff_free(aff);
  p->aff = r;
  p->ok = r != NULL;
  return isl_stat_ok;
}

/* One access in extent_from_accesses: its subscript in the dimension
 * asked about and its position in ACCS. */
struct xacc {
  struct ir_access *acc;
  const struct ir_aff *aff;
  int pos;
};

/* qsort order of struct xacc: by statement, then by the subscript's
 * linear part, then by position. */
static int xacc_cmp(const void *pa, const void *pb) {
  const struct xacc *a = pa, *b = pb;
  if (a->acc->stmt->id != b->acc->stmt->id)
    return a->acc->stmt->id < b->acc->stmt->id ? -1 : 1;
  int c = ir_aff_cmp_linear(a->aff, b->aff);
  if (c)
    return c;
  return a->pos < b->pos ? -1 : a->pos > b->pos;
}

/* Do accesses A and B of one statement differ in subscript D only by a
 * constant? */
static bool same_linear(const struct xacc *a, const struct xacc *b) {
  struct xacc a0 = *a, b0 = *b;
  a0.pos = b0.pos = 0;
  return xacc_cmp(&a0, &b0) == 0;
}

/* qsort order of struct xacc by position. */
static int pos_cmp(const void *pa, const void *pb) {
  const struct xacc *a = pa, *b = pb;
  return a->pos < b->pos ? -1 : a->pos > b->pos;
}

/* The union of the value sets VALS[0..N) (taken), halving their number at
 * each step so that no set is copied more than log N times. */
static isl_set *union_all(isl_set **vals, int n) {
  while (n > 1) {
    int m = 0;
    for (int i = 0; i < n; i += 2)
      vals[m++] = i + 1 < n ? isl_set_coalesce(isl_set_union(vals[i], vals[i + 1])) : vals[i];
    n = m;
  }
  return vals[0];
}

/* The largest value of subscript D of the accesses ACCS, plus one, as an
 * affine expression over parameters; NULL with *WHY otherwise.  Of the
 * accesses of one statement whose subscripts differ by a constant only
 * (a[i] + a[i + 1] + ...), the one with the largest constant decides. */
static struct ir_aff *extent_from_accesses(struct dl *D, struct ir_vec *accs, int d,
                                           const char **why) {
  for (int i = 0; i < accs->n; i++) {
    struct ir_access *acc = accs->v[i];
    if (!acc->aff[d]) {
      *why = ir_printf("the subscript at line %d is not affine", acc->loc.line);
      return NULL;
    }
  }
  if (accs->n == 0) {
    *why = "it is not accessed";
    return NULL;
  }
  /* Groups in the order of their first access, each with its largest
   * constant as the position's access: POS stays the group's first. */
  struct xacc *xs = ir_alloc(sizeof *xs * (size_t)accs->n);
  for (int i = 0; i < accs->n; i++)
    xs[i] = (struct xacc){accs->v[i], ((struct ir_access *)accs->v[i])->aff[d], i};
  qsort(xs, (size_t)accs->n, sizeof *xs, xacc_cmp);
  int ng = 0;
  for (int i = 0; i < accs->n; i++) {
    if (ng && same_linear(&xs[ng - 1], &xs[i])) {
      if (xs[i].aff->cst > xs[ng - 1].aff->cst) {
        xs[ng - 1].acc = xs[i].acc;
        xs[ng - 1].aff = xs[i].aff;
      }
      continue;
    }
    xs[ng++] = xs[i];
  }
  qsort(xs, (size_t)ng, sizeof *xs, pos_cmp);
  isl_set **vals = ir_alloc(sizeof(isl_set *) * (size_t)ng);
  for (int i = 0; i < ng; i++) {
    struct ir_access *acc = xs[i].acc;
    struct sdom sd;
    const struct ir_aff *used[1] = {acc->aff[d]};
    stmt_domain(D, acc->stmt, used, 1, &sd);
    isl_aff *x = sd.set ? to_isl(D, &sd, acc->aff[d]) : NULL;
    if (!x) {
      /* The first access of the group, as the message always named. */
      *why = ir_printf("the iteration domain at line %d is not affine",
                       ((struct ir_access *)accs->v[xs[i].pos])->loc.line);
      sdom_free(&sd);
      for (int k = 0; k < i; k++)
        isl_set_free(vals[k]);
      return NULL;
    }
    vals[i] = isl_set_apply(isl_set_copy(sd.set), isl_map_from_aff(x));
    sdom_free(&sd);
  }
  isl_set *all = union_all(vals, ng);
  isl_pw_aff *max = isl_pw_aff_coalesce(isl_set_dim_max(all, 0));
  struct piece p = {0};
  isl_size n = isl_pw_aff_n_piece(max);
  if (n == 1)
    isl_pw_aff_foreach_piece(max, read_piece, &p);
  isl_pw_aff_free(max);
  if (n != 1 || !p.ok) {
    *why = n == 0 ? "no subscript value is reached"
                  : "the largest subscript is not a single affine expression of the parameters";
    return NULL;
  }
  struct ir_aff *e = ir_aff_add_const(p.aff, 1);
  if (!e)
    *why = "the largest subscript overflows";
  return e;
}

/* ---------------------------------------------------------------- driver */

/* "M[Width][Width]" for remarks (an unknown extent prints as []). */
static char *shape_str(const struct ir_array *a) {
  struct ir_buf b = {0};
  ir_buf_puts(&b, a->name);
  for (int d = 0; d < a->ndim; d++)
    ir_buf_printf(&b, "[%s]", a->extents[d] ? ir_aff_str(a->extents[d]) : "");
  return b.s;
}

void fe_delinearize(struct ir_region *r) {
  if (r->stmts.n == 0)
    return;
  struct dl D = {0};
  D.r = r;
  D.ctx = isl_ctx_alloc();
  isl_options_set_on_error(D.ctx, ISL_ON_ERROR_CONTINUE);
  /* Random programs found extents that took isl minutes; running out
   * leaves an extent unknown (the array keeps its region on the host). */
  isl_ctx_set_max_operations(D.ctx, RANGE_MAX_OPERATIONS);
  for (int i = 0; i < r->vars.n; i++) {
    struct ir_var *v = r->vars.v[i];
    if (v->kind == IR_VAR_PARAM)
      ir_vec_push(&D.params, v);
  }
  D.node = ir_alloc(sizeof(struct ir_node *) * (size_t)r->stmts.n);
  ir_walk(r->body, find_node, &D);

  for (int ai = 0; ai < r->arrays.n; ai++) {
    struct ir_array *a = r->arrays.v[ai];
    isl_ctx_reset_operations(D.ctx);
    isl_ctx_reset_error(D.ctx);
    struct ir_vec accs = {0};
    for (int s = 0; s < r->stmts.n; s++) {
      struct ir_stmt *st = r->stmts.v[s];
      for (int k = 0; k < st->accesses.n; k++) {
        struct ir_access *acc = st->accesses.v[k];
        if (acc->array == a)
          ir_vec_push(&accs, acc);
      }
    }
    if (accs.n == 0)
      continue;
    bool delin = false, assumed = false;
    if (a->linearised && a->ndim == 1)
      delin = delinearise(&D, a, &accs, &assumed);
    for (int d = 0; d < a->ndim; d++) {
      if (a->extents[d])
        continue;
      const char *why = NULL;
      a->extents[d] = extent_from_accesses(&D, &accs, d, &why);
      if (!a->extents[d])
        diag_remark(a->loc, "extent of dimension %d of '%s' is unknown: %s", d + 1, a->name, why);
    }
    for (int i = 0; i < accs.n; i++) {
      struct ir_access *acc = accs.v[i];
      bool affine = true;
      for (int d = 0; d < acc->ndim; d++)
        affine &= acc->aff[d] || ir_aff_quasi(acc->index[d]);
      if (!affine)
        diag_remark(acc->loc, "subscript of '%s' is not affine; dependences through '%s' will be "
                              "assumed", a->name, a->name);
    }
    if (delin) {
      if (assumed) {
        struct ir_buf w = {0};
        for (int d = 1; d < a->ndim; d++)
          if (a->extents[d]->nterms > 0)
            ir_buf_printf(&w, "%s%s >= 1", w.len ? ", " : "", ir_aff_str(a->extents[d]));
        diag_remark(a->loc, "delinearised '%s' as %s, assuming %s", a->name, shape_str(a),
                    w.s ? w.s : "row lengths >= 1");
      } else
        diag_remark(a->loc, "delinearised '%s' as %s", a->name, shape_str(a));
    }
  }

  isl_ctx_free(D.ctx);
}

/* ---------------------------------------------------------------- ranges of unsigned arithmetic */

/* Intersect SET (on SD) with the ranges of the types of the parameters
 * and the iterators (an int iterator beyond INT_MAX, a long one beyond
 * LONG_MAX would have overflowed in the original program). */
static isl_set *type_ranges(struct dl *D, struct sdom *sd, isl_set *set) {
  for (int k = 0; k < D->params.n + sd->nd && set; k++) {
    const struct ir_var *v = k < D->params.n ? D->params.v[k] : sd->dims[k - D->params.n];
    long lo, hi;
    if (ir_type_is_unsigned_int(v->type)) {
      lo = 0;
      hi = ir_type_unsigned_max(v->type);
    } else if (ir_type_is_signed_int(v->type)) {
      switch (v->type.base) {
      case IR_T_CHAR: lo = SCHAR_MIN, hi = v->type.signed_char ? SCHAR_MAX : UCHAR_MAX; break;
      case IR_T_SHORT: lo = SHRT_MIN, hi = SHRT_MAX; break;
      case IR_T_INT: lo = INT_MIN, hi = INT_MAX; break;
      default: lo = LONG_MIN, hi = LONG_MAX; break;
      }
    } else
      continue;
    isl_aff *p = to_isl(D, sd, ir_aff_var((struct ir_var *)v));
    isl_aff *l = to_isl(D, sd, ir_aff_const(lo)), *h = to_isl(D, sd, ir_aff_const(hi));
    set = isl_set_intersect(set, isl_aff_ge_set(isl_aff_copy(p), l));
    set = isl_set_intersect(set, isl_aff_le_set(p, h));
  }
  return set;
}

/* " (for n = 0, m = 3)": the parameter values of BAD, lexicographically
 * smallest (in the region's order of parameters), or "". */
static char *example(struct dl *D, isl_set *bad) {
  struct ir_buf b = {0};
  isl_set *ps = isl_set_params(isl_set_copy(bad));
  unsigned np = (unsigned)D->params.n;
  ps = isl_set_move_dims(isl_set_from_params(ps), isl_dim_set, 0, isl_dim_param, 0, np);
  isl_point *pt = isl_set_sample_point(isl_set_lexmin(ps));
  for (int k = 0; pt && k < D->params.n; k++) {
    if (isl_set_involves_dims(bad, isl_dim_param, (unsigned)k, 1) != isl_bool_true)
      continue;
    isl_val *v = isl_point_get_coordinate_val(pt, isl_dim_set, k);
    char *t = isl_val_to_str(v);
    ir_buf_printf(&b, "%s%s = %s", b.len ? ", " : "", ((struct ir_var *)D->params.v[k])->name, t);
    free(t);
    isl_val_free(v);
  }
  isl_point_free(pt);
  return b.len ? ir_printf(" (for %s)", b.s) : "";
}

/* Does A stay in [RG->lo, RG->hi] on the domain of RG's point?  *WHY
 * gets an example where it does not. */
static bool range_holds(struct dl *D, const struct fe_range *rg, const struct ir_aff *a,
                        char **why) {
  struct sdom sd;
  /* Every loop around the point counts, its iterator used or not: the
   * point is reached only where each runs (A[2 * n + 0u] inside i < n
   * has n >= 1). */
  struct ir_vec affs = {0};
  ir_vec_push(&affs, (void *)a);
  for (int k = 0; k < rg->assume.n; k++)
    ir_vec_push(&affs, ((struct fe_assume *)rg->assume.v[k])->aff);
  for (const struct ir_node *c = rg->inside ? rg->node : rg->node->parent; c; c = c->parent)
    if (c->kind == IR_LOOP)
      ir_vec_push(&affs, ir_aff_var(c->iter));
  node_domain(D, rg->node, rg->inside, (const struct ir_aff *const *)affs.v, affs.n, &sd);
  isl_set *dom = sd.set ? type_ranges(D, &sd, sd.set) : NULL;
  sd.set = NULL;
  for (int k = 0; dom && k < rg->assume.n; k++) {
    const struct fe_assume *as = rg->assume.v[k];
    isl_aff *y = to_isl(D, &sd, as->aff);
    isl_aff *ylo = to_isl(D, &sd, ir_aff_const(as->lo));
    isl_aff *yhi = to_isl(D, &sd, ir_aff_const(as->hi));
    if (y && ylo && yhi) {
      dom = isl_set_intersect(dom, isl_aff_ge_set(isl_aff_copy(y), ylo));
      dom = isl_set_intersect(dom, isl_aff_le_set(y, yhi));
    } else {
      isl_aff_free(y);
      isl_aff_free(ylo);
      isl_aff_free(yhi);
    }
  }
  isl_aff *x = to_isl(D, &sd, a);
  isl_aff *lo = to_isl(D, &sd, ir_aff_const(rg->lo)), *hi = to_isl(D, &sd, ir_aff_const(rg->hi));
  bool ok = false;
  if (dom && x && lo && hi) {
    isl_set *bad = isl_aff_lt_set(isl_aff_copy(x), isl_aff_copy(lo));
    if (!rg->lo_only)
      bad = isl_set_union(bad, isl_aff_gt_set(isl_aff_copy(x), isl_aff_copy(hi)));
    bad = isl_set_intersect(isl_set_copy(dom), bad);
    isl_bool empty = isl_set_is_empty(bad);
    ok = empty == isl_bool_true;
    if (!ok && empty == isl_bool_false)
      *why = example(D, bad);
    isl_set_free(bad);
  }
  isl_aff_free(x);
  isl_aff_free(lo);
  isl_aff_free(hi);
  isl_set_free(dom);
  sdom_free(&sd);
  return ok;
}

const struct fe_range *fe_prove_ranges(struct ir_region *r, const struct ir_vec *ranges,
                                       char **why) {
  struct dl D = {0};
  D.r = r;
  D.ctx = isl_ctx_alloc();
  isl_options_set_on_error(D.ctx, ISL_ON_ERROR_CONTINUE);
  isl_ctx_set_max_operations(D.ctx, RANGE_MAX_OPERATIONS);
  for (int i = 0; i < r->vars.n; i++) {
    struct ir_var *v = r->vars.v[i];
    if (v->kind == IR_VAR_PARAM)
      ir_vec_push(&D.params, v);
  }
  const struct fe_range *bad = NULL;
  for (int k = 0; k < ranges->n && !bad; k++) {
    const struct fe_range *rg = ranges->v[k];
    *why = NULL;
    bool ok = range_holds(&D, rg, rg->aff, why);
    if (ok && rg->at_exit && rg->node->kind == IR_LOOP) {
      long c = ir_aff_coef(rg->aff, rg->node->iter), shift;
      struct ir_aff *next = __builtin_mul_overflow(c, rg->node->step, &shift)
                                ? NULL
                                : ir_aff_add_const(rg->aff, shift);
      ok = next && range_holds(&D, rg, next, why);
    }
    if (!ok)
      bad = rg;
  }
  isl_ctx_free(D.ctx);
  return bad;
}
