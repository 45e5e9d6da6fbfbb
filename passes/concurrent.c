/* concurrent.c - the concurrent pass (CUDA, after map-gpu and the steps
 * on kernels): consecutive launches of the host code that share no data
 * run side by side on CUDA streams.  A launch of few blocks leaves most
 * of the GPU idle (deriche's sweeps, a thread per row; mvt's product
 * with A's columns, a block per 32 of them); launched together, the
 * blocks of both fill more of it.  Which groups the automatic pipeline
 * forms, and what they measured: passes.h.
 *
 * Kernels are independent where neither writes an array the other uses:
 * each array has its own device buffer (a region whose arrays overlap at
 * run time runs its original loops instead), kernels write nothing else
 * of the host's (a reduction's kernels, which copy a result back, are
 * not taken), and nothing of the host code lies between consecutive
 * launches.  The group's launches go to side streams 1..N (struct
 * ir_node's stream): the first forks them (each waits for the work queued
 * before it on the default stream), the last joins them (the default
 * stream waits for them all), so everything before and after the group is
 * ordered as without it.  OpenCL keeps its one in-order queue. */
#include "passes.h"

#include <string.h>

/* Does kernel K write global array A? */
static bool writes(const struct ir_kernel *k, const struct ir_array *a) {
  bool reads = false, written = false;
  ir_accesses_in(k->body, NULL, a, &reads, &written);
  return written;
}

/* runs_loop's walk: a loop that is not one of the band's mapped loops. */
static void find_loop(struct ir_node *n, void *data) {
  if (n->kind == IR_LOOP && n->map != IR_MAP_BLOCK && n->map != IR_MAP_THREAD &&
      n->map != IR_MAP_BLOCK_THREAD)
    *(bool *)data = true;
}

/* Does a thread of kernel K run a loop (more than one statement per
 * point)? */
static bool runs_loop(const struct ir_kernel *k) {
  bool found = false;
  ir_walk(k->body, find_loop, &found);
  return found;
}

const char *pass_concurrent_conflict(const struct ir_kernel *a, const struct ir_kernel *b) {
  const struct ir_kernel *pair[2] = {a, b};
  for (int s = 0; s < 2; s++) {
    const struct ir_kernel *k = pair[s], *other = pair[1 - s];
    if (k->reduce)
      return ir_printf("kernel '%s' is part of a reduction whose result goes back to the host",
                       k->name);
    for (int i = 0; i < k->arrays.n; i++) {
      const struct ir_array *x = k->arrays.v[i];
      bool used = false;
      for (int j = 0; j < other->arrays.n; j++)
        used |= other->arrays.v[j] == x;
      if (used && writes(k, x))
        return ir_printf("kernel '%s' writes '%s', which kernel '%s' %s", k->name, x->name,
                         other->name, writes(other, x) ? "writes too" : "reads");
    }
  }
  return NULL;
}

static char *kernel_list(struct ir_region *r) {
  struct ir_vec nodes = pass_gpu_kernels(r);
  struct ir_buf b = {0};
  for (int i = 0; i < nodes.n; i++)
    ir_buf_printf(&b, "%s'%s'", i ? ", " : "", ((struct ir_node *)nodes.v[i])->kernel->name);
  return nodes.n ? b.s : "none";
}

bool pass_concurrent(struct pass_ctx *ctx, const struct pass_step *step) {
  struct ir_region *r = ctx->region;
  if (ctx->opencl) {
    pass_refuse(ctx, step->loc, "concurrent launches run on CUDA streams; OpenCL keeps one "
                "in-order queue (--emit=cuda)");
    return false;
  }
  if (step->nloops < 2 || step->nloops > IR_MAX_STREAMS) {
    pass_refuse(ctx, step->loc, "concurrent takes 2 to %d kernels", IR_MAX_STREAMS);
    return false;
  }
  struct ir_node *group[IR_MAX_STREAMS];
  for (int i = 0; i < step->nloops; i++) {
    struct ir_node *n = pass_gpu_kernel_named(r, step->loops[i]);
    if ((step->lines && step->lines[i]) || (step->kernels && step->kernels[i])) {
      pass_refuse(ctx, step->loc, "concurrent names kernels, not loops (its kernels: %s)",
                  kernel_list(r));
      return false;
    }
    if (!n) {
      pass_refuse(ctx, step->loc, "no kernel '%s' in region '%s' (its kernels: %s)",
                  step->loops[i], r->func, kernel_list(r));
      return false;
    }
    if (n->stream) {
      pass_refuse(ctx, step->loc, "kernel '%s' runs beside others already", n->kernel->name);
      return false;
    }
    if (i && group[i - 1]->next != n) {
      pass_refuse(ctx, step->loc, "kernel '%s' is not launched right after kernel '%s': "
                  "concurrent takes consecutive launches, in their order",
                  n->kernel->name, group[i - 1]->kernel->name);
      return false;
    }
    group[i] = n;
  }
  for (int i = 0; i < step->nloops; i++)
    for (int j = 0; j < i; j++) {
      const char *why = pass_concurrent_conflict(group[j]->kernel, group[i]->kernel);
      if (why) {
        pass_refuse(ctx, step->loc, "kernels '%s' and '%s' cannot run side by side: %s",
                    group[j]->kernel->name, group[i]->kernel->name, why);
        return false;
      }
    }
  struct ir_buf names = {0};
  for (int i = 0; i < step->nloops; i++) {
    group[i]->stream = i + 1;
    ir_buf_printf(&names, "%s'%s'", i ? (i + 1 == step->nloops ? " and " : ", ") : "",
                  group[i]->kernel->name);
  }
  group[0]->fork = step->nloops;
  group[step->nloops - 1]->join = step->nloops;
  diag_remark(group[0]->loc, "kernels %s run side by side on %d CUDA streams: none writes an "
              "array another uses", names.s, step->nloops);
  return true;
}

struct ir_vec pass_concurrent_groups(struct ir_node *first) {
  struct ir_vec groups = {0}, *cur = NULL;
  for (struct ir_node *n = first; n; n = n->next) {
    bool worth = n->kind == IR_KERNEL && !n->stream && !n->kernel->reduce && !n->kernel->tiled &&
                 runs_loop(n->kernel);
    bool joins = cur && worth && cur->n < IR_MAX_STREAMS;
    for (int i = 0; joins && i < cur->n; i++)
      joins = !pass_concurrent_conflict(((struct ir_node *)cur->v[i])->kernel, n->kernel);
    if (joins) {
      ir_vec_push(cur, n);
      continue;
    }
    if (cur && cur->n >= 2)
      ir_vec_push(&groups, cur);
    cur = NULL;
    if (worth) {
      cur = ir_alloc(sizeof *cur);
      ir_vec_push(cur, n);
    }
  }
  if (cur && cur->n >= 2)
    ir_vec_push(&groups, cur);
  return groups;
}
