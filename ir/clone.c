/* clone.c - copying IR subtrees and substituting variables, for the
 * passes that duplicate or rewrite code: distribution copies a loop
 * header, unrolling copies a body with i := i_u + k, fusion renames an
 * iterator, and the pass manager keeps the untransformed region for the
 * run-time alias check. */
#include "ir.h"

#include <limits.h>

struct ir_aff *ir_aff_subst(const struct ir_aff *a, const struct ir_subst *s) {
  if (!a || !s)
    return (struct ir_aff *)a;
  struct ir_aff *r = ir_aff_const(a->cst);
  for (int k = 0; k < a->nterms && r; k++) {
    const struct ir_aff_term *t = &a->terms[k];
    struct ir_aff *part = NULL;
    for (int j = 0; j < s->n; j++)
      if (s->from[j] == t->var)
        part = s->to[j];
    if (!part && t->var->kind == IR_VAR_QUOT) {
      /* The dividend takes the values it took before, so it stays
       * non-negative. */
      struct ir_aff *num = ir_aff_subst(t->var->quot, s);
      long d = t->var->quot_div;
      if (ir_aff_is_const(num))
        part = ir_aff_const(ir_floor_div(num->cst, d));
      else if (!ir_aff_equal(num, t->var->quot))
        part = ir_aff_var(ir_quot_var(t->var->quot_region, num, d, t->var->quot_nonneg));
    }
    if (!part)
      part = ir_aff_var(t->var);
    r = ir_aff_add(r, ir_aff_scale(part, t->coef));
  }
  if (!r)
    ir_internal_error("affine substitution overflowed");
  return r;
}

static struct ir_expr *int_const(long v, struct ir_type type, struct ir_loc loc) {
  struct ir_expr *e = ir_expr_new(IR_E_CONST, loc);
  e->type = type;
  e->text = ir_printf("%ld", v);
  return e;
}

struct ir_expr *ir_expr_binary(int op, struct ir_expr *a, struct ir_expr *b,
                               struct ir_type type) {
  struct ir_expr *e = ir_expr_new(IR_E_BINARY, a->loc);
  e->op = op;
  e->a = a;
  e->b = b;
  e->type = type;
  return e;
}

struct ir_expr *ir_expr_cond(struct ir_expr *c, struct ir_expr *a, struct ir_expr *b,
                             struct ir_type type) {
  struct ir_expr *e = ir_expr_new(IR_E_COND, c->loc);
  e->a = c;
  e->b = a;
  e->c = b;
  e->type = type;
  return e;
}

struct ir_expr *ir_expr_var_signed(struct ir_var *v, struct ir_loc loc) {
  struct ir_expr *e = ir_expr_new(IR_E_VAR, loc);
  e->var = v;
  e->type = v->type;
  if (!ir_type_is_unsigned_int(v->type))
    return e;
  struct ir_expr *c = ir_expr_new(IR_E_CAST, loc);
  c->cast_to = c->type = (struct ir_type){IR_T_LONG, false, false};
  c->a = e;
  return c;
}

/* Quotient Q as C: x / d where x is never negative, else
 * (x - (x % d + d) % d) / d, which rounds down for every x. */
static struct ir_expr *quot_expr(const struct ir_var *q, struct ir_type type, struct ir_loc loc) {
  struct ir_expr *d = int_const(q->quot_div, type, loc);
  struct ir_expr *x = ir_expr_from_aff(q->quot, type, loc);
  if (!q->quot_nonneg) {
    struct ir_expr *r = ir_expr_binary('%', ir_expr_from_aff(q->quot, type, loc), d, type);
    r = ir_expr_binary('%', ir_expr_binary('+', r, d, type), d, type);
    x = ir_expr_binary('-', x, r, type);
  }
  return ir_expr_binary('/', x, d, type);
}

struct ir_expr *ir_expr_from_aff(const struct ir_aff *a, struct ir_type type, struct ir_loc loc) {
  struct ir_expr *e = NULL;
  for (int k = 0; k < a->nterms; k++) {
    const struct ir_aff_term *t = &a->terms[k];
    struct ir_expr *v =
        t->var->kind == IR_VAR_QUOT ? quot_expr(t->var, type, loc) : ir_expr_var_signed(t->var, loc);
    long c = t->coef < 0 && e ? -t->coef : t->coef;
    struct ir_expr *term = c == 1 ? v : ir_expr_binary('*', int_const(c, type, loc), v, type);
    if (!e)
      e = term;
    else
      e = ir_expr_binary(t->coef < 0 ? '-' : '+', e, term, type);
  }
  if (!e)
    return int_const(a->cst, type, loc);
  if (a->cst > 0)
    e = ir_expr_binary('+', e, int_const(a->cst, type, loc), type);
  else if (a->cst < 0 && a->cst != LONG_MIN)
    e = ir_expr_binary('-', e, int_const(-a->cst, type, loc), type);
  else if (a->cst < 0)
    e = ir_expr_binary('+', e, int_const(a->cst, type, loc), type);
  return e;
}

struct ir_expr *ir_clone_expr(const struct ir_expr *e, const struct ir_subst *s,
                              struct ir_stmt *owner) {
  if (!e)
    return NULL;
  if (e->kind == IR_E_VAR && s)
    for (int j = 0; j < s->n; j++)
      if (s->from[j] == e->var) {
        struct ir_expr *x = ir_expr_from_aff(s->to[j], e->type, e->loc);
        if (!ir_type_is_unsigned_int(e->type))
          return x;
        /* The value of an unsigned iterator keeps its type (i - 5 wraps
         * around in the source), computed in long from the new ones. */
        struct ir_expr *c = ir_expr_new(IR_E_CAST, e->loc);
        c->cast_to = c->type = e->type;
        c->a = x;
        return c;
      }
  struct ir_expr *c = ir_expr_new(e->kind, e->loc);
  *c = *e;
  if (e->kind == IR_E_ACCESS) {
    const struct ir_access *a = e->acc;
    struct ir_access *na = ir_alloc(sizeof *na);
    *na = *a;
    na->stmt = owner;
    na->index = ir_alloc(sizeof(struct ir_expr *) * (size_t)a->ndim);
    na->aff = ir_alloc(sizeof(struct ir_aff *) * (size_t)a->ndim);
    if (owner)
      ir_vec_push(&owner->accesses, na);
    for (int d = 0; d < a->ndim; d++) {
      na->index[d] = ir_clone_expr(a->index[d], s, owner);
      na->aff[d] = ir_aff_subst(a->aff[d], s);
    }
    c->acc = na;
    return c;
  }
  c->a = ir_clone_expr(e->a, s, owner);
  c->b = ir_clone_expr(e->b, s, owner);
  c->c = ir_clone_expr(e->c, s, owner);
  if (e->nargs) {
    c->args = ir_alloc(sizeof(struct ir_expr *) * (size_t)e->nargs);
    for (int k = 0; k < e->nargs; k++)
      c->args[k] = ir_clone_expr(e->args[k], s, owner);
  }
  return c;
}

static struct ir_bound clone_bound(const struct ir_bound *b, const struct ir_subst *s) {
  struct ir_bound r = {.n = b->n};
  r.parts = ir_alloc(sizeof(struct ir_aff *) * (size_t)(b->n ? b->n : 1));
  for (int k = 0; k < b->n; k++)
    r.parts[k] = ir_aff_subst(b->parts[k], s);
  return r;
}

static struct ir_stmt *clone_stmt(const struct ir_stmt *st, const struct ir_subst *s) {
  struct ir_stmt *c = ir_alloc(sizeof *c);
  *c = *st;
  c->accesses = (struct ir_vec){0};
  if (st->kind == IR_S_DECL) {
    c->lhs = ir_clone_expr(st->lhs, NULL, c);
  } else {
    c->lhs = ir_clone_expr(st->lhs, s, c);
  }
  c->lhs2 = ir_clone_expr(st->lhs2, s, c);
  c->lhs3 = ir_clone_expr(st->lhs3, s, c);
  c->lhs4 = ir_clone_expr(st->lhs4, s, c);
  c->rhs = ir_clone_expr(st->rhs, s, c);
  c->rhs2 = ir_clone_expr(st->rhs2, s, c);
  c->rhs3 = ir_clone_expr(st->rhs3, s, c);
  c->rhs4 = ir_clone_expr(st->rhs4, s, c);
  c->rhs5 = ir_clone_expr(st->rhs5, s, c);
  c->rhs6 = ir_clone_expr(st->rhs6, s, c);
  c->guard = ir_clone_expr(st->guard, s, c);
  c->vec_count = ir_clone_expr(st->vec_count, s, c);
  return c;
}

struct ir_node *ir_clone_list(const struct ir_node *n, struct ir_node *parent,
                              const struct ir_subst *s) {
  struct ir_node *head = NULL, **tail = &head;
  for (; n; n = n->next) {
    struct ir_node *c = ir_node_new(n->kind, n->loc);
    *c = *n;
    c->parent = parent;
    c->next = NULL;
    switch (n->kind) {
    case IR_LOOP:
      c->lb = clone_bound(&n->lb, s);
      c->ub = clone_bound(&n->ub, s);
      c->body = ir_clone_list(n->body, c, s);
      break;
    case IR_IF:
      c->cond = ir_clone_expr(n->cond, s, NULL);
      c->then_body = ir_clone_list(n->then_body, c, s);
      c->else_body = ir_clone_list(n->else_body, c, s);
      break;
    case IR_STMT:
      c->stmt = clone_stmt(n->stmt, s);
      break;
    case IR_KERNEL:
      break; /* kernels are made last, by map-gpu: shared */
    }
    *tail = c;
    tail = &c->next;
  }
  return head;
}
