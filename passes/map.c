/* map.c - the map pass (recipe "map LOOP x|y|z"): which dimension of the
 * grid a loop of a kernel's band runs on.  map-gpu puts on x the loop
 * that indexes the contiguous subscript of most accesses (so that a warp's
 * accesses coalesce), then y and z; this step moves LOOP to the dimension
 * named, and the loop that was there to LOOP's old one.  The block keeps
 * its size per dimension (32 x 8 stays 32 x 8).  It applies to the simple
 * form (before gpu-tile).  The band is parallel, so which thread computes
 * which point does not matter: the step is always legal. */
#include "passes.h"

#include <string.h>

bool pass_map(struct pass_ctx *ctx, const struct pass_step *step) {
  struct ir_node *l = pass_find_loop(ctx, step, 0);
  if (!l)
    return false;
  struct ir_kernel *k = pass_gpu_kernel_of(ctx->region, l);
  int to = step->word ? (int)(strchr("xyz", step->word[0]) - "xyz") : -1;
  if (!k || l->map != IR_MAP_BLOCK_THREAD) {
    pass_refuse(ctx, step->loc,
                "loop '%s' (line %d) is not a loop map-gpu mapped to blocks and "
                "threads%s",
                l->iter->name, l->loc.line, k && k->tiled ? " (map applies before gpu-tile)" : "");
    return false;
  }
  if (to < 0 || to >= k->ndims) {
    pass_refuse(ctx, step->loc, "kernel '%s' has a band of %d loop%s: no dimension '%s'", k->name,
                k->ndims, k->ndims == 1 ? "" : "s", step->word ? step->word : "");
    return false;
  }
  int from = l->map_dim;
  if (from == to)
    return false;
  struct ir_node *other = NULL;
  for (struct ir_node *m = k->body; m && m->kind == IR_LOOP && m->map != IR_MAP_NONE; m = m->body)
    if (m->map_dim == to)
      other = m;
  other->map_dim = from;
  l->map_dim = to;
  struct ir_node *band = k->band[from], *box = k->box[from];
  k->band[from] = k->band[to];
  k->box[from] = k->box[to];
  k->band[to] = band;
  k->box[to] = box;
  static const char dims[] = "xyz";
  diag_remark(step->loc, "kernel '%s': loop '%s' on %c, loop '%s' on %c", k->name, l->iter->name,
              dims[to], other->iter->name, dims[from]);
  return true;
}
