/* peel.c - the peel pass (recipe "peel LOOP"): a kernel loop whose body
 * ends with unswitch's test of its step ("if (k_tile + 15 <= nk - 1)
 * full step; else the partial one") runs its full steps in one loop
 * without the test and the rest in a second loop after it:
 *
 *   for (k_tile = LB; k_tile <= min(UB, U); k_tile += S)    BODY, full step
 *   int k_tile_full = (U - LB + S) / S;
 *   for (k_tile_last = max(LB, LB + S * k_tile_full); k_tile_last <= UB;
 *        k_tile_last += S)                                 BODY, partial step
 *
 * where the test is k_tile <= U (each of its conjuncts an affine
 * comparison whose left side less its right has k_tile with coefficient
 * 1 and nothing the loop assigns: U their least bound).  k_tile_full
 * counts the full steps, so the second loop starts at the first step past
 * U (where U - LB + S < 0, C's division rounds up, and the max takes
 * LB).  The loop of full steps then has no test and no partial step's
 * code.  Measured on the H200 with 16 steps in 3 buffers, it did not
 * pay, so the automatic pipeline leaves it out: the double matmul at 4096
 * 2.92 ms against 2.90, gemm EXTRALARGE 0.691 / 0.685, LARGE 0.162 /
 * 0.146 (what did pay, 2.79 and 0.635, was dropping the partial step's
 * code altogether by hand, the full steps running over the zero-padded
 * tiles: not exact where the products of zeros are not, such as gemm's
 * alpha * 0 for alpha = Inf).
 *
 * Legal: the test increases with the iterator, so it holds for a prefix
 * of the steps; the two loops run the same steps in the same order, each
 * the branch it took.  The second loop's iterator is a new variable
 * (LOOP_last), so that later steps naming LOOP (mma, vectorize) find the
 * first. */
#include "passes.h"

/* The greatest value of L's iterator for which conjunct C of its body's
 * test holds ("i + 15 <= n - 1": n - 16), or NULL where C is no
 * comparison increasing in it by 1 with nothing else the loop sets. */
static struct ir_aff *holds_to(const struct ir_node *l, const struct ir_expr *c) {
  if (c->kind != IR_E_BINARY || (c->op != IR_OP_LE && c->op != '<'))
    return NULL;
  struct ir_aff *a = ir_aff_of_expr(c->a), *b = ir_aff_of_expr(c->b);
  if (!a || !b)
    return NULL;
  struct ir_aff *d = ir_aff_sub(a, b); /* d <= 0 (or < 0) */
  if (ir_aff_coef(d, l->iter) != 1)
    return NULL;
  struct ir_aff *rest = ir_aff_sub(d, ir_aff_var(l->iter));
  struct ir_vec inside = pass_gpu_nodes(l->body);
  for (int t = 0; t < rest->nterms; t++) {
    const struct ir_var *v = rest->terms[t].var;
    for (int i = 0; i < inside.n; i++) {
      const struct ir_node *n = inside.v[i];
      if ((n->kind == IR_LOOP && n->iter == v) ||
          (n->kind == IR_STMT && n->stmt->kind == IR_S_DECL && n->stmt->decl == v))
        return NULL;
    }
  }
  /* i + r <= 0: i <= -r; i + r < 0: i <= -r - 1. */
  struct ir_aff *u = ir_aff_scale(rest, -1);
  return c->op == '<' ? ir_aff_add_const(u, -1) : u;
}

bool pass_peel(struct pass_ctx *ctx, const struct pass_step *step) {
  struct ir_node *l = pass_find_loop(ctx, step, 0);
  if (!l)
    return false;
  const char *name = l->iter->name;
  struct ir_kernel *k = pass_gpu_kernel_of(ctx->region, l);
  const char *why = NULL;
  struct ir_node *test = l->body;
  while (test && test->next)
    test = test->next;
  struct ir_vec conj = {0}, bounds = {0}; /* struct ir_aff *: each conjunct's holds_to */
  if (!k || l->map != IR_MAP_NONE || l->step <= 0 || l->lb.n != 1)
    why = "it is no loop of a kernel's threads counting up from one lower bound";
  else if (!test || test->kind != IR_IF || !test->else_body)
    why = "its body does not end with an if and an else (unswitch's test of a full step)";
  else {
    pass_conjuncts(test->cond, &conj);
    for (int i = 0; i < conj.n && !why; i++) {
      struct ir_aff *b = holds_to(l, conj.v[i]);
      ir_vec_push(&bounds, b);
      if (!b)
        why = "its body's last if does not test that the iterator is at most a value the "
              "loop does not change";
    }
  }
  if (why) {
    pass_refuse(ctx, step->loc, "cannot peel loop '%s' (line %d): %s", name, l->loc.line, why);
    return false;
  }
  struct ir_loc loc = l->loc;
  struct ir_type int_type = {IR_T_INT, false, false};
  /* U, the least of the conjuncts' bounds, as an expression. */
  struct ir_expr *u = NULL;
  struct ir_aff **parts = ir_alloc(sizeof *parts * (size_t)(l->ub.n + conj.n));
  for (int p = 0; p < l->ub.n; p++)
    parts[p] = l->ub.parts[p];
  for (int i = 0; i < conj.n; i++) {
    struct ir_aff *b = bounds.v[i];
    parts[l->ub.n + i] = b;
    u = pass_gpu_min(u, ir_expr_from_aff(b, int_type, loc));
  }
  /* The second loop: a copy of L over LOOP_last from LB + S * LOOP_full
   * (LOOP_full = (U - LB + S) / S, the number of full steps: a multiple of
   * S, which vectorize sees), its body's test taking the else branch. */
  struct ir_var *last = pass_gpu_new_iter(ctx, ir_printf("%s_last", name), l->iter->type, loc);
  struct ir_var *rest = pass_gpu_new_iter(ctx, ir_printf("%s_full", name), int_type, loc);
  struct ir_expr *count;
  if (conj.n == 1)
    count = ir_expr_from_aff(
        ir_aff_add_const(ir_aff_sub(parts[l->ub.n], l->lb.parts[0]), l->step), int_type, loc);
  else
    count = ir_expr_binary(
        '+', ir_expr_binary('-', u, ir_expr_from_aff(l->lb.parts[0], int_type, loc), int_type),
        pass_gpu_const(l->step, loc), int_type);
  struct ir_expr *first = ir_expr_binary('/', count, pass_gpu_const(l->step, loc), int_type);
  struct ir_node *bind = pass_gpu_bind(rest, first, loc);
  struct ir_node *after = l->next;
  l->next = NULL;
  struct ir_var *from[1] = {l->iter};
  struct ir_aff *to[1] = {ir_aff_var(last)};
  struct ir_subst sub = {1, from, to};
  struct ir_node *l2 = ir_clone_list(l, l->parent, &sub);
  l2->iter = last;
  l2->label = last->name;
  struct ir_aff **lbs = ir_alloc(sizeof *lbs * 2);
  lbs[0] = l->lb.parts[0];
  lbs[1] = ir_aff_add(l->lb.parts[0], ir_aff_scale(ir_aff_var(rest), l->step));
  l2->lb = (struct ir_bound){2, lbs};
  l->ub = (struct ir_bound){l->ub.n + conj.n, parts};
  l->next = bind;
  bind->next = l2;
  l2->next = after;
  pass_gpu_link(bind, l->parent);
  /* Each loop's body ends with the branch it runs. */
  struct ir_node *t2 = l2->body;
  while (t2->next)
    t2 = t2->next;
  for (int side = 0; side < 2; side++) {
    struct ir_node *t = side ? t2 : test, *keep = side ? t->else_body : t->then_body;
    *ir_node_slot(ctx->region, t) = keep;
    pass_gpu_link(keep, t->parent);
  }
  diag_remark(loc,
              "kernel '%s': loop '%s' runs its full steps without the test of each step, and "
              "the rest (the partial last step) in loop '%s' after it",
              k->name, name, last->name);
  return true;
}
