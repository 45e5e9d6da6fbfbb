/* snapshot.c - the 'snapshot ARRAY LOOP' pass: reads of an array that only
 * ever get values from before a loop nest read a copy taken before it.
 * trmm updates B in place, row i from the rows below it
 * (B[i][j] += A[k][i] * B[k][j], k > i), which are still the original
 * rows when row i is computed: the loop over i is sequential only because
 * row i must be read before it is overwritten (anti dependences).  Reading
 * the rows below from a copy of B taken before the nest removes those
 * dependences, and i becomes parallel.
 *
 * A read reference of ARRAY inside LOOP (at the top of its region) reads
 * the copy when isl's flow analysis over ARRAY's references in the nest
 * finds no write in the nest that any of its instances reads from: then
 * every instance reads the value ARRAY had when the nest started, which
 * the copy holds.  The copy covers the elements those reads touch, which
 * must form a box whose bounds are affine in the parameters; it is made by
 * a loop nest over the box just before LOOP, and lives on the GPU only
 * (IR_ARR_DEVICE), so the step needs a GPU target.  The automatic pipeline
 * applies it where every dependence LOOP carries runs from such a read:
 * the loop becomes parallel. */
#include "passes.h"

#include <isl/aff.h>
#include <isl/flow.h>
#include <isl/map.h>
#include <isl/schedule.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>

/* The read references of REFS (ARRAY's in the nest) that no write of
 * REFS feeds, by reference id (READS_BEFORE[id]); how many; -1 when the
 * analysis ran out of operations. */
static int reads_from_before(struct pm_model *m, struct ir_vec *refs, bool *reads_before) {
  isl_union_map *must = isl_union_map_empty(isl_space_params_alloc(m->ctx, 0));
  isl_union_map *may = isl_union_map_copy(must);
  for (int k = 0; k < refs->n; k++) {
    struct pm_ref *rf = refs->v[k];
    if (rf->write) {
      isl_map *acc = pm_access(m, rf);
      if (!acc) {
        isl_union_map_free(must);
        isl_union_map_free(may);
        return -1;
      }
      if (rf->must)
        must = isl_union_map_add_map(must, isl_map_copy(acc));
      else
        may = isl_union_map_add_map(may, isl_map_copy(acc));
    }
  }
  int n = 0;
  for (int k = 0; k < refs->n; k++) {
    struct pm_ref *rf = refs->v[k];
    reads_before[rf->id] = false;
    if (!rf->read || rf->write)
      continue;
    isl_map *acc = pm_access(m, rf);
    if (!acc)
      break;
    isl_union_access_info *ai =
        isl_union_access_info_from_sink(isl_union_map_from_map(isl_map_copy(acc)));
    ai = isl_union_access_info_set_must_source(ai, isl_union_map_copy(must));
    ai = isl_union_access_info_set_may_source(ai, isl_union_map_copy(may));
    ai = isl_union_access_info_set_schedule(
        ai, pm_schedule_tree(m, (struct pm_ref **)refs->v, refs->n, false));
    isl_union_flow *flow = isl_union_access_info_compute_flow(ai);
    isl_union_map *deps = isl_union_flow_get_may_dependence(flow);
    isl_union_flow_free(flow);
    reads_before[rf->id] = isl_union_map_is_empty(deps) == isl_bool_true;
    n += reads_before[rf->id];
    isl_union_map_free(deps);
  }
  isl_union_map_free(must);
  isl_union_map_free(may);
  return pm_exhausted(m) ? -1 : n;
}

/* The affine function of the one piece of a bound, or NULL. */
static isl_stat only_piece(isl_set *set, isl_aff *aff, void *user) {
  isl_aff **out = user;
  isl_set_free(set);
  if (*out) {
    isl_aff_free(aff);
    return isl_stat_error;
  }
  *out = aff;
  return isl_stat_ok;
}

static struct ir_aff *bound_of(struct ir_region *r, isl_pw_aff *pa) {
  isl_aff *aff = NULL;
  bool one = isl_pw_aff_foreach_piece(pa, only_piece, &aff) == isl_stat_ok;
  isl_pw_aff_free(pa);
  struct ir_aff *b = one && aff ? pm_param_aff(r, aff) : NULL;
  isl_aff_free(aff);
  return b;
}

/* The elements the reads READS_BEFORE of REFS touch, as a box LO[d] ..
 * HI[d] per dimension of A; why not, or NULL. */
static const char *read_box(struct pass_ctx *ctx, struct pm_model *m, const struct ir_array *a,
                            struct ir_vec *refs, const bool *reads_before, struct ir_aff **lo,
                            struct ir_aff **hi) {
  isl_set *touched = NULL;
  for (int k = 0; k < refs->n; k++) {
    struct pm_ref *rf = refs->v[k];
    if (reads_before[rf->id]) {
      isl_set *t = isl_map_range(isl_map_copy(pm_access(m, rf)));
      touched = touched ? isl_set_union(touched, t) : t;
    }
  }
  isl_set *box = NULL;
  const char *why = NULL;
  for (int d = 0; d < a->ndim && !why; d++) {
    lo[d] = bound_of(ctx->region, isl_set_dim_min(isl_set_copy(touched), d));
    hi[d] = bound_of(ctx->region, isl_set_dim_max(isl_set_copy(touched), d));
    if (!lo[d] || !hi[d])
      why = ir_printf("the range of its subscript %d that those reads touch is not an affine "
                      "function of the parameters", d + 1);
  }
  if (!why) {
    /* The box, with the parameters' constraints under which it is not
     * empty (those of the touched set's hull). */
    struct ir_buf dims = {0}, c = {0};
    for (int d = 0; d < a->ndim; d++) {
      ir_buf_printf(&dims, "%so%d", d ? ", " : "", d);
      ir_buf_printf(&c, "%s%s <= o%d <= %s", d ? " and " : "", pm_aff_isl(lo[d]), d,
                    pm_aff_isl(hi[d]));
    }
    box = pm_read_set(m, ir_printf("[%s] : %s", dims.s, c.s));
    box = isl_set_set_tuple_name(box, isl_set_get_tuple_name(touched));
    box = isl_set_intersect_params(box, isl_set_params(isl_set_copy(touched)));
    if (isl_set_is_equal(box, touched) != isl_bool_true)
      why = "the elements those reads touch do not form a box";
  }
  isl_set_free(box);
  isl_set_free(touched);
  if (!why && pm_exhausted(m))
    why = "the dependence analysis ran out of operations";
  return why;
}

/* Why 'snapshot A L' cannot be applied, or NULL, with the reads that
 * would read the copy (READS_BEFORE, by reference id) and the box of
 * elements they touch. */
static const char *snapshot_problem(struct pass_ctx *ctx, struct ir_node *l,
                                    const struct ir_array *a, const char *name,
                                    bool *reads_before, struct ir_aff **lo, struct ir_aff **hi) {
  const char *why = pass_copy_problem(ctx, l, a, name, "the copy lives");
  struct dep_info *info = why ? NULL : pass_deps(ctx);
  if (!why)
    why = pass_overlap_problem(info, a);
  if (why)
    return why;
  struct pm_model *m = info->model;
  struct ir_vec refs = pass_refs_under(m, a, l);
  bool written = false;
  for (int k = 0; k < refs.n; k++)
    written |= ((struct pm_ref *)refs.v[k])->write;
  if (!written)
    return "the nest does not write it";
  pm_new_question(m);
  int n = reads_from_before(m, &refs, reads_before);
  if (n < 0)
    return "the dependence analysis ran out of operations";
  if (n == 0)
    return "every read of it in the nest may get a value the nest wrote";
  return read_box(ctx, m, a, &refs, reads_before, lo, hi);
}

bool pass_snapshot_possible(struct pass_ctx *ctx, struct ir_node *l, struct ir_array *a) {
  struct pm_model *m = pass_model(ctx);
  bool *reads_before = ir_alloc(sizeof(bool) * (size_t)(m->refs.n + 1));
  struct ir_aff **lo = ir_alloc(sizeof(struct ir_aff *) * (size_t)a->ndim);
  struct ir_aff **hi = ir_alloc(sizeof(struct ir_aff *) * (size_t)a->ndim);
  if (snapshot_problem(ctx, l, a, a->name, reads_before, lo, hi))
    return false;
  /* Worth it where every dependence L carries starts at one of them. */
  struct dep_loop *dl = dep_loop_info(pass_deps(ctx), l);
  if (!dl || !dl->carried.n)
    return false;
  for (int k = 0; k < dl->carried.n; k++) {
    struct dep *d = dl->carried.v[k];
    bool from_copy = false;
    for (int r = 0; r < m->refs.n && !from_copy; r++) {
      struct pm_ref *rf = m->refs.v[r];
      from_copy = reads_before[rf->id] && d->kind == DEP_ANTI && d->src_acc &&
                  rf->st->stmt == d->src && rf->rank == d->src_rank;
    }
    if (!from_copy)
      return false;
  }
  return true;
}

/* Is access X the reference RF (the same statement, array, subscripts,
 * and a read only)? */
static bool same_ref(const struct ir_access *x, const struct pm_ref *rf) {
  const struct ir_access *y = rf->acc;
  if (x->stmt != y->stmt || x->array != y->array || !x->is_read || x->is_write)
    return false;
  for (int d = 0; d < x->ndim; d++)
    if (!x->aff[d] || !y->aff[d] || !ir_aff_equal(x->aff[d], y->aff[d]))
      return false;
  return true;
}

bool pass_snapshot(struct pass_ctx *ctx, const struct pass_step *step) {
  struct ir_node *l = pass_find_loop(ctx, step, 0);
  if (!l)
    return false;
  struct ir_region *r = ctx->region;
  struct ir_array *a = ir_region_find_array(r, step->array);
  struct pm_model *m = pass_model(ctx);
  bool *reads_before = ir_alloc(sizeof(bool) * (size_t)(m->refs.n + 1));
  struct ir_aff **lo = ir_alloc(sizeof(struct ir_aff *) * (size_t)(a ? a->ndim : 1));
  struct ir_aff **hi = ir_alloc(sizeof(struct ir_aff *) * (size_t)(a ? a->ndim : 1));
  const char *why = snapshot_problem(ctx, l, a, step->array, reads_before, lo, hi);
  if (why) {
    pass_refuse(ctx, step->loc, "cannot snapshot '%s' for loop '%s' (line %d): %s", step->array,
                l->iter->name, l->loc.line, why);
    return false;
  }
  struct ir_array *copy =
      ir_array_new(r, pass_fresh_name(ctx, ir_printf("%s_old", ir_array_ident(a))), a->elem,
                   a->ndim, a->loc);
  ir_vec_push(&r->taken_names, (void *)copy->name);
  copy->origin = IR_ARR_DEVICE;
  copy->written = true;
  for (int d = 0; d < a->ndim; d++)
    copy->extents[d] = a->extents[d];
  /* The reads from before the nest read the copy. */
  int redirected = 0;
  for (int k = 0; k < m->refs.n; k++) {
    struct pm_ref *rf = m->refs.v[k];
    if (!rf->acc || !reads_before[rf->id])
      continue;
    struct ir_stmt *s = rf->st->stmt;
    for (int x = 0; x < s->accesses.n; x++) {
      struct ir_access *acc = s->accesses.v[x];
      if (acc->array == a && same_ref(acc, rf)) {
        acc->array = copy;
        redirected++;
      }
    }
  }
  /* The copy: a loop per dimension over the box, before the nest. */
  struct ir_stmt *st = pass_gpu_new_stmt(IR_S_ASSIGN, l->loc);
  struct ir_var **v = ir_alloc(sizeof(struct ir_var *) * (size_t)a->ndim);
  struct ir_type int_type = {IR_T_INT, false, false};
  struct ir_access *w = ir_alloc(sizeof *w), *rd = ir_alloc(sizeof *rd);
  *w = (struct ir_access){.array = copy, .stmt = st, .loc = l->loc, .is_write = true,
                          .ndim = a->ndim};
  *rd = (struct ir_access){.array = a, .stmt = st, .loc = l->loc, .is_read = true,
                           .ndim = a->ndim};
  w->index = ir_alloc(sizeof(struct ir_expr *) * (size_t)a->ndim);
  w->aff = ir_alloc(sizeof(struct ir_aff *) * (size_t)a->ndim);
  rd->index = ir_alloc(sizeof(struct ir_expr *) * (size_t)a->ndim);
  rd->aff = ir_alloc(sizeof(struct ir_aff *) * (size_t)a->ndim);
  /* Iterators named after those of a redirected read's subscripts
   * (trmm's B[k][j]: k2, j2). */
  const struct ir_access *named = NULL;
  for (int k = 0; k < m->refs.n && !named; k++) {
    struct pm_ref *rf = m->refs.v[k];
    if (rf->acc && reads_before[rf->id])
      named = rf->acc;
  }
  for (int d = 0; d < a->ndim; d++) {
    const struct ir_aff *x = named->aff[d];
    const char *base = x && x->nterms == 1 && x->terms[0].coef == 1 &&
                               x->terms[0].var->kind == IR_VAR_ITER
                           ? x->terms[0].var->name
                           : ir_printf("%s_%d", copy->name, d);
    v[d] = pass_gpu_new_iter(ctx, base, int_type, l->loc);
    w->aff[d] = rd->aff[d] = ir_aff_var(v[d]);
    w->index[d] = pass_gpu_var(v[d], l->loc);
    rd->index[d] = pass_gpu_var(v[d], l->loc);
  }
  ir_vec_push(&st->accesses, w);
  ir_vec_push(&st->accesses, rd);
  st->lhs = ir_expr_new(IR_E_ACCESS, l->loc);
  st->lhs->acc = w;
  st->lhs->type = a->elem;
  st->rhs = ir_expr_new(IR_E_ACCESS, l->loc);
  st->rhs->acc = rd;
  st->rhs->type = a->elem;
  struct ir_node *nest = pass_gpu_stmt_node(st);
  for (int d = a->ndim - 1; d >= 0; d--)
    nest = pass_gpu_loop(v[d], pass_gpu_bound(lo[d]), pass_gpu_bound(hi[d]), 1, nest, l->loc);
  pass_gpu_link(nest, NULL);
  struct ir_node **slot = ir_node_slot(r, l);
  nest->next = l;
  *slot = nest;
  diag_remark(l->loc, "%d read%s of '%s' in loop nest '%s' only ever get%s values from before "
              "the nest: %s '%s', a copy on the GPU taken before it",
              redirected, redirected == 1 ? "" : "s", a->name, l->iter->name,
              redirected == 1 ? "s" : "", redirected == 1 ? "it reads" : "they read", copy->name);
  return true;
}
