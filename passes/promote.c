/* promote.c - the promote pass (recipe "promote ARRAY LOOP shared[:TYPE]", and
 * "promote ARRAY LOOP register" below):
 * stage the elements of ARRAY that one iteration of LOOP reads, for the
 * whole block, in a shared-memory tile.  LOOP is a loop of a coarsened
 * kernel (passes/coarsen.c) that all threads of the block run alike: a
 * loop mapped to blocks (the tile is filled once per block: a stencil's
 * neighbourhood, halo included) or a loop of the thread's code outside
 * the thread's points (matmul's strip-mined 'k_tile': one tile per step).
 *
 * Each subscript of ARRAY must be one varying iterator with coefficient 1
 * plus terms fixed during LOOP's iteration (parameters, iterators of the
 * loops around LOOP) plus a constant: a band iterator varies over the
 * block's tile, an iterator of a loop inside LOOP over that loop's range
 * (k over k_tile .. k_tile + 15); accesses may differ in the constants
 * only (A[i][j - 1], A[i][j + 1]).  The tile covers the varying
 * subscripts' ranges widened by the constants' spread, with one more
 * element per row so that the threads of a warp that fill a column hit
 * distinct banks (issue 11: padding made matmul 1.36x faster).  The
 * block's threads fill it, consecutive threads taking consecutive
 * elements of the array's last subscript, with zero for elements that no
 * iteration of the band reads (past the borders); barriers before the
 * reads and, when LOOP repeats in the thread, after them.  Reads of ARRAY
 * inside LOOP then read the tile, and the points whose statements no
 * longer touch global memory need no guard.  Legal when the kernel never
 * writes ARRAY. */
#include "passes.h"

#include <string.h>

/* Elements added to each row of a shared tile (see above). */
#define TILE_PAD 1

/* An iterator that varies within one iteration of LOOP: its values run
 * over BASE .. BASE + EXTENT - 1 (BASE fixed), within the bounds LB, UB
 * of its loop (UB's part TILE_END is that range's own end). */
struct range {
  struct ir_var *v;
  struct ir_aff *base;
  long extent;
  const struct ir_bound *lb, *ub;
  const struct ir_aff *tile_end;
};

struct promoter {
  struct pass_ctx *ctx;
  struct ir_kernel *k;
  struct ir_array *a;
  struct ir_node *loop;
  struct ir_vec fixed; /* struct ir_var *: iterators fixed during LOOP */
  struct range ranges[16];
  int nranges;
  struct ir_vec accs;  /* struct ir_access *: ARRAY's accesses in LOOP */
  struct ir_vec exprs; /* struct ir_expr *: the expressions that hold them */
  /* Per dimension of ARRAY: its varying iterator (index in RANGES, or -1),
   * the fixed part and the constants' spread. */
  int rv[8];
  struct ir_aff *rest[8];
  long cmin[8], cmax[8];
  int dims[2], ndims; /* ARRAY's varying dimensions, in its order */
  long ext[2];
  /* The tile holds them the other way round: a product's operand whose
   * contiguous subscript is the reduction's (M[i][k] as [k][i]), so that
   * the thread's points (along i) lie in one row of the tile. */
  bool transposed;
  /* The tile holds ARRAY's own type ("shared:float"), converted where
   * read, rather than the type its reads convert to. */
  bool as_stored;
  const char *reads_as; /* with AS_STORED: the type the reads convert to, if another */
};

static int range_of(const struct promoter *p, const struct ir_var *v) {
  for (int i = 0; i < p->nranges; i++)
    if (p->ranges[i].v == v)
      return i;
  return -1;
}

static bool is_fixed(const struct promoter *p, const struct ir_var *v) {
  if (v->kind == IR_VAR_PARAM)
    return true;
  for (int i = 0; i < p->fixed.n; i++)
    if (p->fixed.v[i] == v)
      return true;
  return false;
}

static bool aff_fixed(const struct promoter *p, const struct ir_aff *a) {
  for (int t = 0; t < a->nterms; t++)
    if (!is_fixed(p, a->terms[t].var))
      return false;
  return true;
}

static void collect_exprs(struct promoter *p, struct ir_expr *e) {
  if (!e)
    return;
  if (e->kind == IR_E_ACCESS) {
    if (e->acc->array == p->a)
      ir_vec_push(&p->exprs, e);
    for (int d = 0; d < e->acc->ndim; d++)
      collect_exprs(p, e->acc->index[d]);
  }
  for (int i = 0; i < e->nargs; i++)
    collect_exprs(p, e->args[i]);
  collect_exprs(p, e->a);
  collect_exprs(p, e->b);
  collect_exprs(p, e->c);
}

/* The reads of ARRAY in statement node N, unless N fills a shared tile
 * (the copy an earlier promote made: its reads stay global). */
static void collect_stmt(struct promoter *p, struct ir_node *n) {
  if (n->kind != IR_STMT || (n->stmt->lhs && n->stmt->lhs->kind == IR_E_ACCESS &&
                             n->stmt->lhs->acc->array->space == IR_SPACE_SHARED))
    return;
  collect_exprs(p, n->stmt->lhs);
  collect_exprs(p, n->stmt->rhs);
  collect_exprs(p, n->stmt->guard);
}

/* Is LOOP run alike by all threads of the block: no guard, no loop over
 * the thread's points and no bound that uses the band around it or in
 * its header?  Fills FIXED with the iterators of the loops around it and
 * its own. */
static const char *uniform(struct promoter *p) {
  const struct ir_kernel *k = p->k;
  for (const struct ir_node *n = p->loop; n && !(n->kind == IR_LOOP && n->map != IR_MAP_NONE);
       n = n->parent) {
    if (n->kind == IR_IF && (n->guard || n->else_body))
      return "it lies inside a test of the thread's point";
    if (n->kind == IR_IF) {
      for (int d = 0; d < k->ndims; d++)
        if (pass_gpu_mentions(n->cond, k->band[d]->iter))
          return "it lies inside a test of the thread's point";
      continue;
    }
    if (n->unroll)
      return "it lies inside the loops over the thread's points";
    for (int d = 0; d < k->ndims; d++)
      if (pass_gpu_bound_uses(&n->lb, k->band[d]->iter) ||
          pass_gpu_bound_uses(&n->ub, k->band[d]->iter))
        return ir_printf("the bounds of loop '%s' use the band's '%s'", n->iter->name,
                         k->band[d]->iter->name);
    ir_vec_push(&p->fixed, n->iter);
  }
  for (struct ir_node *l = p->k->body; l && l->kind == IR_LOOP && l->map == IR_MAP_BLOCK;
       l = l->body)
    ir_vec_push(&p->fixed, l->iter);
  return NULL;
}

/* The varying iterators: the band's (over the block's tile) and those of
 * loops inside LOOP that step by 1 from a fixed start to at most a
 * constant count later. */
static void find_ranges(struct promoter *p) {
  struct ir_kernel *k = p->k;
  for (int d = 0; d < k->ndims; d++) {
    /* (a triangular band's point lies within its bounding box) */
    struct ir_node *bl = pass_gpu_block_loop(k, d), *hull = k->box[d] ? k->box[d] : k->band[d];
    p->ranges[p->nranges++] = (struct range){
        k->band[d]->iter, ir_aff_var(bl->iter), bl->step, &hull->lb, &hull->ub, NULL};
  }
  struct ir_vec nodes = pass_gpu_nodes(p->loop->body);
  for (int i = 0; i < nodes.n && p->nranges < 16; i++) {
    struct ir_node *l = nodes.v[i];
    if (l->kind != IR_LOOP || l->step != 1 || l->lb.n != 1 || !aff_fixed(p, l->lb.parts[0]))
      continue;
    for (int u = 0; u < l->ub.n; u++) {
      struct ir_aff *diff = ir_aff_sub(l->ub.parts[u], l->lb.parts[0]);
      if (diff && ir_aff_is_const(diff) && diff->cst >= 0) {
        p->ranges[p->nranges++] =
            (struct range){l->iter, l->lb.parts[0], diff->cst + 1, &l->lb, &l->ub, l->ub.parts[u]};
        break;
      }
    }
  }
}

/* The footprint's shape, or why there is none. */
static const char *shape(struct promoter *p) {
  const char *name = p->a->name;
  if (p->a->ndim > 8)
    return ir_printf("'%s' has more than 8 dimensions", name);
  for (int i = 0; i < p->accs.n; i++) {
    struct ir_access *acc = p->accs.v[i];
    for (int d = 0; d < acc->ndim; d++) {
      struct ir_aff *f = acc->aff[d];
      if (!f)
        return ir_printf("subscript %d of '%s' is not affine", d + 1, name);
      int rv = -1;
      for (int t = 0; t < f->nterms; t++) {
        int r = range_of(p, f->terms[t].var);
        if (r >= 0) {
          if (rv >= 0 || f->terms[t].coef != 1)
            return ir_printf("subscript %d of '%s' is not one varying iterator plus fixed terms",
                             d + 1, name);
          rv = r;
        } else if (!is_fixed(p, f->terms[t].var)) {
          return ir_printf("subscript %d of '%s' uses '%s', whose values in the tile promote "
                           "cannot bound",
                           d + 1, name, f->terms[t].var->name);
        }
      }
      struct ir_aff *rest = ir_aff_add_const(f, -f->cst);
      if (rv >= 0)
        rest = ir_aff_sub(rest, ir_aff_var(p->ranges[rv].v));
      if (i == 0) {
        p->rv[d] = rv;
        p->rest[d] = rest;
        p->cmin[d] = p->cmax[d] = f->cst;
        continue;
      }
      if (p->rv[d] != rv || !ir_aff_equal(p->rest[d], rest) || (rv < 0 && f->cst != p->cmin[d]))
        return ir_printf("the accesses to '%s' in loop '%s' differ in more than constants", name,
                         p->loop->iter->name);
      if (f->cst < p->cmin[d])
        p->cmin[d] = f->cst;
      if (f->cst > p->cmax[d])
        p->cmax[d] = f->cst;
    }
  }
  struct ir_access *a0 = p->accs.v[0];
  for (int d = 0; d < a0->ndim; d++) {
    if (p->rv[d] < 0)
      continue;
    if (p->ndims == 2)
      return ir_printf("'%s' varies in more than two subscripts", name);
    p->dims[p->ndims] = d;
    p->ext[p->ndims++] = p->ranges[p->rv[d]].extent + p->cmax[d] - p->cmin[d];
  }
  if (!p->ndims)
    return ir_printf("each iteration of loop '%s' reads one element of '%s'", p->loop->iter->name,
                     name);
  p->transposed =
      p->ndims == 2 && p->rv[p->dims[0]] < p->k->ndims && p->rv[p->dims[1]] >= p->k->ndims;
  return NULL;
}

/* The type the tile holds: the type every use converts to when each one
 * initialises a wider floating-point local (double a = M[i][k]), unless
 * the step asked for the array's own. */
static struct ir_type tile_type(struct promoter *p) {
  struct ir_type t = p->a->elem, wide = {0};
  if (p->as_stored)
    return t;
  for (int i = 0; i < p->exprs.n; i++) {
    struct ir_expr *e = p->exprs.v[i];
    const struct ir_stmt *st = e->acc->stmt;
    if (!(st->kind == IR_S_DECL && st->rhs == e && ir_type_is_float(st->decl->type) &&
          ir_type_is_float(t) && st->decl->type.base > t.base &&
          (i == 0 || wide.base == st->decl->type.base)))
      return t;
    wide = st->decl->type;
  }
  return wide;
}

/* Does E read only iterators the load knows: the varying ones of the
 * array, which it binds, and those fixed during P's loop? */
static bool known_here(const struct promoter *p, const struct ir_expr *e) {
  if (!e)
    return true;
  if (e->kind == IR_E_VAR && e->var->kind == IR_VAR_ITER) {
    for (int t = 0; t < p->ndims; t++)
      if (p->ranges[p->rv[p->dims[t]]].v == e->var)
        return true;
    for (int t = 0; t < p->fixed.n; t++)
      if (p->fixed.v[t] == e->var)
        return true;
    return false;
  }
  if (e->kind == IR_E_ACCESS)
    return false;
  if (!known_here(p, e->a) || !known_here(p, e->b) || !known_here(p, e->c))
    return false;
  for (int k = 0; k < e->nargs; k++)
    if (!known_here(p, e->args[k]))
      return false;
  return true;
}

/* The loop that fills TILE: the block's threads take consecutive
 * elements (the array's last varying subscript fastest), each binding
 * the varying iterators of ARRAY's first access to its element, zero
 * where no iteration of the band reads it. */
static struct ir_node *fill(struct promoter *p, struct ir_array *tile) {
  struct ir_kernel *k = p->k;
  struct ir_loc loc = k->loc;
  struct ir_access *a0 = p->accs.v[0];
  static const struct ir_type int_type = {.base = IR_T_INT};
  if (!p->ctx->gpu_load)
    p->ctx->gpu_load = pass_gpu_new_iter(p->ctx, "load", int_type, loc);
  struct ir_var *load = p->ctx->gpu_load;
  struct ir_node *body = NULL, **tail = &body;
  struct ir_aff *index[2] = {ir_aff_const(0), ir_aff_const(0)};
  for (int t = p->ndims - 1; t >= 0; t--) {
    int d = p->dims[t];
    const struct range *r = &p->ranges[p->rv[d]];
    struct ir_expr *pos = p->ndims == 1 ? pass_gpu_var(load, loc)
                                        : ir_expr_binary(t ? '%' : '/', pass_gpu_var(load, loc),
                                                         pass_gpu_const(p->ext[1], loc), int_type);
    long shift = p->cmin[d] - a0->aff[d]->cst;
    struct ir_expr *start = ir_expr_from_aff(ir_aff_add_const(r->base, shift), r->v->type, loc);
    *tail = pass_gpu_bind(r->v, ir_expr_binary('+', start, pos, r->v->type), loc);
    tail = &(*tail)->next;
    index[p->ndims == 1 ? 1 : t] = ir_aff_add_const(ir_aff_sub(ir_aff_var(r->v), r->base), -shift);
  }
  /* The border test: some access reads the element at an iteration of
   * the band (its iterators within their loops' bounds).  Accesses that
   * differ in one subscript's constant by one read neighbouring elements:
   * their tests merge into one range, [LO, HI] per dimension. */
  struct ir_vec points = {0}, boxes = {0}; /* long *: lo[0], hi[0], lo[1], hi[1] */
  for (int i = 0; i < p->accs.n; i++) {
    struct ir_access *acc = p->accs.v[i];
    long *b = ir_alloc(4 * sizeof(long));
    for (int t = 0; t < 2; t++)
      b[2 * t] = b[2 * t + 1] = t < p->ndims ? acc->aff[p->dims[t]]->cst : 0;
    ir_vec_push(&points, b);
  }
  /* Each access's box grows along each dimension while every element of
   * the new row is some access's; boxes inside others go. */
  for (int i = 0; i < points.n; i++) {
    long *b = ir_alloc(4 * sizeof(long));
    memcpy(b, points.v[i], 4 * sizeof(long));
    for (int t = 0; t < 2; t++)
      for (int dir = -1; dir <= 1; dir += 2)
        for (bool grew = true; grew;) {
          long x = dir < 0 ? b[2 * t] - 1 : b[2 * t + 1] + 1;
          int o = 1 - t;
          for (long y = b[2 * o]; grew && y <= b[2 * o + 1]; y++) {
            bool found = false;
            for (int j = 0; j < points.n && !found; j++) {
              const long *q = points.v[j];
              found = q[2 * t] == x && q[2 * o] == y;
            }
            grew = found;
          }
          if (grew)
            b[dir < 0 ? 2 * t : 2 * t + 1] = x;
        }
    bool inside = false;
    for (int j = 0; j < boxes.n && !inside; j++) {
      const long *c = boxes.v[j];
      inside = c[0] <= b[0] && b[1] <= c[1] && c[2] <= b[2] && b[3] <= c[3];
    }
    for (int j = 0; j < boxes.n && !inside;) {
      const long *c = boxes.v[j];
      if (b[0] <= c[0] && c[1] <= b[1] && b[2] <= c[2] && c[3] <= b[3])
        boxes.v[j] = boxes.v[--boxes.n];
      else
        j++;
    }
    if (!inside)
      ir_vec_push(&boxes, b);
  }
  struct ir_expr *cond = NULL;
  bool always = false;
  for (int i = 0; i < boxes.n && !always; i++) {
    const long *b = boxes.v[i];
    struct ir_expr *test = NULL;
    for (int t = 0; t < p->ndims; t++) {
      int d = p->dims[t];
      const struct range *r = &p->ranges[p->rv[d]];
      long c0 = a0->aff[d]->cst; /* V holds the element's iteration for constant c0 */
      if (b[2 * t] != p->cmin[d])
        for (int q = 0; q < r->lb->n; q++)
          test = pass_gpu_and(
              test, pass_gpu_compare(r->v, IR_OP_GE,
                                     ir_aff_add_const(r->lb->parts[q], b[2 * t] - c0), loc));
      for (int q = 0; q < r->ub->n; q++)
        if (r->ub->parts[q] != r->tile_end || b[2 * t + 1] != p->cmax[d])
          test = pass_gpu_and(
              test, pass_gpu_compare(r->v, IR_OP_LE,
                                     ir_aff_add_const(r->ub->parts[q], b[2 * t + 1] - c0), loc));
    }
    if (!test)
      always = true;
    cond = pass_gpu_or(cond, test);
  }
  /* Where coarsen runs the loop over the tile's range (symm's k < c), an
   * element is some point's only where that point's own test admits it:
   * the tests in this array's iterators go into the border test (A[c][k]
   * with k >= c is no point's, and may lie outside what the region
   * copied; B[k][j] up to the tile's last c is the last point's). */
  struct ir_vec own = {0};
  pass_conjuncts(p->loop->point_cond, &own);
  for (int i = 0; i < own.n && !always; i++)
    if (known_here(p, own.v[i]))
      cond = pass_gpu_and(cond, ir_clone_expr(own.v[i], NULL, NULL));
  struct ir_stmt *st = pass_gpu_new_stmt(IR_S_ASSIGN, loc);
  st->lhs = pass_gpu_local_access(tile, index[p->transposed], index[!p->transposed], true, st, loc);
  struct ir_expr e = {.kind = IR_E_ACCESS, .loc = loc, .type = p->a->elem, .acc = a0};
  struct ir_expr *value = ir_clone_expr(&e, NULL, st);
  if (tile->elem.base != p->a->elem.base) {
    struct ir_expr *cast = ir_expr_new(IR_E_CAST, loc);
    cast->cast_to = cast->type = tile->elem;
    cast->a = value;
    value = cast;
  }
  if (!always && cond)
    value = ir_expr_cond(cond, value, pass_gpu_const(0, loc), tile->elem);
  st->rhs = value;
  *tail = pass_gpu_stmt_node(st);
  /* The thread's index in the block: x + X * (y + Y * z). */
  struct ir_aff *tid = ir_aff_const(0);
  long threads = 1;
  for (int d = 0; d < k->ndims; d++) {
    struct ir_node *tl = pass_gpu_thread_loop(k, d);
    tid = ir_aff_add(tid, ir_aff_scale(ir_aff_var(tl->iter), threads));
    threads *= k->block[d];
  }
  struct ir_node *l =
      pass_gpu_loop(load, pass_gpu_bound(tid),
                    pass_gpu_bound(ir_aff_const(p->ext[0] * (p->ndims > 1 ? p->ext[1] : 1) - 1)),
                    threads, body, loc);
  l->strict = true;
  return l;
}

/* Access expression E (a read) reads LOCAL[I0][I1] instead: its
 * statement's access list loses the old access and gains the new one. */
static void read_local(struct ir_expr *e, struct ir_array *local, struct ir_aff *i0,
                       struct ir_aff *i1) {
  struct ir_stmt *st = e->acc->stmt;
  for (int j = 0; j < st->accesses.n; j++)
    if (st->accesses.v[j] == e->acc) {
      for (int m = j; m + 1 < st->accesses.n; m++)
        st->accesses.v[m] = st->accesses.v[m + 1];
      st->accesses.n--;
      break;
    }
  e->acc = pass_gpu_local_access(local, i0, i1, false, st, e->loc)->acc;
}

/* Drop the guards of the list at SLOT whose statements no longer need
 * one (they touch shared memory and registers only). */
static void unguard(struct ir_node **slot) {
  while (*slot) {
    struct ir_node *n = *slot;
    if (n->kind == IR_IF && n->guard && !pass_gpu_needs_guard(n->then_body)) {
      struct ir_node *last = n->then_body;
      while (last->next)
        last = last->next;
      last->next = n->next;
      *slot = n->then_body;
      continue;
    }
    if (n->kind == IR_LOOP)
      unguard(&n->body);
    if (n->kind == IR_IF) {
      unguard(&n->then_body);
      unguard(&n->else_body);
    }
    slot = &n->next;
  }
}

/* Work on the reads GROUP (struct ir_expr *) of ARRAY. */
static void set_group(struct promoter *p, struct ir_vec *group) {
  p->exprs = *group;
  p->accs = (struct ir_vec){0};
  for (int i = 0; i < group->n; i++)
    ir_vec_push(&p->accs, ((struct ir_expr *)group->v[i])->acc);
  p->ndims = 0;
  p->transposed = false;
}

/* Stage the current group (its shape computed) in a new tile: its fill
 * at the start of the list at CODE, before the barrier the fills share,
 * and its reads from the tile. */
static void stage_group(struct promoter *p, struct ir_node **code) {
  struct pass_ctx *ctx = p->ctx;
  struct ir_kernel *k = p->k;
  struct ir_node *l = p->loop;
  struct ir_type t = tile_type(p);
  long e0 = p->ndims > 1 ? p->ext[p->transposed] : 1;
  long e1 = p->ndims > 1 ? p->ext[!p->transposed] : p->ext[0];
  struct ir_array *tile = pass_gpu_local_array(
      ctx, k, pass_fresh_name(ctx, ir_printf("%s_tile", p->a->name)), t, IR_SPACE_SHARED, e0, e1);
  tile->pad = TILE_PAD;
  tile->transposed = p->transposed;
  struct ir_node *f = fill(p, tile);
  /* The reads inside LOOP read the tile. */
  for (int i = 0; i < p->exprs.n; i++) {
    struct ir_expr *e = p->exprs.v[i];
    struct ir_access *acc = e->acc;
    struct ir_aff *idx[2] = {ir_aff_const(0), ir_aff_const(0)};
    for (int q = 0; q < p->ndims; q++) {
      int d = p->dims[q];
      struct ir_aff *origin =
          ir_aff_add_const(ir_aff_add(p->rest[d], p->ranges[p->rv[d]].base), p->cmin[d]);
      idx[p->ndims == 1 ? 1 : q] = ir_aff_sub(acc->aff[d], origin);
    }
    read_local(e, tile, idx[p->transposed], idx[!p->transposed]);
    e->type = t;
  }
  /* Fill, wait; a tile that LOOP refills waits again before the next. */
  struct ir_node **at = code;
  while (*at && pass_gpu_fill_tile(*at))
    at = &(*at)->next;
  if (at != code && *at && (*at)->kind == IR_STMT && (*at)->stmt->kind == IR_S_BARRIER) {
    f->next = *at;
    *at = f;
  } else {
    struct ir_node *b = pass_gpu_barrier(k->loc);
    b->next = *code;
    f->next = b;
    *code = f;
    if (l->map == IR_MAP_NONE) {
      struct ir_node **end = code;
      while (*end)
        end = &(*end)->next;
      *end = pass_gpu_barrier(k->loc);
    }
  }
  struct ir_buf dims = {0};
  ir_buf_printf(&dims, "[%ld][%ld]", e0, e1);
  diag_remark(l->loc,
              "kernel '%s': '%s' staged in shared memory (%s%s, rows padded by %d) for "
              "each %s; elements past the borders are zero%s",
              k->name, p->a->name, tile->name, dims.s, TILE_PAD,
              l->map == IR_MAP_BLOCK ? "block"
                                     : ir_printf("iteration of loop '%s'", l->iter->name),
              p->reads_as ? ir_printf("; the tile holds %s elements, converted to %s where read",
                                      ir_type_name(t), p->reads_as)
                          : "");
}

/* ---------------------------------------------------------------- registers */

/* What coarsen made of the thread's points inside LOOP: per band
 * dimension, the unrolled loops over the points, outermost first (none
 * for one point; two, X_sub and X_vec, in its grouped layout), and the
 * declaration that binds the band iterator at each. */
struct points {
  struct ir_node *sub[3][2];
  int nsub[3];
  struct ir_node *bind[3];
};

/* The points of dimension D: how many, and the index of the current one
 * (the registers' subscript, X_sub * 4 + X_vec when grouped). */
static long points_count(const struct points *pt, int d) {
  long n = 1;
  for (int s = 0; s < pt->nsub[d]; s++)
    n *= pt->sub[d][s]->ub.parts[0]->cst + 1;
  return n;
}
static struct ir_aff *points_index(const struct points *pt, int d) {
  struct ir_aff *a = ir_aff_const(0);
  for (int s = 0; s < pt->nsub[d]; s++)
    a = ir_aff_add(ir_aff_scale(a, pt->sub[d][s]->ub.parts[0]->cst + 1),
                   ir_aff_var(pt->sub[d][s]->iter));
  return a;
}

static void find_points(struct promoter *p, struct points *pt) {
  struct ir_vec nodes = pass_gpu_nodes(p->loop->body);
  for (int i = 0; i < nodes.n; i++) {
    struct ir_node *n = nodes.v[i];
    if (n->kind != IR_STMT || n->stmt->kind != IR_S_DECL)
      continue;
    int d = pass_gpu_band_dim(p->k, n->stmt->decl);
    if (d < 0 || pt->bind[d])
      continue;
    pt->bind[d] = n;
    int found = pass_gpu_point_loops(n, p->loop, pt->sub[d], 2);
    pt->nsub[d] = found < 2 ? found : 2;
  }
}

/* promote ARRAY LOOP register: each thread keeps the elements of ARRAY
 * that its points read in one iteration of LOOP in registers, one per
 * point (matmul's M_tile[k - k_tile][i - i_first] for each of its rows
 * i), loaded at the start of the iteration; the points read the
 * registers.  Every read of ARRAY in LOOP must be the same element of
 * each point: a subscript uses band iterators (coefficient 1) and terms
 * fixed during the iteration. */
static bool promote_registers(struct promoter *p, const struct pass_step *step) {
  struct pass_ctx *ctx = p->ctx;
  struct ir_kernel *k = p->k;
  struct ir_node *l = p->loop;
  const char *why = NULL;
  for (int i = 0; i < k->arrays.n && !p->a; i++)
    if (strcmp(((struct ir_array *)k->arrays.v[i])->name, step->array) == 0)
      p->a = k->arrays.v[i];
  for (int i = 0; i < k->locals.n && !p->a; i++)
    if (strcmp(((struct ir_array *)k->locals.v[i])->name, step->array) == 0)
      p->a = k->locals.v[i];
  if (!p->a)
    why = ir_printf("kernel '%s' does not use an array '%s'", k->name, step->array);
  else if (l->map != IR_MAP_NONE)
    why = ir_printf("loop '%s' is mapped; name a loop of the thread's code", l->iter->name);
  else
    why = uniform(p);
  if (!why) {
    bool reads = false, writes = false;
    ir_accesses_in(p->a->space == IR_SPACE_GLOBAL ? k->body : l->body, NULL, p->a, &reads, &writes);
    if (writes)
      why = ir_printf("'%s' is written %s", p->a->name,
                      p->a->space == IR_SPACE_GLOBAL ? "in the kernel" : "in the loop");
  }
  for (int d = 0; d < k->ndims && !why; d++)
    ir_vec_push(&p->fixed, pass_gpu_thread_loop(k, d)->iter);
  if (!why) {
    struct ir_vec nodes = pass_gpu_nodes(l->body);
    for (int i = 0; i < nodes.n; i++)
      collect_stmt(p, nodes.v[i]);
    if (!p->exprs.n)
      why = ir_printf("loop '%s' does not read '%s'", l->iter->name, p->a->name);
  }
  struct ir_access *a0 = p->exprs.n ? ((struct ir_expr *)p->exprs.v[0])->acc : NULL;
  bool used[3] = {false, false, false};
  for (int i = 0; i < p->exprs.n && !why; i++) {
    struct ir_access *acc = ((struct ir_expr *)p->exprs.v[i])->acc;
    for (int d = 0; d < acc->ndim && !why; d++) {
      const struct ir_aff *f = acc->aff[d];
      if (!f || !ir_aff_equal(f, a0->aff[d])) {
        why = ir_printf("the reads of '%s' in loop '%s' are not all the same element of each "
                        "point",
                        p->a->name, l->iter->name);
        break;
      }
      for (int t = 0; t < f->nterms && !why; t++) {
        int b = pass_gpu_band_dim(k, f->terms[t].var);
        if (b >= 0 && f->terms[t].coef == 1)
          used[b] = true;
        else if (!is_fixed(p, f->terms[t].var))
          why = ir_printf("subscript %d of '%s' uses '%s', which varies within an iteration of "
                          "loop '%s'",
                          d + 1, p->a->name, f->terms[t].var->name, l->iter->name);
      }
    }
  }
  struct points pt = {0};
  bool outer_bind[3] = {false, false, false}; /* one point per thread: bound at the top */
  if (!why) {
    find_points(p, &pt);
    for (int d = 0; d < k->ndims && !why; d++) {
      for (struct ir_node *n = *pass_gpu_thread_code(k); n; n = n->next)
        outer_bind[d] |=
            n->kind == IR_STMT && n->stmt->kind == IR_S_DECL && n->stmt->decl == k->band[d]->iter;
      if (used[d] && !pt.bind[d] && !outer_bind[d])
        why = ir_printf("the thread's points in loop '%s' are not coarsen's", l->iter->name);
    }
  }
  if (why) {
    pass_refuse(ctx, step->loc, "cannot promote '%s' over loop '%s' to registers: %s", step->array,
                l->iter->name, why);
    return false;
  }
  /* REG[y point][x point]: the points along the band dimensions ARRAY
   * follows, 1 along the others. */
  long ext[2];
  struct ir_aff *idx[2];
  for (int q = 0; q < 2; q++) {
    int d = k->ndims > 1 ? 1 - q : 0; /* y first */
    bool along = (q == 1 || k->ndims > 1) && used[d];
    ext[q] = along ? points_count(&pt, d) : 1;
    idx[q] = along ? points_index(&pt, d) : ir_aff_const(0);
  }
  struct ir_array *reg =
      pass_gpu_local_array(ctx, k, pass_fresh_name(ctx, ir_printf("%s_reg", p->a->name)),
                           p->a->elem, IR_SPACE_REGISTER, ext[0], ext[1]);
  /* The load: the points' loops, the band iterators bound, the element
   * (zero for a point past the band's end when ARRAY is global memory). */
  struct ir_loc loc = l->loc;
  struct ir_stmt *st = pass_gpu_new_stmt(IR_S_ASSIGN, loc);
  st->lhs = pass_gpu_local_access(reg, idx[0], idx[1], true, st, loc);
  struct ir_expr e = {.kind = IR_E_ACCESS, .loc = loc, .type = p->a->elem, .acc = a0};
  struct ir_expr *value = ir_clone_expr(&e, NULL, st);
  if (p->a->space == IR_SPACE_GLOBAL) {
    struct ir_expr *cond = NULL;
    for (int d = 0; d < k->ndims; d++)
      for (int q = 0; used[d] && q < k->band[d]->ub.n; q++)
        cond = pass_gpu_and(
            cond, pass_gpu_compare(k->band[d]->iter, IR_OP_LE, k->band[d]->ub.parts[q], loc));
    if (cond)
      value = ir_expr_cond(cond, value, pass_gpu_const(0, loc), p->a->elem);
  }
  st->rhs = value;
  struct ir_node *load = pass_gpu_stmt_node(st);
  for (int d = 0; d < k->ndims; d++)
    if (used[d] && pt.bind[d]) {
      struct ir_node *next = pt.bind[d]->next; /* the declaration alone */
      pt.bind[d]->next = NULL;
      struct ir_node *b = ir_clone_list(pt.bind[d], NULL, NULL);
      pt.bind[d]->next = next;
      b->next = load;
      load = b;
    }
  for (int d = 0; d < k->ndims; d++)
    for (int q = used[d] ? pt.nsub[d] - 1 : -1; q >= 0; q--) {
      const struct ir_node *s = pt.sub[d][q];
      load = pass_gpu_loop(s->iter, s->lb, s->ub, 1, load, loc);
      load->strict = true;
      load->unroll = true;
    }
  /* The reads read the registers. */
  for (int i = 0; i < p->exprs.n; i++) {
    read_local(p->exprs.v[i], reg, idx[0], idx[1]);
  }
  unguard(&l->body);
  pass_gpu_drop_dead_binds(k, &l->body);
  struct ir_node *last = load; /* (the load is a list when no loop wraps it) */
  while (last->next)
    last = last->next;
  last->next = l->body;
  l->body = load;
  pass_gpu_link(k->body, NULL);
  diag_remark(l->loc,
              "kernel '%s': the elements of '%s' each point reads in an iteration of "
              "loop '%s' kept in registers (%s[%ld][%ld])",
              k->name, p->a->name, l->iter->name, reg->name, ext[0], ext[1]);
  return true;
}

bool pass_promote(struct pass_ctx *ctx, const struct pass_step *step) {
  struct ir_node *l = pass_find_loop(ctx, step, 0);
  if (!l)
    return false;
  struct promoter p = {.ctx = ctx, .loop = l, .k = pass_gpu_kernel_of(ctx->region, l)};
  struct ir_kernel *k = p.k;
  const char *why = NULL;
  if (!k || !k->tiled || !pass_gpu_thread_loop(k, 0))
    why = ir_printf("loop '%s' is not in a kernel that gpu-tile tiled and coarsen spread over "
                    "threads",
                    l->iter->name);
  else if (l->map == IR_MAP_THREAD)
    why = ir_printf("loop '%s' is mapped to threads; name the block's loop or a loop of the "
                    "thread's code",
                    l->iter->name);
  else if (step->word && strcmp(step->word, "register") == 0)
    return promote_registers(&p, step);
  for (int i = 0; !why && i < k->arrays.n; i++)
    if (strcmp(((struct ir_array *)k->arrays.v[i])->name, step->array) == 0)
      p.a = k->arrays.v[i];
  if (!why && !p.a)
    why = ir_printf("kernel '%s' does not use an array '%s'", k->name, step->array);
  if (!why) {
    bool reads = false, writes = false;
    ir_accesses_in(k->body, NULL, p.a, &reads, &writes);
    if (writes)
      why = ir_printf("kernel '%s' writes '%s'", k->name, p.a->name);
  }
  if (!why && l->map == IR_MAP_NONE)
    why = uniform(&p);
  else if (!why)
    for (struct ir_node *b = k->body; b && b->kind == IR_LOOP && b->map == IR_MAP_BLOCK;
         b = b->body)
      ir_vec_push(&p.fixed, b->iter);
  struct ir_node **code = NULL;
  if (!why) {
    find_ranges(&p);
    struct ir_vec nodes =
        pass_gpu_nodes(l->map == IR_MAP_BLOCK ? *pass_gpu_thread_code(k) : l->body);
    for (int i = 0; i < nodes.n; i++)
      collect_stmt(&p, nodes.v[i]);
    if (!p.exprs.n)
      why = ir_printf("loop '%s' does not read '%s'", l->iter->name, p.a->name);
  }
  /* "shared:TYPE": TYPE is the array's element type or the one its
   * reads convert to (the default). */
  const char *want = step->word && strncmp(step->word, "shared:", 7) == 0 ? step->word + 7 : NULL;
  if (!why && want) {
    const char *own = ir_type_name(p.a->elem), *conv = ir_type_name(tile_type(&p));
    if (strcmp(want, own) == 0) {
      p.as_stored = true;
      p.reads_as = strcmp(own, conv) ? conv : NULL;
    }
    else if (strcmp(want, conv) != 0)
      why = ir_printf("a tile of '%s' holds %s (its elements)%s, not %s", p.a->name, own,
                      strcmp(own, conv) ? ir_printf(" or %s (the type its reads convert to)", conv)
                                        : "",
                      want);
  }
  /* The reads that share a tile: those whose subscripts differ in
   * constants only (syr2k's A[j][k] and A[i][k] get a tile each). */
  struct ir_vec groups = {0}, all = p.exprs;
  bool *grouped = ir_alloc(sizeof(bool) * (size_t)(all.n + 1));
  for (int i = 0; !why && i < all.n; i++) {
    if (grouped[i])
      continue;
    struct ir_vec *g = ir_alloc(sizeof *g);
    ir_vec_push(g, all.v[i]);
    for (int j = i + 1; j < all.n; j++) {
      struct ir_vec pair = {0};
      ir_vec_push(&pair, all.v[i]);
      ir_vec_push(&pair, all.v[j]);
      set_group(&p, &pair);
      if (!grouped[j] && !shape(&p)) {
        ir_vec_push(g, all.v[j]);
        grouped[j] = true;
      }
    }
    ir_vec_push(&groups, g);
  }
  long bytes = pass_gpu_shared_bytes(k);
  for (int g = 0; !why && g < groups.n; g++) {
    set_group(&p, groups.v[g]);
    why = shape(&p);
    if (!why) {
      long rows = p.ndims > 1 ? p.ext[p.transposed] : 1;
      bytes += rows * (p.ext[p.ndims > 1 && !p.transposed] + TILE_PAD) * ir_type_bytes(tile_type(&p));
    }
  }
  const struct pass_gpu_limits *lim = pass_gpu_target(ctx);
  if (!why && bytes > pass_gpu_smem_limit(ctx))
    why = ir_printf("kernel '%s' would need %ld bytes of shared memory per block, more than "
                    "the %ld sm_%d allows",
                    k->name, bytes, pass_gpu_smem_limit(ctx), lim->sm);
  if (why) {
    pass_refuse(ctx, step->loc, "cannot promote '%s' over loop '%s': %s", step->array,
                l->iter->name, why);
    return false;
  }
  code = l->map == IR_MAP_BLOCK ? pass_gpu_thread_code(k) : &l->body;
  for (int g = 0; g < groups.n; g++) {
    set_group(&p, groups.v[g]);
    shape(&p);
    stage_group(&p, code);
  }
  unguard(code);
  pass_gpu_drop_dead_binds(k, code);
  pass_gpu_link(k->body, NULL);
  ctx->nshared++;
  return true;
}
