/* strip_mine.c - the strip-mine pass (recipe "stripmine LOOP SIZE"):
 * loop i becomes a tile loop i_tile that steps SIZE iterations at a time
 * over i's range and, inside it, loop i over one tile:
 *
 *   for (i_tile = lb; i_tile <= ub; i_tile += SIZE * s)
 *     for (i = i_tile; i <= min(ub, i_tile + SIZE * s - 1); i += s)
 *
 * The min makes any trip count work (the last tile is partial).  The
 * iterations run in the same order, so the pass is always legal.  The
 * tile pass (passes/tile.c) builds its headers with pass_strip_headers. */
#include "passes.h"

bool pass_strip_headers(struct pass_ctx *ctx, const struct pass_step *step,
                        const struct ir_node *l, long size, struct ir_node *tile,
                        struct ir_node *point) {
  const char *name = l->iter->name;
  if (l->step < 0) {
    pass_refuse(ctx, step->loc, "cannot strip-mine loop '%s' (line %d): it counts down (step %ld)",
                name, l->loc.line, l->step);
    return false;
  }
  long tile_step;
  if (__builtin_mul_overflow(size, l->step, &tile_step)) {
    pass_refuse(ctx, step->loc, "cannot strip-mine loop '%s' by %ld: the tile step overflows",
                name, size);
    return false;
  }
  struct ir_var *it = ir_var_new(ctx->region, pass_fresh_name(ctx, ir_printf("%s_tile", name)),
                                 IR_VAR_ITER, ir_type_new_iter(l->iter->type), l->loc);
  it->local = true;

  /* The tile loop: L's range, SIZE iterations of L per step; it declares
   * its iterator, a new name. */
  *tile = *l;
  tile->body = NULL;
  tile->next = NULL;
  tile->iter = it;
  tile->label = it->name;
  tile->step = tile_step;
  tile->iter_declared = true;

  /* The intra-tile loop: from i_tile to the end of the tile or of L. */
  *point = *l;
  point->body = NULL;
  point->next = NULL;
  point->lb.n = 1;
  point->lb.parts = ir_alloc(sizeof(struct ir_aff *));
  point->lb.parts[0] = ir_aff_var(it);
  point->ub.n = l->ub.n + 1;
  point->ub.parts = ir_alloc(sizeof(struct ir_aff *) * (size_t)point->ub.n);
  for (int k = 0; k < l->ub.n; k++)
    point->ub.parts[k] = l->ub.parts[k];
  point->ub.parts[l->ub.n] = ir_aff_add_const(ir_aff_var(it), tile_step - 1);
  return true;
}

bool pass_strip_mine(struct pass_ctx *ctx, const struct pass_step *step) {
  struct ir_node *l = pass_find_loop(ctx, step, 0);
  if (!l)
    return false;
  if (step->nsizes != 1 || step->sizes[0] < 1) {
    pass_refuse(ctx, step->loc, "strip-mining needs one positive size");
    return false;
  }
  struct ir_node tile, point;
  if (!pass_strip_headers(ctx, step, l, step->sizes[0], &tile, &point))
    return false;
  /* L's node becomes the tile loop (it keeps its place in the tree); a
   * new node below it runs the intra-tile loop over L's old body. */
  struct ir_node *p = ir_node_new(IR_LOOP, l->loc);
  *p = point;
  p->parent = l;
  p->body = l->body;
  for (struct ir_node *c = p->body; c; c = c->next)
    c->parent = p;
  struct ir_node *parent = l->parent, *next = l->next;
  *l = tile;
  l->parent = parent;
  l->next = next;
  l->body = p;
  return true;
}
