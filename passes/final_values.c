/* final_values.c - the values that the loop iterators read after a region
 * have when it ends (struct pass_ctx's finals), so that transformations
 * may reorder or remove the loops that set them: after the transformed
 * code, each such iterator is assigned the value the original loops leave
 * in it.
 *
 * For loop L over iterator V from LB to UB by S > 0 (in parameters; a
 * max or min of such parts), nested only in loops whose bounds are in
 * parameters too, the original leaves
 *
 *   V = outer loops run ? (LB <= UB ? LB + S * ((UB - LB) / S + 1) : LB) : V
 *
 * (the last increment past UB; just LB when L runs no iteration; V's old
 * value when L never starts), and likewise downwards for S < 0.  V must
 * be the iterator of L alone in the region.  Other cases keep the region
 * as it is (the pass manager's remark). */
#include "passes.h"

static const struct ir_type int_type = {.base = IR_T_INT};

/* Are B's parts affine forms in parameters? */
static bool simple_bound(const struct ir_bound *b) {
  for (int p = 0; p < b->n; p++)
    for (int t = 0; t < b->parts[p]->nterms; t++)
      if (b->parts[p]->terms[t].var->kind != IR_VAR_PARAM)
        return false;
  return b->n >= 1;
}

static struct ir_expr *val(const struct ir_aff *a, struct ir_type t, struct ir_loc loc) {
  return ir_expr_from_aff(a, t, loc);
}

/* The max (LOWER) or min of the first N parts of bound B, as an
 * expression (each operand built afresh where it appears twice). */
static struct ir_expr *parts(const struct ir_bound *b, int n, bool lower, struct ir_type t,
                             struct ir_loc loc) {
  if (n == 1)
    return val(b->parts[0], t, loc);
  struct ir_expr *test = ir_expr_binary(lower ? '>' : '<', parts(b, n - 1, lower, t, loc),
                                        val(b->parts[n - 1], t, loc), int_type);
  return ir_expr_cond(test, parts(b, n - 1, lower, t, loc), val(b->parts[n - 1], t, loc), t);
}

static struct ir_expr *bound(const struct ir_bound *b, bool lower, struct ir_type t,
                             struct ir_loc loc) {
  return parts(b, b->n, lower, t, loc);
}

/* "LB <= UB": the loop runs. */
static struct ir_expr *runs(const struct ir_node *l, struct ir_loc loc) {
  return ir_expr_binary(IR_OP_LE, bound(&l->lb, true, l->iter->type, loc),
                        bound(&l->ub, false, l->iter->type, loc), int_type);
}

/* The value L leaves in its iterator after running at least once. */
static struct ir_expr *past_end(const struct ir_node *l, struct ir_loc loc) {
  struct ir_type t = l->iter->type;
  bool up = l->step > 0;
  long s = up ? l->step : -l->step;
  bool single = l->lb.n == 1 && l->ub.n == 1;
  if (s == 1 && single) /* one past the end */
    return val(ir_aff_add_const(up ? l->ub.parts[0] : l->lb.parts[0], up ? 1 : -1), t, loc);
  if (s == 1)
    return ir_expr_binary(up ? '+' : '-', bound(up ? &l->ub : &l->lb, !up, t, loc),
                          pass_gpu_const(1, loc), t);
  struct ir_expr *start = bound(up ? &l->lb : &l->ub, up, t, loc);
  struct ir_expr *trips =
      single ? val(ir_aff_sub(l->ub.parts[0], l->lb.parts[0]), t, loc)
             : ir_expr_binary('-', bound(&l->ub, false, t, loc), bound(&l->lb, true, t, loc), t);
  if (s != 1)
    trips = ir_expr_binary('/', trips, pass_gpu_const(s, loc), t);
  trips = ir_expr_binary('+', trips, pass_gpu_const(1, loc), t);
  if (s != 1)
    trips = ir_expr_binary('*', pass_gpu_const(s, loc), trips, t);
  return ir_expr_binary(up ? '+' : '-', start, trips, t);
}

bool pass_final_values(struct ir_region *r, struct ir_vec *finals, const char **why) {
  struct ir_vec loops = pass_gpu_nodes(r->body); /* (the loops among them count) */
  for (int k = 0; k < r->vars.n; k++) {
    struct ir_var *v = r->vars.v[k];
    if (!v->live_out || v->kind != IR_VAR_ITER)
      continue;
    struct ir_node *l = NULL;
    int count = 0;
    for (int i = 0; i < loops.n; i++)
      if (((struct ir_node *)loops.v[i])->kind == IR_LOOP &&
          ((struct ir_node *)loops.v[i])->iter == v) {
        l = loops.v[i];
        count++;
      }
    bool ok = count == 1 && simple_bound(&l->lb) && simple_bound(&l->ub) && l->step != 0;
    for (struct ir_node *a = ok ? l->parent : NULL; a && ok; a = a->parent)
      ok = a->kind == IR_LOOP && simple_bound(&a->lb) && simple_bound(&a->ub);
    if (!ok) {
      *why = ir_printf("the final value of loop iterator '%s' is read after it, and its loop "
                       "%s",
                       v->name,
                       count != 1 ? "is not the only one over it"
                                  : "has bounds that use other iterators, or lies in such a "
                                    "loop or in an if");
      return false;
    }
    struct ir_loc loc = l->loc;
    struct ir_expr *value =
        ir_expr_cond(runs(l, loc), past_end(l, loc),
                     bound(l->step > 0 ? &l->lb : &l->ub, l->step > 0, v->type, loc), v->type);
    struct ir_expr *outer = NULL;
    for (struct ir_node *a = l->parent; a; a = a->parent)
      outer = outer ? ir_expr_binary(IR_OP_AND, outer, runs(a, loc), int_type) : runs(a, loc);
    if (outer)
      value = ir_expr_cond(outer, value, pass_gpu_var(v, loc), v->type);
    struct ir_stmt *st = pass_gpu_new_stmt(IR_S_ASSIGN, r->end.file ? r->end : loc);
    st->lhs = pass_gpu_var(v, loc);
    st->rhs = value;
    struct ir_node *n = pass_gpu_stmt_node(st);
    ir_vec_push(finals, n);
  }
  return true;
}
