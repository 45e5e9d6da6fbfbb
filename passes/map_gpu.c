/* map_gpu.c - the map-gpu pass: turns the loop nests of a region into
 * GPU kernels launched from host code (--emit=cuda).
 *
 * For each nest, outermost first: a band of up to three perfectly nested
 * loops that the dependence analysis proves parallel (given the loops
 * around them) becomes a kernel with one thread per point of the band
 * (an IR_KERNEL node whose body is the band's loops mapped to blocks and
 * threads around a guard that tests the bounds, struct ir_kernel);
 * the loop that indexes the last (contiguous) subscript of most accesses
 * goes to threadIdx.x so that a warp's accesses coalesce.  Loops that
 * carry dependences stay sequential: inside the thread when they are
 * below the band (a reduction such as matmul's 'k'), on the host around
 * the launches when they are above it (a time loop such as jacobi-2d's
 * 't').  Code with no parallel loop at all runs as a one-thread kernel,
 * so that the data can stay on the device for the whole region.
 *
 * Every decision gets a remark.  A region whose arrays' sizes are not
 * all known, or that writes a scalar outside a kernel, stays host code
 * (the pass manager turns the reason into a warning).  The shape of the
 * shared-memory form follows --block and --tile-sizes within the limits
 * of --arch (the table below). */
#include "passes.h"

#include <string.h>

struct mapper {
  struct pass_ctx *ctx;
  struct dep_info *deps;
  int nkernels;
  bool failed;
  int block[3]; /* requested block shape (--block), 0 = default */
  int tile[3];  /* requested shared-memory tile (--tile-sizes), 0 = default */
  bool no_shared; /* --no-shared-memory */
  const struct pass_gpu_limits *limits; /* --arch */
};

/* Per compute capability: static shared memory per block (48 KiB on
 * every architecture; more needs dynamic shared memory, which tilec's
 * kernels do not use), the opt-in maximum, registers per block and per
 * thread, threads per block. */
static const struct pass_gpu_limits gpu_limits[] = {
    {50, 48 << 10, 48 << 10, 64 << 10, 255, 1024},  {52, 48 << 10, 48 << 10, 64 << 10, 255, 1024},
    {53, 48 << 10, 48 << 10, 32 << 10, 255, 1024},  {60, 48 << 10, 48 << 10, 64 << 10, 255, 1024},
    {61, 48 << 10, 48 << 10, 64 << 10, 255, 1024},  {62, 48 << 10, 48 << 10, 32 << 10, 255, 1024},
    {70, 48 << 10, 96 << 10, 64 << 10, 255, 1024},  {72, 48 << 10, 96 << 10, 64 << 10, 255, 1024},
    {75, 48 << 10, 64 << 10, 64 << 10, 255, 1024},  {80, 48 << 10, 163 << 10, 64 << 10, 255, 1024},
    {86, 48 << 10, 99 << 10, 64 << 10, 255, 1024},  {87, 48 << 10, 163 << 10, 64 << 10, 255, 1024},
    {89, 48 << 10, 99 << 10, 64 << 10, 255, 1024},  {90, 48 << 10, 227 << 10, 64 << 10, 255, 1024},
    {100, 48 << 10, 227 << 10, 64 << 10, 255, 1024}, {120, 48 << 10, 99 << 10, 64 << 10, 255, 1024},
};

const struct pass_gpu_limits *pass_gpu_limits(int sm) {
  for (size_t i = 0; i < sizeof gpu_limits / sizeof gpu_limits[0]; i++)
    if (gpu_limits[i].sm == sm)
      return &gpu_limits[i];
  return NULL;
}

const char *pass_gpu_arch_list(void) {
  struct ir_buf b = {0};
  for (size_t i = 0; i < sizeof gpu_limits / sizeof gpu_limits[0]; i++)
    ir_buf_printf(&b, "%ssm_%d", i ? ", " : "", gpu_limits[i].sm);
  return b.s;
}

static void collect(struct ir_node *n, void *data) { ir_vec_push(data, n); }

/* N and every node below it (not N's later siblings). */
static struct ir_vec subtree(struct ir_node *n) {
  struct ir_vec nodes = {0};
  struct ir_node *saved = n->next;
  n->next = NULL;
  ir_walk(n, collect, &nodes);
  n->next = saved;
  return nodes;
}

/* Does the subtree of N hold a loop that is parallel? */
static bool has_parallel_loop(struct mapper *m, struct ir_node *n) {
  struct ir_vec nodes = subtree(n);
  for (int k = 0; k < nodes.n; k++) {
    struct ir_node *l = nodes.v[k];
    if (l->kind == IR_LOOP && dep_loop_is_parallel(m->deps, l, false, NULL))
      return true;
  }
  return false;
}

static bool bound_uses(const struct ir_bound *b, const struct ir_var *v) {
  for (int k = 0; k < b->n; k++)
    if (ir_aff_uses(b->parts[k], v))
      return true;
  return false;
}

/* Scalars written in the subtree of N that are declared outside it: a
 * kernel cannot write them (each thread would have its own copy). */
static struct ir_var *outer_scalar_write(struct ir_node *n) {
  struct ir_vec nodes = subtree(n);
  for (int k = 0; k < nodes.n; k++) {
    struct ir_node *s = nodes.v[k];
    if (s->kind != IR_STMT || s->stmt->kind != IR_S_ASSIGN || s->stmt->lhs->kind != IR_E_VAR)
      continue;
    struct ir_var *v = s->stmt->lhs->var;
    bool inside = false;
    for (int j = 0; j < nodes.n; j++) {
      struct ir_node *d = nodes.v[j];
      inside |= d->kind == IR_STMT && d->stmt->kind == IR_S_DECL && d->stmt->decl == v;
    }
    if (!inside)
      return v;
  }
  return NULL;
}

/* How many accesses in the subtree of BODY use iterator V in their last
 * subscript with coefficient +-1: the loop with most goes to x. */
static int contiguous_uses(struct ir_node *body, const struct ir_var *v) {
  struct ir_vec nodes = {0};
  ir_walk(body, collect, &nodes);
  int count = 0;
  for (int k = 0; k < nodes.n; k++) {
    struct ir_node *s = nodes.v[k];
    if (s->kind != IR_STMT)
      continue;
    for (int a = 0; a < s->stmt->accesses.n; a++) {
      struct ir_access *acc = s->stmt->accesses.v[a];
      struct ir_aff *last = acc->aff[acc->ndim - 1];
      long c = last ? ir_aff_coef(last, v) : 0;
      count += c == 1 || c == -1;
    }
  }
  return count;
}

static void add_unique(struct ir_vec *v, void *p) {
  for (int k = 0; k < v->n; k++)
    if (v->v[k] == p)
      return;
  ir_vec_push(v, p);
}

static void aff_vars(const struct ir_aff *a, struct ir_vec *vars) {
  for (int k = 0; a && k < a->nterms; k++)
    add_unique(vars, a->terms[k].var);
}

static void expr_uses(const struct ir_expr *e, struct ir_vec *arrays, struct ir_vec *vars) {
  if (!e)
    return;
  if (e->kind == IR_E_VAR)
    add_unique(vars, e->var);
  if (e->kind == IR_E_ACCESS) {
    add_unique(arrays, e->acc->array);
    for (int d = 0; d < e->acc->ndim; d++)
      expr_uses(e->acc->index[d], arrays, vars);
    for (int d = 1; d < e->acc->array->ndim; d++)
      aff_vars(e->acc->array->extents[d], vars);
  }
  for (int k = 0; k < e->nargs; k++)
    expr_uses(e->args[k], arrays, vars);
  expr_uses(e->a, arrays, vars);
  expr_uses(e->b, arrays, vars);
  expr_uses(e->c, arrays, vars);
}

/* The arrays and the values a kernel needs: everything its body and its
 * band's bounds use, less the variables the body declares and the band
 * iterators (computed from the thread's index). */
static void kernel_uses(struct ir_kernel *k) {
  struct ir_vec nodes = {0}, vars = {0}, declared = {0};
  ir_walk(k->body, collect, &nodes);
  for (int i = 0; i < nodes.n; i++) {
    struct ir_node *n = nodes.v[i];
    if (n->kind == IR_LOOP) {
      add_unique(&declared, n->iter);
      for (int p = 0; p < n->lb.n; p++)
        aff_vars(n->lb.parts[p], &vars);
      for (int p = 0; p < n->ub.n; p++)
        aff_vars(n->ub.parts[p], &vars);
    } else if (n->kind == IR_IF) {
      expr_uses(n->cond, &k->arrays, &vars);
    } else if (n->kind == IR_STMT) {
      if (n->stmt->kind == IR_S_DECL)
        add_unique(&declared, n->stmt->decl);
      expr_uses(n->stmt->lhs, &k->arrays, &vars);
      expr_uses(n->stmt->rhs, &k->arrays, &vars);
      expr_uses(n->stmt->guard, &k->arrays, &vars);
    }
  }
  for (int d = 0; d < k->ndims; d++) {
    add_unique(&declared, k->band[d]->iter);
    for (int p = 0; p < k->band[d]->lb.n; p++)
      aff_vars(k->band[d]->lb.parts[p], &vars);
    for (int p = 0; p < k->band[d]->ub.n; p++)
      aff_vars(k->band[d]->ub.parts[p], &vars);
  }
  for (int i = 0; i < vars.n; i++) {
    bool skip = false;
    for (int j = 0; j < declared.n; j++)
      skip |= declared.v[j] == vars.v[i];
    if (!skip)
      ir_vec_push(&k->scalars, vars.v[i]);
  }
}

/* Is every dimension of access A's subscript either the band iterator
 * V, the reduction iterator K, or free of both (and of other iterators
 * of the kernel), with V and K each used exactly once with coefficient
 * 1?  That is an operand a block can stage as a 2-D tile. */
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
      } else if (w->kind == IR_VAR_ITER) {
        for (int b = 0; b < ker->ndims; b++)
          if (ker->band[b]->iter == w)
            return false;
      }
    }
  }
  return seen_v == 1 && seen_k == 1;
}

/* Recognise the shared-memory form (see struct ir_kernel): a 2-D band
 * over a body of statements around one loop RED with unit step whose
 * bounds do not depend on the band, whose body holds only statements
 * that write no array, and in which every array access is a tile
 * operand (M[i][k], N[k][j]).  Then the block stages the operands in
 * shared memory, and each thread computes PER[0] x PER[1] points. */
static bool has_guarded_stmt(struct ir_node *body) {
  struct ir_vec nodes = {0};
  if (body)
    ir_walk(body, collect, &nodes);
  for (int i = 0; i < nodes.n; i++) {
    const struct ir_node *n = nodes.v[i];
    if (n->kind == IR_STMT && n->stmt->guard)
      return true;
  }
  return false;
}

/* Elements added to each row of a shared tile.  The fill loops store a
 * column of the tile per warp when the operand's contiguous subscript is
 * the reduction's (M[i][k]): with rows of 64 elements every thread of the
 * warp hits the same bank; one more element per row spreads them over
 * all banks (ncu: 88% of matmul's shared stores conflicted; the kernel
 * got 1.36x faster on the H100, issue 11). */
#define TILE_PAD 1

static void find_tiled_form(struct mapper *m, struct ir_kernel *k) {
  /* (statements under a data-dependent if keep the simple form) */
  if (k->ndims != 2 || k->box[0] || k->box[1] || has_guarded_stmt(k->body))
    return;
  struct ir_node *points = k->body, *guard = k->body;
  while (guard && guard->next && guard->kind == IR_STMT)
    guard = guard->next;
  if (guard && !guard->next && guard->kind == IR_IF && !guard->else_body) {
    struct ir_vec arrays = {0}, vars = {0};
    expr_uses(guard->cond, &arrays, &vars);
    for (int v = 0; v < vars.n; v++)
      if (vars.v[v] == k->band[0]->iter || vars.v[v] == k->band[1]->iter)
        return;
    points = guard->then_body;
  } else {
    guard = NULL;
  }
  struct ir_node *red = NULL;
  for (struct ir_node *n = points; n; n = n->next) {
    if (n->kind == IR_LOOP) {
      if (red)
        return;
      red = n;
    } else if (n->kind != IR_STMT) {
      return;
    }
  }
  if (!red || red->step != 1)
    return;
  for (int d = 0; d < 2; d++) {
    if (k->band[d]->step != 1 || bound_uses(&red->lb, k->band[d]->iter) ||
        bound_uses(&red->ub, k->band[d]->iter))
      return;
  }
  int nstaged = 0;
  for (struct ir_node *n = red->body; n; n = n->next) {
    if (n->kind != IR_STMT)
      return;
    struct ir_stmt *st = n->stmt;
    for (int a = 0; a < st->accesses.n; a++) {
      struct ir_access *acc = st->accesses.v[a];
      if (acc->is_write)
        return;
      int axis = stageable(acc, k->band[0]->iter, red->iter, k)   ? 0
                 : stageable(acc, k->band[1]->iter, red->iter, k) ? 1
                                                                  : -1;
      if (axis < 0)
        return;
      /* One staged access per array: others must read the same element. */
      bool dup = false;
      for (int s = 0; s < k->staged.n; s++) {
        struct ir_access *o = k->staged.v[s];
        if (o->array != acc->array)
          continue;
        bool same = o->ndim == acc->ndim;
        for (int d = 0; same && d < acc->ndim; d++)
          same = ir_aff_equal(o->aff[d], acc->aff[d]);
        if (!same)
          return;
        dup = true;
      }
      if (dup)
        continue;
      if (nstaged == 8)
        return;
      /* The tile holds the type its uses convert to when every use
       * initialises a wider floating-point local (double a = M[i][k]). */
      struct ir_type t = acc->array->elem;
      if (st->kind == IR_S_DECL && st->rhs && st->rhs->kind == IR_E_ACCESS && st->rhs->acc == acc &&
          ir_type_is_float(st->decl->type) && ir_type_is_float(t) && st->decl->type.base > t.base)
        t = st->decl->type;
      k->axis[nstaged] = axis;
      k->staged_type[nstaged] = t;
      ir_vec_push(&k->staged, acc);
      nstaged++;
    }
  }
  if (!nstaged)
    return;
  /* The shape: --block and --tile-sizes where given (the driver checked
   * that each tile size is a multiple of the block's), else 16 x 16
   * threads, each computing 4 x 4 points, and 16 steps of RED at a time. */
  bool asked = m->block[0] || m->tile[0] || m->tile[1] || m->tile[2];
  int block[2], tile[3], per[2];
  for (int d = 0; d < 2; d++) {
    block[d] = m->block[0] ? (m->block[d] ? m->block[d] : 1) : 16;
    tile[d] = m->tile[d] ? m->tile[d] : 4 * block[d];
    per[d] = tile[d] / block[d];
  }
  tile[2] = m->tile[2] ? m->tile[2] : 16;
  /* The target's limits: shared memory for the tiles, registers for the
   * thread's PER[0] x PER[1] copies of each scalar declared before RED
   * (an estimate: 2 registers for 8-byte values, plus 32 for indices and
   * addresses). */
  const struct pass_gpu_limits *lim = m->limits;
  long bytes = 0;
  for (int s = 0; s < nstaged; s++)
    bytes += (long)tile[2] * (tile[k->axis[s]] + TILE_PAD) *
             (k->staged_type[s].base >= IR_T_DOUBLE ? 8 : 4);
  long words = 0;
  for (struct ir_node *n = guard ? k->body : points; n && n != red;
       n = n == guard ? points : n->next)
    if (n != guard && n->stmt->kind == IR_S_DECL) {
      enum ir_base b = n->stmt->decl->type.base;
      words += b == IR_T_LONG || b == IR_T_LLONG || b >= IR_T_DOUBLE ? 2 : 1;
    }
  long threads = (long)block[0] * block[1];
  long regs = 32 + words * per[0] * per[1];
  long regs_limit = lim->regs_per_block / threads;
  if (regs_limit > lim->regs_per_thread)
    regs_limit = lim->regs_per_thread;
  const char *why = NULL;
  if (bytes > lim->smem_static)
    why = ir_printf("its tiles of loop '%s' (%d x %d and %d steps) would need %ld bytes (rows "
                    "padded by one element) of shared memory per block, more than the %ld sm_%d "
                    "allows", red->iter->name, tile[0],
                    tile[1], tile[2], bytes, lim->smem_static, lim->sm);
  else if (regs > regs_limit)
    why = ir_printf("each thread's %d x %d points would need about %ld registers, more than the "
                    "%ld sm_%d allows a thread of a %ld-thread block", per[0], per[1], regs,
                    regs_limit, lim->sm, threads);
  if (why) {
    k->staged.n = 0;
    if (asked)
      diag_error(red->loc, "kernel '%s' cannot have the shared-memory shape asked for (--block, "
                 "--tile-sizes): %s; ask for a smaller one, or for --no-shared-memory",
                 k->name, why);
    else
      diag_remark(red->loc, "kernel '%s': no shared-memory staging: %s", k->name, why);
    return;
  }
  k->red = red;
  k->points = points;
  k->guard = guard;
  for (int d = 0; d < 2; d++) {
    k->block[d] = block[d];
    k->per[d] = per[d];
    k->tile[d] = tile[d];
  }
  k->tile[2] = tile[2];
  m->ctx->nshared++;
}

/* Make node N (a loop, or a statement) a kernel launch: BAND (outermost
 * first, may be empty) becomes the grid, the rest the thread's code. */
/* The least (WANT_MAX: greatest) value of A over the box where each
 * iterator of BAND[0..N-1] lies in [LO[d], HI[d]] (affine forms in
 * parameters): interval arithmetic, exact for one term per iterator. */
static struct ir_aff *box_extreme(const struct ir_aff *a, struct ir_node **band,
                                  struct ir_aff **lo, struct ir_aff **hi, int n, bool want_max) {
  struct ir_aff *r = (struct ir_aff *)a;
  for (int d = 0; d < n; d++) {
    long c = ir_aff_coef(r, band[d]->iter);
    if (!c)
      continue;
    struct ir_aff *at = (c > 0) == want_max ? hi[d] : lo[d];
    r = ir_aff_add(ir_aff_sub(r, ir_aff_scale(ir_aff_var(band[d]->iter), c)), ir_aff_scale(at, c));
  }
  return r;
}

/* For each loop of BAND (outermost first) whose bounds use outer band
 * iterators: BOX[d], a copy of its header whose bounds hold the loop's
 * values over the whole band (NULL for a loop whose bounds do not).  A
 * lower bound max(p, q) is at least p, an upper bound min(p, q) at most p,
 * so the first part of each bound is enough for a box that contains the
 * band. */
static void band_boxes(struct ir_node **band, int nband, struct ir_node **box) {
  struct ir_aff *lo[3], *hi[3];
  for (int d = 0; d < nband; d++) {
    struct ir_node *l = band[d];
    lo[d] = box_extreme(l->lb.parts[0], band, lo, hi, d, false);
    hi[d] = box_extreme(l->ub.parts[0], band, lo, hi, d, true);
    box[d] = NULL;
    bool inner = false;
    for (int e = 0; e < d; e++)
      inner |= bound_uses(&l->lb, band[e]->iter) || bound_uses(&l->ub, band[e]->iter);
    if (!inner)
      continue;
    box[d] = ir_alloc(sizeof *box[d]);
    *box[d] = *l;
    box[d]->lb = (struct ir_bound){1, ir_alloc(sizeof(struct ir_aff *))};
    box[d]->ub = (struct ir_bound){1, ir_alloc(sizeof(struct ir_aff *))};
    box[d]->lb.parts[0] = lo[d];
    box[d]->ub.parts[0] = hi[d];
  }
}

static const struct ir_type int_type = {.base = IR_T_INT};

/* "ITER OP A" (OP one of IR_OP_LE, IR_OP_GE) as an expression of the
 * guard. */
static struct ir_expr *compare(struct ir_var *iter, int op, const struct ir_aff *a,
                               struct ir_loc loc) {
  struct ir_expr *v = ir_expr_new(IR_E_VAR, loc);
  v->var = iter;
  v->type = iter->type;
  return ir_expr_binary(op, v, ir_expr_from_aff(a, iter->type, loc), int_type);
}

/* The simple form of kernel K (struct ir_kernel): its body becomes the
 * band's loops mapped to blocks and threads, x outermost, over the
 * bounds the grid covers (BOX where the band is triangular), around a
 * guard that tests the end each band loop runs towards and, for a loop
 * of the bounding box, its exact lower bounds too. */
static void map_band(struct ir_kernel *k) {
  struct ir_expr *cond = NULL;
  for (int d = 0; d < k->ndims; d++) {
    struct ir_node *l = k->band[d];
    bool up = l->step > 0;
    const struct ir_bound *end = up ? &l->ub : &l->lb;
    for (int p = 0; p < end->n + (k->box[d] ? l->lb.n : 0); p++) {
      struct ir_expr *c = p < end->n ? compare(l->iter, up ? IR_OP_LE : IR_OP_GE, end->parts[p],
                                               k->loc)
                                     : compare(l->iter, IR_OP_GE, l->lb.parts[p - end->n], k->loc);
      cond = cond ? ir_expr_binary(IR_OP_AND, cond, c, int_type) : c;
    }
  }
  struct ir_node *guard = ir_node_new(IR_IF, k->loc);
  guard->cond = cond;
  guard->guard = true;
  guard->then_body = k->body;
  for (struct ir_node *c = k->body; c; c = c->next)
    c->parent = guard;
  struct ir_node *inner = guard;
  for (int d = k->ndims - 1; d >= 0; d--) {
    struct ir_node *l = ir_node_new(IR_LOOP, k->band[d]->loc);
    *l = *(k->box[d] ? k->box[d] : k->band[d]);
    l->next = NULL;
    l->parent = NULL;
    l->iter_declared = true; /* each thread declares its own */
    l->map = IR_MAP_BLOCK_THREAD;
    l->map_dim = d;
    l->body = inner;
    inner->parent = l;
    inner = l;
  }
  k->body = inner;
}

/* The code below the band of a kernel in the simple form: inside its
 * mapped loops and their guard. */
static struct ir_node *below_band(const struct ir_kernel *k) {
  struct ir_node *n = k->body;
  while (n && n->kind == IR_LOOP && n->map != IR_MAP_NONE)
    n = n->body;
  return k->ndims && !k->red ? n->then_body : n;
}

static void make_kernel(struct mapper *m, struct ir_node *n, struct ir_node **band, int nband) {
  struct ir_kernel *k = ir_alloc(sizeof *k);
  k->id = m->nkernels++;
  /* FUNC_kernelN with the first N from the kernel's number on that no
   * name of the file and no other kernel uses. */
  struct ir_region *r = m->ctx->region;
  for (int id = k->id; !k->name; id++) {
    const char *name = ir_printf("%s_kernel%d", r->func, id);
    if (!ir_region_name_taken(r, name))
      k->name = name;
  }
  ir_vec_push(&r->taken_names, (void *)k->name);
  k->loc = n->loc;
  k->ndims = nband;
  struct ir_node *inner = nband ? band[nband - 1] : NULL;
  k->body = inner ? inner->body : ir_clone_list(n, NULL, NULL);
  if (!inner) {
    /* The clone shares nothing with N but N's next pointer was copied
     * only for its first node: cut it to N alone. */
    k->body->next = NULL;
  }
  for (struct ir_node *c = k->body; c; c = c->next)
    c->parent = NULL;
  /* x is the loop with most contiguous accesses (ties: the innermost),
   * then y, z outward. */
  int order[3] = {0, 1, 2};
  if (nband > 0) {
    int best = nband - 1, best_uses = -1;
    for (int d = nband - 1; d >= 0; d--) {
      int u = contiguous_uses(inner->body, band[d]->iter);
      if (u > best_uses) {
        best_uses = u;
        best = d;
      }
    }
    int pos = 0;
    order[pos++] = best;
    for (int d = nband - 1; d >= 0; d--)
      if (d != best)
        order[pos++] = d;
  }
  static const int defaults[4][3] = {{1, 1, 1}, {256, 1, 1}, {32, 8, 1}, {32, 4, 2}};
  struct ir_node *box[3] = {NULL, NULL, NULL};
  band_boxes(band, nband, box);
  for (int d = 0; d < nband; d++) {
    k->band[d] = band[order[d]];
    k->box[d] = box[order[d]];
    /* --block=256 on a 2-D band: 256 x 1 threads. */
    k->block[d] = m->block[0] ? (m->block[d] ? m->block[d] : 1) : defaults[nband][d];
  }
  kernel_uses(k);
  if (!m->no_shared)
    find_tiled_form(m, k);
  k->flexible = nband == 1 && !m->block[0] && !k->red;
  if (nband && !k->red)
    map_band(k);
  struct ir_node *launch = ir_node_new(IR_KERNEL, n->loc);
  launch->kernel = k;
  launch->parent = n->parent;
  launch->next = n->next;
  /* Replace N by the launch in its parent's list. */
  *ir_node_slot(m->ctx->region, n) = launch;
  static const char dims[] = "xyz";
  if (nband == 0) {
    diag_remark(n->loc, "kernel '%s' runs this code in one GPU thread: no loop in it is parallel",
                k->name);
  } else {
    struct ir_buf b = {0};
    for (int d = 0; d < nband; d++)
      ir_buf_printf(&b, "%s'%s' -> %c", d ? ", " : "", k->band[d]->iter->name, dims[d]);
    diag_remark(n->loc, "kernel '%s': parallel loops mapped to blocks and threads: %s", k->name,
                b.s);
    if (k->red) {
      struct ir_buf st = {0};
      for (int s = 0; s < k->staged.n; s++)
        ir_buf_printf(&st, "%s'%s'", s ? ", " : "", ((struct ir_access *)k->staged.v[s])->array->name);
      diag_remark(k->red->loc, "kernel '%s': loop '%s' steps %d at a time through tiles of %s in "
                  "shared memory; each block computes %d x %d points, each thread %d x %d",
                  k->name, k->red->iter->name, k->tile[2], st.s, k->tile[1], k->tile[0], k->per[1],
                  k->per[0]);
    }
  }
}

/* Map the sibling list starting at FIRST. */
static void map_list(struct mapper *m, struct ir_node *first) {
  for (struct ir_node *n = first, *next; n && !m->failed; n = next) {
    next = n->next;
    if (n->kind == IR_IF) {
      map_list(m, n->then_body);
      map_list(m, n->else_body);
      continue;
    }
    if (n->kind == IR_STMT) {
      if (n->stmt->kind == IR_S_DECL || (n->stmt->lhs->kind == IR_E_VAR)) {
        pass_refuse(m->ctx, n->loc, "the scalar '%s' is set outside a loop nest",
                    n->stmt->kind == IR_S_DECL ? n->stmt->decl->name : n->stmt->lhs->var->name);
        m->failed = true;
        return;
      }
      make_kernel(m, n, NULL, 0);
      continue;
    }
    if (n->kind != IR_LOOP)
      continue;
    /* The band: perfectly nested parallel loops.  Bounds that use outer
     * band iterators (j <= i) need unit steps: the grid covers the band's
     * bounding box and each thread tests the exact bounds. */
    struct ir_node *band[3];
    int nband = 0;
    for (struct ir_node *l = n; l && l->kind == IR_LOOP && nband < 3;) {
      if (!dep_loop_is_parallel(m->deps, l, false, NULL))
        break;
      bool box = true;
      for (int d = 0; d < nband; d++)
        box &= !bound_uses(&l->lb, band[d]->iter) && !bound_uses(&l->ub, band[d]->iter);
      bool unit = l->step == 1;
      for (int d = 0; d < nband; d++)
        unit &= band[d]->step == 1;
      if (!box && !unit)
        break;
      band[nband++] = l;
      if (!l->body || l->body->next || l->body->kind != IR_LOOP)
        break;
      l = l->body;
    }
    if (nband > 0) {
      struct ir_var *v = outer_scalar_write(band[nband - 1]);
      if (v) {
        pass_refuse(m->ctx, n->loc, "the parallel loop '%s' writes the scalar '%s' declared "
                    "outside it", n->iter->name, v->name);
        m->failed = true;
        return;
      }
      make_kernel(m, n, band, nband);
    } else if (has_parallel_loop(m, n)) {
      struct dep *why = NULL;
      dep_loop_is_parallel(m->deps, n, false, &why);
      diag_remark(n->loc, "loop '%s' stays on the host around the kernels: it carries %s",
                  n->iter->name, why ? dep_str(why) : "a dependence");
      map_list(m, n->body);
    } else {
      struct ir_var *v = outer_scalar_write(n);
      if (v) {
        pass_refuse(m->ctx, n->loc, "a sequential nest writes the scalar '%s' declared outside it",
                    v->name);
        m->failed = true;
        return;
      }
      make_kernel(m, n, NULL, 0);
    }
  }
}

/* ---------------------------------------------------------------- the shared-memory form as IR */

/* Building the body of a kernel in the shared-memory form (struct
 * ir_kernel): the names and arrays it introduces. */
struct stager {
  struct pass_ctx *ctx;
  struct ir_kernel *k;
  struct ir_var *first[3]; /* the block's first point (x, y), the step's first iteration */
  struct ir_var *thread[2]; /* the thread's offset in the block (x, y) */
  struct ir_var *sub[2];    /* the thread's point (x, y) */
  struct ir_var *load;      /* the element a thread fills, in every fill loop */
  struct ir_array *tile[8]; /* per staged access */
  struct ir_vec per_point;  /* struct ir_var *: scalars declared before RED */
  struct ir_vec regs;       /* struct ir_array *: their register arrays */
};

/* A new iterator of the region, named after BASE. */
static struct ir_var *new_iter(struct stager *s, const char *base, struct ir_type type) {
  struct ir_var *v = ir_var_new(s->ctx->region, pass_fresh_name(s->ctx, base), IR_VAR_ITER, type,
                                s->k->loc);
  v->local = true;
  return v;
}

static struct ir_bound one_bound(struct ir_aff *a) {
  struct ir_bound b = {1, ir_alloc(sizeof(struct ir_aff *))};
  b.parts[0] = a;
  return b;
}

/* for (ITER = LB; ITER <= UB; ITER += STEP) around BODY, declaring ITER. */
static struct ir_node *new_loop(struct stager *s, struct ir_var *iter, struct ir_bound lb,
                                struct ir_bound ub, long step, struct ir_node *body) {
  struct ir_node *l = ir_node_new(IR_LOOP, s->k->loc);
  *l = (struct ir_node){.kind = IR_LOOP, .loc = s->k->loc, .iter = iter, .label = iter->name,
                        .lb = lb, .ub = ub, .step = step, .iter_declared = true, .body = body};
  for (struct ir_node *c = body; c; c = c->next)
    c->parent = l;
  return l;
}

static struct ir_expr *var_expr(struct ir_var *v, struct ir_loc loc) {
  struct ir_expr *e = ir_expr_new(IR_E_VAR, loc);
  e->var = v;
  e->type = v->type;
  return e;
}

static struct ir_expr *const_expr(long c, struct ir_loc loc) {
  struct ir_expr *e = ir_expr_new(IR_E_CONST, loc);
  e->text = ir_printf("%ld", c);
  e->type = int_type;
  return e;
}

/* A kernel-local array NAME[E0][E1] of ELEM in SPACE. */
static struct ir_array *local_array(struct stager *s, const char *name, struct ir_type elem,
                                    enum ir_space space, int e0, int e1) {
  struct ir_array *a = ir_alloc(sizeof *a);
  a->name = name;
  a->elem = elem;
  a->origin = IR_ARR_LOCAL;
  a->loc = s->k->loc;
  a->id = s->k->locals.n;
  a->ndim = 2;
  a->extents = ir_alloc(2 * sizeof(struct ir_aff *));
  a->extents[0] = ir_aff_const(e0);
  a->extents[1] = ir_aff_const(e1);
  a->written = true;
  a->space = space;
  ir_vec_push(&s->k->locals, a);
  ir_vec_push(&s->ctx->region->taken_names, (void *)name);
  return a;
}

/* The access A[I0][I1] (affine subscripts) as an expression of OWNER,
 * appended to its access list. */
static struct ir_expr *local_access(struct ir_array *a, struct ir_aff *i0, struct ir_aff *i1,
                                    bool write, struct ir_stmt *owner, struct ir_loc loc) {
  struct ir_access *acc = ir_alloc(sizeof *acc);
  acc->array = a;
  acc->stmt = owner;
  acc->loc = loc;
  acc->is_write = write;
  acc->is_read = !write;
  acc->ndim = 2;
  acc->index = ir_alloc(2 * sizeof(struct ir_expr *));
  acc->aff = ir_alloc(2 * sizeof(struct ir_aff *));
  acc->aff[0] = i0;
  acc->aff[1] = i1;
  acc->index[0] = ir_expr_from_aff(i0, int_type, loc);
  acc->index[1] = ir_expr_from_aff(i1, int_type, loc);
  ir_vec_push(&owner->accesses, acc);
  struct ir_expr *e = ir_expr_new(IR_E_ACCESS, loc);
  e->acc = acc;
  e->type = a->elem;
  return e;
}

static struct ir_aff *aff_diff(struct ir_var *a, struct ir_var *b) {
  return ir_aff_sub(ir_aff_var(a), ir_aff_var(b));
}

/* The register array of per-point scalar V, or NULL. */
static struct ir_array *reg_of(const struct stager *s, const struct ir_var *v) {
  for (int i = 0; i < s->per_point.n; i++)
    if (s->per_point.v[i] == v)
      return s->regs.v[i];
  return NULL;
}

static struct ir_expr *reg_access(struct stager *s, struct ir_array *reg, bool write,
                                  struct ir_stmt *owner, struct ir_loc loc) {
  return local_access(reg, ir_aff_var(s->sub[1]), ir_aff_var(s->sub[0]), write, owner, loc);
}

static bool same_access(const struct ir_access *a, const struct ir_access *b) {
  if (a->array != b->array || a->ndim != b->ndim)
    return false;
  for (int d = 0; d < a->ndim; d++)
    if (!a->aff[d] || !b->aff[d] || !ir_aff_equal(a->aff[d], b->aff[d]))
      return false;
  return true;
}

/* The staged access A reads, or -1. */
static int staged_index(const struct stager *s, const struct ir_access *a) {
  for (int t = 0; t < s->k->staged.n; t++)
    if (same_access(s->k->staged.v[t], a))
      return t;
  return -1;
}

/* Staged access T's element in its tile: [red - red_first][band - band_first]. */
static struct ir_expr *tile_access(struct stager *s, int t, bool write, struct ir_stmt *owner,
                                   struct ir_loc loc) {
  const struct ir_kernel *k = s->k;
  return local_access(s->tile[t], aff_diff(k->red->iter, s->first[2]),
                      aff_diff(k->band[k->axis[t]]->iter, s->first[k->axis[t]]), write, owner,
                      loc);
}

/* A copy of E for OWNER in which per-point scalars are their registers
 * and staged operands their tiles. */
static struct ir_expr *rewrite(struct stager *s, const struct ir_expr *e, struct ir_stmt *owner) {
  if (!e)
    return NULL;
  if (e->kind == IR_E_VAR && reg_of(s, e->var))
    return reg_access(s, reg_of(s, e->var), false, owner, e->loc);
  if (e->kind == IR_E_ACCESS && staged_index(s, e->acc) >= 0)
    return tile_access(s, staged_index(s, e->acc), false, owner, e->loc);
  struct ir_expr *c = ir_alloc(sizeof *c);
  *c = *e;
  if (e->kind == IR_E_ACCESS) {
    struct ir_access *a = ir_alloc(sizeof *a);
    *a = *e->acc;
    a->stmt = owner;
    ir_vec_push(&owner->accesses, a);
    a->index = ir_alloc(sizeof(struct ir_expr *) * (size_t)a->ndim);
    for (int d = 0; d < a->ndim; d++)
      a->index[d] = rewrite(s, e->acc->index[d], owner);
    c->acc = a;
    return c;
  }
  c->a = rewrite(s, e->a, owner);
  c->b = rewrite(s, e->b, owner);
  c->c = rewrite(s, e->c, owner);
  if (e->nargs) {
    c->args = ir_alloc(sizeof(struct ir_expr *) * (size_t)e->nargs);
    for (int i = 0; i < e->nargs; i++)
      c->args[i] = rewrite(s, e->args[i], owner);
  }
  return c;
}

static struct ir_node *stmt_node(struct ir_stmt *st) {
  struct ir_node *n = ir_node_new(IR_STMT, st->loc);
  n->stmt = st;
  return n;
}

/* A statement of KIND that map-gpu adds (no number), at LOC. */
static struct ir_stmt *new_stmt(enum ir_stmt_kind kind, struct ir_loc loc) {
  struct ir_stmt *st = ir_alloc(sizeof *st);
  st->kind = kind;
  st->id = -1;
  st->loc = loc;
  st->op = '=';
  return st;
}

/* "TYPE V = VALUE;": iterator V bound for the statements after it. */
static struct ir_node *bind(struct ir_var *v, struct ir_expr *value, struct ir_loc loc) {
  struct ir_stmt *st = new_stmt(IR_S_DECL, loc);
  st->decl = v;
  st->lhs = var_expr(v, loc);
  st->rhs = value;
  return stmt_node(st);
}

/* The test that a point lies in the band (and RED's step in its loop):
 * the end each loop runs towards. */
static struct ir_expr *band_test(const struct ir_node *l, struct ir_expr *cond,
                                 struct ir_loc loc) {
  const struct ir_bound *end = l->step > 0 ? &l->ub : &l->lb;
  for (int p = 0; p < end->n; p++) {
    struct ir_expr *c = compare(l->iter, l->step > 0 ? IR_OP_LE : IR_OP_GE, end->parts[p], loc);
    cond = cond ? ir_expr_binary(IR_OP_AND, cond, c, int_type) : c;
  }
  return cond;
}

static bool mentions(const struct ir_expr *e, const struct ir_var *v) {
  if (!e)
    return false;
  if (e->kind == IR_E_VAR && e->var == v)
    return true;
  if (e->kind == IR_E_ACCESS)
    for (int d = 0; d < e->acc->ndim; d++)
      if (mentions(e->acc->index[d], v))
        return true;
  for (int i = 0; i < e->nargs; i++)
    if (mentions(e->args[i], v))
      return true;
  return mentions(e->a, v) || mentions(e->b, v) || mentions(e->c, v);
}

static bool nodes_mention(const struct ir_node *n, const struct ir_var *v) {
  for (; n; n = n->next)
    if ((n->kind == IR_IF && (mentions(n->cond, v) || nodes_mention(n->then_body, v))) ||
        (n->kind == IR_STMT && (mentions(n->stmt->lhs, v) || mentions(n->stmt->rhs, v))))
      return true;
  return false;
}

/* The statements FIRST..STOP (no loops) for each of the thread's points:
 * unrolled loops over the points, the band iterators the statements use
 * declared at each, the statements rewritten, those that touch global
 * memory guarded by the band's bounds.  NULL when there is no statement. */
static struct ir_node *points(struct stager *s, const struct ir_node *first,
                              const struct ir_node *stop) {
  const struct ir_kernel *k = s->k;
  struct ir_node *head = NULL, **tail = &head;
  for (const struct ir_node *n = first; n && n != stop; n = n->next) {
    const struct ir_stmt *st = n->stmt;
    struct ir_stmt *c = ir_alloc(sizeof *c);
    *c = *st;
    c->accesses = (struct ir_vec){0};
    struct ir_array *reg = st->kind == IR_S_DECL ? reg_of(s, st->decl) : NULL;
    if (reg && !st->rhs)
      continue; /* the register holds it */
    if (reg) {
      c->kind = IR_S_ASSIGN;
      c->decl = NULL;
      c->lhs = reg_access(s, reg, true, c, st->loc);
    } else if (st->kind == IR_S_ASSIGN && st->lhs->kind == IR_E_VAR && reg_of(s, st->lhs->var)) {
      c->lhs = reg_access(s, reg_of(s, st->lhs->var), true, c, st->loc);
      ((struct ir_access *)c->accesses.v[0])->is_read = st->op != '=';
    } else if (st->kind == IR_S_DECL) {
      c->lhs = var_expr(st->decl, st->loc);
    } else {
      c->lhs = rewrite(s, st->lhs, c);
    }
    c->rhs = rewrite(s, st->rhs, c);
    struct ir_node *node = stmt_node(c);
    bool global = false;
    for (int a = 0; a < c->accesses.n; a++)
      global |= ((struct ir_access *)c->accesses.v[a])->array->space == IR_SPACE_GLOBAL;
    if (global) {
      struct ir_node *g = ir_node_new(IR_IF, k->loc);
      g->cond = band_test(k->band[0], band_test(k->band[1], NULL, k->loc), k->loc);
      g->then_body = node;
      node->parent = g;
      node = g;
    }
    *tail = node;
    tail = &node->next;
  }
  if (!head)
    return NULL;
  for (int d = 0; d < 2; d++) {
    const struct ir_node *l = k->band[d];
    if (!nodes_mention(head, l->iter))
      continue;
    /* X = X_first + X_thread + BLOCK * X_sub */
    struct ir_loc loc = k->loc;
    struct ir_expr *origin = ir_expr_binary('+', var_expr(s->first[d], loc),
                                            var_expr(s->thread[d], loc), l->iter->type);
    struct ir_expr *sub = ir_expr_binary('*', const_expr(k->block[d], loc),
                                         var_expr(s->sub[d], loc), int_type);
    struct ir_node *decl = bind(l->iter, ir_expr_binary('+', origin, sub, l->iter->type), loc);
    decl->next = head;
    head = decl;
  }
  for (int d = 0; d < 2; d++) {
    struct ir_node *l = new_loop(s, s->sub[d], one_bound(ir_aff_const(0)),
                                 one_bound(ir_aff_const(k->per[d] - 1)), 1, head);
    l->strict = true;
    l->unroll = true;
    head = l;
  }
  return head;
}

static void append(struct ir_node ***tail, struct ir_node *n) {
  for (; n; n = n->next) {
    **tail = n;
    *tail = &n->next;
  }
}

static struct ir_node *barrier(struct stager *s) {
  return stmt_node(new_stmt(IR_S_BARRIER, s->k->loc));
}

/* The loop that fills staged access T's tile: the block's threads take
 * consecutive elements of the operand's last (contiguous) subscript, each
 * the iterators of its element, zero past the borders. */
static struct ir_node *fill(struct stager *s, int t) {
  const struct ir_kernel *k = s->k;
  const struct ir_access *a = k->staged.v[t];
  const struct ir_node *red = k->red, *band = k->band[k->axis[t]];
  int ext = k->tile[k->axis[t]];
  bool red_fastest = ir_aff_uses(a->aff[a->ndim - 1], red->iter);
  int fast = red_fastest ? k->tile[2] : ext;
  struct ir_var *load = s->load;
  struct ir_loc loc = k->loc;
  const struct ir_node *fl = red_fastest ? red : band, *sl = red_fastest ? band : red;
  struct ir_var *ffirst = red_fastest ? s->first[2] : s->first[k->axis[t]];
  struct ir_var *sfirst = red_fastest ? s->first[k->axis[t]] : s->first[2];
  struct ir_node *body = NULL, **tail = &body;
  for (int i = 0; i < 2; i++) {
    const struct ir_node *l = i ? sl : fl;
    struct ir_expr *part = ir_expr_binary(i ? '/' : '%', var_expr(load, loc),
                                          const_expr(fast, loc), int_type);
    append(&tail, bind(l->iter, ir_expr_binary('+', var_expr(i ? sfirst : ffirst, loc), part,
                                               l->iter->type),
                       loc));
  }
  struct ir_stmt *st = new_stmt(IR_S_ASSIGN, loc);
  st->lhs = tile_access(s, t, true, st, loc);
  struct ir_expr e = {.kind = IR_E_ACCESS, .loc = loc, .type = a->array->elem,
                      .acc = (struct ir_access *)a};
  struct ir_expr *cast = ir_expr_new(IR_E_CAST, loc);
  cast->cast_to = k->staged_type[t];
  cast->type = k->staged_type[t];
  cast->a = ir_clone_expr(&e, NULL, st);
  struct ir_expr *cond = ir_expr_new(IR_E_COND, loc);
  cond->a = band_test(red, band_test(band, NULL, loc), loc);
  cond->b = cast;
  cond->c = const_expr(0, loc);
  cond->type = k->staged_type[t];
  st->rhs = cond;
  append(&tail, stmt_node(st));
  /* The first element a thread takes: its index in the block, y * X + x. */
  struct ir_aff *tid = ir_aff_add(ir_aff_scale(ir_aff_var(s->thread[1]), k->block[0]),
                                  ir_aff_var(s->thread[0]));
  struct ir_node *l = new_loop(s, load, one_bound(tid),
                               one_bound(ir_aff_const((long)k->tile[2] * ext - 1)),
                               (long)k->block[0] * k->block[1], body);
  l->strict = true;
  return l;
}

/* Kernel K in the shared-memory form becomes IR (struct ir_kernel). */
static void stage_kernel(struct pass_ctx *ctx, struct ir_kernel *k) {
  struct stager s = {.ctx = ctx, .k = k};
  struct ir_node *red = k->red;
  for (const struct ir_node *n = k->guard ? k->body : k->points; n != red;
       n = n == k->guard ? k->points : n->next)
    if (n != k->guard && n->stmt->kind == IR_S_DECL)
      ir_vec_push(&s.per_point, n->stmt->decl);
  for (int d = 1; d >= 0; d--) {
    const char *it = k->band[d]->iter->name;
    s.first[d] = new_iter(&s, ir_printf("%s_first", it), k->band[d]->iter->type);
  }
  s.first[2] = new_iter(&s, ir_printf("%s_first", red->iter->name), red->iter->type);
  s.load = new_iter(&s, "load", int_type);
  for (int d = 1; d >= 0; d--) {
    s.sub[d] = new_iter(&s, ir_printf("%s_sub", k->band[d]->iter->name), int_type);
    s.thread[d] = new_iter(&s, ir_printf("%s_thread", k->band[d]->iter->name), int_type);
  }
  /* Shared tiles: [steps of RED][points of the block along the band
   * dimension the operand follows]. */
  for (int t = 0; t < k->staged.n; t++) {
    const struct ir_access *a = k->staged.v[t];
    s.tile[t] = local_array(&s, pass_fresh_name(ctx, ir_printf("%s_tile", a->array->name)),
                            k->staged_type[t], IR_SPACE_SHARED, k->tile[2],
                            k->tile[k->axis[t]]);
    s.tile[t]->pad = TILE_PAD;
  }
  for (int i = 0; i < s.per_point.n; i++) {
    struct ir_var *v = s.per_point.v[i];
    ir_vec_push(&s.regs, local_array(&s, v->name, v->type, IR_SPACE_REGISTER, k->per[1],
                                     k->per[0]));
  }
  /* The step loop: RED's iterations, TILE[2] at a time: fill the tiles,
   * wait, compute, wait before the next fill. */
  struct ir_node *step = NULL, **tail = &step;
  for (int t = 0; t < k->staged.n; t++)
    append(&tail, fill(&s, t));
  append(&tail, barrier(&s));
  struct ir_bound ub = {red->ub.n + 1, ir_alloc(sizeof(struct ir_aff *) * (size_t)(red->ub.n + 1))};
  for (int p = 0; p < red->ub.n; p++)
    ub.parts[p] = red->ub.parts[p];
  ub.parts[red->ub.n] = ir_aff_add_const(ir_aff_var(s.first[2]), k->tile[2] - 1);
  append(&tail, new_loop(&s, red->iter, one_bound(ir_aff_var(s.first[2])), ub, 1,
                         points(&s, red->body, NULL)));
  append(&tail, barrier(&s));
  struct ir_node *code = NULL, **ctail = &code;
  if (k->guard) {
    append(&ctail, points(&s, k->body, k->guard));
    struct ir_node *g = ir_node_new(IR_IF, k->guard->loc);
    g->cond = ir_clone_expr(k->guard->cond, NULL, NULL);
    g->guard = true;
    append(&ctail, g);
    ctail = &g->then_body;
  }
  append(&ctail, points(&s, k->points, red));
  append(&ctail, new_loop(&s, s.first[2], red->lb, red->ub, k->tile[2], step));
  append(&ctail, points(&s, red->next, NULL));
  /* The mapped loops: blocks over the band's tiles (y outer, as the
   * index computations print), threads over each tile. */
  struct ir_node *body = code;
  for (int d = 0; d < 2; d++) {
    body = new_loop(&s, s.thread[d], one_bound(ir_aff_const(0)),
                    one_bound(ir_aff_const(k->block[d] - 1)), 1, body);
    body->map = IR_MAP_THREAD;
    body->map_dim = d;
  }
  for (int d = 0; d < 2; d++) {
    const struct ir_node *l = k->band[d];
    body = new_loop(&s, s.first[d], l->lb, l->ub, k->tile[d], body);
    body->map = IR_MAP_BLOCK;
    body->map_dim = d;
  }
  k->body = body;
  /* Parent links below the guard and inside the lists built above. */
  struct ir_vec nodes = {0};
  ir_walk(k->body, collect, &nodes);
  for (int i = 0; i < nodes.n; i++) {
    struct ir_node *n = nodes.v[i];
    for (struct ir_node *c = n->kind == IR_LOOP ? n->body : n->then_body; c; c = c->next)
      c->parent = n;
    if (n->kind == IR_IF)
      for (struct ir_node *c = n->else_body; c; c = c->next)
        c->parent = n;
  }
  for (struct ir_node *c = k->body; c; c = c->next)
    c->parent = NULL;
}

/* The kernels of the region in the shared-memory form become IR. */
static void stage_kernels(struct pass_ctx *ctx) {
  struct ir_vec nodes = {0};
  ir_walk(ctx->region->body, collect, &nodes);
  for (int i = 0; i < nodes.n; i++) {
    struct ir_node *n = nodes.v[i];
    if (n->kind == IR_KERNEL && n->kernel->red)
      stage_kernel(ctx, n->kernel);
  }
}

/* Does statement node S, directly in the body of kernel K, store to every
 * element of A: a plain assignment A[..] = .. whose subscripts are the
 * band iterators, each band loop running from 0 to its dimension's extent
 * minus 1 by 1? */
static bool stores_whole(const struct ir_kernel *k, const struct ir_node *s,
                         const struct ir_array *a) {
  const struct ir_stmt *st = s->stmt;
  if (st->kind != IR_S_ASSIGN || st->op != '=' || st->guard || st->lhs->kind != IR_E_ACCESS ||
      st->lhs->acc->array != a || a->ndim != k->ndims)
    return false;
  const struct ir_access *acc = st->lhs->acc;
  for (int d = 0; d < a->ndim; d++) {
    const struct ir_aff *f = acc->aff[d];
    if (!f || f->nterms != 1 || f->terms[0].coef != 1 || f->cst != 0)
      return false;
    const struct ir_node *l = NULL;
    for (int b = 0; b < k->ndims; b++)
      if (k->band[b]->iter == f->terms[0].var)
        l = k->band[b];
    if (!l || !a->extents[d] || k->box[0] || k->box[1] || k->box[2] || l->step != 1 ||
        l->lb.n != 1 || l->ub.n != 1 || !ir_aff_is_const(l->lb.parts[0]) ||
        l->lb.parts[0]->cst != 0 ||
        !ir_aff_equal(l->ub.parts[0], ir_aff_add_const(a->extents[d], -1)))
      return false;
    for (int e = 0; e < d; e++)
      if (acc->aff[e]->terms[0].var == f->terms[0].var)
        return false;
  }
  return true;
}

/* The arrays that need no copy to the GPU: the first top-level node of
 * the region that touches the array is a kernel that never reads it and
 * whose every thread stores to its own element, unconditionally (a
 * statement directly in the kernel's body), and the band covers the
 * array's extents.  matmul's P. */
static void find_write_first(struct mapper *m) {
  struct ir_region *r = m->ctx->region;
  for (int i = 0; i < r->arrays.n; i++) {
    struct ir_array *a = r->arrays.v[i];
    for (struct ir_node *n = r->body; n; n = n->next) {
      bool reads = false, writes = false;
      ir_accesses_in(n, n->next, a, &reads, &writes);
      if (!reads && !writes)
        continue;
      /* The kernel stores the box of the extents; a footprint outside it
       * must be copied in. */
      bool box = !a->footprint || a->footprint->within_extents;
      if (n->kind == IR_KERNEL && !reads && box) {
        for (const struct ir_node *s = below_band(n->kernel); s; s = s->next)
          if (s->kind == IR_STMT && stores_whole(n->kernel, s, a)) {
            ir_vec_push(&r->no_copy_in, a);
            diag_remark(s->loc, "kernel '%s' stores every element of '%s' before anything reads "
                                "it: '%s' is not copied to the GPU", n->kernel->name, a->name,
                        a->name);
            break;
          }
      }
      break;
    }
  }
}

bool pass_map_gpu(struct pass_ctx *ctx, const struct pass_step *step) {
  struct ir_region *r = ctx->region;
  for (int k = 0; k < r->arrays.n; k++) {
    struct ir_array *a = r->arrays.v[k];
    if (pass_pointer_like(a)) {
      /* Copies cover the elements the region touches, which must be
       * known: no guess. */
      if (a->footprint && !a->footprint->bounded) {
        diag_warning(a->footprint->where, "region %d stays on the host: the elements of '%s' it "
                     "touches cannot be bounded (%s), so '%s' cannot be copied to the GPU",
                     r->id, a->name, a->footprint->why, a->name);
        return false;
      }
      if (a->footprint)
        continue;
    }
    for (int d = 0; d < a->ndim; d++)
      if (!a->extents[d]) {
        pass_refuse(ctx, a->loc, "the size of '%s' is unknown, so it cannot be copied to the GPU",
                    a->name);
        return false;
      }
  }
  struct mapper m = {ctx, pass_deps(ctx), 0, false, {0, 0, 0}, {0, 0, 0}, ctx->no_shared,
                     ctx->limits ? ctx->limits : pass_gpu_limits(90)};
  for (int d = 0; d < 3; d++)
    m.tile[d] = ctx->tile[d];
  /* Nothing to run in parallel: the region is better off on the host. */
  bool any = false;
  for (struct ir_node *n = r->body; n && !any; n = n->next)
    any = n->kind != IR_STMT && has_parallel_loop(&m, n);
  if (!any) {
    pass_refuse(ctx, r->loc, "no loop in it is parallel");
    return false;
  }
  for (int d = 0; d < step->nsizes && d < 3; d++)
    m.block[d] = (int)step->sizes[d];
  /* Work on a copy: a region that cannot be mapped stays as it was. */
  struct ir_node *saved = r->body;
  r->body = ir_clone_list(saved, NULL, NULL);
  /* The dependences were computed on the original nodes: map on those,
   * keep the copy for a failure. */
  struct ir_node *copy = r->body;
  r->body = saved;
  map_list(&m, r->body);
  if (m.failed) {
    r->body = copy;
    return false;
  }
  find_write_first(&m);
  stage_kernels(ctx);
  pass_device_offsets(ctx);
  /* The host code's names of the device buffers: none may be, or
   * shadow, a name the region's code can see, nor be another's. */
  for (int k = 0; k < r->arrays.n; k++) {
    struct ir_array *a = r->arrays.v[k];
    a->device_name = pass_fresh_name(ctx, ir_printf("d_%s", a->name));
    ir_vec_push(&r->taken_names, (void *)a->device_name);
  }
  return true;
}
