/* gpu_tile.c - the gpu-tile pass (recipe "gpu-tile LOOP,LOOP,... SIZE,SIZE,..."):
 * block tiling of a kernel's band.  The named loops are the loops map-gpu
 * mapped to blocks and threads at once, one per dimension of the band
 * (the kernel's simple form, struct ir_kernel); each becomes a loop over
 * the band's tiles mapped to blocks, X_first, stepping SIZE iterations,
 * and inside the block an ordinary loop over the tile's points:
 *
 *   for i_first = lb..ub step 64 mapped to blockIdx.y
 *     for j_first = lb..ub step 64 mapped to blockIdx.x
 *       for (i = i_first; i <= min(ub, i_first + 63); i++)
 *         for (j = j_first; j <= min(ub, j_first + 63); j++)
 *           <the code below the band>
 *
 * The point loops end where the band ends, so the guard goes.  Until
 * 'coarsen' spreads the points over threads one thread runs the whole
 * tile (a block of 1 x 1 threads).  The band is parallel (map-gpu proved
 * it), so running its points in any grouping is legal. */
#include "passes.h"

/* struct ir_kernel's OCCUPIED for kernel K tiled SIZE points per loop:
 * each bound part of a band loop that uses other band loops, at its most
 * permissive over the tile, lets the tile's range of that loop in
 * (covariance's j >= i: i_first <= j_first + 63).  NULL where no bound
 * uses the band. */
static struct ir_expr *occupied(const struct ir_kernel *k, struct ir_node **mapped,
                                struct ir_var **firsts, const long *size, int n) {
  struct ir_expr *cond = NULL;
  struct ir_var *iters[3];
  for (int o = 0; o < n; o++)
    iters[o] = mapped[o]->iter;
  for (int m = 0; m < n; m++) {
    const struct ir_node *orig = k->band[mapped[m]->map_dim];
    struct ir_aff *start = ir_aff_var(firsts[m]);
    struct ir_aff *end = ir_aff_add_const(start, size[m] - 1);
    for (int p = 0; p < orig->lb.n + orig->ub.n; p++) {
      bool lower = p < orig->lb.n;
      const struct ir_aff *b = lower ? orig->lb.parts[p] : orig->ub.parts[p - orig->lb.n];
      bool uses = false;
      for (int o = 0; o < n; o++)
        uses |= o != m && ir_aff_coef(b, iters[o]) != 0;
      if (!uses)
        continue;
      struct ir_aff *x = pass_gpu_over_tile(b, iters, firsts, size, n, lower);
      struct ir_type t = mapped[m]->iter->type;
      struct ir_expr *c = ir_expr_binary(
          lower ? IR_OP_LE : IR_OP_GE, ir_expr_from_aff(x, t, k->loc),
          ir_expr_from_aff(lower ? end : start, t, k->loc), (struct ir_type){IR_T_INT, false, false});
      cond = pass_gpu_and(cond, c);
    }
  }
  return cond;
}

bool pass_gpu_tile(struct pass_ctx *ctx, const struct pass_step *step) {
  struct ir_node *named[3];
  if (!pass_gpu_step_loops(ctx, step, named))
    return false;
  struct ir_kernel *k = pass_gpu_kernel_of(ctx->region, named[0]);
  const char *first = named[0]->iter->name;
  if (!k || named[0]->map != IR_MAP_BLOCK_THREAD) {
    pass_refuse(ctx, step->loc,
                "loop '%s' (line %d) is not %s: gpu-tile tiles the loops map-gpu "
                "mapped to blocks and threads",
                first, named[0]->loc.line,
                k ? "mapped to blocks and threads" : "in a kernel (run map-gpu first)");
    return false;
  }
  if (step->nloops != k->ndims) {
    pass_refuse(ctx, step->loc,
                "kernel '%s' has a band of %d loops: gpu-tile names all of them, "
                "and only them",
                k->name, k->ndims);
    return false;
  }
  /* The mapped loops, z, y, x (the source's order for i, j). */
  struct ir_node *mapped[3], *guard = NULL;
  int nmapped = 0;
  for (struct ir_node *l = k->body; l && l->kind == IR_LOOP && l->map == IR_MAP_BLOCK_THREAD;
       l = l->body) {
    mapped[nmapped++] = l;
    guard = l->body;
  }
  for (int a = 0; a < nmapped; a++)
    for (int b = a + 1; b < nmapped; b++)
      if (mapped[b]->map_dim > mapped[a]->map_dim) {
        struct ir_node *t = mapped[a];
        mapped[a] = mapped[b];
        mapped[b] = t;
      }
  long size[3];
  for (int m = 0; m < nmapped; m++) {
    int i = 0;
    while (i < step->nloops && named[i] != mapped[m])
      i++;
    if (i == step->nloops) {
      pass_refuse(ctx, step->loc,
                  "loop '%s' of kernel '%s' is not named: gpu-tile names every "
                  "loop of the band",
                  mapped[m]->iter->name, k->name);
      return false;
    }
    size[m] = step->sizes[i];
    if (mapped[m]->step != 1) {
      pass_refuse(ctx, step->loc, "cannot tile kernel '%s': loop '%s' does not step by 1", k->name,
                  mapped[m]->iter->name);
      return false;
    }
  }
  /* A triangular band (bounds that use other band loops: j <= i): the
   * blocks cover its bounding box, and the point loops, nested z, y, x,
   * keep the exact bounds, which may use only the loops around them. */
  for (int m = 0; m < nmapped; m++) {
    const struct ir_node *orig = k->band[mapped[m]->map_dim];
    for (int o = m; o < nmapped; o++)
      if (pass_gpu_bound_uses(&orig->lb, mapped[o]->iter) ||
          pass_gpu_bound_uses(&orig->ub, mapped[o]->iter)) {
        pass_refuse(ctx, step->loc,
                    "cannot tile kernel '%s': the bounds of loop '%s' use loop "
                    "'%s', which runs inside it on the grid (map it to an outer dimension)",
                    k->name, orig->iter->name, mapped[o]->iter->name);
        return false;
      }
  }
  if (!guard || guard->kind != IR_IF || !guard->guard || guard->next) {
    pass_refuse(ctx, step->loc, "kernel '%s' is not in map-gpu's form any more", k->name);
    return false;
  }
  /* Inside out: the point loops around the code below the band, then the
   * block loops around them. */
  struct ir_node *body = guard->then_body;
  struct ir_var *firsts[3];
  for (int m = 0; m < nmapped; m++) {
    struct ir_node *l = mapped[m];
    firsts[m] = pass_gpu_new_iter(ctx, ir_printf("%s_first", l->iter->name), l->iter->type, l->loc);
  }
  for (int m = nmapped - 1; m >= 0; m--) {
    struct ir_node *l = mapped[m];
    const struct ir_node *orig = k->band[l->map_dim];
    /* From the tile's first point (past the band's start: a box's loop
     * also from its own lower bounds) to the band's or the tile's end. */
    bool box = k->box[l->map_dim] != NULL;
    struct ir_bound lb = {1 + (box ? orig->lb.n : 0), NULL};
    lb.parts = ir_alloc(sizeof(struct ir_aff *) * (size_t)lb.n);
    lb.parts[0] = ir_aff_var(firsts[m]);
    for (int p = 1; p < lb.n; p++)
      lb.parts[p] = orig->lb.parts[p - 1];
    struct ir_bound ub = {orig->ub.n + 1,
                          ir_alloc(sizeof(struct ir_aff *) * (size_t)(orig->ub.n + 1))};
    for (int p = 0; p < orig->ub.n; p++)
      ub.parts[p] = orig->ub.parts[p];
    ub.parts[orig->ub.n] = ir_aff_add_const(ir_aff_var(firsts[m]), size[m] - 1);
    body = pass_gpu_loop(l->iter, lb, ub, 1, body, l->loc);
  }
  k->occupied = occupied(k, mapped, firsts, size, nmapped);
  for (int m = nmapped - 1; m >= 0; m--) {
    struct ir_node *l = mapped[m];
    body = pass_gpu_loop(firsts[m], l->lb, l->ub, size[m], body, l->loc);
    body->map = IR_MAP_BLOCK;
    body->map_dim = l->map_dim;
  }
  pass_gpu_link(body, NULL);
  k->body = body;
  k->tiled = true;
  k->flexible = false;
  for (int d = 0; d < 3; d++)
    k->block[d] = 1;
  struct ir_buf b = {0};
  for (int m = 0; m < nmapped; m++)
    ir_buf_printf(&b, "%s%ld", m ? " x " : "", size[m]);
  diag_remark(k->loc,
              "kernel '%s': each block computes a tile of %s points of the band; one "
              "thread runs the tile until 'coarsen' spreads it over threads",
              k->name, b.s);
  return true;
}
