/* mma.c - the mma pass (recipe "mma LOOP"): the full steps of a
 * product's reduction loop on the FP64 tensor cores (CUDA, sm_80 and
 * later).
 *
 * Below LOOP (the strip-mined reduction loop, k_tile) unswitch leaves the
 * full steps as an unrolled loop of a constant trip count S over the
 * thread's points (coarsen's sub loops):
 *
 *   for (k = k_tile; k < k_tile + S; k++)          S a multiple of 4
 *     for (j_sub = 0; j_sub < P; j_sub++) {          (and i_sub)
 *       int i = i_first + i_thread + T * i_sub;
 *       int j = ...;
 *       C_ij[i_sub][j_sub] += F1 * F2 * ... + ...;   each factor reads i or
 *     }                                               j (or neither), never both
 *
 * in a block of 4 threads in x (j) and T in y (i), T a multiple of 8, so
 * that lane L of a warp is thread (L % 4, 8 w + L / 4): the warp computes
 * rows i_first + 8 w .. + 7 (plus T * i_sub) of the tile.  Each term of
 * the sum becomes one mma.sync.m8n8k4 per pair of the thread's points and
 * 4 steps of k: the product of the factors that read i (and those that
 * read neither) is the A operand, lane L giving row L / 4 (its own i) at k
 * + L % 4; the factors that read j the B operand, lane L giving column
 * L / 4 of the pair's eight at k + L % 4; the accumulators are the
 * thread's registers of two neighbouring columns 2 (L % 4) and + 1.  So
 * the thread's points in x become pairs of neighbours, the pairs 8 apart
 * (j = j_first + 2 * j_thread + j_sub % 2 + 8 * (j_sub / 2)) in the whole
 * kernel (struct ir_kernel's mma_pairs): each point keeps its registers,
 * only which thread computes it changes.  The rows of the shared tiles the
 * factors read get a pitch of 4 modulo 16 elements, so that the 4 x 4
 * elements a half-warp reads lie in distinct banks.
 *
 * Legal: the band is parallel and a point's sum over k is the same sum,
 * each product and addition an IEEE double operation (the tensor cores'
 * FMA), the four products of a step added in the hardware's order: the
 * result differs from the loop's by the order of additions, and where a
 * term has three or more factors by their grouping too (the factors of
 * the rows and the constants multiply first: 'A[j][k] * alpha *
 * B[i][k]' as '(alpha * B[i][k]) * A[j][k]'), each product still one
 * rounding of IEEE doubles.  Every
 * lane of a warp must run the step together: the loops and ifs around it
 * test nothing that differs between the block's threads, and the
 * factors read shared tiles only (elements every point's code may read),
 * past the band's ends the zeros promote fills in; the accumulators of
 * such points are never stored.  The partial steps stay FMA code.
 *
 * "mma LOOP 8" (the default on sm_90 for threads of at most
 * MMA_K8_POINTS points): the full steps step by 8, and each pair of rows
 * and columns takes one mma.sync.m16n8k8 per term, the two 16 x 8 x 4
 * steps at k and k + 4 in one instruction (A's elements of both rows at
 * the lane's k + x_thread and + 4, B's at both): half the instructions at
 * the same rate.
 *
 * With --allow-tf32 (struct pass_ctx's allow_tf32), sums of floats too,
 * in 16-row steps (mma.m16n8k4 tf32, the same fragments): each factor is
 * rounded to TF32 (10 bits of mantissa) before its product, which the
 * user asked to allow; the sums stay float. */
#include "passes.h"

#include <string.h>

/* The most points per thread for which 16 x 8 x 8 steps pay (mma_steps):
 * measured on an H200, PolyBench gemm EXTRALARGE (2 x 16 points) ran 12%
 * faster with them, a double matmul of 4 x 16 points 17% slower (its 254
 * registers left no room for the fragments). */
#define MMA_K8_POINTS 32

struct mma {
  struct pass_ctx *ctx;
  struct ir_kernel *k;
  struct ir_var *x, *y;               /* the band's iterators (j, i) */
  struct ir_var *x_first, *y_first;   /* the block's first points */
  struct ir_var *x_thread, *y_thread; /* the thread's indices */
  struct ir_var *x_sub, *y_sub;       /* the thread's point loops (y_sub may be NULL) */
  long per_x, per_y;                  /* the thread's points in x and y */
  struct ir_vec tiles;                /* struct ir_array *: shared arrays the factors read */
  bool tf32;                          /* float sums allowed (--allow-tf32) */
  enum ir_base base;                  /* the sums' type (0 before the first) */
  const char *why;
};

static bool mentions_any(const struct ir_expr *e, struct ir_var *const *vars, int n) {
  for (int i = 0; i < n; i++)
    if (vars[i] && pass_gpu_mentions(e, vars[i]))
      return true;
  return false;
}

/* Does E read memory other than shared arrays? */
static bool reads_unshared(const struct ir_expr *e) {
  if (!e)
    return false;
  if (e->kind == IR_E_ACCESS) {
    if (e->acc->array->space != IR_SPACE_SHARED)
      return true;
    for (int d = 0; d < e->acc->ndim; d++)
      if (reads_unshared(e->acc->index[d]))
        return true;
  }
  for (int i = 0; i < e->nargs; i++)
    if (reads_unshared(e->args[i]))
      return true;
  return reads_unshared(e->a) || reads_unshared(e->b) || reads_unshared(e->c);
}

/* The accesses in E (struct ir_access *), each once. */
static void accesses_in(const struct ir_expr *e, struct ir_vec *out) {
  if (!e)
    return;
  if (e->kind == IR_E_ACCESS && !ir_vec_contains(out, e->acc))
    ir_vec_push(out, e->acc);
  if (e->kind == IR_E_ACCESS)
    for (int d = 0; d < e->acc->ndim; d++)
      accesses_in(e->acc->index[d], out);
  for (int i = 0; i < e->nargs; i++)
    accesses_in(e->args[i], out);
  accesses_in(e->a, out);
  accesses_in(e->b, out);
  accesses_in(e->c, out);
}

static void shared_reads(const struct ir_expr *e, struct ir_vec *out) {
  struct ir_vec accs = {0};
  accesses_in(e, &accs);
  for (int i = 0; i < accs.n; i++) {
    struct ir_array *a = ((struct ir_access *)accs.v[i])->array;
    if (a->space == IR_SPACE_SHARED && !ir_vec_contains(out, a))
      ir_vec_push(out, a);
  }
}

/* Is A the affine form FIRST + THREAD + STRIDE * SUB (no SUB where it is
 * NULL)? */
static bool strided(const struct ir_aff *a, struct ir_var *first, struct ir_var *thread,
                    struct ir_var *sub, long stride) {
  if (!a || a->cst || a->nterms != (sub ? 3 : 2))
    return false;
  return ir_aff_coef(a, first) == 1 && ir_aff_coef(a, thread) == 1 &&
         (!sub || ir_aff_coef(a, sub) == stride);
}

/* The elements to add to rows of ROW elements for a pitch of 4 modulo
 * 16. */
static int bank_pad(long row) {
  return (int)(((4 - row) % 16 + 16) % 16);
}

/* The declaration of V in the list FIRST, or NULL. */
static struct ir_stmt *decl_of(struct ir_node *first, const struct ir_var *v) {
  for (struct ir_node *n = first; n; n = n->next)
    if (n->kind == IR_STMT && n->stmt->kind == IR_S_DECL && n->stmt->decl == v)
      return n->stmt;
  return NULL;
}

static struct ir_expr *int_binary(int op, struct ir_expr *a, struct ir_expr *b) {
  return ir_expr_binary(op, a, b, (struct ir_type){.base = IR_T_INT});
}

/* x_first + 2 * x_thread + x_sub % 2 + 8 * (x_sub / 2): the pairs. */
static struct ir_expr *pairs_value(struct mma *m, struct ir_loc loc) {
  struct ir_expr *e = int_binary('+', pass_gpu_var(m->x_first, loc),
                                 int_binary('*', pass_gpu_const(2, loc), pass_gpu_var(m->x_thread, loc)));
  e = int_binary('+', e, int_binary('%', pass_gpu_var(m->x_sub, loc), pass_gpu_const(2, loc)));
  return int_binary('+', e,
                    int_binary('*', pass_gpu_const(8, loc),
                               int_binary('/', pass_gpu_var(m->x_sub, loc), pass_gpu_const(2, loc))));
}

/* The column of B lane L gives for the pair of x_sub (even):
 * x_first + 4 * x_sub + y_thread % 8. */
static struct ir_expr *lane_column(struct mma *m, struct ir_loc loc) {
  struct ir_expr *e = int_binary('+', pass_gpu_var(m->x_first, loc),
                                 int_binary('*', pass_gpu_const(4, loc), pass_gpu_var(m->x_sub, loc)));
  return int_binary('+', e, int_binary('%', pass_gpu_var(m->y_thread, loc), pass_gpu_const(8, loc)));
}

/* A full step's point loops: the loop over the thread's points in x and
 * its iterator, that in y (or NULL), their trip counts, and the list
 * inside them (the point's declarations and statements). */
struct points {
  struct ir_node *xloop, *yloop, *innermost, *inner;
  struct ir_vec sums; /* struct ir_expr *: each update's sum, the point's scalars expanded */
  struct ir_var *x_sub, *y_sub;
  long per_x, per_y;
  long trip; /* the full step's iterations */
};

/* Is F a full step: an unrolled loop from LB to LB + S - 1 (S a multiple
 * of 4) around the thread's point loops and, in them, the declarations
 * of the point and statements?  Fills *ST. */
static bool full_step(const struct mma *m, struct ir_node *f, struct points *st) {
  if (f->kind != IR_LOOP || f->map != IR_MAP_NONE || !f->unroll || f->step != 1 ||
      f->lb.n != 1 || f->ub.n != 1)
    return false;
  struct ir_aff *len = ir_aff_sub(f->ub.parts[0], f->lb.parts[0]);
  if (!ir_aff_is_const(len) || (len->cst + 1) % 4 || len->cst < 3)
    return false;
  struct ir_node *n = f->body, *loops[2] = {NULL, NULL};
  int nloops = 0;
  while (n && !n->next && n->kind == IR_LOOP) {
    if (nloops == 2 || !n->unroll || n->map != IR_MAP_NONE || n->step != 1 || n->lb.n != 1 ||
        n->ub.n != 1 || !ir_aff_is_const(n->lb.parts[0]) || n->lb.parts[0]->cst != 0 ||
        !ir_aff_is_const(n->ub.parts[0]))
      return false;
    loops[nloops++] = n;
    n = n->body;
  }
  /* (y's declaration is gone where nothing reads it) */
  struct ir_stmt *dx = decl_of(n, m->x), *dy = decl_of(n, m->y);
  if (!dx || pass_gpu_mentions(dx->rhs, f->iter) || (dy && pass_gpu_mentions(dy->rhs, f->iter)))
    return false; /* (F is a point loop) */
  *st = (struct points){.inner = n, .innermost = loops[nloops - 1], .per_y = 1, .trip = len->cst + 1};
  for (int i = 0; i < nloops; i++) {
    if (pass_gpu_mentions(dx->rhs, loops[i]->iter)) {
      st->xloop = loops[i];
      st->x_sub = loops[i]->iter;
      st->per_x = loops[i]->ub.parts[0]->cst + 1;
    } else if (!dy || pass_gpu_mentions(dy->rhs, loops[i]->iter)) {
      st->yloop = loops[i];
      st->y_sub = loops[i]->iter;
      st->per_y = loops[i]->ub.parts[0]->cst + 1;
    } else {
      return false;
    }
  }
  for (struct ir_node *s = n; s; s = s->next)
    if (s->kind != IR_STMT || (s->stmt->kind != IR_S_DECL && s->stmt->kind != IR_S_ASSIGN) ||
        (s->stmt->kind == IR_S_ASSIGN && pass_gpu_mentions(s->stmt->lhs, f->iter)))
      return false; /* (F is a loop over points whose declaration is gone) */
  return st->x_sub != NULL && nloops > 0;
}

/* Is N the declaration of a point's X (or Y) whose value reads two of the
 * unrolled loops around it, as coarsen's grouped layout makes it
 * (j = j_first + 4 * j_thread + 64 * j_sub + j_vec)? */
static bool grouped_point(const struct mma *m, const struct ir_node *n) {
  if (n->kind != IR_STMT || n->stmt->kind != IR_S_DECL ||
      (n->stmt->decl != m->x && n->stmt->decl != m->y) || !n->stmt->rhs)
    return false;
  return pass_gpu_point_loops(n, NULL, NULL, 0) > 1;
}

bool pass_mma_type(enum ir_base base, bool tf32) {
  return base == IR_T_DOUBLE || (tf32 && base == IR_T_FLOAT);
}

bool pass_mma_sum(struct ir_expr *rhs, struct ir_var *const *xs, struct ir_var *const *ys, int n,
                  enum ir_base base, struct ir_vec *factors, const char **why) {
  struct ir_vec terms = {0};
  pass_gpu_split(rhs, '+', &terms);
  for (int t = 0; t < terms.n; t++) {
    struct ir_vec fs = {0};
    pass_gpu_split(terms.v[t], '*', &fs);
    int nx = 0;
    for (int f = 0; f < fs.n; f++) {
      struct ir_expr *e = fs.v[f];
      bool ux = mentions_any(e, xs, n), uy = mentions_any(e, ys, n);
      if (e->type.base != base) {
        *why = base == IR_T_DOUBLE ? "a factor of its products is no double"
                                   : "a factor of its products is no float";
        return false;
      }
      if (ux && uy) {
        *why = ir_printf("a factor of its products reads both '%s' and '%s'", ys[0]->name,
                         xs[0]->name);
        return false;
      }
      nx += ux;
      if (factors)
        ir_vec_push(factors, e);
    }
    if (!nx) {
      *why = ir_printf("a term of its sum has no factor that reads '%s'", xs[0]->name);
      return false;
    }
  }
  return true;
}

/* The declaration (with a value) before USE in FIRST's list of the
 * scalar V (not an iterator), or NULL. */
static const struct ir_node *local_decl(const struct ir_node *first, const struct ir_node *use,
                                        const struct ir_var *v) {
  if (v->kind == IR_VAR_ITER)
    return NULL;
  for (const struct ir_node *n = first; n && n != use; n = n->next)
    if (n->kind == IR_STMT && n->stmt->kind == IR_S_DECL && n->stmt->decl == v && n->stmt->rhs)
      return n;
  return NULL;
}

/* May the value of declaration D of V move to V's uses in the list FIRST:
 * does no statement of the list assign V, a scalar D's value reads, or
 * an element of an array it reads (D's accesses)? */
static bool value_moves(const struct ir_stmt *d, const struct ir_var *v, const struct ir_node *first) {
  for (const struct ir_node *n = first; n; n = n->next) {
    if (n->kind != IR_STMT || n->stmt->kind != IR_S_ASSIGN)
      continue;
    const struct ir_expr *l = n->stmt->lhs;
    if (l->kind == IR_E_VAR && (l->var == v || pass_gpu_mentions(d->rhs, l->var)))
      return false;
    for (int a = 0; l->kind == IR_E_ACCESS && a < d->accesses.n; a++)
      if (((const struct ir_access *)d->accesses.v[a])->array == l->acc->array)
        return false;
  }
  return true;
}

struct ir_expr *pass_mma_expand(const struct ir_expr *e, const struct ir_node *first,
                                const struct ir_node *use, struct ir_stmt *owner) {
  if (!e)
    return NULL;
  if (e->kind == IR_E_VAR) {
    const struct ir_node *at = local_decl(first, use, e->var);
    if (!at)
      return ir_clone_expr(e, NULL, owner);
    if (!value_moves(at->stmt, e->var, first))
      return NULL;
    /* (the value's own scalars: those declared before it) */
    struct ir_expr *v = pass_mma_expand(at->stmt->rhs, first, at, owner);
    if (!v || (v->type.base == e->var->type.base && v->type.is_unsigned == e->var->type.is_unsigned))
      return v;
    struct ir_expr *c = ir_expr_new(IR_E_CAST, e->loc);
    c->cast_to = c->type = e->var->type;
    c->a = v;
    return c;
  }
  if (e->kind == IR_E_ACCESS) {
    for (int d = 0; d < e->acc->ndim; d++)
      for (const struct ir_node *n = first; n && n != use; n = n->next)
        if (n->kind == IR_STMT && n->stmt->kind == IR_S_DECL && n->stmt->rhs &&
            n->stmt->decl->kind != IR_VAR_ITER && pass_gpu_mentions(e->acc->index[d], n->stmt->decl))
          return NULL;
    return ir_clone_expr(e, NULL, owner);
  }
  struct ir_expr *c = ir_expr_new(e->kind, e->loc);
  *c = *e;
  if (e->a && !(c->a = pass_mma_expand(e->a, first, use, owner)))
    return NULL;
  if (e->b && !(c->b = pass_mma_expand(e->b, first, use, owner)))
    return NULL;
  if (e->c && !(c->c = pass_mma_expand(e->c, first, use, owner)))
    return NULL;
  if (e->nargs) {
    c->args = ir_alloc(sizeof(struct ir_expr *) * (size_t)e->nargs);
    for (int i = 0; i < e->nargs; i++)
      if (!(c->args[i] = pass_mma_expand(e->args[i], first, use, owner)))
        return NULL;
  }
  return c;
}

/* May statement S of a full step become tensor-core steps?  Fills M's
 * tiles; sets M->why where not. */
static bool fits(struct mma *m, const struct ir_stmt *s, struct ir_expr *sum) {
  if (s->kind == IR_S_DECL) { /* (the point's scalars: expanded in SUM) */
    m->why = "its points declare scalars whose values read memory other than shared tiles";
    return s->decl == m->x || s->decl == m->y || (s->rhs && !reads_unshared(s->rhs));
  }
  if (!sum) {
    m->why = "a scalar its points declare is assigned, or its value reads what they write";
    return false;
  }
  if (s->op != '+' || s->guard || s->lhs->kind != IR_E_ACCESS ||
      s->lhs->acc->array->space != IR_SPACE_REGISTER ||
      !pass_mma_type(s->lhs->type.base, m->tf32)) {
    m->why = m->tf32 ? "its statements are not updates '+=' of a thread's registers of doubles "
                       "or floats"
                     : s->lhs->kind == IR_E_ACCESS && s->lhs->type.base == IR_T_FLOAT
                         ? "its sums are floats (--allow-tf32 runs them in TF32)"
                         : "its statements are not updates '+=' of a thread's registers of doubles";
    return false;
  }
  if (m->base && s->lhs->type.base != m->base) {
    m->why = "its sums are of doubles and of floats";
    return false;
  }
  m->base = s->lhs->type.base;
  const struct ir_access *acc = s->lhs->acc;
  for (int d = 0; d < acc->ndim; d++) {
    const struct ir_aff *a = acc->aff[d];
    bool last = d == acc->ndim - 1;
    if (!a || (last ? !(a->nterms == 1 && !a->cst && ir_aff_coef(a, m->x_sub) == 1)
                    : ir_aff_uses(a, m->x_sub))) {
      m->why = "an accumulator is not indexed by the thread's points in x in its last "
               "subscript";
      return false;
    }
  }
  struct ir_var *xs[3] = {m->x, m->x_sub, m->x_thread}, *ys[3] = {m->y, m->y_sub, m->y_thread};
  struct ir_vec fs = {0};
  if (!pass_mma_sum(sum, xs, ys, 3, m->base, &fs, &m->why))
    return false;
  for (int f = 0; f < fs.n; f++) {
    struct ir_expr *e = fs.v[f];
    if (reads_unshared(e)) {
      m->why = "a factor of its products reads memory other than shared tiles";
      return false;
    }
    if (mentions_any(e, xs, 3) &&
        (pass_gpu_mentions(e, m->x_sub) || pass_gpu_mentions(e, m->x_thread))) {
      m->why = "a factor reads the thread's indices";
      return false;
    }
    shared_reads(e, &m->tiles);
  }
  return true;
}

/* The product of the factors of TERM on one side (X: those that read x;
 * else the others), k replaced by SUB's value, in OWNER; 1.0 where none. */
static struct ir_expr *side(struct mma *m, struct ir_expr *term, bool x,
                            const struct ir_subst *sub, struct ir_stmt *owner) {
  struct ir_var *xs[3] = {m->x, m->x_sub, m->x_thread};
  struct ir_vec fs = {0};
  pass_gpu_split(term, '*', &fs);
  struct ir_expr *p = NULL;
  for (int f = 0; f < fs.n; f++) {
    struct ir_expr *e = fs.v[f];
    if (mentions_any(e, xs, 3) != x)
      continue;
    struct ir_expr *c = ir_clone_expr(e, sub, owner);
    p = p ? ir_expr_binary('*', p, c, term->type) : c;
  }
  if (!p) {
    p = ir_expr_new(IR_E_CONST, term->loc);
    p->text = term->type.base == IR_T_FLOAT ? "1.0f" : "1.0";
    p->type = term->type;
  }
  return p;
}

/* A copy of accumulator ACC (S applied) for the next column: its last
 * subscript plus one. */
static struct ir_expr *next_column(const struct ir_expr *acc, const struct ir_subst *s,
                                   struct ir_stmt *owner) {
  struct ir_expr *e = ir_clone_expr(acc, s, owner);
  struct ir_access *a = e->acc;
  int last = a->ndim - 1;
  a->aff[last] = ir_aff_add_const(a->aff[last], 1);
  a->index[last] = ir_expr_from_aff(a->aff[last], a->index[last]->type, a->loc);
  return e;
}

/* Do the loops and ifs from N's parent up to (not including) STOP test
 * anything that differs between the block's threads? */
static bool uniform(struct mma *m, const struct ir_node *n, const struct ir_node *stop) {
  struct ir_var *vars[6] = {m->x, m->y, m->x_thread, m->y_thread, m->x_sub, m->y_sub};
  for (const struct ir_node *a = n; a && a != stop; a = a->parent) {
    if (a->kind == IR_IF && mentions_any(a->cond, vars, 6))
      return false;
    if (a->kind == IR_LOOP) {
      for (int v = 0; v < 6; v++)
        if (vars[v] && (a->iter == vars[v] || pass_gpu_bound_uses(&a->lb, vars[v]) ||
                        pass_gpu_bound_uses(&a->ub, vars[v])))
          return false;
    }
  }
  return true;
}

/* Tile T's length of rows in the layout the tensor cores read it in: a
 * transposed tile (M[i][k] as [k][i], which promote chose for the FMA
 * form's rows of points) goes back to the array's order. */
static long mma_row(const struct ir_array *t) {
  return t->extents[t->transposed ? 0 : 1]->cst;
}

/* Give transposed tile T its array's order (pass_gpu_flip_tile), the
 * accesses of the sums STEPS hold (struct points *), which the mma
 * statements are made of, included.  A warp's fill then writes along a
 * row (in the transposed tile it wrote down a column: at a pitch of 4
 * modulo 16 elements, 4 threads per bank); the fragments, (row L / 4,
 * column L % 4) for lane L, still hit 16 distinct banks per half-warp. */
static void untranspose(struct ir_kernel *k, struct ir_array *t, const struct ir_vec *steps) {
  struct ir_vec accs = {0};
  for (int i = 0; i < steps->n; i++) {
    const struct points *st = steps->v[i];
    for (int u = 0; u < st->sums.n; u++)
      accesses_in(st->sums.v[u], &accs);
  }
  pass_gpu_flip_tile(k, t, &accs);
}

/* Every declaration of x as a thread's point in the kernel gets the
 * pairs (coarsen's strided layout before). */
static bool to_pairs(struct mma *m) {
  struct ir_vec nodes = pass_gpu_nodes(m->k->body), decls = {0};
  for (int i = 0; i < nodes.n; i++) {
    struct ir_node *n = nodes.v[i];
    if (n->kind != IR_STMT || n->stmt->kind != IR_S_DECL || n->stmt->decl != m->x ||
        (!pass_gpu_mentions(n->stmt->rhs, m->x_sub) && !pass_gpu_mentions(n->stmt->rhs, m->x_thread)))
      continue; /* (promote's fills) */
    if (!strided(ir_aff_of_expr(n->stmt->rhs), m->x_first, m->x_thread, m->x_sub, 4))
      return false;
    ir_vec_push(&decls, n->stmt);
  }
  for (int i = 0; i < decls.n; i++) {
    struct ir_stmt *st = decls.v[i];
    st->rhs = pairs_value(m, st->loc);
  }
  m->k->mma_pairs = true;
  return true;
}

/* The steps of k each tensor-core instruction takes: STEP's size, else 8
 * where the 16 x 8 x 8 form fits and pays, else 4; sets *WHY (and returns
 * 4) where STEP asks for 8 that does not fit.  8 needs sums of doubles in
 * 16 rows (ROWS16) and full steps (STEPS, struct points *) of a multiple of
 * 8 iterations.  It pays on sm_90 (where m16n8k8 is one instruction) with
 * at most MMA_K8_POINTS points per thread: their fragments of 8 steps then
 * fit the registers.  *NOTE: for the remark, where 8 would fit but the
 * default takes 4 for the points, or "". */
static int mma_steps(const struct mma *m, const struct pass_step *step, const struct ir_vec *steps,
                     bool rows16, const char **why, const char **note) {
  bool whole = true;
  for (int i = 0; i < steps->n; i++)
    whole &= ((const struct points *)steps->v[i])->trip % 8 == 0;
  const char *no = m->base != IR_T_DOUBLE ? "its sums are not of doubles"
                   : !rows16 ? "each thread does not compute an even number of points in y "
                               "(16 rows)"
                   : !whole  ? "its full steps' iterations are not a multiple of 8"
                             : NULL;
  if (step->nsizes) {
    if (step->sizes[0] == 8 && no)
      *why = ir_printf("8 steps per instruction asked for, but %s", no);
    return no ? 4 : (int)step->sizes[0];
  }
  *note = "";
  if (no || pass_gpu_target(m->ctx)->sm < 90)
    return 4;
  if (m->per_x * m->per_y <= MMA_K8_POINTS)
    return 8;
  *note = ir_printf(" (steps of 4: %ld points per thread leave the fragments of 8 too few "
                    "registers; 'mma %s 8' takes them)",
                    m->per_x * m->per_y, step->loops[0]);
  return 4;
}

bool pass_mma(struct pass_ctx *ctx, const struct pass_step *step) {
  struct ir_node *l = pass_find_loop(ctx, step, 0);
  if (!l)
    return false;
  const char *name = l->iter->name;
  struct ir_kernel *k = pass_gpu_kernel_of(ctx->region, l);
  const struct pass_gpu_limits *lim = pass_gpu_target(ctx);
  const char *why = NULL;
  if (!k || !k->tiled || k->ndims != 2 || !pass_gpu_thread_loop(k, 0) || l->map != IR_MAP_NONE)
    why = "it is no loop of a coarsened 2-D tiled kernel's threads";
  else if (ctx->opencl)
    why = "OpenCL C has no tensor-core instructions (the step is CUDA-only)";
  else if (lim->sm < 80)
    why = ir_printf("sm_%d has no FP64 tensor cores (sm_80 and later have)", lim->sm);
  else if (!ctx->tensor_cores)
    why = "--no-tensor-cores";
  else if (k->block[0] != 4 || k->block[1] % 8 || k->block[2] > 1)
    why = ir_printf("its blocks of %d x %d threads are not 4 in x and a multiple of 8 in y "
                    "(coarsen i,j 2,16 on a 64 x 64 tile gives 4 x 32)",
                    k->block[0], k->block[1]);
  else if (step->nsizes && step->sizes[0] != 4 && step->sizes[0] != 8)
    why = ir_printf("%ld steps per instruction asked for; mma takes 4 or 8", step->sizes[0]);
  if (why) {
    pass_refuse(ctx, step->loc, "cannot run loop '%s' (line %d) on the tensor cores: %s", name,
                l->loc.line, why);
    return false;
  }
  struct mma m = {.ctx = ctx, .k = k, .tf32 = ctx->allow_tf32};
  m.x = k->band[0]->iter;
  m.y = k->band[1]->iter;
  m.x_first = pass_gpu_block_loop(k, 0)->iter;
  m.y_first = pass_gpu_block_loop(k, 1)->iter;
  m.x_thread = pass_gpu_thread_loop(k, 0)->iter;
  m.y_thread = pass_gpu_thread_loop(k, 1)->iter;
  /* The full steps below L. */
  struct ir_vec full = {0}, steps = {0};
  struct ir_vec sub = pass_gpu_subtree(l);
  const struct ir_node *top = (*pass_gpu_thread_code(k))->parent;
  for (int i = 0; i < sub.n && !why; i++) {
    struct ir_node *f = sub.v[i];
    struct points st;
    if (f == l || !full_step(&m, f, &st))
      continue;
    if (full.n && (st.x_sub != m.x_sub || st.y_sub != m.y_sub))
      why = "its full steps' point loops differ";
    m.x_sub = st.x_sub;
    m.y_sub = st.y_sub;
    m.per_x = st.per_x;
    m.per_y = st.per_y;
    struct ir_stmt *dy = decl_of(st.inner, m.y);
    if (!why && dy && !strided(ir_aff_of_expr(dy->rhs), m.y_first, m.y_thread, m.y_sub, k->block[1]))
      why = ir_printf("its points in y are not coarsen's strided layout (%s = %s_first + "
                      "%s_thread + %d * %s_sub)",
                      m.y->name, m.y->name, m.y->name, k->block[1], m.y->name);
    else if (!why && m.per_x % 2)
      why = ir_printf("each thread computes %ld points in x, not an even number", m.per_x);
    else if (!why && !uniform(&m, f, top))
      why = "the loops or ifs around its full steps differ between threads";
    for (struct ir_node *s = st.inner; s && !why; s = s->next) {
      struct ir_expr *sum = NULL;
      if (s->stmt->kind == IR_S_ASSIGN) {
        sum = pass_mma_expand(s->stmt->rhs, st.inner, s, NULL);
        ir_vec_push(&st.sums, sum);
      }
      if (!fits(&m, s->stmt, sum))
        why = m.why;
    }
    struct points *keep = ir_alloc(sizeof *keep);
    *keep = st;
    ir_vec_push(&full, f);
    ir_vec_push(&steps, keep);
  }
  for (int i = 0; i < sub.n && !why && !full.n; i++)
    if (grouped_point(&m, sub.v[i]))
      why = "the thread's points are in runs of neighbours (coarsen's grouped layout; the steps "
            "take its strided one)";
  if (!why && !full.n)
    why = "no loop in it runs full steps of a constant trip count over the thread's points "
          "(unswitch makes them)";
  /* (TF32 has 16 x 8 x 4 steps only) */
  if (!why && m.base == IR_T_FLOAT && !(m.y_sub && m.per_y % 2 == 0))
    why = "TF32 steps take 16 rows: each thread an even number of points in y";
  /* Pairs of the thread's rows (y_sub, y_sub + 1) as one 16 x 8 x 4 step
   * where each thread has an even number of them; two such steps as one
   * 16 x 8 x 8 (mma_steps). */
  bool rows16 = m.y_sub && m.per_y % 2 == 0;
  const char *steps_note = "";
  int ksteps = why ? 4 : mma_steps(&m, step, &steps, rows16, &why, &steps_note);
  /* (the last check: it changes the kernel) */
  if (!why && !k->mma_pairs && !to_pairs(&m))
    why = ir_printf("the points in x are not coarsen's strided layout (%s = %s_first + "
                    "%s_thread + 4 * %s_sub)",
                    m.x->name, m.x->name, m.x->name, m.x->name);
  if (why) {
    pass_refuse(ctx, step->loc, "cannot run loop '%s' (line %d) on the tensor cores: %s", name,
                l->loc.line, why);
    return false;
  }
  /* Rows of the tiles, in their arrays' order, at a pitch of 4 modulo 16
   * elements (8-byte ones: 64 bytes past a multiple of the 32 banks),
   * where that fits. */
  long bytes = pass_gpu_shared_bytes(k);
  for (int i = 0; i < m.tiles.n; i++) {
    const struct ir_array *a = m.tiles.v[i];
    long row = mma_row(a), rows = a->extents[0]->cst * a->extents[1]->cst / row;
    bytes += rows * (row + bank_pad(row)) * ir_type_bytes(a->elem) - pass_gpu_tile_bytes(a, a->pad);
  }
  bool padded = bytes <= pass_gpu_smem_limit(ctx);
  int turned = 0;
  for (int i = 0; padded && i < m.tiles.n; i++) {
    struct ir_array *a = m.tiles.v[i];
    if (a->transposed) {
      untranspose(k, a, &steps);
      turned++;
    }
    a->pad = bank_pad(a->extents[1]->cst);
  }
  int mmas = 0; /* per full step */
  for (int i = 0; i < full.n; i++) {
    struct ir_node *f = full.v[i];
    const struct points *st = steps.v[i];
    struct ir_loc loc = f->loc;
    f->step = ksteps;
    st->xloop->step = 2;
    if (rows16)
      st->yloop->step = 2;
    struct ir_stmt *dy = decl_of(st->inner, m.y);
    /* The first rows: k -> k + x_thread (the lane's step), and y_sub -> 0
     * where the thread has just one pair of rows (no loop over them).  The
     * second: also y_sub -> y_sub + 1 (the accumulators) and y -> y + T
     * (A's rows). */
    bool one_pair = rows16 && m.per_y == 2;
    struct ir_aff *pair = one_pair || !m.y_sub ? ir_aff_const(0) : ir_aff_var(m.y_sub);
    struct ir_var *from[3] = {f->iter, m.y_sub, m.y};
    struct ir_aff *first_to[2] = {ir_aff_add(ir_aff_var(f->iter), ir_aff_var(m.x_thread)), pair};
    struct ir_aff *next_to[3] = {first_to[0], ir_aff_add_const(pair, 1),
                                 ir_aff_add_const(ir_aff_var(m.y), k->block[1])};
    struct ir_subst lane_k = {one_pair ? 2 : 1, from, first_to}, next_rows = {3, from, next_to};
    /* (the same 4 steps on: k -> k + x_thread + 4) */
    struct ir_aff *first4_to[2] = {ir_aff_add_const(first_to[0], 4), first_to[1]};
    struct ir_aff *next4_to[3] = {first4_to[0], next_to[1], next_to[2]};
    struct ir_subst lane_k4 = {lane_k.n, from, first4_to}, next_rows4 = {3, from, next4_to};
    struct ir_node *head = NULL, **tail = &head;
    bool x_used = false, y_used = false;
    for (int u = 0; u < st->sums.n; u++) {
      x_used |= pass_gpu_mentions(st->sums.v[u], m.x);
      y_used |= pass_gpu_mentions(st->sums.v[u], m.y);
    }
    if (y_used) {
      struct ir_aff *row = ir_aff_subst(ir_aff_of_expr(dy->rhs), &lane_k);
      *tail = pass_gpu_bind(m.y, ir_expr_from_aff(row, dy->rhs->type, dy->loc), dy->loc);
      tail = &(*tail)->next;
    }
    if (x_used) {
      *tail = pass_gpu_bind(m.x, lane_column(&m, loc), loc);
      tail = &(*tail)->next;
    }
    mmas = 0;
    int u = 0;
    for (struct ir_node *s = st->inner; s; s = s->next) {
      struct ir_stmt *as = s->stmt;
      if (as->kind != IR_S_ASSIGN)
        continue;
      struct ir_vec terms = {0};
      pass_gpu_split(st->sums.v[u++], '+', &terms);
      for (int t = 0; t < terms.n; t++) {
        struct ir_stmt *mm = pass_gpu_new_stmt(IR_S_MMA, as->loc);
        mm->op = '+';
        mm->lhs = ir_clone_expr(as->lhs, &lane_k, mm);
        mm->lhs2 = next_column(as->lhs, &lane_k, mm);
        if (rows16) {
          mm->lhs3 = ir_clone_expr(as->lhs, &next_rows, mm);
          mm->lhs4 = next_column(as->lhs, &next_rows, mm);
        }
        mm->rhs = side(&m, terms.v[t], false, &lane_k, mm);
        mm->rhs2 = side(&m, terms.v[t], true, &lane_k, mm);
        if (rows16)
          mm->rhs3 = side(&m, terms.v[t], false, &next_rows, mm);
        if (ksteps == 8) {
          mm->rhs4 = side(&m, terms.v[t], false, &lane_k4, mm);
          mm->rhs5 = side(&m, terms.v[t], false, &next_rows4, mm);
          mm->rhs6 = side(&m, terms.v[t], true, &lane_k4, mm);
        }
        *tail = pass_gpu_stmt_node(mm);
        tail = &(*tail)->next;
        mmas++;
      }
    }
    st->innermost->body = head;
    pass_gpu_link(head, st->innermost);
    if (one_pair) { /* the loop over the pair goes: its body takes its place */
      struct ir_node *y = st->yloop, *parent = y->parent;
      parent->body = y->body;
      pass_gpu_link(parent->body, parent);
    }
  }
  struct ir_buf names = {0};
  for (int i = 0; i < m.tiles.n; i++)
    ir_buf_printf(&names, "%s'%s'", i ? ", " : "", ((struct ir_array *)m.tiles.v[i])->name);
  diag_remark(l->loc,
              "kernel '%s': the full steps of loop '%s' run on the %s tensor cores: each warp "
              "computes %ld rows x %ld columns of the tile, %d mma.%s per %d iterations, pair "
              "of a thread's columns%s%s; the threads' points in '%s' are pairs of neighbours; "
              "rows of %s %s%s",
              k->name, name, m.base == IR_T_FLOAT ? "TF32" : "FP64", 8 * m.per_y, 4 * m.per_x, mmas,
              ksteps == 8 ? "m16n8k8" : rows16 ? "m16n8k4" : "m8n8k4", ksteps,
              rows16 ? " and pair of its rows" : "", steps_note, m.x->name,
              names.len ? names.s : "no tile",
              padded ? "padded to a pitch of 4 modulo 16"
                     : "keep their pitch (padded ones would not fit the shared memory)",
              turned ? " (transposed ones back in their arrays' order)" : "");
  return true;
}
