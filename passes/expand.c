/* expand.c - the 'expand ARRAY LOOP' pass: array expansion.  An array
 * that every iteration of a loop nest uses as scratch space (doitgen's
 * sum[p], set to 0, summed into, then copied out, for every r and q)
 * makes the loops sequential only through its reuse: each iteration
 * overwrites what the previous one left.  Giving every iteration its own
 * copy, sum_rq[r][q][p], removes those dependences, and the loops become
 * parallel.
 *
 * The loops expanded over (the chain) are the loops from LOOP down that
 * enclose every access to ARRAY, up to the deepest one that carries a
 * dependence on it.  LOOP must be at the top of its region, each loop of
 * the chain must run from a lower to an upper bound that read no
 * iterator, with step 1.  The step is legal when
 * - every value a read of ARRAY inside LOOP gets was written in the same
 *   iteration of the chain (no value flows between iterations or into
 *   the nest from before it): isl's flow analysis over the references to
 *   ARRAY inside LOOP, whose writes must all have affine subscripts and
 *   no data-dependent condition;
 * - every iteration of the chain writes the same elements: then the last
 *   iteration's copy holds the final value of each element written, and
 *   a copy-out after the nest ("if the nest ran, ARRAY[e] =
 *   COPY[last][e]", over the loops of one write that covers them) keeps
 *   ARRAY as the original code leaves it.
 * The copy lives on the GPU only (IR_ARR_DEVICE), so the step needs a GPU
 * target; the automatic pipeline applies it to nests at the top of a
 * region whose loops carry dependences only through such an array. */
#include "passes.h"

#include <isl/flow.h>
#include <isl/map.h>
#include <isl/schedule.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>

#include <stdlib.h>
#include <string.h>

/* The index of loop L among ST's loops, or -1. */
static int loop_index(const struct pm_stmt *st, const struct ir_node *l) {
  for (int k = 0; k < st->nloops; k++)
    if (st->loops[k] == l)
      return k;
  return -1;
}

static bool touches(const struct ir_stmt *s, const struct ir_array *a) {
  for (int k = 0; k < s->accesses.n; k++)
    if (((struct ir_access *)s->accesses.v[k])->array == a)
      return true;
  return false;
}

/* Does dependence D involve array A? */
static bool on_array(const struct dep *d, const struct ir_array *a) {
  return (d->src_acc && d->src_acc->array == a) || (d->sink_acc && d->sink_acc->array == a);
}

/* The chain of array A under top-level loop L: the loops from L down that
 * enclose every statement touching A, up to the deepest that carries a
 * dependence on A.  Its length; 0 with *WHY when there is none. */
static int find_chain(struct pass_ctx *ctx, struct ir_node *l, const struct ir_array *a,
                      struct ir_node **chain, const char **why) {
  struct pm_model *m = pass_model(ctx);
  int n = -1;
  struct pm_stmt *first = NULL;
  for (int k = 0; k < m->stmts.n; k++) {
    struct pm_stmt *st = m->stmts.v[k];
    if (loop_index(st, l) != 0 || !touches(st->stmt, a))
      continue;
    if (!first) {
      first = st;
      n = st->nloops;
    }
    int c = 0;
    while (c < n && c < st->nloops && st->loops[c] == first->loops[c])
      c++;
    n = c;
  }
  if (!first) {
    *why = "the loop does not touch it";
    return 0;
  }
  struct dep_info *info = pass_deps(ctx);
  int deepest = -1;
  for (int k = 0; k < info->deps.n; k++) {
    struct dep *d = info->deps.v[k];
    if (d->level < 0 || !on_array(d, a))
      continue;
    for (int c = 0; c < n; c++)
      if (d->common[d->level] == first->loops[c] && c > deepest)
        deepest = c;
  }
  if (deepest < 0) {
    *why = "no loop around its accesses carries a dependence on it";
    return 0;
  }
  for (int c = 0; c <= deepest; c++) {
    struct ir_node *x = first->loops[c];
    chain[c] = x;
    bool params_only = x->step == 1 && x->lb.n == 1 && x->ub.n == 1;
    for (int p = 0; p < 2 && params_only; p++) {
      const struct ir_aff *b = p ? x->ub.parts[0] : x->lb.parts[0];
      for (int t = 0; t < b->nterms; t++)
        params_only &= b->terms[t].var->kind == IR_VAR_PARAM;
    }
    if (!params_only) {
      *why = ir_printf("loop '%s' (line %d) does not run with step 1 between bounds that read "
                       "no iterator", x->iter->name, x->loc.line);
      return 0;
    }
  }
  return deepest + 1;
}

struct ir_vec pass_refs_under(struct pm_model *m, const struct ir_array *a,
                              const struct ir_node *top) {
  struct ir_vec v = {0};
  for (int k = 0; k < m->refs.n; k++) {
    struct pm_ref *rf = m->refs.v[k];
    if (rf->acc && rf->acc->array == a && loop_index(rf->st, top) == 0)
      ir_vec_push(&v, rf);
  }
  return v;
}

/* Write reference RF's elements per iteration of CHAIN[0..n-1]:
 * "[i_0, i_1] -> A_2[o0]". */
static isl_map *written_per_iteration(struct pm_model *m, struct pm_ref *rf,
                                      struct ir_node **chain, int n) {
  isl_map *acc = isl_map_copy(pm_access(m, rf));
  isl_map *coords = pm_loop_coords(m, ir_printf("R%d", rf->id), rf->st->loops, rf->st->nloops,
                                   chain, n);
  return isl_map_apply_domain(acc, coords);
}

/* Does a dependence (a map of the flow problem's result, from one
 * reference's instances to another's) join different iterations of the
 * chain? */
struct across_data {
  struct pm_model *m;
  int n; /* the chain's loops, the first N around every reference */
  bool across;
};

static struct pm_ref *tuple_ref(struct pm_model *m, isl_map *rel, enum isl_dim_type t) {
  const char *name = isl_map_get_tuple_name(rel, t);
  return m->refs.v[atoi(name + 1)];
}

static isl_stat moves_across(isl_map *rel, void *user) {
  struct across_data *ad = user;
  struct pm_ref *src = tuple_ref(ad->m, rel, isl_dim_in), *sink = tuple_ref(ad->m, rel, isl_dim_out);
  /* (the chain is the first loops around every reference of the nest) */
  isl_set *moved = pm_leading_deltas(ad->m, rel, src->st->loops, src->st->nloops,
                                     sink->st->loops, sink->st->nloops, ad->n);
  isl_set *zero = isl_set_universe(isl_set_get_space(moved));
  for (int d = 0; d < ad->n; d++)
    zero = isl_set_fix_si(zero, isl_dim_set, (unsigned)d, 0);
  ad->across |= isl_set_is_subset(moved, zero) != isl_bool_true;
  isl_set_free(moved);
  isl_set_free(zero);
  return isl_stat_ok;
}

/* Why expanding A over CHAIN[0..n-1] is not legal, or NULL; *COVER: a
 * write whose elements per iteration are all the iteration writes. */
static const char *expand_problem(struct pass_ctx *ctx, const struct ir_array *a,
                                  struct ir_node **chain, int n, struct pm_ref **cover) {
  struct dep_info *info = pass_deps(ctx);
  struct pm_model *m = info->model;
  const char *overlap = pass_overlap_problem(info, a);
  if (overlap)
    return overlap;
  struct ir_vec refs = pass_refs_under(m, a, chain[0]);
  for (int k = 0; k < refs.n; k++) {
    struct pm_ref *rf = refs.v[k];
    if (rf->write && !rf->must)
      return ir_printf("line %d writes it through a subscript that is not affine or under a "
                       "condition that reads memory", rf->st->stmt->loc.line);
  }
  pm_new_question(m);
  /* Every read gets its value from a write in the same iteration. */
  isl_union_flow *flow = pass_refs_flow(m, &refs);
  if (!flow)
    return "the dependence analysis ran out of operations";
  isl_union_map *none = isl_union_flow_get_may_no_source(flow);
  isl_union_map *deps = isl_union_flow_get_may_dependence(flow);
  isl_union_flow_free(flow);
  bool exposed = isl_union_map_is_empty(none) != isl_bool_true;
  isl_union_map_free(none);
  struct across_data ad = {m, n, false};
  if (!exposed)
    isl_union_map_foreach_map(deps, moves_across, &ad);
  bool across = ad.across;
  isl_union_map_free(deps);
  if (pm_exhausted(m))
    return "the dependence analysis ran out of operations";
  if (exposed)
    return "some read of it inside the nest gets a value from before the nest";
  if (across)
    return "a value written in one iteration is read in another";
  /* Every iteration writes the same elements. */
  struct ir_buf dims = {0}, box = {0};
  for (int c = 0; c < n; c++) {
    const char *v = pm_isl_name(chain[c]->iter);
    ir_buf_printf(&dims, "%s%s", c ? ", " : "", v);
    ir_buf_printf(&box, "%s%s <= %s <= %s", c ? " and " : "", pm_aff_isl(chain[c]->lb.parts[0]),
                  v, pm_aff_isl(chain[c]->ub.parts[0]));
  }
  isl_map *all = NULL;
  for (int k = 0; k < refs.n; k++) {
    struct pm_ref *rf = refs.v[k];
    if (rf->write) {
      isl_map *w = written_per_iteration(m, rf, chain, n);
      all = all ? isl_map_union(all, w) : w;
    }
  }
  if (!all)
    return "the nest does not write it";
  isl_set *d = pm_read_set(m, ir_printf("[%s] : %s", dims.s, box.s));
  isl_map *uniform = isl_map_from_domain_and_range(d, isl_map_range(isl_map_copy(all)));
  bool same = isl_map_is_equal(all, uniform) == isl_bool_true;
  isl_map_free(uniform);
  *cover = NULL;
  for (int k = 0; k < refs.n && same && !*cover; k++) {
    struct pm_ref *rf = refs.v[k];
    if (!rf->write)
      continue;
    isl_map *w = written_per_iteration(m, rf, chain, n);
    if (isl_map_is_equal(w, all) == isl_bool_true)
      *cover = rf;
    isl_map_free(w);
  }
  isl_map_free(all);
  if (pm_exhausted(m))
    return "the dependence analysis ran out of operations";
  if (!same)
    return "its iterations do not all write the same elements, so no one copy holds the final "
           "values";
  if (!*cover)
    return "no one statement writes all the elements an iteration writes";
  for (struct ir_node *x = (*cover)->st->node->parent; x != chain[n - 1]; x = x->parent)
    if (x->kind == IR_IF && !x->then_body)
      return "the statement that writes all its elements is in an else branch";
  return NULL;
}

/* ACC, an access to the expanded array, with the chain's offsets
 * FIRST[0..n-1] before its own subscripts. */
static void prefix_access(struct ir_access *acc, struct ir_array *to, struct ir_aff **first,
                          int n) {
  int nd = acc->ndim + n;
  struct ir_expr **index = ir_alloc(sizeof(struct ir_expr *) * (size_t)nd);
  struct ir_aff **aff = ir_alloc(sizeof(struct ir_aff *) * (size_t)nd);
  struct ir_type int_type = {IR_T_INT, false, false};
  for (int d = 0; d < n; d++) {
    aff[d] = first[d];
    index[d] = ir_expr_from_aff(first[d], int_type, acc->loc);
  }
  for (int d = 0; d < acc->ndim; d++) {
    index[n + d] = acc->index[d];
    aff[n + d] = acc->aff[d];
  }
  acc->array = to;
  acc->ndim = nd;
  acc->index = index;
  acc->aff = aff;
}

static void rename_accesses(struct ir_node *n, struct ir_array *a, struct ir_array *to,
                            struct ir_aff **first, int nchain) {
  for (; n; n = n->next) {
    if (n->kind == IR_STMT)
      for (int k = 0; k < n->stmt->accesses.n; k++) {
        struct ir_access *acc = n->stmt->accesses.v[k];
        if (acc->array == a)
          prefix_access(acc, to, first, nchain);
      }
    rename_accesses(n->body, a, to, first, nchain);
    rename_accesses(n->then_body, a, to, first, nchain);
    rename_accesses(n->else_body, a, to, first, nchain);
  }
}

/* "A[e] = COPY[last][e];" over the loops and ifs between the chain's
 * innermost loop and statement node S, the chain's iterators replaced by
 * their last values (SUBST), inside "if (every chain loop runs)". */
static struct ir_node *copy_out(struct ir_node *s, struct ir_node **chain, int n,
                                struct ir_array *to, const struct ir_subst *subst) {
  struct ir_stmt *orig = s->stmt;
  struct ir_stmt *st = pass_gpu_new_stmt(IR_S_ASSIGN, orig->loc);
  st->lhs = ir_clone_expr(orig->lhs, subst, st);
  st->rhs = ir_clone_expr(orig->lhs, subst, st);
  struct ir_access *w = st->lhs->acc, *r = st->rhs->acc;
  w->is_read = false;
  w->is_write = true;
  r->is_read = true;
  r->is_write = false;
  struct ir_aff **last = ir_alloc(sizeof(struct ir_aff *) * (size_t)n);
  for (int c = 0; c < n; c++)
    last[c] = ir_aff_sub(chain[c]->ub.parts[0], chain[c]->lb.parts[0]);
  prefix_access(r, to, last, n);
  struct ir_node *inner = pass_gpu_stmt_node(st);
  for (struct ir_node *x = s->parent; x != chain[n - 1]; x = x->parent) {
    struct ir_node *c = ir_clone_list(x, NULL, subst);
    c->next = NULL;
    if (c->kind == IR_LOOP)
      c->body = inner;
    else {
      c->then_body = inner;
      c->else_body = NULL;
    }
    inner->parent = c;
    inner = c;
  }
  struct ir_node *guard = ir_node_new(IR_IF, chain[0]->loc);
  struct ir_type int_type = {IR_T_INT, false, false};
  for (int c = 0; c < n; c++) {
    struct ir_expr *runs = ir_expr_binary(
        IR_OP_LE, ir_expr_from_aff(chain[c]->lb.parts[0], chain[c]->iter->type, chain[0]->loc),
        ir_expr_from_aff(chain[c]->ub.parts[0], chain[c]->iter->type, chain[0]->loc), int_type);
    guard->cond = guard->cond ? ir_expr_binary(IR_OP_AND, guard->cond, runs, int_type) : runs;
  }
  guard->then_body = inner;
  inner->parent = guard;
  return guard;
}

isl_union_flow *pass_refs_flow(struct pm_model *m, const struct ir_vec *refs) {
  isl_union_map *reads = isl_union_map_empty(isl_space_params_alloc(m->ctx, 0));
  isl_union_map *writes = isl_union_map_copy(reads);
  for (int k = 0; k < refs->n; k++) {
    struct pm_ref *rf = refs->v[k];
    isl_map *acc = pm_access(m, rf);
    if (!acc) {
      isl_union_map_free(reads);
      isl_union_map_free(writes);
      return NULL;
    }
    if (rf->read)
      reads = isl_union_map_add_map(reads, isl_map_copy(acc));
    if (rf->write)
      writes = isl_union_map_add_map(writes, isl_map_copy(acc));
  }
  isl_union_access_info *ai = isl_union_access_info_from_sink(reads);
  ai = isl_union_access_info_set_must_source(ai, writes);
  ai = isl_union_access_info_set_schedule(
      ai, pm_schedule_tree(m, (struct pm_ref **)refs->v, refs->n, false));
  return isl_union_access_info_compute_flow(ai);
}

const char *pass_copy_problem(struct pass_ctx *ctx, const struct ir_node *l,
                              const struct ir_array *a, const char *name, const char *copy) {
  if (!ctx->gpu)
    return ir_printf("%s on the GPU: it needs --emit=cuda, --emit=opencl or --emit=ir", copy);
  if (!a)
    return ir_printf("the region has no array '%s'", name);
  if (!ir_array_of_program(a) || a->field)
    return "it is not an array of the program";
  if (l->parent)
    return "the loop is not at the top of its region";
  /* (The footprints gave arrays reached through pointers their extents.) */
  for (int d = 0; d < a->ndim; d++)
    if (!a->extents[d])
      return ir_printf("the extent of its dimension %d is not known", d + 1);
  return NULL;
}

const char *pass_overlap_problem(const struct dep_info *info, const struct ir_array *a) {
  if (info->too_deep)
    return info->gave_up;
  for (int k = 0; k < info->deps.n; k++) {
    struct dep *d = info->deps.v[k];
    if (d->alias && on_array(d, a) && !info->ignore_alias)
      return ir_printf("it may overlap another array (%s)", dep_str(d));
  }
  return NULL;
}

bool pass_expand_possible(struct pass_ctx *ctx, struct ir_node *l, struct ir_array *a) {
  struct ir_node *chain[DEP_MAX_DEPTH];
  const char *why;
  struct pm_ref *cover;
  int n = l->parent ? 0 : find_chain(ctx, l, a, chain, &why);
  return n > 0 && !expand_problem(ctx, a, chain, n, &cover);
}

bool pass_expand(struct pass_ctx *ctx, const struct pass_step *step) {
  struct ir_node *l = pass_find_loop(ctx, step, 0);
  if (!l)
    return false;
  struct ir_region *r = ctx->region;
  struct ir_array *a = ir_region_find_array(r, step->array);
  const char *why = pass_copy_problem(ctx, l, a, step->array, "the copies live");
  struct ir_node *chain[DEP_MAX_DEPTH];
  int n = why ? 0 : find_chain(ctx, l, a, chain, &why);
  struct pm_ref *cover = NULL;
  if (!why)
    why = expand_problem(ctx, a, chain, n, &cover);

  if (why) {
    pass_refuse(ctx, step->loc, "cannot expand '%s' over loop '%s' (line %d): %s", step->array,
                l->iter->name, l->loc.line, why);
    return false;
  }
  struct ir_buf name = {0}, loops = {0};
  ir_buf_printf(&name, "%s_", ir_array_ident(a));
  for (int c = 0; c < n; c++) {
    ir_buf_puts(&name, chain[c]->iter->name);
    ir_buf_printf(&loops, "%s'%s'", c == 0 ? "" : c == n - 1 ? " and " : ", ",
                  chain[c]->iter->name);
  }
  struct ir_array *to = ir_array_new(r, pass_fresh_name(ctx, name.s), a->elem, n + a->ndim,
                                     a->loc);
  ir_vec_push(&r->taken_names, (void *)to->name);
  to->origin = IR_ARR_DEVICE;
  to->written = true;
  struct ir_aff **first = ir_alloc(sizeof(struct ir_aff *) * (size_t)n);
  struct ir_var **from = ir_alloc(sizeof(struct ir_var *) * (size_t)n);
  struct ir_aff **ends = ir_alloc(sizeof(struct ir_aff *) * (size_t)n);
  for (int c = 0; c < n; c++) {
    struct ir_node *x = chain[c];
    to->extents[c] = ir_aff_add_const(ir_aff_sub(x->ub.parts[0], x->lb.parts[0]), 1);
    first[c] = ir_aff_sub(ir_aff_var(x->iter), x->lb.parts[0]);
    from[c] = x->iter;
    ends[c] = x->ub.parts[0];
  }
  for (int d = 0; d < a->ndim; d++)
    to->extents[n + d] = a->extents[d];
  struct ir_subst last = {n, from, ends};
  struct ir_node *out = copy_out(cover->st->node, chain, n, to, &last);
  rename_accesses(l->body, a, to, first, n);
  out->next = l->next;
  l->next = out;
  diag_remark(l->loc, "expanded '%s' over loops %s: each iteration writes its own copy, "
              "'%s', on the GPU; the last iteration's copy goes back to '%s' after the nest",
              a->name, loops.s, to->name, a->name);
  return true;
}
