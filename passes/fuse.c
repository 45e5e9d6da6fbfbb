/* fuse.c - the 'fuse LOOP LOOP' pass: merges two adjacent sibling loops
 * with the same bounds and step into one, the second loop's body running
 * after the first's in each iteration.  It runs from a recipe or the pass
 * manager (passes/manager.c) and asks the dependence analysis
 * (dep_fusion_is_legal in passes/deps.c) before it acts; the manager
 * verifies and prints the result.
 *
 * The fused loop is the first loop's node; the second loop's body is
 * moved into it, its iterator renamed to the first loop's when the two
 * differ. */
#include "passes.h"

#include <string.h>

/* Are the bounds A and B the same max/min of the same parts, in any
 * order? */
static bool same_bound(const struct ir_bound *a, const struct ir_bound *b) {
  if (a->n != b->n)
    return false;
  for (int k = 0; k < a->n; k++) {
    bool found = false;
    for (int j = 0; j < b->n && !found; j++)
      found = ir_aff_equal(a->parts[k], b->parts[j]);
    if (!found)
      return false;
  }
  for (int k = 0; k < b->n; k++) {
    bool found = false;
    for (int j = 0; j < a->n && !found; j++)
      found = ir_aff_equal(b->parts[k], a->parts[j]);
    if (!found)
      return false;
  }
  return true;
}

/* "for (i = 0; i <= N - 1; i += 1)" in the IR's terms, for messages. */
static char *header_str(const struct ir_node *l) {
  struct ir_buf b = {0};
  const struct ir_bound *bs[2] = {&l->lb, &l->ub};
  for (int w = 0; w < 2; w++) {
    if (w)
      ir_buf_puts(&b, " .. ");
    if (bs[w]->n > 1)
      ir_buf_puts(&b, w ? "min(" : "max(");
    for (int k = 0; k < bs[w]->n; k++)
      ir_buf_printf(&b, "%s%s", k ? ", " : "", ir_aff_source_str(bs[w]->parts[k]));
    if (bs[w]->n > 1)
      ir_buf_puts(&b, ")");
  }
  ir_buf_printf(&b, " step %ld", l->step);
  return b.s;
}

const struct ir_node *pass_inner_loop_with(const struct ir_node *n, const struct ir_var *v) {
  for (; n; n = n->next) {
    const struct ir_node *f = NULL;
    if (n->kind == IR_LOOP)
      f = n->iter == v ? n : pass_inner_loop_with(n->body, v);
    else if (n->kind == IR_IF && !(f = pass_inner_loop_with(n->then_body, v)))
      f = pass_inner_loop_with(n->else_body, v);
    if (f)
      return f;
  }
  return NULL;
}

/* A local declared at the top of both bodies (the fused body would
 * declare it twice), or NULL. */
static const struct ir_var *declared_in_both(const struct ir_node *a, const struct ir_node *b) {
  for (const struct ir_node *x = a; x; x = x->next) {
    if (x->kind != IR_STMT || x->stmt->kind != IR_S_DECL)
      continue;
    for (const struct ir_node *y = b; y; y = y->next)
      if (y->kind == IR_STMT && y->stmt->kind == IR_S_DECL &&
          strcmp(y->stmt->decl->name, x->stmt->decl->name) == 0)
        return x->stmt->decl;
  }
  return NULL;
}

bool pass_find_loop_pair(struct pass_ctx *ctx, const struct pass_step *step, struct ir_node **a,
                         struct ir_node **b) {
  return (*a = pass_find_loop(ctx, step, 0)) && (*b = pass_find_loop(ctx, step, 1));
}

bool pass_same_header(const struct ir_node *a, const struct ir_node *b) {
  return a->step == b->step && same_bound(&a->lb, &b->lb) && same_bound(&a->ub, &b->ub);
}

bool pass_fuse(struct pass_ctx *ctx, const struct pass_step *step) {
  struct ir_node *a, *b;
  if (!pass_find_loop_pair(ctx, step, &a, &b))
    return false;
  const char *na = a->iter->name, *nb = b->iter->name;
  if (a == b) {
    pass_refuse(ctx, step->loc, "cannot fuse loop '%s' (line %d) with itself", na, a->loc.line);
    return false;
  }
  if (a->next != b) {
    if (b->next == a)
      pass_refuse(ctx, step->loc,
                  "cannot fuse loops '%s' (line %d) and '%s' (line %d): the second comes first; "
                  "write 'fuse %s %s'",
                  na, a->loc.line, nb, b->loc.line, nb, na);
    else
      pass_refuse(ctx, step->loc,
                  "cannot fuse loops '%s' (line %d) and '%s' (line %d): they are not adjacent "
                  "(the second must immediately follow the first in the same block)",
                  na, a->loc.line, nb, b->loc.line);
    return false;
  }
  if (!pass_same_header(a, b)) {
    pass_refuse(ctx, step->loc,
                "cannot fuse loops '%s' (line %d) and '%s' (line %d): their bounds differ "
                "(%s against %s)",
                na, a->loc.line, nb, b->loc.line, header_str(a), header_str(b));
    return false;
  }
  const struct ir_var *twice = declared_in_both(a->body, b->body);
  if (twice) {
    pass_refuse(ctx, step->loc,
                "cannot fuse loops '%s' (line %d) and '%s' (line %d): both bodies declare '%s'", na,
                a->loc.line, nb, b->loc.line, twice->name);
    return false;
  }
  const struct ir_node *clash = a->iter != b->iter ? pass_inner_loop_with(b->body, a->iter) : NULL;
  if (clash) {
    pass_refuse(ctx, step->loc,
                "cannot fuse loops '%s' (line %d) and '%s' (line %d): the second contains a "
                "loop over '%s' (line %d)",
                na, a->loc.line, nb, b->loc.line, na, clash->loc.line);
    return false;
  }
  char *msg = NULL;
  if (!dep_fusion_is_legal(pass_deps(ctx), a, b, NULL, &msg)) {
    pass_refuse(ctx, step->loc, "%s", msg);
    return false;
  }

  /* Move B's body to the end of A's, renaming B's iterator. */
  struct ir_node *moved;
  if (a->iter == b->iter) {
    moved = b->body;
    for (struct ir_node *c = moved; c; c = c->next)
      c->parent = a;
  } else {
    struct ir_var *from[1] = {b->iter};
    struct ir_aff *to[1] = {ir_aff_var(a->iter)};
    struct ir_subst s = {1, from, to};
    moved = ir_clone_list(b->body, a, &s);
  }
  struct ir_node **tail = &a->body;
  while (*tail)
    tail = &(*tail)->next;
  *tail = moved;
  a->next = b->next;
  diag_remark(a->loc, "fused loop '%s' (line %d) into loop '%s' (line %d)", nb, b->loc.line, na,
              a->loc.line);
  return true;
}
