/* deps.c - exact data dependences of a region with isl, and the legality
 * queries every transformation asks before it acts.
 *
 * Model.  The region's polyhedral model (passes/model.c) gives every
 * statement instance as a point of an isl set over its enclosing loop
 * iterators and the region's integer parameters, its place in time as a
 * schedule tree, and every reference of a statement - an array access
 * or a use of a scalar - as its own tuple R<k> with the statement's
 * domain and schedule, so the dependences isl computes say which
 * references they join.  Scalars declared inside the region are expanded
 * by the iterators of the loops around their declaration (each iteration
 * has its own 'sum'), other scalars are 0-dimensional arrays.
 *
 * Dependences are value-based (isl_union_access_info_compute_flow):
 * flow (write -> read), anti (read -> write, killed by intervening
 * writes) and output (write -> write).  A non-affine subscript makes the
 * reference touch any element of that dimension (a may-access).  Arrays
 * that may overlap (pointer and array parameters, global pointers,
 * unless 'restrict' or --assume-no-alias) get "alias" dependences
 * between all their references in both orders, so nothing is proved
 * parallel through them; loops record whether they would be parallel
 * without such overlap, for code that checks it at run time.
 *
 * Each dependence relation is projected onto the loops common to source
 * and sink, as distance vectors in execution order, and split by the
 * loop level that carries it. */
#include "passes.h"

#include <isl/ctx.h>
#include <isl/flow.h>
#include <isl/map.h>
#include <isl/point.h>
#include <isl/schedule.h>
#include <isl/aff.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/union_set.h>
#include <isl/val.h>
#include <stdlib.h>
#include <string.h>

/* One analysis: the model it asks, and per reference (by id) whether
 * it is in the isl problems (its array or scalar is written) and the
 * last batch that took its schedule. */
struct analysis {
  struct dep_info *info;
  struct pm_model *m;
  bool *modelled;
  int *stamp;
};

/* isl operations one analysis of a region may take, and again each
 * question asked of it afterwards: beyond that the analysis gives up on
 * the region (nothing is proved, nothing transformed) instead of running
 * for minutes.  Ordinary nests need a few thousand to a few hundred
 * thousand (fdtd-2d, the most of the dev set, under a million); isl does
 * some hundred thousand to a million a second. */
#define DEP_MAX_OPERATIONS 2000000

/* ---------------------------------------------------------------- dependences */

static bool in_loop(const struct pm_stmt *sc, const struct ir_node *loop) {
  for (int k = 0; k < sc->nloops; k++)
    if (sc->loops[k] == loop)
      return true;
  return false;
}

static char *dims_str(int n, const char *prefix) {
  struct ir_buf b = {0};
  for (int k = 0; k < n; k++)
    ir_buf_printf(&b, "%s%s%d", k ? ", " : "", prefix, k);
  return b.s ? b.s : "";
}

/* Is SET non-empty once intersected with the constraints TEXT on its n
 * dimensions d0..d{n-1}? */
static bool meets(struct analysis *an, isl_set *set, int n, const char *text) {
  isl_set *c = pm_read_set(an->m, ir_printf("[%s] : %s", dims_str(n, "d"), text));
  isl_set *x = isl_set_intersect(isl_set_copy(set), c);
  bool r = isl_set_is_empty(x) != isl_bool_true; /* an error is no proof of emptiness */
  isl_set_free(x);
  return r;
}

/* Value of dimension K of a sample point of SET. */
static long sample_coord(isl_set *set, int k) {
  isl_point *p = isl_set_sample_point(isl_set_copy(set));
  isl_val *v = isl_point_get_coordinate_val(p, isl_dim_set, k);
  long r = isl_val_get_num_si(v);
  isl_val_free(v);
  isl_point_free(p);
  return r;
}

/* Fill the direction and (if constant) distance of D from its deltas,
 * on first use: only printing needs them, and they cost a few isl
 * emptiness tests per loop. */
static void describe(struct dep *d) {
  if (d->dir)
    return;
  struct analysis tmp = {.info = d->info, .m = d->info->model};
  struct analysis *an = &tmp;
  pm_new_question(an->m);
  isl_set *set = d->deltas;
  int n = d->ncommon;
  d->dir = ir_alloc(sizeof(char *) * (size_t)(n ? n : 1));
  d->distance = ir_alloc(sizeof(long) * (size_t)(n ? n : 1));
  d->constant = true;
  for (int k = 0; k < n; k++) {
    bool pos = meets(an, set, n, ir_printf("d%d > 0", k));
    bool zero = meets(an, set, n, ir_printf("d%d = 0", k));
    bool neg = meets(an, set, n, ir_printf("d%d < 0", k));
    d->dir[k] = pos && neg ? "*" : pos && zero ? "<=" : neg && zero ? ">=" : pos ? "<" : neg ? ">" : "=";
    if (d->constant) {
      long v = sample_coord(set, k);
      if (meets(an, set, n, ir_printf("(d%d < %ld or d%d > %ld)", k, v, k, v)))
        d->constant = false;
      else
        d->distance[k] = v;
    }
  }
}

static int common_loops(const struct pm_stmt *a, const struct pm_stmt *b) {
  int n = 0;
  while (n < a->nloops && n < b->nloops && a->loops[n] == b->loops[n])
    n++;
  return n;
}

/* Map a reference's instances onto its first N loops, in execution
 * orientation: "R3[i_0, i_1] -> [i_0, -i_1]". */
static isl_map *common_proj(struct analysis *an, const struct pm_ref *rf, int n) {
  return pm_loop_coords(an->m, ir_printf("R%d", rf->id), rf->st->loops, rf->st->nloops,
                        rf->st->loops, n);
}

/* A dependence relation between two statements' instances, split by
 * the level that carries it: PARTS[k] (distance vectors) is carried at
 * LEVELS[k], -1 for loop-independent; empty parts are left out. */
struct split {
  isl_map *rel;
  int n, nparts;
  int levels[DEP_MAX_DEPTH + 1];
  isl_set *parts[DEP_MAX_DEPTH + 1];
};

/* Split REL (taken), from SRC's instances to SINK's, by carrying level. */
static void split_relation(struct analysis *an, const struct pm_ref *src, const struct pm_ref *sink,
                           isl_map *rel, struct split *sp) {
  int n = common_loops(src->st, sink->st);
  sp->rel = rel;
  sp->n = n;
  sp->nparts = 0;
  isl_map *m = isl_map_apply_domain(isl_map_copy(rel), common_proj(an, src, n));
  m = isl_map_apply_range(m, common_proj(an, sink, n));
  isl_set *deltas = isl_map_deltas(m);
  for (int level = -1; level < n; level++) {
    struct ir_buf c = {0};
    int upto = level < 0 ? n : level;
    for (int k = 0; k < upto; k++)
      ir_buf_printf(&c, "%sd%d = 0", k ? " and " : "", k);
    if (level >= 0)
      ir_buf_printf(&c, "%sd%d >= 1", level ? " and " : "", level);
    isl_set *part = isl_set_copy(deltas);
    if (c.len)
      part = isl_set_intersect(
          part, pm_read_set(an->m, ir_printf("[%s] : %s", dims_str(n, "d"), c.s)));
    else
      part = isl_set_intersect(part, pm_read_set(an->m, ir_printf("[%s]", dims_str(n, "d"))));
    if (isl_set_is_empty(part) != isl_bool_false) {
      isl_set_free(part);
      continue;
    }
    sp->levels[sp->nparts] = level;
    sp->parts[sp->nparts++] = part;
  }
  isl_set_free(deltas);
}

static void split_free(struct split *sp) {
  isl_map_free(sp->rel);
  for (int k = 0; k < sp->nparts; k++)
    isl_set_free(sp->parts[k]);
}

/* Record the dependences of SP between references SRC and SINK; REL (taken)
 * is the relation they keep, SP's own when the references are SP's. */
static void record_split(struct analysis *an, enum dep_kind kind, struct pm_ref *src,
                         struct pm_ref *sink, const struct split *sp, isl_map *rel, bool alias) {
  for (int k = 0; k < sp->nparts; k++) {
    struct dep *d = ir_alloc(sizeof *d);
    d->kind = kind;
    d->src = src->st->stmt;
    d->sink = sink->st->stmt;
    d->src_acc = src->acc;
    d->sink_acc = sink->acc;
    d->src_rank = src->rank;
    d->sink_rank = sink->rank;
    d->scalar = src->scalar;
    d->ncommon = sp->n;
    d->common = src->st->loops;
    d->level = sp->levels[k];
    d->alias = alias;
    d->reduction = !alias && src->accumulator && sink->accumulator && src->st == sink->st;
    d->deltas = isl_set_copy(sp->parts[k]);
    d->rel = isl_map_copy(rel);
    d->info = an->info;
    ir_vec_push(&an->info->deps, d);
  }
  isl_map_free(rel);
}

/* Split one dependence relation SRC -> SINK (taken) into one dep per
 * carrying level and record them. */
static void add_relation(struct analysis *an, enum dep_kind kind, struct pm_ref *src,
                         struct pm_ref *sink, isl_map *rel, bool alias) {
  struct split sp;
  split_relation(an, src, sink, rel, &sp);
  record_split(an, kind, src, sink, &sp, isl_map_copy(sp.rel), alias);
  split_free(&sp);
}

struct foreach_data {
  struct analysis *an;
  enum dep_kind kind;
};

static isl_stat add_map(isl_map *map, void *user) {
  struct foreach_data *fd = user;
  struct analysis *an = fd->an;
  int a = atoi(isl_map_get_tuple_name(map, isl_dim_in) + 1);
  int b = atoi(isl_map_get_tuple_name(map, isl_dim_out) + 1);
  struct pm_ref *src = an->m->refs.v[a], *sink = an->m->refs.v[b];
  enum dep_kind kind = fd->kind;
  /* The anti computation's sources are the reads; a source that is a
   * may-write instead makes it an output dependence. */
  if (kind == DEP_ANTI && !src->read)
    kind = DEP_OUTPUT;
  add_relation(an, kind, src, sink, map, false);
  return isl_stat_ok;
}

static void add_umap(struct analysis *an, enum dep_kind kind, isl_union_map *deps) {
  struct foreach_data fd = {an, kind};
  isl_union_map_foreach_map(deps, add_map, &fd);
  isl_union_map_free(deps);
}

static isl_union_map *flow_deps(isl_union_map *sink, isl_union_map *must, isl_union_map *may,
                                isl_union_map *kill, isl_schedule *sched) {
  isl_union_access_info *ai = isl_union_access_info_from_sink(sink);
  ai = isl_union_access_info_set_must_source(ai, must);
  ai = isl_union_access_info_set_may_source(ai, may);
  if (kill)
    ai = isl_union_access_info_set_kill(ai, kill);
  ai = isl_union_access_info_set_schedule(ai, isl_schedule_copy(sched));
  isl_union_flow *flow = isl_union_access_info_compute_flow(ai);
  isl_union_map *deps = isl_union_flow_get_may_dependence(flow);
  isl_union_flow_free(flow);
  return deps;
}

/* ---------------------------------------------------------------- aliasing */

static bool pointer_like(const struct ir_array *a) {
  return a->origin == IR_ARR_POINTER_PARAM || a->origin == IR_ARR_ARRAY_PARAM ||
         (a->origin == IR_ARR_GLOBAL && a->linearised);
}

/* Can X and Y name overlapping memory?  Parameters and global pointers
 * can point anywhere (into each other and into global arrays); local
 * arrays, distinct global arrays and the members of one array of structs
 * cannot overlap. */
static bool may_alias(const struct ir_array *x, const struct ir_array *y, bool assume_no_alias) {
  if (x == y || assume_no_alias || x->is_restrict || y->is_restrict)
    return false;
  /* Two members of the elements of one array of structs (p[i].x, p[i].y). */
  if (x->field_of && y->field_of && strcmp(x->field_of, y->field_of) == 0)
    return false;
  if (pointer_like(x) && pointer_like(y))
    return true;
  return (pointer_like(x) && y->origin == IR_ARR_GLOBAL) ||
         (pointer_like(y) && x->origin == IR_ARR_GLOBAL);
}

void dep_alias_pairs(const struct ir_region *r, const struct dep_options *opt, struct ir_vec *out) {
  for (int i = 0; i < r->arrays.n; i++)
    for (int j = i + 1; j < r->arrays.n; j++) {
      struct ir_array *x = r->arrays.v[i], *y = r->arrays.v[j];
      if (!(x->written || y->written) || !may_alias(x, y, opt && opt->assume_no_alias))
        continue;
      ir_vec_push(out, x);
      ir_vec_push(out, y);
    }
}

static isl_union_map *one_schedule(struct analysis *an, const struct pm_ref *rf) {
  return isl_union_map_from_map(isl_map_copy(pm_ref_schedule(an->m, rf)));
}

/* The assumed order between the instances of two statements, computed
 * once per pair of statements: it does not depend on the references. */
struct alias_order {
  struct pm_stmt *src, *sink;
  struct split sp; /* sp.rel NULL: the source never runs before the sink */
};

static struct alias_order *alias_order(struct analysis *an, struct ir_vec *cache,
                                       struct pm_ref *src, struct pm_ref *sink) {
  for (int k = 0; k < cache->n; k++) {
    struct alias_order *o = cache->v[k];
    if (o->src == src->st && o->sink == sink->st)
      return o;
  }
  struct alias_order *o = ir_alloc(sizeof *o);
  o->src = src->st;
  o->sink = sink->st;
  isl_union_map *before =
      isl_union_map_lex_lt_union_map(one_schedule(an, src), one_schedule(an, sink));
  if (isl_union_map_is_empty(before) == isl_bool_false)
    split_relation(an, src, sink, isl_map_from_union_map(before), &o->sp);
  else
    isl_union_map_free(before);
  ir_vec_push(cache, o);
  return o;
}

/* REL with its tuples named after references SRC and SINK. */
static isl_map *rename_rel(isl_map *rel, const struct pm_ref *src, const struct pm_ref *sink) {
  rel = isl_map_set_tuple_name(rel, isl_dim_in, ir_printf("R%d", src->id));
  return isl_map_set_tuple_name(rel, isl_dim_out, ir_printf("R%d", sink->id));
}

/* Dependences assumed between every pair of references to X and Y that
 * could touch the same memory, in both orders.  BY_ARRAY holds the
 * references of each array (struct ir_vec per array id); CACHE the
 * orders of statement pairs computed so far. */
static void add_alias_deps(struct analysis *an, struct ir_vec *by_array, struct ir_vec *cache,
                           struct ir_array *x, struct ir_array *y) {
  struct ir_vec *xs = &by_array[x->id], *ys = &by_array[y->id];
  for (int i = 0; i < xs->n; i++) {
    struct pm_ref *rx = xs->v[i];
    for (int j = 0; j < ys->n; j++) {
      struct pm_ref *ry = ys->v[j];
      if (!(rx->write || ry->write))
        continue;
      for (int dir = 0; dir < 2; dir++) {
        struct pm_ref *src = dir ? ry : rx, *sink = dir ? rx : ry;
        enum dep_kind kind = src->write && sink->read ? DEP_FLOW : src->write ? DEP_OUTPUT : DEP_ANTI;
        struct alias_order *o = alias_order(an, cache, src, sink);
        if (o->sp.rel)
          record_split(an, kind, src, sink, &o->sp, rename_rel(isl_map_copy(o->sp.rel), src, sink),
                       true);
      }
    }
  }
}

/* ---------------------------------------------------------------- value-based dependences */

/* References per isl problem: the flow problems of different arrays are
 * independent, and so are those of different sinks, so each array is
 * solved on its own with at most DEP_BATCH sinks at a time.  isl's cost
 * grows faster than linearly with the number of tuples in one problem,
 * so this keeps a statement with thousands of references linear. */
#define DEP_BATCH 64

struct target {
  struct ir_vec reads, must, may, may_only; /* struct pm_ref * */
};

/* The union of copies of the isl maps in V (isl_map *). */
static isl_union_map *umap_of(struct analysis *an, struct ir_vec *v) {
  isl_union_map *u = isl_union_map_empty(isl_space_params_alloc(an->m->ctx, 0));
  for (int k = 0; k < v->n; k++)
    u = isl_union_map_add_map(u, isl_map_copy(v->v[k]));
  return u;
}

/* The access relations of REFS[from, to) (struct pm_ref *) to V. */
static void push_accesses(struct analysis *an, struct ir_vec *v, struct ir_vec *refs, int from,
                          int to) {
  for (int k = from; k < to && k < refs->n; k++)
    ir_vec_push(v, pm_access(an->m, refs->v[k]));
}

/* REFS[from, to) to V, each reference once per BATCH. */
static void push_refs(struct analysis *an, struct ir_vec *v, struct ir_vec *refs, int from, int to,
                      int batch) {
  for (int k = from; k < to && k < refs->n; k++) {
    struct pm_ref *rf = refs->v[k];
    if (an->stamp[rf->id] == batch)
      continue;
    an->stamp[rf->id] = batch;
    ir_vec_push(v, rf);
  }
}

/* The schedule tree of REFS (struct pm_ref *). */
static isl_schedule *refs_tree(struct analysis *an, struct ir_vec *refs, bool rev) {
  return pm_schedule_tree(an->m, (struct pm_ref **)refs->v, refs->n, rev);
}

/* The flow, anti and output dependences of the references of one array
 * or scalar, T; BATCH counts the isl problems. */
static void target_deps(struct analysis *an, struct target *t, int *batch) {
  struct ir_vec writes = {0};
  for (int k = 0; k < t->must.n; k++)
    ir_vec_push(&writes, t->must.v[k]);
  for (int k = 0; k < t->may.n; k++)
    ir_vec_push(&writes, t->may.v[k]);

  for (int from = 0; from < t->reads.n && !pm_exhausted(an->m); from += DEP_BATCH) {
    int to = from + DEP_BATCH;
    struct ir_vec sink = {0}, must = {0}, may = {0}, refs = {0};
    push_accesses(an, &sink, &t->reads, from, to);
    push_accesses(an, &must, &t->must, 0, t->must.n);
    push_accesses(an, &may, &t->may, 0, t->may.n);
    ++*batch;
    push_refs(an, &refs, &t->reads, from, to, *batch);
    push_refs(an, &refs, &writes, 0, writes.n, *batch);
    isl_schedule *S = refs_tree(an, &refs, false);
    add_umap(an, DEP_FLOW, flow_deps(umap_of(an, &sink), umap_of(an, &must), umap_of(an, &may),
                                     NULL, S));
    isl_schedule_free(S);

    /* Anti dependences: a read depends on the first must-write after it
     * and on the may-writes before that one.  That is the flow problem in
     * reversed time (sinks the reads, sources the writes), which isl
     * solves with a last-source search; asking it instead for the reads
     * not killed by an intervening write costs orders of magnitude more. */
    S = refs_tree(an, &refs, true);
    add_umap(an, DEP_ANTI,
             isl_union_map_reverse(flow_deps(umap_of(an, &sink), umap_of(an, &must),
                                             umap_of(an, &may), NULL, S)));
    isl_schedule_free(S);
  }

  for (int from = 0; from < writes.n && !pm_exhausted(an->m); from += DEP_BATCH) {
    int to = from + DEP_BATCH;
    struct ir_vec sink = {0}, must = {0}, may = {0}, only = {0}, refs = {0};
    push_accesses(an, &sink, &writes, from, to);
    push_accesses(an, &must, &t->must, 0, t->must.n);
    push_accesses(an, &may, &t->may, 0, t->may.n);
    push_accesses(an, &only, &t->may_only, 0, t->may_only.n);
    ++*batch;
    push_refs(an, &refs, &writes, 0, writes.n, *batch);
    isl_schedule *S = refs_tree(an, &refs, false);
    /* Writes through non-affine subscripts that do not read, as sources:
     * output dependences up to the next must-write. */
    if (only.n)
      add_umap(an, DEP_ANTI, flow_deps(umap_of(an, &sink), umap_of(an, &(struct ir_vec){0}),
                                       umap_of(an, &only), umap_of(an, &must), S));
    add_umap(an, DEP_OUTPUT, flow_deps(umap_of(an, &sink), umap_of(an, &must), umap_of(an, &may),
                                       NULL, S));
    isl_schedule_free(S);
  }
}

/* Every value-based dependence between the modelled references. */
static void compute_deps(struct analysis *an) {
  struct ir_region *r = an->info->region;
  int ntargets = r->arrays.n + r->vars.n;
  struct target *ts = ir_alloc(sizeof(struct target) * (size_t)(ntargets + 1));
  for (int k = 0; k < an->m->refs.n; k++) {
    struct pm_ref *rf = an->m->refs.v[k];
    if (!an->modelled[k] || pm_exhausted(an->m))
      continue;
    pm_access(an->m, rf);
    pm_ref_schedule(an->m, rf);
    struct target *t = &ts[rf->acc ? rf->acc->array->id : r->arrays.n + rf->scalar->id];
    if (rf->read)
      ir_vec_push(&t->reads, rf);
    if (rf->write)
      ir_vec_push(rf->must ? &t->must : &t->may, rf);
    if (rf->write && !rf->must && !rf->read)
      ir_vec_push(&t->may_only, rf);
  }
  int batch = 0;
  for (int k = 0; k < ntargets && !pm_exhausted(an->m); k++)
    if (ts[k].must.n || ts[k].may.n)
      target_deps(an, &ts[k], &batch);
}

/* ---------------------------------------------------------------- loop verdicts */

static bool stmt_in_loop(struct analysis *an, const struct ir_stmt *s, const struct ir_node *l) {
  for (int k = 0; k < an->m->stmts.n; k++) {
    struct pm_stmt *sc = an->m->stmts.v[k];
    if (sc->stmt == s)
      return in_loop(sc, l);
  }
  return false;
}

/* Scalar V is privatisable for loop L: written in L, and no value flows
 * into an iteration of L from another iteration or from before L. */
static bool privatisable(struct analysis *an, const struct ir_var *v, const struct ir_node *l) {
  bool written = false;
  for (int k = 0; k < an->m->refs.n; k++) {
    struct pm_ref *rf = an->m->refs.v[k];
    if (rf->scalar == v && rf->write && in_loop(rf->st, l))
      written = true;
  }
  if (!written)
    return false;
  for (int k = 0; k < an->info->deps.n; k++) {
    struct dep *d = an->info->deps.v[k];
    if (d->kind != DEP_FLOW || d->scalar != v || !stmt_in_loop(an, d->sink, l))
      continue;
    if (!stmt_in_loop(an, d->src, l))
      return false;
    if (d->level >= 0 && d->common[d->level] == l)
      return false;
  }
  return true;
}

static void loop_verdict(struct ir_node *n, void *data) {
  struct analysis *an = data;
  if (n->kind != IR_LOOP)
    return;
  struct dep_loop *dl = ir_alloc(sizeof *dl);
  dl->loop = n;
  struct ir_region *r = an->info->region;
  for (int k = 0; k < r->vars.n; k++) {
    struct ir_var *v = r->vars.v[k];
    if (v->kind == IR_VAR_SCALAR && privatisable(an, v, n))
      ir_vec_push(&dl->privates, v);
  }
  bool blocked = false, blocked_alias = false, only_reductions = true;
  for (int k = 0; k < an->info->deps.n; k++) {
    struct dep *d = an->info->deps.v[k];
    if (d->level < 0 || d->common[d->level] != n)
      continue;
    ir_vec_push(&dl->carried, d);
    bool private_scalar = false;
    for (int p = 0; p < dl->privates.n; p++)
      if (d->scalar == dl->privates.v[p])
        private_scalar = true;
    if (private_scalar)
      continue;
    if (d->alias) {
      blocked_alias = true;
      continue;
    }
    blocked = true;
    if (!d->reduction)
      only_reductions = false;
    else {
      bool seen = false;
      for (int s = 0; s < dl->reductions.n; s++)
        seen |= dl->reductions.v[s] == d->src;
      if (!seen)
        ir_vec_push(&dl->reductions, d->src);
    }
  }
  dl->parallel = !blocked && !blocked_alias && !an->info->too_deep;
  dl->parallel_if_no_alias = !blocked && !an->info->too_deep;
  dl->reduction = blocked && only_reductions;
  ir_vec_push(&an->info->loops, dl);
}

/* ---------------------------------------------------------------- analysis driver */

/* Deterministic order of the dependences, whatever order isl's hash
 * tables give: by source, sink, kind, references and carrying level. */
static int dep_order(const void *pa, const void *pb) {
  const struct dep *a = *(struct dep *const *)pa, *b = *(struct dep *const *)pb;
  int keys_a[] = {a->src->id, a->sink->id, a->kind, a->alias, a->src_rank, a->sink_rank, a->level};
  int keys_b[] = {b->src->id, b->sink->id, b->kind, b->alias, b->src_rank, b->sink_rank, b->level};
  for (size_t k = 0; k < sizeof keys_a / sizeof keys_a[0]; k++)
    if (keys_a[k] != keys_b[k])
      return keys_a[k] < keys_b[k] ? -1 : 1;
  return 0;
}

struct dep_info *dep_analyze(struct pm_model *m, const struct dep_options *opt) {
  struct ir_region *r = m->region;
  struct dep_info *info = ir_alloc(sizeof *info);
  info->region = r;
  info->model = m;
  isl_ctx *ctx = m->ctx;
  isl_ctx_set_max_operations(ctx, DEP_MAX_OPERATIONS);
  struct analysis an = {.info = info, .m = m};
  for (struct ir_node *n = r->body; n; n = n->next)
    if (n->kind == IR_LOOP && n->wavefront) {
      info->too_deep = true;
      info->gave_up = ir_printf("region %d runs loop '%s' (line %d) in wavefronts, whose loops the "
                                "dependence analysis does not look at", r->id, n->iter->name,
                                n->loc.line);
      ir_walk(r->body, loop_verdict, &an);
      return info;
    }
  if (m->depth > DEP_MAX_DEPTH) {
    /* isl's cost grows steeply with the number of dimensions: rather than
     * hang on a hostile nest, prove nothing. */
    info->too_deep = true;
    info->gave_up = ir_printf("region %d nests more than %d loops: the dependence analysis "
                              "proves nothing there", r->id, DEP_MAX_DEPTH);
    diag_remark(r->loc, "region %d nests %d loops, more than the %d the dependence analysis "
                "handles: nothing is proved parallel and no loop is transformed",
                r->id, m->depth, DEP_MAX_DEPTH);
    ir_walk(r->body, loop_verdict, &an);
    return info;
  }
  /* Only references to what the region writes can be in a dependence
   * (alias dependences aside, which come from the schedule alone). */
  bool *arr_written = ir_alloc(sizeof(bool) * (size_t)(r->arrays.n + 1));
  bool *var_written = ir_alloc(sizeof(bool) * (size_t)(r->vars.n + 1));
  for (int k = 0; k < m->refs.n; k++) {
    struct pm_ref *rf = m->refs.v[k];
    if (rf->write && rf->acc)
      arr_written[rf->acc->array->id] = true;
    else if (rf->write)
      var_written[rf->scalar->id] = true;
  }

  an.modelled = ir_alloc(sizeof(bool) * (size_t)(m->refs.n + 1));
  an.stamp = ir_alloc(sizeof(int) * (size_t)(m->refs.n + 1));
  for (int k = 0; k < m->refs.n; k++) {
    struct pm_ref *rf = m->refs.v[k];
    an.modelled[k] = rf->acc ? arr_written[rf->acc->array->id] : var_written[rf->scalar->id];
  }
  pm_new_question(m);
  compute_deps(&an);

  dep_alias_pairs(r, opt, &info->alias_pairs);
  if (info->alias_pairs.n) {
    struct ir_vec *by_array = ir_alloc(sizeof(struct ir_vec) * (size_t)(r->arrays.n + 1));
    struct ir_vec cache = {0};
    for (int k = 0; k < m->refs.n; k++) {
      struct pm_ref *rf = m->refs.v[k];
      if (rf->acc)
        ir_vec_push(&by_array[rf->acc->array->id], rf);
    }
    for (int k = 0; k + 1 < info->alias_pairs.n && !pm_exhausted(m); k += 2)
      add_alias_deps(&an, by_array, &cache, info->alias_pairs.v[k], info->alias_pairs.v[k + 1]);
    for (int k = 0; k < cache.n; k++) {
      struct alias_order *o = cache.v[k];
      if (o->sp.rel)
        split_free(&o->sp);
    }
  }

  if (m->out_of_ops || isl_ctx_last_error(ctx) != isl_error_none) {
    /* Out of operations (or isl failed): nothing computed can be trusted. */
    enum isl_error err = m->out_of_ops ? isl_error_quota : isl_ctx_last_error(ctx);
    for (int k = 0; k < info->deps.n; k++) {
      struct dep *d = info->deps.v[k];
      isl_set_free(d->deltas);
      isl_map_free(d->rel);
    }
    info->deps.n = 0;
    info->too_deep = true;
    const char *why = err == isl_error_quota
                          ? ir_printf("more than %d isl operations", DEP_MAX_OPERATIONS)
                          : "an isl error";
    info->gave_up = ir_printf("the dependence analysis of region %d gave up after %s", r->id, why);
    diag_remark(r->loc, "%s: nothing is proved parallel and no loop is transformed",
                info->gave_up);
    pm_new_question(m);
  }
  if (info->deps.n)
    qsort(info->deps.v, (size_t)info->deps.n, sizeof(void *), dep_order);
  ir_walk(r->body, loop_verdict, &an);
  return info;
}

void dep_free(struct dep_info *info) {
  if (!info)
    return;
  for (int k = 0; k < info->deps.n; k++) {
    struct dep *d = info->deps.v[k];
    isl_set_free(d->deltas);
    isl_map_free(d->rel);
    d->deltas = NULL;
    d->rel = NULL;
  }
  if (info->owns_model)
    pm_free(info->model);
  info->model = NULL;
}

struct dep_loop *dep_loop_info(const struct dep_info *info, const struct ir_node *loop) {
  for (int k = 0; k < info->loops.n; k++) {
    struct dep_loop *dl = info->loops.v[k];
    if (dl->loop == loop)
      return dl;
  }
  return NULL;
}

/* ---------------------------------------------------------------- describing dependences */

static const char *kind_name(enum dep_kind k) {
  return k == DEP_FLOW ? "flow" : k == DEP_ANTI ? "anti" : "output";
}

/* A reference as the user wrote it, multi-dimensional after
 * delinearisation: "A[i + 1][j - 1]", or the scalar's name. */
static char *ref_str(const struct ir_access *a, const struct ir_var *scalar) {
  if (!a)
    return ir_printf("'%s'", scalar->name);
  struct ir_buf b = {0};
  ir_buf_puts(&b, a->array->name);
  for (int d = 0; d < a->ndim; d++) {
    if (a->aff[d]) {
      ir_buf_printf(&b, "[%s]", ir_aff_source_str(a->aff[d]));
    } else {
      struct ir_buf e = {0};
      ir_print_expr_c(a->index[d], &e);
      ir_buf_printf(&b, "[%s]", e.s);
    }
  }
  return b.s;
}

static char *vector_str(const struct dep *d, const long *v) {
  describe((struct dep *)d);
  struct ir_buf b = {0};
  ir_buf_puts(&b, "(");
  for (int k = 0; k < d->ncommon; k++) {
    if (v)
      ir_buf_printf(&b, "%s%ld", k ? ", " : "", v[k]);
    else
      ir_buf_printf(&b, "%s%s", k ? ", " : "", d->dir[k]);
  }
  ir_buf_puts(&b, ")");
  return b.s;
}

static char *loop_name(const struct ir_node *l) {
  return ir_printf("'%s' (line %d)", l->label ? l->label : l->iter->name, l->loc.line);
}

/* A dependence in words, with its vector unless BARE. */
static char *describe_dep(const struct dep *d, bool bare) {
  describe((struct dep *)d);
  struct ir_buf b = {0};
  ir_buf_printf(&b, "%s dependence ", kind_name(d->kind));
  if (d->src_acc || d->sink_acc)
    ir_buf_printf(&b, "%s -> %s", ref_str(d->src_acc, d->scalar), ref_str(d->sink_acc, d->scalar));
  else
    ir_buf_printf(&b, "on %s", ref_str(NULL, d->scalar));
  ir_buf_printf(&b, " (S%d, line %d -> S%d, line %d)", d->src->id, d->src->loc.line, d->sink->id,
                d->sink->loc.line);
  if (d->alias)
    ir_buf_printf(&b, ", assumed because '%s' and '%s' may overlap,", d->src_acc->array->name,
                  d->sink_acc->array->name);
  if (d->ncommon > 0 && !bare)
    ir_buf_printf(&b, " with %s %s", d->constant ? "distance" : "direction",
                  vector_str(d, d->constant ? d->distance : NULL));
  return b.s;
}

char *dep_str(const struct dep *d) { return describe_dep(d, false); }

/* "with distance (1, -1)", or for a non-constant dependence "with
 * direction (<, *), for example distance (1, -5)" where V is a witness. */
static char *witness_str(const struct dep *d, const long *v) {
  describe((struct dep *)d);
  if (d->constant)
    return ir_printf("with distance %s", vector_str(d, v));
  return ir_printf("with direction %s, for example distance %s", vector_str(d, NULL), vector_str(d, v));
}

/* The first dependence carried by DL that makes its loop sequential. */
static struct dep *blocking_dep(const struct dep_info *info, const struct dep_loop *dl,
                                bool allow_reduction) {
  /* A real dependence explains more than an assumed one, a flow of values
   * more than a reuse of memory: look at those first. */
  for (int pass = 0; pass < 4; pass++)
    for (int k = 0; k < dl->carried.n; k++) {
      struct dep *d = dl->carried.v[k];
      bool private_scalar = false;
      for (int p = 0; p < dl->privates.n; p++)
        private_scalar |= d->scalar == dl->privates.v[p];
      /* Passes 0-2: real flow, anti, output dependences; pass 3: assumed. */
      bool wanted = pass == 3 ? d->alias : !d->alias && (int)d->kind == pass;
      if (!wanted || private_scalar || (d->alias && info->ignore_alias) ||
          (d->reduction && allow_reduction))
        continue;
      return d;
    }
  return NULL;
}

static char *names_str(const struct ir_vec *v, bool stmts) {
  struct ir_buf b = {0};
  for (int k = 0; k < v->n; k++) {
    if (stmts) {
      const struct ir_stmt *s = v->v[k];
      const struct ir_expr *lhs = s->lhs;
      ir_buf_printf(&b, "%s%s (S%d)", k ? ", " : "",
                    lhs->kind == IR_E_ACCESS ? ref_str(lhs->acc, NULL) : ref_str(NULL, lhs->var),
                    s->id);
    } else {
      ir_buf_printf(&b, "%s%s", k ? ", " : "", ((struct ir_var *)v->v[k])->name);
    }
  }
  return b.s ? b.s : "";
}

/* Overlap assumptions that block loop DL, "'P' and 'M', 'P' and 'N'". */
static char *alias_blockers(const struct dep_loop *dl) {
  struct ir_buf b = {0};
  struct ir_vec seen = {0};
  for (int k = 0; k < dl->carried.n; k++) {
    struct dep *d = dl->carried.v[k];
    if (!d->alias)
      continue;
    struct ir_array *x = d->src_acc->array, *y = d->sink_acc->array;
    if (x->id > y->id) {
      struct ir_array *t = x;
      x = y;
      y = t;
    }
    bool dup = false;
    for (int s = 0; s + 1 < seen.n; s += 2)
      dup |= seen.v[s] == x && seen.v[s + 1] == y;
    if (dup)
      continue;
    ir_vec_push(&seen, x);
    ir_vec_push(&seen, y);
    ir_buf_printf(&b, "%s'%s' and '%s'", b.len ? ", " : "", x->name, y->name);
  }
  return b.s ? b.s : "";
}

/* One loop's verdict in words. */
static char *verdict_str(const struct dep_info *info, const struct dep_loop *dl) {
  struct ir_buf b = {0};
  if (dl->parallel) {
    ir_buf_puts(&b, "parallel");
  } else if (dl->reduction || dl->parallel_if_no_alias) {
    if (dl->reduction)
      ir_buf_printf(&b, "reduction on %s", names_str(&dl->reductions, true));
    else
      ir_buf_puts(&b, "parallel");
    if (!dl->parallel_if_no_alias || dl->carried.n) {
      char *al = alias_blockers(dl);
      if (*al)
        ir_buf_printf(&b, " if these do not overlap: %s", al);
    }
  } else if (info->too_deep) {
    ir_buf_puts(&b, "sequential: not analysed");
  } else {
    struct dep *d = blocking_dep(info, dl, true);
    ir_buf_printf(&b, "sequential: carries %s", d ? dep_str(d) : "a dependence");
  }
  if (dl->privates.n)
    ir_buf_printf(&b, "; privatisable: %s", names_str(&dl->privates, false));
  return b.s;
}

/* Verdicts on the perfectly nested bands of the region: whether each
 * band is fully permutable and whether each pair of adjacent loops can
 * be interchanged.  Pairs (outermost loop, sentence) in LINES. */
static void band_of(const struct dep_info *info, struct ir_node *n, struct ir_vec *lines);
static char *loop_list(struct ir_node **loops, int n, const int *order);
static void distribution_and_fusion(const struct dep_info *info, struct ir_node *l,
                                    struct ir_vec *lines);

static struct ir_vec band_verdicts(const struct dep_info *info) {
  struct ir_vec lines = {0};
  for (struct ir_node *n = info->region->body; n; n = n->next)
    band_of(info, n, &lines);
  return lines;
}

static void band_of(const struct dep_info *info, struct ir_node *n, struct ir_vec *lines) {
  if (n->kind == IR_IF) {
    for (struct ir_node *c = n->then_body; c; c = c->next)
      band_of(info, c, lines);
    for (struct ir_node *c = n->else_body; c; c = c->next)
      band_of(info, c, lines);
    return;
  }
  if (n->kind != IR_LOOP)
    return;
  struct ir_vec band = {0};
  struct ir_node *l = n;
  ir_vec_push(&band, l);
  while (l->body && !l->body->next && l->body->kind == IR_LOOP) {
    l = l->body;
    ir_vec_push(&band, l);
  }
  struct ir_node **loops = (struct ir_node **)band.v;
  if (band.n >= 2) {
    char *msg = NULL;
    if (dep_band_is_permutable(info, loops, band.n, NULL, &msg))
      msg = ir_printf("loops %s are fully permutable (tileable)", loop_list(loops, band.n, NULL));
    ir_vec_push(lines, n);
    ir_vec_push(lines, msg);
    for (int k = 0; k + 1 < band.n; k++) {
      int order[2] = {1, 0};
      msg = NULL;
      if (dep_permutation_is_legal(info, loops + k, 2, order, NULL, &msg))
        msg = ir_printf("loops %s can be interchanged", loop_list(loops + k, 2, NULL));
      ir_vec_push(lines, loops[k]);
      ir_vec_push(lines, msg);
    }
  }
  for (struct ir_node *c = l->body; c; c = c->next)
    band_of(info, c, lines);
  distribution_and_fusion(info, l, lines);
}

static bool same_bound(const struct ir_bound *a, const struct ir_bound *b) {
  if (a->n != b->n)
    return false;
  for (int k = 0; k < a->n; k++)
    if (!ir_aff_equal(a->parts[k], b->parts[k]))
      return false;
  return true;
}

/* Verdicts on distributing loop L over its children (each child its own
 * loop) and on fusing each pair of adjacent child loops with the same
 * bounds and step. */
static void distribution_and_fusion(const struct dep_info *info, struct ir_node *l,
                                    struct ir_vec *lines) {
  int n = 0;
  bool decls = false;
  for (struct ir_node *c = l->body; c; c = c->next) {
    n++;
    decls |= c->kind == IR_STMT &&
             (c->stmt->kind == IR_S_DECL || c->stmt->kind == IR_S_ARRAY_DECL);
  }
  /* A declaration cannot be split from its uses: what the distribute
   * pass can do with such a body depends on more than dependences. */
  if (n >= 2 && !decls) {
    int *groups = ir_alloc(sizeof(int) * (size_t)n);
    for (int k = 0; k < n; k++)
      groups[k] = k;
    char *msg = NULL;
    if (dep_distribution_is_legal(info, l, groups, NULL, &msg))
      msg = ir_printf("loop '%s' can be distributed over its %d children", l->iter->name, n);
    ir_vec_push(lines, l);
    ir_vec_push(lines, msg);
  }
  for (struct ir_node *c = l->body; c && c->next; c = c->next) {
    struct ir_node *d = c->next;
    if (c->kind != IR_LOOP || d->kind != IR_LOOP || c->step != d->step ||
        !same_bound(&c->lb, &d->lb) || !same_bound(&c->ub, &d->ub))
      continue;
    char *msg = NULL;
    if (dep_fusion_is_legal(info, c, d, NULL, &msg))
      msg = ir_printf("loops '%s' (line %d) and '%s' (line %d) can be fused", c->iter->name,
                      c->loc.line, d->iter->name, d->loc.line);
    ir_vec_push(lines, c);
    ir_vec_push(lines, msg);
  }
}

void dep_print(const struct dep_info *info, struct ir_buf *out) {
  const struct ir_region *r = info->region;
  ir_buf_printf(out, "region %d '%s' (%s:%d)\n", r->id, r->func ? r->func : "", r->loc.file,
                r->loc.line);
  if (info->alias_pairs.n) {
    ir_buf_puts(out, "  may overlap:");
    for (int k = 0; k + 1 < info->alias_pairs.n; k += 2)
      ir_buf_printf(out, "%s '%s' and '%s'", k ? "," : "",
                    ((struct ir_array *)info->alias_pairs.v[k])->name,
                    ((struct ir_array *)info->alias_pairs.v[k + 1])->name);
    ir_buf_puts(out, "\n");
  }
  ir_buf_printf(out, "  dependences: %d\n", info->deps.n);
  for (int k = 0; k < info->deps.n; k++) {
    const struct dep *d = info->deps.v[k];
    describe((struct dep *)d);
    ir_buf_printf(out, "    %s S%d -> S%d: ", kind_name(d->kind), d->src->id, d->sink->id);
    if (d->scalar)
      ir_buf_printf(out, "scalar '%s'", d->scalar->name);
    else
      ir_buf_printf(out, "%s -> %s", ref_str(d->src_acc, NULL), ref_str(d->sink_acc, NULL));
    if (d->ncommon == 0)
      ir_buf_puts(out, ", no common loop");
    else if (d->constant)
      ir_buf_printf(out, ", distance %s", vector_str(d, d->distance));
    else
      ir_buf_printf(out, ", direction %s", vector_str(d, NULL));
    if (d->level >= 0)
      ir_buf_printf(out, ", carried by %s", loop_name(d->common[d->level]));
    else
      ir_buf_puts(out, ", loop-independent");
    if (d->reduction)
      ir_buf_puts(out, ", reduction");
    if (d->alias)
      ir_buf_printf(out, ", assumed: '%s' and '%s' may overlap", d->src_acc->array->name,
                    d->sink_acc->array->name);
    ir_buf_printf(out, " (lines %d -> %d)\n", d->src->loc.line, d->sink->loc.line);
  }
  ir_buf_puts(out, "  loops:\n");
  for (int k = 0; k < info->loops.n; k++) {
    const struct dep_loop *dl = info->loops.v[k];
    ir_buf_printf(out, "    %s: %s\n", loop_name(dl->loop), verdict_str(info, dl));
  }
  struct ir_vec lines = band_verdicts(info);
  if (lines.n)
    ir_buf_puts(out, "  transformations:\n");
  for (int k = 0; k + 1 < lines.n; k += 2)
    ir_buf_printf(out, "    %s\n", (char *)lines.v[k + 1]);
}

void dep_remarks(const struct dep_info *info) {
  for (int k = 0; k < info->loops.n; k++) {
    const struct dep_loop *dl = info->loops.v[k];
    diag_remark(dl->loop->loc, "loop '%s' is %s", dl->loop->label ? dl->loop->label : dl->loop->iter->name,
                verdict_str(info, dl));
  }
  struct ir_vec lines = band_verdicts(info);
  for (int k = 0; k + 1 < lines.n; k += 2)
    diag_remark(((struct ir_node *)lines.v[k])->loc, "%s", (char *)lines.v[k + 1]);
}

/* ---------------------------------------------------------------- queries */

/* Every query says no for a region too deep to analyse. */
static bool too_deep(const struct dep_info *info, struct dep **why, char **msg) {
  if (!info->too_deep)
    return false;
  if (why)
    *why = NULL;
  if (msg)
    *msg = ir_printf("%s", info->gave_up);
  return true;
}

bool dep_loop_is_parallel(const struct dep_info *info, const struct ir_node *loop,
                          bool allow_reduction, struct dep **why) {
  /* Where nothing was analysed, the pass that made the loop may have
   * proved it parallel (struct ir_node's wavefront). */
  if (too_deep(info, why, NULL))
    return loop->parallel;
  struct dep_loop *dl = dep_loop_info(info, loop);
  if (!dl)
    ir_internal_error("loop '%s' was not analysed", loop->iter->name);
  struct dep *d = blocking_dep(info, dl, allow_reduction);
  if (why)
    *why = d;
  return d == NULL;
}

/* Index of LOOP among D's common loops, or -1. */
static int common_index(const struct dep *d, const struct ir_node *loop) {
  for (int k = 0; k < d->ncommon; k++)
    if (d->common[k] == loop)
      return k;
  return -1;
}

/* The deps that matter for reordering the band LOOPS[0..n-1]: those whose
 * common loops contain the whole band and that are carried inside it.
 * Returns the band's offset in d->common, or -1 to skip D. */
static int band_offset(const struct dep_info *info, const struct dep *d, struct ir_node **loops,
                       int n) {
  if (d->alias && info->ignore_alias)
    return -1;
  int b0 = common_index(d, loops[0]);
  if (b0 < 0 || b0 + n > d->ncommon)
    return -1;
  for (int k = 1; k < n; k++)
    if (d->common[b0 + k] != loops[k])
      return -1;
  if (d->level < b0 || d->level >= b0 + n)
    return -1;
  return b0;
}

static isl_set *constraint_set(const struct dep_info *info, int n, const char *text) {
  struct ir_buf dims = {0};
  for (int k = 0; k < n; k++)
    ir_buf_printf(&dims, "%sd%d", k ? ", " : "", k);
  return pm_read_set(info->model, ir_printf("[%s] : %s", dims.s ? dims.s : "", text));
}

/* A point of D's deltas inside the constraints TEXT, or NULL if none. */
static long *violation(const struct dep_info *info, const struct dep *d, const char *text) {
  pm_new_question(info->model);
  isl_set *x = isl_set_intersect(isl_set_copy(d->deltas), constraint_set(info, d->ncommon, text));
  long *v = NULL;
  /* Out of operations: assume the worst (the witness is then all zeros). */
  if (isl_set_is_empty(x) != isl_bool_true) {
    v = ir_alloc(sizeof(long) * (size_t)d->ncommon);
    for (int k = 0; x && k < d->ncommon; k++)
      v[k] = sample_coord(x, k);
  }
  isl_set_free(x);
  return v;
}

static char *loop_list(struct ir_node **loops, int n, const int *order) {
  struct ir_buf b = {0};
  for (int k = 0; k < n; k++)
    ir_buf_printf(&b, "%s'%s'", k ? ", " : "", loops[order ? order[k] : k]->iter->name);
  return b.s;
}

/* The band LOOPS (N loops) and what a condition on its dependences'
 * distances needs to know. */
struct band_cond {
  int n;
  const int *order; /* a permutation of the band, or NULL */
  int k;            /* a loop of the band, */
  long skew;        /* skewed by SKEW times the band's first */
};

/* The first dependence within the band (with INSIDE, only those that no
 * loop around it carries) that has a distance vector in the set COND
 * writes over the distances d0, d1, ... (the band's first loop at B0):
 * it also in *WHY (unless NULL), its offset B0 in *B0_OUT and such a
 * vector in *V.  NULL if none. */
static struct dep *band_dep_in(const struct dep_info *info, struct ir_node **loops,
                               const struct band_cond *bc, bool inside,
                               char *(*cond)(const struct band_cond *bc, int b0), struct dep **why,
                               int *b0_out, long **v) {
  for (int k = 0; k < info->deps.n; k++) {
    struct dep *d = info->deps.v[k];
    int b0 = band_offset(info, d, loops, bc->n);
    if (b0 < 0 || (inside && d->level >= 0 && d->level < b0))
      continue;
    if ((*v = violation(info, d, cond(bc, b0)))) {
      if (why)
        *why = d;
      *b0_out = b0;
      return d;
    }
  }
  return NULL;
}

/* Lexicographically negative after the permutation. */
static char *reversed_by_order(const struct band_cond *bc, int b0) {
  struct ir_buf c = {0};
  for (int j = 0; j < bc->n; j++) {
    ir_buf_printf(&c, "%s(", j ? " or " : "");
    for (int i = 0; i < j; i++)
      ir_buf_printf(&c, "d%d = 0 and ", b0 + bc->order[i]);
    ir_buf_printf(&c, "d%d < 0)", b0 + bc->order[j]);
  }
  return c.s;
}

bool dep_permutation_is_legal(const struct dep_info *info, struct ir_node **loops, int n,
                              const int *order, struct dep **why, char **msg) {
  if (too_deep(info, why, msg))
    return false;
  struct band_cond bc = {.n = n, .order = order};
  int b0;
  long *v;
  struct dep *d = band_dep_in(info, loops, &bc, false, reversed_by_order, why, &b0, &v);
  if (!d)
    return true;
  if (msg) {
    long *nv = ir_alloc(sizeof(long) * (size_t)d->ncommon);
    memcpy(nv, v, sizeof(long) * (size_t)d->ncommon);
    for (int j = 0; j < n; j++)
      nv[b0 + j] = v[b0 + order[j]];
    const char *what = n == 2 ? ir_printf("loops %s cannot be interchanged", loop_list(loops, n, NULL))
                              : ir_printf("loops %s cannot be reordered as %s",
                                          loop_list(loops, n, NULL), loop_list(loops, n, order));
    *msg = ir_printf("%s: %s %s would become %s", what, describe_dep(d, true), witness_str(d, v),
                     vector_str(d, nv));
  }
  return false;
}

/* Nonzero along the loop the permutation puts first. */
static char *carried_by_first(const struct band_cond *bc, int b0) {
  return ir_printf("d%d < 0 or d%d > 0", b0 + bc->order[0], b0 + bc->order[0]);
}

bool dep_first_parallel_after(const struct dep_info *info, struct ir_node **loops, int n,
                              const int *order) {
  if (too_deep(info, NULL, NULL))
    return false;
  struct band_cond bc = {.n = n, .order = order};
  int b0;
  long *v;
  return !band_dep_in(info, loops, &bc, true, carried_by_first, NULL, &b0, &v);
}

/* Negative along some loop of the band. */
static char *backwards_somewhere(const struct band_cond *bc, int b0) {
  struct ir_buf c = {0};
  for (int j = 0; j < bc->n; j++)
    ir_buf_printf(&c, "%sd%d < 0", j ? " or " : "", b0 + j);
  return c.s;
}

bool dep_band_is_permutable(const struct dep_info *info, struct ir_node **loops, int n,
                            struct dep **why, char **msg) {
  if (too_deep(info, why, msg))
    return false;
  struct band_cond bc = {.n = n};
  int b0;
  long *v;
  struct dep *d = band_dep_in(info, loops, &bc, false, backwards_somewhere, why, &b0, &v);
  if (!d)
    return true;
  if (msg)
    *msg = ir_printf("loops %s are not fully permutable: %s %s", loop_list(loops, n, NULL),
                     describe_dep(d, true), witness_str(d, v));
  return false;
}

/* Negative along the band's first loop, or along loop K skewed by it. */
static char *backwards_skewed(const struct band_cond *bc, int b0) {
  return ir_printf("d%d < 0 or d%d + %ld * d%d < 0", b0, b0 + bc->k, bc->skew, b0);
}

bool dep_skew_is_legal(const struct dep_info *info, struct ir_node **loops, int n, int k,
                       long skew, struct dep **why, char **msg) {
  if (too_deep(info, why, msg))
    return false;
  struct band_cond bc = {.n = n, .k = k, .skew = skew};
  int b0;
  long *v;
  struct dep *d = band_dep_in(info, loops, &bc, false, backwards_skewed, why, &b0, &v);
  if (!d)
    return true;
  if (msg)
    *msg = ir_printf("'%s'%s runs backwards along %s %s", loops[k]->iter->name,
                     skew ? ir_printf(" + %ld * '%s'", skew, loops[0]->iter->name) : "",
                     describe_dep(d, true), witness_str(d, v));
  return false;
}

/* The child of LOOP's body that holds statement S, as an index, or -1. */
static int child_holding(const struct ir_node *loop, const struct ir_stmt *s) {
  int k = 0;
  for (const struct ir_node *c = loop->body; c; c = c->next, k++) {
    bool found = false;
    struct ir_vec stack = {0};
    ir_vec_push(&stack, (void *)c);
    while (stack.n && !found) {
      const struct ir_node *n = stack.v[--stack.n];
      if (n->kind == IR_STMT && n->stmt == s)
        found = true;
      const struct ir_node *lists[3] = {n->kind == IR_LOOP ? n->body : NULL,
                                        n->kind == IR_IF ? n->then_body : NULL,
                                        n->kind == IR_IF ? n->else_body : NULL};
      for (int l = 0; l < 3; l++)
        for (const struct ir_node *m = lists[l]; m; m = m->next)
          ir_vec_push(&stack, (void *)m);
    }
    if (found)
      return k;
  }
  return -1;
}

bool dep_distribution_is_legal(const struct dep_info *info, const struct ir_node *loop,
                               const int *group_of, struct dep **why, char **msg) {
  if (too_deep(info, why, msg))
    return false;
  for (int k = 0; k < info->deps.n; k++) {
    struct dep *d = info->deps.v[k];
    if (d->alias && info->ignore_alias)
      continue;
    int b = common_index(d, loop);
    if (b < 0 || (d->level >= 0 && d->level < b))
      continue;
    int cs = child_holding(loop, d->src), ct = child_holding(loop, d->sink);
    if (cs < 0 || ct < 0 || group_of[cs] <= group_of[ct])
      continue;
    if (why)
      *why = d;
    if (msg)
      *msg = ir_printf("loop '%s' cannot be distributed: %s runs from a later part back to an earlier one",
                       loop->iter->name, dep_str(d));
    return false;
  }
  return true;
}

/* Enclosing loops of the node holding S in region R, outermost first. */
static int stmt_loops(const struct ir_region *r, const struct ir_stmt *s, struct ir_node ***out) {
  struct ir_vec stack = {0}, loops = {0};
  for (struct ir_node *n = r->body; n; n = n->next)
    ir_vec_push(&stack, n);
  struct ir_node *found = NULL;
  while (stack.n && !found) {
    struct ir_node *n = stack.v[--stack.n];
    if (n->kind == IR_STMT && n->stmt == s)
      found = n;
    struct ir_node *lists[3] = {n->kind == IR_LOOP ? n->body : NULL,
                                n->kind == IR_IF ? n->then_body : NULL,
                                n->kind == IR_IF ? n->else_body : NULL};
    for (int l = 0; l < 3; l++)
      for (struct ir_node *m = lists[l]; m; m = m->next)
        ir_vec_push(&stack, m);
  }
  for (struct ir_node *p = found ? found->parent : NULL; p; p = p->parent)
    if (p->kind == IR_LOOP)
      ir_vec_push(&loops, p);
  for (int i = 0, j = loops.n - 1; i < j; i++, j--) {
    void *t = loops.v[i];
    loops.v[i] = loops.v[j];
    loops.v[j] = t;
  }
  *out = (struct ir_node **)loops.v;
  return loops.n;
}

/* Is loop L among the N loops LS? */
static bool among(struct ir_node **ls, int n, const struct ir_node *l) {
  for (int i = 0; i < n; i++)
    if (ls[i] == l)
      return true;
  return false;
}

/* The distances of dependence D over the first N loops around its source
 * (LS[0..ns-1]) and around its sink (LT[0..nt-1]): a new set "[d0, ...]",
 * in a question of its own. */
static isl_set *leading_deltas(const struct dep_info *info, const struct dep *d,
                               struct ir_node **ls, int ns, struct ir_node **lt, int nt, int n) {
  pm_new_question(info->model);
  return pm_leading_deltas(info->model, isl_map_copy(d->rel), ls, ns, lt, nt, n);
}

bool dep_siblings_independent(const struct dep_info *info, const struct ir_node *a,
                              const struct ir_node *b, struct dep **why) {
  if (too_deep(info, why, NULL))
    return false;
  int n = 0; /* the loops around both */
  for (const struct ir_node *p = a->parent; p; p = p->parent)
    n += p->kind == IR_LOOP;
  for (int k = 0; k < info->deps.n; k++) {
    struct dep *d = info->deps.v[k];
    if (d->alias && info->ignore_alias)
      continue;
    struct ir_node **ls, **lt;
    int ns = stmt_loops(info->region, d->src, &ls), nt = stmt_loops(info->region, d->sink, &lt);
    if (!(among(ls, ns, a) && among(lt, nt, b)) && !(among(ls, ns, b) && among(lt, nt, a)))
      continue;
    bool linked = true;
    if (n > 0) {
      struct ir_buf c = {0};
      for (int i = 0; i < n; i++)
        ir_buf_printf(&c, "%sd%d = 0", i ? " and " : "", i);
      isl_set *same = isl_set_intersect(leading_deltas(info, d, ls, ns, lt, nt, n),
                                        constraint_set(info, n, c.s));
      linked = isl_set_is_empty(same) != isl_bool_true;
      isl_set_free(same);
    }
    if (linked) {
      if (why)
        *why = d;
      return false;
    }
  }
  return true;
}

/* Fusing loops A and B (siblings, A first) keeps every dependence from
 * A's statements to B's (none runs the other way) forwards: its distance
 * along the fused loop is >= 0 where the loops around both agree; with
 * SAME > 0, it is 0 along the fused loop and the SAME - 1 loops below, so
 * that the fused loops carry none of them. */
static bool fusion_check(const struct dep_info *info, const struct ir_node *a,
                         const struct ir_node *b, int same, struct dep **why, char **msg) {
  if (too_deep(info, why, msg))
    return false;
  for (int k = 0; k < info->deps.n; k++) {
    struct dep *d = info->deps.v[k];
    if (d->alias && info->ignore_alias)
      continue;
    struct ir_node **ls, **lt;
    int ns = stmt_loops(info->region, d->src, &ls), nt = stmt_loops(info->region, d->sink, &lt);
    int ia = -1, ib = -1;
    for (int i = 0; i < ns; i++)
      if (ls[i] == a)
        ia = i;
    for (int i = 0; i < nt; i++)
      if (lt[i] == b)
        ib = i;
    if (ia < 0 || ib < 0 || ia != ib)
      continue;
    /* Outer loops common to both, then the loops to be fused. */
    int n = ia + (same ? same : 1);
    if (n > ns || n > nt)
      return false;
    isl_set *delta = leading_deltas(info, d, ls, ns, lt, nt, n);
    struct ir_buf c = {0};
    for (int i = 0; i < ia; i++)
      ir_buf_printf(&c, "d%d = 0 and ", i);
    if (same) {
      ir_buf_puts(&c, "(");
      for (int i = ia; i < n; i++)
        ir_buf_printf(&c, "%sd%d < 0 or d%d > 0", i > ia ? " or " : "", i, i);
      ir_buf_puts(&c, ")");
    } else
      ir_buf_printf(&c, "d%d < 0", ia);
    isl_set *bad = isl_set_intersect(delta, constraint_set(info, n, c.s));
    bool illegal = isl_set_is_empty(bad) != isl_bool_true;
    isl_set_free(bad);
    if (!illegal)
      continue;
    if (why)
      *why = d;
    if (msg)
      *msg = ir_printf("loops '%s' (line %d) and '%s' (line %d) cannot be fused: %s would be reversed",
                       a->iter->name, a->loc.line, b->iter->name, b->loc.line, dep_str(d));
    return false;
  }
  return true;
}

bool dep_fusion_is_legal(const struct dep_info *info, const struct ir_node *a,
                         const struct ir_node *b, struct dep **why, char **msg) {
  return fusion_check(info, a, b, 0, why, msg);
}

bool dep_fusion_keeps_parallel(const struct dep_info *info, const struct ir_node *a,
                               const struct ir_node *b, int levels) {
  return fusion_check(info, a, b, levels, NULL, NULL);
}
