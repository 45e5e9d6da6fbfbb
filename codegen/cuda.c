/* cuda.c - the CUDA code generator (--emit=cuda), last stage of the GPU
 * pipeline (after passes/map_gpu.c): writes one whole .cu file.
 *
 * Layout of the output: a header comment, the run-time support
 * (runtime/tilec_cuda.h, copied in so that nvcc needs no extra flags or
 * files), then the original file verbatim - '#line' directives keep
 * nvcc's messages pointing at the user's lines - with the kernels of
 * each function inserted just before it and each region replaced by host
 * code: device allocations sized from the arrays' extents, one copy in,
 * the region's host loops around checked kernel launches, one copy out,
 * frees.  A region whose transformation assumed that arrays do not
 * overlap first checks their footprints and runs its original loops on
 * the host when they do. */
#include "codegen.h"

#include <string.h>

extern const char cg_cuda_runtime[];

struct cuda_gen {
  const struct ir_program *p;
  const struct ir_region *r;
  const char *unit;
  bool split; /* host code in a function of the .cu: arrays are flat pointers */
};

/* ---------------------------------------------------------------- kernels */

static bool kernel_writes(const struct ir_kernel *k, const struct ir_array *a);
static bool has_kernels(const struct ir_region *r);
static void kernels_of(struct cuda_gen *g, struct ir_buf *out);
static size_t kernel_place(const struct fe_unit *u, const struct ir_program *p,
                           const struct ir_region *r);

static void collect(struct ir_node *n, void *data) { ir_vec_push(data, n); }

static bool kernel_writes(const struct ir_kernel *k, const struct ir_array *a) {
  struct ir_vec nodes = {0};
  ir_walk(k->body, collect, &nodes);
  for (int i = 0; i < nodes.n; i++) {
    struct ir_node *n = nodes.v[i];
    if (n->kind != IR_STMT)
      continue;
    for (int j = 0; j < n->stmt->accesses.n; j++) {
      struct ir_access *acc = n->stmt->accesses.v[j];
      if (acc->array == a && acc->is_write)
        return true;
    }
  }
  return false;
}

/* "const float *M, float *P, int Width" */
static char *kernel_params(const struct ir_kernel *k) {
  struct ir_buf b = {0};
  for (int i = 0; i < k->arrays.n; i++) {
    const struct ir_array *a = k->arrays.v[i];
    ir_buf_printf(&b, "%s%s%s *%s", b.len ? ", " : "", kernel_writes(k, a) ? "" : "const ",
                  ir_type_name(a->elem), a->name);
  }
  for (int i = 0; i < k->scalars.n; i++) {
    const struct ir_var *v = k->scalars.v[i];
    ir_buf_printf(&b, "%s%s %s", b.len ? ", " : "", ir_type_name(v->type), v->name);
  }
  return b.s ? b.s : ir_strdup("void");
}

static const char *dim_name(int d) { return d == 0 ? "x" : d == 1 ? "y" : "z"; }

static const char *rk_name(const struct ir_node *red) { return red->iter->name; }

/* The test "i <= ub" (or "i >= lb" for a loop counting down) over every
 * part of the bound the loop runs towards. */
static char *band_test(const struct ir_node *l) {
  bool up = l->step > 0;
  const struct ir_bound *b = up ? &l->ub : &l->lb;
  struct ir_buf s = {0};
  for (int i = 0; i < b->n; i++)
    ir_buf_printf(&s, "%s%s %s %s", i ? " && " : "", l->iter->name, up ? "<=" : ">=",
                  ir_aff_str(b->parts[i]));
  return s.s;
}

/* ---------------------------------------------------------------- the shared-memory form */

/* A name derived from BASE that no variable or array of the region and
 * no name of the enclosing function uses. */
static const char *fresh(const struct ir_region *r, const char *base) {
  for (int n = 1;; n++) {
    const char *name = n == 1 ? base : ir_printf("%s%d", base, n);
    if (!ir_region_name_taken(r, name))
      return name;
  }
}

struct tiled {
  const struct ir_kernel *k;
  struct ir_vec per_point; /* struct ir_var *: scalars declared before RED */
  const char *sub[2];      /* per-thread point indices, x and y */
  const char *first[3];    /* first iteration of the block (x, y) and of the step (red) */
  const char *tile[8];     /* shared arrays */
};

static bool tiled_var(const struct ir_var *v, struct ir_buf *out, void *data) {
  struct tiled *t = data;
  for (int i = 0; i < t->per_point.n; i++)
    if (t->per_point.v[i] == v) {
      ir_buf_printf(out, "%s[%s][%s]", v->name, t->sub[1], t->sub[0]);
      return true;
    }
  return false;
}

static bool same_access(const struct ir_access *a, const struct ir_access *b) {
  if (a->array != b->array || a->ndim != b->ndim)
    return false;
  for (int d = 0; d < a->ndim; d++)
    if (!a->aff[d] || !b->aff[d] || !ir_aff_equal(a->aff[d], b->aff[d]))
      return false;
  return true;
}

static bool tiled_access(const struct ir_access *a, struct ir_buf *out, void *data) {
  struct tiled *t = data;
  const struct ir_kernel *k = t->k;
  for (int s = 0; s < k->staged.n; s++)
    if (same_access(k->staged.v[s], a)) {
      const struct ir_node *band = k->band[k->axis[s]];
      ir_buf_printf(out, "%s[%s - %s][%s - %s]", t->tile[s], k->red->iter->name, t->first[2],
                    band->iter->name, t->first[k->axis[s]]);
      return true;
    }
  return false;
}

static void indent_to(struct ir_buf *out, const char *unit, int depth) {
  for (int i = 0; i < depth; i++)
    ir_buf_puts(out, unit);
}

static bool expr_mentions(const struct ir_expr *e, const struct ir_var *v) {
  if (!e)
    return false;
  if (e->kind == IR_E_VAR && e->var == v)
    return true;
  if (e->kind == IR_E_ACCESS)
    for (int d = 0; d < e->acc->ndim; d++)
      if (expr_mentions(e->acc->index[d], v))
        return true;
  for (int k = 0; k < e->nargs; k++)
    if (expr_mentions(e->args[k], v))
      return true;
  return expr_mentions(e->a, v) || expr_mentions(e->b, v) || expr_mentions(e->c, v);
}

/* Does the code of the statements FIRST..STOP, as tiled_stmts prints it,
 * use band iterator V (in an expression, a staged tile's index or the
 * band test that guards global accesses)? */
static bool points_use(const struct tiled *t, const struct ir_node *first,
                       const struct ir_node *stop, const struct ir_var *v) {
  const struct ir_kernel *k = t->k;
  for (const struct ir_node *n = first; n && n != stop; n = n->next) {
    const struct ir_stmt *st = n->stmt;
    if (expr_mentions(st->lhs, v) || expr_mentions(st->rhs, v))
      return true;
    for (int a = 0; a < st->accesses.n; a++) {
      bool staged = false;
      for (int s = 0; s < k->staged.n; s++)
        if (same_access(k->staged.v[s], st->accesses.v[a])) {
          staged = true;
          if (k->band[k->axis[s]]->iter == v)
            return true;
        }
      if (!staged)
        return true; /* guarded by the band test, which uses both */
    }
  }
  return false;
}

/* "#pragma unroll" loops over the thread's points, declaring the band
 * iterators of point (sub_y, sub_x) that the statements FIRST..STOP use;
 * returns the depth inside. */
static int open_points(struct cuda_gen *g, struct tiled *t, const struct ir_node *first,
                       const struct ir_node *stop, int depth, struct ir_buf *out) {
  const struct ir_kernel *k = t->k;
  for (int d = 1; d >= 0; d--) {
    indent_to(out, g->unit, depth);
    ir_buf_puts(out, "#pragma unroll\n");
    indent_to(out, g->unit, depth);
    ir_buf_printf(out, "for (int %s = 0; %s < %d; %s++) {\n", t->sub[d], t->sub[d], k->per[d],
                  t->sub[d]);
    depth++;
  }
  for (int d = 1; d >= 0; d--) {
    const struct ir_node *l = k->band[d];
    if (!points_use(t, first, stop, l->iter))
      continue;
    indent_to(out, g->unit, depth);
    ir_buf_printf(out, "%s %s = %s + %s + %d * %s;\n", ir_type_name(l->iter->type), l->iter->name,
                  t->first[d], d ? "threadIdx.y" : "threadIdx.x", k->block[d], t->sub[d]);
  }
  return depth;
}

static void close_points(struct cuda_gen *g, int depth, struct ir_buf *out) {
  for (int d = 0; d < 2; d++) {
    indent_to(out, g->unit, depth - 1 - d);
    ir_buf_puts(out, "}\n");
  }
}

/* Statements of a list (no loops) at DEPTH, with the band test around
 * those that touch arrays (points past the end only compute). */
static void tiled_stmts(struct cuda_gen *g, struct tiled *t, const struct ir_node *first,
                        const struct ir_node *stop, int depth, struct ir_buf *out) {
  const struct ir_kernel *k = t->k;
  struct ir_print_hooks h = {tiled_var, tiled_access, t};
  struct cg_c_hooks hooks = {.flat = true, .expr = &h};
  for (const struct ir_node *n = first; n && n != stop; n = n->next) {
    struct ir_node copy = *n;
    copy.next = NULL;
    bool global = false;
    for (int a = 0; a < n->stmt->accesses.n; a++) {
      bool staged = false;
      for (int st = 0; st < k->staged.n; st++)
        staged |= same_access(k->staged.v[st], n->stmt->accesses.v[a]);
      global |= !staged;
    }
    if (global) {
      indent_to(out, g->unit, depth);
      ir_buf_printf(out, "if (%s && %s)\n", band_test(k->band[1]), band_test(k->band[0]));
      cg_c_nodes(&copy, depth + 1, "", g->unit, &hooks, out);
    } else {
      cg_c_nodes(&copy, depth, "", g->unit, &hooks, out);
    }
  }
}

/* The kernel in the shared-memory form (struct ir_kernel): operands
 * staged tile by tile, each thread computing PER[1] x PER[0] points. */
static void emit_tiled_body(struct cuda_gen *g, const struct ir_kernel *k, struct ir_buf *out) {
  const struct ir_region *r = g->r;
  struct tiled t = {.k = k};
  const struct ir_node *red = k->red;
  for (int d = 0; d < 2; d++) {
    t.sub[d] = fresh(r, ir_printf("%s_sub", k->band[d]->iter->name));
    t.first[d] = fresh(r, ir_printf("%s_first", k->band[d]->iter->name));
  }
  t.first[2] = fresh(r, ir_printf("%s_first", red->iter->name));
  const char *step = fresh(r, ir_printf("%s_step", red->iter->name));
  const char *load = fresh(r, "load");
  for (const struct ir_node *n = k->body; n != red; n = n->next)
    if (n->stmt->kind == IR_S_DECL)
      ir_vec_push(&t.per_point, n->stmt->decl);
  /* Shared tiles: [steps of RED][points of the block along the band
   * dimension the operand follows]. */
  for (int s = 0; s < k->staged.n; s++) {
    const struct ir_access *a = k->staged.v[s];
    t.tile[s] = fresh(r, ir_printf("%s_tile", a->array->name));
    ir_buf_printf(out, "%s__shared__ %s %s[%d][%d];\n", g->unit, ir_type_name(k->staged_type[s]),
                  t.tile[s], k->tile[2], k->tile[k->axis[s]]);
  }
  for (int d = 1; d >= 0; d--) {
    const struct ir_node *l = k->band[d];
    ir_buf_printf(out, "%sconst %s %s = %s + (%s)blockIdx.%s * %d;\n", g->unit,
                  ir_type_name(l->iter->type), t.first[d], cg_c_bound(&l->lb, true),
                  ir_type_name(l->iter->type), dim_name(d), k->tile[d]);
  }
  for (int i = 0; i < t.per_point.n; i++) {
    const struct ir_var *v = t.per_point.v[i];
    ir_buf_printf(out, "%s%s %s[%d][%d];\n", g->unit, ir_type_name(v->type), v->name, k->per[1],
                  k->per[0]);
  }
  int depth = open_points(g, &t, k->body, red, 1, out);
  tiled_stmts(g, &t, k->body, red, depth, out);
  close_points(g, depth, out);

  const char *kt = ir_type_name(red->iter->type);
  ir_buf_printf(out, "%sfor (%s %s = %s; %s <= %s; %s += %d) {\n", g->unit, kt, t.first[2],
                cg_c_bound(&red->lb, true), t.first[2], cg_c_bound(&red->ub, false), t.first[2],
                k->tile[2]);
  int threads = k->block[0] * k->block[1];
  for (int s = 0; s < k->staged.n; s++) {
    const struct ir_access *a = k->staged.v[s];
    const struct ir_node *band = k->band[k->axis[s]];
    int ext = k->tile[k->axis[s]];
    /* Consecutive threads load consecutive elements of the operand's
     * last (contiguous) subscript. */
    bool red_fastest = ir_aff_uses(a->aff[a->ndim - 1], red->iter);
    int fast = red_fastest ? k->tile[2] : ext;
    ir_buf_printf(out, "%s%sfor (int %s = threadIdx.y * %d + threadIdx.x; %s < %d; %s += %d) {\n",
                  g->unit, g->unit, load, k->block[0], load, k->tile[2] * ext, load, threads);
    const char *rk = red->iter->name, *bi = band->iter->name;
    ir_buf_printf(out, "%s%s%s%s %s = %s + %s %% %d;\n", g->unit, g->unit, g->unit, kt,
                  red_fastest ? rk : bi, red_fastest ? t.first[2] : t.first[k->axis[s]], load, fast);
    ir_buf_printf(out, "%s%s%s%s %s = %s + %s / %d;\n", g->unit, g->unit, g->unit,
                  ir_type_name(band->iter->type), red_fastest ? bi : rk,
                  red_fastest ? t.first[k->axis[s]] : t.first[2], load, fast);
    struct ir_buf elem = {0};
    struct ir_expr e = {.kind = IR_E_ACCESS, .acc = (struct ir_access *)a};
    ir_print_expr_flat(&e, &elem);
    ir_buf_printf(out, "%s%s%s%s[%s - %s][%s - %s] = %s && %s ? (%s)%s : 0;\n", g->unit,
                  g->unit, g->unit, t.tile[s], rk, t.first[2], bi, t.first[k->axis[s]],
                  band_test(band), band_test(red), ir_type_name(k->staged_type[s]), elem.s);
    ir_buf_printf(out, "%s%s}\n", g->unit, g->unit);
  }
  ir_buf_printf(out, "%s%s__syncthreads();\n", g->unit, g->unit);
  ir_buf_printf(out, "%s%sconst int %s_count = %s - %s + 1 < %d ? (int)(%s - %s + 1) : %d;\n",
                g->unit, g->unit, step, cg_c_bound(&red->ub, false), t.first[2], k->tile[2],
                cg_c_bound(&red->ub, false), t.first[2], k->tile[2]);
  ir_buf_printf(out, "%s%sfor (int %s = 0; %s < %s_count; %s++) {\n", g->unit, g->unit, step,
                step, step, step);
  ir_buf_printf(out, "%s%s%sconst %s %s = %s + %s;\n", g->unit, g->unit, g->unit, kt, rk_name(red),
                t.first[2], step);
  depth = open_points(g, &t, red->body, NULL, 3, out);
  tiled_stmts(g, &t, red->body, NULL, depth, out);
  close_points(g, depth, out);
  ir_buf_printf(out, "%s%s}\n", g->unit, g->unit);
  ir_buf_printf(out, "%s%s__syncthreads();\n", g->unit, g->unit);
  ir_buf_printf(out, "%s}\n", g->unit);
  depth = open_points(g, &t, red->next, NULL, 1, out);
  tiled_stmts(g, &t, red->next, NULL, depth, out);
  close_points(g, depth, out);
}

static void emit_kernel(struct cuda_gen *g, const struct ir_kernel *k, struct ir_buf *out) {
  const struct ir_region *r = g->r;
  if (k->ndims == 0) {
    ir_buf_printf(out, "/* tilec: %s:%d (function '%s'): no loop here is parallel; one GPU "
                       "thread runs it so that the data stays on the device */\n",
                  k->loc.file, k->loc.line, r->func);
  } else {
    struct ir_buf band = {0};
    for (int d = k->ndims - 1; d >= 0; d--)
      ir_buf_printf(&band, "%s'%s' (line %d)", band.len ? ", " : "", k->band[d]->iter->name,
                    k->band[d]->loc.line);
    ir_buf_printf(out, "/* tilec: the loop nest at %s:%d (function '%s'): one thread per "
                       "iteration of the parallel loops %s */\n",
                  k->loc.file, k->loc.line, r->func, band.s);
  }
  if (k->red) {
    ir_buf_printf(out, "__global__ void __launch_bounds__(%d) %s(%s)\n{\n",
                  k->block[0] * k->block[1], k->name, kernel_params(k));
    emit_tiled_body(g, k, out);
    ir_buf_puts(out, "}\n\n");
    return;
  }
  ir_buf_printf(out, "__global__ void %s(%s)\n{\n", k->name, kernel_params(k));
  for (int d = 0; d < k->ndims; d++) {
    const struct ir_node *l = k->band[d];
    bool up = l->step > 0;
    char *start = cg_c_bound(up ? &l->lb : &l->ub, up);
    ir_buf_printf(out, "%s%s %s = %s + (%s)(blockIdx.%s * blockDim.%s + threadIdx.%s) * %ld;\n",
                  g->unit, ir_type_name(l->iter->type), l->iter->name, start,
                  ir_type_name(l->iter->type), dim_name(d), dim_name(d), dim_name(d), l->step);
  }
  if (k->ndims) {
    ir_buf_printf(out, "%sif (!(", g->unit);
    for (int d = 0; d < k->ndims; d++)
      ir_buf_printf(out, "%s%s", d ? " && " : "", band_test(k->band[d]));
    ir_buf_puts(out, "))\n");
    ir_buf_printf(out, "%s%sreturn;\n", g->unit, g->unit);
  }
  /* Iterators that the source declared before its loops are the
   * thread's own variables here. */
  struct ir_vec nodes = {0}, seen = {0};
  ir_walk(k->body, collect, &nodes);
  for (int i = 0; i < nodes.n; i++) {
    struct ir_node *n = nodes.v[i];
    if (n->kind != IR_LOOP || n->iter_declared)
      continue;
    bool dup = false;
    for (int j = 0; j < seen.n; j++)
      dup |= seen.v[j] == n->iter;
    if (dup)
      continue;
    ir_vec_push(&seen, n->iter);
    ir_buf_printf(out, "%s%s %s;\n", g->unit, ir_type_name(n->iter->type), n->iter->name);
  }
  struct cg_c_hooks hooks = {.flat = true};
  cg_c_nodes(k->body, 1, "", g->unit, &hooks, out);
  ir_buf_puts(out, "}\n\n");
}

/* ---------------------------------------------------------------- host code */

static void put_indent(struct cuda_gen *g, int depth, struct ir_buf *out) {
  ir_buf_puts(out, g->r->indent ? g->r->indent : "");
  for (int i = 0; i < depth; i++)
    ir_buf_puts(out, g->unit);
}

/* Iterations of band loop L, as a C expression of type long. */
static char *trips(const struct ir_node *l) {
  return ir_printf("tilec_trips((long)(%s), (long)(%s), %ldL)", cg_c_bound(&l->lb, true),
                   cg_c_bound(&l->ub, false), l->step);
}

/* The launch of the kernel of node N, inside the host code. */
static void emit_launch(const struct ir_node *n, int depth, struct ir_buf *out, void *data) {
  struct cuda_gen *g = data;
  const struct ir_kernel *k = n->kernel;
  struct ir_buf args = {0};
  for (int i = 0; i < k->arrays.n; i++)
    ir_buf_printf(&args, "%sd_%s", args.len ? ", " : "", ((struct ir_array *)k->arrays.v[i])->name);
  for (int i = 0; i < k->scalars.n; i++)
    ir_buf_printf(&args, "%s%s", args.len ? ", " : "", ((struct ir_var *)k->scalars.v[i])->name);
  put_indent(g, depth, out);
  ir_buf_puts(out, "{\n");
  if (k->ndims == 0) {
    put_indent(g, depth + 1, out);
    ir_buf_puts(out, "dim3 grid(1, 1, 1), block(1, 1, 1);\n");
  } else {
    put_indent(g, depth + 1, out);
    ir_buf_printf(out, "dim3 block(%d, %d, %d);\n", k->block[0], k->ndims > 1 ? k->block[1] : 1,
                  k->ndims > 2 ? k->block[2] : 1);
    put_indent(g, depth + 1, out);
    ir_buf_puts(out, "dim3 grid(");
    for (int d = 0; d < 3; d++) {
      if (d < k->ndims && k->red)
        ir_buf_printf(out, "%stilec_blocks(%s, %d)", d ? ", " : "", trips(k->band[d]), k->tile[d]);
      else if (d < k->ndims)
        ir_buf_printf(out, "%stilec_blocks(%s, block.%s)", d ? ", " : "", trips(k->band[d]),
                      dim_name(d));
      else
        ir_buf_puts(out, ", 1");
    }
    ir_buf_puts(out, ");\n");
  }
  put_indent(g, depth + 1, out);
  ir_buf_puts(out, "if (grid.x && grid.y && grid.z) {\n");
  put_indent(g, depth + 2, out);
  ir_buf_puts(out, "tilec_timer_start(&tilec_timer);\n");
  put_indent(g, depth + 2, out);
  ir_buf_printf(out, "%s<<<grid, block>>>(%s);\n", k->name, args.s ? args.s : "");
  put_indent(g, depth + 2, out);
  ir_buf_printf(out, "TILEC_CHECK_LAUNCH(\"%s\");\n", k->name);
  put_indent(g, depth + 2, out);
  ir_buf_printf(out, "tilec_timer_stop(&tilec_timer, \"kernel %s\");\n", k->name);
  put_indent(g, depth + 1, out);
  ir_buf_puts(out, "}\n");
  put_indent(g, depth, out);
  ir_buf_puts(out, "}\n");
}

/* "sizeof(float) * (size_t)(Width) * (Width)" */
static char *array_bytes(const struct ir_array *a) {
  struct ir_buf b = {0};
  ir_buf_printf(&b, "sizeof(%s)", ir_type_name(a->elem));
  for (int d = 0; d < a->ndim; d++)
    ir_buf_printf(&b, " * (size_t)(%s)", ir_aff_str(a->extents[d]));
  return b.s;
}

/* Arrays used by some kernel of the region, in region order. */
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
    if (wr)
      ir_vec_push(written, a);
  }
}

static void line(struct cuda_gen *g, int depth, struct ir_buf *out, const char *text) {
  put_indent(g, depth, out);
  ir_buf_puts(out, text);
  ir_buf_puts(out, "\n");
}

/* The host code that replaces region R. */
static void emit_host(struct cuda_gen *g, struct ir_buf *out) {
  const struct ir_region *r = g->r;
  struct ir_vec arrays = {0}, written = {0};
  device_arrays(r, &arrays, &written);
  int d0 = 0;
  if (r->origin == IR_REGION_SCOP)
    put_indent(g, 0, out); /* a scop region starts at its line's beginning */
  ir_buf_printf(out, "/* tilec: region %d (%s:%d-%d) runs on the GPU */\n", r->id, r->loc.file,
                r->loc.line, r->end.line);
  if (r->original) {
    struct ir_buf pairs = {0}, cond = {0};
    for (int k = 0; k + 1 < r->alias_checks.n; k += 2) {
      const struct ir_array *x = r->alias_checks.v[k], *y = r->alias_checks.v[k + 1];
      ir_buf_printf(&pairs, "%s%s and %s", k ? ", " : "", x->name, y->name);
      ir_buf_printf(&cond, "%s!tilec_overlap(%s, %s, %s, %s)", k ? " && " : "", x->name,
                    array_bytes(x), y->name, array_bytes(y));
    }
    put_indent(g, 0, out);
    ir_buf_printf(out, "/* the kernels assume that these arrays do not overlap: %s; otherwise "
                       "the original loops run on the host */\n", pairs.s);
    put_indent(g, 0, out);
    ir_buf_printf(out, "if (%s) {\n", cond.s);
    d0 = 1;
  } else {
    line(g, 0, out, "{");
    d0 = 1;
  }
  line(g, d0, out, "struct tilec_timer tilec_timer;");
  for (int i = 0; i < arrays.n; i++) {
    const struct ir_array *a = arrays.v[i];
    put_indent(g, d0, out);
    ir_buf_printf(out, "%s *d_%s = NULL;\n", ir_type_name(a->elem), a->name);
    put_indent(g, d0, out);
    ir_buf_printf(out, "TILEC_CHECK(cudaMalloc((void **)&d_%s, %s));\n", a->name, array_bytes(a));
  }
  line(g, d0, out, "tilec_timer_start(&tilec_timer);");
  for (int i = 0; i < arrays.n; i++) {
    const struct ir_array *a = arrays.v[i];
    put_indent(g, d0, out);
    ir_buf_printf(out, "TILEC_CHECK(cudaMemcpy(d_%s, %s, %s, cudaMemcpyHostToDevice));\n", a->name,
                  a->name, array_bytes(a));
  }
  put_indent(g, d0, out);
  ir_buf_printf(out, "tilec_timer_stop(&tilec_timer, \"copy to the GPU (region %d)\");\n", r->id);
  struct cg_c_hooks hooks = {.flat = false, .kernel = emit_launch, .data = g};
  struct ir_buf body = {0};
  const char *base = ir_printf("%s", r->indent ? r->indent : "");
  cg_c_nodes(r->body, d0, base, g->unit, &hooks, &body);
  ir_buf_puts(out, body.s ? body.s : "");
  line(g, d0, out, "tilec_timer_start(&tilec_timer);");
  for (int i = 0; i < written.n; i++) {
    const struct ir_array *a = written.v[i];
    put_indent(g, d0, out);
    ir_buf_printf(out, "TILEC_CHECK(cudaMemcpy(%s, d_%s, %s, cudaMemcpyDeviceToHost));\n", a->name,
                  a->name, array_bytes(a));
  }
  put_indent(g, d0, out);
  ir_buf_printf(out, "tilec_timer_stop(&tilec_timer, \"copy from the GPU (region %d)\");\n", r->id);
  for (int i = 0; i < arrays.n; i++) {
    put_indent(g, d0, out);
    ir_buf_printf(out, "TILEC_CHECK(cudaFree(d_%s));\n", ((struct ir_array *)arrays.v[i])->name);
  }
  if (r->original) {
    line(g, 0, out, "} else {");
    struct cg_c_hooks plain = {.flat = g->split};
    struct ir_buf orig = {0};
    cg_c_nodes(r->original, 1, base, g->unit, &plain, &orig);
    ir_buf_puts(out, orig.s ? orig.s : "");
    line(g, 0, out, "}");
  } else {
    line(g, 0, out, "}");
  }
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

/* The C++ rewrites of the pass-through text (codegen/cxx.c). */
static struct ir_vec cxx_edits;

/* Copy source[from, to) with its C++ rewrites, preceded by a #line
 * directive when it starts at the beginning of a line. */
static void pass_through(const struct ir_program *p, size_t from, size_t to, struct ir_buf *out) {
  if (from >= to)
    return;
  if (from > 0 && p->source[from - 1] != '\n') {
    /* The rest of a line that generated code began: then renumber. */
    size_t nl = from;
    while (nl < to && p->source[nl] != '\n')
      nl++;
    if (nl < to)
      nl++;
    cg_apply_edits(p->source, from, nl, &cxx_edits, out);
    from = nl;
    if (from >= to)
      return;
  }
  ir_buf_printf(out, "#line %d \"%s\"\n", line_of(p, from), p->file);
  cg_apply_edits(p->source, from, to, &cxx_edits, out);
}

/* Where the kernels of region R go: the start of the line where its
 * function's definition begins. */
static size_t kernel_place(const struct fe_unit *u, const struct ir_program *p,
                           const struct ir_region *r) {
  for (int i = 0; i < u->funcs.n; i++) {
    const struct fe_func *f = u->funcs.v[i];
    if (f->in_main && f->name && strcmp(f->name, r->func) == 0)
      return line_start(p, u->toks.t[f->tok_first].loc.line);
  }
  return r->src_begin;
}

static bool has_kernels(const struct ir_region *r) {
  struct ir_vec nodes = {0};
  ir_walk(r->body, collect, &nodes);
  for (int j = 0; j < nodes.n; j++)
    if (((struct ir_node *)nodes.v[j])->kind == IR_KERNEL)
      return true;
  return false;
}

static void kernels_of(struct cuda_gen *g, struct ir_buf *out) {
  struct ir_vec nodes = {0};
  ir_walk(g->r->body, collect, &nodes);
  for (int i = 0; i < nodes.n; i++) {
    struct ir_node *n = nodes.v[i];
    if (n->kind == IR_KERNEL)
      emit_kernel(g, n->kernel, out);
  }
}

/* Names in generated code follow the C++ renaming of the pass-through
 * text ('new' -> 'new_'). */
static void rename_for_cxx(const struct ir_program *p) {
  for (int i = 0; i < p->regions.n; i++) {
    struct ir_region *r = p->regions.v[i];
    for (int k = 0; k < r->vars.n; k++) {
      struct ir_var *v = r->vars.v[k];
      v->name = cg_cxx_name(v->name);
    }
    for (int k = 0; k < r->arrays.n; k++) {
      struct ir_array *a = r->arrays.v[k];
      a->name = cg_cxx_name(a->name);
    }
  }
}

/* --split: the values a region's function takes, in order: the scalars
 * it reads (parameters first) and its arrays as flat pointers;
 * "int ni, double alpha, double *C" and, for the call, "ni, alpha,
 * (double *)C". */
static void region_signature(const struct ir_region *r, struct ir_buf *params, struct ir_buf *args) {
  for (int pass = 0; pass < 2; pass++)
    for (int k = 0; k < r->vars.n; k++) {
      const struct ir_var *v = r->vars.v[k];
      if (v->local || v->kind == IR_VAR_ITER || (v->kind == IR_VAR_PARAM) != (pass == 0))
        continue;
      ir_buf_printf(params, "%s%s %s", params->len ? ", " : "", ir_type_name(v->type), v->name);
      ir_buf_printf(args, "%s%s", args->len ? ", " : "", v->name);
    }
  for (int k = 0; k < r->arrays.n; k++) {
    const struct ir_array *a = r->arrays.v[k];
    ir_buf_printf(params, "%s%s *%s", params->len ? ", " : "", ir_type_name(a->elem), a->name);
    ir_buf_printf(args, "%s(%s *)%s", args->len ? ", " : "", ir_type_name(a->elem), a->name);
  }
  if (!params->len)
    ir_buf_puts(params, "void");
}

static const char *region_fn(const struct ir_region *r) {
  return ir_printf("%s_region%d", r->func, r->id);
}

/* --split: the .cu (runtime, kernels, one extern "C" function per
 * region) and the host program in C with calls in place of the regions. */
static void emit_split(const struct fe_unit *u, const struct ir_program *p, struct ir_buf *out,
                       struct ir_buf *host) {
  ir_buf_printf(host, "/* Generated by tilec from %s with --split: the original program, in\n"
                      " * C, whose transformed regions call the GPU code in the companion .cu.\n"
                      " * Build: nvcc FILE.cu FILE.host.c -o FILE */\n",
                p->file);
  size_t pos = 0;
  for (int i = 0; i < p->regions.n; i++) {
    const struct ir_region *r = p->regions.v[i];
    if (!has_kernels(r))
      continue;
    struct cuda_gen g = {p, r, "  ", true};
    kernels_of(&g, out);
    struct ir_buf params = {0}, args = {0};
    region_signature(r, &params, &args);
    ir_buf_printf(out, "/* tilec: region %d of '%s' (%s:%d-%d), called from the host program */\n"
                       "extern \"C\" void %s(%s)\n{\n",
                  r->id, r->func, r->loc.file, r->loc.line, r->end.line, region_fn(r), params.s);
    /* Iterators the source declared before the region are local here. */
    for (int k = 0; k < r->vars.n; k++) {
      const struct ir_var *v = r->vars.v[k];
      bool outside = v->kind == IR_VAR_ITER && !v->local;
      struct ir_vec nodes = {0};
      ir_walk(r->original ? r->original : r->body, collect, &nodes);
      for (int j = 0; j < nodes.n && outside; j++) {
        struct ir_node *n = nodes.v[j];
        if (n->kind == IR_LOOP && n->iter == v && n->iter_declared)
          outside = false;
      }
      if (outside)
        ir_buf_printf(out, "  %s %s;\n", ir_type_name(v->type), v->name);
    }
    struct ir_region copy = *r;
    copy.indent = "  ";
    copy.origin = IR_REGION_FUNCTION;
    g.r = &copy;
    ir_buf_puts(out, "  ");
    emit_host(&g, out);
    ir_buf_puts(out, "}\n\n");
    /* The host program: a prototype before the function, a call in place
     * of the region. */
    size_t place = kernel_place(u, p, r);
    if (place >= pos) {
      ir_buf_putn(host, p->source + pos, place - pos);
      pos = place;
      ir_buf_printf(host, "/* tilec: the GPU version of region %d, in the .cu */\nvoid %s(%s);\n\n",
                    r->id, region_fn(r), params.s);
    }
    ir_buf_putn(host, p->source + pos, r->src_begin - pos);
    if (r->origin == IR_REGION_SCOP)
      ir_buf_puts(host, r->indent ? r->indent : "");
    ir_buf_printf(host, "%s(%s); /* tilec: region %d runs on the GPU */%s", region_fn(r), args.s,
                  r->id, r->origin == IR_REGION_SCOP ? "\n" : "");
    pos = r->src_end;
  }
  ir_buf_putn(host, p->source + pos, p->source_len - pos);
}

bool cg_emit_cuda(const struct fe_unit *u, const struct ir_program *p, const struct cg_options *opt,
                  struct ir_buf *out) {
  if (opt && opt->split) {
    ir_buf_printf(out, "/* Generated by tilec from %s with --split: the kernels and one\n"
                       " * function per transformed region, called from the host program in\n"
                       " * the companion .host.c.  Build: nvcc FILE.cu FILE.host.c -o FILE */\n\n",
                  p->file);
    ir_buf_puts(out, cg_cuda_runtime);
    ir_buf_puts(out, "\n");
    emit_split(u, p, out, opt->host_out);
    return true;
  }
  cxx_edits = (struct ir_vec){0};
  if (!cg_cxx_edits(u, p, &cxx_edits))
    return false;
  rename_for_cxx(p);
  ir_buf_printf(out, "/* Generated by tilec from %s.  The loop nests that tilec transformed\n"
                     " * run as CUDA kernels; everything else is the original program.\n"
                     " * Build: nvcc -arch=sm_%d FILE.cu -o FILE */\n\n",
                p->file, opt && opt->arch ? opt->arch : 90);
  ir_buf_puts(out, cg_cuda_runtime);
  ir_buf_puts(out, "\n");
  size_t pos = 0;
  bool *emitted = ir_alloc(sizeof(bool) * (size_t)(p->regions.n + 1));
  for (int i = 0; i < p->regions.n; i++) {
    const struct ir_region *r = p->regions.v[i];
    struct cuda_gen g = {p, r, "  ", false};
    if (!has_kernels(r))
      continue; /* stays host code, verbatim */
    if (!emitted[i]) {
      /* The kernels of every region of this function, before it. */
      size_t place = kernel_place(u, p, r);
      pass_through(p, pos, place, out);
      pos = place;
      for (int j = i; j < p->regions.n; j++) {
        const struct ir_region *rj = p->regions.v[j];
        if (strcmp(rj->func, r->func) != 0 || !has_kernels(rj))
          continue;
        struct cuda_gen gj = {p, rj, "  ", false};
        kernels_of(&gj, out);
        emitted[j] = true;
      }
    }
    pass_through(p, pos, r->src_begin, out);
    emit_host(&g, out);
    pos = r->src_end;
  }
  pass_through(p, pos, p->source_len, out);
  return true;
}
