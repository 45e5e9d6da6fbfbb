/* tile.c - the tile pass (recipe "tile LOOP,LOOP,... SIZE,SIZE,..."):
 * strip-mines every loop of a perfectly nested band and moves the tile
 * loops outward, i, j -> i_tile, j_tile, i, j.  Legal when the band is
 * fully permutable (dep_band_is_permutable).  The headers come from
 * pass_strip_headers (passes/strip_mine.c) and the bounds of the new
 * order from pass_band_bounds (passes/bounds.c), which is where
 * triangular bands get their tile bounds (j_tile <= min(i, i_tile + S - 1)
 * for j <= i) and where bands whose tile loop would have to start at an
 * iterator that moves inside it are refused.  The automatic pipeline
 * (passes/manager.c) tiles every permutable band with this pass. */
#include "passes.h"

bool pass_tile(struct pass_ctx *ctx, const struct pass_step *step) {
  int n = step->nloops;
  if (step->nsizes != n) {
    pass_refuse(ctx, step->loc, "tiling %d loops needs %d sizes, not %d", n, n, step->nsizes);
    return false;
  }
  struct ir_node **band = ir_alloc(sizeof(struct ir_node *) * (size_t)n);
  int *order = ir_alloc(sizeof(int) * (size_t)n);
  if (!pass_named_band(ctx, step, true, band, order))
    return false;
  char *msg = NULL;
  if (!dep_band_is_permutable(pass_deps(ctx), band, n, NULL, &msg)) {
    pass_refuse(ctx, step->loc, "cannot tile: %s", msg);
    return false;
  }

  /* The strip-mined band i_tile, i, j_tile, j, ... as loose headers; the
   * tree is changed only once the bounds are known. */
  struct ir_region *r = ctx->region;
  int nvars = r->vars.n;
  struct ir_node *hdr = ir_alloc(sizeof(struct ir_node) * (size_t)(2 * n));
  struct ir_node **strip = ir_alloc(sizeof(struct ir_node *) * (size_t)(2 * n));
  int *to_tiled = ir_alloc(sizeof(int) * (size_t)(2 * n));
  for (int k = 0; k < n; k++) {
    if (!pass_strip_headers(ctx, step, band[k], step->sizes[k], &hdr[2 * k], &hdr[2 * k + 1])) {
      r->vars.n = nvars; /* forget the iterators made so far */
      return false;
    }
    strip[2 * k] = &hdr[2 * k];
    strip[2 * k + 1] = &hdr[2 * k + 1];
    to_tiled[k] = 2 * k;         /* tile loops first ... */
    to_tiled[n + k] = 2 * k + 1; /* ... then the loops inside the tiles */
  }
  struct ir_bound *lb = ir_alloc(sizeof(struct ir_bound) * (size_t)(2 * n));
  struct ir_bound *ub = ir_alloc(sizeof(struct ir_bound) * (size_t)(2 * n));
  if (!pass_band_bounds(strip, 2 * n, to_tiled, lb, ub, &msg)) {
    r->vars.n = nvars;
    struct ir_buf names = {0};
    for (int k = 0; k < n; k++)
      ir_buf_printf(&names, "%s'%s'", k ? ", " : "", band[k]->iter->name);
    pass_refuse(ctx, step->loc, "cannot tile loops %s: %s", names.s, msg);
    return false;
  }

  /* The band's nodes take the tile loops; new nodes below them take the
   * loops inside the tiles, then the band's old body. */
  struct ir_node *inner_body = band[n - 1]->body;
  struct ir_node **at = ir_alloc(sizeof(struct ir_node *) * (size_t)(2 * n));
  for (int k = 0; k < 2 * n; k++) {
    at[k] = k < n ? band[k] : ir_node_new(IR_LOOP, band[k - n]->loc);
    const struct ir_node *h = strip[to_tiled[k]];
    struct ir_node *d = at[k];
    d->iter = h->iter;
    d->lb = lb[k];
    d->ub = ub[k];
    d->step = h->step;
    d->strict = h->strict;
    d->iter_declared = h->iter_declared;
    d->label = h->label;
    d->loc = h->loc;
  }
  for (int k = n; k < 2 * n; k++) {
    at[k]->parent = at[k - 1];
    at[k]->next = NULL;
    at[k - 1]->body = at[k];
  }
  at[2 * n - 1]->body = inner_body;
  for (struct ir_node *c = inner_body; c; c = c->next)
    c->parent = at[2 * n - 1];
  return true;
}
