/* opencl.c - the OpenCL target (--emit=opencl), last stage of the GPU
 * pipeline (after passes/map_gpu.c): OpenCL's spelling of what
 * codegen/gpu.c prints, and the layout of the output.
 *
 * The output is the whole program as C: a header comment, the run-time
 * support (runtime/tilec_opencl.h, copied in so that `cc FILE.c -lOpenCL`
 * is the whole build), then the original file verbatim with each region
 * replaced by host code that calls the OpenCL API.  The kernels of a
 * function are OpenCL C source in a string constant just before it; the
 * run time builds them at their first launch.  The mapping, the kernel
 * bodies and the host code's structure are those of the CUDA target: a
 * CUDA block is a work-group, a thread a work-item, __shared__ memory
 * __local memory. */
#include "codegen.h"

#include <string.h>

extern const char cg_opencl_runtime[];

/* ---------------------------------------------------------------- types and functions */

/* OpenCL C's name of a C type; long double has none (see cg_gpu_check_kernel). */
static const char *ocl_type(struct ir_type t) {
  if (t.base == IR_T_BOOL)
    return "bool";
  if (t.base == IR_T_CHAR && !t.is_unsigned)
    return "char";
  if (t.base == IR_T_LLONG)
    return t.is_unsigned ? "ulong" : "long";
  if (t.is_unsigned && t.base >= IR_T_CHAR && t.base <= IR_T_LONG) {
    static const char *u[] = {[IR_T_CHAR] = "uchar", [IR_T_SHORT] = "ushort",
                              [IR_T_INT] = "uint", [IR_T_LONG] = "ulong"};
    return u[t.base];
  }
  return ir_type_name(t);
}

/* The host type that matches a kernel scalar parameter of type T. */
static const char *host_arg_type(struct ir_type t) {
  return ir_printf("cl_%s", ocl_type(t));
}

/* OpenCL C's math functions are overloaded on float and double: sqrtf is
 * sqrt.  Its abs returns an unsigned type, C's a signed one. */
static const char *ocl_callee(const char *name) {
  if (strcmp(name, "abs") == 0)
    return "(int)abs";
  if (strcmp(name, "labs") == 0 || strcmp(name, "llabs") == 0)
    return "(long)abs";
  return fe_math_generic_name(name);
}

static void collect(struct ir_node *n, void *data) { ir_vec_push(data, n); }

/* ---------------------------------------------------------------- OpenCL's spelling */

static char *ocl_head(const struct ir_kernel *k, const char *params) {
  if (k->flexible) /* the host picks the work-group size */
    return ir_printf("__kernel void %s(%s)", k->name, params);
  int block[3];
  for (int d = 0; d < 3; d++)
    block[d] = d < k->ndims ? k->block[d] : 1;
  if (k->reduce)
    block[0] = k->reduce->threads;
  if (k->persist)
    block[0] = k->block[0];
  return ir_printf("__kernel __attribute__((reqd_work_group_size(%d, %d, %d))) void %s(%s)",
                   block[0], block[1], block[2], k->name, params);
}

static char *ocl_alloc(const struct ir_array *a, const char *bytes) {
  return ir_printf("cl_mem %s = TILEC_CL_ALLOC(%s);", a->device_name, bytes);
}

static char *ocl_copy_in(const struct ir_array *a, const char *host, const char *bytes) {
  return ir_printf("TILEC_CL_WRITE(%s, %s, %s);", a->device_name, host, bytes);
}

static char *ocl_copy_out(const struct ir_array *a, const char *host, const char *offset,
                          const char *bytes) {
  return ir_printf("TILEC_CL_READ(%s, %s, %s, %s);", host, a->device_name,
                   offset ? ir_printf("sizeof(%s) * (size_t)(%s)", ir_type_name(a->elem), offset)
                          : "0",
                   bytes);
}

static char *ocl_release(const struct ir_array *a) {
  return ir_printf("TILEC_CL_CHECK(clReleaseMemObject(%s));", a->device_name);
}

/* The string constant that holds the kernels of R's function: a name
 * that nothing in the function or at file scope uses (every region of
 * the function sees the same names). */
static const char *source_name(const struct ir_region *r) {
  return cg_fresh_name(r, ir_printf("tilec_opencl_%s", r->func));
}

static char *ocl_launch(const struct cg_gpu *g, const struct cg_gpu_launch *l) {
  const struct ir_kernel *k = l->k;
  struct ir_buf b = {0}, grid = {0}, block = {0}, cond = {0};
  for (int d = 0; d < l->ndims; d++) {
    ir_buf_printf(&grid, "%s%s", d ? ", " : "", l->grid[d]);
    if (d == 0 && l->trips)
      ir_buf_printf(&block, "(size_t)%s", g->threads);
    else
      ir_buf_printf(&block, "%s%d", d ? ", " : "", l->block[d]);
    ir_buf_printf(&cond, "%s%s[%d]", d ? " && " : "", g->grid, d);
  }
  ir_buf_printf(&b, "{\n  cl_kernel %s = tilec_cl_kernel(%s, \"%s\");\n", g->kernel,
                source_name(g->r), k->name);
  if (l->trips)
    ir_buf_printf(&b, "  int %s = tilec_threads_for(%s, %d);\n", g->threads, l->trips,
                  l->block[0]);
  ir_buf_printf(&b, "  size_t %s[%d] = {%s};\n", g->grid, l->ndims, grid.s);
  ir_buf_printf(&b, "  size_t %s[%d] = {%s};\n", g->block, l->ndims, block.s);
  const char *in = l->may_be_empty ? "    " : "  ";
  if (l->may_be_empty)
    ir_buf_printf(&b, "  if (%s) {\n", cond.s);
  int arg = 0;
  for (int i = 0; i < k->arrays.n; i++)
    ir_buf_printf(&b, "%sTILEC_CL_ARG(%s, %d, cl_mem, %s);\n", in, g->kernel, arg++,
                  ((struct ir_array *)k->arrays.v[i])->device_name);
  for (int i = 0; i < k->scalars.n; i++) {
    const struct ir_var *v = k->scalars.v[i];
    ir_buf_printf(&b, "%sTILEC_CL_ARG(%s, %d, %s, %s);\n", in, g->kernel, arg++,
                  host_arg_type(v->type), v->name);
  }
  ir_buf_printf(&b,
                "%stilec_timer_start(&%s);\n"
                "%sTILEC_CL_LAUNCH(%s, \"%s\", %d, %s, %s);\n"
                "%stilec_timer_stop(&%s, \"kernel %s\");\n"
                "%s}",
                in, g->timer, in, g->kernel, k->name, l->ndims, g->grid, g->block, in, g->timer,
                k->name, l->may_be_empty ? "  }\n" : "");
  return b.s;
}

/* The kernels as a C string constant, one source line per line. */
static void ocl_kernels(const struct cg_gpu *g, const char *text, struct ir_buf *out) {
  ir_buf_printf(out, "/* tilec: the OpenCL kernels of '%s', built at their first launch */\n"
                     "static const char %s[] =\n",
                g->r->func, source_name(g->r));
  /* Unsuffixed floating constants keep C's meaning (double) where the
   * device has doubles. */
  ir_buf_puts(out, "    \"#ifdef cl_khr_fp64\\n\"\n"
                   "    \"#pragma OPENCL EXTENSION cl_khr_fp64 : enable\\n\"\n"
                   "    \"#endif\\n\"\n");
  while (*text) {
    const char *nl = strchr(text, '\n');
    size_t n = nl ? (size_t)(nl - text) : strlen(text);
    ir_buf_puts(out, "    \"");
    for (size_t i = 0; i < n; i++) {
      if (text[i] == '"' || text[i] == '\\')
        ir_buf_puts(out, "\\");
      ir_buf_putn(out, text + i, 1);
    }
    ir_buf_puts(out, "\\n\"\n");
    text += n + (nl != NULL);
  }
  ir_buf_puts(out, "    ;\n\n");
}

static const struct cg_gpu_target opencl = {
    .global = "__global ",
    .local = "__local",
    .barrier = "barrier(CLK_LOCAL_MEM_FENCE)",
    .barrier_global = "barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE)",
    .thread_idx = {"get_local_id(0)", "get_local_id(1)", "get_local_id(2)"},
    .block_idx = {"get_group_id(0)", "get_group_id(1)", "get_group_id(2)"},
    .block_dim = {"get_local_size(0)", "get_local_size(1)", "get_local_size(2)"},
    .grid_dim = {"get_num_groups(0)", "get_num_groups(1)", "get_num_groups(2)"},
    .type_name = ocl_type,
    .callee = ocl_callee,
    .static_assert_kw = "_Static_assert",
    .kernel_head = ocl_head,
    .alloc = ocl_alloc,
    .copy_in = ocl_copy_in,
    .copy_out = ocl_copy_out,
    .release = ocl_release,
    .launch = ocl_launch,
    .kernels = ocl_kernels,
};

/* ---------------------------------------------------------------- the file */

bool cg_emit_opencl(const struct fe_unit *u, const struct ir_program *p,
                    const struct cg_options *opt, struct ir_buf *out) {
  (void)opt;
  bool ok = true;
  for (int i = 0; i < p->regions.n; i++) {
    const struct ir_region *r = p->regions.v[i];
    struct ir_vec nodes = {0};
    ir_walk(r->body, collect, &nodes);
    for (int j = 0; j < nodes.n; j++) {
      const struct ir_node *n = nodes.v[j];
      if (n->kind == IR_KERNEL)
        ok &= cg_gpu_check_kernel(n->kernel, "OpenCL C", "run on the host (--emit=c)", false);
    }
  }
  if (!ok || !cg_gpu_check_runtime_names(u, cg_opencl_runtime))
    return false;
  ir_buf_printf(out, "/* Generated by tilec from %s.  The loop nests that tilec transformed\n"
                     " * run as OpenCL kernels; everything else is the original program.\n"
                     " * Build: cc FILE.c -lOpenCL -o FILE */\n\n",
                p->file);
  ir_buf_puts(out, cg_opencl_runtime);
  ir_buf_puts(out, "\n");
  struct ir_vec no_edits = {0};
  cg_gpu_file(u, p, &opencl, &no_edits, out);
  return true;
}
