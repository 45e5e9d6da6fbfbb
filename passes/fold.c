/* fold.c - the fold-tests pass (recipe "fold-tests LOOP"): in the
 * kernel whose code holds LOOP, an if whose condition holds wherever it
 * stands becomes its then branch, one whose condition never holds its
 * else branch (or nothing).  The polyhedral model answers
 * (pm_kernel_truth): the loops around the if with their bounds and
 * strides, the ifs around it, the kernel's grid and block sizes.  So a
 * program of constant sizes that its tiles divide keeps no border code:
 * vectorize's whole-copy tests (`i_first <= 192 && k_tile <= 224` for
 * 256 rows in tiles of 64), unswitch's test of the reduction's full
 * steps and the partial step's loop, the store's guard of points
 * outside the arrays.  The code that runs is the code that ran; the
 * pass is always legal. */
#include "passes.h"

struct fold {
  struct pm_model *model;
  struct ir_region *region;
  struct ir_kernel *kernel;
  struct ir_vec assigned; /* struct ir_var *: assigned by some statement (not a bind) */
  struct ir_vec bound;    /* the same and the binds' (pm_kernel_truth's ASSIGNED) */
  int always, never;
};

/* E with each variable a bind before node AT gives its value (the
 * nearest bind in AT's list or an enclosing one, itself read where it
 * stands): coarsen's points (`int i = i_first + i_thread + 32 * i_sub`)
 * in terms of the loops, so that a guard's test is a question about
 * them.  Variables assigned anywhere in the kernel stay. */
static struct ir_expr *values(struct fold *F, const struct ir_expr *e, const struct ir_node *at,
                              int depth) {
  if (!e)
    return NULL;
  if (e->kind == IR_E_VAR) {
    if (depth > 8 || ir_vec_contains(&F->assigned, e->var))
      return ir_clone_expr(e, NULL, NULL);
    for (const struct ir_node *c = at; c; c = c->parent) {
      if (c != at && c->kind == IR_LOOP && c->iter == e->var)
        break; /* the loop's own value */
      const struct ir_node *bind = NULL;
      const struct ir_node *head =
          c->parent ? *ir_node_list(F->region, c) : F->kernel->body; /* the kernel's top list */
      for (const struct ir_node *n = head; n && n != c; n = n->next)
        if (n->kind == IR_STMT && n->stmt->kind == IR_S_DECL && n->stmt->decl == e->var &&
            n->stmt->rhs)
          bind = n;
      if (bind)
        return values(F, bind->stmt->rhs, bind, depth + 1);
    }
    return ir_clone_expr(e, NULL, NULL);
  }
  if (e->kind == IR_E_ACCESS || e->kind == IR_E_CALL)
    return ir_clone_expr(e, NULL, NULL);
  struct ir_expr *c = ir_expr_new(e->kind, e->loc);
  *c = *e;
  c->a = values(F, e->a, at, depth);
  c->b = values(F, e->b, at, depth);
  c->c = values(F, e->c, at, depth);
  return c;
}

/* Statement node N's border test where it always holds: a copy's "C ?
 * A[..] : 0" becomes "A[..]" (a constant in the other branch only: its
 * accesses stay the statement's), and a 16-byte copy whose count of elements
 * read is always the whole vector reads them all (never holding, the
 * test stays: its access is the statement's). */
static void fold_stmt(struct fold *F, struct ir_node *n) {
  static const struct ir_type int_type = {.base = IR_T_INT};
  struct ir_stmt *st = n->stmt;
  if (st->kind != IR_S_ASSIGN)
    return;
  if (st->rhs && st->rhs->kind == IR_E_COND && st->rhs->c->kind == IR_E_CONST &&
      pm_kernel_truth(F->model, F->kernel, &F->bound, n, values(F, st->rhs->a, n, 0)) == 1) {
    st->rhs = st->rhs->b;
    F->always++;
  }
  if (st->vec && st->vec_count) {
    struct ir_expr *whole = ir_expr_binary(IR_OP_GE, values(F, st->vec_count, n, 0),
                                           pass_gpu_const(st->vec, n->loc), int_type);
    if (pm_kernel_truth(F->model, F->kernel, &F->bound, n, whole) == 1) {
      st->vec_count = NULL;
      F->always++;
    }
  }
}

/* The list at SLOT with its ifs folded (and those below); a loop or if
 * left with nothing to run goes too. */
static void fold_list(struct fold *F, struct ir_node **slot, struct ir_node *parent) {
  while (*slot) {
    struct ir_node *n = *slot;
    if (n->kind == IR_IF && n->cond && !n->lane0) {
      int truth = pm_kernel_truth(F->model, F->kernel, &F->bound, n, values(F, n->cond, n, 0));
      if (truth >= 0) {
        struct ir_node *keep = truth ? n->then_body : n->else_body;
        F->always += truth == 1;
        F->never += truth == 0;
        if (!keep) {
          *slot = n->next;
          continue;
        }
        struct ir_node *tail = keep;
        while (tail->next)
          tail = tail->next;
        tail->next = n->next;
        *slot = keep;
        pass_gpu_link(keep, parent);
        continue; /* the kept branch's first node next */
      }
    }
    if (n->kind == IR_STMT)
      fold_stmt(F, n);
    if (n->kind == IR_LOOP) {
      fold_list(F, &n->body, n);
      if (!n->body) {
        *slot = n->next;
        continue;
      }
    } else if (n->kind == IR_IF) {
      fold_list(F, &n->then_body, n);
      fold_list(F, &n->else_body, n);
      if (!n->then_body && !n->else_body) {
        *slot = n->next;
        continue;
      }
      if (!n->then_body) { /* if (!c) else-part */
        struct ir_expr *not = ir_expr_new(IR_E_UNARY, n->cond->loc);
        not->op = '!';
        not->a = n->cond;
        not->type = (struct ir_type){.base = IR_T_INT};
        n->cond = not;
        n->then_body = n->else_body;
        n->else_body = NULL;
      }
    }
    slot = &n->next;
  }
}

bool pass_fold_tests(struct pass_ctx *ctx, const struct pass_step *step) {
  struct ir_node *l = pass_find_loop(ctx, step, 0);
  if (!l)
    return false;
  struct ir_kernel *k = pass_gpu_kernel_of(ctx->region, l);
  if (!k) {
    pass_refuse(ctx, step->loc, "cannot fold the tests of loop '%s' (line %d): it is no loop of a "
                "kernel", l->iter->name, l->loc.line);
    return false;
  }
  struct fold F = {.model = pass_model(ctx), .region = ctx->region, .kernel = k};
  pm_assigned_vars(k->body, false, &F.assigned);
  pm_assigned_vars(k->body, true, &F.bound);
  fold_list(&F, &k->body, NULL);
  if (!F.always && !F.never) {
    if (!ctx->automatic)
      diag_remark(step->loc, "kernel '%s': no test holds or fails everywhere: nothing to fold",
                  k->name);
    return !ctx->automatic;
  }
  diag_remark(k->loc,
              "kernel '%s': %d test%s always hold%s where %s stand%s (what %s guard%s runs without "
              "%s), %d never hold%s (the other branch runs)",
              k->name, F.always, F.always == 1 ? "" : "s", F.always == 1 ? "s" : "",
              F.always == 1 ? "it" : "they", F.always == 1 ? "s" : "", F.always == 1 ? "it" : "they",
              F.always == 1 ? "s" : "", F.always == 1 ? "it" : "them", F.never,
              F.never == 1 ? "s" : "");
  return true;
}
