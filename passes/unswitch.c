/* unswitch.c - the unswitch pass (recipe "unswitch LOOP"): a loop that
 * runs a fixed number of iterations from one of its lower bounds where
 * its other bounds allow, and whose body is one if, with an else, whose
 * condition compares affine expressions (a monotone test of LOOP's
 * iterator against values the loop does not change: an if's condition
 * reads iterators and values the region does not assign, the frontend
 * makes any other test a guard of its statements), becomes
 *
 *   if (the loop runs its SIZE iterations && the test holds at both ends)
 *     for (i = LB; i <= LB + SIZE - 1; i++)   // unrolled in a kernel
 *       then-part
 *   else
 *     for (i = ...)                            // the loop as it was
 *       if (test) then-part else else-part
 *
 * The full steps of a strip-mined reduction loop whose iterations all
 * points of a tile run (coarsen's test, symm's k < i away from the
 * diagonal) so run without a test per iteration, and with a trip count
 * the device compiler knows.  A loop whose body is no such if, but that
 * has bounds other than the fixed-size pair (strip-mine's intra-tile
 * loop: k <= min(nk - 1, k_tile + 15)), is split the same way with no
 * test: its full steps run SIZE iterations, unrolled, and only the last,
 * partial step keeps the loop as it was.  Each affine comparison is monotone in the
 * iterator, so one that holds at the first and the last iteration holds
 * at all of them: the iterations, and what each runs, are the original
 * ones; the pass is always legal. */
#include "passes.h"

/* Is C a comparison of affine expressions (<=, >=, <, >)? */
static bool affine_comparison(const struct ir_expr *c) {
  return c->kind == IR_E_BINARY &&
         (c->op == IR_OP_LE || c->op == IR_OP_GE || c->op == '<' || c->op == '>') &&
         ir_aff_of_expr(c->a) && ir_aff_of_expr(c->b);
}

/* "A OP B" with ITER = AT. */
static struct ir_expr *holds_at(const struct ir_aff *a, int op, const struct ir_aff *b,
                                struct ir_var *iter, const struct ir_aff *at, struct ir_loc loc) {
  struct ir_var *from[1] = {iter};
  struct ir_aff *to[1] = {(struct ir_aff *)at};
  struct ir_subst sb = {1, from, to};
  struct ir_type int_type = {IR_T_INT, false, false};
  return ir_expr_binary(op, ir_expr_from_aff(ir_aff_subst(a, &sb), int_type, loc),
                        ir_expr_from_aff(ir_aff_subst(b, &sb), int_type, loc), int_type);
}

/* F with ITER = AT. */
static struct ir_aff *at_iter(const struct ir_aff *f, struct ir_var *iter, const struct ir_aff *at) {
  struct ir_var *from[1] = {iter};
  struct ir_aff *to[1] = {(struct ir_aff *)at};
  struct ir_subst sb = {1, from, to};
  return ir_aff_subst(f, &sb);
}

/* Add the test "F >= 0" (E) to FS and EXPRS, unless one there implies it;
 * those it implies are dropped (their EXPRS entries NULL). */
static void add_test(struct ir_vec *fs, struct ir_vec *exprs, struct ir_aff *f,
                     struct ir_expr *e) {
  for (int k = 0; f && k < fs->n; k++) {
    if (!exprs->v[k])
      continue;
    struct ir_aff *d = ir_aff_sub(f, fs->v[k]);
    if (d && d->nterms == 0 && d->cst >= 0)
      return; /* F >= G >= 0 */
    if (d && d->nterms == 0 && d->cst < 0)
      exprs->v[k] = NULL; /* G > F >= 0 */
  }
  ir_vec_push(fs, f);
  ir_vec_push(exprs, e);
}

bool pass_unswitch(struct pass_ctx *ctx, const struct pass_step *step) {
  struct ir_node *l = pass_find_loop(ctx, step, 0);
  if (!l)
    return false;
  const char *name = l->iter->name;
  struct ir_node *test = l->body;
  if (l->step != 1 || !test) {
    pass_refuse(ctx, step->loc, "cannot unswitch loop '%s' (line %d): it does not step by 1",
                name, l->loc.line);
    return false;
  }
  /* No if with an else to take apart: only the full steps (below). */
  if (test->next || test->kind != IR_IF || !test->else_body || test->guard || test->lane0)
    test = NULL;
  /* The first iteration, FIRST: the lower bound with an upper bound
   * SIZE - 1 above it (strip-mine's i_tile and i_tile + SIZE - 1). */
  int anchor_lb = -1, anchor_ub = -1;
  long size = 0;
  for (int p = 0; p < l->lb.n && anchor_lb < 0; p++)
    for (int q = 0; q < l->ub.n && anchor_lb < 0; q++) {
      struct ir_aff *d = ir_aff_sub(l->ub.parts[q], l->lb.parts[p]);
      if (d && d->nterms == 0 && d->cst >= 0) {
        anchor_lb = p;
        anchor_ub = q;
        size = d->cst + 1;
      }
    }
  if (anchor_lb < 0) {
    pass_refuse(ctx, step->loc,
                "cannot unswitch loop '%s' (line %d): no upper bound lies a fixed number of "
                "iterations above a lower bound",
                name, l->loc.line);
    return false;
  }
  if (!test && l->lb.n + l->ub.n <= 2) {
    pass_refuse(ctx, step->loc,
                "cannot unswitch loop '%s' (line %d): it always runs its %ld iterations and "
                "its body is not one if with an else",
                name, l->loc.line, size);
    return false;
  }
  struct ir_vec tests = {0};
  if (test)
    pass_conjuncts(test->cond, &tests);
  bool affine = true;
  for (int k = 0; k < tests.n; k++)
    affine &= affine_comparison(tests.v[k]);
  if (!affine) {
    pass_refuse(ctx, step->loc,
                "cannot unswitch loop '%s' (line %d): its if's condition is not a conjunction "
                "of affine comparisons",
                name, l->loc.line);
    return false;
  }
  struct ir_loc loc = l->loc;
  struct ir_aff *first = l->lb.parts[anchor_lb], *last = l->ub.parts[anchor_ub];
  /* The tests, each "F >= 0" over the strip's ends (F), as comparisons
   * (EXPR); one that another implies (F - G a constant >= 0) is left out. */
  struct ir_vec fs = {0}, exprs = {0};
  for (int k = 0; k < tests.n; k++) {
    struct ir_expr *c = tests.v[k];
    struct ir_aff *a = ir_aff_of_expr(c->a), *b = ir_aff_of_expr(c->b);
    struct ir_aff *f = ir_aff_of_test(c); /* F >= 0 */
    if (!f) {
      pass_refuse(ctx, step->loc, "cannot unswitch loop '%s' (line %d): a coefficient overflows",
                  name, l->loc.line);
      return false;
    }
    /* F grows with the iterator: it is least at the first iteration. */
    struct ir_aff *at = ir_aff_coef(f, l->iter) >= 0 ? first : last;
    add_test(&fs, &exprs, at_iter(f, l->iter, at), holds_at(a, c->op, b, l->iter, at, loc));
  }
  /* The other bounds let the loop run its SIZE iterations. */
  for (int p = 0; p < l->lb.n; p++)
    if (p != anchor_lb)
      add_test(&fs, &exprs, ir_aff_sub(first, l->lb.parts[p]),
               holds_at(first, IR_OP_GE, l->lb.parts[p], l->iter, first, loc));
  for (int q = 0; q < l->ub.n; q++)
    if (q != anchor_ub)
      add_test(&fs, &exprs, ir_aff_sub(l->ub.parts[q], last),
               holds_at(last, IR_OP_LE, l->ub.parts[q], l->iter, last, loc));
  struct ir_expr *all = NULL;
  for (int k = 0; k < exprs.n; k++)
    if (exprs.v[k])
      all = pass_gpu_and(all, exprs.v[k]);
  if (!all) {
    pass_refuse(ctx, step->loc,
                "cannot unswitch loop '%s' (line %d): nothing to test, its iterations always "
                "run",
                name, l->loc.line);
    return false;
  }

  struct ir_node *full = ir_node_new(IR_LOOP, loc);
  *full = *l;
  full->next = NULL;
  full->lb = pass_gpu_bound(first);
  full->ub = pass_gpu_bound(last);
  full->strict = true;
  struct ir_kernel *kernel = pass_gpu_kernel_of(ctx->region, l);
  full->unroll = size <= 64 && kernel;
  full->body = ir_clone_list(test ? test->then_body : l->body, full, NULL);
  /* A point's iterator that only the tests read is dead in the copy. */
  if (kernel)
    pass_gpu_drop_dead_binds(kernel, &full->body);

  struct ir_node *sw = ir_node_new(IR_IF, loc);
  sw->cond = all;
  sw->then_body = full;
  full->parent = sw;
  struct ir_node **slot = ir_node_slot(ctx->region, l);
  sw->parent = l->parent;
  sw->next = l->next;
  *slot = sw;
  l->next = NULL;
  l->parent = sw;
  sw->else_body = l;
  if (!test) {
    diag_remark(loc,
                "unswitched loop '%s': where its %ld iterations run, they run%s without the test "
                "of its other bounds",
                name, size, full->unroll ? " unrolled," : "");
    return true;
  }
  struct ir_buf cond = {0};
  ir_print_expr_c(test->cond, &cond);
  diag_remark(loc,
              "unswitched loop '%s': where its %ld iterations run and '%s' holds for all of "
              "them, they run without the test",
              name, size, cond.s);
  return true;
}
