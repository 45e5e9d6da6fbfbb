/* coarsen.c - the coarsen pass (recipe "coarsen LOOP,LOOP SIZE,SIZE
 * [strided|contiguous|grouped]"): thread coarsening and register tiling of a
 * kernel that gpu-tile tiled.  The named loops are the loops over a
 * tile's points (one per dimension of the band); each thread of the block
 * computes SIZE of them per dimension, so the block has TILE / SIZE
 * threads there (loop X_thread mapped to threadIdx).  Strided (the
 * default), a thread's points are BLOCK apart (i = i_first + i_thread +
 * 16 * i_sub: a warp's accesses stay contiguous); contiguous, they are
 * neighbours (i = i_first + 4 * i_thread + i_sub).  Grouped, a dimension
 * of a multiple of 4 points per thread has them in runs of 4 neighbours,
 * the runs BLOCK * 4 apart (j = j_first + 4 * j_thread + 64 * j_sub +
 * j_vec): a warp's accesses stay contiguous, and a thread's 4 points of
 * a row of a shared tile are one 16-byte load (the float matmul at 4096
 * on the H200, kernel ms: 4.40 strided, 3.70 with x grouped, 3.67 with
 * both); other dimensions stay strided.
 *
 * The thread's points are unrolled loops (X_sub) around each group of
 * statements; a loop of the code below the band whose bounds do not use
 * the band (matmul's 'k') runs once for all the thread's points, with
 * the point loops moved inside it (register tiling), and an if whose
 * condition does not use the band likewise.  A scalar that one group sets
 * and another reads becomes an array of registers, one per point
 * ('sum[i_sub][j_sub]').  Groups that touch global memory, divide or call
 * test that their point lies in the band (the guard: tiles overhang the
 * band's end).  The band is parallel (map-gpu proved it): its points may
 * run in any order and interleaving, each point's own statements in
 * order, so the pass is always legal. */
#include "passes.h"

#include <string.h>

struct coarsener {
  struct pass_ctx *ctx;
  struct ir_kernel *k;
  int n;                    /* band dimensions, outermost first below */
  struct ir_node *point[3]; /* the point loops */
  struct ir_var *first[3], *thread[3], *sub[3];
  /* Grouped: the point's place in its run of GROUP[M] (1 where the
   * dimension is not grouped: VEC[M] NULL) */
  struct ir_var *vec[3];
  long per[3], threads[3], group[3];
  bool strided;
  bool subs;                /* some dimension has more than one point per thread */
  struct ir_vec groups;     /* struct ir_vec *: nodes of each group */
  struct ir_vec regs;       /* struct ir_var *: scalars of several groups */
  struct ir_vec reg_arrays; /* struct ir_array *: theirs (with SUBS) */
  /* While building the code inside sunk loops whose bounds use the band:
   * the test that the loops' iteration is one of the point's (the
   * loops' own bounds, which run over the whole tile's range). */
  struct ir_expr *within;
  /* ... and a test that implies it for every point of the tile (the
   * band's iterators at their tile's ends), NULL where none is known. */
  struct ir_expr *within_all;
};

static bool uses_band(const struct coarsener *c, const struct ir_bound *b) {
  for (int m = 0; m < c->n; m++)
    if (pass_gpu_bound_uses(b, c->point[m]->iter))
      return true;
  return false;
}

/* Has a part of B a quotient of the band's iterators (k <= i / 2 + 1)?
 * Its extremes over the tile are not the band's bounds put in. */
static bool quotient_of_band(const struct coarsener *c, const struct ir_bound *b) {
  for (int p = 0; p < b->n; p++)
    for (int m = 0; m < c->n; m++)
      if (ir_aff_has_quot(b->parts[p]) && ir_aff_uses(b->parts[p], c->point[m]->iter))
        return true;
  return false;
}

static bool cond_uses_band(const struct coarsener *c, const struct ir_expr *e) {
  for (int m = 0; m < c->n; m++)
    if (pass_gpu_mentions(e, c->point[m]->iter))
      return true;
  return false;
}

/* Does N run once for all the thread's points: a loop whose bounds do not
 * use the band (or that steps by 1: its bounds become the least and
 * greatest over the tile, and each point's code in it tests the real
 * ones, symm's k < i), or an if without else whose condition does not
 * use the band? */
static bool sinkable(const struct coarsener *c, const struct ir_node *n) {
  if (n->kind == IR_LOOP)
    return n->map == IR_MAP_NONE &&
           (n->step == 1 || (!uses_band(c, &n->lb) && !uses_band(c, &n->ub))) &&
           !quotient_of_band(c, &n->lb) && !quotient_of_band(c, &n->ub);
  return n->kind == IR_IF && !n->else_body && !cond_uses_band(c, n->cond);
}

/* Does N, the next node of a list, run once for all the thread's points?
 * An array declared in the list stays in one group with everything after
 * it (*DECLARED, set at its declaration): each point has its own, in
 * scope for the rest of the list. */
static bool sinks(const struct coarsener *c, const struct ir_node *n, bool *declared) {
  *declared |= n->kind == IR_STMT && n->stmt->kind == IR_S_ARRAY_DECL;
  return !*declared && sinkable(c, n);
}

/* The groups of the list FIRST, in order (what plan and build agree on). */
static void find_groups(struct coarsener *c, struct ir_node *first) {
  struct ir_vec *run = NULL;
  bool declared = false;
  for (struct ir_node *n = first; n; n = n->next) {
    if (sinks(c, n, &declared)) {
      run = NULL;
      find_groups(c, n->kind == IR_LOOP ? n->body : n->then_body);
      continue;
    }
    if (!run) {
      run = ir_alloc(sizeof *run);
      ir_vec_push(&c->groups, run);
    }
    ir_vec_push(run, n);
  }
}

static bool group_mentions(struct ir_vec *g, const struct ir_var *v) {
  for (int i = 0; i < g->n; i++) {
    struct ir_node *n = g->v[i], *next = n->next;
    n->next = NULL; /* N alone */
    bool m = pass_gpu_list_mentions(n, v);
    n->next = next;
    if (m)
      return true;
  }
  return false;
}

/* Scalars declared in one group and used in another. */
static void find_regs(struct coarsener *c) {
  for (int g = 0; g < c->groups.n; g++) {
    struct ir_vec *grp = c->groups.v[g];
    for (int i = 0; i < grp->n; i++) {
      struct ir_vec nodes = pass_gpu_subtree(grp->v[i]);
      for (int j = 0; j < nodes.n; j++) {
        const struct ir_node *n = nodes.v[j];
        if (n->kind != IR_STMT || n->stmt->kind != IR_S_DECL)
          continue;
        for (int h = 0; h < c->groups.n; h++)
          if (h != g && group_mentions(c->groups.v[h], n->stmt->decl)) {
            ir_vec_push(&c->regs, n->stmt->decl);
            break;
          }
      }
    }
  }
}

static int reg_index(const struct coarsener *c, const struct ir_var *v) {
  for (int i = 0; i < c->regs.n; i++)
    if (c->regs.v[i] == v)
      return i;
  return -1;
}

/* Make the last access of ST its first (the lhs's place). */
static void lhs_first(struct ir_stmt *st) {
  struct ir_vec *v = &st->accesses;
  void *last = v->v[v->n - 1];
  for (int i = v->n - 1; i > 0; i--)
    v->v[i] = v->v[i - 1];
  v->v[0] = last;
}

/* The index of the thread's point of dimension M among its points (that
 * of its registers). */
static struct ir_aff *point_index(const struct coarsener *c, int m) {
  struct ir_aff *a = c->sub[m] ? ir_aff_scale(ir_aff_var(c->sub[m]), c->group[m]) : ir_aff_const(0);
  return c->vec[m] ? ir_aff_add(a, ir_aff_var(c->vec[m])) : a;
}

/* The register of scalar REGS[R] for the thread's current point. */
static struct ir_expr *reg_access(struct coarsener *c, int r, bool write, struct ir_stmt *owner,
                                  struct ir_loc loc) {
  struct ir_var *v = c->regs.v[r];
  if (!c->subs)
    return pass_gpu_var(v, loc);
  struct ir_aff *i0 = c->n > 1 ? point_index(c, 0) : ir_aff_const(0);
  struct ir_aff *i1 = point_index(c, c->n - 1);
  return pass_gpu_local_access(c->reg_arrays.v[r], i0, i1, write, owner, loc);
}

/* E with the scalars of REGS read from their registers. */
static struct ir_expr *subst(struct coarsener *c, struct ir_expr *e, struct ir_stmt *owner) {
  if (!e)
    return NULL;
  if (e->kind == IR_E_VAR && reg_index(c, e->var) >= 0)
    return reg_access(c, reg_index(c, e->var), false, owner, e->loc);
  if (e->kind == IR_E_ACCESS)
    for (int d = 0; d < e->acc->ndim; d++)
      e->acc->index[d] = subst(c, e->acc->index[d], owner);
  for (int i = 0; i < e->nargs; i++)
    e->args[i] = subst(c, e->args[i], owner);
  e->a = subst(c, e->a, owner);
  e->b = subst(c, e->b, owner);
  e->c = subst(c, e->c, owner);
  return e;
}

/* The list FIRST with the scalars of REGS in registers; a declaration of
 * one becomes an assignment to it, or goes when it has no initialiser. */
static struct ir_node *subst_list(struct coarsener *c, struct ir_node *first) {
  struct ir_node *head = NULL, **tail = &head;
  for (struct ir_node *n = first, *next; n; n = next) {
    next = n->next;
    n->next = NULL;
    if (n->kind == IR_LOOP)
      n->body = subst_list(c, n->body);
    if (n->kind == IR_IF) {
      n->then_body = subst_list(c, n->then_body);
      n->else_body = subst_list(c, n->else_body);
    }
    if (n->kind == IR_STMT && n->stmt->kind != IR_S_BARRIER) {
      struct ir_stmt *st = n->stmt;
      int r = st->kind == IR_S_DECL ? reg_index(c, st->decl) : -1;
      if (r >= 0 && !st->rhs)
        continue;
      st->rhs = subst(c, st->rhs, st);
      st->guard = subst(c, st->guard, st);
      if (r >= 0) {
        st->kind = IR_S_ASSIGN;
        st->decl = NULL;
        st->lhs = reg_access(c, r, true, st, st->loc);
        if (c->subs)
          lhs_first(st);
      } else if (st->kind == IR_S_ASSIGN && st->lhs->kind == IR_E_VAR &&
                 reg_index(c, st->lhs->var) >= 0) {
        st->lhs = reg_access(c, reg_index(c, st->lhs->var), true, st, st->loc);
        if (c->subs) {
          lhs_first(st);
          ((struct ir_access *)st->accesses.v[0])->is_read = st->op != '=';
        }
      } else {
        st->lhs = subst(c, st->lhs, st);
      }
    }
    *tail = n;
    tail = &n->next;
  }
  return head;
}

static bool expr_needs_guard(const struct ir_expr *e) {
  if (!e)
    return false;
  if (e->kind == IR_E_CALL || (e->kind == IR_E_BINARY && (e->op == '/' || e->op == '%')))
    return true;
  if (e->kind == IR_E_ACCESS) {
    if (e->acc->array->space == IR_SPACE_GLOBAL)
      return true;
    for (int d = 0; d < e->acc->ndim; d++)
      if (expr_needs_guard(e->acc->index[d]))
        return true;
  }
  for (int i = 0; i < e->nargs; i++)
    if (expr_needs_guard(e->args[i]))
      return true;
  return expr_needs_guard(e->a) || expr_needs_guard(e->b) || expr_needs_guard(e->c);
}

/* Must the statements FIRST.. run only for points in the band: do they
 * touch global memory, divide, call, or hold anything but statements? */
bool pass_gpu_needs_guard(const struct ir_node *first) {
  for (const struct ir_node *n = first; n; n = n->next) {
    /* (an if of affine tests, such as a point's own range of a loop run
     * over the tile's: its test is safe anywhere) */
    if (n->kind == IR_IF && !n->guard && !n->else_body && pm_cond_exact(n->cond) &&
        !pass_gpu_needs_guard(n->then_body))
      continue;
    if (n->kind != IR_STMT)
      return true;
    const struct ir_stmt *st = n->stmt;
    if (st->kind == IR_S_ASSIGN && (st->op == '/' || st->op == '%'))
      return true;
    if (expr_needs_guard(st->lhs) || expr_needs_guard(st->rhs) || expr_needs_guard(st->guard))
      return true;
  }
  return false;
}

/* The value of the band iterator of dimension M at the thread's point. */
static struct ir_expr *point_value(struct coarsener *c, int m, struct ir_loc loc) {
  long g = c->group[m];
  struct ir_aff *a = ir_aff_add(ir_aff_var(c->first[m]),
                                ir_aff_scale(ir_aff_var(c->thread[m]), c->strided ? g : c->per[m]));
  if (c->sub[m])
    a = ir_aff_add(a, ir_aff_scale(ir_aff_var(c->sub[m]), c->strided ? g * c->threads[m] : 1));
  if (c->vec[m])
    a = ir_aff_add(a, ir_aff_var(c->vec[m]));
  return ir_expr_from_aff(a, c->point[m]->iter->type, loc);
}

/* The test that the thread's point lies in the band: the ends of the
 * band's loops, and the starts of a triangular band's (a point is never
 * before its tile's start, which a box band's start bounds). */
static struct ir_expr *band_test(struct coarsener *c, struct ir_loc loc) {
  struct ir_expr *cond = NULL;
  for (int m = 0; m < c->n; m++) {
    const struct ir_node *l = c->point[m];
    int d = pass_gpu_band_dim(c->k, l->iter);
    const struct ir_node *orig = c->k->band[d];
    if (c->k->box[d])
      for (int p = 0; p < orig->lb.n; p++)
        cond = pass_gpu_and(cond, pass_gpu_compare(l->iter, IR_OP_GE, orig->lb.parts[p], loc));
    for (int p = 0; p < orig->ub.n; p++)
      cond = pass_gpu_and(cond, pass_gpu_compare(l->iter, IR_OP_LE, orig->ub.parts[p], loc));
  }
  return cond;
}

/* BODY, a group's code, for each of the thread's points; WITHIN: each
 * point tests C's WITHIN. */
static struct ir_node *for_points(struct coarsener *c, struct ir_node *body, bool guard,
                                  bool within, struct ir_loc loc);

/* Group G for each of the thread's points.  Inside sunk loops whose
 * bounds use the band, where the iteration is one of every point's
 * (C's WITHIN_ALL, the same for all the block's threads), the points run
 * without their own tests: symm's k < i outside the diagonal tiles (at
 * LARGE its tiled kernel took 0.72 ms testing every point, 0.40 ms so,
 * H200). */
static struct ir_node *wrap_group(struct coarsener *c, struct ir_vec *g) {
  struct ir_node *first = g->v[0];
  struct ir_loc loc = first->loc;
  for (int i = 0; i + 1 < g->n; i++)
    ((struct ir_node *)g->v[i])->next = g->v[i + 1];
  ((struct ir_node *)g->v[g->n - 1])->next = NULL;
  bool guard = pass_gpu_needs_guard(first);
  struct ir_node *body = subst_list(c, first);
  if (!body)
    return NULL;
  if (!c->within || !c->within_all)
    return for_points(c, body, guard, c->within != NULL, loc);
  struct ir_node *split = ir_node_new(IR_IF, loc);
  split->cond = ir_clone_expr(c->within_all, NULL, NULL);
  split->then_body = for_points(c, ir_clone_list(body, NULL, NULL), guard, false, loc);
  split->else_body = for_points(c, body, guard, true, loc);
  return split;
}

static struct ir_node *for_points(struct coarsener *c, struct ir_node *body, bool guard,
                                  bool within, struct ir_loc loc) {
  if (within) {
    struct ir_node *w = ir_node_new(IR_IF, loc);
    w->cond = ir_clone_expr(c->within, NULL, NULL);
    w->then_body = body;
    body = w;
  }
  struct ir_expr *cond = guard ? band_test(c, loc) : NULL;
  if (cond) {
    struct ir_node *g = ir_node_new(IR_IF, loc);
    g->cond = cond;
    g->guard = true;
    g->then_body = body;
    body = g;
  }
  if (!c->subs)
    return body;
  for (int m = c->n - 1; m >= 0; m--) {
    struct ir_var *it = c->point[m]->iter;
    if (pass_gpu_list_mentions(body, it)) {
      struct ir_node *b = pass_gpu_bind(it, point_value(c, m, loc), loc);
      b->next = body;
      body = b;
    }
  }
  for (int m = c->n - 1; m >= 0; m--)
    for (int v = 1; v >= 0; v--) {
      struct ir_var *it = v ? c->vec[m] : c->sub[m];
      if (!it)
        continue;
      long n = v ? c->group[m] : c->per[m] / c->group[m];
      body = pass_gpu_loop(it, pass_gpu_bound(ir_aff_const(0)), pass_gpu_bound(ir_aff_const(n - 1)),
                           1, body, loc);
      body->strict = true;
      body->unroll = true;
    }
  return body;
}

/* Part P of a bound at its least (LEAST) or greatest over the points of
 * the tile, as parts of a bound of the same kind: where P grows with a
 * band iterator, that iterator at its own least is the greatest of the
 * tile's first point and the band's lower bounds (whichever, P is the
 * greatest: one part each), and so on.  Pushed to OUT. */
static void over_points(struct coarsener *c, const struct ir_aff *p, bool least, int m,
                        struct ir_vec *out) {
  if (m == c->n) {
    ir_vec_push(out, (void *)p);
    return;
  }
  struct ir_var *it = c->point[m]->iter;
  long coef = ir_aff_coef(p, it);
  if (coef == 0) {
    over_points(c, p, least, m + 1, out);
    return;
  }
  int d = pass_gpu_band_dim(c->k, it);
  const struct ir_node *band = c->k->box[d] ? c->k->box[d] : c->k->band[d];
  bool low = (coef > 0) == least; /* the iterator at its least */
  const struct ir_bound *ends = low ? &band->lb : &band->ub;
  long size = c->per[m] * c->threads[m];
  struct ir_aff *tile_end = ir_aff_add_const(ir_aff_var(c->first[m]), low ? 0 : size - 1);
  for (int e = -1; e < ends->n; e++) {
    struct ir_var *from[1] = {it};
    struct ir_aff *to[1] = {e < 0 ? tile_end : ends->parts[e]};
    struct ir_subst sb = {1, from, to};
    over_points(c, ir_aff_subst(p, &sb), least, m + 1, out);
  }
}

/* Part P of a bound at its least (LEAST) or greatest over the tile, as
 * an affine expression: each band iterator at its tile's first or last
 * point (which may lie past the band: the bound then holds for more than
 * the band's points). */
static struct ir_aff *tile_extreme(struct coarsener *c, const struct ir_aff *p, bool least) {
  struct ir_aff *a = (struct ir_aff *)p;
  for (int m = 0; m < c->n; m++) {
    struct ir_var *it = c->point[m]->iter;
    long coef = ir_aff_coef(a, it);
    if (coef == 0)
      continue;
    bool low = (coef > 0) == least;
    long size = c->per[m] * c->threads[m];
    struct ir_var *from[1] = {it};
    struct ir_aff *to[1] = {ir_aff_add_const(ir_aff_var(c->first[m]), low ? 0 : size - 1)};
    struct ir_subst sb = {1, from, to};
    a = ir_aff_subst(a, &sb);
  }
  return a;
}

/* Loop L, to run once for all the thread's points: its bounds over the
 * points of the whole tile, and the test of its real bounds added to C's
 * WITHIN (and, for every point, to WITHIN_ALL). */
static void relax(struct coarsener *c, struct ir_node *l) {
  for (int e = 0; e < 2; e++) {
    struct ir_bound *b = e ? &l->ub : &l->lb;
    struct ir_vec parts = {0};
    for (int p = 0; p < b->n; p++) {
      over_points(c, b->parts[p], !e, 0, &parts);
      bool uses = false;
      for (int m = 0; m < c->n; m++)
        uses |= ir_aff_coef(b->parts[p], c->point[m]->iter) != 0;
      if (uses) { /* (the others stay bounds of the loop) */
        int op = e ? IR_OP_LE : IR_OP_GE;
        c->within = pass_gpu_and(c->within, pass_gpu_compare(l->iter, op, b->parts[p], l->loc));
        l->point_cond =
            pass_gpu_and(l->point_cond, pass_gpu_compare(l->iter, op, b->parts[p], l->loc));
        c->within_all = pass_gpu_and(
            c->within_all, pass_gpu_compare(l->iter, op, tile_extreme(c, b->parts[p], e), l->loc));
      }
    }
    b->n = parts.n;
    b->parts = (struct ir_aff **)parts.v;
  }
}

/* The thread's code for the list FIRST (the same walk as find_groups). */
static struct ir_node *build(struct coarsener *c, struct ir_node *first, int *group) {
  struct ir_node *head = NULL, **tail = &head;
  bool in_run = false;
  struct ir_vec list = {0}; /* wrapping a group relinks its nodes */
  for (struct ir_node *n = first; n; n = n->next)
    ir_vec_push(&list, n);
  bool declared = false;
  for (int i = 0; i < list.n; i++) {
    struct ir_node *n = list.v[i];
    if (sinks(c, n, &declared)) {
      in_run = false;
      struct ir_node **inner = n->kind == IR_LOOP ? &n->body : &n->then_body;
      struct ir_expr *outer = c->within, *outer_all = c->within_all;
      if (n->kind == IR_LOOP && (uses_band(c, &n->lb) || uses_band(c, &n->ub)))
        relax(c, n);
      *inner = build(c, *inner, group);
      c->within = outer;
      c->within_all = outer_all;
      n->next = NULL;
      *tail = n;
      tail = &n->next;
      continue;
    }
    if (in_run)
      continue; /* already wrapped with its group */
    in_run = true;
    struct ir_node *w = wrap_group(c, c->groups.v[(*group)++]);
    if (w) {
      *tail = w;
      tail = &w->next;
    }
  }
  return head;
}

bool pass_coarsen(struct pass_ctx *ctx, const struct pass_step *step) {
  struct coarsener c = {.ctx = ctx, .strided = true};
  if (step->word && strcmp(step->word, "contiguous") == 0)
    c.strided = false;
  bool grouped = step->word && strcmp(step->word, "grouped") == 0;
  struct ir_node *named[3];
  if (!pass_gpu_step_loops(ctx, step, named))
    return false;
  struct ir_kernel *k = pass_gpu_kernel_of(ctx->region, named[0]);
  c.k = k;
  if (!k || !k->tiled || pass_gpu_thread_loop(k, 0)) {
    pass_refuse(ctx, step->loc,
                "loop '%s' (line %d) is not in a kernel that gpu-tile tiled and "
                "nothing coarsened yet",
                named[0]->iter->name, named[0]->loc.line);
    return false;
  }
  if (k->ndims > 2) {
    pass_refuse(ctx, step->loc, "kernel '%s': coarsen handles bands of one or two loops, not %d",
                k->name, k->ndims);
    return false;
  }
  struct ir_node **code = pass_gpu_thread_code(k);
  struct ir_node *l = *code;
  for (int m = 0; m < k->ndims; m++, l = l->body) {
    if (!l || l->kind != IR_LOOP || (m + 1 < k->ndims && l->body && l->body->next)) {
      pass_refuse(ctx, step->loc, "kernel '%s' is not in gpu-tile's form any more", k->name);
      return false;
    }
    c.point[m] = l;
    int i = 0;
    while (i < step->nloops && named[i] != l)
      i++;
    if (i == step->nloops || step->nloops != k->ndims) {
      pass_refuse(ctx, step->loc,
                  "coarsen names each loop over the points of kernel '%s''s "
                  "tile ('%s', ...), and only them",
                  k->name, c.point[0]->iter->name);
      return false;
    }
    int d = pass_gpu_band_dim(k, l->iter);
    struct ir_node *bl = pass_gpu_block_loop(k, d);
    c.first[m] = bl->iter;
    c.per[m] = step->sizes[i];
    if (bl->step % c.per[m]) {
      pass_refuse(ctx, step->loc,
                  "kernel '%s': %ld points per thread do not divide the tile "
                  "of %ld points of loop '%s'",
                  k->name, c.per[m], bl->step, l->iter->name);
      return false;
    }
    c.threads[m] = bl->step / c.per[m];
    c.group[m] = grouped && c.per[m] % 4 == 0 ? 4 : 1;
    c.subs |= c.per[m] > 1;
  }
  c.n = k->ndims;
  long threads = 1;
  for (int m = 0; m < c.n; m++)
    threads *= c.threads[m];
  const struct pass_gpu_limits *lim = pass_gpu_target(ctx);
  if (threads > lim->threads_per_block) {
    pass_refuse(ctx, step->loc,
                "kernel '%s' would have %ld threads per block, more than the %d "
                "sm_%d allows",
                k->name, threads, lim->threads_per_block, lim->sm);
    return false;
  }
  for (int m = 0; m < c.n; m++) {
    const char *it = c.point[m]->iter->name;
    c.thread[m] = pass_gpu_new_iter(ctx, ir_printf("%s_thread", it),
                                    (struct ir_type){.base = IR_T_INT}, k->loc);
    if (c.per[m] > c.group[m])
      c.sub[m] = pass_gpu_new_iter(ctx, ir_printf("%s_sub", it), (struct ir_type){.base = IR_T_INT},
                                   k->loc);
    if (c.group[m] > 1)
      c.vec[m] = pass_gpu_new_iter(ctx, ir_printf("%s_vec", it), (struct ir_type){.base = IR_T_INT},
                                   k->loc);
  }
  struct ir_node *body = c.point[c.n - 1]->body;
  find_groups(&c, body);
  find_regs(&c);
  struct ir_buf regs = {0};
  for (int r = 0; r < c.regs.n; r++) {
    struct ir_var *v = c.regs.v[r];
    ir_buf_printf(&regs, "%s'%s'", r ? ", " : "", v->name);
    if (c.subs) {
      struct ir_array *a = pass_gpu_local_array(ctx, k, v->name, v->type, IR_SPACE_REGISTER,
                                                c.n > 1 ? c.per[0] : 1, c.per[c.n - 1]);
      /* Points past the band's end run the unguarded groups too. */
      a->zeroed = true;
      ir_vec_push(&c.reg_arrays, a);
    }
  }
  int group = 0;
  struct ir_node *head = build(&c, body, &group);
  /* One point per thread: the band iterators and the scalars of several
   * groups are the thread's own variables, declared first. */
  if (!c.subs) {
    struct ir_node *decls = NULL, **tail = &decls;
    for (int m = 0; m < c.n; m++) {
      *tail = pass_gpu_bind(c.point[m]->iter, point_value(&c, m, k->loc), k->loc);
      tail = &(*tail)->next;
    }
    for (int r = 0; r < c.regs.n; r++) {
      *tail = pass_gpu_bind(c.regs.v[r], NULL, k->loc);
      tail = &(*tail)->next;
    }
    *tail = head;
    head = decls;
  }
  for (int m = c.n - 1; m >= 0; m--) {
    head = pass_gpu_loop(c.thread[m], pass_gpu_bound(ir_aff_const(0)),
                         pass_gpu_bound(ir_aff_const(c.threads[m] - 1)), 1, head, k->loc);
    head->map = IR_MAP_THREAD;
    head->map_dim = pass_gpu_band_dim(k, c.point[m]->iter);
    k->block[head->map_dim] = (int)c.threads[m];
  }
  *code = head;
  /* A copy of a group for the case that all points pass a test (inside
   * sunk loops) may leave a point's iterator unread. */
  pass_gpu_drop_dead_binds(k, pass_gpu_thread_code(k));
  pass_gpu_link(k->body, NULL);
  struct ir_buf shape = {0}, pts = {0}, loops = {0}, runs = {0};
  for (int m = 0; m < c.n; m++) {
    ir_buf_printf(&shape, "%s%ld", m ? " x " : "", c.threads[m]);
    ir_buf_printf(&pts, "%s%ld", m ? " x " : "", c.per[m]);
    ir_buf_printf(&loops, "%s'%s'", m ? " x " : "", c.point[m]->iter->name);
    if (c.vec[m])
      ir_buf_printf(&runs, "%s'%s'", runs.s ? ", " : "", c.point[m]->iter->name);
  }
  const char *layout = !c.strided ? "contiguous"
                       : runs.s   ? ir_printf("strided, runs of 4 neighbours in %s", runs.s)
                       : grouped  ? "strided: no dimension has a multiple of 4 points to group"
                                  : "strided";
  diag_remark(k->loc,
              "kernel '%s': blocks of %s threads (%s), each computing %s points "
              "(%s)%s%s%s",
              k->name, shape.s, loops.s, pts.s, layout,
              c.regs.n ? "; " : "", c.regs.n ? regs.s : "",
              c.regs.n ? (c.subs ? " in registers, one per point" : " kept by each thread") : "");
  return true;
}
