/* gpu.c - the GPU printer shared by the CUDA (codegen/cuda.c) and OpenCL
 * (codegen/opencl.c) targets, last stage of the GPU pipeline (after
 * passes/map_gpu.c).  Everything but syntax is printed here, from the
 * mapped IR: the kernels, construct by construct (struct ir_kernel: its
 * shared arrays, a loop mapped to blocks or threads as the index of the
 * block's or thread's iteration, a guard as an early return, register
 * arrays where the thread's code begins, barriers, the rest as C, with no
 * decision of its own), the host code that replaces each region (device
 * buffers sized from the arrays' extents, one copy in, the region's host
 * loops around launches, one copy out, releases; a run-time overlap
 * check with the original loops as the fallback where the mapping
 * assumed that arrays do not overlap; under TILEC_PROFILE each branch
 * reports that it runs), and the layout of the output file
 * (the original text with each function's kernels before it and every
 * region replaced).  A struct cg_gpu_target says how a target spells
 * kernels, thread indices, local memory, barriers and the host API. */
#include "codegen.h"
#include "parser.h"

#include <string.h>

/* ---------------------------------------------------------------- kernels */

void cg_line_mark(struct ir_loc loc, struct ir_buf *out) {
  if (!loc.file || loc.line <= 0)
    return;
  ir_buf_printf(out, "#line %d \"", loc.line);
  for (const char *c = loc.file; *c; c++) {
    if (*c == '"' || *c == '\\')
      ir_buf_puts(out, "\\");
    ir_buf_putn(out, c, 1);
  }
  ir_buf_puts(out, "\"\n");
}

static void collect(struct ir_node *n, void *data) { ir_vec_push(data, n); }

static bool kernel_writes(const struct ir_kernel *k, const struct ir_array *a) {
  if (k->reduce && !k->reduce->combine && a == k->reduce->parts)
    return true; /* each block's partial result (emit_reduce_kernel) */
  bool reads = false, writes = false;
  ir_accesses_in(k->body, NULL, a, &reads, &writes);
  return writes;
}

/* Type T in the target's kernel language. */
static const char *ktype(const struct cg_gpu *g, struct ir_type t) {
  return g->t->type_name ? g->t->type_name(t) : ir_type_name(t);
}

/* The type iterator V is declared with in a kernel (ir_device_long_iter). */
static const char *kiter_type(const struct cg_gpu *g, const struct ir_var *v) {
  return ktype(g, ir_device_long_iter(v) ? (struct ir_type){IR_T_LONG, false, false} : v->type);
}

/* "const float *__restrict__ M, float *__restrict__ P, int Width" (CUDA),
 * "__global const float *M, ..." (OpenCL). */
static char *kernel_params(const struct cg_gpu *g, const struct ir_kernel *k) {
  struct ir_buf b = {0};
  for (int i = 0; i < k->arrays.n; i++) {
    const struct ir_array *a = k->arrays.v[i];
    ir_buf_printf(&b, "%s%s%s%s *%s%s", b.len ? ", " : "", g->t->global,
                  kernel_writes(k, a) ? "" : "const ", ktype(g, a->elem),
                  g->t->restrict_kw ? g->t->restrict_kw : "", ir_array_ident(a));
  }
  for (int i = 0; i < k->scalars.n; i++) {
    const struct ir_var *v = k->scalars.v[i];
    ir_buf_printf(&b, "%s%s %s", b.len ? ", " : "", ktype(g, v->type), v->name);
  }
  return b.s ? b.s : ir_strdup("void");
}

/* ---------------------------------------------------------------- a kernel's constructs */

const char *cg_fresh_name(const struct ir_region *r, const char *base) {
  for (int n = 1;; n++) {
    const char *name = n == 1 ? base : ir_printf("%s%d", base, n);
    if (!ir_region_name_taken(r, name))
      return name;
  }
}

static void indent_to(struct ir_buf *out, const char *unit, int depth) {
  for (int i = 0; i < depth; i++)
    ir_buf_puts(out, unit);
}

/* Mapped loop L (struct ir_node): the index of the thread's iteration,
 * declared const where it follows the block only. */
static void emit_mapped_loop(struct cg_gpu *g, const struct ir_node *l, int depth,
                             struct ir_buf *out) {
  bool up = l->step > 0;
  const char *type = kiter_type(g, l->iter);
  const char *start = cg_c_bound(up ? &l->lb : &l->ub, up);
  int d = l->map_dim;
  indent_to(out, g->unit, depth);
  if (l->map == IR_MAP_BLOCK_THREAD)
    ir_buf_printf(out, "%s %s = %s + (%s)(%s * %s + %s) * %ld;\n", type, l->iter->name, start,
                  type, g->t->block_idx[d], g->t->block_dim[d], g->t->thread_idx[d], l->step);
  else
    ir_buf_printf(out, "%s%s %s = %s + (%s)%s * %ld;\n", l->map == IR_MAP_BLOCK ? "const " : "",
                  type, l->iter->name, start, type,
                  l->map == IR_MAP_BLOCK ? g->t->block_idx[d] : g->t->thread_idx[d], l->step);
}

static void emit_code(struct cg_gpu *g, const struct ir_node *n, int depth, struct ir_buf *out);
static void emit_lanes(struct cg_gpu *g, const struct ir_node *l, int depth, struct ir_buf *out);

/* Loop L mapped IR_MAP_GRID_STRIDE (a reduction kernel's) or IR_MAP_LANE
 * (a lane's, struct ir_lanes): the thread's iterations, one grid's (one
 * band point's) threads apart, counted in long (the last step past the
 * bound must not overflow the iterator's type). */
static void emit_strided(struct cg_gpu *g, const struct ir_node *l, int depth,
                         struct ir_buf *out) {
  bool up = l->step > 0;
  const char *i = l->iter->name, *c = ir_printf("tilec_%s", i);
  int d = l->map_dim;
  bool lane = l->map == IR_MAP_LANE;
  const char *first = lane ? g->t->thread_idx[d]
                           : ir_printf("%s * %s + %s", g->t->block_idx[d], g->t->block_dim[d],
                                       g->t->thread_idx[d]);
  const char *stride = lane ? g->t->block_dim[d]
                            : ir_printf("%s * %s", g->t->grid_dim[d], g->t->block_dim[d]);
  indent_to(out, g->unit, depth);
  ir_buf_printf(out, "for (long %s = (long)(%s) + (long)(%s) * %ld; %s %s (long)(%s); %s "
                     "+= (long)%s * %ld) {\n",
                c, cg_c_bound(up ? &l->lb : &l->ub, up), first, l->step, c, up ? "<=" : ">=",
                cg_c_bound(up ? &l->ub : &l->lb, !up), c, stride, l->step);
  indent_to(out, g->unit, depth + 1);
  ir_buf_printf(out, "const %s %s = (%s)%s;\n", kiter_type(g, l->iter), i,
                kiter_type(g, l->iter), c);
  emit_code(g, l->body, depth + 1, out);
  indent_to(out, g->unit, depth);
  ir_buf_puts(out, "}\n");
}

/* A tree over THREADS values in shared array SH: each thread stores
 * VALUE at its element SH[ME], then the threads whose index INDEX is
 * below each half add (multiply) in the element HALF * STRIDE further,
 * a barrier after each step; the result ends in the element of INDEX 0.
 * At DEPTH. */
static void emit_tree(struct cg_gpu *g, int op, int threads, const char *sh, const char *index,
                      const char *me, int stride, const char *value, int depth,
                      struct ir_buf *out) {
  indent_to(out, g->unit, depth);
  ir_buf_printf(out, "%s[%s] = %s;\n", sh, me, value);
  indent_to(out, g->unit, depth);
  ir_buf_printf(out, "%s;\n", g->t->barrier);
  indent_to(out, g->unit, depth);
  ir_buf_printf(out, "for (int tilec_half = %d; tilec_half > 0; tilec_half /= 2) {\n",
                threads / 2);
  indent_to(out, g->unit, depth + 1);
  ir_buf_printf(out, "if (%s < tilec_half)\n", index);
  indent_to(out, g->unit, depth + 2);
  ir_buf_printf(out, "%s[%s] %c= %s[%s + tilec_half%s];\n", sh, me, op, sh, me,
                stride == 1 && strcmp(me, index) == 0 ? "" : ir_printf(" * %d", stride));
  indent_to(out, g->unit, depth + 1);
  ir_buf_printf(out, "%s;\n", g->t->barrier);
  indent_to(out, g->unit, depth);
  ir_buf_puts(out, "}\n");
}

/* Lane loop L of kernel g->k (its struct ir_lanes, or L's in a
 * persistent kernel): the lane's partial result, its iterations, then the
 * tree over the band point's lanes (the block's threads), after which
 * every lane holds the total in PART. */
static void emit_lanes(struct cg_gpu *g, const struct ir_node *l, int depth, struct ir_buf *out) {
  const struct ir_lanes *ln = l->lanes ? l->lanes : g->k->lanes;
  const char *part = ln->part->name, *sh = ln->shared;
  bool one_dim = g->k->block[1] == 1;
  const char *me = one_dim ? g->t->thread_idx[0]
                           : ir_printf("%s * %d + %s", g->t->thread_idx[1], g->k->block[0],
                                       g->t->thread_idx[0]);
  indent_to(out, g->unit, depth);
  ir_buf_printf(out, "%s %s = %s;\n", ktype(g, ln->part->type), part, ir_op_identity(ln->op));
  emit_strided(g, l, depth, out);
  emit_tree(g, ln->op, ln->lanes, sh, g->t->thread_idx[ln->dim], me,
            ln->dim == 0 ? 1 : g->k->block[0], part, depth, out);
  indent_to(out, g->unit, depth);
  if (one_dim)
    ir_buf_printf(out, "%s = %s[0];\n", part, sh);
  else if (ln->dim == 0)
    ir_buf_printf(out, "%s = %s[%s * %d];\n", part, sh, g->t->thread_idx[1], g->k->block[0]);
  else
    ir_buf_printf(out, "%s = %s[%s];\n", part, sh, g->t->thread_idx[0]);
}

/* Guard N (struct ir_node) as an early return; the code it holds
 * follows. */
static void emit_return_unless(struct cg_gpu *g, const struct ir_expr *e, int depth,
                               struct ir_buf *out) {
  struct ir_print_hooks names = {.type_name = g->t->type_name, .device = true};
  struct ir_buf cond = {0};
  ir_print_expr_hooked(e, true, &names, &cond);
  indent_to(out, g->unit, depth);
  ir_buf_printf(out, "if (!(%s))\n", cond.s);
  indent_to(out, g->unit, depth + 1);
  ir_buf_puts(out, "return;\n");
}

static void emit_guard(struct cg_gpu *g, const struct ir_node *n, int depth, struct ir_buf *out) {
  emit_return_unless(g, n->cond, depth, out);
}

/* The code of one thread from N on, at DEPTH: mapped loops print as
 * their indices and guards as early returns, each with the code it holds
 * after it.  The thread's own variables (its register arrays, the
 * iterators the source declared before its loops) come after the
 * indices and a guard that opens the thread's code. */
static void emit_thread_code(struct cg_gpu *g, const struct ir_kernel *k, const struct ir_node *n,
                             int depth, struct ir_buf *out) {
  for (; n && !n->next && n->kind == IR_LOOP && n->map != IR_MAP_NONE && n->map != IR_MAP_LANE;
       n = n->body)
    emit_mapped_loop(g, n, depth, out);
  /* A block whose tile holds no point of a triangular band. */
  if (k->occupied)
    emit_return_unless(g, k->occupied, depth, out);
  for (; n && n->kind == IR_IF && n->guard && !n->next; n = n->then_body)
    emit_guard(g, n, depth, out);
  for (int i = 0; i < k->locals.n; i++) {
    const struct ir_array *a = k->locals.v[i];
    if (a->space == IR_SPACE_REGISTER) {
      indent_to(out, g->unit, depth);
      ir_buf_printf(out, "%s %s[%ld][%ld]%s;\n", ktype(g, a->elem), a->name, a->extents[0]->cst,
                    a->extents[1]->cst + a->pad, a->zeroed ? " = {{0}}" : "");
    }
  }
  struct ir_vec its = {0};
  cg_undeclared_iterators(n, &its);
  for (int i = 0; i < its.n; i++) {
    const struct ir_var *v = its.v[i];
    indent_to(out, g->unit, depth);
    ir_buf_printf(out, "%s %s;\n", kiter_type(g, v), v->name);
  }
  emit_code(g, n, depth, out);
}

/* A GPU construct of the thread's code, at any depth (struct
 * cg_c_hooks' device_node): a loop mapped to the grid's or the block's
 * threads in turn, an IF for one thread. */
static bool emit_device_node(const struct ir_node *n, int depth, struct ir_buf *out,
                             void *data) {
  struct cg_gpu *g = data;
  if (n->kind == IR_LOOP && (n->map == IR_MAP_GRID_STRIDE ||
                             (n->map == IR_MAP_LANE && !n->lanes && !g->k->lanes))) {
    emit_strided(g, n, depth, out);
    return true;
  }
  if (n->kind == IR_LOOP && n->map == IR_MAP_LANE) {
    emit_lanes(g, n, depth, out);
    return true;
  }
  if (n->kind == IR_IF && n->lane0) {
    struct ir_print_hooks names = {.type_name = g->t->type_name, .device = true};
    struct ir_buf cond = {0};
    if (n->cond) {
      ir_buf_puts(&cond, " && ");
      ir_print_expr_hooked(n->cond, true, &names, &cond);
    }
    cg_line_mark(n->loc, out);
    indent_to(out, g->unit, depth);
    ir_buf_printf(out, "if (%s == 0%s) {\n",
                  g->t->thread_idx[g->k->lanes ? g->k->lanes->dim : 0], cond.s ? cond.s : "");
    emit_code(g, n->then_body, depth + 1, out);
    indent_to(out, g->unit, depth);
    ir_buf_puts(out, "}\n");
    return true;
  }
  return false;
}

/* Ordinary code, as C, but a guard that ends its list as an early
 * return. */
static void emit_code(struct cg_gpu *g, const struct ir_node *n, int depth, struct ir_buf *out) {
  struct ir_print_hooks names = {
      .type_name = g->t->type_name, .callee = g->t->callee, .device = true};
  struct cg_c_hooks hooks = {.flat = true,
                             .line_marks = true,
                             .expr = &names,
                             .barrier = g->k->persist || g->k->sync ? g->t->barrier_global : g->t->barrier,
                             .async_copy = g->t->async_copy,
                             .async_wait = g->t->async_wait,
                             .async_copy_n = g->t->async_copy_n,
                             .async_copy_v = g->t->async_copy_v,
                             .async_commit = g->t->async_commit,
                             .async_wait_pending = g->t->async_wait_pending,
                             .mma = g->t->mma,
                             .device_node = emit_device_node,
                             .data = g};
  for (; n; n = n->next) {
    if (n->kind == IR_IF && n->guard && !n->next) {
      emit_guard(g, n, depth, out);
      emit_code(g, n->then_body, depth, out);
      continue;
    }
    struct ir_node one = *n;
    one.next = NULL;
    cg_c_nodes(&one, depth, "", g->unit, &hooks, out);
  }
}

/* A reduction's kernel (struct ir_reduce). */
static void emit_reduce_kernel(struct cg_gpu *g, const struct ir_kernel *k, struct ir_buf *out) {
  const struct ir_reduce *r = k->reduce;
  const char *u = g->unit, *t = g->t->thread_idx[0], *type = ktype(g, r->part->type);
  ir_buf_printf(out, "/* tilec: %s:%d (function '%s'): %s */\n", k->loc.file, k->loc.line,
                g->r->func,
                r->combine ? "the reduction's total: one block adds up the partial results, "
                             "its thread 0 applies the total"
                           : "a reduction: each block adds up its threads' partial results");
  cg_line_mark(k->loc, out);
  ir_buf_printf(out, "%s\n{\n", g->t->kernel_head(k, kernel_params(g, k)));
  ir_buf_printf(out, "%s%s %s %s[%d];\n", u, g->t->local, type, r->shared, r->threads);
  if (!r->combine) {
    emit_code(g, k->body, 1, out);
    emit_tree(g, r->op, r->threads, r->shared, t, t, 1, r->part->name, 1, out);
    ir_buf_printf(out, "%sif (%s == 0)\n%s%s%s[%s] = %s[0];\n", u, t, u, u, r->parts->name,
                  g->t->block_idx[0], r->shared);
  } else {
    ir_buf_printf(out, "%s%s %s = %s;\n", u, type, r->part->name, ir_reduce_identity(r));
    ir_buf_printf(out, "%sfor (int tilec_k = %s; tilec_k < %d; tilec_k += %d)\n%s%s%s %c= %s[tilec_k];\n",
                  u, t, r->blocks, r->threads, u, u, r->part->name, r->op, r->parts->name);
    emit_tree(g, r->op, r->threads, r->shared, t, t, 1, r->part->name, 1, out);
    ir_buf_printf(out, "%sif (%s != 0)\n%s%sreturn;\n%s%s = %s[0];\n", u, t, u, u, u,
                  r->part->name, r->shared);
    emit_code(g, k->body, 1, out);
  }
  ir_buf_puts(out, "}\n\n");
}

static void emit_kernel(struct cg_gpu *g, const struct ir_kernel *k, struct ir_buf *out) {
  const struct ir_region *r = g->r;
  g->k = k;
  if (k->reduce) {
    emit_reduce_kernel(g, k, out);
    return;
  }
  if (k->persist) {
    ir_buf_printf(out, "/* tilec: the loop nest at %s:%d (function '%s'): one block of %d "
                       "threads runs loop '%s' (line %d); its threads share the steps that "
                       "were kernels, with barriers between them */\n",
                  k->loc.file, k->loc.line, r->func, k->block[0], k->persist->iter->name,
                  k->persist->loc.line);
  } else if (k->ndims == 0) {
    ir_buf_printf(out, "/* tilec: %s:%d (function '%s'): no loop here is parallel; one GPU "
                       "thread runs it so that the data stays on the device */\n",
                  k->loc.file, k->loc.line, r->func);
  } else if (k->lanes) {
    const struct ir_node *p = k->band[1 - k->lanes->dim], *l = k->band[k->lanes->dim];
    ir_buf_printf(out, "/* tilec: the loop nest at %s:%d (function '%s'): %d threads (lanes) per "
                       "iteration of the parallel loop '%s' (line %d) share the reduction over "
                       "loop '%s' (line %d) and add their partial results up in a tree */\n",
                  k->loc.file, k->loc.line, r->func, k->lanes->lanes, p->iter->name, p->loc.line,
                  l->iter->name, l->loc.line);
  } else {
    struct ir_buf band = {0};
    for (int d = k->ndims - 1; d >= 0; d--) /* the source's loops, by name */
      ir_buf_printf(&band, "%s'%s' (line %d)", band.len ? ", " : "", k->band[d]->iter->name,
                    k->band[d]->loc.line);
    ir_buf_printf(out, "/* tilec: the loop nest at %s:%d (function '%s'): one thread per "
                       "iteration of the parallel loops %s */\n",
                  k->loc.file, k->loc.line, r->func, band.s);
  }
  cg_line_mark(k->loc, out);
  ir_buf_printf(out, "%s\n{\n", g->t->kernel_head(k, kernel_params(g, k)));
  if (k->lanes)
    ir_buf_printf(out, "%s%s %s %s[%d];\n", g->unit, g->t->local, ktype(g, k->lanes->part->type),
                  k->lanes->shared, k->block[0] * k->block[1]);
  struct ir_vec nodes = {0};
  ir_walk(k->body, collect, &nodes);
  for (int i = 0; i < nodes.n; i++) { /* a persistent kernel's reductions */
    const struct ir_node *n = nodes.v[i];
    if (n->kind == IR_LOOP && n->lanes)
      ir_buf_printf(out, "%s%s %s %s[%d];\n", g->unit, g->t->local,
                    ktype(g, n->lanes->part->type), n->lanes->shared, n->lanes->lanes);
  }
  /* Dynamic shared memory: "double (*const A_tile)[36] = (double (*)[36])(POOL + OFFSET);" */
  long offset = 0;
  if (k->dynamic_shared)
    ir_buf_printf(out, "%s%s;\n", g->unit, g->t->shared_pool);
  for (int i = 0; i < k->locals.n; i++) {
    const struct ir_array *a = k->locals.v[i];
    if (a->space != IR_SPACE_SHARED)
      continue;
    long row = a->extents[1]->cst + a->pad;
    if (k->dynamic_shared) {
      const char *t = ktype(g, a->elem);
      ir_buf_printf(out, "%s%s (*const %s)[%ld] = (%s (*)[%ld])(%s + %ld);\n", g->unit, t, a->name,
                    row, t, row, g->t->shared_pool_name, offset);
      offset += (a->extents[0]->cst * row * ir_type_bytes(a->elem) + 15) / 16 * 16;
    } else
      ir_buf_printf(out, "%s%s %s%s %s[%ld][%ld];\n", g->unit, g->t->local,
                    a->align && g->t->align ? ir_printf(g->t->align, a->align) : "",
                    ktype(g, a->elem), a->name, a->extents[0]->cst, row);
  }
  emit_thread_code(g, k, k->body, 1, out);
  ir_buf_puts(out, "}\n\n");
}

/* A C construct of E that device code cannot express, or NULL. */
static const char *expr_problem(const struct ir_expr *e, struct ir_loc *where) {
  if (!e)
    return NULL;
  *where = e->loc;
  if (e->type.base == IR_T_LDOUBLE || (e->kind == IR_E_CAST && e->cast_to.base == IR_T_LDOUBLE))
    return "long double";
  if (e->kind == IR_E_ACCESS)
    for (int d = 0; d < e->acc->ndim; d++) {
      const char *m = expr_problem(e->acc->index[d], where);
      if (m)
        return m;
    }
  for (int k = 0; k < e->nargs; k++) {
    const char *m = expr_problem(e->args[k], where);
    if (m)
      return m;
  }
  const struct ir_expr *sub[3] = {e->a, e->b, e->c};
  for (int k = 0; k < 3; k++) {
    const char *m = expr_problem(sub[k], where);
    if (m)
      return m;
  }
  return NULL;
}

bool cg_gpu_check_kernel(const struct ir_kernel *k, const char *lang, const char *instead,
                         bool bool_ok) {
  bool ok = true;
  struct ir_vec nodes = {0};
  ir_walk(k->body, collect, &nodes);
  for (int i = 0; i < nodes.n && ok; i++) {
    const struct ir_node *n = nodes.v[i];
    if (n->kind != IR_STMT)
      continue;
    const struct ir_stmt *st = n->stmt;
    struct ir_loc where = n->loc;
    const char *m = st->kind == IR_S_DECL && st->decl->type.base == IR_T_LDOUBLE ? "long double"
                                                                                  : NULL;
    if (!m)
      m = expr_problem(st->lhs, &where);
    if (!m)
      m = expr_problem(st->rhs, &where);
    if (m) {
      diag_error(where, "%s has no %s; this loop nest can only %s", lang, m, instead);
      ok = false;
    }
  }
  for (int i = 0; i < k->arrays.n && ok; i++) {
    const struct ir_array *a = k->arrays.v[i];
    if (a->elem.base == IR_T_LDOUBLE) {
      diag_error(k->loc, "%s has no long double (array '%s'); this loop nest can only %s", lang,
                 a->name, instead);
      ok = false;
    }
  }
  for (int i = 0; i < k->scalars.n && ok; i++) {
    const struct ir_var *v = k->scalars.v[i];
    if (v->type.base == IR_T_LDOUBLE || (v->type.base == IR_T_BOOL && !bool_ok)) {
      diag_error(k->loc, "a kernel in %s cannot take '%s' of type %s; this loop nest can only %s",
                 lang, v->name, ir_type_name(v->type), instead);
      ok = false;
    }
  }
  return ok;
}

/* ---------------------------------------------------------------- host code */

static void put_indent(struct cg_gpu *g, int depth, struct ir_buf *out) {
  ir_buf_puts(out, g->r->indent ? g->r->indent : "");
  for (int i = 0; i < depth; i++)
    ir_buf_puts(out, g->unit);
}

/* TEXT, one or more lines, each indented to DEPTH. */
static void lines(struct cg_gpu *g, int depth, struct ir_buf *out, const char *text) {
  while (*text) {
    const char *nl = strchr(text, '\n');
    size_t n = nl ? (size_t)(nl - text) : strlen(text);
    put_indent(g, depth, out);
    ir_buf_putn(out, text, n);
    ir_buf_puts(out, "\n");
    text += n + (nl != NULL);
  }
}

/* Iterations of band loop L, as a C expression of type long. */
static char *trips(const struct ir_node *l) {
  return ir_printf("tilec_trips((long)(%s), (long)(%s), %ldL)", cg_c_bound(&l->lb, true),
                   cg_c_bound(&l->ub, false), l->step);
}

/* The launch of the kernel of node N, inside the host code: the grid
 * covers the band's iterations with blocks of the kernel's points (a loop
 * mapped to blocks, the tiled form) or of threads. */
static void emit_launch(const struct ir_node *n, int depth, struct ir_buf *out, void *data) {
  struct cg_gpu *g = data;
  const struct ir_kernel *k = n->kernel;
  struct cg_gpu_launch l = {
      .k = k, .ndims = k->ndims ? k->ndims : 1, .may_be_empty = k->ndims > 0,
      .stream = n->stream};
  /* The grid: a block per iteration of the loop mapped to blocks in each
   * dimension, or enough blocks of threads for the iterations of a loop
   * mapped to both. */
  const struct ir_node *loops[3];
  ir_kernel_mapped_loops(k, loops);
  for (int d = 0; d < 3; d++) {
    l.block[d] = d < k->ndims ? k->block[d] : 1;
    if (d >= k->ndims || (k->lanes && d == k->lanes->dim))
      l.grid[d] = "1";
    else if (loops[d]->map == IR_MAP_BLOCK)
      l.grid[d] = trips(loops[d]);
    else
      l.grid[d] = ir_printf("tilec_blocks(%s, %d)", trips(loops[d]), k->block[d]);
  }
  if (k->flexible) {
    l.trips = trips(loops[0]);
    l.grid[0] = ir_printf("tilec_blocks(%s, %s)", l.trips, g->threads);
  }
  const struct ir_reduce *red = k->reduce;
  if (red) {
    l.grid[0] = red->combine ? "1" : ir_printf("%d", red->blocks);
    l.block[0] = red->threads;
  }
  if (k->persist)
    l.block[0] = k->block[0];
  if (n->fork)
    lines(g, depth, out, g->t->fork(g, n->fork));
  cg_line_mark(k->loc, out);
  lines(g, depth, out, g->t->launch(g, &l));
  if (n->join)
    lines(g, depth, out, g->t->join(g, n->join));
  if (red && red->to_host)
    lines(g, depth, out,
          g->t->copy_out(red->parts, ir_printf("&%s", red->to_host->name), NULL,
                         ir_printf("sizeof(%s)", ir_type_name(red->to_host->type))));
}

/* "sizeof(float) * (size_t)(Width) * (Width)" */
static char *array_bytes(const struct ir_array *a) {
  struct ir_buf b = {0};
  ir_buf_printf(&b, "sizeof(%s)", ir_type_name(a->elem));
  for (int d = 0; d < a->ndim; d++) {
    const char *e = ir_aff_str(a->extents[d]);
    /* A buffer of the generated code sized by a loop's trip count: none
     * where the loop does not run. */
    if (a->origin == IR_ARR_DEVICE && !ir_aff_is_const(a->extents[d]))
      ir_buf_printf(&b, " * (size_t)(%s > 0 ? %s : 0)", e, e);
    else
      ir_buf_printf(&b, " * (size_t)(%s)", e);
  }
  return b.s;
}

/* The part of array A on the device, as the host code names it: the
 * offset of its first element from A (NULL: 0) and its size in bytes,
 * and the same for the part copied back when that is smaller.  A member
 * of the elements of an array of structs goes through a dense host
 * buffer PACKED of COUNT elements (WCOUNT written ones from WFIRST),
 * the member of the structs from ORIGIN on. */
struct dev_array {
  struct ir_array *a;
  const char *first, *bytes;
  const char *alloc_bytes; /* the allocation's, where more (vec_alloc); NULL: BYTES */
  const char *wfirst, *wbytes; /* NULL: the whole device copy goes back */
  const char *decls;           /* the host variables they use */
  const char *packed, *count, *wcount, *origin;
};

/* "p", or "(&a[0][0])" for an array of arrays: the first element of the
 * array of structs that member array A belongs to. */
static const char *struct_base(const struct ir_array *a) {
  if (a->ndim == 1 || a->linearised)
    return a->field_of;
  struct ir_buf b = {0};
  ir_buf_printf(&b, "(&%s", a->field_of);
  for (int d = 0; d < a->ndim; d++)
    ir_buf_puts(&b, "[0]");
  ir_buf_puts(&b, ")");
  return b.s;
}

/* "a + a_first"; "(double *)A + A_first" for an array of arrays. */
static const char *pointer_to(const struct ir_array *a, const char *first) {
  const char *base = a->ndim > 1 && !a->linearised
                         ? ir_printf("(%s *)%s", ir_type_name(a->elem), a->name)
                         : a->name;
  return first ? ir_printf("%s + %s", base, first) : base;
}

/* The footprint of A (struct ir_footprint) in host variables, or its
 * extents for a declared array. */
static struct dev_array dev_array(const struct ir_region *r, struct ir_array *a) {
  struct dev_array d = {.a = a};
  const struct ir_footprint *f = a->footprint, *w = a->written_footprint;
  if (!f) {
    d.bytes = array_bytes(a);
    if (a->field) {
      struct ir_buf n = {0};
      for (int k = 0; k < a->ndim; k++)
        ir_buf_printf(&n, "%s(long)(%s)", k ? " * " : "", ir_aff_str(a->extents[k]));
      d.count = n.s;
      d.origin = struct_base(a);
      d.packed = cg_fresh_name(r, ir_printf("%s_packed", a->ident));
    }
    return d;
  }
  if (!a->device_first && !ir_footprint_starts_at_0(f))
    ir_internal_error("'%s' has no device offset for its footprint", a->name);
  struct ir_buf b = {0};
  const char *count = cg_fresh_name(r, ir_printf("%s_count", ir_array_ident(a)));
  if (a->device_first)
    d.first = a->device_first->name;
  if (d.first && a->vec_first > 1) {
    /* The first element rounded down to whole vectors (struct ir_array),
     * the count from there. */
    const char *exact = ir_footprint_first_str(f), *n = ir_footprint_count_str(f);
    ir_buf_printf(&b,
                  "/* from a multiple of %d elements: the kernels copy %d at a time, aligned */\n"
                  "const long %s = (%s) / %d * %d;\nconst long %s = tilec_count_from(%s, %s, %s);",
                  a->vec_first, a->vec_first, d.first, exact, a->vec_first, a->vec_first, count,
                  d.first, exact, n);
  } else {
    if (d.first)
      ir_buf_printf(&b, "const long %s = %s;\n", d.first, ir_footprint_first_str(f));
    ir_buf_printf(&b, "const long %s = %s;", count, ir_footprint_count_str(f));
  }
  d.bytes = ir_printf("sizeof(%s) * (size_t)%s", ir_type_name(a->elem), count);
  if (a->vec_alloc > 1) /* whole vectors, one past the footprint (struct ir_array) */
    d.alloc_bytes = ir_printf("sizeof(%s) * (size_t)(%s / %d * %d + %d)", ir_type_name(a->elem),
                              count, a->vec_alloc, a->vec_alloc, a->vec_alloc);
  if (w && w->bounded && !ir_footprint_equal(f, w)) {
    /* Copy back only what the kernels write: the rest holds what was
     * copied in, or nothing where the array was not copied in. */
    d.wfirst = cg_fresh_name(r, ir_printf("%s_written_first", ir_array_ident(a)));
    const char *wcount = cg_fresh_name(r, ir_printf("%s_written_count", ir_array_ident(a)));
    d.wcount = wcount;
    ir_buf_printf(&b, "\nconst long %s = %s;\nconst long %s = %s;", d.wfirst,
                  ir_footprint_first_str(w), wcount, ir_footprint_count_str(w));
    d.wbytes = ir_printf("sizeof(%s) * (size_t)%s", ir_type_name(a->elem), wcount);
  }
  d.decls = b.s;
  if (a->field) {
    d.count = count;
    d.origin = d.first ? ir_printf("(%s + %s)", struct_base(a), d.first) : struct_base(a);
    d.packed = cg_fresh_name(r, ir_printf("%s_packed", a->ident));
  }
  return d;
}

/* The host code that fills the dense buffer of member array D->a from
 * the structs (UNPACK: the other way, the written elements only). */
static char *pack_loop(const struct dev_array *d, bool unpack) {
  const char *lo = "0", *hi = d->count;
  if (unpack && d->wfirst) {
    lo = d->first ? ir_printf("%s - %s", d->wfirst, d->first) : d->wfirst;
    hi = ir_printf("%s + %s", lo, d->wcount);
  }
  const char *member = ir_printf("%s[tilec_k].%s", d->origin, d->a->field);
  const char *dense = ir_printf("%s[tilec_k]", d->packed);
  return ir_printf("for (long tilec_k = %s; tilec_k < %s; tilec_k++)\n  %s = %s;", lo, hi,
                   unpack ? member : dense, unpack ? dense : member);
}

/* The address and byte size of A's footprint for an overlap check,
 * before the host variables exist. */
static const char *overlap_operands(const struct ir_array *a) {
  const struct ir_footprint *f = a->footprint;
  const char *first = f && !ir_footprint_starts_at_0(f)
                          ? ir_printf("(%s)", ir_footprint_first_str(f))
                          : NULL;
  if (a->field) { /* the whole structs */
    const char *count = f ? ir_footprint_count_str(f) : "1";
    for (int d = 0; !f && d < a->ndim; d++)
      count = ir_printf("%s * (%s)", count, ir_aff_str(a->extents[d]));
    const char *base = struct_base(a);
    return ir_printf("%s, %s * (size_t)(%s)", first ? ir_printf("%s + %s", base, first) : base,
                     cg_element_size(a), count);
  }
  if (!f)
    return ir_printf("%s, %s", a->name, array_bytes(a));
  return ir_printf("%s, sizeof(%s) * (size_t)(%s)", pointer_to(a, first), ir_type_name(a->elem),
                   ir_footprint_count_str(f));
}

/* Arrays used by some kernel of the region, in region order (those
 * declared in a kernel's code are not: each thread has its own), and
 * those some kernel writes that live on after the region (not the
 * arrays the region declares on the host around its kernels). */
static void device_arrays(const struct ir_region *r, struct ir_vec *out, struct ir_vec *written) {
  struct ir_vec nodes = {0};
  ir_walk(r->body, collect, &nodes);
  for (int i = 0; i < r->arrays.n; i++) {
    struct ir_array *a = r->arrays.v[i];
    bool used = false, wr = false;
    for (int j = 0; j < nodes.n; j++) {
      struct ir_node *n = nodes.v[j];
      if (n->kind != IR_KERNEL)
        continue;
      for (int m = 0; m < n->kernel->arrays.n; m++)
        used |= n->kernel->arrays.v[m] == a;
      wr |= kernel_writes(n->kernel, a);
    }
    if (used)
      ir_vec_push(out, a);
    if (wr && used && ir_array_of_program(a))
      ir_vec_push(written, a);
  }
}

void cg_gpu_host(struct cg_gpu *g, struct ir_buf *out) {
  const struct ir_region *r = g->r;
  const struct cg_gpu_target *t = g->t;
  struct ir_vec arrays = {0}, written = {0};
  device_arrays(r, &arrays, &written);
  g->timer = cg_fresh_name(r, "tilec_timer");
  g->grid = cg_fresh_name(r, "tilec_grid");
  g->block = cg_fresh_name(r, "tilec_block");
  g->threads = cg_fresh_name(r, "tilec_threads");
  g->kernel = cg_fresh_name(r, "tilec_kernel");
  if (r->origin == IR_REGION_SCOP)
    put_indent(g, 0, out); /* a scop region starts at its line's beginning */
  ir_buf_printf(out, "/* tilec: region %d (%s:%d-%d) runs on the GPU */\n", r->id, r->loc.file,
                r->loc.line, r->end.line);
  cg_line_mark(r->loc, out);
  char *derived = cg_derived_params(r, !g->split);
  if (derived)
    lines(g, 0, out, derived);
  if (r->original) {
    struct ir_buf pairs = {0}, cond = {0};
    struct ir_vec tests = {0}; /* char *: each once (members of one array share theirs) */
    for (int k = 0; k + 1 < r->alias_checks.n; k += 2) {
      const struct ir_array *x = r->alias_checks.v[k], *y = r->alias_checks.v[k + 1];
      ir_buf_printf(&pairs, "%s%s and %s", k ? ", " : "", x->name, y->name);
      const char *xs = overlap_operands(x), *ys = overlap_operands(y);
      if (x->field && y->field && strcmp(xs, ys) > 0) { /* one order for a pair of arrays */
        const char *t = xs;
        xs = ys, ys = t;
      }
      char *test = ir_printf("!tilec_overlap(%s, %s)", xs, ys);
      bool seen = false;
      for (int j = 0; j < tests.n && !seen; j++)
        seen = strcmp(tests.v[j], test) == 0;
      if (seen)
        continue;
      ir_buf_printf(&cond, "%s%s", tests.n ? " && " : "", test);
      ir_vec_push(&tests, test);
    }
    lines(g, 0, out,
          ir_printf("/* the kernels assume that these arrays do not overlap: %s; otherwise "
                    "the original loops run on the host */\nif (%s) {",
                    pairs.s, cond.s));
  } else {
    lines(g, 0, out, "{");
  }
  lines(g, 1, out, cg_profile_call("tilec_profile_region", r, "transformed"));
  /* The kernels and copies have the element types built in; the host
   * program, compiled with other -D options (DATA_TYPE), may differ. */
  for (int i = 0; i < arrays.n && !g->split; i++) {
    const struct ir_array *a = arrays.v[i];
    if (!ir_array_of_program(a))
      continue; /* not in scope here; its type is the region's own */
    struct ir_buf elem = {0};
    ir_buf_puts(&elem, a->field ? a->field_of : a->name);
    for (int d = 0; d < (a->linearised ? 1 : a->ndim); d++)
      ir_buf_puts(&elem, "[0]");
    if (a->field)
      ir_buf_printf(&elem, ".%s", a->field);
    lines(g, 1, out,
          ir_printf("%s(sizeof(%s) == sizeof(%s), \"tilec: the code of region %d was generated "
                    "for array %s with elements of type %s; translate again with the -D options "
                    "used here\");",
                    t->static_assert_kw, elem.s, ir_type_name(a->elem), r->id, a->name,
                    ir_type_name(a->elem)));
  }
  lines(g, 1, out, ir_printf("struct tilec_timer %s;", g->timer));
  struct dev_array *dev = ir_alloc(sizeof *dev * (size_t)(arrays.n + 1));
  for (int i = 0; i < arrays.n; i++) {
    dev[i] = dev_array(r, arrays.v[i]);
    if (dev[i].decls) {
      lines(g, 1, out, ir_printf("/* the elements of '%s' that the region touches%s */",
                                 dev[i].a->name, dev[i].wfirst ? " and those it writes" : ""));
      lines(g, 1, out, dev[i].decls);
    }
  }
  for (int i = 0; i < arrays.n; i++) {
    lines(g, 1, out,
          t->alloc(dev[i].a, dev[i].alloc_bytes ? dev[i].alloc_bytes : dev[i].bytes));
    if (dev[i].packed)
      lines(g, 1, out,
            ir_printf("%s *%s = (%s *)malloc(%s); /* '%s' as a dense array */",
                      ir_type_name(dev[i].a->elem), dev[i].packed, ir_type_name(dev[i].a->elem),
                      dev[i].bytes, dev[i].a->name));
  }
  /* The side streams of the region's concurrent launches. */
  struct ir_vec nodes = {0};
  ir_walk(r->body, collect, &nodes);
  int streams = 0;
  for (int i = 0; i < nodes.n; i++) {
    const struct ir_node *n = nodes.v[i];
    if (n->kind == IR_KERNEL && n->fork > streams)
      streams = n->fork;
  }
  if (streams)
    lines(g, 1, out, t->streams(g, streams));
  lines(g, 1, out, ir_printf("tilec_timer_start(&%s);", g->timer));
  for (int i = 0; i < arrays.n; i++) {
    bool skip = false;
    for (int k = 0; k < r->no_copy_in.n; k++)
      skip |= r->no_copy_in.v[k] == arrays.v[i];
    if (dev[i].a->origin == IR_ARR_DEVICE)
      continue; /* written by the kernels before they read it */
    if (dev[i].a->origin == IR_ARR_REGION) {
      lines(g, 1, out,
            ir_printf("TILEC_POISON(%s, %s); /* '%s' is declared in the region: each "
                      "declaration starts it uninitialised */",
                      dev[i].a->device_name, dev[i].bytes, dev[i].a->name));
      continue;
    }
    if (!skip && dev[i].packed) {
      lines(g, 1, out, pack_loop(&dev[i], false));
      lines(g, 1, out, t->copy_in(dev[i].a, dev[i].packed, dev[i].bytes));
    } else if (!skip) {
      lines(g, 1, out, t->copy_in(dev[i].a, pointer_to(dev[i].a, dev[i].first), dev[i].bytes));
    } else
      lines(g, 1, out,
            ir_printf("TILEC_POISON(%s, %s); /* not copied in: the kernels write every "
                      "element of '%s' before reading one */",
                      dev[i].a->device_name, dev[i].bytes, dev[i].a->name));
  }
  lines(g, 1, out,
        ir_printf("tilec_timer_stop(&%s, \"copy to the GPU (region %d)\");", g->timer, r->id));
  struct cg_c_hooks hooks = {.flat = false, .line_marks = true, .kernel = emit_launch, .data = g};
  struct ir_buf body = {0};
  const char *base = ir_printf("%s", r->indent ? r->indent : "");
  cg_c_nodes(r->body, 1, base, g->unit, &hooks, &body);
  ir_buf_puts(out, body.s ? body.s : "");
  cg_line_mark(r->end, out);
  lines(g, 1, out, ir_printf("tilec_timer_start(&%s);", g->timer));
  for (int i = 0; i < written.n; i++) {
    const struct dev_array *d = NULL;
    for (int k = 0; k < arrays.n; k++)
      if (dev[k].a == written.v[i])
        d = &dev[k];
    const char *offset =
        !d->wfirst ? NULL : d->first ? ir_printf("%s - %s", d->wfirst, d->first) : d->wfirst;
    const char *host = d->packed ? (offset ? ir_printf("%s + %s", d->packed, offset) : d->packed)
                                 : pointer_to(d->a, d->wfirst ? d->wfirst : d->first);
    lines(g, 1, out, t->copy_out(d->a, host, offset, d->wfirst ? d->wbytes : d->bytes));
    if (d->packed)
      lines(g, 1, out, pack_loop(d, true));
  }
  lines(g, 1, out,
        ir_printf("tilec_timer_stop(&%s, \"copy from the GPU (region %d)\");", g->timer,
                  r->id));
  for (int i = 0; i < arrays.n; i++) {
    lines(g, 1, out, t->release(arrays.v[i]));
    if (dev[i].packed)
      lines(g, 1, out, ir_printf("free(%s);", dev[i].packed));
  }
  if (r->original) {
    lines(g, 0, out, "} else {");
    lines(g, 1, out,
          cg_profile_call("tilec_profile_region", r, "original loops (arrays overlap)"));
    struct cg_c_hooks plain = {.flat = g->split, .line_marks = true};
    struct ir_buf orig = {0};
    cg_c_nodes(r->original, 1, base, g->unit, &plain, &orig);
    ir_buf_puts(out, orig.s ? orig.s : "");
  }
  lines(g, 0, out, "}");
}

/* ---------------------------------------------------------------- the file */

/* 1-based line number of byte POS of the source. */
static int line_of(const struct ir_program *p, size_t pos) {
  int n = 1;
  for (size_t i = 0; i < pos && i < p->source_len; i++)
    n += p->source[i] == '\n';
  return n;
}

/* Byte offset of the start of line LINE. */
static size_t line_start(const struct ir_program *p, int line) {
  size_t pos = 0;
  for (int l = 1; l < line && pos < p->source_len; pos++)
    if (p->source[pos] == '\n')
      l++;
  return pos;
}

/* Copy source[from, to) with the EDITS that fall in it, preceded by a
 * #line directive when it starts at the beginning of a line. */
static void pass_through(const struct ir_program *p, size_t from, size_t to,
                         const struct ir_vec *edits, struct ir_buf *out) {
  if (from >= to)
    return;
  if (from > 0 && p->source[from - 1] != '\n') {
    /* The rest of a line that generated code began: then renumber. */
    size_t nl = from;
    while (nl < to && p->source[nl] != '\n')
      nl++;
    if (nl < to)
      nl++;
    cg_apply_edits(p->source, from, nl, edits, out);
    from = nl;
    if (from >= to)
      return;
  }
  ir_buf_printf(out, "#line %d \"%s\"\n", line_of(p, from), p->file);
  cg_apply_edits(p->source, from, to, edits, out);
}

size_t cg_gpu_kernel_place(const struct fe_unit *u, const struct ir_program *p,
                           const struct ir_region *r) {
  for (int i = 0; i < u->funcs.n; i++) {
    const struct fe_func *f = u->funcs.v[i];
    if (f->in_main && f->name && strcmp(f->name, r->func) == 0)
      return line_start(p, u->toks.t[f->tok_first].loc.line);
  }
  return r->src_begin;
}

/* The identifiers of TEXT that begin with tilec_ or TILEC_, each once. */
static void runtime_names(const char *text, struct ir_vec *out) {
  for (const char *p = text; *p;) {
    bool alpha = (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || *p == '_';
    if (!alpha && !(*p >= '0' && *p <= '9')) {
      p++;
      continue;
    }
    const char *start = p;
    while ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
           *p == '_')
      p++;
    if (!alpha || (strncmp(start, "tilec_", 6) != 0 && strncmp(start, "TILEC_", 6) != 0))
      continue;
    const char *name = ir_strndup(start, (size_t)(p - start));
    bool seen = false;
    for (int i = 0; i < out->n && !seen; i++)
      seen = strcmp(out->v[i], name) == 0;
    if (!seen)
      ir_vec_push(out, (void *)name);
  }
}

bool cg_gpu_check_runtime_names(const struct fe_unit *u, const char *runtime) {
  struct ir_vec names = {0};
  runtime_names(runtime, &names);
  bool ok = true;
  /* The first use of each runtime name among the program's tokens. */
  const struct fe_token **use = ir_alloc(sizeof *use * (size_t)(names.n + 1));
  for (int i = 0; i < u->toks.n; i++) {
    const struct fe_token *t = &u->toks.t[i];
    if (t->kind != IDENTIFIER ||
        (strncmp(t->text, "tilec_", 6) != 0 && strncmp(t->text, "TILEC_", 6) != 0))
      continue;
    for (int k = 0; k < names.n; k++)
      if (!use[k] && strcmp(t->text, names.v[k]) == 0)
        use[k] = t;
  }
  for (int k = 0; k < names.n; k++) {
    const char *name = names.v[k];
    const struct fe_macro *m = fe_macro(name);
    if (!m && !use[k])
      continue;
    const char *what = "tilec's run-time support, which the generated file includes, also "
                       "defines";
    if (use[k])
      diag_error(use[k]->loc, "%s '%s'; rename it", what, name);
    else
      diag_plain(DIAG_ERROR, "%s '%s', a macro of the program; rename it", what, name);
    ok = false;
  }
  return ok;
}

bool cg_gpu_has_kernels(const struct ir_region *r) {
  struct ir_vec nodes = {0};
  ir_walk(r->body, collect, &nodes);
  for (int j = 0; j < nodes.n; j++)
    if (((struct ir_node *)nodes.v[j])->kind == IR_KERNEL)
      return true;
  return false;
}

void cg_gpu_kernels(struct cg_gpu *g, struct ir_buf *out) {
  struct ir_vec nodes = {0};
  ir_walk(g->r->body, collect, &nodes);
  for (int i = 0; i < nodes.n; i++) {
    struct ir_node *n = nodes.v[i];
    if (n->kind == IR_KERNEL)
      emit_kernel(g, n->kernel, out);
  }
}

void cg_gpu_file(const struct fe_unit *u, const struct ir_program *p,
                 const struct cg_gpu_target *t, const struct ir_vec *edits, struct ir_buf *out) {
  size_t pos = 0;
  bool *emitted = ir_alloc(sizeof(bool) * (size_t)(p->regions.n + 1));
  for (int i = 0; i < p->regions.n; i++) {
    const struct ir_region *r = p->regions.v[i];
    struct cg_gpu g = {.t = t, .p = p, .r = r, .unit = "  "};
    if (!cg_gpu_has_kernels(r)) {
      /* Stays host code, verbatim, but reports under TILEC_PROFILE that
       * it ran unchanged. */
      pass_through(p, pos, r->src_begin, edits, out);
      const char *call = cg_profile_call("tilec_profile_region", r, "unchanged");
      if (r->origin == IR_REGION_SCOP)
        ir_buf_printf(out, "%s%s\n", r->indent ? r->indent : "", call);
      else
        ir_buf_printf(out, "%s\n#line %d \"%s\"\n%s", call, line_of(p, r->src_begin), p->file,
                      r->indent ? r->indent : "");
      pos = r->src_begin;
      continue;
    }
    if (!emitted[i]) {
      /* The kernels of every region of this function, before it. */
      size_t place = cg_gpu_kernel_place(u, p, r);
      pass_through(p, pos, place, edits, out);
      pos = place;
      struct ir_buf text = {0};
      for (int j = i; j < p->regions.n; j++) {
        const struct ir_region *rj = p->regions.v[j];
        if (strcmp(rj->func, r->func) != 0 || !cg_gpu_has_kernels(rj))
          continue;
        struct cg_gpu gj = {.t = t, .p = p, .r = rj, .unit = "  "};
        cg_gpu_kernels(&gj, &text);
        emitted[j] = true;
      }
      t->kernels(&g, text.s ? text.s : "", out);
    }
    struct ir_buf guards = {0};
    cg_macro_guards(p, r, true, &guards);
    if (guards.len) { /* before the line the region begins on */
      size_t at = cg_guard_place(p, r, pos);
      pass_through(p, pos, at, edits, out);
      cg_macro_guards(p, r, true, out);
      pos = at;
    }
    pass_through(p, pos, r->src_begin, edits, out);
    cg_gpu_host(&g, out);
    pos = r->src_end;
  }
  pass_through(p, pos, p->source_len, edits, out);
}
