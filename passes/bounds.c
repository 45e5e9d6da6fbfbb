/* bounds.c - loop bounds for a reordered band, shared by the permute and
 * tile passes (passes/permute.c, passes/tile.c), plus the band lookup
 * both use.
 *
 * The band's iteration domain is the conjunction of every bound of its
 * loops: an isl basic set over the band iterators in the new order, with
 * the loops around the band and the region's parameters as isl
 * parameters (spelled i_<id> and p_<id>, as in passes/model.c).  The
 * bounds of the loop at depth k come from the domain with the deeper
 * loops projected out (Fourier-Motzkin), redundant constraints removed.
 * Every constraint found that way holds on the whole domain, so the new
 * nest runs at least the original iterations; a final isl check that
 * the new nest's polyhedron lies inside the domain shows it runs no
 * others.
 *
 * A loop with a step other than +-1 (a tile loop) must start where it
 * started before, since its first value fixes the lattice it walks: it
 * keeps its original start bound, which must only use loops that stay
 * outside it. */
#include "passes.h"

#include <isl/constraint.h>
#include <isl/ctx.h>
#include <isl/options.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/val.h>
#include <limits.h>
#include <string.h>

/* ---------------------------------------------------------------- finding a band */

/* Number of loops around N. */
static int loop_depth(const struct ir_node *n) {
  int d = 0;
  for (const struct ir_node *p = n->parent; p; p = p->parent)
    d += p->kind == IR_LOOP;
  return d;
}

/* "'i', 'j'": the iterators of LOOPS[0..n-1]. */
static char *name_list(struct ir_node **loops, int n) {
  struct ir_buf b = {0};
  for (int k = 0; k < n; k++)
    ir_buf_printf(&b, "%s'%s'", k ? ", " : "", loops[k]->iter->name);
  return b.s;
}

bool pass_named_band(struct pass_ctx *ctx, const struct pass_step *step, bool in_order,
                     struct ir_node **band, int *order) {
  int n = step->nloops;
  struct ir_node **named = ir_alloc(sizeof(struct ir_node *) * (size_t)n);
  for (int k = 0; k < n; k++) {
    named[k] = pass_find_loop(ctx, step, k);
    if (!named[k])
      return false;
    for (int j = 0; j < k; j++)
      if (named[j] == named[k]) {
        pass_refuse(ctx, step->loc, "loop '%s' is named twice", named[k]->iter->name);
        return false;
      }
  }
  /* Outermost first: a stable sort by depth. */
  for (int k = 0; k < n; k++)
    band[k] = named[k];
  for (int k = 1; k < n; k++)
    for (int j = k; j > 0 && loop_depth(band[j - 1]) > loop_depth(band[j]); j--) {
      struct ir_node *t = band[j];
      band[j] = band[j - 1];
      band[j - 1] = t;
    }
  for (int k = 0; k + 1 < n; k++) {
    const struct ir_node *outer = band[k], *inner = band[k + 1];
    if (outer->body == inner && !inner->next)
      continue;
    const char *why;
    if (inner->parent == outer)
      why = ir_printf("loop '%s' holds more than loop '%s'", outer->iter->name, inner->iter->name);
    else if (loop_depth(outer) == loop_depth(inner))
      why = ir_printf("loops '%s' and '%s' are not nested", outer->iter->name, inner->iter->name);
    else
      why = ir_printf("loop '%s' is not directly inside loop '%s'", inner->iter->name,
                      outer->iter->name);
    pass_refuse(ctx, step->loc, "loops %s do not form a perfectly nested band: %s",
                name_list(named, n), why);
    return false;
  }
  for (int k = 0; k < n; k++)
    for (int j = 0; j < n; j++)
      if (band[j] == named[k])
        order[k] = j;
  if (in_order)
    for (int k = 0; k < n; k++)
      if (order[k] != k) {
        pass_refuse(ctx, step->loc, "loops %s are not nested in this order (outermost first: %s)",
                    name_list(named, n), name_list(band, n));
        return false;
      }
  return true;
}

/* ---------------------------------------------------------------- isl text */

struct bounds {
  isl_ctx *ctx;
  int n;
  struct ir_node **hdr;  /* headers in the new order */
  struct ir_vec params;  /* struct ir_var *: what the bounds use besides band iterators */
  char *space;           /* "[p_1, i_0] -> { [i_5, i_6] : " */
  char *msg;
};

/* Position of V among the band iterators (new order), or -1. */
static int band_pos(const struct bounds *B, const struct ir_var *v) {
  for (int k = 0; k < B->n; k++)
    if (B->hdr[k]->iter == v)
      return k;
  return -1;
}

/* Record the variables of bound B that are not band iterators: the loops
 * around the band and the region's parameters, isl parameters here. */
static void note_aff_params(struct bounds *B, const struct ir_aff *a) {
  for (int t = 0; t < a->nterms; t++) {
    struct ir_var *v = a->terms[t].var;
    if (v->kind == IR_VAR_QUOT) {
      note_aff_params(B, v->quot); /* pm_aff_isl spells it out */
      continue;
    }
    bool seen = band_pos(B, v) >= 0;
    for (int j = 0; j < B->params.n && !seen; j++)
      seen = B->params.v[j] == v;
    if (!seen)
      ir_vec_push(&B->params, v);
  }
}

static void note_params(struct bounds *B, const struct ir_bound *b) {
  for (int k = 0; k < b->n; k++)
    note_aff_params(B, b->parts[k]);
}

/* Append constraint C to the conjunction in B. */
static void add_text(struct ir_buf *b, const char *c) {
  if (b->len)
    ir_buf_puts(b, " and ");
  ir_buf_puts(b, c);
}

/* Constraints "it >= part" / "it <= part" of bound BD of the loop
 * iterating IT, appended to OUT. */
static void bound_text(struct ir_buf *out, const struct ir_var *it, const struct ir_bound *bd,
                       bool lower) {
  for (int k = 0; k < bd->n; k++)
    add_text(out, ir_printf("%s %s %s", pm_isl_name(it), lower ? ">=" : "<=", pm_aff_isl(bd->parts[k])));
}

/* The basic set of CONSTRAINTS over the band (new order); every set
 * made here has the same space, so they can be compared. */
static isl_basic_set *read_set(struct bounds *B, const char *constraints) {
  char *s = ir_printf("%s%s }", B->space, constraints && *constraints ? constraints : "true");
  isl_basic_set *set = isl_basic_set_read_from_str(B->ctx, s);
  if (!set)
    ir_internal_error("isl rejected '%s'", s);
  return set;
}

/* ---------------------------------------------------------------- constraints back to bounds */

/* Parts read off the constraints of one projected domain on one iterator. */
struct collect {
  struct bounds *B;
  isl_basic_set *set;
  int pos;                  /* the iterator's set dimension */
  struct ir_vec lower, upper; /* struct ir_aff * */
  bool dropped_lower, dropped_upper; /* a constraint had a coefficient other than +-1 */
  bool failed;
};

/* The variable of isl parameter P of the set being read, found by name
 * (isl keeps names, not necessarily positions). */
static struct ir_var *param_var(struct collect *c, int p) {
  const char *name = isl_basic_set_get_dim_name(c->set, isl_dim_param, (unsigned)p);
  for (int k = 0; name && k < c->B->params.n; k++)
    if (strcmp(pm_isl_name(c->B->params.v[k]), name) == 0)
      return c->B->params.v[k];
  return NULL;
}

/* Add A to V unless an equal part is there already. */
static void push_unique(struct ir_vec *v, struct ir_aff *a) {
  for (int k = 0; k < v->n; k++)
    if (ir_aff_equal(v->v[k], a))
      return;
  ir_vec_push(v, a);
}

/* One constraint a*x + rest >= 0 (or = 0): with a = 1 a lower bound
 * -rest, with a = -1 an upper bound rest. */
static isl_stat collect_one(isl_constraint *con, void *user) {
  struct collect *c = user;
  long a;
  if (!pm_val_long(isl_constraint_get_coefficient_val(con, isl_dim_set, c->pos), &a)) {
    c->failed = true;
    isl_constraint_free(con);
    return isl_stat_ok;
  }
  bool eq = isl_constraint_is_equality(con) == isl_bool_true;
  if (a == 0) {
    isl_constraint_free(con);
    return isl_stat_ok;
  }
  if (a != 1 && a != -1) {
    if (a > 0 || eq)
      c->dropped_lower = true;
    if (a < 0 || eq)
      c->dropped_upper = true;
    isl_constraint_free(con);
    return isl_stat_ok;
  }
  long k;
  struct ir_aff *rest = NULL;
  if (pm_val_long(isl_constraint_get_constant_val(con), &k))
    rest = ir_aff_const(k);
  for (int j = 0; j < c->pos && rest; j++) {
    long cj;
    if (!pm_val_long(isl_constraint_get_coefficient_val(con, isl_dim_set, j), &cj))
      rest = NULL;
    else if (cj)
      rest = ir_aff_add(rest, ir_aff_scale(ir_aff_var(c->B->hdr[j]->iter), cj));
  }
  isl_size np = isl_basic_set_dim(c->set, isl_dim_param);
  for (int p = 0; p < np && rest; p++) {
    long cp;
    if (!pm_val_long(isl_constraint_get_coefficient_val(con, isl_dim_param, p), &cp)) {
      rest = NULL;
    } else if (cp) {
      struct ir_var *v = param_var(c, p);
      rest = v ? ir_aff_add(rest, ir_aff_scale(ir_aff_var(v), cp)) : NULL;
    }
  }
  isl_constraint_free(con);
  if (!rest) {
    c->failed = true;
    return isl_stat_ok;
  }
  /* a*x + rest >= 0: a = 1 gives x >= -rest, a = -1 gives x <= rest. */
  if (a == 1 || eq) {
    struct ir_aff *lo = a == 1 ? ir_aff_scale(rest, -1) : rest;
    if (lo)
      push_unique(&c->lower, lo);
    else
      c->failed = true;
  }
  if (a == -1 || eq) {
    struct ir_aff *hi = a == -1 ? rest : ir_aff_scale(rest, -1);
    if (hi)
      push_unique(&c->upper, hi);
    else
      c->failed = true;
  }
  return isl_stat_ok;
}

/* Parts of V in ORIG's order first (the bounds the user wrote read
 * best), then the new ones as isl found them. */
static struct ir_bound order_parts(const struct ir_vec *v, const struct ir_bound *orig) {
  struct ir_bound b = {0};
  b.parts = ir_alloc(sizeof(struct ir_aff *) * (size_t)(v->n ? v->n : 1));
  bool *used = ir_alloc(sizeof(bool) * (size_t)(v->n ? v->n : 1));
  for (int k = 0; k < orig->n; k++)
    for (int j = 0; j < v->n; j++)
      if (!used[j] && ir_aff_equal(v->v[j], orig->parts[k])) {
        used[j] = true;
        b.parts[b.n++] = v->v[j];
      }
  for (int j = 0; j < v->n; j++)
    if (!used[j])
      b.parts[b.n++] = v->v[j];
  return b;
}

/* Can the original bound ORIG of the loop at depth K stay as it is, i.e.
 * does every band iterator it uses stay outside that loop?  If not,
 * *INNER names the offending iterator and *PART the part using it. */
static bool expressible(const struct bounds *B, int k, const struct ir_bound *orig,
                        const struct ir_var **inner, const struct ir_aff **part) {
  for (int p = 0; p < orig->n; p++)
    for (int j = k; j < B->n; j++)
      if (ir_aff_uses(orig->parts[p], B->hdr[j]->iter)) {
        *inner = B->hdr[j]->iter;
        *part = orig->parts[p];
        return false;
      }
  return true;
}

/* "the tile loop 'j_tile'" for loops a pass strip-mined, "loop 'j'"
 * otherwise (the wording only). */
static char *strided_name(const struct ir_node *l) {
  return ir_printf("%s '%s'", strstr(l->iter->name, "_tile") ? "the tile loop" : "loop",
                   l->iter->name);
}

/* "i", "max(0, i - 4)": a bound as the text of its value. */
static char *bound_str(const struct ir_bound *b, bool is_max) {
  if (b->n == 1)
    return ir_aff_source_str(b->parts[0]);
  struct ir_buf s = {0};
  ir_buf_puts(&s, is_max ? "max(" : "min(");
  for (int k = 0; k < b->n; k++)
    ir_buf_printf(&s, "%s%s", k ? ", " : "", ir_aff_source_str(b->parts[k]));
  ir_buf_puts(&s, ")");
  return s.s;
}

/* Union of two bounds' parts, without duplicates. */
static struct ir_bound merge(const struct ir_bound *a, const struct ir_bound *b) {
  struct ir_vec v = {0};
  for (int k = 0; k < a->n; k++)
    push_unique(&v, a->parts[k]);
  for (int k = 0; k < b->n; k++)
    push_unique(&v, b->parts[k]);
  return (struct ir_bound){v.n, (struct ir_aff **)v.v};
}

/* Is the polyhedron of the new nest (bounds LB, UB by depth) inside the
 * band's domain D? */
static bool nest_inside(struct bounds *B, isl_basic_set *D, struct ir_bound *lb,
                        struct ir_bound *ub) {
  struct ir_buf t = {0};
  for (int k = 0; k < B->n; k++) {
    bound_text(&t, B->hdr[k]->iter, &lb[k], true);
    bound_text(&t, B->hdr[k]->iter, &ub[k], false);
  }
  isl_basic_set *A = read_set(B, t.s);
  isl_bool in = isl_basic_set_is_subset(A, D);
  isl_basic_set_free(A);
  if (in < 0)
    ir_internal_error("isl failed to compare loop nests");
  return in == isl_bool_true;
}

/* The projection can lose a constraint that only holds because of a loop
 * (i <= 100 with i == n + 3 becomes n <= 97, which no loop tests).  Adds
 * every original bound that only uses loops outside its loop and checks
 * the nest again; on success LB and UB take the merged bounds. */
static bool with_original(struct bounds *B, isl_basic_set *D, struct ir_bound *lb,
                          struct ir_bound *ub) {
  int n = B->n;
  struct ir_bound *lb2 = ir_alloc(sizeof(struct ir_bound) * (size_t)n);
  struct ir_bound *ub2 = ir_alloc(sizeof(struct ir_bound) * (size_t)n);
  for (int k = 0; k < n; k++) {
    const struct ir_node *l = B->hdr[k];
    const struct ir_var *inner;
    const struct ir_aff *part;
    bool strided = l->step != 1 && l->step != -1;
    lb2[k] = lb[k];
    ub2[k] = ub[k];
    if ((!strided || l->step < 0) && expressible(B, k, &l->lb, &inner, &part))
      lb2[k] = merge(&lb[k], &l->lb);
    if ((!strided || l->step > 0) && expressible(B, k, &l->ub, &inner, &part))
      ub2[k] = merge(&ub[k], &l->ub);
  }
  if (!nest_inside(B, D, lb2, ub2))
    return false;
  memcpy(lb, lb2, sizeof(struct ir_bound) * (size_t)n);
  memcpy(ub, ub2, sizeof(struct ir_bound) * (size_t)n);
  return true;
}

/* Bounds of every depth; false with B->msg set on failure. */
static bool compute(struct bounds *B, struct ir_bound *lb, struct ir_bound *ub) {
  int n = B->n;
  struct ir_buf dom = {0};
  for (int k = 0; k < n; k++) {
    bound_text(&dom, B->hdr[k]->iter, &B->hdr[k]->lb, true);
    bound_text(&dom, B->hdr[k]->iter, &B->hdr[k]->ub, false);
  }
  isl_basic_set *D = read_set(B, dom.s);
  isl_bool empty = isl_basic_set_is_empty(D);
  if (empty < 0)
    ir_internal_error("isl failed on a loop nest's domain");
  if (empty) {
    /* The nest never runs, whatever the parameters: any empty bounds do. */
    for (int k = 0; k < n; k++) {
      lb[k] = (struct ir_bound){1, ir_alloc(sizeof(struct ir_aff *))};
      ub[k] = (struct ir_bound){1, ir_alloc(sizeof(struct ir_aff *))};
      lb[k].parts[0] = ir_aff_const(0);
      ub[k].parts[0] = ir_aff_const(-1);
    }
    isl_basic_set_free(D);
    return true;
  }
  bool *drop_lo = ir_alloc(sizeof(bool) * (size_t)n), *drop_hi = ir_alloc(sizeof(bool) * (size_t)n);
  /* Per strided loop, what the projection says about its start side
   * beyond its original start, for the message when that matters. */
  struct ir_bound *lost = ir_alloc(sizeof(struct ir_bound) * (size_t)n);
  for (int k = 0; k < n && !B->msg; k++) {
    const struct ir_node *l = B->hdr[k];
    isl_basic_set *P = isl_basic_set_project_out(isl_basic_set_copy(D), isl_dim_set,
                                                 (unsigned)k + 1, (unsigned)(n - k - 1));
    P = isl_basic_set_remove_divs(P);
    P = isl_basic_set_remove_redundancies(P);
    struct collect c = {.B = B, .set = P, .pos = k};
    if (!P || isl_basic_set_foreach_constraint(P, collect_one, &c) < 0)
      ir_internal_error("isl failed to project a loop nest");
    isl_basic_set_free(P);
    if (c.failed) {
      B->msg = ir_printf("bounds of '%s' have coefficients too large for a long", l->iter->name);
      break;
    }
    /* A strided loop starts where it started: its start bound is kept
     * and what the projection says about that side is not used. */
    bool strided = l->step != 1 && l->step != -1;
    bool start_low = l->step > 0;
    if (strided) {
      const struct ir_bound *start = start_low ? &l->lb : &l->ub;
      const struct ir_var *inner;
      const struct ir_aff *part;
      if (!expressible(B, k, start, &inner, &part)) {
        const char *ps = ir_aff_source_str(part);
        if (strcmp(ps, inner->name) == 0)
          B->msg = ir_printf("%s starts at '%s', which would move inside it", strided_name(l), ps);
        else
          B->msg = ir_printf("%s starts at '%s', but loop '%s' would move inside it",
                             strided_name(l), ps, inner->name);
        break;
      }
      struct ir_bound copy = {start->n, ir_alloc(sizeof(struct ir_aff *) * (size_t)start->n)};
      memcpy(copy.parts, start->parts, sizeof(struct ir_aff *) * (size_t)start->n);
      if (start_low) {
        lb[k] = copy;
        c.dropped_lower = false;
      } else {
        ub[k] = copy;
        c.dropped_upper = false;
      }
      struct ir_vec *side = start_low ? &c.lower : &c.upper;
      struct ir_vec extra = {0};
      for (int j = 0; j < side->n; j++) {
        bool same = false;
        for (int p = 0; p < start->n && !same; p++)
          same = ir_aff_equal(side->v[j], start->parts[p]);
        if (!same)
          ir_vec_push(&extra, side->v[j]);
      }
      lost[k] = (struct ir_bound){extra.n, (struct ir_aff **)extra.v};
    }
    if (!strided || !start_low)
      lb[k] = order_parts(&c.lower, &l->lb);
    if (!strided || start_low)
      ub[k] = order_parts(&c.upper, &l->ub);
    drop_lo[k] = c.dropped_lower || lb[k].n == 0;
    drop_hi[k] = c.dropped_upper || ub[k].n == 0;
  }
  if (B->msg) {
    isl_basic_set_free(D);
    return false;
  }
  /* Constraints with a coefficient other than +-1 on the loop's own
   * iterator could not be written as bounds.  The loop's original
   * bounds, where they only use loops outside it, may make up for them. */
  for (int k = 0; k < n; k++) {
    const struct ir_node *l = B->hdr[k];
    const struct ir_var *inner;
    const struct ir_aff *part;
    if (drop_lo[k] && expressible(B, k, &l->lb, &inner, &part))
      lb[k] = merge(&lb[k], &l->lb);
    if (drop_hi[k] && expressible(B, k, &l->ub, &inner, &part))
      ub[k] = merge(&ub[k], &l->ub);
  }
  bool ok = true;
  for (int k = 0; k < n && ok; k++)
    if (lb[k].n == 0 || ub[k].n == 0) {
      B->msg = ir_printf("bounds of '%s' would need a division", B->hdr[k]->iter->name);
      ok = false;
    }
  if (ok && !nest_inside(B, D, lb, ub) && !with_original(B, D, lb, ub)) {
    ok = false;
    for (int k = 0; k < n && !B->msg; k++)
      if (drop_lo[k] || drop_hi[k])
        B->msg = ir_printf("bounds of '%s' would need a division", B->hdr[k]->iter->name);
    /* The strided loop whose lost start constraints would make the
     * nest exact, else the first that lost some. */
    int blame = -1;
    for (int k = 0; k < n && blame < 0 && !B->msg; k++) {
      if (!lost[k].n)
        continue;
      struct ir_bound *lb2 = ir_alloc(sizeof(struct ir_bound) * (size_t)n);
      struct ir_bound *ub2 = ir_alloc(sizeof(struct ir_bound) * (size_t)n);
      memcpy(lb2, lb, sizeof(struct ir_bound) * (size_t)n);
      memcpy(ub2, ub, sizeof(struct ir_bound) * (size_t)n);
      if (B->hdr[k]->step > 0)
        lb2[k] = merge(&lb[k], &lost[k]);
      else
        ub2[k] = merge(&ub[k], &lost[k]);
      if (nest_inside(B, D, lb2, ub2))
        blame = k;
    }
    for (int k = 0; k < n && blame < 0; k++)
      if (lost[k].n)
        blame = k;
    if (!B->msg && blame >= 0) {
      const struct ir_node *l = B->hdr[blame];
      const struct ir_bound *start = l->step > 0 ? &l->lb : &l->ub;
      B->msg = ir_printf("%s steps by %ld from '%s' and cannot also start at '%s'",
                         strided_name(l), l->step, bound_str(start, l->step > 0),
                         ir_aff_source_str(lost[blame].parts[0]));
    }
    if (!B->msg)
      B->msg = ir_strdup("loop bounds in this order cannot express the original iterations");
  }
  isl_basic_set_free(D);
  return ok;
}

bool pass_band_bounds(struct ir_node **loops, int n, const int *order, struct ir_bound *lb,
                      struct ir_bound *ub, char **msg) {
  struct bounds B = {.n = n};
  B.hdr = ir_alloc(sizeof(struct ir_node *) * (size_t)n);
  for (int k = 0; k < n; k++)
    B.hdr[k] = loops[order[k]];
  for (int k = 0; k < n; k++) {
    note_params(&B, &B.hdr[k]->lb);
    note_params(&B, &B.hdr[k]->ub);
  }
  struct ir_buf s = {0};
  ir_buf_puts(&s, "[");
  for (int k = 0; k < B.params.n; k++)
    ir_buf_printf(&s, "%s%s", k ? ", " : "", pm_isl_name(B.params.v[k]));
  ir_buf_puts(&s, "] -> { [");
  for (int k = 0; k < n; k++)
    ir_buf_printf(&s, "%s%s", k ? ", " : "", pm_isl_name(B.hdr[k]->iter));
  ir_buf_puts(&s, "] : ");
  B.space = s.s;

  B.ctx = isl_ctx_alloc();
  isl_options_set_on_error(B.ctx, ISL_ON_ERROR_CONTINUE);
  bool ok = compute(&B, lb, ub);
  isl_ctx_free(B.ctx);
  if (!ok && msg)
    *msg = B.msg;
  return ok;
}
