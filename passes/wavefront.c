/* wavefront.c - the wavefront pass (recipe "wavefront LOOP,LOOP,...
 * SIZE,SIZE,..."): tiles of a band that run in wavefronts, for loop nests
 * whose only parallelism lies inside a sequential loop (the wavefront
 * reschedule makes of an in-place stencil, seidel-2d's 'c' around 't',
 * 'i').
 *
 * The named loops form a perfectly nested band at the top of the region:
 * the first, C, carries the dependences, the others, P1 .. Pk, are
 * parallel inside it, and their body is a list of statements.  Each Pj
 * is skewed by C where a dependence would otherwise run backwards along
 * it, Qj = Pj + Aj * C with the least Aj >= 0 that makes every dependence
 * carried in the band run forwards (or not at all) along C and along
 * each Qj: the band (C, Q1, .., Qk) is then fully permutable.  Its tiles
 * of SIZE iterations per loop (tile numbers T0 of C, Tj of Qj) run in
 * wavefronts W = T0 + T1 + ... + Tk: a dependence between two tiles goes
 * from a lower to a higher tile number in every loop it changes, so from
 * an earlier wavefront to a later one, and the tiles of one wavefront are
 * independent.  Inside a tile, C runs in order and the Qj, parallel, inside
 * it:
 *
 *   for (W ...)                       sequential: a host loop around kernels
 *     for (T1 ...) .. for (Tk ...)    parallel: the tiles of wavefront W
 *       for (C ...)                   C's iterations in tile W - T1 - .. - Tk
 *         for (Q1 ...) .. for (Qk ...) parallel: one tile's points
 *           if (the point is in the domain)
 *             statements (Pj = Qj - Aj * C)
 *
 * isl's AST generator builds the nest from that schedule (the statements'
 * order kept by a last, constant coordinate), the tile loops of skewed
 * loops outside the others (map-gpu's grid covers the inner ones'
 * bounding box: at one wavefront the skewed loops' tiles are what moves).
 * Where the statements' domain is one polyhedron, each Qj runs its tile's
 * window and the point's test is the domain's affine constraints (isl's
 * bounds of Qj would divide); otherwise isl's exact bounds stay.
 * On the GPU, map-gpu makes a kernel of the tile loops and sync-loop
 * spreads each tile's points over a block's threads, a barrier after each
 * iteration of C: the launches go from one per iteration of C to one per
 * wavefront. */
#include "passes.h"

#include <isl/constraint.h>
#include <isl/set.h>
#include <isl/val.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

/* The largest skew tried. */
#define MAX_SKEW 8

/* Is node N (a loop) the top of a chain of DEPTH single loops, the last
 * of which holds statements only? */
static bool chain(const struct ir_node *n, int depth) {
  for (int d = 0; d < depth; d++) {
    if (!n || n->kind != IR_LOOP || n->next || n->step != 1)
      return false;
    n = n->body;
  }
  for (; n; n = n->next)
    if (n->kind != IR_STMT || n->stmt->kind != IR_S_ASSIGN)
      return false;
  return true;
}

/* ---------------------------------------------------------------- a tile's test of its points */

/* The constraints of a statement's domain, over its iterators ITERS. */
struct linear {
  struct ir_region *r;
  struct ir_var **iters;
  int n;
  struct ir_vec affs; /* struct ir_aff *: each >= 0, or == 0 where EQ */
  struct ir_vec eqs;  /* non-NULL where the constraint is an equality */
  bool failed;
};

static isl_stat linear_one(isl_constraint *con, void *user) {
  struct linear *L = user;
  long k;
  struct ir_aff *a = pm_val_long(isl_constraint_get_constant_val(con), &k) ? ir_aff_const(k) : NULL;
  for (int j = 0; j < L->n && a; j++) {
    long cj;
    if (!pm_val_long(isl_constraint_get_coefficient_val(con, isl_dim_set, j), &cj))
      a = NULL;
    else if (cj)
      a = ir_aff_add(a, ir_aff_scale(ir_aff_var(L->iters[j]), cj));
  }
  isl_size np = isl_constraint_dim(con, isl_dim_param);
  for (int p = 0; p < np && a; p++) {
    long cp;
    int id;
    if (!pm_val_long(isl_constraint_get_coefficient_val(con, isl_dim_param, p), &cp)) {
      a = NULL;
    } else if (cp) {
      const char *name = isl_constraint_get_dim_name(con, isl_dim_param, p);
      a = name && sscanf(name, "p_%d", &id) == 1 && id >= 0 && id < L->r->vars.n
              ? ir_aff_add(a, ir_aff_scale(ir_aff_var(L->r->vars.v[id]), cp))
              : NULL;
    }
  }
  if (isl_constraint_dim(con, isl_dim_div) > 0)
    a = NULL;
  if (a) {
    ir_vec_push(&L->affs, a);
    ir_vec_push(&L->eqs, isl_constraint_is_equality(con) == isl_bool_true ? a : NULL);
  } else {
    L->failed = true;
  }
  isl_constraint_free(con);
  return isl_stat_ok;
}

/* The domain of statement SC as affine constraints over its iterators
 * (into L), where it is exactly one polyhedron: its loops' divisions
 * (t <= (c + 1) / 4 - 1) are only the bounds' way of saying 4 * t <= c -
 * 3.  False otherwise. */
static bool linear_domain(struct pm_model *m, struct pm_stmt *sc, struct linear *L) {
  isl_set *d = pm_read_set(m, ir_printf("S[%s]%s%s", sc->iters, *sc->constraints ? " : " : "",
                                        sc->constraints));
  if (!d)
    return false;
  isl_set *e = isl_set_coalesce(isl_set_remove_divs(isl_set_copy(d)));
  bool ok = isl_set_is_equal(d, e) == isl_bool_true && isl_set_n_basic_set(e) == 1;
  isl_set_free(d);
  if (ok) {
    isl_basic_set *b = isl_basic_set_remove_redundancies(isl_set_simple_hull(isl_set_copy(e)));
    ok = b && isl_basic_set_foreach_constraint(b, linear_one, L) == isl_stat_ok && !L->failed;
    isl_basic_set_free(b);
  }
  isl_set_free(e);
  return ok;
}

/* "A >= 0" (or "A == 0") as "positive terms >= the rest". */
static struct ir_expr *linear_test(const struct ir_aff *a, bool eq, struct ir_loc loc) {
  struct ir_aff *lhs, *rhs;
  ir_aff_signs(a, &lhs, &rhs);
  rhs = ir_aff_add_const(rhs, -a->cst);
  struct ir_type it = {IR_T_INT, false, false};
  return ir_expr_binary(eq ? IR_OP_EQ : IR_OP_GE, ir_expr_from_aff(lhs, it, loc),
                        ir_expr_from_aff(rhs, it, loc), it);
}

bool pass_wavefront(struct pass_ctx *ctx, const struct pass_step *step) {
  int n = step->nloops;
  if (n < 2 || n > 4 || step->nsizes != n) {
    pass_refuse(ctx, step->loc, "wavefront takes 2 to 4 loops (the sequential one first) and a "
                "tile size for each");
    return false;
  }
  struct ir_node *band[4];
  int order[4];
  if (!pass_named_band(ctx, step, true, band, order))
    return false;
  struct ir_region *r = ctx->region;
  struct ir_node *c = band[0];
  for (int k = 0; k < n; k++)
    if (step->sizes[k] < 2 || step->sizes[k] > 1024) {
      pass_refuse(ctx, step->loc, "tile size %ld of loop '%s' is not between 2 and 1024",
                  step->sizes[k], band[k]->iter->name);
      return false;
    }
  if (c->parent) {
    pass_refuse(ctx, step->loc, "cannot tile loop '%s' (line %d) in wavefronts: the band must be "
                "at the top of its region", c->iter->name, c->loc.line);
    return false;
  }
  for (int k = 0; k < n; k++) {
    const struct ir_node *l = band[k];
    const char *why = l->step != 1 ? "it does not count up by 1"
                      : ir_type_is_unsigned_int(l->iter->type) ? "its iterator is unsigned"
                      : l->iter->live_out ? "its iterator's value is read after the region"
                                          : NULL;
    if (why) {
      pass_refuse(ctx, step->loc, "cannot tile loop '%s' (line %d) in wavefronts: %s",
                  l->iter->name, l->loc.line, why);
      return false;
    }
  }
  if (!chain(c, n)) {
    pass_refuse(ctx, step->loc, "cannot tile loops in wavefronts: the body of loop '%s' (line %d) "
                "is not a list of assignments", band[n - 1]->iter->name, band[n - 1]->loc.line);
    return false;
  }
  struct dep_info *info = pass_deps(ctx);
  for (int k = 1; k < n; k++) {
    struct dep *why = NULL;
    if (!dep_loop_is_parallel(info, band[k], false, &why)) {
      pass_refuse(ctx, step->loc, "cannot tile loops in wavefronts: loop '%s' (line %d) is not "
                  "parallel inside loop '%s': it carries %s", band[k]->iter->name,
                  band[k]->loc.line, c->iter->name, why ? dep_str(why) : "a dependence");
      return false;
    }
  }
  /* The least skew of each parallel loop. */
  long skew[4] = {0, 0, 0, 0};
  const char *forced[4] = {NULL, NULL, NULL, NULL};
  for (int k = 1; k < n; k++) {
    char *msg = NULL;
    struct dep *why = NULL;
    long a = 0;
    while (a <= MAX_SKEW && !dep_skew_is_legal(info, band, n, k, a, &why, &msg)) {
      if (a == 0)
        forced[k] = why ? dep_str(why) : "a dependence";
      a++;
    }
    if (a > MAX_SKEW) {
      pass_refuse(ctx, step->loc, "cannot tile loops in wavefronts: skewing by up to %d times "
                  "'%s' is not enough: %s", MAX_SKEW, c->iter->name, msg);
      return false;
    }
    skew[k] = a;
  }
  /* The statements and their new order. */
  struct pm_model *m = info->model;
  struct ir_vec stmts = {0}, maps = {0};
  /* The tile loops' order: the skewed loops' outside the others'.  At a
   * given wavefront a skewed loop's tiles span a range that moves with
   * it, the others' (seidel-2d's 't') their whole range: map-gpu's grid
   * covers the inner tile loops' bounding box, which stays small so. */
  int tband[4] = {0}, tpos[4] = {0}, nt = 1;
  for (int pass = 0; pass < 2; pass++)
    for (int k = 1; k < n; k++)
      if ((skew[k] != 0) == (pass == 0)) {
        tband[nt] = k;
        tpos[k] = nt++;
      }
  for (int j = 0; j < m->stmts.n; j++) {
    struct pm_stmt *sc = m->stmts.v[j];
    if (sc->nloops == 0 || sc->loops[0] != c)
      continue;
    const char **it = ir_alloc(sizeof(char *) * (size_t)n);
    for (int k = 0; k < n; k++)
      it[k] = pm_isl_name(sc->loops[k]->iter);
    struct ir_buf b = {0};
    /* Out: W, T1 .. Tk, C, Q1 .. Qk, position. */
    ir_buf_printf(&b, "S%d[%s] -> [o0", stmts.n, sc->iters);
    for (int k = 1; k < 2 * n + 1; k++)
      ir_buf_printf(&b, ", o%d", k);
    ir_buf_printf(&b, "] : o%d = %s", n, it[0]);
    for (int k = 1; k < n; k++)
      ir_buf_printf(&b, " and o%d = %s + %ld * %s and o%d = floor(o%d / %ld)", n + k, it[k],
                    skew[k], it[0], tpos[k], n + k, step->sizes[k]);
    ir_buf_printf(&b, " and o0 = floor(o%d / %ld)", n, step->sizes[0]);
    for (int k = 1; k < n; k++)
      ir_buf_printf(&b, " + o%d", k);
    ir_buf_printf(&b, " and o%d = %d", 2 * n, stmts.n);
    ir_vec_push(&stmts, sc);
    ir_vec_push(&maps, b.s);
  }
  /* The points' test: the statements' domain without divisions, where
   * they all have the same one. */
  struct linear lin = {.r = r, .iters = ir_alloc(sizeof(struct ir_var *) * (size_t)n), .n = n};
  for (int k = 0; k < n; k++)
    lin.iters[k] = band[k]->iter;
  bool linear = stmts.n > 0 && linear_domain(m, stmts.v[0], &lin);
  for (int j = 1; j < stmts.n && linear; j++)
    linear = strcmp(((struct pm_stmt *)stmts.v[j])->constraints,
                    ((struct pm_stmt *)stmts.v[0])->constraints) == 0;
  int nvars = r->vars.n, ntaken = r->taken_names.n;
  struct ir_vec loops = {0};
  const char *why = NULL;
  struct ir_node *nest =
      pass_nest_from_schedule(ctx, m, &stmts, (const char *const *)maps.v, &loops, &why);
  if (nest && !chain(nest, 2 * n)) {
    nest = NULL;
    why = "isl's code for it is not one loop per dimension";
  }
  if (!nest) {
    r->vars.n = nvars;
    r->taken_names.n = ntaken;
    pass_refuse(ctx, step->loc, "cannot tile loops in wavefronts: %s", why);
    return false;
  }
  /* Names: the wavefront, the tiles' numbers, the skewed loops; C and the
   * loops not skewed keep theirs. */
  struct ir_node *l = nest;
  for (int d = 0; d < 2 * n; d++, l = l->body) {
    const char *name = NULL;
    if (d == 0)
      name = ir_printf("%s_wave", c->iter->name);
    else if (d < n)
      name = ir_printf("%s_tile", band[tband[d]]->iter->name);
    else if (d > n && skew[d - n])
      name = ir_printf("%s_skew", band[d - n]->iter->name);
    l->loc = band[d < n ? tband[d] : d - n]->loc;
    if (name) {
      l->iter->name = pass_fresh_name(ctx, name);
      ir_vec_push(&r->taken_names, (char *)l->iter->name);
    }
    l->iter->loc = l->loc;
    l->label = l->iter->name;
    l->parallel = d != 0 && d != n;
  }
  nest->wavefront = true;
  if (linear) {
    /* Each tile's points: the windows of the skewed loops, and the test
     * of the domain's constraints inside them (no divisions: isl's bounds
     * of the skewed loops divide). */
    struct ir_node *tiles[4], *pts[4];
    l = nest;
    for (int d = 0; d < 2 * n; d++, l = l->body)
      (d < n ? tiles : pts)[d < n ? tband[d] : d - n] = l;
    struct ir_subst sub = {n, lin.iters, ir_alloc(sizeof(struct ir_aff *) * (size_t)n)};
    sub.to[0] = ir_aff_var(pts[0]->iter);
    for (int k = 1; k < n; k++) {
      sub.to[k] = ir_aff_sub(ir_aff_var(pts[k]->iter), ir_aff_scale(sub.to[0], skew[k]));
      struct ir_aff *first = ir_aff_scale(ir_aff_var(tiles[k]->iter), step->sizes[k]);
      pts[k]->lb = pass_gpu_bound(first);
      pts[k]->ub = pass_gpu_bound(ir_aff_add_const(first, step->sizes[k] - 1));
    }
    struct ir_expr *test = NULL;
    for (int k = 0; k < lin.affs.n; k++)
      test = pass_gpu_and(test, linear_test(ir_aff_subst(lin.affs.v[k], &sub),
                                            lin.eqs.v[k] != NULL, c->loc));
    if (test) {
      struct ir_node *f = ir_node_new(IR_IF, c->loc);
      f->cond = test;
      f->then_body = pts[n - 1]->body;
      pts[n - 1]->body = f;
      pass_gpu_link(f, pts[n - 1]);
    }
  }
  *ir_node_slot(r, c) = nest;
  nest->next = c->next;
  ir_region_number_stmts(r);
  ctx->model_stale = ctx->deps_stale = true;
  struct ir_buf sizes = {0}, skews = {0};
  for (int k = 0; k < n; k++)
    ir_buf_printf(&sizes, "%s%ld", k ? " x " : "", step->sizes[k]);
  for (int k = 1; k < n; k++)
    if (skew[k])
      ir_buf_printf(&skews, "; '%s' skewed by %ld * '%s' (%s would run backwards along it)",
                    band[k]->iter->name, skew[k], c->iter->name, forced[k]);
  struct ir_buf names = {0};
  for (int k = 0; k < n; k++)
    ir_buf_printf(&names, "%s'%s'", k ? ", " : "", band[k]->iter->name);
  diag_remark(c->loc, "tiled loops %s in tiles of %s iterations that run in wavefronts '%s'%s",
              names.s, sizes.s, nest->iter->name, skews.len ? skews.s : "");
  return true;
}
