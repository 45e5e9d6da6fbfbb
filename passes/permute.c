/* permute.c - the permute pass (recipe "permute LOOP LOOP ...", the new
 * order outermost first): reorders a perfectly nested band of loops.
 * The dependence analysis says whether the new order keeps every
 * dependence (dep_permutation_is_legal); passes/bounds.c recomputes each
 * loop's bounds for its new depth (a triangular j <= i becomes i >= j).
 * The band's nodes stay where they are and exchange their headers, so
 * the body below the band is untouched. */
#include "passes.h"

/* Give the band's nodes the headers they had, reordered by ORDER, with
 * bounds LB/UB by depth; links (parent, body, next) stay. */
static void set_headers(struct ir_node **band, int n, const int *order, struct ir_bound *lb,
                        struct ir_bound *ub) {
  struct ir_node *old = ir_alloc(sizeof(struct ir_node) * (size_t)n);
  for (int k = 0; k < n; k++)
    old[k] = *band[k];
  for (int k = 0; k < n; k++) {
    const struct ir_node *h = &old[order[k]];
    struct ir_node *d = band[k];
    d->iter = h->iter;
    d->lb = lb[k];
    d->ub = ub[k];
    d->step = h->step;
    d->strict = h->strict;
    d->iter_declared = h->iter_declared;
    d->label = h->label;
    d->loc = h->loc;
  }
}

bool pass_permute(struct pass_ctx *ctx, const struct pass_step *step) {
  int n = step->nloops;
  struct ir_node **band = ir_alloc(sizeof(struct ir_node *) * (size_t)n);
  int *order = ir_alloc(sizeof(int) * (size_t)n);
  if (!pass_named_band(ctx, step, false, band, order))
    return false;
  bool identity = true;
  for (int k = 0; k < n; k++)
    identity &= order[k] == k;
  if (identity)
    return true;
  char *msg = NULL;
  if (!dep_permutation_is_legal(pass_deps(ctx), band, n, order, NULL, &msg)) {
    pass_refuse(ctx, step->loc, "%s", msg);
    return false;
  }
  struct ir_bound *lb = ir_alloc(sizeof(struct ir_bound) * (size_t)n);
  struct ir_bound *ub = ir_alloc(sizeof(struct ir_bound) * (size_t)n);
  if (!pass_band_bounds(band, n, order, lb, ub, &msg)) {
    struct ir_buf names = {0};
    for (int k = 0; k < n; k++)
      ir_buf_printf(&names, "%s'%s'", k ? ", " : "", band[order[k]]->iter->name);
    pass_refuse(ctx, step->loc, "cannot reorder the loops as %s: %s", names.s, msg);
    return false;
  }
  set_headers(band, n, order, lb, ub);
  return true;
}
