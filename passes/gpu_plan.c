/* gpu_plan.c - the cost model of the GPU pipeline: which steps (gpu-tile,
 * coarsen, strip-mine, promote) a kernel of map-gpu's simple form gets
 * in the automatic pipeline, and their sizes (struct pass_gpu_plan).
 *
 * The shape it knows is a 2-D band (triangular ones included) over
 * statements around one reduction loop RED with unit step whose bounds do
 * not use the band, whose body holds only statements that write no
 * array, each array access of which is an operand a block can share: one
 * subscript the band iterator, one RED's, the rest free of both (M[i][k],
 * N[k][j]; at most eight distinct accesses, a tile each).
 * Then each block computes a tile of the band from tiles of the operands
 * in shared memory, RED_STEP iterations of RED at a time, each thread
 * PER[0] x PER[1] points with its partial results in registers.  The
 * sizes: 16 x 16 threads of 4 x 4 points and 16 steps (the lecture's tile
 * of 16, four times over), or --block and --tile-sizes, checked against
 * --arch's shared memory per block and registers per thread. */
#include "passes.h"

#include <string.h>

/* Is every subscript of A the band iterator V, the reduction iterator K
 * (each exactly once, coefficient 1), or free of both and of the band? */
static bool stageable(const struct ir_access *a, const struct ir_var *v, const struct ir_var *k,
                      const struct ir_kernel *ker) {
  int seen_v = 0, seen_k = 0;
  for (int d = 0; d < a->ndim; d++) {
    const struct ir_aff *f = a->aff[d];
    if (!f)
      return false;
    for (int t = 0; t < f->nterms; t++) {
      const struct ir_var *w = f->terms[t].var;
      if (w == v || w == k) {
        if (f->terms[t].coef != 1 || f->nterms != 1 || f->cst != 0)
          return false;
        seen_v += w == v;
        seen_k += w == k;
      } else if (pass_gpu_band_dim(ker, w) >= 0) {
        return false;
      }
    }
  }
  return seen_v == 1 && seen_k == 1;
}

static bool has_guarded_stmt(struct ir_node *body) {
  struct ir_vec nodes = pass_gpu_nodes(body);
  for (int i = 0; i < nodes.n; i++) {
    const struct ir_node *n = nodes.v[i];
    if (n->kind == IR_STMT && n->stmt->guard)
      return true;
  }
  return false;
}

static bool same_access(const struct ir_access *a, const struct ir_access *b) {
  if (a->array != b->array || a->ndim != b->ndim)
    return false;
  for (int d = 0; d < a->ndim; d++)
    if (!a->aff[d] || !b->aff[d] || !ir_aff_equal(a->aff[d], b->aff[d]))
      return false; /* a subscript that is not affine (B[i % 3]) matches none */
  return true;
}

/* PLAN's mapped loops as gpu-tile orders them, y then x, and their
 * tile sizes and points per thread (TILE and PER are per dimension, x
 * first). */
static void set_shape(const struct ir_kernel *k, const int *tile, const int *per,
                      struct pass_gpu_plan *plan) {
  struct ir_node *mapped = k->body;
  plan->mapped[0] = mapped->map_dim == 1 ? mapped : mapped->body;
  plan->mapped[1] = mapped->map_dim == 1 ? mapped->body : mapped;
  for (int m = 0; m < 2; m++) {
    int d = plan->mapped[m]->map_dim;
    plan->tile[m] = tile[d];
    plan->per[m] = per[d];
  }
}

/* Is every subscript of A a band iterator plus a constant, or free of
 * the band? */
static bool neighbour(const struct ir_access *a, const struct ir_kernel *k) {
  for (int d = 0; d < a->ndim; d++) {
    const struct ir_aff *f = a->aff[d];
    if (!f)
      return false;
    for (int t = 0; t < f->nterms; t++)
      if (f->terms[t].var->kind == IR_VAR_ITER &&
          (pass_gpu_band_dim(k, f->terms[t].var) < 0 || f->terms[t].coef != 1 || f->nterms != 1))
        return false;
  }
  return true;
}

/* Neighbouring reads of one array that make staging it pay: a 3 x 3
 * neighbourhood.  Measured on the H100 (issue 11): a 3 x 3 convolution of
 * floats at 4096 runs 0.098 ms staged against 0.101 ms reading global
 * memory through the L1 cache, while jacobi-2d's five-point sweeps ran
 * 5-13% slower staged (14.4 against 12.7-13.9 ms at LARGE). */
#define STENCIL_MIN_READS 9

/* The stencil form: a band over statements only, some array read, never
 * written, at STENCIL_MIN_READS or more neighbouring elements (a 3 x 3
 * convolution's in[i - 1][j - 1] ... in[i + 1][j + 1]): stage each such
 * array once per block, with its halo, in blocks of 32 x 8 threads, each
 * computing 1 x 4 points (a tile of 32 x 32, so that the halo adds an
 * eighth), or --block and --tile-sizes. */
static bool plan_stencil(struct pass_ctx *ctx, struct ir_kernel *k, struct ir_node *body,
                         const int *block, struct pass_gpu_plan *plan) {
  struct ir_vec reads = {0};
  for (struct ir_node *n = body; n; n = n->next) {
    if (n->kind != IR_STMT)
      return false;
    for (int a = 0; a < n->stmt->accesses.n; a++)
      ir_vec_push(&reads, n->stmt->accesses.v[a]);
  }
  for (int a = 0; a < reads.n; a++) {
    struct ir_access *acc = reads.v[a];
    bool seen = false, ok = true;
    for (int s = 0; s < plan->staged.n; s++)
      seen |= plan->staged.v[s] == acc->array->name;
    int distinct = 0;
    for (int b = 0; b < reads.n && ok && !seen; b++) {
      struct ir_access *o = reads.v[b];
      if (o->array != acc->array)
        continue;
      ok = !o->is_write && neighbour(o, k);
      bool first = true;
      for (int c = 0; c < b && first; c++)
        first = !same_access(reads.v[c], o);
      distinct += first;
    }
    if (!seen && ok && distinct >= STENCIL_MIN_READS)
      ir_vec_push(&plan->staged, (void *)acc->array->name);
  }
  if (!plan->staged.n)
    return false;
  int threads[2] = {32, 8}, tile[2];
  for (int d = 0; d < 2; d++) {
    if (block[0])
      threads[d] = block[d] ? block[d] : 1;
    tile[d] = ctx->tile[d] ? ctx->tile[d] : d ? 4 * threads[d] : threads[d];
  }
  int per[2] = {tile[0] / threads[0], tile[1] / threads[1]};
  set_shape(k, tile, per, plan);
  return true;
}

bool pass_plan_kernel(struct pass_ctx *ctx, struct ir_kernel *k, const int *block,
                      struct pass_gpu_plan *plan) {
  *plan = (struct pass_gpu_plan){0};
  /* (a triangular band: gpu-tile nests y outside x, so y's bounds may
   * not use x) */
  if (k->ndims != 2 || k->tiled || k->lanes || pass_gpu_bound_uses(&k->band[1]->lb, k->band[0]->iter) ||
      pass_gpu_bound_uses(&k->band[1]->ub, k->band[0]->iter))
    return false;
  struct ir_node *mapped = k->body, *guard = mapped->body ? mapped->body->body : NULL;
  if (!guard || guard->kind != IR_IF || !guard->guard || has_guarded_stmt(guard->then_body))
    return false;
  if (k->band[0]->step == 1 && k->band[1]->step == 1 &&
      plan_stencil(ctx, k, guard->then_body, block, plan))
    return true;
  /* The code below the band: statements, RED, statements; or that inside
   * an if (without else, after statements) whose condition does not use
   * the band, such as the one scalar-replace adds. */
  struct ir_node *points = guard->then_body, *inner = points;
  while (inner && inner->next && inner->kind == IR_STMT)
    inner = inner->next;
  bool after_stmts = inner != NULL;
  for (struct ir_node *n = inner ? inner->next : NULL; n; n = n->next)
    after_stmts &= n->kind == IR_STMT;
  if (inner && after_stmts && inner->kind == IR_IF && !inner->else_body &&
      !pass_gpu_mentions(inner->cond, k->band[0]->iter) &&
      !pass_gpu_mentions(inner->cond, k->band[1]->iter))
    points = inner->then_body;
  struct ir_node *red = NULL;
  for (struct ir_node *n = points; n; n = n->next) {
    if (n->kind == IR_LOOP) {
      if (red)
        return false;
      red = n;
    } else if (n->kind != IR_STMT) {
      return false;
    }
  }
  /* RED's bounds must not use the band.  coarsen could run such a loop
   * (symm's k < i) over the tile's range, each point testing its own, but
   * the tiles then do very different amounts of work: symm at LARGE took
   * 0.81 ms of kernels so (H200), 0.66 ms with one thread per point. */
  if (!red || red->step != 1)
    return false;
  for (int d = 0; d < 2; d++)
    if (k->band[d]->step != 1 || pass_gpu_bound_uses(&red->lb, k->band[d]->iter) ||
        pass_gpu_bound_uses(&red->ub, k->band[d]->iter))
      return false;
  struct ir_vec staged = {0};
  int axis[8];
  struct ir_type type[8];
  for (struct ir_node *n = red->body; n; n = n->next) {
    if (n->kind != IR_STMT)
      return false;
    struct ir_stmt *st = n->stmt;
    for (int a = 0; a < st->accesses.n; a++) {
      struct ir_access *acc = st->accesses.v[a];
      if (acc->is_write)
        return false;
      int ax = stageable(acc, k->band[0]->iter, red->iter, k)   ? 0
               : stageable(acc, k->band[1]->iter, red->iter, k) ? 1
                                                                : -1;
      if (ax < 0)
        return false;
      /* A tile per distinct access (syr2k reads A[j][k] and A[i][k]). */
      bool dup = false;
      for (int s = 0; s < staged.n; s++)
        dup |= same_access(staged.v[s], acc);
      if (dup)
        continue;
      if (staged.n == 8)
        return false;
      struct ir_type t = acc->array->elem;
      if (st->kind == IR_S_DECL && st->rhs && st->rhs->kind == IR_E_ACCESS && st->rhs->acc == acc &&
          ir_type_is_float(st->decl->type) && ir_type_is_float(t) && st->decl->type.base > t.base)
        t = st->decl->type;
      axis[staged.n] = ax;
      type[staged.n] = t;
      ir_vec_push(&staged, acc);
    }
  }
  if (!staged.n)
    return false;
  /* The shape, x first: --block and --tile-sizes where given (the driver
   * checked that each tile size is a multiple of the block's). */
  bool asked = block[0] || ctx->tile[0] || ctx->tile[1] || ctx->tile[2];
  int threads[2], tile[3], per[2];
  for (int d = 0; d < 2; d++) {
    threads[d] = block[0] ? (block[d] ? block[d] : 1) : 16;
    tile[d] = ctx->tile[d] ? ctx->tile[d] : 4 * threads[d];
    per[d] = tile[d] / threads[d];
  }
  tile[2] = ctx->tile[2] ? ctx->tile[2] : 16;
  /* The target's limits: shared memory for the tiles (rows padded by one
   * element, as promote lays them out), registers for the thread's
   * PER[0] x PER[1] copies of each scalar declared before RED (an
   * estimate: 2 registers for 8-byte values, plus 32 for indices and
   * addresses). */
  const struct pass_gpu_limits *lim = ctx->limits ? ctx->limits : pass_gpu_limits(90);
  long bytes = 0;
  for (int s = 0; s < staged.n; s++) /* [steps][points], rows padded */
    bytes += (long)tile[2] * (tile[axis[s]] + 1) * (type[s].base >= IR_T_DOUBLE ? 8 : 4);
  long words = 0;
  for (struct ir_node *n = guard->then_body; n && n != red;
       n = n == inner && points != guard->then_body ? points : n->next)
    if (n->kind == IR_STMT && n->stmt->kind == IR_S_DECL) {
      enum ir_base b = n->stmt->decl->type.base;
      words += b == IR_T_LONG || b == IR_T_LLONG || b >= IR_T_DOUBLE ? 2 : 1;
    }
  long nthreads = (long)threads[0] * threads[1];
  long regs = 32 + words * per[0] * per[1];
  long regs_limit = lim->regs_per_block / nthreads;
  if (regs_limit > lim->regs_per_thread)
    regs_limit = lim->regs_per_thread;
  const char *why = NULL;
  if (bytes > lim->smem_static)
    why = ir_printf("its tiles of loop '%s' (%d x %d and %d steps) would need %ld bytes (rows "
                    "padded by one element) of shared memory per block, more than the %ld sm_%d "
                    "allows",
                    red->iter->name, tile[0], tile[1], tile[2], bytes, lim->smem_static, lim->sm);
  else if (regs > regs_limit)
    why = ir_printf("each thread's %d x %d points would need about %ld registers, more than the "
                    "%ld sm_%d allows a thread of a %ld-thread block",
                    per[0], per[1], regs, regs_limit, lim->sm, nthreads);
  if (why) {
    if (asked)
      diag_error(red->loc,
                 "kernel '%s' cannot have the shared-memory shape asked for (--block, "
                 "--tile-sizes): %s; ask for a smaller one, or for --no-shared-memory",
                 k->name, why);
    else
      diag_remark(red->loc, "kernel '%s': no shared-memory staging: %s", k->name, why);
    return false;
  }
  set_shape(k, tile, per, plan);
  plan->red = red;
  plan->red_step = tile[2];
  for (int s = 0; s < staged.n; s++) {
    const char *name = ((struct ir_access *)staged.v[s])->array->name;
    bool seen = false;
    for (int t = 0; t < plan->staged.n; t++)
      seen |= strcmp(plan->staged.v[t], name) == 0;
    if (!seen)
      ir_vec_push(&plan->staged, (void *)name);
  }
  return true;
}
