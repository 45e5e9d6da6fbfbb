/* pipeline.c - the pipeline pass (recipe "pipeline LOOP [STAGES]"):
 * double (or deeper) buffering of the shared-memory tiles that promote
 * fills in each iteration of a kernel loop LOOP (the strip-mined
 * reduction loop k_tile of a product).  Promote leaves
 *
 *   for (k_tile = LB; k_tile <= UB; k_tile += S) {
 *     fill the tiles for k_tile;  barrier;
 *     compute from the tiles;     barrier;
 *   }
 *
 * and the block waits for each tile's global loads before it computes.
 * Each tile gets a second buffer (its rows twice over: row r of buffer
 * b is row b * ROWS + r), and the loop becomes
 *
 *   if (LB <= UB) fill buffer 0 for k_tile = LB;   (LB: the greatest of
 *                                                  the lower bounds)
 *   for (k_tile = LB; k_tile <= UB; k_tile += S) {
 *     int k_tile_stage = (k_tile - LB) / S % 2;
 *     wait for the thread's copies; barrier;
 *     if (k_tile + S <= UB) fill buffer 1 - k_tile_stage for k_tile + S;
 *     compute from buffer k_tile_stage;
 *   }
 *
 * so that the next step's loads are in flight while this one computes,
 * with one barrier per step instead of two.  The fills' element copies
 * (a global element, or zero past the borders) are marked asynchronous:
 * CUDA prints them as cp.async copies on sm_80 and later (plain copies
 * before), which the wait before the barrier completes; OpenCL prints
 * plain copies, which the barrier orders alike.
 *
 * "pipeline LOOP STAGES" (3 to 8) gives each tile STAGES buffers: the
 * prologue fills buffers 0 .. STAGES - 2 (step s where the loop runs it),
 * and each step fills k_tile_fill = (k_tile_stage + STAGES - 1) % STAGES,
 * the buffer the step before read, for the step STAGES - 1 ahead.  In
 * CUDA each step's copies are one group (IR_S_COMMIT, committed whether
 * or not the step runs), and the wait before the barrier lets the last
 * STAGES - 2 groups run on (struct ir_stmt's pending), so that loads of
 * several steps are in flight.  OpenCL's plain copies need no groups.
 *
 * Legal: promote stages only arrays the kernel never writes, so loading
 * a step's elements earlier reads the same values; the barrier at the top
 * of each step orders the fill of a buffer after every thread's reads of
 * it the step before and before the reads that follow (the wait before
 * it has completed the thread's copies of the step it computes).  Where
 * LOOP repeats inside a loop of the thread, a barrier after it keeps the
 * next round's first fill after this round's last reads. */
#include "passes.h"

#include <string.h>

/* The most stages "pipeline LOOP STAGES" takes. */
enum { PIPELINE_MAX_STAGES = 8 };

static bool is_barrier(const struct ir_node *n) {
  return n && n->kind == IR_STMT && n->stmt->kind == IR_S_BARRIER;
}

/* The element copy of fill loop N: a read of a global array of the
 * tile's type, or "COND ? that read : 0" (promote's border test). */
static struct ir_stmt *copy_of(const struct ir_node *n) {
  const struct ir_node *s = n->body;
  while (s->next)
    s = s->next;
  struct ir_stmt *st = s->stmt;
  const struct ir_expr *v = st->rhs;
  if (v->kind == IR_E_COND) {
    if (v->c->kind != IR_E_CONST)
      return NULL;
    v = v->b;
  }
  if (v->kind != IR_E_ACCESS || v->acc->array->space != IR_SPACE_GLOBAL ||
      v->acc->array->elem.base != st->lhs->acc->array->elem.base)
    return NULL;
  return st;
}

/* In the list FIRST and below: each access to a tile of TILES gets
 * buffer row offset ROWS(tile) * STAGE, STAGE an affine expression. */
static void select_buffer(struct ir_node *first, const struct ir_vec *tiles,
                          const struct ir_vec *rows, const struct ir_aff *stage) {
  struct ir_vec nodes = pass_gpu_nodes(first);
  for (int i = 0; i < nodes.n; i++) {
    struct ir_node *n = nodes.v[i];
    if (n->kind != IR_STMT)
      continue;
    for (int j = 0; j < n->stmt->accesses.n; j++) {
      struct ir_access *acc = n->stmt->accesses.v[j];
      for (int t = 0; t < tiles->n; t++)
        if (acc->array == tiles->v[t]) {
          long r = (long)rows->v[t];
          acc->aff[0] = ir_aff_add(acc->aff[0], ir_aff_scale(stage, r));
          acc->index[0] = ir_expr_from_aff(acc->aff[0], acc->index[0]->type, acc->loc);
        }
    }
  }
}

/* Do the nodes of the kernel body FIRST outside LOOP access a tile of
 * TILES? */
static bool used_outside(const struct ir_node *first, const struct ir_node *loop,
                         const struct ir_vec *tiles) {
  for (const struct ir_node *n = first; n; n = n->next) {
    if (n == loop)
      continue;
    if (n->kind == IR_STMT)
      for (int j = 0; j < n->stmt->accesses.n; j++)
        if (ir_vec_contains(tiles, ((struct ir_access *)n->stmt->accesses.v[j])->array))
          return true;
    if ((n->kind == IR_LOOP && used_outside(n->body, loop, tiles)) ||
        (n->kind == IR_IF &&
         (used_outside(n->then_body, loop, tiles) || used_outside(n->else_body, loop, tiles))))
      return true;
  }
  return false;
}

static bool is_zero(const struct ir_expr *e) {
  return e && e->kind == IR_E_CONST && e->text && strcmp(e->text, "0") == 0;
}

/* E without its additions of zero ("0 + load % 16" where LOOP's iterator
 * became its first value 0). */
static struct ir_expr *fold_zero(struct ir_expr *e) {
  if (!e)
    return NULL;
  e->a = fold_zero(e->a);
  e->b = fold_zero(e->b);
  e->c = fold_zero(e->c);
  if (e->kind == IR_E_BINARY && (e->op == '+' || e->op == '-') && is_zero(e->b))
    return e->a;
  if (e->kind == IR_E_BINARY && e->op == '+' && is_zero(e->a))
    return e->b;
  return e;
}

/* The same for the statements of the list FIRST and below; subscripts
 * print from their affine forms. */
static void fold_zeros(struct ir_node *first) {
  struct ir_vec nodes = pass_gpu_nodes(first);
  for (int i = 0; i < nodes.n; i++) {
    struct ir_node *n = nodes.v[i];
    if (n->kind == IR_IF)
      n->cond = fold_zero(n->cond);
    if (n->kind != IR_STMT)
      continue;
    n->stmt->rhs = fold_zero(n->stmt->rhs);
    for (int j = 0; j < n->stmt->accesses.n; j++) {
      struct ir_access *acc = n->stmt->accesses.v[j];
      for (int d = 0; d < acc->ndim; d++)
        if (acc->aff[d])
          acc->index[d] = ir_expr_from_aff(acc->aff[d], acc->index[d]->type, acc->loc);
    }
  }
}

bool pass_pipeline_pays(const struct ir_kernel *k, const struct ir_node *loop, bool mma) {
  long points = 0; /* the thread's: its largest register array */
  for (int i = 0; i < k->locals.n; i++) {
    const struct ir_array *a = k->locals.v[i];
    if (a->space != IR_SPACE_REGISTER)
      continue;
    long n = 1;
    for (int d = 0; d < a->ndim; d++)
      n *= a->extents[d] && !a->extents[d]->nterms ? a->extents[d]->cst : 0;
    if (n > points)
      points = n;
  }
  int fills = 0;
  for (const struct ir_node *n = loop->body; n; n = n->next) {
    struct ir_array *t = pass_gpu_fill_tile(n);
    if (!t)
      break;
    const struct ir_stmt *st = copy_of(n);
    if (!st || ir_type_bytes(t->elem) < 4 || (ir_type_bytes(t->elem) < 8 && points < 64 && !mma))
      return false;
    fills++;
  }
  return fills > 0;
}

bool pass_pipeline(struct pass_ctx *ctx, const struct pass_step *step) {
  struct ir_node *l = pass_find_loop(ctx, step, 0);
  if (!l)
    return false;
  const char *name = l->iter->name;
  struct ir_kernel *k = pass_gpu_kernel_of(ctx->region, l);
  int stages = step->nsizes ? (int)step->sizes[0] : 2;
  if (step->nsizes && (step->sizes[0] < 2 || step->sizes[0] > PIPELINE_MAX_STAGES)) {
    pass_refuse(ctx, step->loc, "cannot pipeline loop '%s' (line %d): %ld stages asked for; a "
                "pipeline has 2 to %d",
                name, l->loc.line, step->sizes[0], PIPELINE_MAX_STAGES);
    return false;
  }
  if (!k || !k->tiled || l->map != IR_MAP_NONE || l->step <= 0) {
    pass_refuse(ctx, step->loc,
                "cannot pipeline loop '%s' (line %d): it is no loop of a tiled kernel's threads "
                "counting up",
                name, l->loc.line);
    return false;
  }
  /* The body: fill loops, a barrier, the computation, a barrier. */
  struct ir_vec tiles = {0}, rows = {0};
  struct ir_node *n = l->body, *fills = l->body, *last_fill = NULL;
  for (struct ir_array *t; n && (t = pass_gpu_fill_tile(n)); n = n->next) {
    if (!ir_vec_contains(&tiles, t)) {
      ir_vec_push(&tiles, t);
      ir_vec_push(&rows, (void *)t->extents[0]->cst);
    }
    last_fill = n;
  }
  struct ir_node *mid = n, *end = NULL;
  for (struct ir_node *m = mid; m; m = m->next)
    end = m;
  if (!last_fill || !is_barrier(mid) || !mid->next || !is_barrier(end) || end == mid->next) {
    pass_refuse(ctx, step->loc,
                "cannot pipeline loop '%s' (line %d): its body is not the fills of shared "
                "tiles (promote), a barrier, the code that reads them and a barrier",
                name, l->loc.line);
    return false;
  }
  /* The computation only reads the tiles, and nothing else in the kernel
   * touches them (their rows are about to double). */
  for (struct ir_node *m = mid->next; m != end; m = m->next) {
    struct ir_vec sub = pass_gpu_subtree(m);
    for (int i = 0; i < sub.n; i++) {
      struct ir_node *s = sub.v[i];
      if (s->kind != IR_STMT)
        continue;
      bool bad = s->stmt->kind == IR_S_BARRIER;
      for (int j = 0; j < s->stmt->accesses.n; j++) {
        struct ir_access *acc = s->stmt->accesses.v[j];
        bad |= acc->is_write && ir_vec_contains(&tiles, acc->array);
      }
      if (bad) {
        pass_refuse(ctx, step->loc,
                    "cannot pipeline loop '%s' (line %d): the code between its barriers "
                    "writes a tile or waits at a barrier itself",
                    name, l->loc.line);
        return false;
      }
    }
  }
  if (used_outside(*pass_gpu_thread_code(k), l, &tiles)) {
    pass_refuse(ctx, step->loc,
                "cannot pipeline loop '%s' (line %d): its tiles are used outside it", name,
                l->loc.line);
    return false;
  }
  /* A buffer per stage must fit the shared memory of a block. */
  const struct pass_gpu_limits *lim = pass_gpu_target(ctx);
  long bytes = pass_gpu_shared_bytes(k);
  for (int i = 0; i < tiles.n; i++) {
    const struct ir_array *t = tiles.v[i];
    bytes += (stages - 1) * pass_gpu_tile_bytes(t, t->pad);
  }
  if (bytes > pass_gpu_smem_limit(ctx)) {
    pass_refuse(ctx, step->loc,
                "cannot pipeline loop '%s' (line %d): %s buffers of its tiles would need %ld "
                "bytes of shared memory per block, more than the %ld sm_%d allows",
                name, l->loc.line, stages == 2 ? "two" : ir_printf("%d", stages), bytes,
                pass_gpu_smem_limit(ctx), lim->sm);
    return false;
  }

  struct ir_loc loc = l->loc;
  struct ir_type int_type = {IR_T_INT, false, false};
  /* The first iteration: the lower bound, or where it is the greatest of
   * several values (trmm's k from i + 1), a variable set to it before the
   * loop, K_TILE_first. */
  struct ir_aff *lb = l->lb.parts[0];
  struct ir_node *first_bind = NULL;
  if (l->lb.n > 1) {
    struct ir_expr *most = ir_expr_from_aff(lb, int_type, loc);
    for (int p = 1; p < l->lb.n; p++) {
      struct ir_expr *e = ir_expr_from_aff(l->lb.parts[p], int_type, loc);
      most = ir_expr_cond(ir_expr_binary('>', most, e, int_type), ir_clone_expr(most, NULL, NULL),
                          ir_clone_expr(e, NULL, NULL), int_type);
    }
    struct ir_var *v = pass_gpu_new_iter(ctx, ir_printf("%s_first", name), int_type, loc);
    first_bind = pass_gpu_bind(v, most, loc);
    lb = ir_aff_var(v);
  }
  struct ir_expr *runs = pass_gpu_runs(l);
  if (first_bind)
    l->lb = pass_gpu_bound(lb);
  /* The prologue: the first steps' tiles, step s's into buffer s, each
   * where the loop runs that step; with more than two stages, each
   * step's copies a group of their own (committed whether or not the
   * step runs, so that the loop's waits count the same groups). */
  last_fill->next = NULL;
  int copies = 0, all = 0;
  for (struct ir_node *f = fills; f; f = f->next, all++)
    copies += copy_of(f) != NULL;
  struct ir_var *from[1] = {l->iter};
  bool groups = stages > 2 && !ctx->opencl && copies > 0;
  struct ir_node *prologue = NULL, **at = &prologue;
  for (int s = 0; s < stages - 1; s++) {
    struct ir_aff *to_first[1] = {ir_aff_add_const(lb, s * l->step)};
    struct ir_subst first = {1, from, to_first};
    struct ir_node *fill = ir_clone_list(fills, NULL, &first);
    fold_zeros(fill);
    if (s)
      select_buffer(fill, &tiles, &rows, ir_aff_const(s));
    for (struct ir_node *f = fill; f; f = f->next) {
      struct ir_stmt *st = copy_of(f);
      if (st)
        st->async = true;
    }
    struct ir_expr *when = runs;
    if (s) {
      when = NULL;
      for (int q = 0; q < l->ub.n; q++)
        when = pass_gpu_and(when, ir_expr_binary(IR_OP_LE,
                                                 ir_expr_from_aff(to_first[0], int_type, loc),
                                                 ir_expr_from_aff(l->ub.parts[q], int_type, loc),
                                                 int_type));
    }
    if (when) {
      struct ir_node *test = ir_node_new(IR_IF, loc);
      test->cond = when;
      test->then_body = fill;
      fill = test;
    }
    *at = fill;
    while (*at)
      at = &(*at)->next;
    if (groups) {
      *at = pass_gpu_stmt_node(pass_gpu_new_stmt(IR_S_COMMIT, loc));
      at = &(*at)->next;
    }
  }
  /* The stage of each step, and the next step's fill into the other
   * buffer, under "the loop runs another step". */
  struct ir_var *stage = pass_gpu_new_iter(ctx, ir_printf("%s_stage", name), int_type, loc);
  struct ir_expr *count = ir_expr_binary(
      '/', ir_expr_from_aff(ir_aff_sub(ir_aff_var(l->iter), lb), int_type, loc),
      pass_gpu_const(l->step, loc), int_type);
  struct ir_node *bind =
      pass_gpu_bind(stage, ir_expr_binary('%', count, pass_gpu_const(stages, loc), int_type), loc);
  /* The buffer the fill goes to: 1 - stage of two; of more, the one the
   * step before read, (stage + STAGES - 1) % STAGES. */
  struct ir_aff *into = ir_aff_add_const(ir_aff_scale(ir_aff_var(stage), -1), 1);
  if (stages > 2) {
    struct ir_var *fill_stage =
        pass_gpu_new_iter(ctx, ir_printf("%s_fill", name), int_type, loc);
    bind->next = pass_gpu_bind(
        fill_stage,
        ir_expr_binary('%',
                       ir_expr_binary('+', pass_gpu_var(stage, loc),
                                      pass_gpu_const(stages - 1, loc), int_type),
                       pass_gpu_const(stages, loc), int_type),
        loc);
    into = ir_aff_var(fill_stage);
  }
  long ahead_by = (long)(stages - 1) * l->step;
  struct ir_aff *to_next[1] = {ir_aff_add_const(ir_aff_var(l->iter), ahead_by)};
  struct ir_subst next = {1, from, to_next};
  struct ir_node *prefetch = ir_clone_list(fills, NULL, &next);
  struct ir_expr *more = NULL;
  for (int q = 0; q < l->ub.n; q++)
    more = pass_gpu_and(
        more, pass_gpu_compare(l->iter, IR_OP_LE, ir_aff_add_const(l->ub.parts[q], -ahead_by),
                               loc));
  struct ir_node *ahead = ir_node_new(IR_IF, loc);
  ahead->cond = more;
  ahead->then_body = prefetch;
  /* Buffers: the prefetch's INTO, the reads' stage. */
  select_buffer(prefetch, &tiles, &rows, into);
  select_buffer(mid->next, &tiles, &rows, ir_aff_var(stage));
  for (int i = 0; i < tiles.n; i++) {
    struct ir_array *t = tiles.v[i];
    t->extents[0] = ir_aff_const(stages * t->extents[0]->cst);
  }
  for (struct ir_node *f = prefetch; f; f = f->next) {
    struct ir_stmt *st = copy_of(f);
    if (st)
      st->async = true;
  }
  /* The loop's body: stage, wait and barrier, the next fill, the
   * computation. */
  mid->stmt->async = copies > 0;
  mid->stmt->pending = groups ? stages - 2 : 0;
  end->next = NULL;
  struct ir_node *compute = mid->next, *before_end = compute;
  while (before_end->next != end)
    before_end = before_end->next;
  before_end->next = NULL;
  (bind->next ? bind->next : bind)->next = mid;
  mid->next = ahead;
  ahead->next = compute;
  if (groups) {
    ahead->next = pass_gpu_stmt_node(pass_gpu_new_stmt(IR_S_COMMIT, loc));
    ahead->next->next = compute;
  }
  l->body = bind;
  /* Before the loop, the prologue; after it, a barrier where it repeats. */
  bool repeats = false;
  for (struct ir_node *a = l->parent; a && !repeats; a = a->parent)
    repeats = a->kind == IR_LOOP && a->map == IR_MAP_NONE;
  struct ir_node **slot = ir_node_slot(ctx->region, l);
  struct ir_node *tail = prologue;
  while (tail->next)
    tail = tail->next;
  tail->next = l;
  if (first_bind) {
    first_bind->next = prologue;
    prologue = first_bind;
  }
  *slot = prologue;
  if (repeats) {
    end->next = l->next;
    l->next = end;
  }
  pass_gpu_link(prologue, l->parent);
  struct ir_buf names = {0};
  for (int i = 0; i < tiles.n; i++)
    ir_buf_printf(&names, "%s'%s'", i ? ", " : "", ((struct ir_array *)tiles.v[i])->name);
  if (stages == 2)
    diag_remark(loc,
                "kernel '%s': loop '%s' double-buffers %s: each step loads the next step's "
                "elements while it computes (%d of %d fills as asynchronous copies), one barrier "
                "per step",
                k->name, name, names.s, copies, all);
  else
    diag_remark(loc,
                "kernel '%s': loop '%s' gives %s %d buffers each: each step loads the elements "
                "of the step %d ahead while it computes (%d of %d fills as asynchronous copies%s), "
                "one barrier per step",
                k->name, name, names.s, stages, stages - 1, copies, all,
                groups ? ", waited for one step's group at a time" : "");
  return true;
}
