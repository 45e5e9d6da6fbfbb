/* batch.c - the batch pass (recipe "batch LOOP FACTOR"): LOOP unrolled
 * by FACTOR (passes/unroll.c), then in each group of FACTOR iterations
 * the reads of arrays that LOOP does not store move to the group's start,
 * each into a register:
 *
 *   for (j_unroll = ...; ...; j_unroll += 8)
 *     if (j_unroll + 7 <= ub) {
 *       double u_in = u[j_unroll][i], u_in2 = u[j_unroll + 1][i], ...;
 *       ... the 8 iterations, reading u_in, u_in2, ...
 *     } else
 *       ... the last iterations as they were
 *
 * A loop whose iterations wait on each other (a recurrence: adi's sweeps,
 * their elements passed on in registers by the rotate pass) then waits
 * for its loads once per group instead of once per iteration: the GPU
 * has them all in flight together (adi at LARGE: 400 ms of kernels
 * rotated, 279 ms batched by 8, H200).
 *
 * It moves the reads, in the group's statements directly in it and
 * unguarded, not under ?:, && or ||, of arrays that no statement of LOOP
 * stores, whose subscripts are affine in iterators and parameters
 * (values the group does not change); equal reads share a register.  Such an element holds
 * the same value all through the group, so reading it first reads what
 * the statement would have: always legal. */
#include "passes.h"

/* Does a statement in the list FIRST (and below) store array X? */
static bool stores(const struct ir_node *first, const struct ir_array *x) {
  struct ir_vec nodes = pass_gpu_nodes((struct ir_node *)first);
  for (int k = 0; k < nodes.n; k++) {
    const struct ir_node *n = nodes.v[k];
    for (int a = 0; n->kind == IR_STMT && a < n->stmt->accesses.n; a++) {
      const struct ir_access *acc = n->stmt->accesses.v[a];
      if (acc->array == x && acc->is_write)
        return true;
    }
  }
  return false;
}

struct batcher {
  struct pass_ctx *ctx;
  struct ir_node *loop;       /* the original loop, the remainder now */
  struct ir_vec loads;        /* struct ir_expr *: the first read of each register */
  struct ir_vec regs;         /* struct ir_var *: their registers */
  int moved;
};

/* Replace the reads in E (of statement ST) that qualify by registers;
 * none under a condition (MAYBE: b ? x[j - 1] : 0, a && b, a || b), which
 * the statement may not evaluate (x[-1] at j = 0). */
static void take_reads(struct batcher *b, struct ir_expr *e, struct ir_stmt *st, bool maybe) {
  if (!e)
    return;
  if (e->kind == IR_E_ACCESS) {
    struct ir_access *acc = e->acc;
    if (maybe || !pass_affine_in_iters(acc) || stores(b->loop->body, acc->array)) {
      for (int d = 0; d < acc->ndim; d++)
        take_reads(b, acc->index[d], st, maybe);
      return;
    }
    int r = 0;
    while (r < b->loads.n && !pass_same_access(((struct ir_expr *)b->loads.v[r])->acc, acc))
      r++;
    if (r == b->loads.n) {
      struct ir_expr *copy = ir_alloc(sizeof *copy);
      *copy = *e;
      ir_vec_push(&b->loads, copy);
      struct ir_var *v = ir_var_new(
          b->ctx->region, pass_fresh_name(b->ctx, ir_printf("%s_in", ir_array_ident(acc->array))),
          IR_VAR_SCALAR, acc->array->elem, e->loc);
      v->local = v->written = true;
      ir_vec_push(&b->regs, v);
    }
    struct ir_vec kept = {0};
    for (int a = 0; a < st->accesses.n; a++)
      if (st->accesses.v[a] != acc)
        ir_vec_push(&kept, st->accesses.v[a]);
    st->accesses = kept;
    e->kind = IR_E_VAR;
    e->var = b->regs.v[r];
    e->acc = NULL;
    b->moved++;
    return;
  }
  bool cond = pass_short_circuits(e);
  take_reads(b, e->a, st, maybe);
  take_reads(b, e->b, st, maybe || cond);
  take_reads(b, e->c, st, maybe || cond);
  for (int k = 0; k < e->nargs; k++)
    take_reads(b, e->args[k], st, maybe);
}

/* Does E (in loop L's body) read an element take_reads would move? */
static bool movable_read(const struct ir_node *l, const struct ir_expr *e) {
  if (!e)
    return false;
  if (e->kind == IR_E_ACCESS) {
    if (pass_affine_in_iters(e->acc) && !stores(l->body, e->acc->array))
      return true;
    for (int d = 0; d < e->acc->ndim; d++)
      if (movable_read(l, e->acc->index[d]))
        return true;
    return false;
  }
  bool cond = pass_short_circuits(e);
  if (movable_read(l, e->a) || (!cond && (movable_read(l, e->b) || movable_read(l, e->c))))
    return true;
  for (int k = 0; k < e->nargs; k++)
    if (movable_read(l, e->args[k]))
      return true;
  return false;
}

bool pass_batch_possible(const struct ir_node *l) {
  if (l->kind != IR_LOOP || l->map != IR_MAP_NONE)
    return false;
  for (const struct ir_node *n = l->body; n; n = n->next)
    if (n->kind == IR_STMT && !n->stmt->guard && n->stmt->kind != IR_S_BARRIER &&
        movable_read(l, n->stmt->rhs))
      return true;
  return false;
}

bool pass_batch(struct pass_ctx *ctx, const struct pass_step *step) {
  struct ir_node *l = pass_find_loop(ctx, step, 0);
  if (!l)
    return false;
  struct batcher b = {.ctx = ctx, .loop = l};
  if (!pass_batch_possible(l)) {
    pass_refuse(ctx, step->loc,
                "cannot batch loop '%s' (line %d): its body reads no array it does not store "
                "(unguarded, not under ?:, && or ||, with subscripts in iterators and "
                "parameters)",
                l->iter->name, l->loc.line);
    return false;
  }
  if (!pass_unroll(ctx, step))
    return false;
  /* (Unrolled, L is the remainder: the else part of the test of a whole
   * group.  By a factor of 1, L stays as it was.) */
  if (step->sizes[0] < 2 || !l->parent || l->parent->kind != IR_IF || l->parent->else_body != l)
    return true;
  struct ir_node *group = l->parent->then_body;
  for (struct ir_node *n = group; n; n = n->next)
    if (n->kind == IR_STMT && !n->stmt->guard && n->stmt->kind != IR_S_BARRIER) {
      struct ir_stmt *st = n->stmt;
      take_reads(&b, st->rhs, st, false);
      if (st->lhs && st->lhs->kind == IR_E_ACCESS)
        for (int d = 0; d < st->lhs->acc->ndim; d++)
          take_reads(&b, st->lhs->acc->index[d], st, false);
    }
  struct ir_node *head = NULL, **tail = &head;
  for (int r = 0; r < b.regs.n; r++) {
    struct ir_expr *load = b.loads.v[r];
    struct ir_node *dn = pass_gpu_bind(b.regs.v[r], NULL, load->loc);
    dn->stmt->rhs = ir_clone_expr(load, NULL, dn->stmt);
    dn->stmt->rhs->acc->is_read = true;
    dn->stmt->rhs->acc->is_write = false;
    dn->parent = l->parent;
    *tail = dn;
    tail = &dn->next;
  }
  *tail = group;
  l->parent->then_body = head ? head : group;
  diag_remark(l->loc,
              "batched loop '%s' by %ld: each group of %ld iterations reads its %d elements of "
              "arrays the loop does not store first, into %d registers",
              l->iter->name, step->sizes[0], step->sizes[0], b.moved, b.regs.n);
  return true;
}
