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
};

/* ---------------------------------------------------------------- kernels */

static bool kernel_writes(const struct ir_kernel *k, const struct ir_array *a);

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
      if (d < k->ndims)
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
    struct cg_c_hooks plain = {0};
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

/* Copy source[from, to) verbatim, preceded by a #line directive when it
 * starts at the beginning of a line. */
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
    ir_buf_putn(out, p->source + from, nl - from);
    from = nl;
    if (from >= to)
      return;
  }
  ir_buf_printf(out, "#line %d \"%s\"\n", line_of(p, from), p->file);
  ir_buf_putn(out, p->source + from, to - from);
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

void cg_emit_cuda(const struct fe_unit *u, const struct ir_program *p, const struct cg_options *opt,
                  struct ir_buf *out) {
  (void)opt;
  ir_buf_printf(out, "/* %s.cu: generated by tilec from %s.  The loop nests that tilec\n"
                     " * transformed run as CUDA kernels; everything else is the original\n"
                     " * program.  Build: nvcc -arch=sm_90 FILE.cu -o FILE */\n\n",
                p->file, p->file);
  ir_buf_puts(out, cg_cuda_runtime);
  ir_buf_puts(out, "\n");
  size_t pos = 0;
  bool *emitted = ir_alloc(sizeof(bool) * (size_t)(p->regions.n + 1));
  for (int i = 0; i < p->regions.n; i++) {
    const struct ir_region *r = p->regions.v[i];
    struct cuda_gen g = {p, r, "  "};
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
        struct cuda_gen gj = {p, rj, "  "};
        kernels_of(&gj, out);
        emitted[j] = true;
      }
    }
    pass_through(p, pos, r->src_begin, out);
    emit_host(&g, out);
    pos = r->src_end;
  }
  pass_through(p, pos, p->source_len, out);
}
