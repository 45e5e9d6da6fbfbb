/* gpu_build.c - builders of kernel IR and queries on a kernel's form,
 * shared by the GPU passes (declared in passes/passes.h). */
#include "passes.h"

#include <string.h>

static const struct ir_type int_type = {.base = IR_T_INT};

struct ir_var *pass_gpu_new_iter(struct pass_ctx *ctx, const char *base, struct ir_type type,
                                 struct ir_loc loc) {
  struct ir_var *v = ir_var_new(ctx->region, pass_fresh_name(ctx, base), IR_VAR_ITER,
                                ir_type_new_iter(type), loc);
  v->local = true;
  return v;
}

struct ir_aff *pass_gpu_over_tile(const struct ir_aff *b, struct ir_var *const *iters,
                                  struct ir_var *const *firsts, const long *size, int n,
                                  bool least) {
  struct ir_var *from[3];
  struct ir_aff *to[3];
  for (int m = 0; m < n; m++) {
    long c = ir_aff_coef(b, iters[m]);
    from[m] = iters[m];
    to[m] = ir_aff_var(firsts[m]);
    if ((c > 0) != least && c != 0)
      to[m] = ir_aff_add_const(to[m], size[m] - 1);
  }
  struct ir_subst s = {n, from, to};
  return ir_aff_subst(b, &s);
}

struct ir_bound pass_gpu_bound(struct ir_aff *a) {
  struct ir_bound b = {1, ir_alloc(sizeof(struct ir_aff *))};
  b.parts[0] = a;
  return b;
}

struct ir_node *pass_gpu_loop(struct ir_var *iter, struct ir_bound lb, struct ir_bound ub,
                              long step, struct ir_node *body, struct ir_loc loc) {
  struct ir_node *l = ir_node_new(IR_LOOP, loc);
  *l = (struct ir_node){.kind = IR_LOOP,
                        .loc = loc,
                        .iter = iter,
                        .label = iter->name,
                        .lb = lb,
                        .ub = ub,
                        .step = step,
                        .iter_declared = true,
                        .body = body};
  for (struct ir_node *c = body; c; c = c->next)
    c->parent = l;
  return l;
}

struct ir_expr *pass_gpu_var(struct ir_var *v, struct ir_loc loc) {
  struct ir_expr *e = ir_expr_new(IR_E_VAR, loc);
  e->var = v;
  e->type = v->type;
  return e;
}

struct ir_expr *pass_gpu_const(long c, struct ir_loc loc) {
  struct ir_expr *e = ir_expr_new(IR_E_CONST, loc);
  e->text = ir_printf("%ld", c);
  e->type = int_type;
  return e;
}

struct ir_expr *pass_gpu_compare(struct ir_var *iter, int op, const struct ir_aff *a,
                                 struct ir_loc loc) {
  return ir_expr_binary(op, ir_expr_var_signed(iter, loc), ir_expr_from_aff(a, iter->type, loc),
                        int_type);
}

bool pass_affine_in_iters(const struct ir_access *a) {
  for (int d = 0; d < a->ndim; d++) {
    if (!a->aff[d])
      return false;
    for (int t = 0; t < a->aff[d]->nterms; t++) {
      enum ir_var_kind k = a->aff[d]->terms[t].var->kind;
      if (k != IR_VAR_ITER && k != IR_VAR_PARAM)
        return false;
    }
  }
  return true;
}

bool pass_same_access(const struct ir_access *a, const struct ir_access *b) {
  if (a->array != b->array || a->ndim != b->ndim)
    return false;
  for (int d = 0; d < a->ndim; d++)
    if (!a->aff[d] || !b->aff[d] || !ir_aff_equal(a->aff[d], b->aff[d]))
      return false;
  return true;
}

void pass_conjuncts(struct ir_expr *cond, struct ir_vec *out) {
  if (!cond)
    return;
  if (cond->kind == IR_E_BINARY && cond->op == IR_OP_AND) {
    pass_conjuncts(cond->a, out);
    pass_conjuncts(cond->b, out);
    return;
  }
  ir_vec_push(out, cond);
}

bool pass_short_circuits(const struct ir_expr *e) {
  return e->kind == IR_E_COND ||
         (e->kind == IR_E_BINARY && (e->op == IR_OP_AND || e->op == IR_OP_OR));
}

struct ir_expr *pass_gpu_runs(const struct ir_node *l) {
  struct ir_expr *cond = NULL;
  struct ir_type int_type = {IR_T_INT, false, false};
  for (int p = 0; p < l->lb.n; p++)
    for (int q = 0; q < l->ub.n; q++) {
      struct ir_aff *gap = ir_aff_sub(l->ub.parts[q], l->lb.parts[p]);
      if (ir_aff_is_const(gap) && gap->cst >= 0)
        continue;
      cond = pass_gpu_and(cond, ir_expr_binary(IR_OP_LE,
                                               ir_expr_from_aff(l->lb.parts[p], l->iter->type,
                                                                l->loc),
                                               ir_expr_from_aff(l->ub.parts[q], l->iter->type,
                                                                l->loc),
                                               int_type));
    }
  return cond;
}

struct ir_expr *pass_gpu_and(struct ir_expr *a, struct ir_expr *b) {
  return !a ? b : !b ? a : ir_expr_binary(IR_OP_AND, a, b, int_type);
}

struct ir_expr *pass_gpu_min(struct ir_expr *a, struct ir_expr *b) {
  if (!a)
    return b;
  struct ir_expr *m = ir_expr_new(IR_E_CALL, b->loc);
  m->callee = "min";
  m->type = int_type;
  m->nargs = 2;
  m->args = ir_alloc(2 * sizeof *m->args);
  m->args[0] = a;
  m->args[1] = b;
  return m;
}

struct ir_expr *pass_gpu_or(struct ir_expr *a, struct ir_expr *b) {
  return !a ? b : !b ? a : ir_expr_binary(IR_OP_OR, a, b, int_type);
}

struct ir_node *pass_gpu_stmt_node(struct ir_stmt *st) {
  struct ir_node *n = ir_node_new(IR_STMT, st->loc);
  n->stmt = st;
  return n;
}

struct ir_stmt *pass_gpu_new_stmt(enum ir_stmt_kind kind, struct ir_loc loc) {
  struct ir_stmt *st = ir_alloc(sizeof *st);
  st->kind = kind;
  st->id = -1;
  st->loc = loc;
  st->op = '=';
  return st;
}

struct ir_node *pass_gpu_bind(struct ir_var *v, struct ir_expr *value, struct ir_loc loc) {
  struct ir_stmt *st = pass_gpu_new_stmt(IR_S_DECL, loc);
  st->decl = v;
  st->lhs = pass_gpu_var(v, loc);
  st->rhs = value;
  return pass_gpu_stmt_node(st);
}

struct ir_node *pass_gpu_barrier(struct ir_loc loc) {
  return pass_gpu_stmt_node(pass_gpu_new_stmt(IR_S_BARRIER, loc));
}

struct ir_array *pass_gpu_local_array(struct pass_ctx *ctx, struct ir_kernel *k, const char *name,
                                      struct ir_type elem, enum ir_space space, long e0, long e1) {
  struct ir_array *a = ir_alloc(sizeof *a);
  a->name = name;
  a->elem = elem;
  a->origin = IR_ARR_LOCAL;
  a->loc = k->loc;
  a->id = k->locals.n;
  a->ndim = 2;
  a->extents = ir_alloc(2 * sizeof(struct ir_aff *));
  a->extents[0] = ir_aff_const(e0);
  a->extents[1] = ir_aff_const(e1);
  a->written = true;
  a->space = space;
  ir_vec_push(&k->locals, a);
  ir_vec_push(&ctx->region->taken_names, (void *)a->name);
  return a;
}

struct ir_expr *pass_gpu_local_access(struct ir_array *a, struct ir_aff *i0, struct ir_aff *i1,
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

void pass_gpu_link(struct ir_node *first, struct ir_node *parent) {
  for (struct ir_node *n = first; n; n = n->next) {
    n->parent = parent;
    if (n->kind == IR_LOOP)
      pass_gpu_link(n->body, n);
    if (n->kind == IR_IF) {
      pass_gpu_link(n->then_body, n);
      pass_gpu_link(n->else_body, n);
    }
  }
}

static void collect(struct ir_node *n, void *data) { ir_vec_push(data, n); }

struct ir_vec pass_gpu_subtree(struct ir_node *n) {
  struct ir_vec nodes = {0};
  struct ir_node *saved = n->next;
  n->next = NULL;
  ir_walk(n, collect, &nodes);
  n->next = saved;
  return nodes;
}

struct ir_vec pass_gpu_nodes(struct ir_node *first) {
  struct ir_vec nodes = {0};
  ir_walk(first, collect, &nodes);
  return nodes;
}

bool pass_gpu_mentions(const struct ir_expr *e, const struct ir_var *v) {
  if (!e)
    return false;
  if (e->kind == IR_E_VAR && e->var == v)
    return true;
  if (e->kind == IR_E_ACCESS)
    for (int d = 0; d < e->acc->ndim; d++)
      if (pass_gpu_mentions(e->acc->index[d], v))
        return true;
  for (int i = 0; i < e->nargs; i++)
    if (pass_gpu_mentions(e->args[i], v))
      return true;
  return pass_gpu_mentions(e->a, v) || pass_gpu_mentions(e->b, v) || pass_gpu_mentions(e->c, v);
}

bool pass_gpu_list_mentions(const struct ir_node *first, const struct ir_var *v) {
  for (const struct ir_node *n = first; n; n = n->next) {
    if (n->kind == IR_LOOP && (pass_gpu_bound_uses(&n->lb, v) || pass_gpu_bound_uses(&n->ub, v) ||
                               pass_gpu_list_mentions(n->body, v)))
      return true;
    if (n->kind == IR_IF &&
        (pass_gpu_mentions(n->cond, v) || pass_gpu_list_mentions(n->then_body, v) ||
         pass_gpu_list_mentions(n->else_body, v)))
      return true;
    if (n->kind == IR_STMT &&
        (pass_gpu_mentions(n->stmt->lhs, v) || pass_gpu_mentions(n->stmt->rhs, v) ||
         pass_gpu_mentions(n->stmt->guard, v)))
      return true;
  }
  return false;
}

bool pass_gpu_bound_uses(const struct ir_bound *b, const struct ir_var *v) {
  for (int k = 0; k < b->n; k++)
    if (ir_aff_uses(b->parts[k], v))
      return true;
  return false;
}

bool pass_gpu_step_loops(struct pass_ctx *ctx, const struct pass_step *step,
                         struct ir_node **named) {
  if (step->nloops > 3 || step->nloops != step->nsizes) {
    pass_refuse(ctx, step->loc, "%s needs one size per loop, at most three loops", step->pass);
    return false;
  }
  for (int i = 0; i < step->nloops; i++)
    if (!(named[i] = pass_find_loop(ctx, step, i)))
      return false;
  return true;
}

struct ir_vec pass_gpu_kernels(struct ir_region *r) {
  struct ir_vec nodes = pass_gpu_nodes(r->body), kernels = {0};
  for (int i = 0; i < nodes.n; i++)
    if (((struct ir_node *)nodes.v[i])->kind == IR_KERNEL)
      ir_vec_push(&kernels, nodes.v[i]);
  return kernels;
}

int pass_gpu_point_loops(const struct ir_node *bind, const struct ir_node *stop,
                         struct ir_node **loops, int max) {
  int n = 0;
  for (struct ir_node *a = bind->parent; a && a != stop; a = a->parent)
    if (a->kind == IR_LOOP && a->unroll && pass_gpu_mentions(bind->stmt->rhs, a->iter)) {
      if (n < max) { /* found innermost first */
        memmove(loops + 1, loops, sizeof *loops * (size_t)n);
        loops[0] = a;
      }
      n++;
    }
  return n;
}

struct ir_node *pass_gpu_kernel_named(struct ir_region *r, const char *name) {
  struct ir_vec kernels = pass_gpu_kernels(r);
  for (int i = 0; i < kernels.n; i++)
    if (strcmp(((struct ir_node *)kernels.v[i])->kernel->name, name) == 0)
      return kernels.v[i];
  return NULL;
}

struct ir_kernel *pass_gpu_kernel_of(struct ir_region *r, const struct ir_node *n) {
  while (n->parent)
    n = n->parent;
  struct ir_vec kernels = pass_gpu_kernels(r);
  for (int i = 0; i < kernels.n; i++) {
    struct ir_kernel *k = ((struct ir_node *)kernels.v[i])->kernel;
    for (const struct ir_node *c = k->body; c; c = c->next)
      if (c == n)
        return k;
  }
  return NULL;
}

static struct ir_node *mapped_loop(const struct ir_kernel *k, enum ir_map map, int d) {
  for (struct ir_node *l = k->body; l && l->kind == IR_LOOP && l->map != IR_MAP_NONE; l = l->body)
    if (l->map == map && l->map_dim == d)
      return l;
  return NULL;
}

struct ir_node *pass_gpu_block_loop(const struct ir_kernel *k, int d) {
  return mapped_loop(k, IR_MAP_BLOCK, d);
}

struct ir_node *pass_gpu_thread_loop(const struct ir_kernel *k, int d) {
  return mapped_loop(k, IR_MAP_THREAD, d);
}

struct ir_node **pass_gpu_thread_code(struct ir_kernel *k) {
  struct ir_node **slot = &k->body;
  while (*slot && (*slot)->kind == IR_LOOP && (*slot)->map != IR_MAP_NONE)
    slot = &(*slot)->body;
  return slot;
}

int pass_gpu_band_dim(const struct ir_kernel *k, const struct ir_var *v) {
  for (int d = 0; d < k->ndims; d++)
    if (k->band[d]->iter == v)
      return d;
  return -1;
}

void pass_gpu_split(struct ir_expr *e, int op, struct ir_vec *out) {
  if (e->kind == IR_E_BINARY && e->op == op) {
    pass_gpu_split(e->a, op, out);
    pass_gpu_split(e->b, op, out);
    return;
  }
  ir_vec_push(out, e);
}

struct ir_array *pass_gpu_fill_tile(const struct ir_node *n) {
  if (n->kind != IR_LOOP || !n->body)
    return NULL;
  const struct ir_node *s = n->body;
  while (s->next)
    s = s->next;
  if (s->kind != IR_STMT || s->stmt->kind != IR_S_ASSIGN || s->stmt->op != '=' ||
      s->stmt->lhs->kind != IR_E_ACCESS || s->stmt->lhs->acc->array->space != IR_SPACE_SHARED)
    return NULL;
  for (const struct ir_node *b = n->body; b != s; b = b->next)
    if (b->kind != IR_STMT || b->stmt->kind != IR_S_DECL)
      return NULL;
  return s->stmt->lhs->acc->array;
}

void pass_gpu_drop_dead_binds(const struct ir_kernel *k, struct ir_node **slot) {
  while (*slot) {
    struct ir_node *n = *slot;
    if (n->kind == IR_STMT && n->stmt->kind == IR_S_DECL &&
        pass_gpu_band_dim(k, n->stmt->decl) >= 0 &&
        !pass_gpu_list_mentions(n->next, n->stmt->decl)) {
      *slot = n->next;
      continue;
    }
    if (n->kind == IR_LOOP)
      pass_gpu_drop_dead_binds(k, &n->body);
    if (n->kind == IR_IF) {
      pass_gpu_drop_dead_binds(k, &n->then_body);
      pass_gpu_drop_dead_binds(k, &n->else_body);
    }
    slot = &n->next;
  }
}

long pass_gpu_tile_bytes(const struct ir_array *a, int pad) {
  return a->extents[0]->cst * (a->extents[1]->cst + pad) * ir_type_bytes(a->elem);
}

const struct pass_gpu_limits *pass_gpu_target(const struct pass_ctx *ctx) {
  return ctx->limits ? ctx->limits : pass_gpu_limits(90);
}

long pass_gpu_smem_limit(const struct pass_ctx *ctx) {
  const struct pass_gpu_limits *lim = pass_gpu_target(ctx);
  return ctx->opencl ? lim->smem_static : lim->smem_optin;
}

long pass_gpu_shared_bytes(const struct ir_kernel *k) {
  long bytes = 0;
  for (int i = 0; i < k->locals.n; i++) {
    const struct ir_array *a = k->locals.v[i];
    if (a->space == IR_SPACE_SHARED)
      bytes += pass_gpu_tile_bytes(a, a->pad);
  }
  return bytes;
}

void pass_gpu_flip_tile(struct ir_kernel *k, struct ir_array *t, const struct ir_vec *more) {
  struct ir_vec nodes = pass_gpu_nodes(k->body), accs = {0};
  for (int i = 0; i < nodes.n; i++) {
    struct ir_node *n = nodes.v[i];
    for (int q = 0; n->kind == IR_STMT && q < n->stmt->accesses.n; q++)
      if (!ir_vec_contains(&accs, n->stmt->accesses.v[q]))
        ir_vec_push(&accs, n->stmt->accesses.v[q]);
  }
  for (int i = 0; more && i < more->n; i++)
    if (!ir_vec_contains(&accs, more->v[i]))
      ir_vec_push(&accs, more->v[i]);
  for (int i = 0; i < accs.n; i++) {
    struct ir_access *a = accs.v[i];
    if (a->array != t)
      continue;
    struct ir_expr *e = a->index[0];
    a->index[0] = a->index[1];
    a->index[1] = e;
    struct ir_aff *f = a->aff[0];
    a->aff[0] = a->aff[1];
    a->aff[1] = f;
  }
  struct ir_aff *x = t->extents[0];
  t->extents[0] = t->extents[1];
  t->extents[1] = x;
  t->transposed = !t->transposed;
}
