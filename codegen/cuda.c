/* cuda.c - the CUDA target (--emit=cuda), last stage of the GPU pipeline
 * (after passes/map_gpu.c): CUDA's spelling of what codegen/gpu.c prints,
 * and the layout of a .cu.
 *
 * The output is one whole .cu: a header comment, the run-time support
 * (runtime/tilec_cuda.h, copied in so that nvcc needs no extra flags or
 * files), then the original file with its C++ rewrites (frontend/cxx.c
 * computes them, codegen/cxx.c applies them) -
 * '#line' directives keep nvcc's messages pointing at the user's lines -
 * with the kernels of each function inserted just before it and each
 * region replaced by host code.  With --split the .cu holds the kernels
 * and one extern "C" function per region, and the host program stays C. */
#include "codegen.h"

#include <string.h>

extern const char cg_cuda_runtime[];

/* ---------------------------------------------------------------- CUDA's spelling */

static char *cuda_head(const struct ir_kernel *k, const char *params) {
  if (k->reduce)
    return ir_printf("__global__ void __launch_bounds__(%d) %s(%s)", k->reduce->threads, k->name,
                     params);
  if (k->tiled || k->persist) /* the block's size is fixed */
    return ir_printf("__global__ void __launch_bounds__(%d) %s(%s)",
                     k->block[0] * k->block[1] * k->block[2],
                     k->name, params);
  return ir_printf("__global__ void %s(%s)", k->name, params);
}

static char *cuda_alloc(const struct ir_array *a, const char *bytes) {
  return ir_printf("%s *%s = NULL;\nTILEC_CHECK(cudaMalloc((void **)&%s, %s));",
                   ir_type_name(a->elem), a->device_name, a->device_name, bytes);
}

static char *cuda_copy_in(const struct ir_array *a, const char *host, const char *bytes) {
  return ir_printf("TILEC_CHECK(cudaMemcpy(%s, %s, %s, cudaMemcpyHostToDevice));",
                   a->device_name, host, bytes);
}

static char *cuda_copy_out(const struct ir_array *a, const char *host, const char *offset,
                           const char *bytes) {
  bool parens = offset && strchr(offset, ' ');
  return ir_printf("TILEC_CHECK(cudaMemcpy(%s, %s%s%s%s%s, %s, cudaMemcpyDeviceToHost));", host,
                   a->device_name, offset ? " + " : "", parens ? "(" : "", offset ? offset : "",
                   parens ? ")" : "", bytes);
}

static char *cuda_release(const struct ir_array *a) {
  return ir_printf("TILEC_CHECK(cudaFree(%s));", a->device_name);
}

static char *cuda_launch(const struct cg_gpu *g, const struct cg_gpu_launch *l) {
  const struct ir_kernel *k = l->k;
  struct ir_buf args = {0};
  for (int i = 0; i < k->arrays.n; i++)
    ir_buf_printf(&args, "%s%s", args.len ? ", " : "",
                  ((struct ir_array *)k->arrays.v[i])->device_name);
  for (int i = 0; i < k->scalars.n; i++)
    ir_buf_printf(&args, "%s%s", args.len ? ", " : "", ((struct ir_var *)k->scalars.v[i])->name);
  const char *in = l->may_be_empty ? "    " : "  ";
  struct ir_buf b = {0};
  ir_buf_puts(&b, "{\n");
  if (l->trips)
    ir_buf_printf(&b, "  int %s = tilec_threads_for(%s, %d);\n", g->threads, l->trips,
                  l->block[0]);
  ir_buf_printf(&b, "  dim3 %s(%s, %d, %d);\n", g->block,
                l->trips ? g->threads : ir_printf("%d", l->block[0]), l->block[1], l->block[2]);
  ir_buf_printf(&b, "  dim3 %s(%s, %s, %s);\n", g->grid, l->grid[0], l->grid[1], l->grid[2]);
  if (l->may_be_empty)
    ir_buf_printf(&b, "  if (%s.x && %s.y && %s.z) {\n", g->grid, g->grid, g->grid);
  /* More shared memory than 48 KB: the kernel's opt-in to it first. */
  const char *smem = "";
  if (k->dynamic_shared) {
    ir_buf_printf(&b,
                  "%sTILEC_CHECK(cudaFuncSetAttribute(%s, "
                  "cudaFuncAttributeMaxDynamicSharedMemorySize, %ld));\n",
                  in, k->name, k->dynamic_shared);
    smem = ir_printf(", %ld", k->dynamic_shared);
  }
  /* On a side stream: the launch, and its timer's events, there. */
  const char *on = l->stream ? "_on" : "";
  const char *stream = l->stream ? ir_printf(", tilec_stream(%d)", l->stream) : "";
  if (l->stream)
    smem = ir_printf("%s%s", *smem ? smem : ", 0", stream);
  ir_buf_printf(&b,
                "%stilec_kernel_start%s(&%s%s);\n"
                "%s%s<<<%s, %s%s>>>(%s);\n"
                "%sTILEC_CHECK_LAUNCH(\"%s\");\n"
                "%stilec_kernel_stop%s(&%s, \"kernel %s\"%s);\n"
                "%s}",
                in, on, g->timer, stream, in, k->name, g->grid, g->block, smem,
                args.s ? args.s : "", in, k->name, in, on, g->timer, k->name, stream,
                l->may_be_empty ? "  }\n" : "");
  return b.s;
}

static char *cuda_fork(const struct cg_gpu *g, int n) {
  return ir_printf("tilec_fork(%d, &%s);", n, g->timer);
}

static char *cuda_join(const struct cg_gpu *g, int n) {
  (void)g;
  return ir_printf("tilec_join(%d);", n);
}

static char *cuda_streams(const struct cg_gpu *g, int n) {
  (void)g;
  return ir_printf("tilec_streams(%d);", n);
}

static void cuda_kernels(const struct cg_gpu *g, const char *text, struct ir_buf *out) {
  (void)g;
  ir_buf_puts(out, text);
}

static const struct cg_gpu_target cuda = {
    .global = "",
    .restrict_kw = "__restrict__ ",
    .local = "__shared__",
    .barrier = "__syncthreads()",
    .barrier_global = "__syncthreads()",
    .async_copy = "tilec_copy_async",
    .async_wait = "tilec_copy_wait()",
    .async_copy_n = "tilec_copy_async_n",
    .async_copy_v = "tilec_copy_async_v",
    .async_commit = "tilec_copy_commit()",
    .async_wait_pending = "tilec_copy_wait_pending",
    .align = "__align__(%d) ",
    .shared_pool = "extern __shared__ __align__(16) unsigned char tilec_shared[]",
    .shared_pool_name = "tilec_shared",
    .mma = "tilec_mma_",
    .thread_idx = {"threadIdx.x", "threadIdx.y", "threadIdx.z"},
    .block_idx = {"blockIdx.x", "blockIdx.y", "blockIdx.z"},
    .block_dim = {"blockDim.x", "blockDim.y", "blockDim.z"},
    .grid_dim = {"gridDim.x", "gridDim.y", "gridDim.z"},
    .static_assert_kw = "static_assert",
    .kernel_head = cuda_head,
    .alloc = cuda_alloc,
    .copy_in = cuda_copy_in,
    .copy_out = cuda_copy_out,
    .release = cuda_release,
    .launch = cuda_launch,
    .fork = cuda_fork,
    .join = cuda_join,
    .streams = cuda_streams,
    .kernels = cuda_kernels,
};

/* ---------------------------------------------------------------- the .cu */

static void collect(struct ir_node *n, void *data) { ir_vec_push(data, n); }

/* Names in generated code follow the C++ renaming of the pass-through
 * text ('new' -> 'new_'). */
static void rename_for_cxx(const struct ir_program *p, const struct fe_cxx *x) {
  for (int i = 0; i < p->regions.n; i++) {
    struct ir_region *r = p->regions.v[i];
    for (int k = 0; k < r->vars.n; k++) {
      struct ir_var *v = r->vars.v[k];
      v->name = fe_cxx_name(x, v->name);
    }
    for (int k = 0; k < r->arrays.n; k++) {
      struct ir_array *a = r->arrays.v[k];
      a->name = fe_cxx_name(x, a->name);
    }
  }
}

/* --split: the values a region's function takes, in order: the scalars
 * it reads (parameters first; not those whose values are the region's
 * own, which it declares, nor quotients of loop bounds, which the code
 * computes where it uses them) and its arrays as flat pointers;
 * "int ni, double alpha, double *C" and, for the call, "ni, alpha,
 * (double *)C". */
static void region_signature(const struct ir_region *r, struct ir_buf *params, struct ir_buf *args) {
  for (int pass = 0; pass < 2; pass++)
    for (int k = 0; k < r->vars.n; k++) {
      const struct ir_var *v = r->vars.v[k];
      if (v->local || v->own_values || v->kind == IR_VAR_ITER || v->kind == IR_VAR_QUOT ||
          (v->kind == IR_VAR_PARAM) != (pass == 0))
        continue;
      ir_buf_printf(params, "%s%s %s", params->len ? ", " : "", ir_type_name(v->type), v->name);
      ir_buf_printf(args, "%s%s", args->len ? ", " : "", v->bind ? cg_bind_value(v->bind) : v->name);
    }
  for (int k = 0; k < r->arrays.n; k++) {
    const struct ir_array *a = r->arrays.v[k];
    if (!ir_array_of_program(a))
      continue; /* declared inside the region, or the GPU's only */
    ir_buf_printf(params, "%s%s *%s", params->len ? ", " : "", ir_type_name(a->elem), a->name);
    ir_buf_printf(args, "%s(%s *)%s", args->len ? ", " : "", ir_type_name(a->elem),
                  a->bind ? cg_bind_value(a->bind) : a->name);
  }
  if (!params->len)
    ir_buf_puts(params, "void");
}

static const char *region_fn(const struct ir_region *r) {
  return cg_fresh_name(r, ir_printf("%s_region%d", r->func, r->id));
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
    if (!cg_gpu_has_kernels(r))
      continue;
    struct cg_gpu g = {.t = &cuda, .p = p, .r = r, .unit = "  ", .split = true};
    cg_gpu_kernels(&g, out);
    struct ir_buf params = {0}, args = {0};
    region_signature(r, &params, &args);
    ir_buf_printf(out, "/* tilec: region %d of '%s' (%s:%d-%d), called from the host program */\n"
                       "extern \"C\" void %s(%s)\n{\n",
                  r->id, r->func, r->loc.file, r->loc.line, r->end.line, region_fn(r), params.s);
    /* Iterators the source declared before the region are local here,
     * those that a loop of the host code (transformed or original) runs
     * without declaring them. */
    struct ir_vec nodes = {0};
    ir_walk(r->body, collect, &nodes);
    if (r->original)
      ir_walk(r->original, collect, &nodes);
    for (int k = 0; k < r->vars.n; k++) {
      const struct ir_var *v = r->vars.v[k];
      bool needed = false;
      for (int j = 0; j < nodes.n && v->kind == IR_VAR_ITER && !v->local && !needed; j++) {
        struct ir_node *n = nodes.v[j];
        needed = n->kind == IR_LOOP && n->iter == v && !n->iter_declared;
      }
      if (needed || v->own_values)
        ir_buf_printf(out, "  %s %s;\n", ir_type_name(v->type), v->name);
    }
    struct ir_region copy = *r;
    copy.indent = "  ";
    copy.origin = IR_REGION_FUNCTION;
    g.r = &copy;
    ir_buf_puts(out, "  ");
    cg_gpu_host(&g, out);
    ir_buf_puts(out, "}\n\n");
    /* The host program: a prototype before the function, a call in place
     * of the region. */
    size_t place = cg_gpu_kernel_place(u, p, r);
    if (place >= pos) {
      ir_buf_putn(host, p->source + pos, place - pos);
      pos = place;
      ir_buf_printf(host, "/* tilec: the GPU version of region %d, in the .cu */\nvoid %s(%s);\n\n",
                    r->id, region_fn(r), params.s);
    }
    /* The .cu has the values of the program's macros built in; the host
     * program, compiled with its own -D options, checks them. */
    size_t at = cg_guard_place(p, r, pos);
    ir_buf_putn(host, p->source + pos, at - pos);
    cg_macro_guards(p, r, true, host);
    ir_buf_putn(host, p->source + at, r->src_begin - at);
    if (r->origin == IR_REGION_SCOP)
      ir_buf_puts(host, r->indent ? r->indent : "");
    /* The .cu has the element types built in too: a host program compiled
     * with another DATA_TYPE must not pass its arrays through the casts. */
    for (int k = 0; k < r->arrays.n; k++) {
      const struct ir_array *a = r->arrays.v[k];
      if (!ir_array_of_program(a))
        continue;
      const char *name = a->bind ? ir_printf("(%s)", a->bind) : a->name;
      ir_buf_printf(host, "_Static_assert(sizeof(%s", name);
      for (int d = 0; d < (a->linearised ? 1 : a->ndim); d++)
        ir_buf_puts(host, "[0]");
      ir_buf_printf(host, ") == sizeof(%s), \"tilec: region %d was translated for array %s with "
                          "elements of type %s; translate again with the -D options used "
                          "here\"); ",
                    ir_type_name(a->elem), r->id, a->name, ir_type_name(a->elem));
    }
    /* A scalar whose values are the region's own is its function's: the
     * host's is now unused. */
    for (int k = 0; k < r->vars.n; k++) {
      const struct ir_var *v = r->vars.v[k];
      if (v->own_values)
        ir_buf_printf(host, "(void)%s; ", v->name);
    }
    ir_buf_printf(host, "%s(%s); /* tilec: region %d runs on the GPU */%s", region_fn(r), args.s,
                  r->id, r->origin == IR_REGION_SCOP ? "\n" : "");
    pos = r->src_end;
  }
  ir_buf_putn(host, p->source + pos, p->source_len - pos);
}

bool cg_emit_cuda(const struct fe_unit *u, const struct ir_program *p, const struct cg_options *opt,
                  struct ir_buf *out) {
  /* nvcc computes long double as double in device code, and a long
   * double array would be read with the wrong element size. */
  bool ok = true;
  for (int i = 0; i < p->regions.n; i++) {
    struct ir_vec nodes = {0};
    ir_walk(((struct ir_region *)p->regions.v[i])->body, collect, &nodes);
    for (int j = 0; j < nodes.n; j++) {
      const struct ir_node *n = nodes.v[j];
      if (n->kind == IR_KERNEL)
        ok &= cg_gpu_check_kernel(n->kernel, "CUDA device code", "run on the host (--emit=c)",
                                  true);
    }
  }
  if (!ok)
    return false;
  if (opt && opt->split && !cg_gpu_check_runtime_names(u, cg_cuda_runtime))
    return false;
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
  if (!cg_gpu_check_runtime_names(u, cg_cuda_runtime))
    return false;
  rename_for_cxx(p, opt->cxx);
  ir_buf_printf(out, "/* Generated by tilec from %s.  The loop nests that tilec transformed\n"
                     " * run as CUDA kernels; everything else is the original program.\n"
                     " * Build: nvcc -arch=sm_%d FILE.cu -o FILE */\n\n",
                p->file, opt && opt->arch ? opt->arch : 90);
  ir_buf_puts(out, cg_cuda_runtime);
  ir_buf_puts(out, "\n");
  cg_gpu_file(u, p, &cuda, &opt->cxx->edits, out);
  return true;
}
