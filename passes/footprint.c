/* footprint.c - the elements of each array that a region touches: an
 * analysis the pass manager runs on every region before any
 * transformation (transformations reorder the same accesses), for the
 * arrays reached through a pointer, whose declarations bound nothing (a
 * pointer may point into the middle of a block, 'double a[8]' declares a
 * pointer).  The GPU printer allocates and copies exactly the footprint,
 * and copies back exactly the written footprint; the overlap checks of
 * both printers compare footprints.
 *
 * The footprint is the union of the accesses' images of their iteration
 * domains (the region's model, passes/model.c, gives them), so it is exact, negative
 * offsets included.  Its first and last elements in memory order are its
 * lexicographic minimum and maximum when every inner subscript stays in
 * its row ([0, extent)); each is a piecewise affine function of the
 * parameters, which gives a piecewise polynomial flat range (struct
 * ir_footprint).  A subscript that is not affine in the first dimension
 * (A[idx[i]]) leaves the footprint unbounded: such an array cannot be
 * copied, and map-gpu keeps its region on the host with a warning. */
#include "passes.h"

#include <isl/aff.h>
#include <isl/constraint.h>
#include <isl/ctx.h>
#include <isl/map.h>
#include <isl/options.h>
#include <isl/set.h>
#include <isl/union_map.h>
#include <isl/union_set.h>
#include <isl/val.h>

/* isl operations one array's footprint may take (see pass_footprints).
 * isl counts operations coarsely: 20 million let the lexmax of six
 * pieces with strides and four parameters run for minutes (fuzz seed
 * 14197, tests/fuzz/cases/footprint-lexmax-slow.c); one million take a
 * few seconds there and change no footprint of PolyBench, tests/Inputs
 * or tests/polybench. */
#define FOOTPRINT_MAX_OPERATIONS 1000000UL
#include <stdlib.h>
#include <string.h>

bool pass_pointer_like(const struct ir_array *a) {
  return a->origin == IR_ARR_POINTER_PARAM || a->origin == IR_ARR_ARRAY_PARAM || a->linearised;
}

/* ---------------------------------------------------------------- polynomials */

static int var_order(const void *pa, const void *pb) {
  const struct ir_var *a = *(struct ir_var *const *)pa, *b = *(struct ir_var *const *)pb;
  return (a->id > b->id) - (a->id < b->id);
}

/* P with term T added (like terms combined, zero terms dropped). */
static void poly_add_term(struct ir_poly *p, struct ir_poly_term t) {
  qsort(t.v, (size_t)t.deg, sizeof t.v[0], var_order);
  for (int i = 0; i < p->n; i++) {
    struct ir_poly_term *u = &p->t[i];
    if (u->deg != t.deg || memcmp(u->v, t.v, sizeof(t.v[0]) * (size_t)t.deg) != 0)
      continue;
    u->coef += t.coef;
    if (!u->coef)
      p->t[i] = p->t[--p->n];
    return;
  }
  if (!t.coef)
    return;
  p->t = ir_realloc(p->t, sizeof *p->t * (size_t)p->n, sizeof *p->t * (size_t)(p->n + 1));
  p->t[p->n++] = t;
}

static struct ir_poly poly_from_aff(const struct ir_aff *a) {
  struct ir_poly p = {0};
  poly_add_term(&p, (struct ir_poly_term){.coef = a->cst});
  for (int k = 0; k < a->nterms; k++)
    poly_add_term(&p, (struct ir_poly_term){.coef = a->terms[k].coef, .deg = 1,
                                            .v = {a->terms[k].var}});
  return p;
}

/* A + K * B. */
static struct ir_poly poly_add(const struct ir_poly *a, const struct ir_poly *b, long k) {
  struct ir_poly r = {0};
  for (int i = 0; i < a->n; i++)
    poly_add_term(&r, a->t[i]);
  for (int i = 0; i < b->n; i++) {
    struct ir_poly_term t = b->t[i];
    t.coef *= k;
    poly_add_term(&r, t);
  }
  return r;
}

/* A * B; false when a degree grows past IR_POLY_MAX_DEG. */
static bool poly_mul(const struct ir_poly *a, const struct ir_poly *b, struct ir_poly *out) {
  struct ir_poly r = {0};
  for (int i = 0; i < a->n; i++)
    for (int j = 0; j < b->n; j++) {
      const struct ir_poly_term *x = &a->t[i], *y = &b->t[j];
      if (x->deg + y->deg > IR_POLY_MAX_DEG)
        return false;
      struct ir_poly_term t = {.coef = x->coef * y->coef, .deg = x->deg + y->deg};
      memcpy(t.v, x->v, sizeof(t.v[0]) * (size_t)x->deg);
      memcpy(t.v + x->deg, y->v, sizeof(t.v[0]) * (size_t)y->deg);
      poly_add_term(&r, t);
    }
  *out = r;
  return true;
}

/* ---------------------------------------------------------------- from isl */

struct fp {
  struct ir_region *r;
  struct ir_array *a;
  struct ir_footprint *f;
  const char *fail; /* why the range cannot be written */
};

/* The parameter named p_<id> (pm_isl_name). */
static struct ir_var *param_var(struct fp *F, const char *name) {
  if (name && name[0] == 'p' && name[1] == '_') {
    int k = atoi(name + 2);
    if (k >= 0 && k < F->r->vars.n)
      return F->r->vars.v[k];
  }
  return NULL;
}

/* An affine function of the parameters (no divisions) as struct ir_aff,
 * or NULL. */
static struct ir_aff *aff_of(struct fp *F, isl_aff *aff) {
  isl_size ndiv = isl_aff_dim(aff, isl_dim_div), np = isl_aff_dim(aff, isl_dim_param);
  long c;
  if (ndiv != 0 || np < 0 || !pm_val_long(isl_aff_get_denominator_val(aff), &c) || c != 1 ||
      !pm_val_long(isl_aff_get_constant_val(aff), &c))
    return NULL;
  struct ir_aff *r = ir_aff_const(c);
  for (int k = 0; k < np; k++) {
    long coef;
    if (!pm_val_long(isl_aff_get_coefficient_val(aff, isl_dim_param, k), &coef))
      return NULL;
    if (!coef)
      continue;
    struct ir_var *v = param_var(F, isl_aff_get_dim_name(aff, isl_dim_param, (unsigned)k));
    if (!v)
      return NULL;
    r = ir_aff_add(r, ir_aff_scale(ir_aff_var(v), coef));
  }
  return r;
}

struct ir_aff *pm_param_aff(struct ir_region *r, struct isl_aff *aff) {
  struct fp F = {.r = r};
  return aff_of(&F, aff);
}

/* The flat offset of the element MA (one affine function per dimension):
 * sum of ma[d] * extents[d+1] * ... * extents[ndim-1]. */
static bool flat_of(struct fp *F, isl_multi_aff *ma, struct ir_poly *out) {
  struct ir_poly sum = {0};
  for (int d = 0; d < F->a->ndim; d++) {
    isl_aff *x = isl_multi_aff_get_aff(ma, d);
    struct ir_aff *v = aff_of(F, x);
    isl_aff_free(x);
    if (!v)
      return false;
    struct ir_poly term = poly_from_aff(v);
    for (int k = d + 1; k < F->a->ndim; k++) {
      struct ir_poly e = poly_from_aff(F->a->extents[k]);
      if (!poly_mul(&term, &e, &term))
        return false;
    }
    sum = poly_add(&sum, &term, 1);
  }
  *out = sum;
  return true;
}

struct piece_ctx {
  struct fp *F;
  struct ir_footprint_piece *proto;
};

static isl_stat add_cond(isl_constraint *c, void *user) {
  struct piece_ctx *P = user;
  struct ir_footprint_piece *p = P->proto;
  isl_aff *aff = isl_constraint_get_aff(c);
  bool eq = isl_constraint_is_equality(c) == isl_bool_true;
  isl_constraint_free(c);
  struct ir_aff *a = aff ? aff_of(P->F, aff) : NULL;
  isl_aff_free(aff);
  if (!a) {
    P->F->fail = "its range depends on the parameters through integer division";
    return isl_stat_error;
  }
  p->cond = ir_realloc(p->cond, sizeof *p->cond * (size_t)p->ncond,
                       sizeof *p->cond * (size_t)(p->ncond + 1));
  p->eq = ir_realloc(p->eq, sizeof *p->eq * (size_t)p->ncond,
                     sizeof *p->eq * (size_t)(p->ncond + 1));
  p->cond[p->ncond] = a;
  p->eq[p->ncond++] = eq;
  return isl_stat_ok;
}

/* One piece per basic set of a piece's domain, with its constraints. */
static isl_stat add_basic(isl_basic_set *bset, void *user) {
  struct piece_ctx *P = user;
  struct ir_footprint *f = P->F->f;
  struct ir_footprint_piece p = *P->proto;
  struct piece_ctx sub = {P->F, &p};
  p.ncond = 0;
  p.cond = NULL;
  p.eq = NULL;
  isl_stat st = isl_basic_set_foreach_constraint(bset, add_cond, &sub);
  isl_basic_set_free(bset);
  if (st < 0)
    return isl_stat_error;
  f->pieces = ir_realloc(f->pieces, sizeof *f->pieces * (size_t)f->npieces,
                         sizeof *f->pieces * (size_t)(f->npieces + 1));
  f->pieces[f->npieces++] = p;
  return isl_stat_ok;
}

struct pair_ctx {
  struct fp *F;
  isl_pw_multi_aff *max;
  isl_set *dom_min;
  isl_multi_aff *ma_min;
  isl_set *valid; /* the parameters the range is for */
};

static isl_stat max_piece(isl_set *dom, isl_multi_aff *ma, void *user) {
  struct pair_ctx *C = user;
  struct fp *F = C->F;
  isl_set *both = isl_set_intersect(isl_set_intersect(isl_set_copy(C->dom_min), dom),
                                    isl_set_copy(C->valid));
  both = isl_set_gist(isl_set_coalesce(both), isl_set_copy(C->valid));
  isl_stat st = isl_stat_ok;
  if (isl_set_is_empty(both) != isl_bool_true) {
    struct ir_poly first, last;
    if (!flat_of(F, C->ma_min, &first) || !flat_of(F, ma, &last)) {
      F->fail = "the first or last element it touches is not an affine function of the parameters";
      st = isl_stat_error;
    } else {
      struct ir_poly one = {0};
      poly_add_term(&one, (struct ir_poly_term){.coef = 1});
      struct ir_footprint_piece proto = {.first = first};
      proto.count = poly_add(&last, &first, -1);
      proto.count = poly_add(&proto.count, &one, 1);
      struct piece_ctx P = {F, &proto};
      both = isl_set_remove_redundancies(both);
      st = isl_set_foreach_basic_set(both, add_basic, &P);
    }
  }
  isl_set_free(both);
  isl_multi_aff_free(ma);
  return st;
}

static isl_stat min_piece(isl_set *dom, isl_multi_aff *ma, void *user) {
  struct pair_ctx *C = user;
  C->dom_min = dom;
  C->ma_min = ma;
  isl_stat st = isl_pw_multi_aff_foreach_piece(C->max, max_piece, C);
  isl_set_free(dom);
  isl_multi_aff_free(ma);
  return st;
}

/* "{ A_3[o0, o1] : 0 <= o1 < m }": the box of A's extents, from
 * dimension FROM on (dimensions without an extent unconstrained). */
static isl_set *extent_box(struct pm_model *m, const struct ir_array *a, int from) {
  struct ir_buf dims = {0}, cons = {0};
  for (int d = 0; d < a->ndim; d++) {
    ir_buf_printf(&dims, "%so%d", d ? ", " : "", d);
    if (d >= from && a->extents[d])
      ir_buf_printf(&cons, "%s0 <= o%d < %s", cons.len ? " and " : "", d,
                    pm_aff_isl(a->extents[d]));
  }
  return pm_read_set(m, ir_printf("A_%d[%s]%s%s", a->id, dims.s, cons.len ? " : " : "",
                                  cons.s ? cons.s : ""));
}

/* The footprint of A in R: every access, or the writes only; NULL when
 * there is no such access. */
static struct ir_footprint *footprint_of(struct pm_model *m, struct ir_array *a,
                                         bool writes_only) {
  struct ir_region *r = m->region;
  isl_union_map *acc_rel = pm_accesses(m, a, writes_only);
  if (!acc_rel)
    return NULL;
  struct ir_footprint *f = ir_alloc(sizeof *f);
  bool free_inner = false;
  /* A subscript that is not affine may reach any element of its
   * dimension: of the row, for an inner dimension with an extent; of
   * anything, for the first. */
  for (int s = 0; s < r->stmts.n; s++) {
    struct ir_stmt *st = r->stmts.v[s];
    for (int k = 0; k < st->accesses.n; k++) {
      struct ir_access *acc = st->accesses.v[k];
      if (acc->array != a || (writes_only && !acc->is_write))
        continue;
      for (int d = 0; d < acc->ndim; d++) {
        bool exact = acc->aff[d] || ir_aff_quasi(acc->index[d]);
        free_inner |= d > 0 && !exact;
        if (!exact && (d == 0 || !a->extents[d])) {
          f->why = ir_printf("its subscript at line %d is not affine and no declaration bounds "
                             "'%s'", acc->loc.line, a->name);
          f->where = acc->loc;
          isl_union_map_free(acc_rel);
          return f;
        }
      }
    }
  }
  isl_set *set = isl_set_from_union_set(isl_union_map_range(acc_rel));
  isl_set *box = extent_box(m, a, 0);
  f->within_extents = isl_set_is_subset(set, box) == isl_bool_true;
  for (int d = 0; d < a->ndim; d++)
    f->within_extents &= a->extents[d] != NULL;
  isl_set_free(box);
  /* An inner subscript stays in its row: C's rule for an array type (the
   * frontend proved it for the arrays it delinearised), which also
   * bounds a non-affine one.  The parameters for which the affine ones
   * do are the context the range is simplified in (the program is
   * undefined outside it). */
  isl_set *rows = extent_box(m, a, 1);
  isl_set *valid;
  if (free_inner || isl_set_is_subset(set, rows) == isl_bool_true) {
    /* (No subtraction where none is needed: with quotients in the
     * subscripts it can take isl minutes.) */
    valid = isl_set_params(isl_set_universe(isl_set_get_space(set)));
  } else {
    isl_set *bad = isl_set_params(isl_set_subtract(isl_set_copy(set), isl_set_copy(rows)));
    valid = isl_set_coalesce(isl_set_complement(bad));
  }
  set = isl_set_coalesce(isl_set_intersect(set, rows));
  f->where = a->loc;
  struct fp F = {r, a, f, NULL};
  struct pair_ctx C = {&F, isl_set_lexmax_pw_multi_aff(isl_set_copy(set)), NULL, NULL, valid};
  isl_pw_multi_aff *min = isl_set_lexmin_pw_multi_aff(set);
  isl_stat st = isl_pw_multi_aff_foreach_piece(min, min_piece, &C);
  isl_pw_multi_aff_free(min);
  isl_pw_multi_aff_free(C.max);
  isl_set_free(valid);
  if (st < 0) {
    f->why = F.fail ? F.fail : "isl could not compute its range";
    f->npieces = 0;
    return f;
  }
  f->bounded = true;
  return f;
}

static void deepest(struct ir_node *n, void *data) {
  int depth = 0;
  for (struct ir_node *p = n; p; p = p->parent)
    depth += p->kind == IR_LOOP;
  if (depth > *(int *)data)
    *(int *)data = depth;
}

static bool listed(const struct ir_vec *v, const struct ir_array *a) {
  for (int k = 0; v && k < v->n; k++)
    if (v->v[k] == a)
      return true;
  return !v;
}

void pass_footprints(struct pm_model *m, const struct ir_vec *arrays, bool written) {
  struct ir_region *r = m->region;
  /* As for the dependences: no isl on a hostile nest. */
  int depth = 0;
  ir_walk(r->body, deepest, &depth);
  if (depth > DEP_MAX_DEPTH) {
    for (int k = 0; k < r->arrays.n; k++) {
      struct ir_array *a = r->arrays.v[k];
      if (!pass_pointer_like(a) || !listed(arrays, a))
        continue;
      a->footprint = ir_alloc(sizeof *a->footprint);
      a->footprint->where = a->loc;
      a->footprint->why = ir_printf("the region nests %d loops, more than the %d the analysis "
                                    "handles", depth, DEP_MAX_DEPTH);
    }
    return;
  }
  /* A footprint is exact or the region cannot go to a GPU; its bound is
   * generous (lexmin and lexmax of a union of accesses with min bounds
   * can still take isl minutes: random programs found such regions), and
   * running out of it leaves the array unbounded, which is safe.  The
   * model's context is left as the dependence analysis set it. */
  unsigned long max = isl_ctx_get_max_operations(m->ctx);
  isl_ctx_set_max_operations(m->ctx, FOOTPRINT_MAX_OPERATIONS);
  for (int k = 0; k < r->arrays.n; k++) {
    struct ir_array *a = r->arrays.v[k];
    if (!pass_pointer_like(a) || !listed(arrays, a))
      continue;
    isl_ctx_reset_operations(m->ctx);
    a->footprint = footprint_of(m, a, false);
    if (written && a->footprint && a->footprint->bounded) {
      isl_ctx_reset_operations(m->ctx);
      a->written_footprint = footprint_of(m, a, true);
    }
    if (a->footprint && a->footprint->bounded)
      diag_remark(a->loc, "the region touches %s elements of '%s' from offset %s",
                  ir_footprint_count_str(a->footprint), a->name,
                  ir_footprint_first_str(a->footprint));
  }
  isl_ctx_reset_error(m->ctx);
  isl_ctx_set_max_operations(m->ctx, max);
}

/* ---------------------------------------------------------------- device offsets */

static void collect(struct ir_node *n, void *data) { ir_vec_push(data, n); }

void pass_device_offsets(struct pass_ctx *ctx) {
  struct ir_region *r = ctx->region;
  struct ir_vec nodes = {0};
  ir_walk(r->body, collect, &nodes);
  for (int i = 0; i < r->arrays.n; i++) {
    struct ir_array *a = r->arrays.v[i];
    if (!a->footprint || !a->footprint->bounded || ir_footprint_starts_at_0(a->footprint))
      continue;
    for (int j = 0; j < nodes.n; j++) {
      struct ir_node *n = nodes.v[j];
      if (n->kind != IR_KERNEL)
        continue;
      bool uses = false;
      for (int m = 0; m < n->kernel->arrays.n; m++)
        uses |= n->kernel->arrays.v[m] == a;
      if (!uses)
        continue;
      if (!a->device_first) {
        const char *name = pass_fresh_name(ctx, ir_printf("%s_first", ir_array_ident(a)));
        ir_vec_push(&r->taken_names, (void *)name);
        a->device_first = ir_alloc(sizeof *a->device_first);
        *a->device_first = (struct ir_var){.name = name,
                                           .kind = IR_VAR_SCALAR,
                                           .type = {.base = IR_T_LONG},
                                           .loc = a->loc,
                                           .id = -1,
                                           .local = true};
      }
      ir_vec_push(&n->kernel->scalars, a->device_first);
    }
  }
}
