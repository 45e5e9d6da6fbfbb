/* persist.c - the persist pass: a host loop that launches kernels, each
 * of little work, as often as the problem is large (durbin's k, trisolv's
 * c) runs with everything it holds as one kernel of one block (struct
 * ir_kernel's persist), which loops where the host did and separates the
 * former kernels by barriers instead of launches.
 *
 * Every thread of the block runs the loop's code alike: its loops and
 * ifs test loop iterators and parameters only, and its scalar statements
 * read scalars and arrays the region never writes (map-gpu keeps no
 * others on the host), so each thread holds the same values.  What the
 * kernels did is shared out:
 * - a kernel of one parallel loop (the simple form, one dimension): the
 *   loop, mapped IR_MAP_LANE, runs iterations threadIdx.x, + blockDim.x,
 *   ... ; the guard is dropped (the loop's bounds are exact);
 * - a kernel of one thread: its code, on thread 0 (an IF marked lane0);
 * - a reduction's two kernels (struct ir_reduce): its loop, mapped
 *   IR_MAP_LANE with lanes (struct ir_node's), sums each thread's part,
 *   the tree gives every thread the total, and the update of the target
 *   follows, by every thread for a scalar (each its own copy), by thread
 *   0 for an element;
 * and a barrier follows each of them: what one thread wrote, the others
 * read only after it.  The scalars the loop writes are the kernel's: one
 * that every iteration sets before reading it is declared in the kernel;
 * any other comes in as a parameter, and then nothing may read it after
 * the loop (the host's copy is not updated), so the loop must be at the
 * top of the region.  The reductions' partial-result buffers go. */
#include "passes.h"

/* Does node N (N alone: what it nests, a kernel's code and values) use
 * variable V? */
static bool node_mentions(const struct ir_node *n, const struct ir_var *v) {
  if (n->kind != IR_KERNEL) {
    struct ir_node one = *n;
    one.next = NULL;
    return pass_gpu_list_mentions(&one, v);
  }
  for (int i = 0; i < n->kernel->scalars.n; i++)
    if (n->kernel->scalars.v[i] == v)
      return true;
  return pass_gpu_list_mentions(n->kernel->body, v);
}

/* Is V set at the top level of the list FIRST by an unconditional
 * assignment V = E (E not reading V) before anything in the list uses
 * it: does every run of the list set V before reading it? */
static bool set_first(const struct ir_node *first, const struct ir_var *v) {
  for (const struct ir_node *n = first; n; n = n->next) {
    if (n->kind == IR_STMT && n->stmt->kind == IR_S_ASSIGN && n->stmt->op == '=' &&
        !n->stmt->guard && n->stmt->lhs->kind == IR_E_VAR && n->stmt->lhs->var == v)
      return !pass_gpu_mentions(n->stmt->rhs, v);
    if (node_mentions(n, v))
      return false;
  }
  return false;
}

/* The scalars the host code in list FIRST writes (statements, and the
 * targets reductions copy back to the host), into OUT. */
static void written_scalars(const struct ir_node *first, struct ir_vec *out) {
  for (const struct ir_node *n = first; n; n = n->next) {
    struct ir_var *v = NULL;
    if (n->kind == IR_LOOP)
      written_scalars(n->body, out);
    else if (n->kind == IR_IF) {
      written_scalars(n->then_body, out);
      written_scalars(n->else_body, out);
    } else if (n->kind == IR_STMT && n->stmt->kind == IR_S_ASSIGN && n->stmt->lhs->kind == IR_E_VAR)
      v = n->stmt->lhs->var;
    else if (n->kind == IR_KERNEL && n->kernel->reduce)
      v = n->kernel->reduce->to_host;
    bool seen = false;
    for (int k = 0; v && k < out->n; k++)
      seen |= out->v[k] == v;
    if (v && !seen)
      ir_vec_push(out, v);
  }
}

/* Why the kernels in list FIRST cannot become steps of a persistent
 * kernel, or NULL. */
static const char *kernels_problem(const struct ir_node *first) {
  for (const struct ir_node *n = first; n; n = n->next) {
    const char *why = NULL;
    if (n->kind == IR_LOOP)
      why = kernels_problem(n->body);
    else if (n->kind == IR_IF && !(why = kernels_problem(n->then_body)))
      why = kernels_problem(n->else_body);
    else if (n->kind == IR_STMT && n->stmt->kind == IR_S_ASSIGN && n->stmt->lhs->kind != IR_E_VAR)
      why = ir_printf("line %d stores to an array in the host code", n->loc.line);
    else if (n->kind == IR_STMT && n->stmt->kind == IR_S_ARRAY_DECL)
      why = ir_printf("it declares the array '%s' (line %d), which its kernels share",
                      n->stmt->array->name, n->loc.line);
    else if (n->kind == IR_KERNEL) {
      const struct ir_kernel *k = n->kernel;
      if (k->reduce && !k->reduce->combine &&
          !(n->next && n->next->kind == IR_KERNEL && n->next->kernel->reduce &&
            n->next->kernel->reduce->combine))
        why = ir_printf("reduction kernel '%s' is not followed by its total's", k->name);
      else if (k->lanes || k->tiled || k->ndims > 1)
        why = ir_printf("kernel '%s' is not one parallel loop", k->name);
      else if (k->ndims == 1 && (k->box[0] || k->body->kind != IR_LOOP ||
                                 k->body->map != IR_MAP_BLOCK_THREAD || k->body->next))
        why = ir_printf("kernel '%s' is not of the simple form", k->name);
    }
    if (why)
      return why;
  }
  return NULL;
}

/* Does the code of region R outside loop L, from the list FIRST on, use
 * variable V? */
static bool used_outside(const struct ir_node *first, const struct ir_node *l,
                         const struct ir_var *v) {
  for (const struct ir_node *n = first; n; n = n->next) {
    if (n == l)
      continue;
    if (n->kind == IR_LOOP &&
        (pass_gpu_bound_uses(&n->lb, v) || pass_gpu_bound_uses(&n->ub, v) ||
         used_outside(n->body, l, v)))
      return true;
    if (n->kind == IR_IF && (pass_gpu_mentions(n->cond, v) || used_outside(n->then_body, l, v) ||
                             used_outside(n->else_body, l, v)))
      return true;
    if ((n->kind == IR_STMT || n->kind == IR_KERNEL) && node_mentions(n, v))
      return true;
  }
  return false;
}

const char *pass_persist_problem(struct pass_ctx *ctx, const struct ir_node *l) {
  struct ir_region *r = ctx->region;
  if (l->kind != IR_LOOP || pass_gpu_kernel_of(r, l))
    return "it is not a loop of the host code";
  const char *why = kernels_problem(l->body);
  if (why)
    return why;
  /* The scalars it writes are the kernel's: the host's copies keep their
   * values. */
  struct ir_vec written = {0};
  written_scalars(l->body, &written);
  for (int k = 0; k < written.n; k++) {
    const struct ir_var *v = written.v[k];
    if (v->live_out)
      return ir_printf("the scalar '%s' it sets may be read after the region", v->name);
    if (set_first(l->body, v)) { /* no value comes in */
      if (used_outside(r->body, l, v))
        return ir_printf("the scalar '%s' it sets is used outside it", v->name);
      continue;
    }
    if (l->parent)
      return ir_printf("it carries the scalar '%s' from one iteration to the next inside another "
                       "loop", v->name);
    for (const struct ir_node *n = l->next; n; n = n->next)
      if (node_mentions(n, v))
        return ir_printf("line %d reads the scalar '%s' it sets", n->loc.line, v->name);
  }
  return NULL;
}

/* ---------------------------------------------------------------- the transformation */

#define PERSIST_OPENCL_THREADS 256

struct persist {
  struct pass_ctx *ctx;
  struct ir_kernel *first; /* the first kernel the loop launched */
  int threads;
  int nkernels; /* the kernels it launched, a reduction's two included */
};

/* CODE on thread 0 of the block. */
static struct ir_node *on_thread0(struct ir_node *code, struct ir_loc loc) {
  struct ir_node *once = ir_node_new(IR_IF, loc);
  once->lane0 = true;
  once->then_body = code;
  return once;
}

/* Kernel node N (for a reduction the first of its pair) as steps of the
 * persistent kernel: returns the first node made and sets *LAST to the
 * barrier that ends them, whose next is what followed N (or its pair). */
static struct ir_node *step_of(struct persist *P, struct ir_node *n, struct ir_node **last) {
  const struct ir_kernel *k = n->kernel;
  struct ir_node *after = n->next, *step;
  /* The kernel's code is copied: a versioned loop keeps the launches. */
  struct ir_node *body = ir_clone_list(k->body, NULL, NULL);
  if (k->reduce) {
    /* PART = identity; loop { PART op= E } becomes the lanes' loop (the
     * printer declares PART); then the total's T op= TOTAL, with the
     * lanes' total PART, and no copy to the host. */
    const struct ir_kernel *total = after->kernel;
    after = after->next;
    struct ir_node *loop = body->next;
    loop->map = IR_MAP_LANE;
    loop->map_dim = 0;
    loop->iter_declared = true;
    loop->lanes = ir_alloc(sizeof *loop->lanes);
    *loop->lanes = (struct ir_lanes){k->reduce->op, k->reduce->part, k->reduce->shared, 0,
                                     P->threads};
    struct ir_node *apply = ir_clone_list(total->body, NULL, NULL);
    apply->next = NULL;
    apply->stmt->rhs->var = k->reduce->part;
    loop->next = apply->stmt->lhs->kind == IR_E_VAR ? apply : on_thread0(apply, apply->loc);
    step = loop;
  } else if (k->ndims == 1) {
    struct ir_node *loop = body, *guard = loop->body;
    loop->map = IR_MAP_LANE;
    loop->map_dim = 0;
    loop->iter_declared = true;
    if (guard->kind == IR_IF && guard->guard && !guard->next)
      loop->body = guard->then_body; /* the loop's bounds are the band's own */
    step = loop;
  } else {
    step = on_thread0(body, n->loc);
  }
  P->nkernels += k->reduce ? 2 : 1;
  struct ir_node *end = step;
  while (end->next)
    end = end->next;
  end->next = pass_gpu_barrier(n->loc);
  *last = end->next;
  (*last)->next = after;
  return step;
}

/* The list at *SLOT, host code, as the persistent kernel's code. */
static void convert(struct persist *P, struct ir_node **slot) {
  for (struct ir_node *n; (n = *slot);) {
    if (n->kind == IR_LOOP) {
      convert(P, &n->body);
    } else if (n->kind == IR_IF) {
      convert(P, &n->then_body);
      convert(P, &n->else_body);
    } else if (n->kind == IR_KERNEL) {
      if (!P->first)
        P->first = n->kernel;
      struct ir_node *last;
      *slot = step_of(P, n, &last);
      slot = &last->next;
      continue;
    }
    slot = &n->next;
  }
}

static bool launches(const struct ir_node *first) {
  for (const struct ir_node *n = first; n; n = n->next)
    if (n->kind == IR_KERNEL || (n->kind == IR_LOOP && launches(n->body)) ||
        (n->kind == IR_IF && (launches(n->then_body) || launches(n->else_body))))
      return true;
  return false;
}

/* Is array A used by a kernel of region R? */
static bool kernels_use(struct ir_region *r, const struct ir_array *a) {
  struct ir_vec kernels = pass_gpu_kernels(r);
  for (int i = 0; i < kernels.n; i++) {
    const struct ir_kernel *k = ((struct ir_node *)kernels.v[i])->kernel;
    for (int j = 0; j < k->arrays.n; j++)
      if (k->arrays.v[j] == a)
        return true;
  }
  return false;
}

/* The loops of the kernels under the list FIRST that spread over the
 * threads (a 1-D kernel's band, a reduction's loop), into OUT. */
static void spread_loops(const struct ir_node *first, struct ir_vec *out) {
  for (const struct ir_node *n = first; n; n = n->next) {
    if (n->kind == IR_LOOP)
      spread_loops(n->body, out);
    else if (n->kind == IR_IF) {
      spread_loops(n->then_body, out);
      spread_loops(n->else_body, out);
    } else if (n->kind == IR_KERNEL && n->kernel->reduce && !n->kernel->reduce->combine)
      ir_vec_push(out, n->kernel->body->next);
    else if (n->kind == IR_KERNEL && n->kernel->ndims == 1)
      ir_vec_push(out, n->kernel->body);
  }
}

/* Does every loop that spreads over the threads under L run at most
 * LIMIT iterations: the condition, over parameters only, or NULL with
 * *WHY. */
static struct ir_expr *limit_cond(const struct ir_node *l, long limit, const char **why) {
  struct ir_vec loops = {0};
  spread_loops(l->body, &loops);
  struct ir_expr *cond = NULL;
  struct ir_type t = {IR_T_LONG, false, false};
  struct ir_vec seen = {0};
  for (int i = 0; i < loops.n; i++) {
    const struct ir_node *s = loops.v[i];
    const struct ir_bound *b[2] = {&s->lb, &s->ub};
    for (int e = 0; e < 2; e++)
      for (int p = 0; p < b[e]->n; p++)
        for (int v = 0; v < b[e]->parts[p]->nterms; v++)
          if (b[e]->parts[p]->terms[v].var->kind != IR_VAR_PARAM) {
            *why = ir_printf("the bounds of loop '%s' (line %d) are not sizes known before it",
                             s->iter->name, s->loc.line);
            return NULL;
          }
    /* min(ub) - max(lb) + 1 <= ub[0] - lb[0] + 1 */
    struct ir_aff *trips = ir_aff_add_const(ir_aff_sub(s->ub.parts[0], s->lb.parts[0]), 1);
    if (s->step != 1 && s->step != -1) {
      *why = ir_printf("loop '%s' (line %d) steps by %ld", s->iter->name, s->loc.line, s->step);
      return NULL;
    }
    if (ir_aff_is_const(trips) && trips->cst > limit) {
      *why = ir_printf("loop '%s' (line %d) runs %ld iterations", s->iter->name, s->loc.line,
                       trips->cst);
      return NULL;
    }
    bool dup = ir_aff_is_const(trips); /* at most LIMIT */
    for (int j = 0; j < seen.n; j++)
      dup |= ir_aff_equal(seen.v[j], trips);
    if (dup)
      continue;
    ir_vec_push(&seen, trips);
    cond = pass_gpu_and(cond, ir_expr_binary(IR_OP_LE, ir_expr_from_aff(trips, t, l->loc),
                                             pass_gpu_const(limit, l->loc),
                                             (struct ir_type){IR_T_INT, false, false}));
  }
  if (!cond)
    *why = "it launches no kernel whose loop spreads over threads";
  return cond;
}

bool pass_persist(struct pass_ctx *ctx, const struct pass_step *step) {
  struct ir_region *r = ctx->region;
  struct ir_node *l = pass_find_loop(ctx, step, 0);
  if (!l)
    return false;
  const char *why = launches(l->body) ? pass_persist_problem(ctx, l)
                                       : "it launches no kernel (persist follows map-gpu)";
  long limit = step->nsizes ? step->sizes[0] : 0;
  struct ir_expr *cond = NULL;
  if (!why && limit)
    cond = limit_cond(l, limit, &why);
  if (why) {
    pass_refuse(ctx, step->loc, "loop '%s' (line %d) cannot run as one persistent kernel: %s",
                l->iter->name, l->loc.line, why);
    return false;
  }
  /* The target's most threads per block; for OpenCL 256, which common
   * devices take (the standard promises less, PoCL takes 4096). */
  int threads = ctx->limits ? ctx->limits->threads_per_block : 1024;
  if (ctx->opencl && threads > PERSIST_OPENCL_THREADS)
    threads = PERSIST_OPENCL_THREADS;
  struct persist P = {ctx, NULL, threads, 0};
  int nkernels = pass_gpu_kernels(r).n;
  /* The scalars every iteration sets first are the kernel's own. */
  struct ir_vec written = {0};
  written_scalars(l->body, &written);
  /* if (L runs && its loops are short) persistent kernel; else the
   * launches (or nothing) */
  bool versioned = cond != NULL;
  struct ir_expr *shortc = cond;
  cond = pass_gpu_and(pass_gpu_runs(l), cond);
  struct ir_node *node = ir_node_new(IR_KERNEL, l->loc), *at = node;
  if (cond) {
    at = ir_node_new(IR_IF, l->loc);
    at->cond = cond;
    at->then_body = node;
  }
  at->parent = l->parent;
  at->next = l->next;
  *ir_node_slot(r, l) = at;
  l->next = NULL;
  struct ir_node *loop = l;
  if (versioned) {
    at->else_body = l;
    loop = ir_clone_list(l, NULL, NULL);
  }
  convert(&P, &loop->body);
  struct ir_kernel *k = ir_alloc(sizeof *k);
  *k = (struct ir_kernel){.name = P.first->name, .id = P.first->id, .loc = l->loc,
                          .block = {P.threads, 1, 1}, .persist = loop};
  if (versioned) { /* the launches keep their kernels */
    k->id = nkernels;
    k->name = pass_fresh_name(ctx, ir_printf("%s_kernel%d", r->func, k->id));
    ir_vec_push(&r->taken_names, (void *)k->name);
  }
  k->body = loop;
  for (int i = written.n - 1; i >= 0; i--) {
    struct ir_var *v = written.v[i];
    if (!set_first(loop->body, v))
      continue;
    struct ir_stmt *decl = pass_gpu_new_stmt(IR_S_DECL, l->loc);
    decl->decl = v;
    decl->lhs = pass_gpu_var(v, l->loc);
    struct ir_node *d = pass_gpu_stmt_node(decl);
    d->next = k->body;
    k->body = d;
  }
  pass_gpu_link(k->body, NULL);
  node->kernel = k;
  pass_gpu_kernel_uses(k);
  /* The offsets of the device copies its former kernels took
   * (pass_device_offsets). */
  for (int i = 0; i < k->arrays.n; i++) {
    struct ir_array *a = k->arrays.v[i];
    if (a->device_first)
      ir_vec_push(&k->scalars, a->device_first);
  }
  if (at != node) {
    pass_gpu_link(at->then_body, at);
    pass_gpu_link(at->else_body, at);
  }
  /* The reductions' partial results were the kernels' only. */
  int w = 0;
  for (int i = 0; i < r->arrays.n; i++) {
    struct ir_array *a = r->arrays.v[i];
    if (a->origin == IR_ARR_DEVICE && !kernels_use(r, a))
      continue;
    a->id = w;
    r->arrays.v[w++] = a;
  }
  r->arrays.n = w;
  const char *what = P.nkernels == 1 ? "the kernel it launched as a step"
                                     : ir_printf("the %d kernels it launched as steps", P.nkernels);
  if (versioned) {
    struct ir_buf c = {0};
    ir_print_expr_c(shortc, &c);
    diag_remark(l->loc, "loop '%s' runs in kernel '%s' on one block of %d threads, with %s between "
                "barriers, where its kernels' loops run at most %ld iterations (%s); otherwise "
                "it launches them", l->iter->name, k->name, P.threads, what, limit, c.s);
  } else {
    diag_remark(l->loc, "loop '%s' runs in kernel '%s' on one block of %d threads, with %s "
                "between barriers: each launch did little work, as often as the problem is "
                "large", l->iter->name, k->name, P.threads, what);
  }
  return true;
}
