/* unroll.c - the 'unroll LOOP FACTOR' pass: replicates a loop's body
 * FACTOR times per iteration of a new loop, with a guarded remainder, so
 * that the result runs exactly the iterations of the original, in their
 * original order, for every trip count.  It runs from a recipe or the pass
 * manager (passes/manager.c); since no iteration moves, it needs no
 * dependence question.  The manager verifies and prints the result.
 *
 * For (i = lb; i <= ub; i += s) with s > 0 and factor F it builds
 *
 *   for (i_unroll = lb; i_unroll <= ub; i_unroll += F * s)
 *     if (i_unroll + (F - 1) * s <= ub)    // one test per part of ub;
 *                                          // '< ub + 1' if the loop used '<'
 *       { body[i := i_unroll]  body[i := i_unroll + s]  ...
 *         body[i := i_unroll + (F - 1) * s] }
 *     else
 *       for (i = i_unroll; i <= ub; i += s) // the last, partial group
 *         body
 *
 * and the mirror image for s < 0 (the group's last copy tested against
 * every part of lb).  The new iterator is named after the old one,
 * "<i>_unroll" (made unique by pass_fresh_name), and declared in its for
 * header.  Locals declared at the top of the body are renamed in the
 * copies after the first (a, a_1, a_2, ...; see copy_name) so that no
 * block declares a name twice.  The remainder loop is the original loop
 * node with its lower (upper, for s < 0) bound replaced by i_unroll. */
#include "passes.h"

#include <limits.h>
#include <string.h>

/* An int-typed binary expression node A OP B. */
static struct ir_expr *binary(int op, struct ir_expr *a, struct ir_expr *b, struct ir_loc loc) {
  struct ir_expr *e = ir_expr_new(IR_E_BINARY, loc);
  e->op = op;
  e->a = a;
  e->b = b;
  e->type = (struct ir_type){IR_T_INT, false, false};
  return e;
}

/* The most loop, if and statement nodes one unrolling may create, so that
 * repeated unrolling cannot exhaust memory. */
#define UNROLL_MAX_NODES 100000

/* Nodes in the list N and below it. */
static long count_nodes(const struct ir_node *n) {
  long c = 0;
  for (; n; n = n->next) {
    c++;
    if (n->kind == IR_LOOP)
      c += count_nodes(n->body);
    else if (n->kind == IR_IF)
      c += count_nodes(n->then_body) + count_nodes(n->else_body);
  }
  return c;
}

/* Locals (*VARS) and arrays (*ARRAYS) declared at the top of BODY:
 * copies of the body side by side would declare them twice in one block,
 * so copies after the first get renamed ones. */
static void top_level_decls(const struct ir_node *body, struct ir_vec *vars,
                            struct ir_vec *arrays) {
  for (const struct ir_node *n = body; n; n = n->next) {
    if (n->kind == IR_STMT && n->stmt->kind == IR_S_DECL)
      ir_vec_push(vars, n->stmt->decl);
    if (n->kind == IR_STMT && n->stmt->kind == IR_S_ARRAY_DECL)
      ir_vec_push(arrays, n->stmt->array);
  }
}

/* The name of local VAR in body copy K of the loop over ITER: "a_1", or
 * "a_k1" when "a_1" is taken (by an earlier unrolling), then "a_k1_2",
 * "a_k1_3", ... (a bare digit suffix, "a_12", would read as another copy
 * number). */
static const char *copy_name(struct pass_ctx *ctx, const char *var, const char *iter, long k) {
  const char *plain = ir_printf("%s_%ld", var, k);
  if (strcmp(pass_fresh_name(ctx, plain), plain) == 0)
    return plain;
  const char *with_iter = ir_printf("%s_%s%ld", var, iter, k);
  if (strcmp(pass_fresh_name(ctx, with_iter), with_iter) == 0)
    return with_iter;
  for (int n = 2;; n++) {
    const char *numbered = ir_printf("%s_%d", with_iter, n);
    if (strcmp(pass_fresh_name(ctx, numbered), numbered) == 0)
      return numbered;
  }
}

/* What the copies of a body after the first rename: the locals FROM[k]
 * become TO[k] (substitution renames their uses, not the declared
 * variable), the arrays AFROM[k] become ATO[k] (declarations and
 * accesses). */
struct renaming {
  int n, narrays;
  struct ir_var **from, **to;
  struct ir_array **afrom, **ato;
};

/* Apply R to the copy N (any depth). */
static void rename_copy(struct ir_node *n, const struct renaming *r) {
  for (; n; n = n->next) {
    if (n->kind == IR_LOOP) {
      rename_copy(n->body, r);
    } else if (n->kind == IR_IF) {
      rename_copy(n->then_body, r);
      rename_copy(n->else_body, r);
    } else if (n->kind == IR_STMT) {
      struct ir_stmt *st = n->stmt;
      for (int k = 0; k < r->n; k++)
        if (st->kind == IR_S_DECL && st->decl == r->from[k]) {
          st->decl = r->to[k];
          st->lhs->var = r->to[k];
        }
      for (int k = 0; k < r->narrays; k++) {
        if (st->array == r->afrom[k])
          st->array = r->ato[k];
        for (int a = 0; a < st->accesses.n; a++) {
          struct ir_access *acc = st->accesses.v[a];
          if (acc->array == r->afrom[k])
            acc->array = r->ato[k];
        }
      }
    }
  }
}

/* A new array of the region like A (declared in it), named NAME. */
static struct ir_array *copy_array(struct pass_ctx *ctx, const struct ir_array *a,
                                   const char *name) {
  struct ir_array *c = ir_array_new(ctx->region, name, a->elem, a->ndim, a->loc);
  c->origin = a->origin;
  c->written = a->written;
  for (int d = 0; d < a->ndim; d++)
    c->extents[d] = a->extents[d];
  return c;
}

bool pass_unroll(struct pass_ctx *ctx, const struct pass_step *step) {
  struct ir_node *l = pass_find_loop(ctx, step, 0);
  if (!l)
    return false;
  const char *name = l->iter->name;
  long factor = step->nsizes ? step->sizes[0] : 0;
  if (factor < 1) {
    pass_refuse(ctx, step->loc, "invalid unroll factor %ld for loop '%s' (expected 2 or more)",
                factor, name);
    return false;
  }
  if (factor > 1024) {
    pass_refuse(ctx, step->loc, "unroll factor %ld for loop '%s' is too large (at most 1024)",
                factor, name);
    return false;
  }
  if (factor == 1) {
    diag_remark(step->loc, "unroll factor 1 leaves loop '%s' (line %d) unchanged", name,
                l->loc.line);
    return true;
  }
  long size = count_nodes(l->body);
  if (size * factor > UNROLL_MAX_NODES) {
    pass_refuse(ctx, step->loc,
                "unrolling loop '%s' (line %d) by %ld would copy its body of %ld nodes %ld times "
                "(at most %d nodes in all)",
                name, l->loc.line, factor, size, factor, UNROLL_MAX_NODES);
    return false;
  }
  long s = l->step, big, last;
  if (__builtin_mul_overflow(s, factor, &big) || __builtin_mul_overflow(s, factor - 1, &last)) {
    pass_refuse(ctx, step->loc, "cannot unroll loop '%s' (line %d) by %ld: the step overflows",
                name, l->loc.line, factor);
    return false;
  }
  if (!l->body) {
    pass_refuse(ctx, step->loc, "cannot unroll loop '%s' (line %d): its body is empty", name,
                l->loc.line);
    return false;
  }
  struct ir_loc loc = l->loc;

  /* The main loop over i_unroll, in L's place. */
  struct ir_node **slot = ir_node_slot(ctx->region, l);
  struct ir_var *iu = ir_var_new(ctx->region, pass_fresh_name(ctx, ir_printf("%s_unroll", name)),
                                 IR_VAR_ITER, ir_type_new_iter(l->iter->type), loc);
  iu->local = true;
  struct ir_node *outer = ir_node_new(IR_LOOP, loc);
  outer->parent = l->parent;
  outer->next = l->next;
  outer->iter = iu;
  outer->lb = l->lb;
  outer->ub = l->ub;
  outer->step = big;
  outer->iter_declared = true;
  outer->strict = l->strict;
  outer->label = iu->name;
  *slot = outer;

  /* The guard: the group's last copy is inside every part of the bound
   * the loop runs towards. */
  struct ir_node *guard = ir_node_new(IR_IF, loc);
  guard->parent = outer;
  outer->body = guard;
  const struct ir_bound *end = s > 0 ? &l->ub : &l->lb;
  struct ir_aff *last_aff = ir_aff_add_const(ir_aff_var(iu), last);
  for (int k = 0; k < end->n; k++) {
    /* A loop written with '<' ('>') gets its guard in the same style. */
    struct ir_aff *bound = end->parts[k];
    int op = s > 0 ? IR_OP_LE : IR_OP_GE;
    if (l->strict && bound->cst != (s > 0 ? LONG_MAX : LONG_MIN)) {
      bound = ir_aff_add_const(bound, s > 0 ? 1 : -1);
      op = s > 0 ? '<' : '>';
    }
    struct ir_expr *lhs = ir_expr_from_aff(last_aff, iu->type, loc);
    struct ir_expr *rhs = ir_expr_from_aff(bound, iu->type, loc);
    struct ir_expr *test = binary(op, lhs, rhs, loc);
    guard->cond = guard->cond ? binary(IR_OP_AND, guard->cond, test, loc) : test;
  }

  /* FACTOR copies of the body, copy K with i := i_unroll + K * s and,
   * for K >= 1, its top-level locals and arrays renamed (a -> a_1, a_2,
   * ...). */
  struct ir_vec decls = {0}, arrays = {0};
  top_level_decls(l->body, &decls, &arrays);
  struct ir_array **arr_to = ir_alloc(sizeof(struct ir_array *) * (size_t)(arrays.n + 1));
  struct ir_var **from = ir_alloc(sizeof(struct ir_var *) * (size_t)(decls.n + 1));
  struct ir_var **renamed = ir_alloc(sizeof(struct ir_var *) * (size_t)(decls.n + 1));
  struct ir_aff **to = ir_alloc(sizeof(struct ir_aff *) * (size_t)(decls.n + 1));
  from[0] = l->iter;
  struct ir_node **tail = &guard->then_body;
  for (long k = 0; k < factor; k++) {
    to[0] = ir_aff_add_const(ir_aff_var(iu), k * s);
    struct ir_subst sub = {1, from, to};
    if (k > 0) {
      for (int d = 0; d < decls.n; d++) {
        struct ir_var *v = decls.v[d];
        struct ir_var *nv =
            ir_var_new(ctx->region, copy_name(ctx, v->name, name, k), v->kind, v->type, v->loc);
        nv->local = true;
        nv->written = v->written;
        from[1 + d] = v;
        renamed[1 + d] = nv;
        to[1 + d] = ir_aff_var(nv);
      }
      sub.n = 1 + decls.n;
    }
    *tail = ir_clone_list(l->body, guard, &sub);
    if (k > 0) {
      for (int d = 0; d < arrays.n; d++) {
        struct ir_array *a = arrays.v[d];
        arr_to[d] = copy_array(ctx, a, copy_name(ctx, a->name, name, k));
      }
      struct renaming rn = {decls.n, arrays.n, from + 1, renamed + 1,
                            (struct ir_array **)arrays.v, arr_to};
      rename_copy(*tail, &rn);
    }
    while (*tail)
      tail = &(*tail)->next;
  }

  /* The remainder: L itself, starting at i_unroll. */
  struct ir_aff **start = ir_alloc(sizeof(struct ir_aff *));
  start[0] = ir_aff_var(iu);
  if (s > 0)
    l->lb = (struct ir_bound){1, start};
  else
    l->ub = (struct ir_bound){1, start};
  l->parent = guard;
  l->next = NULL;
  guard->else_body = l;
  diag_remark(loc, "unrolled loop '%s' by %ld (main loop '%s', remainder in loop '%s')", name,
              factor, iu->name, name);
  return true;
}
