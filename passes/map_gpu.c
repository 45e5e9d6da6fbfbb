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
 * (the pass manager turns the reason into a warning).  The kernels are in
 * the simple form (struct ir_kernel); later passes tile them
 * (gpu_tile.c, coarsen.c, promote.c), as a recipe or the cost model
 * (gpu_plan.c) says, within the limits of --arch (the table below). */
#include "passes.h"

#include <stdlib.h>
#include <string.h>

struct mapper {
  struct pass_ctx *ctx;
  struct dep_info *deps;
  int nkernels;
  bool failed;
  int block[3]; /* requested block shape (--block), 0 = default */
};

/* Per compute capability: static shared memory per block (48 KiB on
 * every architecture), the opt-in maximum of dynamic shared memory
 * (pass_gpu_smem_limit), registers per block and per thread, threads per
 * block, and the multiprocessors of that capability's largest part (the
 * cost model's estimate of a wave of blocks: P100 56, V100 80, T4 40,
 * A100 108, RTX 3090 82, RTX 4090 128, H100 SXM and H200 132, B200 148,
 * RTX 5090 170; the Jetsons' few). */
static const struct pass_gpu_limits gpu_limits[] = {
    {50, 48 << 10, 48 << 10, 64 << 10, 255, 1024, 16},
    {52, 48 << 10, 48 << 10, 64 << 10, 255, 1024, 24},
    {53, 48 << 10, 48 << 10, 32 << 10, 255, 1024, 1},
    {60, 48 << 10, 48 << 10, 64 << 10, 255, 1024, 56},
    {61, 48 << 10, 48 << 10, 64 << 10, 255, 1024, 30},
    {62, 48 << 10, 48 << 10, 32 << 10, 255, 1024, 2},
    {70, 48 << 10, 96 << 10, 64 << 10, 255, 1024, 80},
    {72, 48 << 10, 96 << 10, 64 << 10, 255, 1024, 8},
    {75, 48 << 10, 64 << 10, 64 << 10, 255, 1024, 40},
    {80, 48 << 10, 163 << 10, 64 << 10, 255, 1024, 108},
    {86, 48 << 10, 99 << 10, 64 << 10, 255, 1024, 82},
    {87, 48 << 10, 163 << 10, 64 << 10, 255, 1024, 16},
    {89, 48 << 10, 99 << 10, 64 << 10, 255, 1024, 128},
    {90, 48 << 10, 227 << 10, 64 << 10, 255, 1024, 132},
    {100, 48 << 10, 227 << 10, 64 << 10, 255, 1024, 148},
    {120, 48 << 10, 99 << 10, 64 << 10, 255, 1024, 170},
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

static struct ir_stmt *reduction_of(struct dep_info *deps, const struct ir_node *l,
                                    struct ir_expr **value, int *op);

/* Does the subtree of N hold a loop that is parallel, or one that runs
 * as a reduction (reduction_of)? */
static bool has_parallel_loop(struct mapper *m, struct ir_node *n) {
  struct ir_vec nodes = pass_gpu_subtree(n);
  for (int k = 0; k < nodes.n; k++) {
    struct ir_node *l = nodes.v[k];
    struct ir_expr *value;
    int op;
    if (l->kind == IR_LOOP &&
        (dep_loop_is_parallel(m->deps, l, false, NULL) || reduction_of(m->deps, l, &value, &op)))
      return true;
  }
  return false;
}

/* Scalars written in the subtree of N that are declared outside it: a
 * kernel cannot write them (each thread would have its own copy). */
static struct ir_var *outer_scalar_write(struct ir_node *n) {
  struct ir_vec nodes = pass_gpu_subtree(n);
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

/* How the accesses in the subtree of BODY vary with iterator V: *USES,
 * how many use V in their last subscript with coefficient +-1; *BYTES,
 * the bytes of cache lines a warp's accesses span per thread when V's
 * iterations go to neighbouring threads (x): per access, its address
 * step between neighbouring iterations, at most a 128-byte line (a step
 * in a subscript other than the last counts as a whole line; an access
 * that does not vary with V costs nothing: the warp shares its element).
 * The L1 cache serves a warp's load a line at a time: seidel-2d's
 * wavefront A[i][c - 4 * t - 2 * i] steps 32 bytes along 't' (8 lines a
 * warp) and a row along 'i' (32 lines); 't' to x took its sweeps from
 * 90.5 to 65 ms at LARGE (H200). */
static void x_costs(struct ir_node *body, const struct ir_var *v, long *bytes, int *uses) {
  struct ir_vec nodes = pass_gpu_nodes(body);
  *bytes = 0;
  *uses = 0;
  for (int k = 0; k < nodes.n; k++) {
    struct ir_node *s = nodes.v[k];
    if (s->kind != IR_STMT)
      continue;
    for (int a = 0; a < s->stmt->accesses.n; a++) {
      struct ir_access *acc = s->stmt->accesses.v[a];
      struct ir_aff *last = acc->aff[acc->ndim - 1];
      long c = last ? ir_aff_coef(last, v) : 0;
      *uses += c == 1 || c == -1;
      long step = 0;
      for (int d = 0; d < acc->ndim; d++) {
        long cd = acc->aff[d] ? ir_aff_coef(acc->aff[d], v) : 0;
        if (cd)
          step = d == acc->ndim - 1 ? labs(cd) * ir_type_bytes(acc->array->elem) : LINE_BYTES;
        if (step >= LINE_BYTES)
          break;
      }
      *bytes += step < LINE_BYTES ? step : LINE_BYTES;
    }
  }
}

int pass_gpu_x_loop(struct ir_node *body, struct ir_node *const *loops, int n) {
  int best = n - 1, best_uses = -1;
  long best_bytes = -1;
  for (int d = n - 1; d >= 0; d--) {
    long b;
    int u;
    x_costs(body, loops[d]->iter, &b, &u);
    if (best_bytes < 0 || b < best_bytes || (b == best_bytes && u > best_uses)) {
      best_bytes = b;
      best_uses = u;
      best = d;
    }
  }
  return best;
}

static void add_unique(struct ir_vec *v, void *p) {
  for (int k = 0; k < v->n; k++)
    if (v->v[k] == p)
      return;
  ir_vec_push(v, p);
}

static void aff_vars(const struct ir_aff *a, struct ir_vec *vars) {
  for (int k = 0; a && k < a->nterms; k++)
    if (a->terms[k].var->kind == IR_VAR_QUOT)
      aff_vars(a->terms[k].var->quot, vars); /* printed as its division */
    else
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
void pass_gpu_kernel_uses(struct ir_kernel *k) {
  struct ir_vec nodes = pass_gpu_nodes(k->body), vars = {0}, declared = {0};
  for (int i = 0; i < nodes.n; i++) {
    struct ir_node *n = nodes.v[i];
    if (n->kind == IR_LOOP) {
      add_unique(&declared, n->iter);
      if (n->lanes)
        add_unique(&declared, n->lanes->part); /* the printer declares it */
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
  /* An array declared in the kernel's code is the thread's own. */
  int w = 0;
  for (int i = 0; i < k->arrays.n; i++) {
    bool own = false;
    for (int j = 0; j < nodes.n && !own; j++) {
      struct ir_node *n = nodes.v[j];
      own = n->kind == IR_STMT && n->stmt->kind == IR_S_ARRAY_DECL &&
            n->stmt->array == k->arrays.v[i];
    }
    if (!own)
      k->arrays.v[w++] = k->arrays.v[i];
  }
  k->arrays.n = w;
}

/* Make node N (a loop, or a statement) a kernel launch: BAND (outermost
 * first, may be empty) becomes the grid, the rest the thread's code. */
/* The least (WANT_MAX: greatest) value of A over the box where each
 * iterator of BAND[0..N-1] lies in [LO[d], HI[d]] (affine forms in
 * parameters): interval arithmetic, exact for one term per iterator. */
static struct ir_aff *box_extreme(const struct ir_aff *a, struct ir_node **band,
                                  struct ir_aff **lo, struct ir_aff **hi, int n, bool want_max) {
  struct ir_aff *r = (struct ir_aff *)a;
  /* A quotient floor(N / d) of band iterators (j < i / 2) is at most
   * floor(max N / d) and at least floor(min N / d), or 0 where N is known
   * never negative (min N over the box may be, though no point of the
   * band has it so).  C's '/' of max N rounds up, if anything, where it is
   * negative: the box only grows. */
  for (int t = 0; t < a->nterms; t++) {
    struct ir_var *q = a->terms[t].var;
    bool varies = false;
    for (int d = 0; d < n; d++)
      varies |= q->kind == IR_VAR_QUOT && ir_aff_uses(q->quot, band[d]->iter);
    if (!varies)
      continue;
    long c = a->terms[t].coef;
    struct ir_aff *at = ir_aff_const(0);
    bool up = (c > 0) == want_max;
    if (up || !q->quot_nonneg) {
      struct ir_aff *num = box_extreme(q->quot, band, lo, hi, n, up);
      at = ir_aff_is_const(num) ? ir_aff_const(ir_floor_div(num->cst, q->quot_div))
                                : ir_aff_var(ir_quot_var(q->quot_region, num, q->quot_div,
                                                         up && q->quot_nonneg));
    }
    r = ir_aff_add(ir_aff_sub(r, ir_aff_scale(ir_aff_var(q), c)), ir_aff_scale(at, c));
  }
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
      inner |= pass_gpu_bound_uses(&l->lb, band[e]->iter) ||
               pass_gpu_bound_uses(&l->ub, band[e]->iter);
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

/* The simple form of kernel K (struct ir_kernel): its body becomes the
 * band's loops mapped to blocks and threads, x outermost, over the
 * bounds the grid covers (BOX where the band is triangular), around a
 * guard that tests the end each band loop runs towards and, for a loop
 * of the bounding box, its exact lower bounds too. */
/* A copy of loop L's header mapped MAP to dimension DIM, around BODY;
 * each thread declares its own iterator. */
static struct ir_node *mapped_copy(const struct ir_node *l, enum ir_map map, int dim,
                                   struct ir_node *body) {
  struct ir_node *c = ir_node_new(IR_LOOP, l->loc);
  *c = *l;
  c->next = NULL;
  c->parent = NULL;
  c->iter_declared = true;
  c->map = map;
  c->map_dim = dim;
  c->body = body;
  return c;
}

static void map_band(struct ir_kernel *k) {
  struct ir_expr *cond = NULL;
  for (int d = 0; d < k->ndims; d++) {
    struct ir_node *l = k->band[d];
    bool up = l->step > 0;
    const struct ir_bound *end = up ? &l->ub : &l->lb;
    for (int p = 0; p < end->n + (k->box[d] ? l->lb.n : 0); p++) {
      struct ir_expr *c =
          p < end->n ? pass_gpu_compare(l->iter, up ? IR_OP_LE : IR_OP_GE, end->parts[p], k->loc)
                     : pass_gpu_compare(l->iter, IR_OP_GE, l->lb.parts[p - end->n], k->loc);
      cond = pass_gpu_and(cond, c);
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
    inner = mapped_copy(k->box[d] ? k->box[d] : k->band[d], IR_MAP_BLOCK_THREAD, d, inner);
    inner->body->parent = inner;
  }
  k->body = inner;
}

/* The code below the band of a kernel in the simple form: inside its
 * mapped loops and their guard. */
static struct ir_node *below_band(const struct ir_kernel *k) {
  struct ir_node *n = k->body;
  while (n && n->kind == IR_LOOP && n->map != IR_MAP_NONE)
    n = n->body;
  return k->ndims ? n->then_body : n;
}

/* A new kernel at LOC, named FUNC_kernelN with the first N from the
 * kernel's number on that no name of the file and no other kernel uses. */
static struct ir_kernel *new_kernel(struct mapper *m, struct ir_loc loc) {
  struct ir_kernel *k = ir_alloc(sizeof *k);
  k->id = m->nkernels++;
  struct ir_region *r = m->ctx->region;
  for (int id = k->id; !k->name; id++) {
    const char *name = ir_printf("%s_kernel%d", r->func, id);
    if (!ir_region_name_taken(r, name))
      k->name = name;
  }
  ir_vec_push(&r->taken_names, (void *)k->name);
  k->loc = loc;
  return k;
}

static void make_kernel(struct mapper *m, struct ir_node *n, struct ir_node **band, int nband) {
  struct ir_kernel *k = new_kernel(m, n->loc);
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
  /* x is the loop whose warps fetch the fewest bytes (ties: the one
   * with most contiguous accesses, then the innermost), then y, z
   * outward. */
  int order[3] = {0, 1, 2};
  if (nband > 0) {
    int best = pass_gpu_x_loop(inner->body, band, nband);
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
  pass_gpu_kernel_uses(k);
  k->flexible = nband == 1 && !m->block[0];
  if (nband)
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
}
}

/* Replace variable FROM by TO in E and below. */
static void rename_var(struct ir_expr *e, const struct ir_var *from, struct ir_var *to) {
  if (!e)
    return;
  if (e->kind == IR_E_VAR && e->var == from)
    e->var = to;
  if (e->kind == IR_E_ACCESS)
    for (int d = 0; d < e->acc->ndim; d++)
      rename_var(e->acc->index[d], from, to);
  for (int k = 0; k < e->nargs; k++)
    rename_var(e->args[k], from, to);
  rename_var(e->a, from, to);
  rename_var(e->b, from, to);
  rename_var(e->c, from, to);
}

/* Is statement S in the subtree of N (N alone)? */
static bool stmt_under(const struct ir_node *n, const struct ir_stmt *s) {
  struct ir_vec nodes = pass_gpu_subtree((struct ir_node *)n);
  for (int k = 0; k < nodes.n; k++)
    if (((struct ir_node *)nodes.v[k])->kind == IR_STMT &&
        ((struct ir_node *)nodes.v[k])->stmt == s)
      return true;
  return false;
}

/* Scalar V, declared outside the band BAND[0..NBAND-1] and written in
 * it, becomes each thread's own (symm's temp2, deriche's ym1): a local
 * of the same name declared at the top of the innermost band loop's
 * body.  That is right where no value of V flows into an iteration of a
 * band loop (the dependence analysis: privatisable) and none flows out
 * of the band (no read after it in the region, none after the region).
 * Returns NULL when done, else why not (", ..." for the message). */
static const char *privatise(struct mapper *m, struct ir_node **band, int nband,
                             struct ir_var *v) {
  for (int d = 0; d < nband; d++) {
    struct dep_loop *dl = dep_loop_info(m->deps, band[d]);
    bool priv = false;
    for (int k = 0; dl && k < dl->privates.n; k++)
      priv |= dl->privates.v[k] == v;
    if (!priv)
      return ir_printf(", and an iteration of loop '%s' reads a value of it from another",
                       band[d]->iter->name);
  }
  if (v->live_out)
    return ", and its value may be read after the region";
  for (int k = 0; k < m->deps->deps.n; k++) {
    const struct dep *d = m->deps->deps.v[k];
    if (d->kind == DEP_FLOW && d->scalar == v && stmt_under(band[0], d->src) &&
        !stmt_under(band[0], d->sink))
      return ir_printf(", and line %d reads the value it leaves", d->sink->loc.line);
  }
  struct ir_node *inner = band[nband - 1];
  struct ir_var *own = ir_var_new(m->ctx->region, v->name, IR_VAR_SCALAR, v->type, v->loc);
  own->local = true;
  own->written = true;
  struct ir_vec nodes = pass_gpu_subtree(inner);
  for (int k = 0; k < nodes.n; k++) {
    struct ir_node *x = nodes.v[k];
    if (x->kind == IR_IF)
      rename_var(x->cond, v, own);
    if (x->kind != IR_STMT)
      continue;
    rename_var(x->stmt->lhs, v, own);
    rename_var(x->stmt->rhs, v, own);
    rename_var(x->stmt->guard, v, own);
  }
  struct ir_stmt *decl = pass_gpu_new_stmt(IR_S_DECL, inner->loc);
  decl->decl = own;
  decl->lhs = ir_expr_new(IR_E_VAR, inner->loc);
  decl->lhs->var = own;
  decl->lhs->type = own->type;
  struct ir_node *dn = pass_gpu_stmt_node(decl);
  dn->parent = inner;
  dn->next = inner->body;
  inner->body = dn;
  diag_remark(inner->loc, "each thread of loop '%s' keeps its own '%s'", inner->iter->name,
              v->name);
  return NULL;
}

/* Does A use a parameter (directly or in a quotient)? */
static bool aff_grows(const struct ir_aff *a) {
  for (int t = 0; t < a->nterms; t++) {
    const struct ir_var *v = a->terms[t].var;
    if (v->kind == IR_VAR_PARAM || (v->kind == IR_VAR_QUOT && aff_grows(v->quot)))
      return true;
  }
  return false;
}

/* The first loop of the subtree N (N alone) whose number of iterations
 * depends on the parameters, with in *BOUND a bound of it that uses one
 * (*UPPER: an upper bound); NULL if none.  (A loop inside it has bounds
 * over constants and the iterators of loops with constant bounds.) */
static const struct ir_node *growing_loop(struct ir_node *n, const struct ir_aff **bound,
                                          bool *upper) {
  struct ir_vec nodes = pass_gpu_subtree(n);
  for (int k = 0; k < nodes.n; k++) {
    const struct ir_node *l = nodes.v[k];
    for (int p = 0; l->kind == IR_LOOP && p < l->ub.n + l->lb.n; p++) {
      *upper = p < l->ub.n;
      *bound = *upper ? l->ub.parts[p] : l->lb.parts[p - l->ub.n];
      if (aff_grows(*bound))
        return l;
    }
  }
  return NULL;
}

/* ---------------------------------------------------------------- reductions */

/* A reduction kernel's blocks (the first kernel's grid) and threads per
 * block (struct ir_reduce). */
enum { REDUCE_BLOCKS = 512, REDUCE_THREADS = 256 };

/* Is E the scalar or the array element T (the same subscripts)? */
static bool same_target(const struct ir_expr *e, const struct ir_expr *t) {
  if (e->kind != t->kind)
    return false;
  if (e->kind == IR_E_VAR)
    return e->var == t->var;
  if (e->kind != IR_E_ACCESS || e->acc->array != t->acc->array || e->acc->ndim != t->acc->ndim)
    return false;
  for (int d = 0; d < e->acc->ndim; d++)
    if (!e->acc->aff[d] || !t->acc->aff[d] || !ir_aff_equal(e->acc->aff[d], t->acc->aff[d]))
      return false;
  return true;
}

/* The statement of loop L when map-gpu runs L as a reduction (struct
 * ir_reduce): L's only code is one unguarded statement T += E, T -= E,
 * T *= E or T = T + E (T * E) for a scalar or an array element T; every dependence L carries
 * is between its updates of T (the dependence analysis: a reduction
 * loop); T does not move with L; T and E are both floating-point, or
 * integers where T's type holds E's.  *VALUE gets E, *OP '+' or '*'. */
static struct ir_stmt *reduction_of(struct dep_info *deps, const struct ir_node *l,
                                    struct ir_expr **value, int *op) {
  if (l->kind != IR_LOOP || !l->body || l->body->next || l->body->kind != IR_STMT)
    return NULL;
  struct ir_stmt *s = l->body->stmt;
  struct dep_loop *dl = dep_loop_info(deps, (struct ir_node *)l);
  if (!dl || !dl->reduction || dl->reductions.n != 1 || dl->reductions.v[0] != s ||
      s->kind != IR_S_ASSIGN || s->guard || !s->rhs)
    return NULL;
  const struct ir_expr *t = s->lhs, *r = s->rhs;
  if (t->kind == IR_E_ACCESS)
    for (int d = 0; d < t->acc->ndim; d++)
      if (!t->acc->aff[d] || ir_aff_uses(t->acc->aff[d], l->iter))
        return NULL;
  if (s->op == '+' || s->op == '-' || s->op == '*') {
    *value = s->rhs;
  } else if (s->op == '=' && r->kind == IR_E_BINARY && (r->op == '+' || r->op == '*')) {
    bool left = same_target(r->a, t), right = same_target(r->b, t);
    if (left == right)
      return NULL;
    *value = left ? r->b : r->a;
  } else {
    return NULL;
  }
  *op = s->op == '*' || (s->op == '=' && r->op == '*') ? '*' : '+';
  struct ir_type tt = t->type, et = (*value)->type;
  bool fp = ir_type_is_float(tt) && ir_type_is_float(et);
  bool ints = ir_type_is_integer(tt) && ir_type_is_integer(et) && ir_type_holds(tt, et);
  return fp || ints ? s : NULL;
}

/* PART op= VALUE (a copy), a reduction's partial update. */
static struct ir_node *partial_update(struct ir_var *part, int op, const struct ir_expr *value,
                                      struct ir_loc loc) {
  struct ir_stmt *upd = pass_gpu_new_stmt(IR_S_ASSIGN, loc);
  upd->lhs = pass_gpu_var(part, loc);
  upd->op = op;
  upd->rhs = ir_clone_expr(value, NULL, upd);
  return pass_gpu_stmt_node(upd);
}

/* T op= TOTAL for reduction statement S (T op= E, or T = T op E), OP
 * its operation. */
static struct ir_node *apply_total(const struct ir_stmt *s, int op, struct ir_var *total) {
  struct ir_stmt *apply = pass_gpu_new_stmt(IR_S_ASSIGN, s->loc);
  apply->lhs = ir_clone_expr(s->lhs, NULL, apply);
  apply->op = s->op == '=' ? op : s->op;
  if (apply->lhs->kind == IR_E_ACCESS) /* it reads T too */
    apply->lhs->acc->is_read = true;
  apply->rhs = pass_gpu_var(total, s->loc);
  return pass_gpu_stmt_node(apply);
}

/* Run loop L, a reduction (reduction_of: statement S, OP, VALUE), as two
 * kernels in its place (struct ir_reduce): partial results per block,
 * then their total applied to the target by one thread. */
static void make_reduction(struct mapper *m, struct ir_node *l, struct ir_stmt *s,
                           struct ir_expr *value, int op) {
  struct ir_region *r = m->ctx->region;
  struct ir_type t = s->lhs->type;
  struct ir_var *scalar = s->lhs->kind == IR_E_VAR ? s->lhs->var : NULL;
  const char *base = scalar ? scalar->name : ir_array_ident(s->lhs->acc->array);
  struct ir_loc loc = l->loc;

  struct ir_array *parts =
      ir_array_new(r, pass_fresh_name(m->ctx, ir_printf("%s_parts", base)), t, 1, loc);
  parts->origin = IR_ARR_DEVICE;
  parts->extents[0] = ir_aff_const(REDUCE_BLOCKS);
  parts->written = true;
  struct ir_var *part = ir_var_new(r, pass_fresh_name(m->ctx, ir_printf("%s_part", base)),
                                   IR_VAR_SCALAR, t, loc);
  struct ir_var *total = ir_var_new(r, pass_fresh_name(m->ctx, ir_printf("%s_total", base)),
                                    IR_VAR_SCALAR, t, loc);
  part->local = total->local = true;
  part->written = total->written = true;
  const char *shared = pass_fresh_name(m->ctx, ir_printf("%s_sums", base));
  ir_vec_push(&r->taken_names, (void *)shared);

  /* The blocks' kernel: PART = identity; the loop, grid-stride, PART op= E. */
  struct ir_kernel *a = new_kernel(m, loc);
  a->reduce = ir_alloc(sizeof *a->reduce);
  *a->reduce = (struct ir_reduce){false, op, part, parts, shared, NULL, REDUCE_BLOCKS,
                                  REDUCE_THREADS};
  struct ir_expr *identity = ir_expr_new(IR_E_CONST, loc);
  identity->text = ir_reduce_identity(a->reduce);
  identity->type = t;
  struct ir_node *decl = pass_gpu_bind(part, identity, loc);
  struct ir_node *loop = ir_clone_list(l, NULL, NULL);
  loop->next = NULL;
  loop->body = partial_update(part, op, value, s->loc);
  loop->iter_declared = true;
  loop->map = IR_MAP_GRID_STRIDE;
  loop->map_dim = 0;
  decl->next = loop;
  a->body = decl;
  pass_gpu_link(a->body, NULL);
  pass_gpu_kernel_uses(a);
  ir_vec_push(&a->arrays, parts);

  /* The total's kernel: T op= TOTAL (and PARTS[0] = T for the host). */
  struct ir_kernel *b = new_kernel(m, loc);
  b->reduce = ir_alloc(sizeof *b->reduce);
  *b->reduce = *a->reduce;
  b->reduce->combine = true;
  b->reduce->part = total;
  b->reduce->to_host = scalar;
  b->body = apply_total(s, op, total);
  if (scalar) {
    struct ir_stmt *back = pass_gpu_new_stmt(IR_S_ASSIGN, s->loc);
    struct ir_access *acc = ir_alloc(sizeof *acc);
    *acc = (struct ir_access){.array = parts, .stmt = back, .loc = s->loc, .is_write = true,
                              .ndim = 1};
    acc->index = ir_alloc(sizeof(struct ir_expr *));
    acc->aff = ir_alloc(sizeof(struct ir_aff *));
    acc->aff[0] = ir_aff_const(0);
    acc->index[0] = pass_gpu_const(0, s->loc);
    ir_vec_push(&back->accesses, acc);
    back->lhs = ir_expr_new(IR_E_ACCESS, s->loc);
    back->lhs->acc = acc;
    back->lhs->type = t;
    back->rhs = pass_gpu_var(scalar, s->loc);
    b->body->next = pass_gpu_stmt_node(back);
  }
  pass_gpu_link(b->body, NULL);
  pass_gpu_kernel_uses(b);
  int w = 0;
  for (int i = 0; i < b->scalars.n; i++)
    if (b->scalars.v[i] != total)
      b->scalars.v[w++] = b->scalars.v[i];
  b->scalars.n = w;
  if (!scalar)
    ir_vec_push(&b->arrays, parts);

  /* Where the loop runs no iteration, the target keeps its value (and
   * may lie outside the arrays' copies): the kernels run only where it
   * runs, tested unless the loops around it imply that. */
  struct ir_node *na = ir_node_new(IR_KERNEL, loc), *nb = ir_node_new(IR_KERNEL, loc);
  na->kernel = a;
  nb->kernel = b;
  na->next = nb;
  na->parent = nb->parent = l->parent;
  struct ir_node *first = na, *last = nb;
  struct ir_expr *runs = pass_provably_runs(m->ctx, l) ? NULL : pass_gpu_runs(l);
  if (runs) {
    first = last = ir_node_new(IR_IF, loc);
    first->cond = runs;
    first->then_body = na;
    first->parent = l->parent;
    na->parent = nb->parent = first;
  }
  last->next = l->next;
  *ir_node_slot(r, l) = first;
  diag_remark(loc, "kernels '%s' and '%s' run the reduction over loop '%s' into '%s': %d blocks "
              "of %d threads add partial results, then one block adds those up (in another "
              "order than the loop's)", a->name, b->name, l->iter->name,
              scalar ? scalar->name : s->lhs->acc->array->name, REDUCE_BLOCKS, REDUCE_THREADS);
}

/* Threads of a kernel with lanes (struct ir_lanes): x 32 lanes by y 8
 * band points, or x 32 band points by y 16 lanes. */
#define LANES_X 32
#define LANES_X_POINTS 8
#define LANES_Y 16
#define LANES_Y_POINTS 32


/* Would map-gpu split reduction loop L among lanes (struct ir_lanes)?
 * L is in the code of a parallel loop P that is the whole band (no
 * parallel loop around P, L not parallel); L's trip count may grow; L is
 * a reduction (reduction_of) of an array element T whose value E does not
 * read T's array; the rest of P's code is statements that set T (before
 * L: bicg's q[i] = 0, from other arrays; after it: correlation's
 * mean[j] /= float_n), which lane 0 runs around the total.  Then the
 * kernel's threads share L's iterations instead of one running all of
 * them, as where P is short (gramschmidt's R[k][j] over j > k) and L
 * long.  The pass manager asks this before keeping such an element in a
 * register (scalar-replace), which the lanes do themselves. */
bool pass_map_gpu_lanes(struct dep_info *deps, const struct ir_node *l) {
  const struct ir_node *p = l->parent;
  if (l->kind != IR_LOOP || !p || p->kind != IR_LOOP ||
      !dep_loop_is_parallel(deps, (struct ir_node *)p, false, NULL) ||
      dep_loop_is_parallel(deps, (struct ir_node *)l, false, NULL) || !pass_loop_grows(l))
    return false;
  for (const struct ir_node *a = p->parent; a; a = a->parent)
    if (a->kind == IR_LOOP && dep_loop_is_parallel(deps, (struct ir_node *)a, false, NULL))
      return false;
  struct ir_expr *value;
  int op;
  const struct ir_stmt *s = reduction_of(deps, l, &value, &op);
  if (!s || s->lhs->kind != IR_E_ACCESS)
    return false;
  const struct ir_array *t = s->lhs->acc->array;
  struct ir_vec arrays = {0}, vars = {0};
  expr_uses(value, &arrays, &vars);
  for (int k = 0; k < arrays.n; k++)
    if (arrays.v[k] == t)
      return false;
  bool after = false;
  for (const struct ir_node *c = p->body; c; c = c->next) {
    if (c == l) {
      after = true;
      continue;
    }
    if (c->kind != IR_STMT || c->stmt->kind != IR_S_ASSIGN || c->stmt->guard ||
        (!after && c->stmt->op != '=') || !same_target(c->stmt->lhs, s->lhs))
      return false;
    arrays.n = 0;
    expr_uses(c->stmt->rhs, &arrays, &vars);
    for (int k = 0; k < arrays.n && !after; k++)
      if (arrays.v[k] == t)
        return false;
  }
  return true;
}

/* Accesses in loop L's statement that vary with both L and band loop P
 * and index the contiguous dimension with L's iterator, less those that
 * index it with P's (the accesses that vary with neither or one only, if
 * none varies with both): above 0, L's iterations go to x so that a
 * warp's accesses coalesce. */
static int lanes_along(const struct ir_node *l, const struct ir_node *p) {
  const struct ir_stmt *s = l->body->stmt;
  int both = 0, score = 0, all = 0;
  for (int a = 0; a < s->accesses.n; a++) {
    const struct ir_access *acc = s->accesses.v[a];
    const struct ir_aff *last = acc->aff[acc->ndim - 1];
    if (!last)
      continue;
    bool vl = false, vp = false;
    for (int d = 0; d < acc->ndim; d++) {
      vl |= acc->aff[d] && ir_aff_coef(acc->aff[d], l->iter) != 0;
      vp |= acc->aff[d] && ir_aff_coef(acc->aff[d], p->iter) != 0;
    }
    long cl = ir_aff_coef(last, l->iter), cp = ir_aff_coef(last, p->iter);
    int v = (cl == 1 || cl == -1) - (cp == 1 || cp == -1);
    all += vl ? v : 0;
    if (vl && vp) {
      both++;
      score += v;
    }
  }
  return both ? score : all;
}

/* Make band loop P, whose code is reduction loop L (statement S: T op=
 * VALUE) between statements that set T (pass_map_gpu_lanes), a kernel
 * with lanes (struct ir_lanes) in P's place. */
static void make_lanes(struct mapper *m, struct ir_node *p, struct ir_node *l, struct ir_stmt *s,
                       struct ir_expr *value, int op) {
  struct ir_region *r = m->ctx->region;
  struct ir_loc loc = p->loc;
  struct ir_kernel *k = new_kernel(m, loc);
  bool row = lanes_along(l, p) > 0;
  int ld = row ? 0 : 1, bd = 1 - ld;
  k->ndims = 2;
  k->band[bd] = p;
  k->band[ld] = l;
  k->block[0] = row ? LANES_X : LANES_Y_POINTS;
  k->block[1] = row ? LANES_X_POINTS : LANES_Y;
  const char *base = ir_array_ident(s->lhs->acc->array);
  struct ir_type t = s->lhs->type;
  struct ir_var *part = ir_var_new(r, pass_fresh_name(m->ctx, ir_printf("%s_part", base)),
                                   IR_VAR_SCALAR, t, loc);
  part->local = part->written = true;
  const char *shared = pass_fresh_name(m->ctx, ir_printf("%s_lanes", base));
  ir_vec_push(&r->taken_names, (void *)shared);
  k->lanes = ir_alloc(sizeof *k->lanes);
  *k->lanes = (struct ir_lanes){op, part, shared, ld, k->block[ld]};

  /* P's bounds, tested where the lanes add (an ordinary IF: every thread
   * reaches the tree's barriers) and where lane 0 applies the total. */
  struct ir_expr *cond = NULL;
  bool up = p->step > 0;
  const struct ir_bound *end = up ? &p->ub : &p->lb;
  for (int q = 0; q < end->n; q++)
    cond = pass_gpu_and(cond, pass_gpu_compare(p->iter, up ? IR_OP_LE : IR_OP_GE, end->parts[q],
                                               loc));
  struct ir_node *test = ir_node_new(IR_IF, loc);
  test->cond = cond;
  test->then_body = partial_update(part, op, value, s->loc);
  struct ir_node *lane = mapped_copy(l, IR_MAP_LANE, ld, test);

  /* Lane 0 runs the statements before L, applies the total where L runs
   * an iteration (elsewhere T keeps its value and may lie outside the
   * arrays' copies), then runs the statements after L. */
  struct ir_node *once = ir_node_new(IR_IF, loc);
  once->cond = ir_clone_expr(cond, NULL, NULL);
  once->lane0 = true;
  struct ir_node *total = apply_total(s, op, part);
  if (p->body != l || l->next) {
    struct ir_expr *runs = pass_gpu_runs(l);
    struct ir_node *some = total;
    if (runs) {
      some = ir_node_new(IR_IF, loc);
      some->cond = runs;
      some->then_body = total;
    }
    some->next = l->next;
    struct ir_node **slot = &p->body;
    while (*slot != l)
      slot = &(*slot)->next;
    *slot = some;
    once->then_body = p->body;
  } else {
    once->cond = pass_gpu_and(once->cond, pass_gpu_runs(l));
    once->then_body = total;
  }
  lane->next = once;

  k->body = mapped_copy(p, IR_MAP_BLOCK_THREAD, bd, lane);
  pass_gpu_link(k->body, NULL);
  pass_gpu_kernel_uses(k);
  int w = 0;
  for (int i = 0; i < k->scalars.n; i++)
    if (k->scalars.v[i] != part)
      k->scalars.v[w++] = k->scalars.v[i];
  k->scalars.n = w;

  struct ir_node *launch = ir_node_new(IR_KERNEL, loc);
  launch->kernel = k;
  launch->parent = p->parent;
  launch->next = p->next;
  *ir_node_slot(r, p) = launch;
  static const char dims[] = "xy";
  diag_remark(loc, "kernel '%s': parallel loop '%s' -> %c; %d threads (lanes) per iteration of "
              "it share the reduction over loop '%s' (%c) into '%s' and add their partial results "
              "up (in another order than the loop's)", k->name, p->iter->name, dims[bd],
              k->lanes->lanes, l->iter->name, dims[ld], s->lhs->acc->array->name);
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
      if (n->stmt->kind == IR_S_ARRAY_DECL)
        continue; /* the kernels that use it share a device copy (codegen/gpu.c) */
      if (n->stmt->kind == IR_S_DECL || (n->stmt->lhs->kind == IR_E_VAR)) {
        /* A scalar computed from scalars (deriche's a1 = k * ...) or from
         * arrays the region does not write (durbin's alpha = -r[0]) stays
         * in the host code, which passes its value to the kernels after
         * it; one that reads a written array would need that array back
         * on the host. */
        struct ir_vec arrays = {0}, vars = {0};
        expr_uses(n->stmt->rhs, &arrays, &vars);
        expr_uses(n->stmt->guard, &arrays, &vars);
        const struct ir_array *written = NULL;
        for (int k = 0; k < arrays.n && !written; k++)
          if (((struct ir_array *)arrays.v[k])->written)
            written = arrays.v[k];
        if (!written)
          continue; /* the host's copy of what it reads stays right */
        pass_refuse(m->ctx, n->loc, "the scalar '%s' is set outside a loop nest from an element "
                    "of '%s', which the region writes",
                    n->stmt->kind == IR_S_DECL ? n->stmt->decl->name : n->stmt->lhs->var->name,
                    written->name);
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
    struct ir_stmt *red;
    struct ir_expr *value;
    int op;
    for (struct ir_node *l = n; l && l->kind == IR_LOOP && nband < 3;) {
      if (!dep_loop_is_parallel(m->deps, l, false, NULL))
        break;
      bool box = true;
      for (int d = 0; d < nband; d++)
        box &= !pass_gpu_bound_uses(&l->lb, band[d]->iter) &&
               !pass_gpu_bound_uses(&l->ub, band[d]->iter);
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
      for (struct ir_var *v; (v = outer_scalar_write(band[nband - 1]));) {
        const char *why = privatise(m, band, nband, v);
        if (why) {
          pass_refuse(m->ctx, n->loc, "the parallel loop '%s' writes the scalar '%s' declared "
                      "outside it%s", n->iter->name, v->name, why);
          m->failed = true;
          return;
        }
      }
      struct ir_node *l = band[0]->body;
      while (l && l->next && l->kind != IR_LOOP)
        l = l->next;
      if (l && nband == 1 && !m->block[0] && pass_map_gpu_lanes(m->deps, l) &&
          (red = reduction_of(m->deps, l, &value, &op)))
        make_lanes(m, band[0], l, red, value, op);
      else
        make_kernel(m, n, band, nband);
    } else if ((red = reduction_of(m->deps, n, &value, &op))) {
      make_reduction(m, n, red, value, op);
    } else if (has_parallel_loop(m, n)) {
      struct dep *why = NULL;
      dep_loop_is_parallel(m->deps, n, false, &why);
      diag_remark(n->loc, "loop '%s' stays on the host around the kernels: it %s", n->iter->name,
                  n->wavefront ? "runs the wavefronts of tiles in order"
                  : why        ? ir_printf("carries %s", dep_str(why))
                               : "carries a dependence");
      map_list(m, n->body);
    } else {
      struct ir_var *v = outer_scalar_write(n);
      if (v) {
        pass_refuse(m->ctx, n->loc, "a sequential nest writes the scalar '%s' declared outside it",
                    v->name);
        m->failed = true;
        return;
      }
      /* One GPU thread may run work of a constant size only: slower than
       * a CPU core by far, it must not grow with the problem. */
      const struct ir_aff *bound;
      bool upper;
      const struct ir_node *grows = growing_loop(n, &bound, &upper);
      if (grows) {
        pass_refuse(m->ctx, n->loc, "loop '%s' (line %d) holds no parallel loop and its work grows "
                    "with the parameters (loop '%s' runs %s '%s'): one GPU thread would run it",
                    n->iter->name, n->loc.line, grows->iter->name,
                    upper == (grows->step > 0) ? "to" : "from",
                    ir_aff_source_str(bound));
        m->failed = true;
        return;
      }
      make_kernel(m, n, NULL, 0);
    }
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
    if (a->origin == IR_ARR_REGION)
      continue; /* each thread's own */
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

/* May loop L's trip count grow with the problem: is a bound of it not a
 * constant (a parameter, or an outer loop's iterator, as in symm's
 * k < i)? */
bool pass_loop_grows(const struct ir_node *l) {
  for (int p = 0; p < l->lb.n + l->ub.n; p++)
    if (!ir_aff_is_const(p < l->lb.n ? l->lb.parts[p] : l->ub.parts[p - l->lb.n]))
      return true;
  return false;
}

/* Do the bounds of loop L use the iterator of host loop H or a variable
 * of H's bounds (trisolv's i from c + 1 to n - 1 under c from 0 to n - 1:
 * both grow with n)? */
static bool grows_with(const struct ir_node *l, const struct ir_node *h) {
  struct ir_vec vars = {0};
  add_unique(&vars, h->iter);
  for (int p = 0; p < h->lb.n + h->ub.n; p++)
    aff_vars(p < h->lb.n ? h->lb.parts[p] : h->ub.parts[p - h->lb.n], &vars);
  for (int k = 0; k < vars.n; k++)
    if (pass_gpu_bound_uses(&l->lb, vars.v[k]) || pass_gpu_bound_uses(&l->ub, vars.v[k]))
      return true;
  return false;
}

/* Does kernel K do work at most linear in the problem size per launch:
 * does at most one loop of its code grow (*GROWS, or NULL)? */
static bool linear_work(const struct ir_kernel *k, const struct ir_node **grows) {
  struct ir_vec code = pass_gpu_nodes(k->body);
  *grows = NULL;
  for (int j = 0; j < code.n; j++) {
    const struct ir_node *l = code.v[j];
    if (l->kind == IR_LOOP && pass_loop_grows(l)) {
      if (*grows)
        return false;
      *grows = l;
    }
  }
  return true;
}

/* Launch-bound: every kernel of the mapped region does work at most
 * linear in the problem size per launch (at most one loop of its code
 * grows), and a host loop around one of them runs as many times as that
 * kernel's loop grows to (their bounds share the size or the kernel's
 * loop runs to the host loop's iterator): n launches of O(n) work.  A
 * few microseconds per launch then cost more than the CPU's loops
 * (PolyBench trisolv and durbin at LARGE on an H200: 23 and 70 ms of
 * kernels against 3.3 and 4.5 ms on one CPU core).  Returns why and sets
 * *HOST_LOOP, or NULL.  (A time loop of its own size, as jacobi-1d's, is
 * not caught: pass_gpu_time_loops finds those.) */
const char *pass_gpu_launch_bound(struct ir_region *r, struct ir_node **host_loop) {
  struct ir_vec nodes = pass_gpu_nodes(r->body);
  const struct ir_node *host = NULL, *kernel = NULL;
  for (int i = 0; i < nodes.n; i++) {
    const struct ir_node *n = nodes.v[i], *grows;
    if (n->kind != IR_KERNEL)
      continue;
    if (!linear_work(n->kernel, &grows))
      return NULL;
    for (const struct ir_node *a = n->parent; a && grows && !host; a = a->parent)
      if (a->kind == IR_LOOP && pass_loop_grows(a) && grows_with(grows, a)) {
        host = a;
        kernel = n;
      }
  }
  if (!host)
    return NULL;
  *host_loop = (struct ir_node *)host;
  return ir_printf("each launch of its kernels does work at most linear in the problem size, and "
                   "loop '%s' (line %d) launches '%s' as many times as the problem is large: the "
                   "launches would cost more than the CPU's loops", host->iter->name,
                   host->loc.line, kernel->kernel->name);
}

/* The kernels under host loop H: does each do work at most linear in
 * the problem size (false if not), is there one (*ANY), and does one do
 * it in a loop that grows with H (*WITH_H)? */
static bool kernels_linear(const struct ir_node *h, bool *any, bool *with_h) {
  struct ir_vec nodes = pass_gpu_nodes(h->body);
  *any = *with_h = false;
  for (int i = 0; i < nodes.n; i++) {
    const struct ir_node *n = nodes.v[i], *grows;
    if (n->kind != IR_KERNEL)
      continue;
    if (!linear_work(n->kernel, &grows))
      return false;
    *any = true;
    *with_h |= grows && grows_with(grows, h);
  }
  return true;
}

/* The outermost host loops of the list FIRST that grow and whose kernels
 * all do work at most linear in the problem size, into OUT: those where
 * one does it in a loop that grows with the host loop (launch-bound,
 * WITH_H), or those where none does (time loops). */
static void linear_loops(struct ir_node *first, bool with_h, struct ir_vec *out) {
  for (struct ir_node *n = first; n; n = n->next) {
    bool any, grows_with_n;
    if (n->kind == IR_IF) {
      linear_loops(n->then_body, with_h, out);
      linear_loops(n->else_body, with_h, out);
    } else if (n->kind == IR_LOOP) {
      bool linear = kernels_linear(n, &any, &grows_with_n);
      if (linear && any && pass_loop_grows(n) && grows_with_n == with_h)
        ir_vec_push(out, n);
      else if (with_h || !linear || !any) /* no time loop inside one of linear kernels */
        linear_loops(n->body, with_h, out);
    }
  }
}

struct ir_vec pass_gpu_launch_loops(struct ir_region *r) {
  struct ir_vec out = {0};
  linear_loops(r->body, true, &out);
  return out;
}

struct ir_vec pass_gpu_time_loops(struct ir_region *r) {
  struct ir_vec out = {0};
  linear_loops(r->body, false, &out);
  return out;
}

bool pass_map_gpu(struct pass_ctx *ctx, const struct pass_step *step) {
  struct ir_region *r = ctx->region;
  for (int k = 0; k < r->arrays.n; k++) {
    struct ir_array *a = r->arrays.v[k];
    if (a->field && ctx->split) {
      pass_refuse(ctx, a->loc, "it reads or writes members of the elements of '%s' ('%s[...].%s'), "
                  "which --split's region functions cannot pack for the GPU", a->field_of,
                  a->field_of, a->field);
      return false;
    }
    if (pass_pointer_like(a)) {
      /* Copies cover the elements the region touches, which must be
       * known: no guess. */
      if (a->footprint && !a->footprint->bounded) {
        pass_refuse(ctx, a->footprint->where, "the elements of '%s' it touches cannot be bounded "
                    "(%s), so '%s' cannot be copied to the GPU", a->name, a->footprint->why,
                    a->name);
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
  struct mapper m = {ctx, pass_deps(ctx), 0, false, {0, 0, 0}};
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
  int narrays = r->arrays.n;
  map_list(&m, r->body);
  /* A launch-bound loop runs as one kernel of one block (persist), where
   * it can; the automatic pipeline applies that next. */
  struct ir_node *host = NULL;
  const char *slow = m.failed ? NULL : pass_gpu_launch_bound(r, &host);
  const char *unlike = slow ? pass_persist_problem(ctx, host) : NULL;
  if (slow && unlike)
    pass_refuse(ctx, r->loc, "%s, and it cannot run as one kernel of one block: %s", slow, unlike);
  else
    slow = NULL;
  if (m.failed || slow) {
    r->body = copy;
    r->arrays.n = narrays; /* no reduction's partial results */
    /* The analyses name the nodes the copy replaces. */
    ctx->deps_stale = true;
    ctx->model_stale = true;
    return false;
  }
  find_write_first(&m);
  pass_device_offsets(ctx);
  /* The host code's names of the device buffers: none may be, or
   * shadow, a name the region's code can see, nor be another's. */
  for (int k = 0; k < r->arrays.n; k++) {
    struct ir_array *a = r->arrays.v[k];
    a->device_name = pass_fresh_name(ctx, ir_printf("d_%s", ir_array_ident(a)));
    ir_vec_push(&r->taken_names, (void *)a->device_name);
  }
  return true;
}
