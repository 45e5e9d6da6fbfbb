/* join.c - the 'join LOOP LOOP' pass: two adjacent sibling loops whose
 * ranges follow each other (the second starts one past the first's end,
 * both with step 1: lu's j from c + 1 to i - 1 and j2 from i to n - 1)
 * become one loop over both ranges whose body is
 * "if (ITER <= the first's end) first's body else second's body".  The
 * iterations run in the same order as before, so the step is always
 * legal; it needs a proof (isl, over the loops around the two) that the
 * first loop ends at most one before the second starts and that the
 * second does not end more than one before it starts, so that the joined
 * range is exactly the two ranges.  The automatic pipeline joins two
 * parallel loops where no dependence links their instances in one
 * iteration of the loops around them (the joined loop is parallel too):
 * one kernel over both ranges instead of two over their bounding boxes.
 *
 * The joined loop is the first loop's node; the second's body is moved
 * into the else branch, its iterator renamed to the first's. */
#include "passes.h"

#include <isl/set.h>

#include <string.h>

/* Constraints "lb <= ITER <= ub" of the loops around N, as isl text over
 * the iterators named in DIMS. */
static char *around(const struct ir_node *n, struct ir_buf *dims) {
  struct ir_buf c = {0};
  for (const struct ir_node *a = n->parent; a; a = a->parent) {
    if (a->kind != IR_LOOP)
      continue;
    const char *v = pm_isl_name(a->iter);
    ir_buf_printf(dims, "%s%s", dims->len ? ", " : "", v);
    for (int p = 0; p < a->lb.n; p++)
      ir_buf_printf(&c, "%s%s >= %s", c.len ? " and " : "", v, pm_aff_isl(a->lb.parts[p]));
    for (int p = 0; p < a->ub.n; p++)
      ir_buf_printf(&c, "%s%s <= %s", c.len ? " and " : "", v, pm_aff_isl(a->ub.parts[p]));
  }
  return c.s ? c.s : ir_printf("true");
}

/* Is "X > Y" impossible inside the loops around N? */
static bool never_above(struct pm_model *m, const struct ir_node *n, const struct ir_aff *x,
                        const struct ir_aff *y) {
  struct ir_buf dims = {0};
  char *c = around(n, &dims);
  pm_new_question(m);
  isl_set *s = pm_read_set(m, ir_printf("[%s] : %s and %s > %s", dims.s ? dims.s : "", c,
                                        pm_aff_isl(x), pm_aff_isl(y)));
  bool empty = s && isl_set_is_empty(s) == isl_bool_true;
  isl_set_free(s);
  return empty && !pm_exhausted(m);
}

/* Why loops A and B (A first) cannot be joined, or NULL. */
static const char *join_problem(struct pass_ctx *ctx, const struct ir_node *a,
                                const struct ir_node *b) {
  if (a->next != b)
    return "they are not adjacent (the second must immediately follow the first in the same "
           "block)";
  if (a->step != 1 || b->step != 1)
    return "their steps are not 1";
  if (a->iter->type.base != b->iter->type.base || a->iter->type.is_unsigned ||
      b->iter->type.is_unsigned)
    return "their iterators are unsigned or of different types";
  if (a->ub.n != 1 || b->lb.n != 1 ||
      !ir_aff_equal(ir_aff_add_const(a->ub.parts[0], 1), b->lb.parts[0]))
    return "the second does not start one past the first's end";
  if (a->iter != b->iter && pass_inner_loop_with(b->body, a->iter))
    return "the second contains a loop over the first's iterator";
  struct pm_model *m = pass_model(ctx);
  /* The first may be empty only by starting at the second's start. */
  for (int p = 0; p < a->lb.n; p++)
    if (!never_above(m, a, a->lb.parts[p], b->lb.parts[0]))
      return "the first may start after the second starts";
  for (int p = 0; p < b->ub.n; p++)
    if (!never_above(m, a, b->lb.parts[0], ir_aff_add_const(b->ub.parts[p], 1)))
      return "the second may end before the first ends";
  return NULL;
}

bool pass_join_possible(struct pass_ctx *ctx, const struct ir_node *a, const struct ir_node *b) {
  return !join_problem(ctx, a, b);
}

bool pass_join(struct pass_ctx *ctx, const struct pass_step *step) {
  struct ir_node *a, *b;
  if (!pass_find_loop_pair(ctx, step, &a, &b))
    return false;
  const char *na = a->iter->name, *nb = b->iter->name;
  const char *why = a == b ? "a loop cannot be joined with itself" : join_problem(ctx, a, b);
  if (why) {
    pass_refuse(ctx, step->loc, "cannot join loops '%s' (line %d) and '%s' (line %d): %s", na,
                a->loc.line, nb, b->loc.line, why);
    return false;
  }
  struct ir_node *choose = ir_node_new(IR_IF, a->loc);
  choose->cond = ir_expr_binary(IR_OP_LE, ir_expr_var_signed(a->iter, a->loc),
                                ir_expr_from_aff(a->ub.parts[0], a->iter->type, a->loc),
                                (struct ir_type){IR_T_INT, false, false});
  choose->parent = a;
  choose->then_body = a->body;
  if (a->iter == b->iter) {
    choose->else_body = b->body;
  } else {
    struct ir_var *from[1] = {b->iter};
    struct ir_aff *to[1] = {ir_aff_var(a->iter)};
    struct ir_subst s = {1, from, to};
    choose->else_body = ir_clone_list(b->body, choose, &s);
  }
  for (struct ir_node *c = choose->then_body; c; c = c->next)
    c->parent = choose;
  for (struct ir_node *c = choose->else_body; c; c = c->next)
    c->parent = choose;
  a->body = choose;
  a->ub = b->ub;
  a->next = b->next;
  diag_remark(a->loc, "joined loop '%s' (line %d) to loop '%s' (line %d): one loop over both "
              "ranges, up to %s, in the same order", nb, b->loc.line, na, a->loc.line,
              ir_aff_source_str(b->ub.parts[0]));
  return true;
}
