/* sync_loop.c - the sync-loop pass (recipe "sync-loop LOOP"): a kernel
 * whose threads each run a whole tile (map-gpu's kernel of the wavefront
 * pass's tile loops) gets a block of threads per tile instead.
 *
 * LOOP is the code below the kernel's band (the simple form: one thread
 * per iteration of the band, struct ir_kernel), and its body is a perfect
 * nest of loops marked parallel (struct ir_node's PARALLEL: the wavefront
 * pass proved them so) of at most 1024 iterations together, each with a
 * lower bound part L and an upper bound part L + W - 1 that use the
 * band's iterators and the parameters only (the tile's range):
 *
 *   for t_tile, i_tile (mapped to blocks and threads)
 *     if (the tile is in the band)
 *       for (c ...)
 *         for (t = max(32 * t_tile, ..); t <= min(32 * t_tile + 31, ..); t++)
 *           for (i_skew = ..)
 *             S
 *
 * becomes the tiled form: a block per iteration of the band (the guard
 * becomes the kernel's OCCUPIED test), a thread per iteration of each
 * window [L, L + W - 1], and LOOP in every thread, the points' other
 * bounds tested inside it, a barrier after each iteration:
 *
 *   for t_tile, i_tile (mapped to blocks)
 *     for t = 32 * t_tile .. + 31 (mapped to threads, x)
 *       for i_skew = 16 * i_tile .. + 15 (mapped to threads, y)
 *         for (c ...)
 *           if (t and i_skew within their other bounds) S
 *           barrier
 *
 * Legal because the loops inside LOOP are parallel: one iteration of LOOP
 * runs their points in any order, and the barrier (which makes global
 * memory writes visible to the block) keeps the iterations of LOOP in
 * order.  LOOP's bounds use the band only, so every thread of a block
 * runs the same iterations and reaches every barrier. */
#include "passes.h"

/* The window [*LO, *LO + *W - 1] of loop L: a lower bound part and an
 * upper bound part a constant apart, using no variable of AVOID[0..n-1]. */
static bool window(const struct ir_node *l, struct ir_var *const *avoid, int n, int *lo, int *hi,
                   long *w) {
  for (int a = 0; a < l->lb.n; a++)
    for (int b = 0; b < l->ub.n; b++) {
      struct ir_aff *d = ir_aff_sub(l->ub.parts[b], l->lb.parts[a]);
      if (!d || !ir_aff_is_const(d) || d->cst < 0 || d->cst >= 1024)
        continue;
      bool uses = false;
      for (int k = 0; k < n; k++)
        uses |= ir_aff_uses(l->lb.parts[a], avoid[k]);
      if (uses)
        continue;
      *lo = a;
      *hi = b;
      *w = d->cst + 1;
      return true;
    }
  return false;
}

/* The test that Q's iterator satisfies Q's bound parts other than the
 * window's LO and HI, and-ed to COND. */
static struct ir_expr *other_bounds(struct ir_expr *cond, const struct ir_node *q, int lo,
                                    int hi) {
  for (int p = 0; p < q->lb.n; p++)
    if (p != lo)
      cond = pass_gpu_and(cond, pass_gpu_compare(q->iter, IR_OP_GE, q->lb.parts[p], q->loc));
  for (int p = 0; p < q->ub.n; p++)
    if (p != hi)
      cond = pass_gpu_and(cond, pass_gpu_compare(q->iter, IR_OP_LE, q->ub.parts[p], q->loc));
  return cond;
}

bool pass_sync_loop(struct pass_ctx *ctx, const struct pass_step *step) {
  struct ir_node *l = pass_find_loop(ctx, step, 0);
  if (!l)
    return false;
  struct ir_region *r = ctx->region;
  struct ir_kernel *k = pass_gpu_kernel_of(r, l);
  if (!k) {
    pass_refuse(ctx, step->loc, "loop '%s' (line %d) is not in a kernel: sync-loop applies to a "
                "loop of a kernel's code, after map-gpu", l->iter->name, l->loc.line);
    return false;
  }
  const char *form = k->tiled ? "a tiled" : k->reduce ? "a reduction's" : k->lanes ? "a lanes'"
                     : k->persist                   ? "a persistent"
                     : k->ndims == 0                ? "a one-thread"
                                                    : NULL;
  if (form) {
    pass_refuse(ctx, step->loc, "kernel '%s' is %s kernel: sync-loop takes a kernel of one thread "
                "per iteration of its band", k->name, form);
    return false;
  }
  /* The band's loops, the guard, then L alone. */
  struct ir_node *band[3];
  int nb = 0;
  struct ir_node *n = k->body;
  for (; n && !n->next && n->kind == IR_LOOP && n->map == IR_MAP_BLOCK_THREAD && nb < 3;
       n = n->body)
    band[nb++] = n;
  struct ir_node *guard = n && n->kind == IR_IF && n->guard && !n->next ? n : NULL;
  struct ir_node *code = guard ? guard->then_body : n;
  if (code != l || l->next || l->map != IR_MAP_NONE || nb != k->ndims) {
    pass_refuse(ctx, step->loc, "loop '%s' (line %d) is not all the code below the band of "
                "kernel '%s'", l->iter->name, l->loc.line, k->name);
    return false;
  }
  /* The parallel loops inside L, and their windows. */
  struct ir_node *q[3];
  int m = 0, lo[3], hi[3];
  long w[3], threads = 1;
  struct ir_var *avoid[4] = {l->iter};
  for (struct ir_node *x = l->body; x && !x->next && x->kind == IR_LOOP && x->parallel && m < 3;
       x = x->body) {
    if (x->step != 1 || !window(x, avoid, m + 1, &lo[m], &hi[m], &w[m])) {
      pass_refuse(ctx, step->loc, "loop '%s' (line %d) has no range of a fixed number of "
                  "iterations that only uses kernel '%s''s band", x->iter->name, x->loc.line,
                  k->name);
      return false;
    }
    threads *= w[m];
    q[m] = x;
    avoid[++m] = x->iter;
  }
  if (m == 0) {
    pass_refuse(ctx, step->loc, "the body of loop '%s' (line %d) is not a loop proved parallel",
                l->iter->name, l->loc.line);
    return false;
  }
  if (m > nb || threads > 1024) {
    pass_refuse(ctx, step->loc, "loop '%s' (line %d) holds %d parallel loops of %ld iterations "
                "together: at most %d loops (the band's) and 1024 threads", l->iter->name,
                l->loc.line, m, threads, nb);
    return false;
  }
  /* x: the loop whose neighbouring iterations fetch the fewest bytes
   * (ties: the innermost), then y, z outward. */
  int dim[3], best = pass_gpu_x_loop(q[m - 1]->body, q, m);
  dim[best] = 0;
  for (int j = m - 1, d = 1; j >= 0; j--)
    if (j != best)
      dim[j] = d++;
  /* The points' code, under the test of their other bounds, and the
   * barrier. */
  struct ir_expr *cond = NULL;
  for (int j = 0; j < m; j++)
    cond = other_bounds(cond, q[j], lo[j], hi[j]);
  struct ir_node *points = q[m - 1]->body;
  if (cond) {
    struct ir_node *f = ir_node_new(IR_IF, l->loc);
    f->cond = cond;
    f->then_body = points;
    points = f;
  }
  struct ir_node *tail = points;
  while (tail->next)
    tail = tail->next;
  tail->next = pass_gpu_barrier(l->loc);
  l->body = points;
  for (int j = 0; j < m; j++) {
    q[j]->lb = pass_gpu_bound(q[j]->lb.parts[lo[j]]);
    q[j]->ub = pass_gpu_bound(q[j]->ub.parts[hi[j]]);
    q[j]->map = IR_MAP_THREAD;
    q[j]->map_dim = dim[j];
    q[j]->body = j + 1 < m ? q[j + 1] : l;
    q[j]->next = NULL;
  }
  l->next = NULL;
  for (int d = 0; d < nb; d++)
    band[d]->map = IR_MAP_BLOCK;
  band[nb - 1]->body = q[0];
  k->occupied = guard ? guard->cond : NULL;
  k->tiled = true;
  k->flexible = false;
  k->sync = l;
  for (int d = 0; d < 3; d++)
    k->block[d] = 1;
  for (int j = 0; j < m; j++)
    k->block[dim[j]] = (int)w[j];
  pass_gpu_link(k->body, NULL);
  static const char dims[] = "xyz";
  struct ir_buf b = {0}, sizes = {0};
  for (int j = 0; j < m; j++)
    ir_buf_printf(&b, "%s'%s' -> %c", j ? ", " : "", q[j]->iter->name, dims[dim[j]]);
  for (int d = 0; d < m; d++)
    ir_buf_printf(&sizes, "%s%d", d ? " x " : "", k->block[d]);
  diag_remark(l->loc, "kernel '%s': a block of %s threads per tile runs loop '%s' (line %d), a "
              "barrier after each iteration; its parallel loops mapped to threads: %s", k->name,
              sizes.s, l->iter->name, l->loc.line, b.s);
  return true;
}
