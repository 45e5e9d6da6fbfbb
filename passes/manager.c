/* manager.c - the pass manager: the table of transformation passes, the
 * automatic pipeline and recipe replay, and what runs around every pass
 * (the IR verifier, --print-before/--print-after dumps, --save-recipe).
 * Passes themselves live one per file (passes/strip_mine.c, ...). */
#include "passes.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const struct pass_info pass_table[] = {
    {"strip-mine", "stripmine", "stripmine LOOP SIZE",
     "split LOOP into a tile loop LOOP_tile (step SIZE) and an intra-tile loop", pass_strip_mine},
    {"permute", "permute", "permute LOOP LOOP ...",
     "reorder a perfectly nested band into the given order, outermost first", pass_permute},
    {"tile", "tile", "tile LOOP,LOOP,... SIZE,SIZE,...",
     "strip-mine each loop of a band and move the tile loops outward", pass_tile},
    {"distribute", "distribute", "distribute LOOP",
     "split LOOP into one loop per group of statements that can be separated", pass_distribute},
    {"fuse", "fuse", "fuse LOOP LOOP", "merge two adjacent loops with the same bounds", pass_fuse},
    {"join", "join", "join LOOP LOOP",
     "run two adjacent loops whose ranges follow each other as one loop over both, an if choosing "
     "the body (the same order)", pass_join},
    {"reschedule", "reschedule", "reschedule LOOP",
     "rebuild the loop nest LOOP (at the top of its region) in the order isl's scheduler finds "
     "(fission, fusion, interchange, skewing; parallel loops outermost)",
     pass_reschedule},
    {"wavefront", "wavefront", "wavefront LOOP,LOOP,... SIZE,SIZE,...",
     "tile a band of a sequential loop around parallel ones (skewed by it where the "
     "dependences need it) and run the tiles in wavefronts, a host loop around parallel tiles",
     pass_wavefront},
    {"expand", "expand", "expand ARRAY LOOP",
     "give each iteration of the loops around ARRAY's accesses in LOOP its own copy of ARRAY (on "
     "the GPU), the last copy going back to ARRAY after the nest",
     pass_expand},
    {"snapshot", "snapshot", "snapshot ARRAY LOOP",
     "let the reads of ARRAY in LOOP that only ever get values from before the nest read a copy "
     "taken before it (on the GPU)",
     pass_snapshot},
    {"inplace", "inplace", "inplace SCALAR LOOP",
     "compute the values SCALAR carries in LOOP in the array elements they are stored to",
     pass_inplace},
    {"scalar-replace", "scalar-replace", "scalar-replace LOOP",
     "keep array elements that LOOP does not index in registers across LOOP", pass_scalar_replace},
    {"unroll", "unroll", "unroll LOOP FACTOR", "unroll LOOP by FACTOR, with a guarded remainder",
     pass_unroll},
    {"rotate", "rotate", "rotate LOOP",
     "pass the array elements each iteration of LOOP stores and the next reads back in "
     "registers",
     pass_rotate},
    {"batch", "batch", "batch LOOP FACTOR",
     "unroll LOOP by FACTOR, each group of iterations reading the arrays the loop does not "
     "store first, into registers",
     pass_batch},
    {"unswitch", "unswitch", "unswitch LOOP",
     "where LOOP runs a fixed number of iterations, run them without the test of its other "
     "bounds, and where its body's if takes one branch in all of them, that branch without the "
     "test (a copy of LOOP under an if)",
     pass_unswitch},
    {"pipeline", "pipeline", "pipeline LOOP [STAGES]",
     "double-buffer the shared-memory tiles a kernel fills in each iteration of LOOP (or give "
     "them STAGES buffers, 2 to 8): the next iterations' are loaded (asynchronously on sm_80 and "
     "later) while this one computes",
     pass_pipeline},
    {"peel", "peel", "peel LOOP",
     "after unswitch: run the steps of kernel loop LOOP whose test (its body's last if) holds "
     "in one loop without the test, and the rest (the partial last step) in a second loop "
     "after it, LOOP_last",
     pass_peel},
    {"mma", "mma", "mma LOOP [STEPS]",
     "run the full steps of the product reduction below kernel loop LOOP on the FP64 tensor "
     "cores (CUDA, sm_80 and later): a warp's mma per 4 steps (or STEPS: 4 or 8, 16 x 8 x 8 "
     "steps of 16 rows) and pair of columns",
     pass_mma},
    {"vectorize", "vectorize", "vectorize LOOP",
     "copy the shared-memory tiles that kernel loop LOOP reads 16 bytes per asynchronous copy "
     "(CUDA, sm_80 and later, after pipeline), the zeros past the borders written by the copy",
     pass_vectorize},
    {"fold-tests", "fold-tests", "fold-tests LOOP",
     "in the kernel that runs loop LOOP, run the branch an if always takes without its test "
     "(isl: the loops' bounds and strides, the grid, the tests around it)",
     pass_fold_tests},
    {"map-gpu", "map-gpu", "map-gpu LOOP [X,Y,Z]",
     "map the bands of parallel loops of LOOP's region to GPU blocks and threads (X,Y,Z threads "
     "per block); the rest stays sequential (--emit=cuda, --emit=opencl)",
     pass_map_gpu},
    {"persist", "persist", "persist LOOP [SIZE]",
     "run host loop LOOP, with the kernels it launches as steps between barriers, as one "
     "kernel of one block (after map-gpu); with SIZE only where their loops run at most SIZE "
     "iterations, else the launches", pass_persist},
    {"sync-loop", "sync-loop", "sync-loop LOOP",
     "run loop LOOP of a kernel (all the code below its band) in every thread of a block per "
     "band iteration, the parallel loops inside it on the block's threads and a barrier after "
     "each of its iterations (after map-gpu)",
     pass_sync_loop},
    {"concurrent", "concurrent", "concurrent KERNEL KERNEL...",
     "launch the kernels named, consecutive launches none of which writes an array another "
     "uses, side by side on CUDA streams (after the steps on kernels)",
     pass_concurrent},
    {"map", "map", "map LOOP x|y|z",
     "run a loop of a kernel's band on the grid dimension named (the loop there takes its old "
     "one)", pass_map},
    {"gpu-tile", "gpu-tile", "gpu-tile LOOP,LOOP,... SIZE,SIZE,...",
     "block tiling of a kernel's band: each block computes a tile of SIZE points per loop",
     pass_gpu_tile},
    {"coarsen", "coarsen", "coarsen LOOP,LOOP,... SIZE,SIZE,... [strided|contiguous|grouped]",
     "spread a tile's points over the block's threads, SIZE per thread and loop, partial "
     "results in registers", pass_coarsen},
    {"promote", "promote", "promote ARRAY LOOP shared[:TYPE]|register",
     "stage the elements of ARRAY one iteration of LOOP reads in shared memory, filled by the "
     "block's threads, or each thread's in registers", pass_promote},
    {NULL, NULL, NULL, NULL, NULL},
};

const struct pass_info *pass_lookup(const char *name) {
  for (const struct pass_info *p = pass_table; p->name; p++)
    if (strcmp(p->name, name) == 0 || strcmp(p->recipe_name, name) == 0)
      return p;
  return NULL;
}

struct pm_model *pass_model(struct pass_ctx *ctx) {
  if (ctx->model && !ctx->model_stale)
    return ctx->model;
  dep_free(ctx->deps);
  ctx->deps = NULL;
  pm_free(ctx->model);
  ctx->model = pm_build(ctx->region);
  ctx->model_stale = false;
  return ctx->model;
}

struct dep_info *pass_deps(struct pass_ctx *ctx) {
  struct pm_model *m = pass_model(ctx);
  if (ctx->deps && !ctx->deps_stale)
    return ctx->deps;
  dep_free(ctx->deps);
  /* When versioning, overlaps are checked at run time: no need to build
   * the dependences they would imply. */
  struct dep_options o = ctx->dep_opt;
  o.assume_no_alias |= ctx->versioning;
  ctx->deps = dep_analyze(m, &o);
  ctx->deps->ignore_alias = ctx->versioning;
  ctx->deps_stale = false;
  return ctx->deps;
}

void pass_refuse(struct pass_ctx *ctx, struct ir_loc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  ctx->why = ir_vprintf(fmt, ap);
  ctx->why_loc = loc;
  va_end(ap);
  diag_report(ctx->automatic ? DIAG_REMARK : DIAG_ERROR, loc, "%s", ctx->why);
}

static void collect_loops(struct ir_node *n, void *data) {
  if (n->kind == IR_LOOP)
    ir_vec_push(data, n);
}

/* The loops of region R, those of its kernels' bodies included. */
static struct ir_vec region_loops(struct ir_region *r) {
  struct ir_vec loops = {0}, nodes = pass_gpu_kernels(r);
  ir_walk(r->body, collect_loops, &loops);
  for (int i = 0; i < nodes.n; i++)
    ir_walk(((struct ir_node *)nodes.v[i])->kernel->body, collect_loops, &loops);
  return loops;
}

/* Does loop L match reference NAME@LINE of kernel KERNEL (NULL: any)? */
static bool loop_matches(struct ir_region *r, struct ir_node *l, const char *name, int line,
                         const char *kernel) {
  if (strcmp(l->iter->name, name) != 0 || (line && l->loc.line != line))
    return false;
  if (!kernel)
    return true;
  struct ir_kernel *k = pass_gpu_kernel_of(r, l);
  return k && strcmp(k->name, kernel) == 0;
}

/* May STEP's pass work on loop L?  The steps on kernels (map, gpu-tile,
 * coarsen, promote) take the loops map-gpu mapped; the others not, and
 * those that ask the dependences (which do not look inside kernels)
 * take no loop of a kernel at all. */
static bool kernel_loop_ok(struct pass_ctx *ctx, const struct pass_step *step,
                           struct ir_node *l) {
  static const char *const kernel_steps[] = {"map",     "gpu-tile", "coarsen",
                                             "promote", "map-gpu",  "sync-loop"};
  static const char *const anywhere[] = {"strip-mine", "unroll",   "unswitch",
                                         "rotate",     "batch",    "pipeline", "peel",
                                         "mma",        "vectorize", "fold-tests"};
  struct ir_kernel *k = pass_gpu_kernel_of(ctx->region, l);
  if (strcmp(step->pass, "persist") == 0) { /* a host loop around kernels */
    if (k)
      pass_refuse(ctx, step->loc, "loop '%s' (line %d) is in kernel '%s' already", l->iter->name,
                  l->loc.line, k->name);
    return !k;
  }
  for (size_t i = 0; i < sizeof kernel_steps / sizeof kernel_steps[0]; i++)
    if (strcmp(step->pass, kernel_steps[i]) == 0) {
      if (k && k->persist && strcmp(step->pass, "map-gpu") != 0) {
        pass_refuse(ctx, step->loc, "kernel '%s' runs loop '%s' in one block, its steps between "
                    "barriers: '%s' does not apply to it", k->name, k->persist->iter->name,
                    step->pass);
        return false;
      }
      if (k && k->lanes && strcmp(step->pass, "map-gpu") != 0) {
        pass_refuse(ctx, step->loc, "kernel '%s' shares the reduction over loop '%s' among %d "
                    "lanes per iteration of loop '%s': '%s' does not apply to it", k->name,
                    k->band[k->lanes->dim]->iter->name, k->lanes->lanes,
                    k->band[1 - k->lanes->dim]->iter->name, step->pass);
        return false;
      }
      return true;
    }
  if (!k)
    return true;
  bool local = false;
  for (size_t i = 0; i < sizeof anywhere / sizeof anywhere[0]; i++)
    local |= strcmp(step->pass, anywhere[i]) == 0;
  if (l->map != IR_MAP_NONE)
    pass_refuse(ctx, step->loc, "loop '%s' (line %d) is mapped to the GPU in kernel '%s': '%s' "
                "applies to it before map-gpu; after it, use map, gpu-tile and coarsen",
                l->iter->name, l->loc.line, k->name, step->pass);
  else if (!local)
    pass_refuse(ctx, step->loc, "loop '%s' (line %d) is in kernel '%s', where the dependence "
                "analysis does not look: '%s' applies to it before map-gpu", l->iter->name,
                l->loc.line, k->name, step->pass);
  return local && l->map == IR_MAP_NONE;
}

struct ir_node *pass_find_loop(struct pass_ctx *ctx, const struct pass_step *step, int k) {
  struct ir_vec loops = region_loops(ctx->region), found = {0};
  const char *name = step->loops[k];
  int line = step->lines ? step->lines[k] : 0;
  const char *kernel = step->kernels ? step->kernels[k] : NULL;
  for (int i = 0; i < loops.n; i++)
    if (loop_matches(ctx->region, loops.v[i], name, line, kernel))
      ir_vec_push(&found, loops.v[i]);
  if (found.n == 1)
    return kernel_loop_ok(ctx, step, found.v[0]) ? found.v[0] : NULL;
  if (found.n == 0) {
    const char **names = ir_alloc(sizeof(char *) * (size_t)(loops.n + 1));
    for (int i = 0; i < loops.n; i++)
      names[i] = ((struct ir_node *)loops.v[i])->iter->name;
    const char *hint = diag_closest_name(name, names, loops.n);
    if (kernel)
      pass_refuse(ctx, step->loc, "no loop '%s'%s in a kernel '%s' of region '%s'", name,
                  line ? ir_printf(" at line %d", line) : "", kernel, ctx->region->func);
    else if (line)
      pass_refuse(ctx, step->loc, "no loop '%s' at line %d in region '%s'", name, line,
                  ctx->region->func);
    else
      pass_refuse(ctx, step->loc, "no loop named '%s' in region '%s'%s%s%s", name,
                  ctx->region->func, hint ? "; did you mean '" : "", hint ? hint : "",
                  hint ? "'?" : "");
    return NULL;
  }
  struct ir_buf b = {0};
  for (int i = 0; i < found.n; i++) {
    const char *ref;
    int ln;
    const char *kn;
    pass_loop_name(ctx, found.v[i], &ref, &ln, &kn);
    ir_buf_printf(&b, "%s%s%s%s", i ? ", " : "", kn ? kn : "", kn ? ":" : "", ref);
    if (ln)
      ir_buf_printf(&b, "@%d", ln);
  }
  pass_refuse(ctx, step->loc, "loop name '%s' is ambiguous; write one of %s", name, b.s);
  return NULL;
}

const char *pass_fresh_name(struct pass_ctx *ctx, const char *base) {
  if (!ir_region_name_taken(ctx->region, base))
    return base;
  for (int k = 2;; k++) {
    const char *name = ir_printf("%s%d", base, k);
    if (!ir_region_name_taken(ctx->region, name))
      return name;
  }
}

/* ---------------------------------------------------------------- printing around passes */

static bool listed(const struct ir_vec *v, const char *name) {
  for (int k = 0; k < v->n; k++)
    if (strcmp(v->v[k], name) == 0)
      return true;
  return false;
}

static void dump(const char *when, const char *pass, const struct ir_region *r) {
  struct ir_buf b = {0};
  ir_print_region(r, &b);
  fprintf(stderr, "// *** IR Dump %s %s ***\n%s", when, pass, b.s ? b.s : "");
}

/* The recipe line that reproduces STEP, naming loops with @LINE where the
 * plain name would be ambiguous in region R. */
static bool comma_lists(const struct pass_info *pi) {
  return strcmp(pi->name, "tile") == 0 || strcmp(pi->name, "gpu-tile") == 0 ||
         strcmp(pi->name, "coarsen") == 0 || strcmp(pi->name, "map-gpu") == 0 ||
         strcmp(pi->name, "wavefront") == 0;
}

static char *step_line(const struct pass_info *pi, const struct pass_step *st) {
  struct ir_buf b = {0};
  ir_buf_puts(&b, pi->recipe_name);
  bool commas = comma_lists(pi);
  if (st->array)
    ir_buf_printf(&b, " %s", st->array);
  for (int k = 0; k < st->nloops; k++) {
    ir_buf_puts(&b, k == 0 || !commas ? " " : ",");
    if (st->kernels && st->kernels[k])
      ir_buf_printf(&b, "%s:", st->kernels[k]);
    ir_buf_puts(&b, st->loops[k]);
    if (st->lines && st->lines[k])
      ir_buf_printf(&b, "@%d", st->lines[k]);
  }
  for (int k = 0; k < st->nsizes; k++)
    ir_buf_printf(&b, "%s%ld", k == 0 || !commas ? " " : ",", st->sizes[k]);
  if (st->word)
    ir_buf_printf(&b, " %s", st->word);
  return b.s;
}

/* Run one step with verification and dumps around it. */
static bool run_step(struct pass_ctx *ctx, const struct ir_program *p, const struct pass_options *opt,
                     const struct pass_step *st) {
  const struct pass_info *pi = pass_lookup(st->pass);
  if (!pi)
    ir_internal_error("unknown pass '%s'", st->pass);
  if (listed(&opt->print_before, pi->name))
    dump("Before", pi->name, ctx->region);
  /* An iterator read after the region gets its final value after the
   * transformed code; where that value cannot be written, the loops that
   * set it stay as they are. */
  if (!ctx->finals_ok) {
    pass_refuse(ctx, st->loc, "no transformation of region %d: %s", ctx->region->id,
                ctx->finals_why);
    return false;
  }
  bool changed = pi->run(ctx, st);
  if (changed) {
    ctx->deps_stale = true;
    ctx->model_stale = true;
    ir_region_number_stmts(ctx->region);
    ir_verify_region(p, ctx->region, pi->name);
    ir_vec_push(&ctx->applied, step_line(pi, st));
  }
  if (opt->print_after_all || listed(&opt->print_after, pi->name))
    dump("After", pi->name, ctx->region);
  return changed;
}

/* ---------------------------------------------------------------- the automatic pipeline */

/* A time loop runs as one kernel of one block where every loop of its
 * kernels runs at most this many iterations: 16 per thread of the block. */
#define PERSIST_LIMIT 16384

void pass_loop_name(struct pass_ctx *ctx, struct ir_node *l, const char **name, int *line,
                    const char **kernel) {
  struct ir_vec loops = region_loops(ctx->region);
  struct ir_kernel *k = pass_gpu_kernel_of(ctx->region, l);
  int same = 0, same_line = 0, same_kernel = 0;
  for (int i = 0; i < loops.n; i++) {
    struct ir_node *o = loops.v[i];
    if (strcmp(o->iter->name, l->iter->name) != 0)
      continue;
    same++;
    same_line += o->loc.line == l->loc.line;
    same_kernel += k && pass_gpu_kernel_of(ctx->region, o) == k;
  }
  *name = l->iter->name;
  *kernel = NULL;
  *line = 0;
  if (same == 1)
    return;
  if (same_line == 1) {
    *line = l->loc.line;
    return;
  }
  /* Copies of one source loop (distribute) in different kernels. */
  *kernel = k ? k->name : NULL;
  *line = !k || same_kernel > 1 ? l->loc.line : 0;
}

/* Loop names for a step (pass_loop_name) in STEP's arrays at K. */
static void name_loop_at(struct pass_ctx *ctx, struct ir_node *l, struct pass_step *st, int k) {
  if (!st->kernels)
    st->kernels = ir_alloc(sizeof(char *) * (size_t)st->nloops);
  pass_loop_name(ctx, l, &st->loops[k], &st->lines[k], &st->kernels[k]);
}

/* A step of the automatic pipeline on LOOPS[0..nloops-1] with SIZES, ARRAY
 * and WORD (NULL: none), as a recipe line would name them. */
static bool run_auto_step(struct pass_ctx *ctx, const struct ir_program *p,
                          const struct pass_options *opt, const char *pass, struct ir_loc loc,
                          struct ir_node **loops, int nloops, const long *sizes, int nsizes,
                          const char *array, const char *word) {
  struct pass_step st = {.pass = pass, .loc = loc, .nloops = nloops, .nsizes = nsizes,
                         .array = array, .word = word};
  st.loops = ir_alloc(sizeof(char *) * (size_t)nloops);
  st.lines = ir_alloc(sizeof(int) * (size_t)nloops);
  st.sizes = ir_alloc(sizeof(long) * (size_t)(nsizes ? nsizes : 1));
  for (int k = 0; k < nloops; k++)
    name_loop_at(ctx, loops[k], &st, k);
  for (int k = 0; k < nsizes; k++)
    st.sizes[k] = sizes[k];
  return run_step(ctx, p, opt, &st);
}

static bool auto_step(struct pass_ctx *ctx, const struct ir_program *p,
                      const struct pass_options *opt, const char *pass, struct ir_node **l, int n) {
  return run_auto_step(ctx, p, opt, pass, l[0]->loc, l, n, NULL, 0, NULL, NULL);
}

/* Tile every outermost perfectly nested band of two or more loops that is
 * fully permutable; remark on the ones that are not. */
static void auto_bands(struct pass_ctx *ctx, const struct ir_program *p,
                       const struct pass_options *opt, struct ir_node *first) {
  for (struct ir_node *n = first; n; n = n->next) {
    if (n->kind == IR_IF) {
      auto_bands(ctx, p, opt, n->then_body);
      auto_bands(ctx, p, opt, n->else_body);
      continue;
    }
    if (n->kind != IR_LOOP)
      continue;
    struct ir_vec band = {0};
    struct ir_node *l = n;
    ir_vec_push(&band, l);
    while (l->body && !l->body->next && l->body->kind == IR_LOOP) {
      l = l->body;
      ir_vec_push(&band, l);
    }
    struct ir_node *inner = l;
    if (band.n >= 2) {
      char *msg = NULL;
      if (!dep_band_is_permutable(pass_deps(ctx), (struct ir_node **)band.v, band.n, NULL, &msg)) {
        diag_remark(n->loc, "not tiling: %s", msg);
      } else {
        long *sizes = ir_alloc(sizeof(long) * (size_t)band.n);
        for (int k = 0; k < band.n; k++)
          sizes[k] = k < opt->ntile_sizes ? opt->tile_sizes[k] : 32;
        if (run_auto_step(ctx, p, opt, "tile", n->loc, (struct ir_node **)band.v, band.n, sizes,
                          band.n, NULL, NULL))
          continue; /* the band is tiled; its inner loops are done */
      }
    }
    auto_bands(ctx, p, opt, inner->body);
  }
}

bool pass_holds_parallel_loop(const struct dep_info *info, struct ir_node *n) {
  struct ir_node *next = n->next;
  n->next = NULL; /* walk N's subtree only */
  struct ir_vec loops = {0};
  ir_walk(n, collect_loops, &loops);
  n->next = next;
  for (int k = 0; k < loops.n; k++)
    if (dep_loop_is_parallel(info, loops.v[k], false, NULL))
      return true;
  return false;
}

/* A step on loops L[0..N-1] (by their recipe names), run in automatic
 * mode: refused with a remark when the dependences forbid it. */

/* Before mapping to the GPU: a loop nest at the top of the region with
 * a loop that holds no parallel loop and lies in none (bicg's 'i' over a
 * column sum and a row sum; lu's 'j' over the rows left of the diagonal,
 * which would run in one GPU thread) is rescheduled by isl's scheduler;
 * the reschedule pass keeps the new nest only if it has fewer such loops.
 * So is a nest with a loop that would launch kernels from the host
 * (symm's 'i'): kept where the new nests have no such loop. */
static void auto_reschedule(struct pass_ctx *ctx, const struct ir_program *p,
                            const struct pass_options *opt) {
  struct ir_vec tops = {0};
  for (struct ir_node *n = ctx->region->body; n; n = n->next)
    if (n->kind == IR_LOOP)
      ir_vec_push(&tops, n);
  for (int k = 0; k < tops.n; k++) {
    struct ir_node *l = tops.v[k];
    if (pass_sequential_nests(pass_deps(ctx), l) || pass_launch_loops(pass_deps(ctx), l))
      auto_step(ctx, p, opt, "reschedule", &l, 1);
  }
}

/* Default tile sizes of the wavefront pass: iterations of the
 * sequential loop per tile, and of the parallel loop that map-gpu's rule
 * would give threadIdx.x and of the others.  seidel-2d at LARGE on an
 * H200, kernel time of tilec's code with tiles of c x t x i = 8 x 16 x 16:
 * 41.7 ms; 8 x 32 x 16: 44.9; 16 x 32 x 16: 46.3; 8 x 32 x 8: 46.8;
 * 4 x 32 x 16: 50.4; one launch per wavefront step (no tiles): 67. */
#define WAVE_STEPS 8
#define WAVE_X 16
#define WAVE_OTHER 16

/* After rescheduling for the GPU: a region that is one nest of a
 * sequential loop around parallel loops over statements (the wavefront
 * reschedule makes of seidel-2d) would launch kernels as often as that
 * loop runs, each of little work; its tiles run in wavefronts instead
 * (passes/wavefront.c), and sync-loop then gives each tile a block. */
static void auto_wavefront(struct pass_ctx *ctx, const struct ir_program *p,
                           const struct pass_options *opt) {
  struct ir_node *l = ctx->region->body;
  if (!l || l->next || l->kind != IR_LOOP || l->step != 1)
    return;
  struct dep_info *info = pass_deps(ctx);
  if (dep_loop_is_parallel(info, l, false, NULL))
    return;
  struct ir_node *band[4] = {l};
  int n = 1;
  for (struct ir_node *x = l->body; x && !x->next && x->kind == IR_LOOP && n < 4; x = x->body) {
    if (!dep_loop_is_parallel(info, x, false, NULL))
      return;
    band[n++] = x;
  }
  /* Two or more parallel loops: a time loop around one parallel loop runs
   * as one block where its loops are short (persist) and keeps its
   * launches otherwise. */
  if (n < 3)
    return;
  for (struct ir_node *x = band[n - 1]->body; x; x = x->next)
    if (x->kind != IR_STMT || x->stmt->kind != IR_S_ASSIGN)
      return;
  /* Only where the sequential loop's trip count grows with the problem. */
  if (!pass_loop_grows(l))
    return;
  long sizes[4] = {WAVE_STEPS};
  int x = 1 + pass_gpu_x_loop(band[n - 1]->body, band + 1, n - 1);
  for (int k = 1; k < n; k++)
    sizes[k] = k == x ? WAVE_X : n == 4 ? 4 : WAVE_OTHER;
  run_auto_step(ctx, p, opt, "wavefront", l->loc, band, n, sizes, n, NULL, NULL);
}

/* After map-gpu: a kernel whose band's code is one loop around loops the
 * wavefront pass proved parallel (its tiles) runs that loop in a block
 * of threads per tile (passes/sync_loop.c). */
static void auto_sync_loops(struct pass_ctx *ctx, const struct ir_program *p,
                            const struct pass_options *opt) {
  struct ir_vec kernels = pass_gpu_kernels(ctx->region);
  for (int i = 0; i < kernels.n; i++) {
    struct ir_kernel *k = ((struct ir_node *)kernels.v[i])->kernel;
    if (k->tiled || k->reduce || k->lanes || k->persist || !k->ndims)
      continue;
    struct ir_node *n = k->body;
    while (n && !n->next && n->kind == IR_LOOP && n->map == IR_MAP_BLOCK_THREAD)
      n = n->body;
    if (n && !n->next && n->kind == IR_IF && n->guard)
      n = n->then_body;
    if (n && !n->next && n->kind == IR_LOOP && n->map == IR_MAP_NONE && n->body &&
        n->body->kind == IR_LOOP && n->body->parallel)
      auto_step(ctx, p, opt, "sync-loop", &n, 1);
  }
}

/* Before rescheduling for the GPU: in a nest at the top of the region
 * that lacks parallelism, a scalar that carries values across the
 * iterations of a loop (an accumulator: ludcmp's w over k) to the array
 * elements they are stored to is replaced by those elements
 * (passes/inplace.c): the scalar's reuse orders every value's
 * computation after the previous one's, the elements do not, and the
 * scheduler can move the accumulation loop outward (ludcmp's nest
 * becomes lu's). */
static void scalars_in_place(struct pass_ctx *ctx, const struct ir_program *p,
                             const struct pass_options *opt) {
  for (struct ir_node *l = ctx->region->body; l; l = l->next) {
    struct dep_info *info = pass_deps(ctx);
    if (l->kind != IR_LOOP || info->too_deep ||
        !(pass_sequential_nests(info, l) || pass_launch_loops(info, l)))
      continue;
    struct ir_region *r = ctx->region;
    for (int v = 0; v < r->vars.n; v++) {
      struct ir_var *x = r->vars.v[v];
      bool accumulates = false;
      info = pass_deps(ctx);
      for (int k = 0; k < info->deps.n && x->kind == IR_VAR_SCALAR; k++) {
        const struct dep *d = info->deps.v[k];
        accumulates |= d->kind == DEP_FLOW && d->scalar == x && d->level >= 0 &&
                       d->common[0] == l;
      }
      if (accumulates && pass_inplace_possible(ctx, l, x))
        run_auto_step(ctx, p, opt, "inplace", l->loc, &l, 1, NULL, 0, x->name, NULL);
    }
  }
}

/* Before mapping to the GPU (and rescheduling): a nest at the top of the
 * region whose loop carries dependences only through one array gets that
 * array out of the way where a pass proves it can, and the loop becomes
 * parallel: an array every iteration uses as scratch space (doitgen's
 * sum: anti and output dependences) is expanded (passes/expand.c), one
 * with reads that only get values from before the nest (trmm's B[k][j],
 * k > i: anti dependences from those reads) gets them from a snapshot
 * (passes/snapshot.c). */
static void remove_array_deps(struct pass_ctx *ctx, const struct ir_program *p,
                              const struct pass_options *opt) {
  for (struct ir_node *l = ctx->region->body; l; l = l->next) {
    struct dep_info *info = pass_deps(ctx);
    struct dep_loop *dl = l->kind == IR_LOOP ? dep_loop_info(info, l) : NULL;
    if (!dl || dl->parallel || !dl->carried.n)
      continue;
    /* The one array every dependence the loop carries goes through. */
    struct ir_array *a = NULL;
    for (int k = 0; k < dl->carried.n; k++) {
      struct dep *d = dl->carried.v[k];
      struct ir_array *x = d->src_acc && d->sink_acc && d->src_acc->array == d->sink_acc->array
                               ? d->src_acc->array
                               : NULL;
      if (!x || d->kind == DEP_FLOW || (a && x != a)) {
        a = NULL;
        break;
      }
      a = x;
    }
    const char *pass = !a                                  ? NULL
                       : pass_expand_possible(ctx, l, a)   ? "expand"
                       : pass_snapshot_possible(ctx, l, a) ? "snapshot"
                                                           : NULL;
    if (pass)
      run_auto_step(ctx, p, opt, pass, l->loc, &l, 1, NULL, 0, a->name, NULL);
  }
}

/* Before mapping to the GPU: two adjacent parallel loops whose ranges
 * follow each other and whose instances no dependence links in one
 * iteration of the loops around them (lu's j < i and j2 >= i over row i)
 * are joined into one parallel loop (passes/join.c): one kernel whose
 * grid the points fill, instead of two each over a bounding box half
 * of which is idle. */
static void join_ranges(struct pass_ctx *ctx, const struct ir_program *p,
                        const struct pass_options *opt) {
  for (bool again = true; again;) {
    again = false;
    struct ir_vec loops = {0};
    ir_walk(ctx->region->body, collect_loops, &loops);
    struct dep_info *info = pass_deps(ctx);
    for (int k = 0; k < loops.n && !again; k++) {
      struct ir_node *l[2] = {loops.v[k], ((struct ir_node *)loops.v[k])->next};
      if (l[1] && l[1]->kind == IR_LOOP && dep_loop_is_parallel(info, l[0], false, NULL) &&
          dep_loop_is_parallel(info, l[1], false, NULL) && pass_join_possible(ctx, l[0], l[1]) &&
          dep_siblings_independent(info, l[0], l[1], NULL))
        again = auto_step(ctx, p, opt, "join", l, 2);
    }
  }
}

/* Would distributing loop L let map-gpu share reductions among lanes
 * (struct ir_lanes): is L a reduction loop into several targets inside a
 * parallel loop (one loop per target), or a parallel loop around several
 * reduction loops (one band per reduction)?  gesummv's i around its j
 * over tmp[i] and y[i]. */
static bool lanes_apart(struct dep_info *info, struct ir_node *l) {
  struct dep_loop *dl = dep_loop_info(info, l);
  if (!dl)
    return false;
  if (dl->reduction && dl->reductions.n > 1)
    return l->parent && l->parent->kind == IR_LOOP &&
           dep_loop_is_parallel(info, l->parent, false, NULL);
  /* (Inside another parallel loop the band has two dimensions: symm's j
   * in c keeps its two reductions, one kernel tiled around both.) */
  if (!dl->parallel ||
      (l->parent && l->parent->kind == IR_LOOP && dep_loop_is_parallel(info, l->parent, false, NULL)))
    return false;
  int reductions = 0;
  for (struct ir_node *c = l->body; c; c = c->next) {
    struct dep_loop *dc = c->kind == IR_LOOP ? dep_loop_info(info, c) : NULL;
    reductions += dc && dc->reduction;
  }
  return reductions > 1;
}

/* Before mapping to the GPU: deeper parallel bands, so that more of the
 * iteration space becomes threads.  A loop whose body holds several
 * children, one of which contains a parallel loop, is distributed (gemm's
 * 'i' over its scaling nest and its product nest; atax's 'i' over the
 * product by x and the product by the transpose); then a perfect nest
 * whose parallel loops are not all outermost gets them moved outward
 * (gemm's i, k, j becomes i, j, k: a 2-D band around the reduction).  The
 * distribute and permute passes check each step against the dependences
 * and refuse, with a remark, what is not legal. */
static void deepen_bands(struct pass_ctx *ctx, const struct ir_program *p,
                         const struct pass_options *opt) {
  struct ir_vec loops = {0};
  join_ranges(ctx, p, opt);
  /* Inner loops first: distributing one gives the loop around it several
   * children (doitgen's q, then r). */
  ir_walk(ctx->region->body, collect_loops, &loops);
  for (int k = loops.n - 1; k >= 0; k--) {
    struct ir_node *l = loops.v[k];
    if (!l->body || !l->body->next)
      continue;
    bool worth = false;
    for (struct ir_node *c = l->body; c && !worth; c = c->next)
      worth = pass_holds_parallel_loop(pass_deps(ctx), c);
    if (!worth && !opt->block[0])
      worth = lanes_apart(pass_deps(ctx), l);
    if (worth)
      auto_step(ctx, p, opt, "distribute", &l, 1);
  }
  loops.n = 0;
  ir_walk(ctx->region->body, collect_loops, &loops);
  for (int k = 0; k < loops.n; k++) {
    struct ir_node *top = loops.v[k];
    struct ir_node *up = top->parent;
    if (up && up->kind == IR_LOOP && up->body == top && !top->next)
      continue; /* not the outermost loop of its perfect nest */
    struct ir_node *nest[DEP_MAX_DEPTH], *order[DEP_MAX_DEPTH];
    int n = 0;
    for (struct ir_node *l = top; n < DEP_MAX_DEPTH; l = l->body) {
      nest[n++] = l;
      if (!l->body || l->body->next || l->body->kind != IR_LOOP)
        break;
    }
    int m = 0;
    for (int pass = 0; pass < 2; pass++)
      for (int d = 0; d < n; d++)
        if (dep_loop_is_parallel(pass_deps(ctx), nest[d], false, NULL) == (pass == 0))
          order[m++] = nest[d];
    bool moved = false;
    int perm[DEP_MAX_DEPTH];
    for (int d = 0; d < n; d++) {
      moved |= order[d] != nest[d];
      for (int e = 0; e < n; e++)
        if (nest[e] == order[d])
          perm[d] = e;
    }
    /* A loop parallel where it is may carry dependences once outermost
     * (a wavefront's cells, moved out of their diagonal loop). */
    if (moved && dep_loop_is_parallel(pass_deps(ctx), order[0], false, NULL) &&
        dep_first_parallel_after(pass_deps(ctx), nest, n, perm))
      auto_step(ctx, p, opt, "permute", order, n);
  }
}

/* The arrays the statements under N write (WRITES) or access, into OUT. */
static void arrays_of(struct ir_node *n, void *data) {
  struct ir_vec *out = data;
  if (n->kind != IR_STMT)
    return;
  for (int k = 0; k < n->stmt->accesses.n; k++) {
    struct ir_access *a = n->stmt->accesses.v[k];
    if (!out->n || !out->v[0] || a->is_write) /* out->v[0] == NULL: writes only */
      ir_vec_push(out, a->array);
  }
}

/* Does loop A write an array that loop B accesses? */
static bool feeds(struct ir_node *a, struct ir_node *b) {
  struct ir_vec written = {0}, used = {0};
  ir_vec_push(&written, NULL);
  struct ir_node one = *a, other = *b;
  one.next = other.next = NULL;
  ir_walk(&one, arrays_of, &written);
  ir_walk(&other, arrays_of, &used);
  for (int i = 1; i < written.n; i++)
    for (int k = 0; k < used.n; k++)
      if (written.v[i] == used.v[k])
        return true;
  return false;
}

/* The parallel loops at the top of L, each the only child of the one
 * above, into OUT (at most DEP_MAX_DEPTH); their number. */
static int parallel_band(struct dep_info *info, struct ir_node *l, struct ir_node **out) {
  int n = 0;
  while (n < DEP_MAX_DEPTH && l && l->kind == IR_LOOP && dep_loop_is_parallel(info, l, false, NULL)) {
    out[n++] = l;
    l = l->body && !l->body->next ? l->body : NULL;
  }
  return n;
}

/* Before mapping to the GPU: two adjacent nests whose parallel bands have
 * the same depth, iterators and bounds, where the first writes an array
 * the second uses and every dependence from the first to the second links
 * the same iteration of the bands, are fused band level by band level, so
 * the fused band stays as deep and parallel as each was: gemm's scaling
 * nest 'C[i][j] *= beta' and its product nest become one kernel that reads
 * and writes C once instead of two.  (lu's division loop 'i' and its
 * update band 'i', 'j' stay apart: fused, the band would lose 'j'.)  The
 * fuse pass checks each step. */
static void fuse_nests(struct pass_ctx *ctx, const struct ir_program *p,
                       const struct pass_options *opt) {
  bool again = true;
  while (again) {
    again = false;
    struct ir_vec loops = {0};
    ir_walk(ctx->region->body, collect_loops, &loops);
    for (int k = 0; k < loops.n && !again; k++) {
      struct ir_node *a = loops.v[k], *b = a->next;
      if (!b || b->kind != IR_LOOP || !feeds(a, b))
        continue;
      struct dep_info *info = pass_deps(ctx);
      struct ir_node *ba[DEP_MAX_DEPTH], *bb[DEP_MAX_DEPTH];
      int n = parallel_band(info, a, ba);
      if (!n || parallel_band(info, b, bb) != n)
        continue;
      bool same = true;
      for (int d = 0; d < n && same; d++)
        same = ba[d]->iter == bb[d]->iter && pass_same_header(ba[d], bb[d]);
      if (!same || !dep_fusion_keeps_parallel(info, a, b, n))
        continue;
      for (int d = 0; d < n; d++) {
        struct ir_node *pair[2] = {ba[d], bb[d]};
        if (!auto_step(ctx, p, opt, "fuse", pair, 2))
          break;
        again = true;
      }
    }
  }
}

/* Before mapping to the GPU: keep the array element a reduction loop
 * updates (C[i][j] += ... over k) in a register across the loop, for
 * every reduction loop where scalar-replace can prove it legal (it
 * refuses the others with a remark). */
static void registers_for_reductions(struct pass_ctx *ctx, const struct ir_program *p,
                                     const struct pass_options *opt) {
  struct ir_vec loops = {0}, targets = {0};
  ir_walk(ctx->region->body, collect_loops, &loops);
  struct dep_info *info = pass_deps(ctx);
  for (int k = 0; k < loops.n; k++) {
    struct dep_loop *dl = dep_loop_info(info, loops.v[k]);
    if (!dl || !dl->reduction)
      continue;
    /* Only inside a parallel loop, that is inside a future kernel: on the
     * host the register would be a scalar the kernels cannot share. */
    bool in_kernel = false;
    for (struct ir_node *a = ((struct ir_node *)loops.v[k])->parent; a; a = a->parent)
      in_kernel |= a->kind == IR_LOOP && dep_loop_is_parallel(info, a, false, NULL);
    /* Where map-gpu splits the loop among lanes, they keep the partial
     * results in registers themselves. */
    if (!in_kernel || (!opt->block[0] && pass_map_gpu_lanes(info, loops.v[k])))
      continue;
    bool array = false;
    for (int r = 0; r < dl->reductions.n; r++)
      array |= ((struct ir_stmt *)dl->reductions.v[r])->lhs->kind == IR_E_ACCESS;
    if (array)
      ir_vec_push(&targets, loops.v[k]);
  }
  for (int k = 0; k < targets.n; k++)
    auto_step(ctx, p, opt, "scalar-replace", (struct ir_node **)&targets.v[k], 1);
}

/* After map-gpu: the steps the cost model (passes/gpu_plan.c) picks for
 * each kernel: block tiling, threads and their points, the reduction
 * loop strip-mined, its operands staged in shared memory. */
static void auto_kernel_steps(struct pass_ctx *ctx, const struct ir_program *p,
                              const struct pass_options *opt) {
  struct ir_vec kernels = pass_gpu_kernels(ctx->region);
  for (int i = 0; i < kernels.n; i++) {
    struct ir_kernel *k = ((struct ir_node *)kernels.v[i])->kernel;
    struct pass_gpu_plan plan;
    if (!pass_plan_kernel(ctx, k, opt->block, &plan)) {
      if (plan.why)
        diag_remark(k->loc, "kernel '%s': no block tiles or shared memory, one point per thread: %s",
                    k->name, plan.why);
      continue;
    }
    if (!run_auto_step(ctx, p, opt, "gpu-tile", k->loc, plan.mapped, 2, plan.tile, 2, NULL, NULL))
      continue;
    struct ir_node *points[2];
    points[0] = *pass_gpu_thread_code(k);
    points[1] = points[0]->body;
    if (!run_auto_step(ctx, p, opt, "coarsen", k->loc, points, 2, plan.per, 2, NULL,
                       plan.grouped ? "grouped" : NULL))
      continue;
    /* A stencil's arrays once per block; a product's operands once per
     * step of the strip-mined reduction loop (strip-mine makes RED's node
     * the loop over the steps). */
    if (!plan.nred) {
      struct ir_node *over = pass_gpu_block_loop(k, 0);
      for (int s = 0; s < plan.staged[0].n; s++)
        run_auto_step(ctx, p, opt, "promote", over->loc, &over, 1, NULL, 0, plan.staged[0].v[s],
                      "shared");
      continue;
    }
    for (int r = 0; r < plan.nred; r++) {
      struct ir_node *over = plan.red[r];
      if (!run_auto_step(ctx, p, opt, "strip-mine", over->loc, &over, 1, &plan.red_step, 1, NULL,
                         NULL))
        continue;
      over = plan.red[r];
      for (int s = 0; s < plan.staged[r].n; s++)
        run_auto_step(ctx, p, opt, "promote", over->loc, &over, 1, NULL, 0, plan.staged[r].v[s],
                      plan.words[r].v[s]);
      /* The steps that every point of the tile runs, without coarsen's
       * test of each point's own bounds; the full steps of the reduction
       * loop, unrolled, without the test of its end. */
      for (struct ir_node *n = over->body; n; n = n->next)
        if (n->kind == IR_LOOP && n->body &&
            ((!n->body->next && n->body->kind == IR_IF && n->body->else_body) ||
             n->lb.n + n->ub.n > 2)) {
          run_auto_step(ctx, p, opt, "unswitch", n->loc, &n, 1, NULL, 0, NULL, NULL);
          break;
        }
      /* The next step's tiles load while this one computes, where that
       * pays (pass_pipeline_pays). */
      bool piped = false;
      if (pass_pipeline_pays(k, over, plan.mma)) {
        long stages = plan.stages;
        piped = run_auto_step(ctx, p, opt, "pipeline", over->loc, &over, 1, &stages,
                              stages > 2, NULL, NULL);
      } else
        diag_remark(over->loc,
                    "kernel '%s': loop '%s' keeps one buffer per tile: its fills convert "
                    "elements, or copy ones of fewer than 8 bytes for fewer than 64 points "
                    "per thread, where double buffering measured slower",
                    k->name, over->iter->name);
      /* The full steps on the tensor cores, where the plan shaped the
       * blocks for them. */
      if (plan.mma)
        run_auto_step(ctx, p, opt, "mma", over->loc, &over, 1, NULL, 0, NULL, NULL);
      /* Their fills 16 bytes per copy, where the pipeline made them
       * asynchronous. */
      const struct pass_gpu_limits *lim = pass_gpu_target(ctx);
      if (piped && !ctx->opencl && lim->sm >= 80)
        run_auto_step(ctx, p, opt, "vectorize", over->loc, &over, 1, NULL, 0, NULL, NULL);
    }
    /* Last, the tests that hold (or fail) wherever they stand go
     * (constant sizes the tiles divide). */
    if (plan.nred && pass_gpu_kernel_of(ctx->region, plan.red[plan.nred - 1]) == k)
      run_auto_step(ctx, p, opt, "fold-tests", plan.red[plan.nred - 1]->loc,
                    &plan.red[plan.nred - 1], 1, NULL, 0, NULL, NULL);
  }
}

/* After map-gpu: in the kernels of the simple form, the sequential loops
 * whose iterations pass array elements on to the next get them in
 * registers (passes/rotate.c); such a recurrence then reads the arrays
 * it does not store in groups of BATCH_FACTOR iterations (batch.c). */
static void rotate_in_kernels(struct pass_ctx *ctx, const struct ir_program *p,
                              const struct pass_options *opt) {
  struct ir_vec kernels = pass_gpu_kernels(ctx->region);
  for (int i = 0; i < kernels.n; i++) {
    struct ir_kernel *k = ((struct ir_node *)kernels.v[i])->kernel;
    if (k->tiled || k->lanes || k->persist)
      continue;
    struct ir_vec loops = {0};
    ir_walk(k->body, collect_loops, &loops);
    long factor = BATCH_FACTOR;
    for (int j = 0; j < loops.n; j++)
      if (pass_rotate_possible(loops.v[j]) &&
          auto_step(ctx, p, opt, "rotate", (struct ir_node **)&loops.v[j], 1) &&
          pass_batch_possible(loops.v[j]))
        run_auto_step(ctx, p, opt, "batch", ((struct ir_node *)loops.v[j])->loc,
                      (struct ir_node **)&loops.v[j], 1, &factor, 1, NULL, NULL);
  }
}

/* Consecutive launches at the top of the region that share no data run
 * side by side (passes/concurrent.c); not in host loops, where each
 * iteration would fork and join the streams anew (a recipe may ask). */
static void auto_concurrent(struct pass_ctx *ctx, const struct ir_program *p,
                            const struct pass_options *opt) {
  struct ir_vec groups = pass_concurrent_groups(ctx->region->body);
  for (int g = 0; g < groups.n; g++) {
    struct ir_vec *nodes = groups.v[g];
    struct pass_step st = {.pass = "concurrent",
                           .loc = ((struct ir_node *)nodes->v[0])->loc,
                           .nloops = nodes->n};
    st.loops = ir_alloc(sizeof(char *) * (size_t)nodes->n);
    st.lines = ir_alloc(sizeof(int) * (size_t)nodes->n);
    for (int i = 0; i < nodes->n; i++)
      st.loops[i] = ((struct ir_node *)nodes->v[i])->kernel->name;
    run_step(ctx, p, opt, &st);
  }
}

/* ---------------------------------------------------------------- recipes */

static bool is_identifier(const char *s) {
  for (const char *c = s; *c; c++)
    if (!(*c == '_' || (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') ||
          (c != s && *c >= '0' && *c <= '9')))
      return false;
  return *s != '\0';
}

/* Parse "[KERNEL:]NAME[@LINE]" into *KERNEL (NULL when not given), *NAME
 * and *LINE; false if malformed. */
static bool parse_loop_ref(const char *word, const char **kernel, const char **name, int *line) {
  const char *colon = strchr(word, ':');
  *kernel = NULL;
  if (colon) {
    *kernel = ir_strndup(word, (size_t)(colon - word));
    if (!is_identifier(*kernel))
      return false;
    word = colon + 1;
  }
  const char *at = strchr(word, '@');
  *line = 0;
  if (at) {
    char *end;
    long v = strtol(at + 1, &end, 10);
    if (at == word || *end || end == at + 1 || v <= 0 || v > 100000000)
      return false;
    *line = (int)v;
    *name = ir_strndup(word, (size_t)(at - word));
  } else {
    *name = word;
  }
  return is_identifier(*name);
}

static bool parse_size(const char *word, long *v) {
  char *end;
  long x = strtol(word, &end, 10);
  if (*end || end == word || x <= 0 || x > 1 << 20)
    return false;
  *v = x;
  return true;
}

/* Split S at characters in SEP into words (arena copies). */
static int split(const char *s, const char *sep, char ***out) {
  struct ir_vec v = {0};
  while (*s) {
    size_t n = strcspn(s, sep);
    if (n)
      ir_vec_push(&v, ir_strndup(s, n));
    s += n;
    if (*s)
      s++;
  }
  *out = (char **)v.v;
  return v.n;
}

/* Parse one recipe line into STEP; reports located errors.  The words
 * after the pass name: "promote" takes an array first; "tile",
 * "gpu-tile", "coarsen" and "map-gpu" take comma-separated lists of loops
 * and sizes; "strip-mine" and "unroll" a loop and a size; "coarsen" and
 * "promote" end with a keyword. */
static bool parse_recipe_line(const char *file, int lineno, const char *text, struct pass_step *st) {
  char **w;
  int nw = split(text, " \t\r", &w);
  struct ir_loc loc = {file, lineno, 1};
  const char *first = strstr(text, w[0]);
  loc.col = (int)(first - text) + 1;
  const struct pass_info *pi = pass_lookup(w[0]);
  if (!pi) {
    const char *names[32];
    int n = 0;
    for (const struct pass_info *p = pass_table; p->name && n < 31; p++)
      names[n++] = p->recipe_name;
    const char *hint = diag_closest_name(w[0], names, n);
    diag_error(loc, "unknown transformation '%s'%s%s%s", w[0], hint ? "; did you mean '" : "",
               hint ? hint : "", hint ? "'?" : "");
    return false;
  }
  st->pass = pi->name;
  st->loc = loc;
  const char *name = pi->name;
  bool lists = comma_lists(pi);
  bool takes_size = strcmp(name, "strip-mine") == 0 || strcmp(name, "unroll") == 0 ||
                    strcmp(name, "batch") == 0;
  bool is_expand = strcmp(name, "expand") == 0 || strcmp(name, "snapshot") == 0 ||
                   strcmp(name, "inplace") == 0;
  bool is_promote = strcmp(name, "promote") == 0, is_coarsen = strcmp(name, "coarsen") == 0;
  bool is_map = strcmp(name, "map-gpu") == 0, is_dim = strcmp(name, "map") == 0;
  bool optional_size = strcmp(name, "persist") == 0 || strcmp(name, "pipeline") == 0 ||
                       strcmp(name, "mma") == 0;
  bool is_concurrent = strcmp(name, "concurrent") == 0; /* kernel names */
  int want_loops = strcmp(name, "fuse") == 0 || strcmp(name, "join") == 0 ? 2
                   : lists || strcmp(name, "permute") == 0 || is_concurrent ? -1
                                                                             : 1;
  struct ir_vec loops = {0}, lines = {0}, kernels = {0}, sizes = {0};
  bool ok = true;
  int k = 1;
  if (is_promote || is_expand) {
    if (k < nw && is_identifier(w[k]))
      st->array = w[k++];
    else
      ok = false;
  }
  /* The loop words, then the size words. */
  int loop_words =
      lists || takes_size || is_promote || is_expand || is_dim || optional_size ? 1 : nw - k;
  if (is_promote && nw - k == 1)
    ok = false;
  for (int end = k + loop_words; ok && k < end && k < nw; k++) {
    char **parts;
    int np = lists ? split(w[k], ",", &parts) : (parts = &w[k], 1);
    for (int j = 0; j < np; j++) {
      const char *ln, *kn;
      int *line = ir_alloc(sizeof(int));
      if (!parse_loop_ref(parts[j], &kn, &ln, line)) {
        diag_error(loc, "invalid loop name '%s' (expected NAME, NAME@LINE or KERNEL:NAME)",
                   parts[j]);
        return false;
      }
      ir_vec_push(&loops, (void *)ln);
      ir_vec_push(&lines, line);
      ir_vec_push(&kernels, (void *)kn);
    }
  }
  if (ok && k < nw && (lists || takes_size || optional_size) && !(is_map && nw - k == 0)) {
    char **parts;
    int np = lists ? split(w[k], ",", &parts) : (parts = &w[k], 1);
    for (int j = 0; j < np; j++) {
      long *v = ir_alloc(sizeof(long));
      if (!parse_size(parts[j], v)) {
        diag_error(loc, "invalid size '%s' in '%s' (expected a positive integer)", parts[j],
                   pi->usage);
        return false;
      }
      ir_vec_push(&sizes, v);
    }
    k++;
  }
  if (ok && k < nw && (is_coarsen || is_promote || is_dim)) {
    st->word = w[k++];
    const char *w = st->word;
    bool known = is_promote ? strcmp(w, "shared") == 0 || strcmp(w, "register") == 0 ||
                                  (strncmp(w, "shared:", 7) == 0 && w[7])
                 : is_dim   ? strcmp(w, "x") == 0 || strcmp(w, "y") == 0 || strcmp(w, "z") == 0
                            : strcmp(w, "strided") == 0 || strcmp(w, "contiguous") == 0 ||
                                  strcmp(w, "grouped") == 0;
    if (!known) {
      diag_error(loc, "unknown keyword '%s' in '%s'", st->word, pi->usage);
      return false;
    }
  }
  ok &= k == nw && loops.n > 0 && (want_loops < 0 || loops.n == want_loops);
  if ((strcmp(name, "permute") == 0 || is_concurrent) && loops.n < 2)
    ok = false;
  if (takes_size && sizes.n != 1)
    ok = false;
  if (lists && !is_map && sizes.n != loops.n)
    ok = false;
  if (is_map && (loops.n != 1 || sizes.n > 3))
    ok = false;
  if (optional_size && sizes.n > 1)
    ok = false;
  if ((is_promote || is_dim) && !st->word)
    ok = false;
  if (!ok) {
    diag_error(loc, "malformed '%s' step; expected '%s'", pi->recipe_name, pi->usage);
    return false;
  }
  st->nloops = loops.n;
  st->loops = (const char **)loops.v;
  st->kernels = (const char **)kernels.v;
  st->lines = ir_alloc(sizeof(int) * (size_t)loops.n);
  for (int i = 0; i < loops.n; i++)
    st->lines[i] = *(int *)lines.v[i];
  st->nsizes = sizes.n;
  st->sizes = ir_alloc(sizeof(long) * (size_t)(sizes.n ? sizes.n : 1));
  for (int i = 0; i < sizes.n; i++)
    st->sizes[i] = *(long *)sizes.v[i];
  return true;
}

/* Read and parse the recipe FILE: one step per line, '#' comments. */
static bool read_recipe(const char *file, struct ir_vec *steps) {
  FILE *fp = fopen(file, "r");
  if (!fp) {
    diag_plain(DIAG_ERROR, "cannot open recipe '%s': %s", file, strerror(errno));
    return false;
  }
  struct ir_buf text = {0};
  char chunk[4096];
  size_t n;
  while ((n = fread(chunk, 1, sizeof chunk, fp)) > 0)
    ir_buf_putn(&text, chunk, n);
  fclose(fp);
  diag_register_source(file, text.s ? text.s : "", text.len);
  bool ok = true;
  int lineno = 0;
  const char *s = text.s ? text.s : "";
  const char *func = NULL; /* the region a "# region N: 'F' (FILE:LINE)" line names */
  int func_line = 0;
  while (*s) {
    size_t len = strcspn(s, "\n");
    char *line = ir_strndup(s, len);
    lineno++;
    s += len + (s[len] == '\n');
    char name[256];
    int id, consumed = 0;
    if (sscanf(line, " # region %d: '%255[^']' (%n", &id, name, &consumed) == 2 && consumed) {
      const char *colon = strrchr(line, ':');
      func = ir_strdup(name);
      func_line = colon ? atoi(colon + 1) : 0;
    }
    char *hash = strchr(line, '#');
    if (hash)
      *hash = '\0';
    if (strspn(line, " \t\r") == strlen(line))
      continue;
    struct pass_step *st = ir_alloc(sizeof *st);
    if (parse_recipe_line(file, lineno, line, st)) {
      st->func = func;
      st->func_line = func_line;
      ir_vec_push(steps, st);
    }
    else
      ok = false;
  }
  return ok;
}

/* CUDA kernels whose shared arrays exceed the static limit (48 KB) take
 * them from dynamic shared memory, up to the opt-in limit the passes
 * allowed (pass_gpu_smem_limit): each array at a multiple of 16 bytes. */
static void dynamic_shared(struct pass_ctx *ctx) {
  const struct pass_gpu_limits *lim = pass_gpu_target(ctx);
  struct ir_vec kernels = pass_gpu_kernels(ctx->region);
  for (int i = 0; i < kernels.n; i++) {
    struct ir_kernel *k = ((struct ir_node *)kernels.v[i])->kernel;
    long bytes = 0;
    for (int a = 0; a < k->locals.n; a++) {
      const struct ir_array *t = k->locals.v[a];
      if (t->space == IR_SPACE_SHARED)
        bytes += (pass_gpu_tile_bytes(t, t->pad) + 15) / 16 * 16;
    }
    if (pass_gpu_shared_bytes(k) > lim->smem_static)
      k->dynamic_shared = bytes;
  }
}

/* ---------------------------------------------------------------- the pipeline */

/* Every extent of A is known, so its footprint can be computed at run
 * time. */
static bool footprint_known(const struct ir_array *a) {
  if (pass_pointer_like(a))
    return a->footprint && a->footprint->bounded;
  for (int d = 0; d < a->ndim; d++)
    if (!a->extents[d])
      return false;
  return true;
}

/* When arrays of the region may overlap and their footprints are known,
 * let the passes assume they do not, keeping a copy of the region to run
 * when a run-time check finds an overlap. */
static void start_versioning(struct pass_ctx *ctx) {
  struct ir_vec pairs = {0};
  dep_alias_pairs(ctx->region, &ctx->dep_opt, &pairs);
  if (!pairs.n)
    return;
  for (int k = 0; k < pairs.n; k++)
    if (!footprint_known(pairs.v[k])) {
      diag_remark(ctx->region->loc,
                  "'%s' may overlap other arrays and the elements it touches are unknown: transformations "
                  "must respect the assumed dependences",
                  ((struct ir_array *)pairs.v[k])->name);
      return;
    }
  /* The two versions sit in the branches of an if: a declaration at the
   * region's top level would no longer be visible after it. */
  for (struct ir_node *n = ctx->region->body; n; n = n->next)
    if (n->kind == IR_STMT && n->stmt->kind == IR_S_DECL) {
      diag_remark(n->loc, "cannot check overlapping arrays at run time around the declaration "
                          "of '%s': transformations must respect the assumed dependences",
                  n->stmt->decl->name);
      return;
    }
  ctx->versioning = true;
  ctx->deps_stale = true;
  ctx->region->original = ir_clone_list(ctx->region->body, NULL, NULL);
}

/* Keep the copy and the pairs to check only if some step changed the
 * region. */
static void finish_versioning(struct pass_ctx *ctx) {
  struct ir_region *r = ctx->region;
  if (!ctx->versioning || !ctx->applied.n) {
    r->original = NULL;
    return;
  }
  r->alias_checks = (struct ir_vec){0};
  dep_alias_pairs(r, &ctx->dep_opt, &r->alias_checks);
  diag_remark(r->loc, "the transformed region runs only when %d pair%s of arrays do not overlap "
              "(checked at run time); otherwise the original loops run",
              r->alias_checks.n / 2, r->alias_checks.n == 2 ? "" : "s");
}

static bool has_loop(struct ir_region *r, const char *name, int line, const char *kernel) {
  struct ir_vec loops = region_loops(r);
  for (int k = 0; k < loops.n; k++)
    if (loop_matches(r, loops.v[k], name, line, kernel))
      return true;
  return false;
}

/* --emit=cuda, --emit=opencl: region CTX gets no kernel; say why, where
 * the reason lies (the region's first line when none was given). */
static void no_kernel(struct pass_ctx *ctx) {
  struct ir_region *r = ctx->region;
  struct ir_loc loc = ctx->why && ctx->why_loc.file ? ctx->why_loc : r->loc;
  diag_warning(loc, "region in '%s' gets no GPU kernel: %s", r->func,
               ctx->why ? ctx->why : "map-gpu found nothing to map");
}

/* --emit=cuda, --emit=opencl: the whole file P gets no kernel. */
static void no_kernel_in_file(const struct ir_program *p) {
  struct ir_loc file = {p->file, 0, 0};
  if (p->regions.n)
    diag_warning(file, "no GPU kernel generated: no region could be mapped; the output runs "
                       "entirely on the host");
  else
    diag_warning(file, "no GPU kernel generated: no region to map (mark loop nests with "
                       "'#pragma scop' or name functions with --function=NAME; --remarks says "
                       "why functions were skipped); the output runs entirely on the host");
}

/* --openmp: mark the loops of the final region that the analysis proves
 * parallel, assuming no overlap only where the generated code checks it
 * (a region kept with its original loops). */
static void mark_parallel(struct pass_ctx *ctx) {
  if (ctx->versioning && !ctx->region->original) {
    ctx->versioning = false;
    ctx->deps_stale = true;
  }
  struct dep_info *info = pass_deps(ctx);
  struct ir_vec loops = {0};
  ir_walk(ctx->region->body, collect_loops, &loops);
  for (int k = 0; k < loops.n; k++) {
    struct ir_node *l = loops.v[k];
    l->parallel = dep_loop_info(info, l) && dep_loop_is_parallel(info, l, false, NULL);
  }
}

/* After the transformed code: the final values of the iterators read
 * after the region (the original loops, where they run instead, set
 * them themselves). */
static void append_finals(struct pass_ctx *ctx) {
  struct ir_node **tail = &ctx->region->body;
  while (*tail)
    tail = &(*tail)->next;
  for (int i = 0; i < ctx->finals.n; i++) {
    struct ir_node *n = ctx->finals.v[i];
    struct ir_var *v = n->stmt->lhs->var;
    diag_remark(n->loc, "region %d: loop iterator '%s' is given its final value after the "
                "transformed code", ctx->region->id, v->name);
    *tail = n;
    tail = &n->next;
  }
}

/* The analysis of a region handed to the driver (--emit=deps), or freed. */
static void hand_over(struct pass_ctx *ctx, const struct pass_options *opt) {
  if (opt->deps_out) {
    struct dep_info *info = pass_deps(ctx);
    info->owns_model = true;
    ir_vec_push(opt->deps_out, info);
  } else {
    dep_free(ctx->deps);
    pm_free(ctx->model);
  }
  ctx->deps = NULL;
  ctx->model = NULL;
}

static void collect_node(struct ir_node *n, void *data) { ir_vec_push(data, n); }

/* Kernels are functions of the whole file: the names of region K's are
 * taken for every later region (two scops of one function). */
static void reserve_kernel_names(struct ir_program *p, int k) {
  struct ir_vec nodes = {0};
  ir_walk(((struct ir_region *)p->regions.v[k])->body, collect_node, &nodes);
  for (int i = 0; i < nodes.n; i++) {
    struct ir_node *n = nodes.v[i];
    for (int j = k + 1; n->kind == IR_KERNEL && j < p->regions.n; j++)
      ir_vec_push(&((struct ir_region *)p->regions.v[j])->taken_names, (void *)n->kernel->name);
  }
}

bool pass_run_pipeline(struct ir_program *p, const struct pass_options *opt) {
  struct ir_vec steps = {0};
  if (opt->no_transform) {
    for (int k = 0; k < p->regions.n; k++) {
      struct pass_ctx ctx = {.region = p->regions.v[k], .dep_opt = opt->dep_opt};
      if (diag_remarks_enabled())
        dep_remarks(pass_deps(&ctx));
      if (opt->gpu) {
        ctx.why = "--no-transform applies no step, map-gpu included";
        no_kernel(&ctx);
      }
      if (opt->mark_parallel)
        mark_parallel(&ctx);
      hand_over(&ctx, opt);
    }
    if (opt->gpu)
      no_kernel_in_file(p);
    return diag_error_count() == 0;
  }
  if (opt->recipe && !read_recipe(opt->recipe, &steps))
    return false;
  struct ir_buf saved = {0};
  bool ok = true;
  int nkernels = 0, nshared = 0; /* regions mapped to the GPU, shared-memory kernels */
  struct pass_ctx *ctxs = ir_alloc(sizeof(struct pass_ctx) * (size_t)(p->regions.n + 1));
  for (int k = 0; k < p->regions.n; k++) {
    ctxs[k].region = p->regions.v[k];
    ctxs[k].dep_opt = opt->dep_opt;
    ctxs[k].automatic = !opt->recipe;
    ctxs[k].split = opt->split;
    ctxs[k].gpu = opt->gpu || opt->gpu_recipe;
    ctxs[k].opencl = opt->opencl;
    ctxs[k].no_shared = opt->no_shared;
    if (opt->gpu || opt->gpu_recipe) {
      pass_footprints(pass_model(&ctxs[k]), NULL, true);
    } else {
      /* C needs the footprints of the overlap checks only. */
      struct ir_vec pairs = {0};
      dep_alias_pairs(ctxs[k].region, &ctxs[k].dep_opt, &pairs);
      if (pairs.n)
        pass_footprints(pass_model(&ctxs[k]), &pairs, false);
    }
    ctxs[k].limits = pass_gpu_limits(opt->arch ? opt->arch : 90);
    ctxs[k].tensor_cores = !opt->opencl && !opt->no_tensor_cores && ctxs[k].limits &&
                           ctxs[k].limits->sm >= 80;
    ctxs[k].allow_tf32 = ctxs[k].tensor_cores && opt->allow_tf32;
    /* --split: a scalar whose values are the region's own is a local of
     * the region's function, not an argument it would read unset. */
    if (opt->split && opt->gpu)
      for (int i = 0; i < ctxs[k].region->vars.n; i++) {
        struct ir_var *v = ctxs[k].region->vars.v[i];
        if (v->kind == IR_VAR_SCALAR && !v->local && v->written &&
            !pass_temporary_problem(pass_model(&ctxs[k]), pass_deps(&ctxs[k]), v, NULL))
          v->own_values = true;
      }
    ctxs[k].finals_ok = pass_final_values(ctxs[k].region, &ctxs[k].finals, &ctxs[k].finals_why);
    if (ctxs[k].finals_ok && ctxs[k].finals.n && opt->split) {
      ctxs[k].finals_ok = false;
      ctxs[k].finals_why = ir_printf("loop iterator '%s' is read after it, and with --split the "
                                     "region's function cannot set it",
                                     ((struct ir_node *)ctxs[k].finals.v[0])->stmt->lhs->var->name);
    }
    for (int d = 0; d < 3 && d < opt->ntile_sizes && opt->gpu; d++)
      ctxs[k].tile[d] = (int)opt->tile_sizes[d];
    start_versioning(&ctxs[k]);
    /* The loop verdicts, once, from the analysis the steps will consult. */
    if (diag_remarks_enabled())
      dep_remarks(pass_deps(&ctxs[k]));
  }
  /* A recipe step applies to each region that has its first loop; a
   * step that matches no region is an error (reported against the first). */
  for (int s = 0; s < steps.n && ok; s++) {
    struct pass_step *st = steps.v[s];
    int matched = 0;
    for (int k = 0; k < p->regions.n && ok; k++) {
      struct ir_region *r = ctxs[k].region;
      if (st->func && (strcmp(st->func, r->func) != 0 || (st->func_line && st->func_line != r->loc.line)))
        continue; /* under a "# region" line naming another region */
      if (!has_loop(r, st->loops[0], st->lines[0], st->kernels[0]) &&
          !(strcmp(st->pass, "concurrent") == 0 && pass_gpu_kernel_named(r, st->loops[0])))
        continue;
      matched++;
      if (strcmp(st->pass, "map-gpu") == 0) {
        if (!opt->gpu && !opt->gpu_recipe) {
          diag_error(st->loc, "'map-gpu' needs a GPU target (--emit=cuda or --emit=opencl) or "
                              "--emit=ir");
          ok = false;
          break;
        }
        ok = run_step(&ctxs[k], p, opt, st);
        if (ok) {
          ctxs[k].mapped = true;
          reserve_kernel_names(p, k);
        }
        continue;
      }
      ok = run_step(&ctxs[k], p, opt, st);
    }
    if (!matched && ok) {
      if (strcmp(st->pass, "concurrent") == 0)
        diag_error(st->loc, "no kernel '%s' in any region ('concurrent' names kernels, as "
                   "--print-after=map-gpu shows them)", st->loops[0]);
      else if (p->regions.n)
        pass_find_loop(&ctxs[0], st, 0);
      else
        diag_error(st->loc, "no region to apply '%s' to", st->pass);
      ok = false;
    }
  }
  for (int k = 0; k < p->regions.n; k++) {
    struct pass_ctx ctx = ctxs[k];
    if (opt->gpu && ctx.mapped) {
      nkernels++;
      nshared += ctxs[k].nshared;
    } else if (opt->gpu) {
      ctxs[k].automatic = true;
      if (!opt->recipe)
        remove_array_deps(&ctxs[k], p, opt);
      if (!opt->recipe && !opt->no_reschedule) {
        scalars_in_place(&ctxs[k], p, opt);
        auto_reschedule(&ctxs[k], p, opt);
        auto_wavefront(&ctxs[k], p, opt);
      }
      if (!opt->recipe) {
        deepen_bands(&ctxs[k], p, opt);
        fuse_nests(&ctxs[k], p, opt);
      }
      if (!opt->no_shared)
        registers_for_reductions(&ctxs[k], p, opt);
      struct pass_step st = {.pass = "map-gpu", .loc = ctx.region->loc};
      long sizes[3];
      for (int d = 0; d < 3 && opt->block[d]; d++)
        sizes[st.nsizes++] = opt->block[d];
      st.sizes = sizes;
      /* The region is named by its first loop. */
      struct ir_vec loops = region_loops(ctx.region);
      const char *name;
      int line;
      if (loops.n) {
        st.nloops = 1;
        st.loops = &name;
        st.lines = &line;
        name_loop_at(&ctxs[k], loops.v[0], &st, 0);
      }
      ctxs[k].automatic = true;
      ctxs[k].why = NULL;
      if (run_step(&ctxs[k], p, opt, &st)) {
        nkernels++;
        auto_sync_loops(&ctxs[k], p, opt);
        /* Loops that launch little kernels as often as the problem is
         * large run as one kernel of one block. */
        struct ir_vec hosts = pass_gpu_launch_loops(ctxs[k].region);
        for (int h = 0; h < hosts.n; h++)
          if (!pass_persist_problem(&ctxs[k], hosts.v[h]))
            auto_step(&ctxs[k], p, opt, "persist", (struct ir_node **)&hosts.v[h], 1);
        /* So do time loops around kernels of little work, where their
         * loops are short enough at run time (PERSIST_LIMIT). */
        struct ir_vec times = pass_gpu_time_loops(ctxs[k].region);
        long limit = PERSIST_LIMIT;
        for (int h = 0; h < times.n; h++)
          if (!pass_persist_problem(&ctxs[k], times.v[h]))
            run_auto_step(&ctxs[k], p, opt, "persist", ((struct ir_node *)times.v[h])->loc,
                          (struct ir_node **)&times.v[h], 1, &limit, 1, NULL, NULL);
        if (!opt->no_shared)
          auto_kernel_steps(&ctxs[k], p, opt);
        rotate_in_kernels(&ctxs[k], p, opt);
        if (!opt->opencl)
          auto_concurrent(&ctxs[k], p, opt);
        reserve_kernel_names(p, k);
      } else {
        no_kernel(&ctxs[k]);
      }
      nshared += ctxs[k].nshared;
    } else if (!opt->recipe) {
      auto_bands(&ctxs[k], p, opt, ctx.region->body);
    }
    if ((opt->gpu || opt->gpu_recipe) && !opt->opencl)
      dynamic_shared(&ctxs[k]);
    ctx = ctxs[k];
    finish_versioning(&ctx);
    ctx.region->transformed = ctx.applied.n > 0;
    if (opt->mark_parallel)
      mark_parallel(&ctxs[k]);
    if (ctx.region->transformed)
      append_finals(&ctx);
    if (ctx.applied.n)
      ir_buf_printf(&saved, "# region %d: '%s' (%s:%d)\n", ctx.region->id, ctx.region->func,
                    ctx.region->loc.file, ctx.region->loc.line);
    for (int s = 0; s < ctx.applied.n; s++)
      ir_buf_printf(&saved, "%s\n", (char *)ctx.applied.v[s]);
    hand_over(&ctxs[k], opt);
  }
  if (ok && opt->gpu && !nkernels)
    no_kernel_in_file(p);
  else if (ok && opt->gpu && opt->ntile_sizes && !nshared && !diag_error_count())
    diag_warning((struct ir_loc){p->file, 0, 0},
                 "--tile-sizes has no effect: no kernel takes the shared-memory form");
  if (ok && opt->save_recipe) {
    FILE *fp = fopen(opt->save_recipe, "w");
    if (!fp || fputs(saved.s ? saved.s : "", fp) < 0 || fclose(fp) != 0) {
      diag_plain(DIAG_ERROR, "cannot write recipe '%s': %s", opt->save_recipe, strerror(errno));
      return false;
    }
  }
  return ok && diag_error_count() == 0;
}
