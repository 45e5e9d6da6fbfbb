/* distribute.c - the 'distribute LOOP' pass (loop fission): splits a loop
 * over the children of its body into as many consecutive loops as the
 * dependences allow.  It runs from a recipe or the pass manager
 * (passes/manager.c), asks the dependence analysis (passes/deps.c) which
 * children must stay together, and leaves verification and dumps to the
 * manager.
 *
 * The children keep their order: a group is a contiguous range of them.
 * Each child starts alone; a dependence that runs from a later child back
 * to an earlier one within the loop (carried by the loop or a loop inside
 * it) joins the two and everything between them, and so does a local
 * declaration at the top of the body used by a later child (C scoping).
 * The first group stays in the original loop node; every other group gets
 * a copy of the loop header, located at the group's first child so that
 * the copies can be told apart as LOOP@LINE in later recipe steps. */
#include "passes.h"

#include <string.h>

/* Index of the child of LOOP's body that holds statement S, or -1. */
static int child_of(struct ir_node **kids, int n, const struct ir_stmt *s) {
  for (int k = 0; k < n; k++) {
    struct ir_vec stack = {0};
    ir_vec_push(&stack, kids[k]);
    while (stack.n) {
      struct ir_node *m = stack.v[--stack.n];
      if (m->kind == IR_STMT && m->stmt == s)
        return k;
      struct ir_node *lists[3] = {m->kind == IR_LOOP ? m->body : NULL,
                                  m->kind == IR_IF ? m->then_body : NULL,
                                  m->kind == IR_IF ? m->else_body : NULL};
      for (int l = 0; l < 3; l++)
        for (struct ir_node *c = lists[l]; c; c = c->next)
          ir_vec_push(&stack, c);
    }
  }
  return -1;
}

/* Does anything in the subtree N (N alone, not its siblings) mention V,
 * or (V NULL) access array A? */
static bool node_uses(const struct ir_node *n, const struct ir_var *v, const struct ir_array *a) {
  struct ir_vec stack = {0};
  ir_vec_push(&stack, (void *)n);
  while (stack.n) {
    const struct ir_node *m = stack.v[--stack.n];
    if (m->kind == IR_STMT) {
      const struct ir_stmt *s = m->stmt;
      if (!v) {
        for (int k = 0; k < s->accesses.n; k++)
          if (((struct ir_access *)s->accesses.v[k])->array == a)
            return true;
        continue;
      }
      if ((s->kind == IR_S_DECL && s->decl == v) || ir_expr_reads_var(s->lhs, v) ||
          ir_expr_reads_var(s->rhs, v) || ir_expr_reads_var(s->guard, v))
        return true;
      continue;
    }
    const struct ir_node *lists[3] = {m->kind == IR_LOOP ? m->body : NULL,
                                      m->kind == IR_IF ? m->then_body : NULL,
                                      m->kind == IR_IF ? m->else_body : NULL};
    for (int l = 0; l < 3; l++)
      for (const struct ir_node *c = lists[l]; c; c = c->next)
        ir_vec_push(&stack, (void *)c);
  }
  return false;
}

/* Position of LOOP among D's common loops, or -1. */
static int common_index(const struct dep *d, const struct ir_node *loop) {
  for (int k = 0; k < d->ncommon; k++)
    if (d->common[k] == loop)
      return k;
  return -1;
}

/* Join children A..B (A < B) into one group; the first reason a join is
 * needed is kept in WHY[k] for the boundary between children k and k+1. */
static void join_range(bool *join, const char **why, int a, int b, const char *reason) {
  for (int k = a; k < b; k++) {
    if (!join[k])
      why[k] = reason;
    join[k] = true;
  }
}

/* A copy of loop L's header (iterator, bounds, step, flags) with no body,
 * located at LOC. */
static struct ir_node *copy_header(const struct ir_node *l, struct ir_loc loc) {
  struct ir_node *c = ir_node_new(IR_LOOP, loc);
  *c = *l;
  c->loc = loc;
  c->next = NULL;
  c->body = NULL;
  c->lb.parts = ir_alloc(sizeof(struct ir_aff *) * (size_t)l->lb.n);
  memcpy(c->lb.parts, l->lb.parts, sizeof(struct ir_aff *) * (size_t)l->lb.n);
  c->ub.parts = ir_alloc(sizeof(struct ir_aff *) * (size_t)l->ub.n);
  memcpy(c->ub.parts, l->ub.parts, sizeof(struct ir_aff *) * (size_t)l->ub.n);
  return c;
}

bool pass_distribute(struct pass_ctx *ctx, const struct pass_step *step) {
  struct ir_node *l = pass_find_loop(ctx, step, 0);
  if (!l)
    return false;
  const char *name = l->iter->name;
  int n = 0;
  for (struct ir_node *c = l->body; c; c = c->next)
    n++;
  if (n < 2) {
    pass_refuse(ctx, step->loc, "loop '%s' (line %d) cannot be distributed: its body has %s", name,
                l->loc.line, n ? "a single statement or loop" : "nothing in it");
    return false;
  }
  struct ir_node **kids = ir_alloc(sizeof(struct ir_node *) * (size_t)n);
  n = 0;
  for (struct ir_node *c = l->body; c; c = c->next)
    kids[n++] = c;

  bool *join = ir_alloc(sizeof(bool) * (size_t)n);
  const char **why = ir_alloc(sizeof(char *) * (size_t)n);
  struct dep_info *info = pass_deps(ctx);
  /* Dependences within L that run backwards between children: the same
   * ones dep_distribution_is_legal looks at. */
  for (int k = 0; k < info->deps.n; k++) {
    struct dep *d = info->deps.v[k];
    if (d->alias && info->ignore_alias)
      continue;
    int b = common_index(d, l);
    if (b < 0 || (d->level >= 0 && d->level < b))
      continue;
    int cs = child_of(kids, n, d->src), ct = child_of(kids, n, d->sink);
    if (cs < 0 || ct < 0 || cs <= ct)
      continue;
    join_range(join, why, ct, cs, dep_str(d));
  }
  /* A local declared at the top of the body is visible only there: its
   * users must stay in the declaration's loop. */
  for (int k = 0; k < n; k++) {
    struct ir_stmt *s = kids[k]->kind == IR_STMT ? kids[k]->stmt : NULL;
    if (!s || (s->kind != IR_S_DECL && s->kind != IR_S_ARRAY_DECL))
      continue;
    struct ir_var *v = s->kind == IR_S_DECL ? s->decl : NULL;
    int last = k;
    for (int j = k + 1; j < n; j++)
      if (node_uses(kids[j], v, s->array))
        last = j;
    if (last > k)
      join_range(join, why, k, last,
                 ir_printf("local %s'%s' declared at line %d is used at line %d, and a "
                           "declaration cannot be split from its uses",
                           v ? "" : "array ", v ? v->name : s->array->name, kids[k]->loc.line,
                           kids[last]->loc.line));
  }

  int *group_of = ir_alloc(sizeof(int) * (size_t)n);
  int ngroups = 1;
  for (int k = 1; k < n; k++) {
    if (!join[k - 1])
      ngroups++;
    group_of[k] = ngroups - 1;
  }
  if (ngroups == 1) {
    /* Prefer the analysis' own words when a dependence is the reason. */
    int *alone = ir_alloc(sizeof(int) * (size_t)n);
    for (int k = 0; k < n; k++)
      alone[k] = k;
    char *msg = NULL;
    if (!dep_distribution_is_legal(info, l, alone, NULL, &msg))
      pass_refuse(ctx, step->loc, "%s", msg);
    else
      pass_refuse(ctx, step->loc, "loop '%s' cannot be distributed: %s", name, why[0]);
    return false;
  }
  char *msg = NULL;
  if (!dep_distribution_is_legal(info, l, group_of, NULL, &msg)) {
    /* Cannot happen if the grouping above is right; never act on it. */
    pass_refuse(ctx, step->loc, "%s", msg);
    return false;
  }

  /* Group 0 stays in L; each later group gets its own copy of the header,
   * linked after the previous one. */
  struct ir_node *after = l->next, *prev_loop = l, *loop = l;
  for (int k = 0; k < n; k++) {
    if (k > 0 && group_of[k] != group_of[k - 1]) {
      kids[k - 1]->next = NULL;
      loop = copy_header(l, kids[k]->loc);
      loop->body = kids[k];
      prev_loop->next = loop;
      prev_loop = loop;
    }
    kids[k]->parent = loop;
  }
  prev_loop->next = after;
  diag_remark(l->loc, "distributed loop '%s' into %d loops", name, ngroups);
  return true;
}
