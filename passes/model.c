/* model.c - the polyhedral model of a region: how to find the isl model.
 *
 * One module builds, once per region (and again after a transformation
 * changed the IR), what every analysis asks isl about (pm_build):
 *
 * - the isl context, with the region's integer parameters (p_<var id>)
 *   and iterators (i_<var id>) spelled as isl names (pm_isl_name,
 *   pm_aff_isl: source names could clash with isl's keywords);
 * - each statement's instance domain (struct pm_stmt): its enclosing
 *   loops' bounds and strides and its if conditions, read through the
 *   one expression -> affine converter (ir_aff_of_expr, ir/aff.c);
 * - its place in time: the "tree path" [pos, +-i, pos, ..., pos] (a
 *   reversed loop contributes -i), as a flat map (pm_ref_schedule) and
 *   as an isl schedule tree, a band per loop and a sequence per list of
 *   siblings (pm_schedule_tree), along which isl's flow analysis works,
 *   and instances in the coordinates of some of their loops
 *   (pm_loop_coords), of which distance vectors are made;
 * - the references of each statement (struct pm_ref): every array
 *   access or scalar use, copies of one reference in a statement counted
 *   once, each its own tuple R<id> with the statement's domain, and its
 *   access relation R<id>[iterators] -> A_<array id>[subscripts] or
 *   V_<var id>[...] (pm_access; a non-affine subscript leaves its
 *   dimension free).  Scalars declared inside the region are expanded by
 *   the iterators of the loops around their declaration.
 *
 * Who asks: the dependence analysis (passes/deps.c: flow problems,
 * distance vectors and the legality queries, through pm_read_set and
 * pm_read_map in the model's context and operation budget), the
 * footprints (passes/footprint.c: pm_accesses, the accesses of one
 * array, and extent boxes in the same context) and scalar-replace
 * (whether a loop runs).  The pass manager owns each region's model
 * (pass_model) and rebuilds it after a step changed the IR; --emit=deps
 * hands it to the driver with the dependences.  isl objects are made on
 * first use and kept until pm_free, so an array the region never writes
 * costs no isl work.
 *
 * What stays outside, with an isl context of its own: passes/bounds.c
 * projects a band's domain in a new loop order (headers not yet linked
 * into the tree, the loops around the band as parameters), spelling
 * variables with pm_isl_name and pm_aff_isl; frontend/delinearize.c
 * proves subscript ranges in the frontend, before the accesses take
 * their final shape and before any model exists, reading expressions
 * through ir_aff_of_expr. */
#include "passes.h"

#include <isl/aff.h>
#include <isl/ctx.h>
#include <isl/map.h>
#include <isl/options.h>
#include <isl/schedule.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/union_set.h>
#include <isl/val.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- isl text and questions */

/* Isl spelling of a variable: i_<id> for iterators, p_<id> for
 * parameters (source names could clash with isl's keywords). */
const char *pm_isl_name(const struct ir_var *v) {
  return ir_printf("%c_%d", v->kind == IR_VAR_ITER ? 'i' : 'p', v->id);
}

bool pm_val_long(struct isl_val *v, long *out) {
  bool ok = v && isl_val_is_int(v) == isl_bool_true && isl_val_cmp_si(v, LONG_MAX) <= 0 &&
            isl_val_cmp_si(v, LONG_MIN + 1) >= 0;
  if (ok)
    *out = isl_val_get_num_si(v);
  isl_val_free(v);
  return ok;
}

char *pm_aff_isl(const struct ir_aff *a) {
  struct ir_buf b = {0};
  ir_buf_printf(&b, "%ld", a->cst);
  for (int i = 0; i < a->nterms; i++) {
    long c = a->terms[i].coef;
    unsigned long m = c < 0 ? 0UL - (unsigned long)c : (unsigned long)c;
    const struct ir_var *v = a->terms[i].var;
    /* A quotient's dividend is non-negative, so C's division is floor. */
    const char *x = v->kind == IR_VAR_QUOT
                        ? ir_printf("floor((%s)/%ld)", pm_aff_isl(v->quot), v->quot_div)
                        : pm_isl_name(v);
    ir_buf_printf(&b, " %c %lu*%s", c < 0 ? '-' : '+', m, x);
  }
  return b.s;
}

/* An isl object parsed from TEXT came back NULL: a broken invariant,
 * unless the operation bound ran out, which the text parsing again
 * without the bound tells (M->out_of_ops records it). */
static void check_isl(struct pm_model *m, const void *obj, const char *text) {
  if (obj)
    return;
  isl_ctx *ctx = m->ctx;
  unsigned long max = isl_ctx_get_max_operations(ctx);
  isl_ctx_set_max_operations(ctx, 0);
  isl_union_map *um = isl_union_map_read_from_str(ctx, text);
  isl_union_set *us = um ? NULL : isl_union_set_read_from_str(ctx, text);
  /* (a band's partial schedule: fuzz seed 200078 ran out of operations
   * there, tests/fuzz/cases/deps-tree-out-of-operations.c) */
  isl_multi_union_pw_aff *mu = um || us ? NULL : isl_multi_union_pw_aff_read_from_str(ctx, text);
  isl_ctx_set_max_operations(ctx, max);
  if (!um && !us && !mu)
    ir_internal_error("isl rejected '%s'", text);
  isl_union_map_free(um);
  isl_union_set_free(us);
  isl_multi_union_pw_aff_free(mu);
  m->out_of_ops = true;
}

bool pm_exhausted(const struct pm_model *m) {
  return m->out_of_ops || isl_ctx_last_error(m->ctx) == isl_error_quota;
}

void pm_new_question(struct pm_model *m) {
  isl_ctx_reset_operations(m->ctx);
  isl_ctx_reset_error(m->ctx);
  m->out_of_ops = false;
}

isl_set *pm_read_set(struct pm_model *m, const char *body) {
  char *s = ir_printf("%s{ %s }", m->params, body);
  isl_set *set = isl_set_read_from_str(m->ctx, s);
  check_isl(m, set, s);
  return set;
}

isl_map *pm_read_map(struct pm_model *m, const char *body) {
  char *s = ir_printf("%s{ %s }", m->params, body);
  isl_map *map = isl_map_read_from_str(m->ctx, s);
  check_isl(m, map, s);
  return map;
}

/* "[p_1, p_4] -> ": the region's parameters. */
static char *params_isl(const struct ir_region *r) {
  struct ir_buf params = {0};
  for (int k = 0; k < r->vars.n; k++) {
    struct ir_var *v = r->vars.v[k];
    if (v->kind == IR_VAR_PARAM)
      ir_buf_printf(&params, "%s%s", params.len ? ", " : "", pm_isl_name(v));
  }
  return ir_printf("[%s] -> ", params.s ? params.s : "");
}

static char *quasi_isl(const struct ir_expr *e, struct ir_buf *ex, int *nq);
static char *exists_isl(const struct ir_buf *ex, int nq, const char *body);

/* A quasi-affine condition as isl constraint text, negated when NEG;
 * NULL if some part is not quasi-affine. */
static char *cond_isl(const struct ir_expr *e, bool neg) {
  if (e->kind == IR_E_UNARY && e->op == '!')
    return cond_isl(e->a, !neg);
  if (e->kind == IR_E_BINARY && (e->op == IR_OP_AND || e->op == IR_OP_OR)) {
    char *a = cond_isl(e->a, neg), *b = cond_isl(e->b, neg);
    if (!a || !b)
      return NULL;
    bool conj = (e->op == IR_OP_AND) != neg;
    return ir_printf("(%s %s %s)", a, conj ? "and" : "or", b);
  }
  int op = e->kind == IR_E_BINARY ? e->op : IR_OP_NE;
  const struct ir_expr *le = e, *re = NULL;
  if (e->kind == IR_E_BINARY && (op == '<' || op == '>' || op == IR_OP_LE || op == IR_OP_GE ||
                                 op == IR_OP_EQ || op == IR_OP_NE)) {
    le = e->a;
    re = e->b;
  } else {
    op = IR_OP_NE; /* 'if (e)' means e != 0 */
  }
  struct ir_buf ex = {0};
  int nq = 0;
  char *ls = quasi_isl(le, &ex, &nq), *rs = re ? quasi_isl(re, &ex, &nq) : "0";
  if (!ls || !rs)
    return NULL;
  if (neg) {
    switch (op) {
    case '<': op = IR_OP_GE; break;
    case '>': op = IR_OP_LE; break;
    case IR_OP_LE: op = '>'; break;
    case IR_OP_GE: op = '<'; break;
    case IR_OP_EQ: op = IR_OP_NE; break;
    default: op = IR_OP_EQ; break;
    }
  }
  if (op == IR_OP_NE)
    return exists_isl(&ex, nq, ir_printf("(%s < %s or %s > %s)", ls, rs, ls, rs));
  return exists_isl(&ex, nq, ir_printf("%s %s %s", ls, op == IR_OP_EQ ? "=" : ir_op_str(op), rs));
}

bool pm_cond_exact(const struct ir_expr *cond) { return cond_isl(cond, false) != NULL; }

/* ---------------------------------------------------------------- statements */

/* Position of CHILD in the sibling list starting at HEAD, or -1. */
static int list_pos(const struct ir_node *head, const struct ir_node *child) {
  int k = 0;
  for (const struct ir_node *n = head; n; n = n->next, k++)
    if (n == child)
      return k;
  return -1;
}

static void add_constraint(struct ir_buf *b, const char *c) {
  if (b->len)
    ir_buf_puts(b, " and ");
  ir_buf_puts(b, c);
}

/* Constraints of loop L on its iterator: bounds and stride. */
static void loop_constraints(const struct ir_node *l, struct ir_buf *b) {
  const char *it = pm_isl_name(l->iter);
  for (int k = 0; k < l->lb.n; k++)
    add_constraint(b, ir_printf("%s >= %s", it, pm_aff_isl(l->lb.parts[k])));
  for (int k = 0; k < l->ub.n; k++)
    add_constraint(b, ir_printf("%s <= %s", it, pm_aff_isl(l->ub.parts[k])));
  /* A stride other than 1 from a single-part start; with several parts
   * the start is a max/min and the stride is dropped, which only adds
   * instances (a sound over-approximation). */
  long s = l->step < 0 ? -l->step : l->step;
  const struct ir_bound *start = l->step > 0 ? &l->lb : &l->ub;
  if (s > 1 && start->n == 1)
    add_constraint(b, ir_printf("exists (e_%d : %s = %s + %ld*e_%d)", l->iter->id, it,
                                pm_aff_isl(start->parts[0]), s, l->iter->id));
}

/* ---------------------------------------------------------------- tests in a kernel */

struct assigned {
  bool binds;
  struct ir_vec *out;
};

/* The variables a statement of N assigns (scalar assignments, and binds
 * where asked), into DATA's vector. */
static void assigned_var(struct ir_node *n, void *data) {
  struct assigned *A = data;
  if (n->kind != IR_STMT)
    return;
  const struct ir_stmt *st = n->stmt;
  if (st->kind == IR_S_DECL && st->decl && A->binds)
    ir_vec_push(A->out, st->decl);
  else if (st->kind == IR_S_ASSIGN && st->lhs && st->lhs->kind == IR_E_VAR)
    ir_vec_push(A->out, st->lhs->var);
}

void pm_assigned_vars(struct ir_node *body, bool binds, struct ir_vec *out) {
  struct assigned A = {binds, out};
  ir_walk(body, assigned_var, &A);
}

/* Does E read only integer variables none of ASSIGNED? */
static bool steady(const struct ir_expr *e, const struct ir_vec *assigned) {
  if (!e)
    return true;
  if (e->kind == IR_E_VAR)
    return ir_type_is_integer(e->var->type) && !ir_vec_contains(assigned, e->var);
  if (e->kind == IR_E_ACCESS)
    return false;
  for (int k = 0; k < e->nargs; k++)
    if (!steady(e->args[k], assigned))
      return false;
  return steady(e->a, assigned) && steady(e->b, assigned) && steady(e->c, assigned);
}

static bool steady_aff(const struct ir_aff *a, const struct ir_vec *assigned) {
  for (int t = 0; t < a->nterms; t++) {
    const struct ir_var *v = a->terms[t].var;
    if (v->kind == IR_VAR_QUOT ? !steady_aff(v->quot, assigned)
                               : ir_vec_contains(assigned, v) || !ir_type_is_integer(v->type))
      return false;
  }
  return true;
}

/* Does loop L of kernel K run exactly the iterations its bounds and
 * stride give (a mapped loop's grid or block neither more nor fewer)? */
static bool exact_loop(const struct ir_kernel *k, const struct ir_node *l) {
  if (l->map == IR_MAP_NONE)
    return true;
  /* (kernels of tiles, lanes, reductions and persistent ones map their
   * loops otherwise) */
  if (!k->tiled || k->sync || k->lanes || k->reduce || k->persist)
    return false;
  if (l->map == IR_MAP_BLOCK)
    return !k->box[l->map_dim];
  if (l->map != IR_MAP_THREAD || l->lb.n != 1 || l->ub.n != 1 || l->step <= 0 ||
      !ir_aff_is_const(l->lb.parts[0]) || !ir_aff_is_const(l->ub.parts[0]))
    return false;
  long trips = (l->ub.parts[0]->cst - l->lb.parts[0]->cst) / l->step + 1;
  return trips == k->block[l->map_dim];
}

int pm_kernel_truth(struct pm_model *m, const struct ir_kernel *k, const struct ir_vec *assigned,
                    const struct ir_node *at, const struct ir_expr *cond) {
  if (!steady(cond, assigned))
    return -1;
  char *yes = cond_isl(cond, false), *no = cond_isl(cond, true);
  if (!yes || !no)
    return -1;
  /* Every iterator and scalar a dimension (those the path leaves free
   * range over all integers). */
  struct ir_buf dims = {0}, cons = {0};
  for (int v = 0; v < m->region->vars.n; v++) {
    const struct ir_var *x = m->region->vars.v[v];
    if (x->kind == IR_VAR_ITER || x->kind == IR_VAR_SCALAR)
      ir_buf_printf(&dims, "%s%s", dims.len ? ", " : "", pm_isl_name(x));
  }
  for (const struct ir_node *c = at, *p = at->parent; p; c = p, p = p->parent) {
    if (p->kind == IR_IF && p->cond && !p->lane0 && steady(p->cond, assigned)) {
      char *t = cond_isl(p->cond, list_pos(p->then_body, c) < 0);
      if (t)
        add_constraint(&cons, t);
    } else if (p->kind == IR_LOOP && exact_loop(k, p) && !ir_vec_contains(assigned, p->iter)) {
      bool ok = true;
      for (int q = 0; q < p->lb.n; q++)
        ok &= steady_aff(p->lb.parts[q], assigned);
      for (int q = 0; q < p->ub.n; q++)
        ok &= steady_aff(p->ub.parts[q], assigned);
      if (ok)
        loop_constraints(p, &cons);
    }
  }
  const char *where = cons.len ? cons.s : "0 = 0";
  pm_new_question(m);
  isl_set *fails = pm_read_set(m, ir_printf("[%s] : %s and %s", dims.s ? dims.s : "", where, no));
  isl_set *holds = pm_read_set(m, ir_printf("[%s] : %s and %s", dims.s ? dims.s : "", where, yes));
  int truth = -1;
  if (fails && isl_set_is_empty(fails) == isl_bool_true)
    truth = 1;
  else if (holds && isl_set_is_empty(holds) == isl_bool_true)
    truth = 0;
  isl_set_free(fails);
  isl_set_free(holds);
  return pm_exhausted(m) ? -1 : truth;
}

static struct pm_stmt *stmt_new(struct pm_model *m, struct ir_node *node) {
  struct ir_region *r = m->region;
  struct pm_stmt *sc = ir_alloc(sizeof *sc);
  sc->stmt = node->stmt;
  sc->node = node;
  /* Ancestors, innermost first. */
  struct ir_vec chain = {0};
  for (struct ir_node *p = node; p; p = p->parent)
    ir_vec_push(&chain, p);
  struct ir_buf cons = {0}, iters = {0}, sched = {0};
  struct ir_vec loops = {0};
  sc->level_loop = ir_alloc(sizeof(struct ir_node *) * (size_t)(2 * chain.n + 1));
  sc->level_pos = ir_alloc(sizeof(int) * (size_t)(2 * chain.n + 1));
  for (int k = chain.n - 1; k >= 0; k--) {
    struct ir_node *n = chain.v[k];
    struct ir_node *parent = n->parent;
    int pos;
    if (!parent)
      pos = list_pos(r->body, n);
    else if (parent->kind == IR_LOOP)
      pos = list_pos(parent->body, n);
    else {
      pos = list_pos(parent->then_body, n);
      if (pos < 0)
        pos = list_pos(parent->else_body, n);
    }
    ir_buf_printf(&sched, "%s%d", sched.len ? ", " : "", pos);
    sc->level_pos[sc->sched_len++] = pos;
    if (n->kind == IR_LOOP) {
      ir_vec_push(&loops, n);
      ir_buf_printf(&iters, "%s%s", iters.len ? ", " : "", pm_isl_name(n->iter));
      ir_buf_printf(&sched, ", %s%s", n->step < 0 ? "-" : "", pm_isl_name(n->iter));
      sc->level_loop[sc->sched_len++] = n;
      loop_constraints(n, &cons);
    } else if (n->kind == IR_IF) {
      bool in_else = list_pos(n->then_body, chain.v[k - 1]) < 0;
      ir_buf_printf(&sched, ", %d", in_else ? 1 : 0);
      sc->level_pos[sc->sched_len++] = in_else;
      char *c = cond_isl(n->cond, in_else);
      if (c)
        add_constraint(&cons, c);
    }
  }
  /* A guard of iterators and parameters only (if (i % 2 == 0)) is a
   * constraint like an affine if's; one that reads arrays or scalars
   * leaves the statement's writes may-writes. */
  char *g = node->stmt->guard ? cond_isl(node->stmt->guard, false) : NULL;
  if (g) {
    add_constraint(&cons, g);
    sc->guard_exact = true;
  }
  sc->nloops = loops.n;
  sc->loops = (struct ir_node **)loops.v;
  sc->iters = iters.s ? iters.s : "";
  sc->constraints = cons.s ? cons.s : "";
  sc->sched = sched.s;
  if (sc->sched_len > m->max_sched)
    m->max_sched = sc->sched_len;
  return sc;
}

static void collect_stmt(struct ir_node *n, void *data) {
  struct pm_model *m = data;
  if (n->kind == IR_STMT)
    ir_vec_push(&m->stmts, stmt_new(m, n));
}

/* ---------------------------------------------------------------- references */

static struct pm_ref *ref_new(struct pm_model *m, struct pm_stmt *sc) {
  struct pm_ref *rf = ir_alloc(sizeof *rf);
  rf->id = m->refs.n;
  rf->st = sc;
  rf->must = true;
  ir_vec_push(&m->refs, rf);
  return rf;
}

/* The reference of SC to scalar V, created on first use (statements
 * are scanned one after the other). */
static struct pm_ref *scalar_ref(struct pm_model *m, struct pm_stmt *sc, struct ir_var *v) {
  struct pm_ref *rf = m->var_ref[v->id];
  if (rf && rf->st == sc)
    return rf;
  rf = ref_new(m, sc);
  rf->scalar = v;
  rf->rank = sc->stmt->accesses.n + v->id;
  m->var_ref[v->id] = rf;
  return rf;
}

/* Record the scalar reads in expression E (subscripts included). */
static void scan_scalar_reads(struct pm_model *m, struct pm_stmt *sc, const struct ir_expr *e) {
  if (!e)
    return;
  switch (e->kind) {
  case IR_E_VAR:
    if (e->var->kind == IR_VAR_SCALAR)
      scalar_ref(m, sc, e->var)->read = true;
    break;
  case IR_E_ACCESS:
    for (int d = 0; d < e->acc->ndim; d++)
      scan_scalar_reads(m, sc, e->acc->index[d]);
    break;
  case IR_E_CALL:
    for (int k = 0; k < e->nargs; k++)
      scan_scalar_reads(m, sc, e->args[k]);
    break;
  default:
    scan_scalar_reads(m, sc, e->a);
    scan_scalar_reads(m, sc, e->b);
    scan_scalar_reads(m, sc, e->c);
    break;
  }
}

static int count_var(const struct ir_expr *e, const struct ir_var *v) {
  if (!e)
    return 0;
  int n = e->kind == IR_E_VAR && e->var == v;
  if (e->kind == IR_E_ACCESS)
    for (int d = 0; d < e->acc->ndim; d++)
      n += count_var(e->acc->index[d], v);
  for (int k = 0; k < e->nargs; k++)
    n += count_var(e->args[k], v);
  return n + count_var(e->a, v) + count_var(e->b, v) + count_var(e->c, v);
}

static bool expr_equal(const struct ir_expr *a, const struct ir_expr *b) {
  if (!a || !b)
    return a == b;
  if (a->kind != b->kind)
    return false;
  switch (a->kind) {
  case IR_E_CONST:
    return strcmp(a->text, b->text) == 0;
  case IR_E_VAR:
    return a->var == b->var;
  case IR_E_ACCESS:
    if (a->acc->array != b->acc->array)
      return false;
    for (int d = 0; d < a->acc->ndim; d++)
      if (!expr_equal(a->acc->index[d], b->acc->index[d]))
        return false;
    return true;
  default:
    return false;
  }
}

/* The rhs operand of "x = x op e" that repeats the lhs, for the
 * associative operators + and *. */
static const struct ir_expr *self_operand(const struct ir_stmt *s) {
  const struct ir_expr *r = s->rhs;
  if (s->op != '=' || !r || r->kind != IR_E_BINARY || (r->op != '+' && r->op != '*'))
    return NULL;
  if (expr_equal(r->a, s->lhs))
    return r->a;
  if (expr_equal(r->b, s->lhs))
    return r->b;
  return NULL;
}

/* Order of two array references A and B of one statement: by array,
 * role and affine subscripts; 0 when they are the same reference.
 * References with a non-affine subscript are all different. */
static int ref_key_cmp(const struct pm_ref *a, const struct pm_ref *b) {
  long ka[] = {a->acc->array->id, a->read, a->write, a->must, a->accumulator, a->must ? 0 : a->rank};
  long kb[] = {b->acc->array->id, b->read, b->write, b->must, b->accumulator, b->must ? 0 : b->rank};
  for (size_t k = 0; k < sizeof ka / sizeof ka[0]; k++)
    if (ka[k] != kb[k])
      return ka[k] < kb[k] ? -1 : 1;
  for (int d = 0; a->must && d < a->acc->ndim; d++) {
    const struct ir_aff *x = a->acc->aff[d], *y = b->acc->aff[d];
    /* Quasi-affine subscripts (no affine form) after the affine ones,
     * each reference its own. */
    if (!x || !y)
      return !x != !y ? (!x ? 1 : -1) : (a->rank > b->rank) - (a->rank < b->rank);
    if (x->cst != y->cst)
      return x->cst < y->cst ? -1 : 1;
    int c = ir_aff_cmp_linear(x, y);
    if (c)
      return c;
  }
  return 0;
}

/* qsort order of struct pm_ref *: by key, then by position. */
static int ref_cmp(const void *pa, const void *pb) {
  const struct pm_ref *a = *(struct pm_ref *const *)pa, *b = *(struct pm_ref *const *)pb;
  int c = ref_key_cmp(a, b);
  return c ? c : a->rank < b->rank ? -1 : a->rank > b->rank;
}

static void collect_refs(struct pm_model *m, struct pm_stmt *sc) {
  struct ir_stmt *s = sc->stmt;
  const struct ir_expr *self = s->kind == IR_S_ASSIGN ? self_operand(s) : NULL;
  bool reduction_shape =
      s->kind == IR_S_ASSIGN && (s->op == '+' || s->op == '-' || s->op == '*' || self);
  struct pm_ref *cand = ir_alloc(sizeof(struct pm_ref) * (size_t)(s->accesses.n + 1));
  struct pm_ref **sorted = ir_alloc(sizeof(struct pm_ref *) * (size_t)(s->accesses.n + 1));
  for (int k = 0; k < s->accesses.n; k++) {
    struct ir_access *a = s->accesses.v[k];
    struct pm_ref *rf = &cand[k];
    rf->st = sc;
    rf->acc = a;
    rf->rank = k;
    rf->read = a->is_read;
    rf->write = a->is_write;
    /* A guarded statement may not run: its writes are may-writes, as
     * are those through a subscript that is not quasi-affine. */
    rf->must = !s->guard || sc->guard_exact;
    bool affine = true;
    for (int d = 0; d < a->ndim; d++) {
      affine &= a->aff[d] != NULL;
      if (!a->aff[d] && !ir_aff_quasi(a->index[d]))
        rf->must = false;
    }
    /* An update through a non-affine subscript (H[idx[i]] += 1) is a
     * histogram, not a reduction the mapping could keep in a register;
     * nor is one through a quotient (D[i / 2] += x). */
    if (rf->must && affine && reduction_shape &&
        ((s->lhs->kind == IR_E_ACCESS && s->lhs->acc == a) ||
                            (self && self->kind == IR_E_ACCESS && self->acc == a)))
      rf->accumulator = true;
    sorted[k] = rf;
  }
  /* One reference per group of copies (a[i] + a[i] + ...), the first in
   * textual order; sorting keeps this linear in the statement's size. */
  if (s->accesses.n > 1)
    qsort(sorted, (size_t)s->accesses.n, sizeof *sorted, ref_cmp);
  bool *first = ir_alloc(sizeof(bool) * (size_t)(s->accesses.n + 1));
  for (int k = 0; k < s->accesses.n; k++)
    first[sorted[k]->rank] = k == 0 || ref_key_cmp(sorted[k - 1], sorted[k]) != 0;
  for (int k = 0; k < s->accesses.n; k++) {
    if (!first[k])
      continue;
    struct pm_ref *rf = ref_new(m, sc);
    int id = rf->id;
    *rf = cand[k];
    rf->id = id;
  }
  scan_scalar_reads(m, sc, s->rhs);
  scan_scalar_reads(m, sc, s->guard);
  if (s->lhs && s->lhs->kind == IR_E_ACCESS)
    for (int d = 0; d < s->lhs->acc->ndim; d++)
      scan_scalar_reads(m, sc, s->lhs->acc->index[d]);
  struct ir_var *target = s->kind == IR_S_DECL ? s->decl
                          : s->lhs && s->lhs->kind == IR_E_VAR ? s->lhs->var
                                                               : NULL;
  if (target && (s->kind == IR_S_ASSIGN || s->rhs)) {
    struct pm_ref *rf = scalar_ref(m, sc, target);
    rf->write = true;
    if (s->guard && !sc->guard_exact)
      rf->must = false;
    if (s->kind == IR_S_ASSIGN && s->op != '=')
      rf->read = true;
    int uses = count_var(s->rhs, target) + 2 * count_var(s->guard, target);
    if (reduction_shape && uses == (self ? 1 : 0))
      rf->accumulator = true;
  }
}

/* The loops around the declaration of local scalar V: they expand it. */
static struct pm_stmt *decl_ctx(struct pm_model *m, const struct ir_var *v) {
  return m->decl_of[v->id];
}

/* Quasi-affine integer expression E (affine, with C's '/' and '%' by
 * positive constants) as isl text, each quotient an existential q<k>
 * whose constraints go to EX (C truncates towards zero, so each sign of
 * the dividend has its own pair of bounds); *NQ counts the quotients.
 * NULL when E is not of that form. */
static char *quasi_text(const struct ir_expr *e, struct ir_buf *ex, int *nq);

static char *quasi_isl(const struct ir_expr *e, struct ir_buf *ex, int *nq) {
  return ir_aff_quasi(e) ? quasi_text(e, ex, nq) : NULL;
}

/* quasi_isl of E, which ir_aff_quasi accepted: every part has the form
 * it checked. */
static char *quasi_text(const struct ir_expr *e, struct ir_buf *ex, int *nq) {
  struct ir_aff *aff = ir_aff_of_expr(e);
  if (aff)
    return pm_aff_isl(aff);
  if (e->kind == IR_E_CAST)
    return quasi_text(e->a, ex, nq);
  if (e->kind == IR_E_UNARY)
    return ir_printf("%s(%s)", e->op == '-' ? "-" : "", quasi_text(e->a, ex, nq));
  if (e->op == '+' || e->op == '-') {
    char *a = quasi_text(e->a, ex, nq);
    return ir_printf("(%s) %c (%s)", a, e->op, quasi_text(e->b, ex, nq));
  }
  /* A quotient times a constant (on either side), or a quotient or
   * remainder by a positive constant. */
  struct ir_aff *k = ir_aff_of_expr(e->b);
  if (e->op == '*' && !k)
    return ir_printf("%ld*(%s)", ir_aff_of_expr(e->a)->cst, quasi_text(e->b, ex, nq));
  char *a = quasi_text(e->a, ex, nq);
  if (e->op == '*')
    return ir_printf("%ld*(%s)", k->cst, a);
  int q = (*nq)++;
  long c = k->cst;
  add_constraint(ex, ir_printf("((%s >= 0 and %ld*q%d <= %s <= %ld*q%d + %ld) or "
                               "(%s < 0 and %ld*q%d >= %s >= %ld*q%d - %ld))",
                               a, c, q, a, c, q, c - 1, a, c, q, a, c, q, c - 1));
  return e->op == '/' ? ir_printf("q%d", q) : ir_printf("(%s) - %ld*q%d", a, c, q);
}

/* BODY, its NQ quotients q<k> bound by the constraints EX. */
static char *exists_isl(const struct ir_buf *ex, int nq, const char *body) {
  if (!nq)
    return (char *)body;
  struct ir_buf qs = {0};
  for (int q = 0; q < nq; q++)
    ir_buf_printf(&qs, "%sq%d", q ? ", " : "", q);
  return ir_printf("exists (%s : %s and %s)", qs.s, ex->s, body);
}

/* The constraint "NAME = E" for quasi-affine E; NULL when E is not
 * quasi-affine. */
static char *quasi_constraint(const char *name, const struct ir_expr *e) {
  struct ir_buf ex = {0};
  int nq = 0;
  char *t = quasi_isl(e, &ex, &nq);
  return t ? exists_isl(&ex, nq, ir_printf("%s = %s", name, t)) : NULL;
}

/* "R3[i_0, i_1] -> A_2[o0, o1] : <domain> and o0 = ..." */
static char *ref_access(struct pm_model *m, const struct pm_ref *rf) {
  struct ir_buf b = {0}, cons = {0};
  if (*rf->st->constraints)
    ir_buf_puts(&cons, rf->st->constraints);
  if (rf->acc) {
    const struct ir_access *a = rf->acc;
    /* An array declared in the region is a new one in each iteration of
     * the loops around its declaration: their iterators index it too. */
    struct pm_stmt *dc =
        a->array->origin == IR_ARR_REGION ? m->array_decl_of[a->array->id] : NULL;
    ir_buf_printf(&b, "R%d[%s] -> A_%d[%s%s", rf->id, rf->st->iters, a->array->id,
                  dc ? dc->iters : "", dc && *dc->iters ? ", " : "");
    for (int d = 0; d < a->ndim; d++) {
      ir_buf_printf(&b, "%so%d", d ? ", " : "", d);
      char *od = ir_printf("o%d", d), *q;
      if (a->aff[d])
        add_constraint(&cons, ir_printf("%s = %s", od, pm_aff_isl(a->aff[d])));
      else if ((q = quasi_constraint(od, a->index[d])))
        add_constraint(&cons, q);
    }
    ir_buf_puts(&b, "]");
  } else {
    struct pm_stmt *dc = rf->scalar->local ? decl_ctx(m, rf->scalar) : NULL;
    ir_buf_printf(&b, "R%d[%s] -> V_%d[%s]", rf->id, rf->st->iters, rf->scalar->id,
                  dc ? dc->iters : "");
  }
  if (cons.len)
    ir_buf_printf(&b, " : %s", cons.s);
  return b.s;
}

/* "R3[i_0] -> [0, i_0, 1, 0]": the reference's place in time, padded to
 * the region's longest schedule. */
static char *ref_schedule(struct pm_model *m, const struct pm_ref *rf) {
  struct ir_buf b = {0};
  ir_buf_printf(&b, "R%d[%s] -> [%s", rf->id, rf->st->iters, rf->st->sched);
  for (int k = rf->st->sched_len; k < m->max_sched; k++)
    ir_buf_puts(&b, ", 0");
  ir_buf_puts(&b, "]");
  if (*rf->st->constraints)
    ir_buf_printf(&b, " : %s", rf->st->constraints);
  return b.s;
}

/* ---------------------------------------------------------------- isl objects */

isl_map *pm_access(struct pm_model *m, const struct pm_ref *rf) {
  if (!m->access[rf->id])
    m->access[rf->id] = pm_read_map(m, ref_access(m, rf));
  return m->access[rf->id];
}

isl_map *pm_ref_schedule(struct pm_model *m, const struct pm_ref *rf) {
  if (!m->sched[rf->id])
    m->sched[rf->id] = pm_read_map(m, ref_schedule(m, rf));
  return m->sched[rf->id];
}

static int ref_pos_cmp_level;
static int ref_pos_cmp(const void *pa, const void *pb) {
  const struct pm_ref *a = *(struct pm_ref *const *)pa, *b = *(struct pm_ref *const *)pb;
  int x = a->st->level_pos[ref_pos_cmp_level], y = b->st->level_pos[ref_pos_cmp_level];
  return x != y ? (x < y ? -1 : 1) : (a->id > b->id) - (a->id < b->id);
}

/* The schedule of REFS[0, N) (struct pm_ref *, one loop tree) from schedule
 * level LEVEL down, as an isl schedule tree: a band per loop, a sequence
 * per list of siblings; REV runs time backwards.  isl's dependence
 * analysis works along such a tree node by node, which costs far less
 * than on the flat 2d+1 schedule maps of deep nests. */
static isl_schedule *ref_tree(struct pm_model *m, struct pm_ref **refs, int n, int level,
                              bool rev) {
  struct pm_stmt *sc = refs[0]->st;
  if (level >= sc->sched_len) {
    isl_union_set *dom = isl_union_set_empty(isl_space_params_alloc(m->ctx, 0));
    for (int k = 0; k < n; k++)
      dom = isl_union_set_add_set(dom, isl_map_domain(isl_map_copy(pm_ref_schedule(m, refs[k]))));
    return isl_schedule_from_domain(dom);
  }
  struct ir_node *loop = sc->level_loop[level];
  if (loop) {
    isl_schedule *child = ref_tree(m, refs, n, level + 1, rev);
    const char *it = pm_isl_name(loop->iter);
    bool neg = (loop->step < 0) != rev;
    struct ir_buf b = {0};
    /* (isl reads "[] -> [{ ... }]" as an empty tuple) */
    ir_buf_printf(&b, "%s[{ ", strcmp(m->params, "[] -> ") ? m->params : "");
    for (int k = 0; k < n; k++)
      ir_buf_printf(&b, "%sR%d[%s] -> [(%s%s)]", k ? "; " : "", refs[k]->id, refs[k]->st->iters,
                    neg ? "-" : "", it);
    ir_buf_puts(&b, " }]");
    isl_multi_union_pw_aff *mupa = isl_multi_union_pw_aff_read_from_str(m->ctx, b.s);
    check_isl(m, mupa, b.s);
    return isl_schedule_insert_partial_schedule(child, mupa);
  }
  ref_pos_cmp_level = level;
  qsort(refs, (size_t)n, sizeof *refs, ref_pos_cmp);
  isl_schedule *seq = NULL;
  for (int from = 0; from < n;) {
    int to = from + 1;
    while (to < n && refs[to]->st->level_pos[level] == refs[from]->st->level_pos[level])
      to++;
    isl_schedule *part = ref_tree(m, refs + from, to - from, level + 1, rev);
    ref_pos_cmp_level = level;
    seq = !seq ? part : rev ? isl_schedule_sequence(part, seq) : isl_schedule_sequence(seq, part);
    from = to;
  }
  return seq;
}

isl_map *pm_loop_coords(struct pm_model *m, const char *tuple, struct ir_node **loops, int nloops,
                        struct ir_node **keep, int nkeep) {
  struct ir_buf b = {0};
  ir_buf_printf(&b, "%s[", tuple);
  for (int k = 0; k < nloops; k++)
    ir_buf_printf(&b, "%s%s", k ? ", " : "", pm_isl_name(loops[k]->iter));
  ir_buf_puts(&b, "] -> [");
  for (int k = 0; k < nkeep; k++)
    ir_buf_printf(&b, "%s%s%s", k ? ", " : "", keep[k]->step < 0 ? "-" : "",
                  pm_isl_name(keep[k]->iter));
  ir_buf_puts(&b, "]");
  return pm_read_map(m, b.s);
}

isl_set *pm_leading_deltas(struct pm_model *m, isl_map *rel, struct ir_node **ls, int ns,
                           struct ir_node **lt, int nt, int n) {
  const char *src_tuple = isl_map_get_tuple_name(rel, isl_dim_in);
  const char *sink_tuple = isl_map_get_tuple_name(rel, isl_dim_out);
  isl_map *to_src = pm_loop_coords(m, src_tuple, ls, ns, ls, n);
  isl_map *to_sink = pm_loop_coords(m, sink_tuple, lt, nt, lt, n);
  rel = isl_map_apply_range(isl_map_apply_domain(rel, to_src), to_sink);
  return isl_map_deltas(rel);
}

isl_schedule *pm_schedule_tree(struct pm_model *m, struct pm_ref **refs, int n, bool rev) {
  struct pm_ref **v = ir_alloc(sizeof(struct pm_ref *) * (size_t)(n + 1));
  memcpy(v, refs, sizeof(struct pm_ref *) * (size_t)n);
  return ref_tree(m, v, n, 0, rev);
}

/* ---------------------------------------------------------------- footprint accesses */

/* Do affine accesses X and Y differ in the constants of their subscripts
 * only (a[i + 1] and a[i - 3])? */
static bool same_but_constants(const struct ir_access *x, const struct ir_access *y) {
  for (int d = 0; d < x->ndim; d++) {
    if (!x->aff[d] || !y->aff[d] || ir_aff_cmp_linear(x->aff[d], y->aff[d]) != 0)
      return false;
  }
  return true;
}

/* Does X's constant vector come before Y's in dimension D (D < 0:
 * lexicographically)? */
static bool constants_before(const struct ir_access *x, const struct ir_access *y, int d) {
  for (int k = d < 0 ? 0 : d; k < x->ndim; k++) {
    if (x->aff[k]->cst != y->aff[k]->cst)
      return x->aff[k]->cst < y->aff[k]->cst;
    if (d >= 0)
      break;
  }
  return false;
}

/* Accesses of one statement that differ in their constants only are
 * translates of one set: their union has the lexicographic and the
 * per-dimension extremes of the translates by the extreme constants
 * (a[i] + a[i + 1] + ... + a[i + 19999] has those of a[i] and
 * a[i + 19999]).  Mark in KEEP the accesses of ST to A (writes only with
 * WRITES_ONLY) that a footprint needs: the extremes of each such group
 * and every access with a subscript that is not affine.  Linear in the
 * accesses for a handful of groups. */
static void footprint_accesses(const struct ir_stmt *st, const struct ir_array *a,
                               bool writes_only, bool *keep) {
  struct group {
    const struct ir_access *rep;
    int *lo, *hi; /* extreme accesses (indices), [0] lexicographic, [1 + d] dimension d */
  };
  struct ir_vec groups = {0};
  for (int j = 0; j < st->accesses.n; j++) {
    const struct ir_access *acc = st->accesses.v[j];
    keep[j] = false;
    if (acc->array != a || (writes_only && !acc->is_write))
      continue;
    bool affine = true;
    for (int d = 0; d < acc->ndim; d++)
      affine &= acc->aff[d] != NULL;
    if (!affine) {
      keep[j] = true;
      continue;
    }
    struct group *g = NULL;
    for (int k = 0; k < groups.n && !g; k++)
      if (same_but_constants(((struct group *)groups.v[k])->rep, acc))
        g = groups.v[k];
    if (!g) {
      g = ir_alloc(sizeof *g);
      g->rep = acc;
      g->lo = ir_alloc(sizeof(int) * (size_t)(acc->ndim + 1));
      g->hi = ir_alloc(sizeof(int) * (size_t)(acc->ndim + 1));
      for (int d = 0; d <= acc->ndim; d++)
        g->lo[d] = g->hi[d] = j;
      ir_vec_push(&groups, g);
      continue;
    }
    for (int d = -1; d < acc->ndim; d++) {
      if (constants_before(acc, st->accesses.v[g->lo[d + 1]], d))
        g->lo[d + 1] = j;
      if (constants_before(st->accesses.v[g->hi[d + 1]], acc, d))
        g->hi[d + 1] = j;
    }
  }
  for (int k = 0; k < groups.n; k++) {
    const struct group *g = groups.v[k];
    for (int d = 0; d <= g->rep->ndim; d++)
      keep[g->lo[d]] = keep[g->hi[d]] = true;
  }
}

isl_union_map *pm_accesses(struct pm_model *m, const struct ir_array *a, bool writes_only) {
  struct ir_buf b = {0};
  int id = 0;
  for (int k = 0; k < m->stmts.n; k++) {
    struct pm_stmt *sc = m->stmts.v[k];
    bool *keep = ir_alloc(sizeof(bool) * (size_t)(sc->stmt->accesses.n + 1));
    footprint_accesses(sc->stmt, a, writes_only, keep);
    for (int j = 0; j < sc->stmt->accesses.n; j++) {
      struct ir_access *acc = sc->stmt->accesses.v[j];
      if (!keep[j])
        continue;
      struct pm_ref rf = {.id = id++, .st = sc, .acc = acc};
      ir_buf_printf(&b, "%s%s", b.len ? "; " : "", ref_access(m, &rf));
    }
  }
  if (!b.len)
    return NULL;
  char *text = ir_printf("%s{ %s }", m->params, b.s);
  isl_union_map *u = isl_union_map_read_from_str(m->ctx, text);
  check_isl(m, u, text);
  return u;
}

/* ---------------------------------------------------------------- building */

struct pm_model *pm_build(struct ir_region *r) {
  struct pm_model *m = ir_alloc(sizeof *m);
  m->region = r;
  m->ctx = isl_ctx_alloc();
  isl_options_set_on_error(m->ctx, ISL_ON_ERROR_CONTINUE);
  m->params = params_isl(r);
  ir_walk(r->body, collect_stmt, m);
  for (int k = 0; k < m->stmts.n; k++)
    if (((struct pm_stmt *)m->stmts.v[k])->nloops > m->depth)
      m->depth = ((struct pm_stmt *)m->stmts.v[k])->nloops;
  if (m->depth > DEP_MAX_DEPTH)
    return m; /* too deep to ask isl anything: no references */
  m->var_ref = ir_alloc(sizeof(struct pm_ref *) * (size_t)(r->vars.n + 1));
  m->decl_of = ir_alloc(sizeof(struct pm_stmt *) * (size_t)(r->vars.n + 1));
  m->array_decl_of = ir_alloc(sizeof(struct pm_stmt *) * (size_t)(r->arrays.n + 1));
  for (int k = 0; k < m->stmts.n; k++) {
    struct pm_stmt *sc = m->stmts.v[k];
    if (sc->stmt->kind == IR_S_DECL && !m->decl_of[sc->stmt->decl->id])
      m->decl_of[sc->stmt->decl->id] = sc;
    if (sc->stmt->kind == IR_S_ARRAY_DECL)
      m->array_decl_of[sc->stmt->array->id] = sc;
    collect_refs(m, sc);
  }
  m->access = ir_alloc(sizeof(isl_map *) * (size_t)(m->refs.n + 1));
  m->sched = ir_alloc(sizeof(isl_map *) * (size_t)(m->refs.n + 1));
  return m;
}

void pm_free(struct pm_model *m) {
  if (!m)
    return;
  for (int k = 0; m->access && k < m->refs.n; k++) {
    isl_map_free(m->access[k]);
    isl_map_free(m->sched[k]);
  }
  isl_ctx_free(m->ctx);
  m->ctx = NULL;
}
