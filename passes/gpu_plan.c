/* gpu_plan.c - the cost model of the GPU pipeline: which steps (gpu-tile,
 * coarsen, strip-mine, promote, unswitch) a kernel of map-gpu's simple
 * form gets in the automatic pipeline, and their sizes (struct
 * pass_gpu_plan).
 *
 * The shape it knows is a 2-D band (triangular ones included) over
 * statements around reduction loops RED (up to PLAN_MAX_REDS, one after
 * the other: symm's k < c and i > c) with unit step, whose bodies hold
 * only statements that write no array, each array access of which is an
 * operand a block can share: one subscript the band iterator, one RED's,
 * the rest free of both (M[i][k], N[k][j]; at most eight distinct
 * accesses per RED, a tile each).  A RED's bounds may use one of the
 * band's iterators (a triangle): each tile then runs it over the tile's
 * range, the steps that all its points run without a test of each
 * point's own.  Then each block computes a tile of the band from tiles of
 * the operands in shared memory, RED_STEP iterations of RED at a time,
 * each thread PER[0] x PER[1] points with its partial results in
 * registers.  The sizes: 16 x 16 threads of 4 x 4 points and 16 steps
 * (the lecture's tile of 16, four times over; 16 x 8 threads where the
 * registers would keep fewer than two blocks on a multiprocessor), or
 * --block and --tile-sizes, checked against --arch's shared memory per
 * block and registers per thread. */
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
    for (int s = 0; s < plan->staged[0].n; s++)
      seen |= plan->staged[0].v[s] == acc->array->name;
    int distinct = 0;
    for (int b = 0; b < reads.n && ok && !seen; b++) {
      struct ir_access *o = reads.v[b];
      if (o->array != acc->array)
        continue;
      ok = !o->is_write && neighbour(o, k);
      bool first = true;
      for (int c = 0; c < b && first; c++)
        first = !pass_same_access(reads.v[c], o);
      distinct += first;
    }
    if (!seen && ok && distinct >= STENCIL_MIN_READS)
      ir_vec_push(&plan->staged[0], (void *)acc->array->name);
  }
  if (!plan->staged[0].n)
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

/* Can the mma pass run the reduction loops RED on the tensor cores: each
 * statement of their bodies 'T += sum of products' of doubles
 * (pass_mma_sum), T a scalar (scalar-replace's register), or the
 * declaration of a scalar that such a sum reads (pass_mma_expand: the
 * lecture matmul's "double a = M[..]; double b = N[..]; sum += a * b")?
 * *FACTORS: how many factors the sums' products have in all. */
static bool mma_fits(const struct ir_kernel *k, struct ir_node *const *red, int nred, bool tf32,
                     int *factors) {
  struct ir_var *x = k->band[0]->iter, *y = k->band[1]->iter;
  const char *why;
  struct ir_vec all = {0};
  for (int r = 0; r < nred; r++)
    for (struct ir_node *n = red[r]->body; n; n = n->next) {
      const struct ir_stmt *st = n->stmt;
      if (st->kind == IR_S_DECL && st->rhs)
        continue;
      struct ir_expr *sum = st->kind == IR_S_ASSIGN ? pass_mma_expand(st->rhs, red[r]->body, n, NULL)
                                                    : NULL;
      if (!sum || st->op != '+' || st->guard || st->lhs->kind != IR_E_VAR ||
          !pass_mma_type(st->lhs->type.base, tf32) ||
          !pass_mma_sum(sum, &x, &y, 1, st->lhs->type.base, &all, &why))
        return false;
    }
  *factors = all.n;
  return true;
}

/* The registers of a thread: its PER[0] x PER[1] copies of each scalar
 * declared outside the reduction loops (WORDS registers per point: 2 for
 * an 8-byte value), half as many again for the operands and unrolled
 * code, and 48 for indices and addresses (an estimate: ptxas gave gemm's
 * 4 x 4 doubles 80 registers, symm's two sums of 4 x 4 145). */
static long thread_regs(long words, const int *per) {
  return 48 + 3 * words * per[0] * per[1] / 2;
}

/* No plan for the kernel, for the reason WHY (the caller's remark). */
static bool fail(struct pass_gpu_plan *plan, const char *why) {
  plan->why = why;
  return false;
}

/* The extents of the band's loops, x first, from the arrays that its
 * points' code (the list POINTS) indexes with a band iterator as a whole
 * subscript (C[i][j] of C[1000][1100]: 1100, 1000), the smallest where
 * several do; false where one has no such subscript of a constant
 * extent. */
static bool band_extents(const struct ir_kernel *k, struct ir_node *points, long ext[2]) {
  ext[0] = ext[1] = -1;
  struct ir_vec nodes = pass_gpu_nodes(points);
  for (int i = 0; i < nodes.n; i++) {
    const struct ir_node *n = nodes.v[i];
    if (n->kind != IR_STMT)
      continue;
    for (int a = 0; a < n->stmt->accesses.n; a++) {
      const struct ir_access *acc = n->stmt->accesses.v[a];
      for (int d = 0; d < acc->ndim && acc->array->extents; d++) {
        const struct ir_aff *f = acc->aff[d], *e = acc->array->extents[d];
        int b = f && f->nterms == 1 && f->terms[0].coef == 1 && f->cst == 0
                    ? pass_gpu_band_dim(k, f->terms[0].var)
                    : -1;
        if (b >= 0 && b < 2 && e && !e->nterms && e->cst > 0 && (ext[b] < 0 || e->cst < ext[b]))
          ext[b] = e->cst;
      }
    }
  }
  return ext[0] > 0 && ext[1] > 0;
}

/* "'k'" or "'k', 'i'". */
static const char *loop_names(struct ir_node **l, int n) {
  struct ir_buf b = {0};
  for (int i = 0; i < n; i++)
    ir_buf_printf(&b, "%s'%s'", i ? ", " : "", l[i]->iter->name);
  return b.s;
}

bool pass_plan_kernel(struct pass_ctx *ctx, struct ir_kernel *k, const int *block,
                      struct pass_gpu_plan *plan) {
  *plan = (struct pass_gpu_plan){0};
  /* (a triangular band: gpu-tile nests y outside x, so y's bounds may
   * not use x) */
  if (k->tiled || k->ndims != 2 || k->lanes)
    return false; /* (tiled by the recipe; the plan is for bands of two loops, one point per
                     thread, not for lanes that share a reduction) */
  if (pass_gpu_bound_uses(&k->band[1]->lb, k->band[0]->iter) ||
      pass_gpu_bound_uses(&k->band[1]->ub, k->band[0]->iter))
    return fail(plan, ir_printf("the bounds of loop '%s' use '%s' (a triangular band)",
                                k->band[1]->iter->name, k->band[0]->iter->name));
  struct ir_node *mapped = k->body, *guard = mapped->body ? mapped->body->body : NULL;
  if (!guard || guard->kind != IR_IF || !guard->guard)
    return fail(plan, "its points' code is not the form the plan tiles");
  if (has_guarded_stmt(guard->then_body))
    return fail(plan, "its statements run under data-dependent conditions");
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
  /* Each reduction loop RED of the points' code (symm's k < i and
   * i > k, one after the other) runs RED_STEP iterations at a time over
   * the tile's range (coarsen tests each point's own where RED's bounds
   * use the band), from tiles of its operands. */
  struct ir_node *red[PLAN_MAX_REDS];
  int nred = 0;
  for (struct ir_node *n = points; n; n = n->next) {
    if (n->kind == IR_LOOP) {
      if (nred == PLAN_MAX_REDS)
        return fail(plan, ir_printf("its points run more than %d loops", PLAN_MAX_REDS));
      if (n->step != 1)
        return fail(plan, ir_printf("loop '%s' steps by %ld", n->iter->name, n->step));
      red[nred++] = n;
    } else if (n->kind != IR_STMT) {
      return fail(plan, "its points' code has ifs besides its loops");
    }
  }
  if (!nred)
    return fail(plan, ir_printf("its points run no reduction loop, and no array is read at "
                                "%d or more neighbouring elements (nothing to stage)",
                                STENCIL_MIN_READS));
  for (int d = 0; d < 2; d++)
    if (k->band[d]->step != 1)
      return fail(plan, ir_printf("loop '%s' steps by %ld", k->band[d]->iter->name,
                                  k->band[d]->step));
  /* A bound of a reduction loop may use one of the band's iterators
   * (promote then loads an operand's element indexed by it only where
   * that point's own range admits it), not both, nor in a quotient (k <=
   * i / 2 + 1: coarsen runs such a loop per point). */
  for (int r = 0; r < nred; r++)
    for (int e = 0; e < 2; e++) {
      const struct ir_bound *b = e ? &red[r]->ub : &red[r]->lb;
      for (int q = 0; q < b->n; q++)
        if ((ir_aff_coef(b->parts[q], k->band[0]->iter) &&
             ir_aff_coef(b->parts[q], k->band[1]->iter)) ||
            (ir_aff_has_quot(b->parts[q]) && (ir_aff_uses(b->parts[q], k->band[0]->iter) ||
                                              ir_aff_uses(b->parts[q], k->band[1]->iter))))
          return fail(plan, ir_printf("a bound of loop '%s' uses both '%s' and '%s', or a "
                                      "quotient of one",
                                      red[r]->iter->name, k->band[1]->iter->name,
                                      k->band[0]->iter->name));
    }
  struct ir_vec staged[PLAN_MAX_REDS] = {{0}};
  int axis[PLAN_MAX_REDS][8];
  struct ir_type type[PLAN_MAX_REDS][8];
  for (int r = 0; r < nred; r++)
    for (struct ir_node *n = red[r]->body; n; n = n->next) {
      if (n->kind != IR_STMT)
        return fail(plan, ir_printf("loop '%s' has loops or ifs inside", red[r]->iter->name));
      struct ir_stmt *st = n->stmt;
      for (int a = 0; a < st->accesses.n; a++) {
        struct ir_access *acc = st->accesses.v[a];
        if (acc->is_write)
          return fail(plan, ir_printf("loop '%s' writes '%s' (only scalars accumulate in "
                                      "registers)",
                                      red[r]->iter->name, acc->array->name));
        int ax = stageable(acc, k->band[0]->iter, red[r]->iter, k)   ? 0
                 : stageable(acc, k->band[1]->iter, red[r]->iter, k) ? 1
                                                                     : -1;
        if (ax < 0)
          return fail(plan, ir_printf("loop '%s' reads '%s' with subscripts other than one "
                                      "of '%s' and '%s' each (and terms free of the band)",
                                      red[r]->iter->name, acc->array->name,
                                      k->band[1]->iter->name, k->band[0]->iter->name));
        /* A tile per distinct access (syr2k reads A[j][k] and A[i][k]). */
        bool dup = false;
        for (int s = 0; s < staged[r].n; s++)
          dup |= pass_same_access(staged[r].v[s], acc);
        if (dup)
          continue;
        if (staged[r].n == 8)
          return fail(plan, ir_printf("loop '%s' reads more than 8 arrays' elements",
                                      red[r]->iter->name));
        struct ir_type t = acc->array->elem;
        if (st->kind == IR_S_DECL && st->rhs && st->rhs->kind == IR_E_ACCESS &&
            st->rhs->acc == acc && ir_type_is_float(st->decl->type) && ir_type_is_float(t) &&
            st->decl->type.base > t.base)
          t = st->decl->type;
        axis[r][staged[r].n] = ax;
        type[r][staged[r].n] = t;
        ir_vec_push(&staged[r], acc);
      }
    }
  for (int r = 0; r < nred; r++)
    if (!staged[r].n)
      return fail(plan, ir_printf("loop '%s' reads no array", red[r]->iter->name));
  /* WORDS: the registers of one point's scalars declared outside the
   * reduction loops (2 for 8-byte values; thread_regs). */
  long words = 0;
  for (struct ir_node *n = guard->then_body; n;
       n = n == inner && points != guard->then_body ? points : n->next)
    if (n->kind == IR_STMT && n->stmt->kind == IR_S_DECL) {
      enum ir_base b = n->stmt->decl->type.base;
      words += b == IR_T_LONG || b == IR_T_LLONG || b >= IR_T_DOUBLE ? 2 : 1;
    }
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
  /* Products of doubles on the FP64 tensor cores: the same 64 x 64 tile,
   * 4 x 32 threads of 16 x 2 points (a warp 16 rows x 64 columns: pairs
   * of rows 32 apart make the mma pass's 16 x 8 x 4 steps, which sm_90
   * runs at twice the rate of 8 x 8 x 4: 66 against 33 TFLOP/s, measured
   * on the H200).  Gemm on the H200 (kernel ms, LARGE / EXTRALARGE):
   * 0.195 / 0.953 so; 128 x 64 tiles of 4 x 16 or 2 x 16 points, 64 x 128
   * of 2 x 32, 64 x 64 of 4 x 16, or steps of 8: 0.21 to 0.26 / 1.0 to
   * 1.4 (make bench before, 4 x 64 threads of 16 x 1 points and 8 x 8 x 4
   * steps, on the H100: 0.235 / 1.185).  With the fills 16 bytes per
   * copy (passes/vectorize.c) and dynamic shared memory past 48 KB, again
   * (H200, 0.145 / 0.681 so): 128 x 64 of 4 x 16 points 0.176 / 0.785,
   * 64 x 128 of 2 x 32 0.168 / 0.753, 128 x 64 of 2 x 16 0.172 / 0.734,
   * steps of 32 0.154 / 0.724.
   * Kernels of two reductions (symm) too: both reductions' tiles, double
   * buffered, take 70 KB of dynamic shared memory (symm, H200: 0.177 /
   * 1.13 so, 0.212 / 1.294 with 4 x 64 threads of 16 x 1 points and
   * 8 x 8 x 4 steps, which kept them within the static 48 KB). */
  int factors = 0;
  bool mma = !asked && ctx->tensor_cores && mma_fits(k, red, nred, ctx->allow_tf32, &factors);
  if (mma) {
    threads[0] = 4;
    threads[1] = 32;
    per[0] = 16;
    per[1] = 2;
  }
  /* One float sum per point from float operands (FFMA): 64 x 128 tiles,
   * 16 x 8 threads of 8 x 8 points in runs of 4 neighbours (coarsen's
   * grouped layout: a thread reads 4 floats of a tile's row with one
   * 16-byte load, 4 loads per 64 FFMA instead of 10), 32 steps at a time,
   * double-buffered (pass_pipeline_pays).  The float matmul on the H200,
   * kernel ms at 4096 (/ 8192), each line against the one before in one
   * lease: 64 x 64 tiles of 4 x 4 points 6.39; 128 x 128 tiles of 16 x 16
   * threads of 8 x 8 strided points, 16 steps 4.62 (steps of 8 4.85,
   * 128 x 64 of 8 x 4 5.84), 16-byte fills 4.40 / 34.7; grouped in x
   * 3.70 / 29.0 (in both 3.67 / 28.7; strided with 32 steps 4.25 / 33.3);
   * 32 steps 3.58 / 27.9 (__launch_bounds__(256, 2), spilling: 3.79);
   * 64 x 128 tiles 3.47 / 26.21 against 3.51 / 27.41 (ptxas: 167
   * registers, three blocks of 128 threads per multiprocessor instead of
   * one of 256; 128 x 64 3.48 / 26.26; 16 steps 3.56 / 27.33; held to 128
   * registers by __launch_bounds__(128, 4) 3.88 / 29.73).  Where the
   * band's extents are known and such tiles would not fill one wave (3
   * blocks per multiprocessor), the 64 x 64 ones stay.  With cp.async's
   * groups (CUDA, sm_80 and later), 16 steps at a time in 4 buffers (the
   * same shared memory; each step's loads three steps ahead, and the
   * fills' test of the row length once before the loop, pass_vectorize):
   * 3.29 / 25.2 against 3.47 / 26.24, at 2600 0.971 against 1.058 (16
   * steps in 3 buffers 3.33; tested at each fill, 4 buffers 3.44). */
  const struct pass_gpu_limits *lim = pass_gpu_target(ctx);
  bool floats = !asked && !mma && words == 1 && nred == 1;
  int stages = 2;
  for (int s = 0; floats && s < staged[0].n; s++)
    floats = ir_type_bytes(type[0][s]) == 4 && ir_type_is_float(type[0][s]);
  long ext[2];
  bool known = band_extents(k, points, ext);
  if (floats && known && ((ext[0] + 127) / 128) * ((ext[1] + 63) / 64) < 3L * lim->sms)
    floats = false;
  if (floats) {
    threads[1] = 8;
    for (int d = 0; d < 2; d++) {
      per[d] = 8;
      tile[d] = threads[d] * per[d];
    }
    tile[2] = 32;
    if (!ctx->opencl && lim->sm >= 80) {
      tile[2] = 16;
      stages = 4;
    }
  }
  long regs = thread_regs(words, per);
  /* Fewer 64 x 64 tiles than one wave of blocks fills (the target's
   * multiprocessors times the blocks their registers hold): tiles half as
   * wide, 4 x 32 threads of 2 x 8 points, twice the blocks.  Kernel ms
   * on the H200, 64 x 64 / 64 x 32 tiles at LARGE: syr2k 0.207 / 0.154,
   * trmm 0.151 / 0.137, syrk 0.129 / 0.121, 2mm 0.166 / 0.158, gemm 0.149
   * / 0.149; at EXTRALARGE (several waves) trmm 0.448 / 0.526.  Not for
   * two reductions (symm at LARGE: 0.162 / 0.183).  The band's extents
   * are those of the arrays its points index with its iterators; unknown
   * (pointers of run-time sizes), the tiles stay. */
  bool rect = nred == 1;
  for (int d = 0; rect && d < 2; d++)
    rect &= !pass_gpu_bound_uses(&red[0]->lb, k->band[d]->iter) &&
            !pass_gpu_bound_uses(&red[0]->ub, k->band[d]->iter);
  if (mma && nred == 1 && known) {
    long tiles = ((ext[0] + tile[0] - 1) / tile[0]) * ((ext[1] + tile[1] - 1) / tile[1]);
    long per_sm = lim->regs_per_block / (regs * threads[0] * threads[1]);
    if (tiles < lim->sms * per_sm) {
      /* Where the narrower tiles still give every multiprocessor one, a
       * reduction over a rectangle takes 32 steps at a time: LARGE, kernel
       * ms, 16 / 32 steps: syrk 0.119 / 0.081, gemm 0.158 / 0.143, syr2k
       * 0.162 / 0.146, 2mm 0.158 / 0.165; trmm's triangle 0.110 / 0.117;
       * at EXTRALARGE (several waves) 32 lost everywhere (gemm 0.692 /
       * 0.731, syr2k 0.779 / 1.02). */
      bool longer = rect && 2 * tiles >= lim->sms && tile[2] == 16;
      diag_remark(k->loc,
                  "kernel '%s': tiles of %d x %d points%s: %d x %d ones would make %ld blocks, "
                  "fewer than one wave of %ld (%d multiprocessors of sm_%d, %ld blocks each)",
                  k->name, tile[1], tile[0] / 2,
                  longer ? ir_printf(", 32 steps of '%s' at a time", red[0]->iter->name) : "",
                  tile[1], tile[0], tiles, lim->sms * per_sm, lim->sms, lim->sm, per_sm);
      per[0] /= 2;
      tile[0] /= 2;
      regs = thread_regs(words, per);
      if (longer)
        tile[2] = 32;
    }
  }
  /* Sizes known only at run time, a reduction over a rectangle whose one
   * product has two factors alone (C += A * B): 32 steps at a time too.
   * Kernel ms, 16 / 32 steps, same lease, H200: the double matmul at 2048
   * 0.47 / 0.43, 2600 0.90 / 0.84, 4096 3.29 / 3.09; the lecture matmul
   * (float tiles) at 4096 2.81 / 2.72.  Not where the sizes are constants
   * (ptxas then gives such kernels about 182 registers against 130 to
   * 156, two blocks per multiprocessor instead of three), nor with a
   * third factor; 32 lost at EXTRALARGE: 3mm 1.131 / 1.258, 2mm 0.763 /
   * 0.791, gemm (alpha * A * B) 0.685 / 0.731 (0.705 held to 168
   * registers by __launch_bounds__), syr2k 0.775 / 1.025.  Sums of
   * doubles there also take tiles twice as high, 128 x 64, 4 x 16 points
   * per thread (each warp 32 rows: its fragments of B serve twice the
   * rows, a quarter fewer shared loads per step; ptxas: about 220 to 254
   * registers, two blocks per multiprocessor): 3.18 -> 2.91 (2048: 0.443
   * -> 0.420) for the double matmul, 2.73 -> 2.66 (2048: 0.407 -> 0.373)
   * for the lecture matmul (float tiles, double sums); with 16 steps 3.08
   * and 2.79.  They lose where the sizes leave partial tiles: the double
   * matmul at 2600, 0.841 with 64 x 64 tiles of 32 steps, 0.89 so (at 2048
   * 0.432 / 0.415; a choice at run time would take both).  Not with
   * constant sizes: at EXTRALARGE such tiles of 16
   * steps lost everywhere (ptxas: 218 to 255 registers; 64 x 64 / 128 x
   * 64: gemm 0.688 / 0.792, 2mm 0.766 / 0.803, 3mm 1.140 / 1.270, syrk
   * 0.418 / 0.490, syr2k 0.776 / 0.895).  More warps lose: ncu puts the
   * 128 x 64 form (254 registers, 8 warps per multiprocessor) at 72% SM
   * throughput with 0.38 eligible warps per scheduler, but the double
   * matmul at 4096 / 2048 / 2600 takes 2.93 / 0.421 / 0.896 ms so, 3.08 /
   * 0.450 / 0.917 with 2 x 16 points per thread (8 warps a block, 128
   * registers, 16 warps per multiprocessor), 3.23 with 256 x 64 tiles,
   * 3.81 with 128 x 32 (2 x 8 points), 3.73 with 256 x 32 (4 x 8): a
   * warp's larger share of the tile (fewer shared loads per product)
   * counts for more than the warps that hide latency. */
  /* Sums of floats there (--allow-tf32) take tiles of 128 x 128, 4 x 32
   * points per thread (a warp 32 rows x 128 columns; ptxas: 221
   * registers, two blocks per multiprocessor): the float matmul at 4096
   * 1.98 -> 1.30 ms, 2600 0.588 -> 0.476 (H200; 128 x 64 of 4 x 16:
   * 1.52 at 4096). */
  if (mma && rect && !known && factors == 2 && tile[2] == 16) {
    bool high = words == 2, wide = words == 1;
    diag_remark(k->loc,
                "kernel '%s': %s32 steps of '%s' at a time (a product of two factors, sizes known "
                "at run time)",
                k->name,
                high   ? "tiles of 128 x 64 points (4 x 16 per thread), "
                : wide ? "tiles of 128 x 128 points (4 x 32 per thread), "
                       : "",
                red[0]->iter->name);
    tile[2] = 32;
    if (high || wide) {
      per[1] *= 2;
      tile[1] *= 2;
    }
    if (wide) {
      per[0] *= 2;
      tile[0] *= 2;
    }
    regs = thread_regs(words, per);
  }
  /* Fewer than two blocks of 16 x 16 would fit the registers of a
   * multiprocessor (as many as a block may have): blocks of 16 x 8 and
   * tiles half as high, so that a multiprocessor keeps several blocks and
   * the last wave of blocks is short (symm at LARGE: 0.44 ms of kernels
   * with 16 x 16 blocks, 0.31 ms so, H200). */
  if (!asked && !floats && 2 * regs * threads[0] * threads[1] > lim->regs_per_block) {
    threads[1] /= 2;
    tile[1] /= 2;
  }
  /* The target's limits: shared memory for the tiles (rows padded by one
   * element, as promote lays them out; each reduction loop its own), and
   * the registers. */
  long bytes = 0;
  for (int r = 0; r < nred; r++)
    for (int s = 0; s < staged[r].n; s++) /* [steps][points], rows padded */
      bytes += (long)tile[2] * (tile[axis[r][s]] + 1) * ir_type_bytes(type[r][s]);
  long nthreads = (long)threads[0] * threads[1];
  long regs_limit = lim->regs_per_block / nthreads;
  if (regs_limit > lim->regs_per_thread)
    regs_limit = lim->regs_per_thread;
  const char *why = NULL;
  if (bytes > pass_gpu_smem_limit(ctx))
    why = ir_printf("its tiles of loop%s %s (%d x %d and %d steps) would need %ld bytes (rows "
                    "padded by one element) of shared memory per block, more than the %ld sm_%d "
                    "allows",
                    nred > 1 ? "s" : "", loop_names(red, nred), tile[0], tile[1], tile[2], bytes,
                    pass_gpu_smem_limit(ctx), lim->sm);
  else if (regs > regs_limit)
    why = ir_printf("each thread's %d x %d points would need about %ld registers, more than the "
                    "%ld sm_%d allows a thread of a %ld-thread block",
                    per[0], per[1], regs, regs_limit, lim->sm, nthreads);
  if (why) {
    if (asked)
      diag_error(red[0]->loc,
                 "kernel '%s' cannot have the shared-memory shape asked for (--block, "
                 "--tile-sizes): %s; ask for a smaller one, or for --no-shared-memory",
                 k->name, why);
    else
      diag_remark(red[0]->loc, "kernel '%s': no shared-memory staging: %s", k->name, why);
    return false;
  }
  set_shape(k, tile, per, plan);
  plan->mma = mma;
  plan->grouped = floats;
  plan->stages = stages;
  plan->nred = nred;
  plan->red_step = tile[2];
  for (int r = 0; r < nred; r++) {
    plan->red[r] = red[r];
    for (int s = 0; s < staged[r].n; s++) {
      const struct ir_array *a = ((struct ir_access *)staged[r].v[s])->array;
      bool seen = false;
      for (int t = 0; t < plan->staged[r].n; t++)
        seen |= strcmp(plan->staged[r].v[t], a->name) == 0;
      if (seen)
        continue;
      ir_vec_push(&plan->staged[r], (void *)a->name);
      /* (on the tensor cores, where the fills can be asynchronous: the
       * lecture matmul's float data, 5.55 -> 4.10 ms at 4096 on the H200) */
      bool narrow = mma && !ctx->opencl && lim->sm >= 80 &&
                    type[r][s].base != a->elem.base && ir_type_is_float(a->elem);
      ir_vec_push(&plan->words[r],
                  narrow ? ir_printf("shared:%s", ir_type_name(a->elem)) : (void *)"shared");
    }
  }
  return true;
}
