/* reschedule.c - the reschedule pass: a new execution order for a loop
 * nest at the top of a region, from isl's scheduler, and the nest rebuilt
 * from isl's AST generator.
 *
 * The scheduler (Pluto-style, Bondhugula et al., PLDI 2008, as isl
 * implements it) gets the nest's statement instances (the model's
 * domains), every dependence between them as a validity constraint, and
 * the same relations as coincidence constraints (so that it looks for
 * loops that carry none: parallel ones, outermost first) and proximity
 * constraints (so that dependent instances run close together).  The
 * schedule it returns may split the nest into several (fission), join
 * statements (fusion), interchange and skew loops.  isl's AST generator
 * scans it into loops and conditions, which become tilec IR: each
 * statement instance S(e0, e1, ...) is a copy of the statement with its
 * iterators replaced by the affine expressions e0, e1, ... of the new
 * iterators.  A new loop whose iterator some statement under it reads as
 * one of its own (W[i][c - i]: the new 'i' is the old 'i') takes that
 * iterator's name, type and source line, so remarks and recipe steps
 * keep the source's names; the others are 'c', 'c2', ...
 *
 * Every dependence is a validity constraint, so the new order keeps each
 * source before its sink: the pass needs no legality check of its own,
 * only an exact domain (a loop with a stride from a max, an if the model
 * cannot read, a declaration in the nest: refused).  In the automatic
 * pipeline a new nest without a parallel loop is dropped again. */
#include "passes.h"

#include <isl/ast.h>
#include <isl/ast_build.h>
#include <isl/ctx.h>
#include <isl/id.h>
#include <isl/constraint.h>
#include <isl/map.h>
#include <isl/options.h>
#include <isl/schedule.h>
#include <isl/schedule_node.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/union_set.h>
#include <isl/val.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

/* isl operations the scheduler and the AST generator may take. */
#define RESCHEDULE_MAX_OPERATIONS 4000000
/* The largest coefficient of an iterator in the new schedule. */
#define MAX_COEFFICIENT 4
/* The most statement pieces index-set splitting schedules at once. */
#define MAX_PIECES 12

/* seq_depth of a schedule without a parallel loop around some work. */
#define NO_PARALLELISM 1000
/* The most loops a new nest may have (names t0 .. t31 in isl's AST). */
#define MAX_DEPTH 32

/* One new loop's iterator and what it stands for. */
struct new_iter {
  struct ir_var *var;
  struct ir_node *loop;
  struct new_iter *outer; /* the enclosing new loop's */
  struct ir_var *orig;    /* an original iterator it equals, if any */
  struct ir_node *orig_loop; /* that iterator's loop, for the first statement that showed it */
  bool mixed;             /* it equals iterators of different names */
};

struct resched {
  struct pass_ctx *ctx;
  struct ir_region *r;
  struct pm_model *m;
  struct ir_vec stmts;  /* struct pm_stmt *: the nest's; S<k> in isl is stmts.v[k] */
  /* char *, per S<k>: the piece of the statement's instances it stands
   * for (isl constraints, "" for all of them: index-set splitting). */
  struct ir_vec pieces;
  struct new_iter *open[MAX_DEPTH]; /* the new loop at each depth being built */
  struct ir_vec iters;  /* struct new_iter * */
  const char *why;      /* why the AST could not be converted */
};

static const struct ir_type int_type = {IR_T_INT, false, false};

/* ---------------------------------------------------------------- the nest as isl sees it */

/* Why the nest at L cannot be rescheduled exactly, or NULL. */
static const char *unsupported(const struct ir_node *n) {
  for (; n; n = n->next) {
    if (n->kind == IR_LOOP) {
      const struct ir_bound *start = n->step > 0 ? &n->lb : &n->ub;
      if (n->step != 1 && n->step != -1 && start->n != 1)
        return ir_printf("loop '%s' (line %d) steps by %ld from a maximum", n->iter->name,
                         n->loc.line, n->step);
      if (ir_type_is_unsigned_int(n->iter->type))
        return ir_printf("loop '%s' (line %d) has an unsigned iterator", n->iter->name,
                         n->loc.line);
      if (n->iter->live_out)
        return ir_printf("the value of '%s' (line %d) is read after the region",
                         n->iter->name, n->loc.line);
      const char *w = unsupported(n->body);
      if (w)
        return w;
    } else if (n->kind == IR_IF) {
      if (!pm_cond_exact(n->cond))
        return ir_printf("the condition of the if at line %d is not affine", n->loc.line);
      const char *w = unsupported(n->then_body);
      if (!w)
        w = unsupported(n->else_body);
      if (w)
        return w;
    } else if (n->kind == IR_STMT) {
      if (n->stmt->kind == IR_S_DECL || n->stmt->kind == IR_S_ARRAY_DECL)
        return ir_printf("line %d declares '%s' in the nest", n->loc.line,
                         n->stmt->kind == IR_S_DECL ? n->stmt->decl->name : n->stmt->array->name);
    } else {
      return "it holds a kernel";
    }
  }
  return NULL;
}

/* Index of statement SC among the nest's, or -1. */
static int stmt_index(const struct resched *R, const struct pm_stmt *sc) {
  for (int k = 0; k < R->stmts.n; k++)
    if (R->stmts.v[k] == sc)
      return k;
  return -1;
}

/* The nest's statement instances: { S<k>[iterators] : constraints }. */
static isl_union_set *domain(struct resched *R) {
  isl_union_set *d = NULL;
  for (int k = 0; k < R->stmts.n; k++) {
    struct pm_stmt *sc = R->stmts.v[k];
    const char *piece = R->pieces.n ? R->pieces.v[k] : "";
    const char *cons = !*piece ? sc->constraints
                       : *sc->constraints ? ir_printf("%s and %s", sc->constraints, piece)
                                          : piece;
    isl_set *s =
        pm_read_set(R->m, ir_printf("S%d[%s]%s%s", k, sc->iters, *cons ? " : " : "", cons));
    if (!s) {
      isl_union_set_free(d);
      return NULL;
    }
    d = d ? isl_union_set_add_set(d, s) : isl_union_set_from_set(s);
  }
  return d;
}

/* The statements of dependence D's source and sink, or false. */
static bool dep_stmts(const struct resched *R, const struct dep *d, struct pm_stmt **src,
                      struct pm_stmt **sink) {
  const char *a = isl_map_get_tuple_name(d->rel, isl_dim_in);
  const char *b = isl_map_get_tuple_name(d->rel, isl_dim_out);
  int ka, kb;
  if (!a || !b || sscanf(a, "R%d", &ka) != 1 || sscanf(b, "R%d", &kb) != 1)
    return false;
  *src = ((struct pm_ref *)R->m->refs.v[ka])->st;
  *sink = ((struct pm_ref *)R->m->refs.v[kb])->st;
  return true;
}

/* S<K>'s instances, its piece only. */
static isl_set *piece_set(struct resched *R, int k) {
  struct pm_stmt *sc = R->stmts.v[k];
  const char *piece = R->pieces.v[k];
  return pm_read_set(R->m, ir_printf("S%d[%s]%s%s", k, sc->iters, *piece ? " : " : "", piece));
}

/* An equality between two iterators of a statement: the iterator of
 * its loop X minus that of loop Y plus C is 0 (j = k: X = j's, Y = k's,
 * C = 0). */
struct equality {
  int x, y;
  long c;
};

/* E as isl constraint text over SC's isl names, "i_2 - i_0 + 0". */
static char *equality_isl(const struct pm_stmt *sc, const struct equality *e) {
  return ir_printf("%s - %s + %ld", pm_isl_name(sc->loops[e->x]->iter),
                   pm_isl_name(sc->loops[e->y]->iter), e->c);
}

/* E in source terms, "j = k", "j = k + 1". */
static char *equality_str(const struct pm_stmt *sc, const struct equality *e) {
  const char *x = sc->loops[e->x]->iter->name, *y = sc->loops[e->y]->iter->name;
  return e->c == 0 ? ir_printf("%s = %s", x, y)
                   : ir_printf("%s = %s %c %ld", x, y, e->c < 0 ? '+' : '-', labs(e->c));
}

/* isl_basic_set_foreach_constraint callback: an equality constraint
 * between two iterators (x - y + c = 0) added to the list (struct
 * equality *) unless there already. */
static isl_stat equality_cand(__isl_take isl_constraint *c, void *user) {
  struct ir_vec *cands = user;
  isl_size n = isl_constraint_dim(c, isl_dim_set);
  int nonzero = 0, pos = -1, neg = -1;
  bool unit = isl_constraint_is_equality(c) == isl_bool_true;
  for (int d = 0; unit && d < n; d++) {
    isl_val *v = isl_constraint_get_coefficient_val(c, isl_dim_set, d);
    if (!isl_val_is_zero(v)) {
      nonzero++;
      if (isl_val_is_one(v))
        pos = d;
      else if (isl_val_is_negone(v))
        neg = d;
      else
        unit = false;
    }
    isl_val_free(v);
  }
  isl_size np = isl_constraint_dim(c, isl_dim_param);
  for (int d = 0; unit && d < np; d++) {
    isl_val *v = isl_constraint_get_coefficient_val(c, isl_dim_param, d);
    unit &= isl_val_is_zero(v) == isl_bool_true;
    isl_val_free(v);
  }
  isl_val *k = isl_constraint_get_constant_val(c);
  if (unit && nonzero == 2 && pos >= 0 && neg >= 0 && isl_val_is_int(k)) {
    struct equality e = {pos, neg, isl_val_get_num_si(k)};
    bool dup = false;
    for (int j = 0; j < cands->n; j++) {
      const struct equality *o = cands->v[j];
      dup |= o->x == e.x && o->y == e.y && o->c == e.c;
    }
    if (!dup) {
      struct equality *copy = ir_alloc(sizeof *copy);
      *copy = e;
      ir_vec_push(cands, copy);
    }
  }
  isl_val_free(k);
  isl_constraint_free(c);
  return isl_stat_ok;
}

static isl_stat ends_hull(__isl_take isl_basic_map *bm, void *user, bool source) {
  isl_basic_set *ends = source ? isl_basic_map_domain(bm) : isl_basic_map_range(bm);
  isl_basic_set *hull = isl_basic_set_affine_hull(ends);
  isl_stat st = isl_basic_set_foreach_constraint(hull, equality_cand, user);
  isl_basic_set_free(hull);
  return st;
}

static isl_stat source_hull(__isl_take isl_basic_map *bm, void *user) {
  return ends_hull(bm, user, true);
}

static isl_stat sink_hull(__isl_take isl_basic_map *bm, void *user) {
  return ends_hull(bm, user, false);
}

/* Where statement SC's instances could be split (index-set splitting):
 * the equalities between two of its iterators that the sources or the
 * sinks of a dependence between statements of the nest all satisfy, and
 * its instances in general do not (floyd-warshall's row k, i = k, and
 * column k, j = k: every other instance of step k reads them). */
static struct ir_vec split_candidates(struct resched *R, const struct dep_info *info,
                                      struct pm_stmt *sc) {
  struct ir_vec cands = {0}; /* struct equality * */
  for (int k = 0; k < info->deps.n; k++) {
    const struct dep *d = info->deps.v[k];
    struct pm_stmt *sta, *stb;
    if (!dep_stmts(R, d, &sta, &stb))
      continue;
    if (stmt_index(R, sta) < 0 || stmt_index(R, stb) < 0)
      continue;
    for (int side = 0; side < 2; side++) {
      if ((side == 0 ? sta : stb) != sc)
        continue;
      /* Within one iteration of the outermost loop, piece by piece. */
      isl_map *inner = isl_map_copy(d->rel);
      if (sc->nloops > 0 && isl_map_dim(inner, isl_dim_in) > 0 &&
          isl_map_dim(inner, isl_dim_out) > 0)
        inner = isl_map_equate(inner, isl_dim_in, 0, isl_dim_out, 0);
      isl_map_foreach_basic_map(inner, side == 0 ? source_hull : sink_hull, &cands);
      isl_map_free(inner);
    }
  }
  /* Not those every instance satisfies. */
  struct ir_vec kept = {0};
  isl_set *all = pm_read_set(R->m, ir_printf("[%s]%s%s", sc->iters,
                                             *sc->constraints ? " : " : "", sc->constraints));
  for (int k = 0; all && k < cands.n; k++) {
    isl_set *on = pm_read_set(R->m, ir_printf("[%s] : %s = 0", sc->iters,
                                              equality_isl(sc, cands.v[k])));
    if (on && isl_set_is_subset(all, on) == isl_bool_false)
      ir_vec_push(&kept, cands.v[k]);
    isl_set_free(on);
  }
  isl_set_free(all);
  return kept;
}

/* Is D a dependence on one of the scalars LOCAL? */
static bool on_local(const struct dep *d, const struct ir_vec *local) {
  for (int k = 0; d->scalar && k < local->n; k++)
    if (local->v[k] == d->scalar)
      return true;
  return false;
}

/* Is D an anti or output dependence on one of the scalars LOCAL? */
static bool false_dep_on(const struct dep *d, const struct ir_vec *local) {
  return d->kind != DEP_FLOW && on_local(d, local);
}

/* Is D a flow dependence on one of the scalars LOCAL (a live range)? */
static bool live_range_of(const struct dep *d, const struct ir_vec *local) {
  return d->kind == DEP_FLOW && on_local(d, local);
}

/* The dependences between statements of the nest, on S<k> tuples, that
 * KEEP selects. */
static isl_union_map *dependences(struct resched *R, const struct dep_info *info,
                                  bool (*keep)(const struct dep *, const struct ir_vec *),
                                  bool want, const struct ir_vec *local) {
  isl_union_map *deps = isl_union_map_empty(isl_space_params_alloc(R->m->ctx, 0));
  for (int k = 0; k < info->deps.n; k++) {
    const struct dep *d = info->deps.v[k];
    if (keep && keep(d, local) != want)
      continue;
    struct pm_stmt *sta, *stb;
    if (!dep_stmts(R, d, &sta, &stb))
      continue;
    /* (A statement outside the nest: the nest stays where it is.) */
    for (int sa = 0; sa < R->stmts.n; sa++)
      for (int sb = 0; sa < R->stmts.n && sb < R->stmts.n; sb++) {
        if (R->stmts.v[sa] != sta || R->stmts.v[sb] != stb)
          continue;
        isl_map *rel = isl_map_copy(d->rel);
        rel = isl_map_set_tuple_name(rel, isl_dim_in, ir_printf("S%d", sa));
        rel = isl_map_set_tuple_name(rel, isl_dim_out, ir_printf("S%d", sb));
        if (R->pieces.n) {
          rel = isl_map_intersect_domain(rel, piece_set(R, sa));
          rel = isl_map_intersect_range(rel, piece_set(R, sb));
        }
        deps = isl_union_map_add_map(deps, rel);
      }
  }
  return deps;
}

/* ---------------------------------------------------------------- isl's AST as IR */

static struct ir_aff *aff_of(struct resched *R, isl_ast_expr *e);

/* Value of integer expression E, or false. */
static bool int_of(isl_ast_expr *e, long *out) {
  if (isl_ast_expr_get_type(e) != isl_ast_expr_int)
    return false;
  isl_val *v = isl_ast_expr_get_val(e);
  bool ok = isl_val_is_int(v) == isl_bool_true && isl_val_cmp_si(v, LONG_MAX) <= 0 &&
            isl_val_cmp_si(v, LONG_MIN + 1) >= 0;
  if (ok)
    *out = isl_val_get_num_si(v);
  isl_val_free(v);
  return ok;
}

/* Argument K of operation E, affine. */
static struct ir_aff *arg_aff(struct resched *R, isl_ast_expr *e, int k) {
  isl_ast_expr *a = isl_ast_expr_op_get_arg(e, k);
  struct ir_aff *r = aff_of(R, a);
  isl_ast_expr_free(a);
  return r;
}

/* The variable isl's identifier ID names: a parameter p_<id> or a new
 * iterator t<depth>. */
static struct ir_var *var_of(struct resched *R, isl_id *id) {
  const char *name = isl_id_get_name(id);
  int k;
  if (name && sscanf(name, "p_%d", &k) == 1 && k >= 0 && k < R->r->vars.n)
    return R->r->vars.v[k];
  if (name && sscanf(name, "t%d", &k) == 1 && k >= 0 && k < MAX_DEPTH && R->open[k])
    return R->open[k]->var;
  return NULL;
}

/* Affine expression E over parameters and new iterators; NULL (with
 * R->why) if it is not one. */
static struct ir_aff *aff_of(struct resched *R, isl_ast_expr *e) {
  long c;
  switch (isl_ast_expr_get_type(e)) {
  case isl_ast_expr_int:
    if (int_of(e, &c))
      return ir_aff_const(c);
    R->why = "a constant does not fit in a long";
    return NULL;
  case isl_ast_expr_id: {
    isl_id *id = isl_ast_expr_get_id(e);
    struct ir_var *v = var_of(R, id);
    isl_id_free(id);
    if (!v)
      R->why = "the new code names an unknown variable";
    return v ? ir_aff_var(v) : NULL;
  }
  case isl_ast_expr_op:
    break;
  default:
    R->why = "the new code has an expression tilec cannot read";
    return NULL;
  }
  enum isl_ast_expr_op_type op = isl_ast_expr_op_get_type(e);
  struct ir_aff *a = NULL, *b = NULL;
  switch (op) {
  case isl_ast_expr_op_minus:
    a = arg_aff(R, e, 0);
    return a ? ir_aff_scale(a, -1) : NULL;
  case isl_ast_expr_op_add:
  case isl_ast_expr_op_sub:
  case isl_ast_expr_op_mul:
    a = arg_aff(R, e, 0);
    b = a ? arg_aff(R, e, 1) : NULL;
    if (!b)
      return NULL;
    a = ir_aff_binary(op == isl_ast_expr_op_add ? '+' : op == isl_ast_expr_op_sub ? '-' : '*', a, b);
    if (!a)
      R->why = "the new code multiplies variables";
    return a;
  case isl_ast_expr_op_div:
  case isl_ast_expr_op_pdiv_q:
  case isl_ast_expr_op_fdiv_q: {
    /* floor(x / d): of a non-negative x or exact (div, pdiv_q), C's '/'
     * computes it; floord(x, d) (fdiv_q) for any x. */
    a = arg_aff(R, e, 0);
    b = a ? arg_aff(R, e, 1) : NULL;
    if (!b)
      return NULL;
    if (!ir_aff_is_const(b) || b->cst <= 0 || ir_aff_has_quot(a)) {
      R->why = "the new code divides by a variable";
      return NULL;
    }
    if (b->cst == 1)
      return a;
    if (ir_aff_is_const(a))
      return ir_aff_const(ir_floor_div(a->cst, b->cst));
    return ir_aff_var(ir_quot_var(R->r, a, b->cst, op != isl_ast_expr_op_fdiv_q));
  }
  default:
    R->why = ir_printf("the new code has an operation tilec cannot read (isl operation %d)", op);
    return NULL;
  }
}

/* The parts of bound E, a max (lower) or min (upper) of affine
 * expressions, appended to PARTS. */
static bool bound_parts(struct resched *R, isl_ast_expr *e, bool lower, struct ir_vec *parts) {
  if (isl_ast_expr_get_type(e) == isl_ast_expr_op &&
      isl_ast_expr_op_get_type(e) == (lower ? isl_ast_expr_op_max : isl_ast_expr_op_min)) {
    isl_size n = isl_ast_expr_op_get_n_arg(e);
    for (int k = 0; k < n; k++) {
      isl_ast_expr *a = isl_ast_expr_op_get_arg(e, k);
      bool ok = bound_parts(R, a, lower, parts);
      isl_ast_expr_free(a);
      if (!ok)
        return false;
    }
    return true;
  }
  struct ir_aff *a = aff_of(R, e);
  if (a)
    ir_vec_push(parts, a);
  return a != NULL;
}

/* Is E the identifier of iterator V? */
static bool is_iter(struct resched *R, isl_ast_expr *e, const struct ir_var *v) {
  if (isl_ast_expr_get_type(e) != isl_ast_expr_id)
    return false;
  isl_id *id = isl_ast_expr_get_id(e);
  bool yes = var_of(R, id) == v;
  isl_id_free(id);
  return yes;
}

/* The upper bounds of loop over V that condition E (comparisons of V
 * joined by 'and') gives, appended to PARTS. */
static bool cond_bounds(struct resched *R, isl_ast_expr *e, const struct ir_var *v,
                        struct ir_vec *parts) {
  if (isl_ast_expr_get_type(e) != isl_ast_expr_op) {
    R->why = "a loop's end test is not a comparison";
    return false;
  }
  enum isl_ast_expr_op_type op = isl_ast_expr_op_get_type(e);
  isl_ast_expr *a = isl_ast_expr_op_get_arg(e, 0), *b = isl_ast_expr_op_get_arg(e, 1);
  bool ok = false;
  if (op == isl_ast_expr_op_and) {
    ok = cond_bounds(R, a, v, parts) && cond_bounds(R, b, v, parts);
  } else if ((op == isl_ast_expr_op_le || op == isl_ast_expr_op_lt) && is_iter(R, a, v)) {
    int first = parts->n;
    ok = bound_parts(R, b, false, parts);
    for (int k = first; ok && op == isl_ast_expr_op_lt && k < parts->n; k++)
      ok = (parts->v[k] = ir_aff_add_const(parts->v[k], -1)) != NULL;
  } else if ((op == isl_ast_expr_op_ge || op == isl_ast_expr_op_gt) && is_iter(R, b, v)) {
    int first = parts->n;
    ok = bound_parts(R, a, false, parts);
    for (int k = first; ok && op == isl_ast_expr_op_gt && k < parts->n; k++)
      ok = (parts->v[k] = ir_aff_add_const(parts->v[k], -1)) != NULL;
  } else {
    R->why = "a loop's end test is not an upper bound of its iterator";
  }
  isl_ast_expr_free(a);
  isl_ast_expr_free(b);
  return ok;
}

/* Condition E (comparisons of affine expressions and remainders, joined
 * by 'and' and 'or') as an IR expression. */
static struct ir_expr *cond_of(struct resched *R, isl_ast_expr *e, struct ir_loc loc) {
  if (isl_ast_expr_get_type(e) != isl_ast_expr_op) {
    R->why = "a condition is not a comparison";
    return NULL;
  }
  enum isl_ast_expr_op_type op = isl_ast_expr_op_get_type(e);
  if (op == isl_ast_expr_op_and || op == isl_ast_expr_op_or || op == isl_ast_expr_op_and_then ||
      op == isl_ast_expr_op_or_else) {
    isl_ast_expr *a = isl_ast_expr_op_get_arg(e, 0), *b = isl_ast_expr_op_get_arg(e, 1);
    struct ir_expr *x = cond_of(R, a, loc), *y = x ? cond_of(R, b, loc) : NULL;
    isl_ast_expr_free(a);
    isl_ast_expr_free(b);
    bool conj = op == isl_ast_expr_op_and || op == isl_ast_expr_op_and_then;
    return y ? ir_expr_binary(conj ? IR_OP_AND : IR_OP_OR, x, y, int_type) : NULL;
  }
  int cmp = op == isl_ast_expr_op_le   ? IR_OP_LE
            : op == isl_ast_expr_op_lt ? '<'
            : op == isl_ast_expr_op_ge ? IR_OP_GE
            : op == isl_ast_expr_op_gt ? '>'
            : op == isl_ast_expr_op_eq ? IR_OP_EQ
                                       : 0;
  if (!cmp) {
    R->why = ir_printf("a condition has an operation tilec cannot read (isl operation %d)", op);
    return NULL;
  }
  struct ir_expr *side[2];
  for (int k = 0; k < 2; k++) {
    isl_ast_expr *a = isl_ast_expr_op_get_arg(e, k);
    side[k] = NULL;
    enum isl_ast_expr_op_type aop =
        isl_ast_expr_get_type(a) == isl_ast_expr_op ? isl_ast_expr_op_get_type(a) : isl_ast_expr_op_error;
    if (aop == isl_ast_expr_op_pdiv_r || aop == isl_ast_expr_op_zdiv_r) {
      /* (x) % d, compared with 0: equal for both kinds of remainder. */
      struct ir_aff *x = arg_aff(R, a, 0), *d = x ? arg_aff(R, a, 1) : NULL;
      if (d && ir_aff_is_const(d) && d->cst > 0)
        side[k] = ir_expr_binary('%', ir_expr_from_aff(x, int_type, loc),
                                 ir_expr_from_aff(d, int_type, loc), int_type);
      else if (d)
        R->why = "a condition takes a remainder by a variable";
    } else {
      struct ir_aff *x = aff_of(R, a);
      if (x)
        side[k] = ir_expr_from_aff(x, int_type, loc);
    }
    isl_ast_expr_free(a);
    if (!side[k])
      return NULL;
  }
  return ir_expr_binary(cmp, side[0], side[1], int_type);
}

static struct ir_node *list_of(struct resched *R, isl_ast_node *n, struct ir_node *parent);

/* Append list L to the list from *HEAD (whose last node is *TAIL). */
static void append(struct ir_node **head, struct ir_node **tail, struct ir_node *l) {
  if (!l)
    return;
  if (*tail)
    (*tail)->next = l;
  else
    *head = l;
  for (*tail = l; (*tail)->next; *tail = (*tail)->next)
    ;
}

/* A statement instance S<k>(e0, e1, ...): a copy of statement k with its
 * iterators replaced. */
static struct ir_node *user_of(struct resched *R, isl_ast_node *n, struct ir_node *parent) {
  isl_ast_expr *call = isl_ast_node_user_get_expr(n);
  isl_ast_expr *fn = isl_ast_expr_op_get_arg(call, 0);
  isl_id *id = isl_ast_expr_get_id(fn);
  int k = -1;
  if (!id || sscanf(isl_id_get_name(id), "S%d", &k) != 1 || k < 0 || k >= R->stmts.n)
    k = -1;
  isl_id_free(id);
  isl_ast_expr_free(fn);
  struct ir_node *copy = NULL;
  if (k < 0) {
    R->why = "the new code calls an unknown statement";
  } else {
    struct pm_stmt *sc = R->stmts.v[k];
    struct ir_subst s = {sc->nloops, ir_alloc(sizeof(struct ir_var *) * (size_t)sc->nloops),
                         ir_alloc(sizeof(struct ir_aff *) * (size_t)sc->nloops)};
    bool ok = isl_ast_expr_op_get_n_arg(call) == sc->nloops + 1;
    for (int j = 0; j < sc->nloops && ok; j++) {
      s.from[j] = sc->loops[j]->iter;
      s.to[j] = arg_aff(R, call, j + 1);
      ok = s.to[j] != NULL;
      if (ok && ir_aff_has_quot(s.to[j])) {
        /* Subscripts stay affine: no quotient of the new iterators. */
        R->why = ir_printf("a statement instance at line %d needs a division of the new loops' "
                           "iterators", sc->node->loc.line);
        ok = false;
      }
      /* Which original iterator each new one is. */
      for (int d = 0; ok && d < MAX_DEPTH && R->open[d]; d++) {
        struct new_iter *it = R->open[d];
        const struct ir_aff *a = s.to[j];
        bool ident = a->nterms == 1 && a->cst == 0 && a->terms[0].coef == 1 &&
                     a->terms[0].var == it->var;
        if (ident && (!it->orig || it->orig == s.from[j] ||
                      strcmp(it->orig->name, s.from[j]->name) == 0)) {
          if (!it->orig)
            it->orig_loop = sc->loops[j];
          it->orig = s.from[j];
        }
        else if (ident)
          it->mixed = true;
      }
    }
    if (ok) {
      struct ir_node one = *sc->node;
      one.next = NULL;
      copy = ir_clone_list(&one, parent, &s);
    } else if (!R->why) {
      R->why = "a statement instance has the wrong number of coordinates";
    }
  }
  isl_ast_expr_free(call);
  return copy;
}

/* A for loop of isl's AST at depth DEPTH (its iterator is t<DEPTH>). */
static struct ir_node *for_of(struct resched *R, isl_ast_node *n, struct ir_node *parent,
                              struct ir_loc loc) {
  isl_ast_expr *it = isl_ast_node_for_get_iterator(n);
  isl_id *id = isl_ast_expr_get_id(it);
  int depth = -1;
  if (!id || sscanf(isl_id_get_name(id), "t%d", &depth) != 1 || depth < 0 || depth >= MAX_DEPTH)
    depth = -1;
  isl_id_free(id);
  isl_ast_expr_free(it);
  if (depth < 0) {
    R->why = "a new loop is deeper than tilec allows";
    return NULL;
  }
  struct new_iter *ni = ir_alloc(sizeof *ni);
  ni->var = ir_var_new(R->r, "", IR_VAR_ITER, int_type, loc);
  ni->outer = depth > 0 ? R->open[depth - 1] : NULL;
  ir_vec_push(&R->iters, ni);
  struct ir_node *l = ir_node_new(IR_LOOP, loc);
  ni->loop = l;
  l->parent = parent;
  l->iter = ni->var;
  l->iter_declared = true;
  l->strict = true;
  isl_ast_expr *init = isl_ast_node_for_get_init(n), *cond = isl_ast_node_for_get_cond(n);
  isl_ast_expr *inc = isl_ast_node_for_get_inc(n);
  struct ir_vec lb = {0}, ub = {0};
  R->open[depth] = NULL; /* the bounds do not use the loop's own iterator */
  bool ok = bound_parts(R, init, true, &lb);
  R->open[depth] = ni;
  ok = ok && cond_bounds(R, cond, ni->var, &ub);
  if (ok && (!int_of(inc, &l->step) || l->step < 1)) {
    R->why = "a new loop does not count up by a constant";
    ok = false;
  }
  isl_ast_expr_free(init);
  isl_ast_expr_free(cond);
  isl_ast_expr_free(inc);
  if (ok) {
    l->lb = (struct ir_bound){lb.n, (struct ir_aff **)lb.v};
    l->ub = (struct ir_bound){ub.n, (struct ir_aff **)ub.v};
    isl_ast_node *body = isl_ast_node_for_get_body(n);
    l->body = list_of(R, body, l);
    isl_ast_node_free(body);
    ok = l->body != NULL;
  }
  for (int d = depth; d < MAX_DEPTH; d++)
    R->open[d] = NULL;
  return ok ? l : NULL;
}

/* The IR of AST node N (a list: a block has several), children of PARENT. */
static struct ir_node *list_of(struct resched *R, isl_ast_node *n, struct ir_node *parent) {
  struct ir_loc loc = R->stmts.n ? ((struct pm_stmt *)R->stmts.v[0])->loops[0]->loc : R->r->loc;
  switch (isl_ast_node_get_type(n)) {
  case isl_ast_node_for:
    return for_of(R, n, parent, loc);
  case isl_ast_node_user:
    return user_of(R, n, parent);
  case isl_ast_node_block: {
    isl_ast_node_list *kids = isl_ast_node_block_get_children(n);
    struct ir_node *head = NULL, *tail = NULL;
    isl_size nk = isl_ast_node_list_n_ast_node(kids);
    bool ok = true;
    for (int k = 0; k < nk && ok; k++) {
      isl_ast_node *c = isl_ast_node_list_get_ast_node(kids, k);
      struct ir_node *l = list_of(R, c, parent);
      isl_ast_node_free(c);
      ok = l != NULL;
      append(&head, &tail, l);
    }
    isl_ast_node_list_free(kids);
    return ok ? head : NULL;
  }
  case isl_ast_node_if: {
    struct ir_node *f = ir_node_new(IR_IF, loc);
    f->parent = parent;
    isl_ast_expr *c = isl_ast_node_if_get_cond(n);
    f->cond = cond_of(R, c, loc);
    isl_ast_expr_free(c);
    isl_ast_node *t = isl_ast_node_if_get_then_node(n);
    f->then_body = f->cond ? list_of(R, t, f) : NULL;
    isl_ast_node_free(t);
    if (f->then_body && isl_ast_node_if_has_else_node(n) == isl_bool_true) {
      isl_ast_node *e = isl_ast_node_if_get_else_node(n);
      f->else_body = list_of(R, e, f);
      isl_ast_node_free(e);
      if (!f->else_body)
        return NULL;
    }
    return f->then_body ? f : NULL;
  }
  case isl_ast_node_mark: {
    isl_ast_node *c = isl_ast_node_mark_get_node(n);
    struct ir_node *l = list_of(R, c, parent);
    isl_ast_node_free(c);
    return l;
  }
  default:
    R->why = "the new code has a construct tilec cannot read";
    return NULL;
  }
}

/* Names for the new iterators: the original one each equals (the first
 * loop to walk it; a later one, after fission, gets a fresh name from it,
 * "i2", so that recipes can tell the loops apart), else a fresh "c". */
static void name_iters(struct resched *R) {
  struct ir_vec claimed = {0}; /* struct ir_var *: originals named so far */
  for (int k = 0; k < R->iters.n; k++) {
    struct new_iter *ni = R->iters.v[k];
    const char *name = !ni->mixed && ni->orig ? ni->orig->name : NULL;
    for (int c = 0; c < claimed.n && name; c++)
      if (claimed.v[c] == ni->orig)
        name = pass_fresh_name(R->ctx, name);
    for (struct new_iter *o = ni->outer; o && name; o = o->outer)
      if (strcmp(o->var->name, name) == 0)
        name = NULL;
    if (name) {
      ir_vec_push(&claimed, ni->orig);
      if (strcmp(name, ni->orig->name) != 0)
        ir_vec_push(&R->r->taken_names, (char *)name);
      ni->var->name = name;
      ni->var->type = ni->orig->type;
      ni->var->loc = ni->orig->loc;
      ni->loop->loc = ni->orig_loop->loc;
    } else {
      ni->var->name = pass_fresh_name(R->ctx, "c");
      /* Taken from now on, so that the next gets another. */
      ir_vec_push(&R->r->taken_names, (char *)ni->var->name);
    }
    ni->loop->label = ni->var->name;
  }
}

/* An AST build whose new loops' iterators are t0, t1, ... by depth. */
static isl_ast_build *new_build(isl_ctx *ictx) {
  isl_ast_build *b = isl_ast_build_alloc(ictx);
  isl_id_list *names = isl_id_list_alloc(ictx, MAX_DEPTH);
  for (int k = 0; k < MAX_DEPTH; k++)
    names = isl_id_list_add(names, isl_id_alloc(ictx, ir_printf("t%d", k), NULL));
  return isl_ast_build_set_iterators(b, names);
}

struct ir_node *pass_nest_from_schedule(struct pass_ctx *ctx, struct pm_model *m,
                                        const struct ir_vec *stmts, const char *const *maps,
                                        struct ir_vec *loops, const char **why) {
  struct resched R = {.ctx = ctx, .r = ctx->region, .m = m, .stmts = *stmts};
  isl_ctx *ictx = m->ctx;
  unsigned long max = isl_ctx_get_max_operations(ictx);
  isl_ctx_set_max_operations(ictx, RESCHEDULE_MAX_OPERATIONS);
  pm_new_question(m);
  isl_union_set *dom = domain(&R);
  isl_union_map *sched = NULL;
  for (int k = 0; dom && k < stmts->n; k++) {
    isl_map *mp = pm_read_map(m, maps[k]);
    if (!mp) {
      isl_union_map_free(sched);
      sched = NULL;
      break;
    }
    sched = sched ? isl_union_map_add_map(sched, mp) : isl_union_map_from_map(mp);
  }
  isl_ast_node *ast = NULL;
  if (dom && sched) {
    sched = isl_union_map_intersect_domain(sched, isl_union_set_copy(dom));
    isl_ast_build *b = new_build(ictx);
    ast = isl_ast_build_node_from_schedule_map(b, sched);
    sched = NULL;
    isl_ast_build_free(b);
  }
  isl_union_map_free(sched);
  isl_union_set_free(dom);
  bool exhausted = pm_exhausted(m);
  isl_ctx_set_max_operations(ictx, max);
  pm_new_question(m);
  int nvars = ctx->region->vars.n;
  struct ir_node *nest = ast ? list_of(&R, ast, NULL) : NULL;
  isl_ast_node_free(ast);
  if (!nest) {
    ctx->region->vars.n = nvars;
    *why = exhausted ? ir_printf("isl ran out of %d operations", RESCHEDULE_MAX_OPERATIONS)
           : !ast    ? "isl could not build the loops"
                     : R.why;
    return NULL;
  }
  name_iters(&R);
  for (int k = 0; k < R.iters.n; k++)
    ir_vec_push(loops, ((struct new_iter *)R.iters.v[k])->loop);
  return nest;
}

/* ---------------------------------------------------------------- the pass */

/* The loops of the subtree N (N alone) that lie in no parallel loop,
 * appended to OUT in textual order: with LAUNCH false, the outermost
 * that hold no parallel loop (pass_sequential_nests); with LAUNCH true,
 * the sequential ones that hold one (pass_launch_loops). */
static void nest_loops(const struct dep_info *info, struct ir_node *n, bool launch,
                       struct ir_vec *out) {
  if (n->kind == IR_LOOP && dep_loop_is_parallel(info, n, false, NULL))
    return; /* what it holds runs in its parallel iterations */
  if (n->kind == IR_LOOP && pass_holds_parallel_loop(info, n) == launch) {
    ir_vec_push(out, n);
    if (!launch)
      return;
  }
  struct ir_node *kids[2] = {n->kind == IR_LOOP ? n->body : n->then_body,
                             n->kind == IR_IF ? n->else_body : NULL};
  for (int k = 0; k < 2 && n->kind != IR_STMT; k++)
    for (struct ir_node *c = kids[k]; c; c = c->next)
      nest_loops(info, c, launch, out);
}

int pass_sequential_nests(const struct dep_info *info, struct ir_node *n) {
  struct ir_vec loops = {0};
  nest_loops(info, n, false, &loops);
  return loops.n;
}

int pass_launch_loops(const struct dep_info *info, struct ir_node *n) {
  struct ir_vec loops = {0};
  nest_loops(info, n, true, &loops);
  return loops.n;
}

/* isl_schedule_foreach_schedule_node_top_down callback: is some member
 * of a band coincident (a parallel loop)? */
static isl_bool any_coincident(__isl_keep isl_schedule_node *n, void *user) {
  bool *found = user;
  if (*found)
    return isl_bool_false;
  if (isl_schedule_node_get_type(n) == isl_schedule_node_band) {
    isl_size m = isl_schedule_node_band_n_member(n);
    for (int k = 0; k < m; k++)
      if (isl_schedule_node_band_member_get_coincident(n, k) == isl_bool_true)
        *found = true;
  }
  return isl_bool_true;
}

/* isl's schedule of the nest's statements (their pieces): every
 * dependence a validity, coincidence and proximity constraint, but those
 * on the scalars LOCAL, whose anti and output dependences are
 * conditional on their live ranges. */
static isl_schedule *compute(struct resched *R, const struct dep_info *info,
                             const struct ir_vec *local) {
  isl_union_set *dom = domain(R);
  isl_union_map *deps = dom ? dependences(R, info, false_dep_on, false, local) : NULL;
  if (deps)
    deps = isl_union_map_coalesce(isl_union_map_gist_domain(deps, isl_union_set_copy(dom)));
  isl_schedule *sched = NULL;
  if (deps) {
    isl_schedule_constraints *sc = isl_schedule_constraints_on_domain(isl_union_set_copy(dom));
    sc = isl_schedule_constraints_set_validity(sc, isl_union_map_copy(deps));
    sc = isl_schedule_constraints_set_coincidence(sc, isl_union_map_copy(deps));
    sc = isl_schedule_constraints_set_proximity(sc, deps);
    if (local->n) {
      isl_union_map *cond = dependences(R, info, live_range_of, true, local);
      isl_union_map *false_deps = dependences(R, info, false_dep_on, true, local);
      cond = isl_union_map_coalesce(isl_union_map_gist_domain(cond, isl_union_set_copy(dom)));
      false_deps =
          isl_union_map_coalesce(isl_union_map_gist_domain(false_deps, isl_union_set_copy(dom)));
      sc = isl_schedule_constraints_set_conditional_validity(sc, cond, false_deps);
    }
    sched = isl_schedule_constraints_compute_schedule(sc);
  }
  isl_union_set_free(dom);
  return sched;
}

/* The loops without parallelism around the work of node N (its subtree)
 * at DEPTH such loops above it: the most, over its branches, before the
 * first parallel loop; a branch whose statements run one instance per
 * iteration of the loops above needs none. */
static int node_depth(isl_schedule_node *n, int depth) {
  enum isl_schedule_node_type t = isl_schedule_node_get_type(n);
  if (t == isl_schedule_node_leaf) {
    isl_union_map *prefix = isl_union_map_intersect_domain(
        isl_schedule_node_get_prefix_schedule_union_map(n), isl_schedule_node_get_domain(n));
    bool one = isl_union_map_is_injective(prefix) == isl_bool_true;
    isl_union_map_free(prefix);
    return one ? depth : NO_PARALLELISM;
  }
  if (t == isl_schedule_node_band) {
    isl_size m = isl_schedule_node_band_n_member(n);
    for (int k = 0; k < m; k++) {
      if (isl_schedule_node_band_member_get_coincident(n, k) == isl_bool_true)
        return depth;
      depth++;
    }
  }
  int most = t == isl_schedule_node_band ? 0 : depth;
  isl_size nc = isl_schedule_node_n_children(n);
  for (int k = 0; k < nc; k++) {
    isl_schedule_node *c = isl_schedule_node_get_child(n, k);
    int d = node_depth(c, depth);
    isl_schedule_node_free(c);
    most = d > most ? d : most;
  }
  return most;
}

static int seq_depth(isl_schedule *s) {
  isl_schedule_node *root = isl_schedule_get_root(s);
  int d = node_depth(root, 0);
  isl_schedule_node_free(root);
  return d;
}

/* SC's pieces as S<k> of R: one per side (< 0, = 0, > 0) of each of the
 * first two equalities CANDS (all of SC without any), the empty ones
 * left out; the equalities used are added to USED. */
static void add_pieces(struct resched *R, struct pm_stmt *sc, const struct ir_vec *cands,
                       struct ir_vec *used) {
  int n = cands->n < 2 ? cands->n : 2;
  int count = 1;
  for (int k = 0; k < n; k++) {
    count *= 3;
    bool dup = false;
    char *shown = ir_printf("'%s'", equality_str(sc, cands->v[k]));
    for (int j = 0; j < used->n; j++)
      dup |= strcmp(used->v[j], shown) == 0;
    if (!dup)
      ir_vec_push(used, shown);
  }
  static const char *side[] = {"< 0", "= 0", "> 0"};
  for (int p = 0; p < count; p++) {
    struct ir_buf b = {0};
    for (int k = 0, q = p; k < n; k++, q /= 3)
      ir_buf_printf(&b, "%s%s %s", k ? " and " : "", equality_isl(sc, cands->v[k]), side[q % 3]);
    char *piece = b.s ? b.s : "";
    isl_set *s = pm_read_set(R->m, ir_printf("[%s] : %s%s%s", sc->iters, *piece ? piece : "0 = 0",
                                             *sc->constraints ? " and " : "", sc->constraints));
    bool empty = !s || isl_set_is_empty(s) == isl_bool_true;
    isl_set_free(s);
    if (empty)
      continue;
    ir_vec_push(&R->stmts, sc);
    ir_vec_push(&R->pieces, piece);
  }
}

bool pass_reschedule(struct pass_ctx *ctx, const struct pass_step *step) {
  struct ir_node *l = pass_find_loop(ctx, step, 0);
  if (!l)
    return false;
  struct ir_region *r = ctx->region;
  if (l->parent) {
    pass_refuse(ctx, step->loc, "cannot reschedule loop '%s' (line %d): reschedule takes a loop "
                "nest at the top of its region", l->iter->name, l->loc.line);
    return false;
  }
  struct ir_node one = *l;
  one.next = NULL;
  const char *why = unsupported(&one);
  struct dep_info *info = pass_deps(ctx);
  if (!why && info->too_deep)
    why = info->gave_up;
  if (why) {
    pass_refuse(ctx, step->loc, "cannot reschedule loop nest '%s' (line %d): %s", l->iter->name,
                l->loc.line, why);
    return false;
  }
  /* Why the written order falls short, for the remark: the outermost
   * loop that holds no parallel loop, and a dependence it carries. */
  const char *before = NULL;
  struct dep *blocker = NULL;
  struct ir_vec seqs = {0};
  nest_loops(info, l, false, &seqs);
  int seq_before = seqs.n;
  struct ir_node *seq = seqs.n ? seqs.v[0] : NULL;
  if (seq && !dep_loop_is_parallel(info, seq, false, &blocker) && blocker)
    before = ir_printf("'%s' carries %s", seq->iter->name, dep_str(blocker));
  struct ir_vec launchers = {0};
  nest_loops(info, l, true, &launchers);
  int launch_before = launchers.n;
  struct ir_node *host = launchers.n ? launchers.v[0] : NULL;
  if (!seq && host && !dep_loop_is_parallel(info, host, false, &blocker) && blocker)
    before = ir_printf("'%s' would launch kernels from the host: it carries %s", host->iter->name,
                       dep_str(blocker));

  struct resched R = {.ctx = ctx, .r = r, .m = info->model};
  for (int k = 0; k < R.m->stmts.n; k++) {
    struct pm_stmt *sc = R.m->stmts.v[k];
    if (sc->nloops > 0 && sc->loops[0] == l)
      ir_vec_push(&R.stmts, sc);
  }
  int nvars = r->vars.n;
  isl_ctx *ictx = R.m->ctx;
  pm_new_question(R.m);
  unsigned long max = isl_ctx_get_max_operations(ictx);
  isl_ctx_set_max_operations(ictx, RESCHEDULE_MAX_OPERATIONS);
  int outer = isl_options_get_schedule_outer_coincidence(ictx);
  int max_coef = isl_options_get_schedule_max_coefficient(ictx);
  isl_options_set_schedule_outer_coincidence(ictx, 1);
  /* Small coefficients keep the scheduler's problems small (and loop
   * bounds readable); wavefronts need 1 or 2. */
  isl_options_set_schedule_max_coefficient(ictx, MAX_COEFFICIENT);
  /* Scalars used as temporaries (ludcmp's 'w') order their instances
   * only as live ranges: the scheduler may move one (i, j)'s uses of 'w'
   * past another's where no live range crosses a parallel loop (isl's
   * conditional validity: the anti and output dependences on them need
   * only hold where some live range next to them is carried). */
  struct ir_vec local = {0};
  for (int k = 0; k < r->vars.n; k++)
    if (!pass_temporary_problem(R.m, info, r->vars.v[k], l))
      ir_vec_push(&local, r->vars.v[k]);
  /* The live ranges are asked for where they give more parallelism
   * (the written order of symm's temp2 is as good without). */
  struct ir_vec none = {0}, *ranges_of = &none;
  isl_schedule *sched = compute(&R, info, &none);
  int depth = sched ? seq_depth(sched) : NO_PARALLELISM;
  if (depth > 0 && local.n && !pm_exhausted(R.m)) {
    isl_schedule *ranges = compute(&R, info, &local);
    int d = ranges ? seq_depth(ranges) : NO_PARALLELISM;
    if (d < depth) {
      isl_schedule_free(sched);
      sched = ranges;
      depth = d;
      ranges_of = &local;
    } else {
      isl_schedule_free(ranges);
    }
  }
  /* Index-set splitting: where the best order of the whole statements
   * leaves two or more loops without parallelism around the parallel
   * ones (floyd-warshall: a wavefront inside k), the statements are cut
   * where dependences start or end on a hyperplane (row k, column k),
   * and the pieces are scheduled apart if that needs fewer. */
  struct ir_vec split = {0}; /* the equalities cut at, for the remark */
  if (depth >= 2 && !pm_exhausted(R.m)) {
    struct ir_vec stmts = R.stmts;
    struct ir_vec *cands = ir_alloc(sizeof(struct ir_vec) * (size_t)(stmts.n + 1));
    /* Up to three pieces per equality cut at, two per statement, and the
     * scheduler asks about every two pieces: a few only (floyd-warshall
     * has 9; four-deep-nest.c's four statements would have 36, and the
     * scheduler took seconds to run out of operations on them). */
    int npieces = 0;
    for (int k = 0; k < stmts.n; k++) {
      cands[k] = split_candidates(&R, info, stmts.v[k]);
      npieces += cands[k].n == 0 ? 1 : cands[k].n == 1 ? 3 : 9;
    }
    R.stmts = (struct ir_vec){0};
    for (int k = 0; k < stmts.n; k++) {
      struct ir_vec none = {0};
      add_pieces(&R, stmts.v[k], npieces <= MAX_PIECES ? &cands[k] : &none, &split);
    }
    isl_schedule *cut = split.n ? compute(&R, info, ranges_of) : NULL;
    if (cut && seq_depth(cut) < depth) {
      isl_schedule_free(sched);
      sched = cut;
    } else {
      isl_schedule_free(cut);
      R.stmts = stmts;
      R.pieces = (struct ir_vec){0};
      split.n = 0;
    }
  }
  isl_ast_node *ast = NULL;
  bool coincident = false; /* some loop of the new schedule carries no dependence */
  if (sched)
    isl_schedule_foreach_schedule_node_top_down(sched, any_coincident, &coincident);
  if (sched && !coincident && ctx->automatic) {
    /* Nothing to gain: do not build the nest at all. */
    isl_schedule_free(sched);
    sched = NULL;
  }
  if (sched) {
    isl_ast_build *b = new_build(ictx);
    ast = isl_ast_build_node_from_schedule(b, sched);
    isl_ast_build_free(b);
  }
  bool exhausted = pm_exhausted(R.m);
  isl_options_set_schedule_outer_coincidence(ictx, outer);
  isl_options_set_schedule_max_coefficient(ictx, max_coef);
  isl_ctx_set_max_operations(ictx, max);
  pm_new_question(R.m);
  struct ir_node *nest = ast ? list_of(&R, ast, NULL) : NULL;
  isl_ast_node_free(ast);
  if (!nest && !coincident && ctx->automatic && !exhausted) {
    pass_refuse(ctx, step->loc, "loop nest '%s' (line %d) stays as written: isl's schedule of it "
                "has no parallel loop either", l->iter->name, l->loc.line);
    return false;
  }
  if (!nest) {
    r->vars.n = nvars; /* the new iterators and quotients made so far */
    pass_refuse(ctx, step->loc, "cannot reschedule loop nest '%s' (line %d): %s", l->iter->name,
                l->loc.line,
                exhausted ? ir_printf("isl's scheduler ran out of %d operations",
                                      RESCHEDULE_MAX_OPERATIONS)
                : !ast    ? "isl's scheduler found no schedule"
                          : R.why);
    return false;
  }
  name_iters(&R);

  /* The new nest (one or more nodes) in place of L. */
  struct ir_vec nodes = pass_gpu_nodes(nest);
  struct ir_node **slot = ir_node_slot(r, l), *last = nest;
  while (last->next)
    last = last->next;
  last->next = l->next;
  *slot = nest;
  ir_region_number_stmts(r);
  ctx->model_stale = ctx->deps_stale = true;
  struct dep_info *now = pass_deps(ctx);
  int seq_after = 0, launch_after = 0, nnests = 0;
  for (struct ir_node *n = nest; n != l->next; n = n->next, nnests++) {
    seq_after += pass_sequential_nests(now, n);
    launch_after += pass_launch_loops(now, n);
  }
  /* Better: fewer loops without parallelism, or, with none before or
   * after, no loop left on the host around kernels where there was one
   * (symm's 'i' around its 'j' kernel: two nests of two parallel loops). */
  bool better = seq_after < seq_before ||
                (seq_before == 0 && seq_after == 0 && launch_before > 0 && launch_after == 0);
  struct ir_buf par = {0};
  for (int k = 0; k < nodes.n; k++) {
    struct ir_node *x = nodes.v[k];
    if (x->kind == IR_LOOP && dep_loop_is_parallel(now, x, false, NULL))
      ir_buf_printf(&par, "%s'%s'", par.len ? ", " : "", x->iter->name);
  }
  if ((!par.len || !better) && ctx->automatic) {
    /* Nothing gained: the nest stays as written. */
    *slot = l;
    r->vars.n = nvars;
    ir_region_number_stmts(r);
    ctx->model_stale = ctx->deps_stale = true;
    pass_refuse(ctx, step->loc, "loop nest '%s' (line %d) stays as written: %s", l->iter->name,
                l->loc.line,
                !par.len         ? "isl's schedule of it has no parallel loop either"
                : seq_before > 0 ? "isl's schedule of it leaves as much work in loops without a "
                                   "parallel loop"
                                 : "isl's schedule of it keeps a loop around the kernels");
    return false;
  }
  struct ir_buf cuts = {0};
  for (int k = 0; k < split.n; k++)
    ir_buf_printf(&cuts, "%s%s",
                  k == 0               ? ", its statements split at "
                  : k == split.n - 1   ? " and "
                                       : ", ",
                  (char *)split.v[k]);
  diag_remark(l->loc, "rescheduled loop nest '%s' (line %d) with isl's scheduler%s%s: %d loop "
              "nest%s, %s", l->iter->name, l->loc.line, before ? ir_printf(" (%s)", before) : "",
              cuts.len ? cuts.s : "",
              nnests, nnests == 1 ? "" : "s",
              par.len ? ir_printf("parallel loops %s", par.s) : "no parallel loop");
  return true;
}
