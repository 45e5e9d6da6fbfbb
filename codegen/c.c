/* c.c - the C code generator (--emit=c), last stage of the pipeline:
 * writes the main input file back out verbatim, except that the text of
 * every region is replaced by C printed from the region's (possibly
 * transformed) IR.  The generated code must behave exactly like the
 * original when compiled with gcc, so expressions are printed from their
 * stored trees (literals, casts and parentheses that matter kept) and
 * only loop bounds, which are integer affine forms, come from the affine
 * representation.  Every region reports which code ran, transformed or
 * original, under TILEC_PROFILE (a small helper printed once, before the
 * function of the first region). */
#include "codegen.h"

#include <string.h>

/* Where and how one region's code is being printed. */
struct cg_c {
  struct ir_buf *out;
  const char *base; /* indentation of nesting depth 0 */
  const char *unit; /* one level of indentation */
  const struct ir_program *p;
  struct ir_vec lines; /* (char *) start of each line of p->source, for blank-line lookups */
  const struct cg_options *opt;
  bool omp; /* --openmp: mark the loops the passes proved parallel */
  const struct cg_c_hooks *hooks; /* the CUDA emitter's, or NULL */
  const struct ir_region *r;      /* the region printed (--emit=c only) */
  int marked;                     /* loops marked '#pragma omp parallel for' so far */
};

/* An expression in the printer's mode: device code accesses every
 * multi-dimensional array through a flat pointer. */
static void put_expr(struct cg_c *g, const struct ir_expr *e) {
  if (g->hooks && (g->hooks->flat || g->hooks->expr))
    ir_print_expr_hooked(e, g->hooks->flat, g->hooks->expr, g->out);
  else
    ir_print_expr_c(e, g->out);
}

/* Type T in the printer's target language. */
static const char *type_name(const struct cg_c *g, struct ir_type t) {
  if (g->hooks && g->hooks->expr && g->hooks->expr->type_name)
    return g->hooks->expr->type_name(t);
  return ir_type_name(t);
}

/* The type variable V is declared with: long for an unsigned iterator
 * in device code (ir_device_long_iter). */
static const char *var_type_name(const struct cg_c *g, const struct ir_var *v) {
  if (g->hooks && g->hooks->expr && g->hooks->expr->device && ir_device_long_iter(v))
    return type_name(g, (struct ir_type){IR_T_LONG, false, false});
  return type_name(g, v->type);
}

static void emit_nodes(struct cg_c *g, const struct ir_node *n, int depth);
static char *omp_pragma(const struct ir_node *n);

/* Start a line at nesting DEPTH. */
static void put_indent(struct cg_c *g, int depth) {
  ir_buf_puts(g->out, g->base);
  for (int i = 0; i < depth; i++)
    ir_buf_puts(g->out, g->unit);
}

/* ---------------------------------------------------------------- loops */

/* The initial value of a loop from a bound of several parts: the max
 * (lower bound, WANT_MAX) or min of the parts, as nested conditional
 * expressions since C has no max/min. */
char *cg_c_bound(const struct ir_bound *b, bool want_max) {
  char *s = ir_aff_str(b->parts[0]);
  for (int i = 1; i < b->n; i++) {
    char *t = ir_aff_str(b->parts[i]);
    s = ir_printf("(%s %c %s ? %s : %s)", s, want_max ? '>' : '<', t, s, t);
  }
  return s;
}

/* The end test of loop N: one comparison per part of the bound it runs
 * towards, joined by &&; strict loops print i < ub + 1 (i > lb - 1). */
static char *loop_test(const struct ir_node *n) {
  /* Bounds are signed: compare an unsigned iterator as a long. */
  const char *it = ir_type_is_unsigned_int(n->iter->type) ? ir_printf("(long)%s", n->iter->name)
                                                           : n->iter->name;
  bool up = n->step > 0;
  const struct ir_bound *b = up ? &n->ub : &n->lb;
  struct ir_buf s = {0};
  for (int i = 0; i < b->n; i++) {
    const struct ir_aff *part = b->parts[i];
    const struct ir_aff *moved = n->strict ? ir_aff_add_const(part, up ? 1 : -1) : NULL;
    if (i)
      ir_buf_puts(&s, " && ");
    if (moved)
      ir_buf_printf(&s, "%s %s %s", it, up ? "<" : ">", ir_aff_str(moved));
    else
      ir_buf_printf(&s, "%s %s %s", it, up ? "<=" : ">=", ir_aff_str(part));
  }
  return s.s;
}

/* i++, i--, i += 4, i -= 2. */
static char *loop_step(const struct ir_node *n) {
  const char *it = n->iter->name;
  if (n->step == 1)
    return ir_printf("%s++", it);
  if (n->step == -1)
    return ir_printf("%s--", it);
  if (n->step > 0)
    return ir_printf("%s += %ld", it, n->step);
  return ir_printf("%s -= %lu", it, 0UL - (unsigned long)n->step);
}

/* A body of one loop or one assignment needs no braces; declarations
 * (not statements in C), ifs (dangling else) and lists do. */
static bool needs_braces(const struct ir_node *body) {
  if (!body || body->next)
    return true;
  if (body->kind == IR_LOOP)
    return body->unroll; /* a pragma is no statement */
  return body->kind != IR_STMT || body->stmt->kind != IR_S_ASSIGN;
}

/* Loop N as a C for loop: init from the bound it starts at, end test
 * from the other, declaring the iterator in the header only where the
 * original did (otherwise its final value stays visible after the loop,
 * as in the original).  A loop marked for OpenMP whose end is a min or
 * max of several parts gets that end computed into a variable first, in
 * a block of its own: OpenMP's canonical loop form allows one comparison
 * with a loop-invariant value, not a conjunction. */
static void emit_loop(struct cg_c *g, const struct ir_node *n, int depth) {
  const struct ir_var *it = n->iter;
  bool up = n->step > 0;
  char *init = cg_c_bound(up ? &n->lb : &n->ub, up);
  char *omp = g->omp ? omp_pragma(n) : NULL;
  char *test = loop_test(n);
  const struct ir_bound *end = up ? &n->ub : &n->lb;
  bool block = omp && end->n > 1;
  if (block) {
    /* i < n && i < m becomes i < i_end with i_end = min(n, m); strict
     * tests compare with the bound moved by one, as loop_test prints. */
    struct ir_bound moved = {end->n, ir_alloc(sizeof(struct ir_aff *) * (size_t)end->n)};
    for (int k = 0; k < end->n; k++)
      moved.parts[k] = n->strict ? ir_aff_add_const(end->parts[k], up ? 1 : -1) : end->parts[k];
    const char *var = cg_fresh_name(g->r, ir_printf("%s_end", it->name));
    put_indent(g, depth);
    ir_buf_puts(g->out, "{\n");
    depth++;
    put_indent(g, depth);
    ir_buf_printf(g->out, "const %s %s = %s;\n", type_name(g, it->type), var,
                  cg_c_bound(&moved, !up));
    test = ir_printf("%s %s%s %s", it->name, up ? "<" : ">", n->strict ? "" : "=", var);
  }
  if (omp) {
    put_indent(g, depth);
    ir_buf_printf(g->out, "%s\n", omp);
    g->marked++;
  }
  if (n->unroll) {
    put_indent(g, depth);
    ir_buf_puts(g->out, "#pragma unroll\n");
  }
  put_indent(g, depth);
  ir_buf_puts(g->out, "for (");
  if (n->iter_declared)
    ir_buf_printf(g->out, "%s ", var_type_name(g, it));
  ir_buf_printf(g->out, "%s = %s; %s; %s)", it->name, init, test, loop_step(n));
  if (!needs_braces(n->body)) {
    ir_buf_puts(g->out, "\n");
    emit_nodes(g, n->body, depth + 1);
  } else {
    ir_buf_puts(g->out, " {\n");
    emit_nodes(g, n->body, depth + 1);
    put_indent(g, depth);
    ir_buf_puts(g->out, "}\n");
  }
  if (block) {
    put_indent(g, depth - 1);
    ir_buf_puts(g->out, "}\n");
  }
}

/* ---------------------------------------------------------------- OpenMP */

static void collect_nodes(struct ir_node *n, void *data) { ir_vec_push(data, n); }

void cg_undeclared_iterators(const struct ir_node *body, struct ir_vec *out) {
  struct ir_vec nodes = {0};
  ir_walk((struct ir_node *)body, collect_nodes, &nodes);
  for (int k = 0; k < nodes.n; k++) {
    struct ir_node *m = nodes.v[k];
    if (m->kind != IR_LOOP || m->iter_declared)
      continue;
    bool dup = false;
    for (int j = 0; j < out->n; j++)
      dup |= out->v[j] == m->iter;
    if (!dup)
      ir_vec_push(out, m->iter);
  }
}

/* Iterators of loops inside N that are declared outside their loop
 * header: shared by default in OpenMP, so they must be made private. */
static char *inner_iterators(const struct ir_node *n) {
  struct ir_vec its = {0};
  struct ir_buf b = {0};
  cg_undeclared_iterators(n->body, &its);
  for (int k = 0; k < its.n; k++)
    ir_buf_printf(&b, "%s%s", b.len ? ", " : "", ((struct ir_var *)its.v[k])->name);
  return b.s;
}

/* Scalars written inside loop N but declared outside it: sharing them
 * would race, so N is not marked. */
static bool writes_outer_scalar(const struct ir_node *n) {
  struct ir_vec nodes = {0};
  ir_walk(n->body, collect_nodes, &nodes);
  for (int k = 0; k < nodes.n; k++) {
    struct ir_node *m = nodes.v[k];
    if (m->kind != IR_STMT || m->stmt->kind != IR_S_ASSIGN || m->stmt->lhs->kind != IR_E_VAR)
      continue;
    struct ir_var *v = m->stmt->lhs->var;
    bool declared_inside = false;
    for (int j = 0; j < nodes.n; j++) {
      struct ir_node *d = nodes.v[j];
      declared_inside |= d->kind == IR_STMT && d->stmt->kind == IR_S_DECL && d->stmt->decl == v;
    }
    if (!declared_inside)
      return true;
  }
  return false;
}

static bool markable(const struct ir_node *n);

static bool inside_marked(const struct ir_node *n) {
  for (const struct ir_node *p = n->parent; p; p = p->parent)
    if (p->kind == IR_LOOP && markable(p))
      return true;
  return false;
}

/* Does marking loop N make private an iterator whose final value is read
 * after the region (its own, when declared outside its header, or an
 * inner loop's)?  Private copies leave the variable undefined after the
 * loop, and lastprivate would not match the sequential value where the
 * last iteration runs no inner loop or N runs no iteration, so such a
 * loop stays sequential. */
static bool privatises_live_out(const struct ir_node *n) {
  if (!n->iter_declared && n->iter->live_out)
    return true;
  struct ir_vec its = {0};
  cg_undeclared_iterators(n->body, &its);
  for (int k = 0; k < its.n; k++)
    if (((const struct ir_var *)its.v[k])->live_out)
      return true;
  return false;
}

static bool markable(const struct ir_node *n) {
  return n->parallel && !writes_outer_scalar(n) && !privatises_live_out(n);
}

/* '#pragma omp parallel for' for the outermost loop of a nest that is
 * proved parallel, with the private clause its inner iterators need;
 * NULL for any other loop. */
static char *omp_pragma(const struct ir_node *n) {
  if (!markable(n) || inside_marked(n))
    return NULL;
  char *priv = inner_iterators(n);
  return ir_printf("#pragma omp parallel for%s%s%s", priv ? " private(" : "", priv ? priv : "",
                   priv ? ")" : "");
}

/* ---------------------------------------------------------------- ifs and statements */

/* if/else with braces; an else branch that is a single if prints as
 * "else if". */
static void emit_if(struct cg_c *g, const struct ir_node *n, int depth) {
  put_indent(g, depth);
  for (;;) {
    ir_buf_puts(g->out, "if (");
    put_expr(g, n->cond);
    ir_buf_puts(g->out, ") {\n");
    emit_nodes(g, n->then_body, depth + 1);
    put_indent(g, depth);
    const struct ir_node *e = n->else_body;
    if (!e) {
      ir_buf_puts(g->out, "}\n");
      return;
    }
    if (e->kind == IR_IF && !e->next) {
      ir_buf_puts(g->out, "} else ");
      n = e;
      continue;
    }
    ir_buf_puts(g->out, "} else {\n");
    emit_nodes(g, e, depth + 1);
    put_indent(g, depth);
    ir_buf_puts(g->out, "}\n");
    return;
  }
}

/* "double sum = 0;", "sum += a * b;": the declared type is the
 * variable's, expressions print from their trees. */
static void emit_stmt(struct cg_c *g, const struct ir_stmt *s, int depth) {
  if (s->kind == IR_S_COMMIT) {
    if (!g->hooks || !g->hooks->async_commit)
      ir_internal_error("commit of asynchronous copies for a target without them");
    put_indent(g, depth);
    ir_buf_printf(g->out, "%s;\n", g->hooks->async_commit);
    return;
  }
  put_indent(g, depth);
  if (s->kind == IR_S_BARRIER) {
    if (!g->hooks || !g->hooks->barrier)
      ir_internal_error("barrier outside device code");
    if (s->pending) {
      if (!g->hooks->async_wait_pending)
        ir_internal_error("wait for some asynchronous copies for a target without them");
      ir_buf_printf(g->out, "%s<%d>();\n", g->hooks->async_wait_pending, s->pending);
      put_indent(g, depth);
    } else if (s->async && g->hooks->async_wait) {
      ir_buf_printf(g->out, "%s;\n", g->hooks->async_wait);
      put_indent(g, depth);
    }
    ir_buf_printf(g->out, "%s;\n", g->hooks->barrier);
    return;
  }
  if (s->async && s->vec > 1 && s->rhs->kind != IR_E_COND && !s->vec_count && g->hooks &&
      g->hooks->async_copy_v) {
    /* "F<N>(&T[..], &A[..])": N elements, all read. */
    ir_buf_printf(g->out, "%s<%d>(&", g->hooks->async_copy_v, s->vec);
    put_expr(g, s->lhs);
    ir_buf_puts(g->out, ", &");
    put_expr(g, s->rhs);
    ir_buf_puts(g->out, ");\n");
    return;
  }
  if (s->async && s->vec > 1 && g->hooks && g->hooks->async_copy_n) {
    /* "F<N>(&T[..], A, &A[..], COUNT)": N elements, COUNT of them read
     * (zero under the border test), A where none is. */
    const struct ir_expr *v = s->rhs, *src = v->kind == IR_E_COND ? v->b : v;
    ir_buf_printf(g->out, "%s<%d>(&", g->hooks->async_copy_n, s->vec);
    put_expr(g, s->lhs);
    ir_buf_printf(g->out, ", %s, &", ir_array_ident(src->acc->array));
    put_expr(g, src);
    ir_buf_puts(g->out, ", ");
    if (v->kind == IR_E_COND) {
      put_expr(g, v->a);
      ir_buf_puts(g->out, " ? ");
    }
    if (s->vec_count)
      put_expr(g, s->vec_count);
    else
      ir_buf_printf(g->out, "%d", s->vec);
    ir_buf_puts(g->out, v->kind == IR_E_COND ? " : 0);\n" : ");\n");
    return;
  }
  if (s->async && g->hooks && g->hooks->async_copy) {
    /* "F(&T[..], &A[..]);", or under the border test, zero past it. */
    const struct ir_expr *v = s->rhs;
    if (v->kind == IR_E_COND) {
      ir_buf_puts(g->out, "if (");
      put_expr(g, v->a);
      ir_buf_puts(g->out, ")\n");
      put_indent(g, depth + 1);
    }
    ir_buf_printf(g->out, "%s(&", g->hooks->async_copy);
    put_expr(g, s->lhs);
    ir_buf_puts(g->out, ", &");
    put_expr(g, v->kind == IR_E_COND ? v->b : v);
    ir_buf_puts(g->out, ");\n");
    if (v->kind == IR_E_COND) {
      put_indent(g, depth);
      ir_buf_puts(g->out, "else\n");
      put_indent(g, depth + 1);
      put_expr(g, s->lhs);
      ir_buf_puts(g->out, " = ");
      put_expr(g, v->c);
      ir_buf_puts(g->out, ";\n");
    }
    return;
  }
  if (s->kind == IR_S_MMA) {
    /* "Fm8n8k4(acc0, acc1, a, b);", "Fm16n8k4(acc0, .., acc3, a0, a1, b);",
     * "Fm16n8k8(acc0, .., acc3, a0, .., a3, b0, b1);" */
    if (!g->hooks || !g->hooks->mma)
      ir_internal_error("tensor-core step outside CUDA device code");
    const struct ir_expr *ops[10] = {s->lhs, s->lhs2, s->rhs, s->rhs2};
    int nops = 4;
    if (s->rhs4) {
      const struct ir_expr *k8[10] = {s->lhs, s->lhs2, s->lhs3, s->lhs4, s->rhs,
                                      s->rhs3, s->rhs4, s->rhs5, s->rhs2, s->rhs6};
      memcpy(ops, k8, sizeof k8);
      nops = 10;
    } else if (s->lhs3) {
      const struct ir_expr *big[7] = {s->lhs, s->lhs2, s->lhs3, s->lhs4, s->rhs, s->rhs3, s->rhs2};
      memcpy(ops, big, sizeof big);
      nops = 7;
    }
    ir_buf_printf(g->out, "%s%s(", g->hooks->mma,
                  s->rhs4 ? "m16n8k8" : s->lhs3 ? "m16n8k4" : "m8n8k4");
    for (int i = 0; i < nops; i++) {
      if (i)
        ir_buf_puts(g->out, ", ");
      put_expr(g, ops[i]);
    }
    ir_buf_puts(g->out, ");\n");
    return;
  }
  if (s->kind == IR_S_ARRAY_DECL && g->hooks && g->hooks->kernel) {
    /* GPU host code: the kernels share the device copy. */
    ir_buf_printf(g->out, "/* '%s' (declared here) is on the GPU: %s */\n", s->array->name,
                  s->array->device_name);
    return;
  }
  if (s->kind == IR_S_ARRAY_DECL) {
    ir_buf_printf(g->out, "%s %s", type_name(g, s->array->elem), s->array->name);
    for (int d = 0; d < s->array->ndim; d++)
      ir_buf_printf(g->out, "[%ld]", s->array->extents[d]->cst);
    ir_buf_puts(g->out, ";\n");
    return;
  }
  if (s->kind == IR_S_DECL) {
    ir_buf_printf(g->out, "%s %s", var_type_name(g, s->decl), s->decl->name);
    if (s->rhs) {
      ir_buf_puts(g->out, " = ");
      put_expr(g, s->rhs);
    }
    ir_buf_puts(g->out, ";\n");
    return;
  }
  if (s->guard) {
    ir_buf_puts(g->out, "if (");
    put_expr(g, s->guard);
    ir_buf_puts(g->out, ") ");
  }
  put_expr(g, s->lhs);
  if (s->op == '=')
    ir_buf_puts(g->out, " = ");
  else
    ir_buf_printf(g->out, " %s= ", ir_op_str(s->op));
  put_expr(g, s->rhs);
  ir_buf_puts(g->out, ";\n");
}

/* The sibling list starting at N, one line or block each, at DEPTH. */
/* Whether the original has a blank line just above node N, which starts
 * below node PREV: kept so that the loop nests of a region stay apart as
 * their author spaced them. */
static bool blank_line_before(const struct cg_c *g, const struct ir_node *prev,
                              const struct ir_node *n) {
  int line = n->loc.line - 1; /* 1-based number of the line above */
  if (!g->p || !n->loc.file || !g->p->file || strcmp(n->loc.file, g->p->file) != 0)
    return false;
  if (line <= prev->loc.line || line > g->lines.n)
    return false;
  const char *s = g->lines.v[line - 1];
  const char *end = g->p->source + g->p->source_len;
  while (s < end && (*s == ' ' || *s == '\t' || *s == '\r'))
    s++;
  return s >= end || *s == '\n';
}

static void emit_nodes(struct cg_c *g, const struct ir_node *n, int depth) {
  for (const struct ir_node *prev = NULL; n; prev = n, n = n->next) {
    if (prev && blank_line_before(g, prev, n))
      ir_buf_puts(g->out, "\n");
    if (g->hooks && g->hooks->device_node && g->hooks->device_node(n, depth, g->out, g->hooks->data))
      continue;
    if (g->hooks && g->hooks->line_marks && n->kind != IR_KERNEL)
      cg_line_mark(n->loc, g->out);
    switch (n->kind) {
    case IR_LOOP:
      emit_loop(g, n, depth);
      break;
    case IR_IF:
      emit_if(g, n, depth);
      break;
    case IR_STMT:
      emit_stmt(g, n->stmt, depth);
      break;
    case IR_KERNEL:
      if (!g->hooks || !g->hooks->kernel)
        ir_internal_error("kernel launch in C generation");
      g->hooks->kernel(n, depth, g->out, g->hooks->data);
      break;
    default:
      ir_internal_error("bad IR node kind %d in C generation", (int)n->kind);
    }
  }
}

/* ---------------------------------------------------------------- layout of the original */

/* Leading white space of the line that starts at byte POS of SRC. */
static char *leading_space(const char *src, size_t len, size_t pos) {
  size_t e = pos;
  while (e < len && (src[e] == ' ' || src[e] == '\t'))
    e++;
  return ir_strndup(src + pos, e - pos);
}

/* The most common step (1 to 8 spaces) by which indentation grows from
 * one non-blank line to the next in SRC[begin, end), or 0 if none. */
static int common_indent_step(const char *src, size_t begin, size_t end) {
  int count[9] = {0};
  int prev = -1;
  size_t pos = begin;
  while (pos < end) {
    size_t e = pos;
    int width = 0;
    while (e < end && src[e] == ' ') {
      e++;
      width++;
    }
    bool blank = e >= end || src[e] == '\n' || src[e] == '\r';
    bool tab = e < end && src[e] == '\t';
    if (!blank && !tab) {
      if (prev >= 0 && width > prev && width - prev <= 8)
        count[width - prev]++;
      prev = width;
    }
    while (e < end && src[e] != '\n')
      e++;
    pos = e + 1;
  }
  int best = 0;
  for (int i = 1; i <= 8; i++)
    if (count[i] > count[best])
      best = i;
  return count[best] ? best : 0;
}

/* One level of indentation in the style of the original: a tab if the
 * region is indented with tabs, else the most common indentation step of
 * the region, then of the whole file; 2 or 4 spaces from the region's
 * own indentation as a last resort. */
static const char *indent_unit(const struct ir_program *p, const struct ir_region *r,
                               size_t line_begin, const char *base) {
  if (strchr(base, '\t'))
    return "\t";
  int step = common_indent_step(p->source, line_begin, r->src_end);
  if (!step)
    step = common_indent_step(p->source, 0, p->source_len);
  if (!step)
    step = strlen(base) % 4 == 2 ? 2 : 4;
  return ir_printf("%*s", step, "");
}

/* The indentation of a scop's code: that of its first line after
 * '#pragma scop' that is neither blank nor a directive. */
static const char *scop_code_indent(const struct ir_program *p, const struct ir_region *r,
                                    const char *fallback) {
  const char *src = p->source;
  size_t pos = r->src_begin;
  while (pos < r->src_end && src[pos] != '\n')
    pos++;
  while (++pos < r->src_end) {
    char *ws = leading_space(src, r->src_end, pos);
    size_t e = pos + strlen(ws);
    if (e < r->src_end && src[e] != '\n' && src[e] != '\r' && src[e] != '#')
      return ws;
    while (pos < r->src_end && src[pos] != '\n')
      pos++;
  }
  return fallback;
}

char *cg_element_size(const struct ir_array *a) {
  if (!a->field)
    return ir_printf("sizeof(%s)", ir_type_name(a->elem));
  struct ir_buf b = {0};
  ir_buf_printf(&b, "sizeof(%s", a->field_of);
  for (int d = 0; d < (a->linearised ? 1 : a->ndim); d++)
    ir_buf_puts(&b, "[0]");
  ir_buf_puts(&b, ")");
  return b.s;
}

/* Size in bytes of array A's footprint, as C: "sizeof(float) * (Width) * (Width)",
 * or from the elements it touches (struct ir_footprint) for an array
 * reached through a pointer. */
static char *footprint_size(const struct ir_array *a) {
  struct ir_buf b = {0};
  ir_buf_puts(&b, cg_element_size(a));
  if (a->footprint) {
    ir_buf_printf(&b, " * (size_t)(%s)", ir_footprint_count_str(a->footprint));
    return b.s;
  }
  for (int d = 0; d < a->ndim; d++)
    ir_buf_printf(&b, " * (%s)", ir_aff_str(a->extents[d]));
  return b.s;
}

/* The address of the first byte of A's footprint: "(const char *)A", or
 * "(const char *)(a + (n >= 1 ? -1L : 0L))" when it may start before A. */
static char *footprint_start(const struct ir_array *a) {
  const char *name = a->field ? a->field_of : a->name;
  if (!a->footprint || ir_footprint_starts_at_0(a->footprint))
    return ir_printf("(const char *)%s", name);
  const char *base = name;
  if (a->ndim > 1 && !a->linearised && a->field) {
    struct ir_buf b = {0}; /* &q[0][0]: the first struct */
    ir_buf_printf(&b, "&%s", name);
    for (int d = 0; d < a->ndim; d++)
      ir_buf_puts(&b, "[0]");
    base = b.s;
  } else if (a->ndim > 1 && !a->linearised) {
    base = ir_printf("(const %s *)%s", ir_type_name(a->elem), name);
  }
  return ir_printf("(const char *)(%s + (%s))", base, ir_footprint_first_str(a->footprint));
}

/* "if (footprints disjoint) {" opening a versioned region: the
 * transformation assumed that these pairs of arrays do not overlap. */
static void emit_alias_check(struct cg_c *g, const struct ir_region *r) {
  struct ir_buf pairs = {0};
  for (int k = 0; k + 1 < r->alias_checks.n; k += 2)
    ir_buf_printf(&pairs, "%s%s and %s", k ? ", " : "",
                  ((const struct ir_array *)r->alias_checks.v[k])->name,
                  ((const struct ir_array *)r->alias_checks.v[k + 1])->name);
  put_indent(g, 0);
  ir_buf_printf(g->out, "/* tilec: the transformed loops assume that these arrays do not overlap: "
                "%s; otherwise the original loops run */\n", pairs.s);
  put_indent(g, 0);
  ir_buf_puts(g->out, "if (");
  struct ir_vec tests = {0}; /* char *: each test once (members of one array share theirs) */
  for (int k = 0; k + 1 < r->alias_checks.n; k += 2) {
    const struct ir_array *x = r->alias_checks.v[k], *y = r->alias_checks.v[k + 1];
    const char *xs = footprint_start(x), *ys = footprint_start(y);
    if (x->field && y->field && strcmp(xs, ys) > 0) { /* one order for a pair of arrays */
      const struct ir_array *t = x;
      const char *ts = xs;
      x = y, xs = ys, y = t, ys = ts;
    }
    char *test = ir_printf("(%s + %s <= %s || %s + %s <= %s)", xs, footprint_size(x), ys, ys,
                           footprint_size(y), xs);
    bool seen = false;
    for (int t = 0; t < tests.n && !seen; t++)
      seen = strcmp(tests.v[t], test) == 0;
    if (seen)
      continue;
    if (tests.n) {
      ir_buf_puts(g->out, " &&\n");
      put_indent(g, 2);
    }
    ir_vec_push(&tests, test);
    ir_buf_puts(g->out, test);
  }
  ir_buf_puts(g->out, ") {\n");
}

/* ---------------------------------------------------------------- TILEC_PROFILE */

char *cg_c_string(const char *s) {
  struct ir_buf b = {0};
  ir_buf_puts(&b, "\"");
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\')
      ir_buf_printf(&b, "\\%c", c);
    else if (c < ' ' || c >= 127)
      ir_buf_printf(&b, "\\%03o", c);
    else
      ir_buf_printf(&b, "%c", c);
  }
  ir_buf_puts(&b, "\"");
  return b.s;
}

char *cg_profile_call(const char *fn, const struct ir_region *r, const char *what) {
  return ir_printf("%s(%d, %s, \"%s\");", fn, r->id,
                   cg_c_string(ir_printf("%s:%d-%d", r->loc.file, r->loc.line, r->end.line)),
                   what);
}

/* The helper that the regions of --emit=c output call (see
 * cg_profile_call), named FN: the test of TILEC_PROFILE is
 * runtime/tilec_common.h's, and the headers it needs are included where
 * it is defined, after the user's own includes and feature macros. */
static void emit_profile_helper(const char *fn, struct ir_buf *out) {
  ir_buf_printf(out,
                "/* tilec: with TILEC_PROFILE set (and not 0) in the environment, each run of a\n"
                " * region reports on stderr whether its transformed code or its original\n"
                " * loops ran: \"tilec profile: region N (FILE:FIRST-LAST): WHAT\" */\n"
                "#include <stdio.h>\n"
                "#include <stdlib.h>\n"
                "static void %s(int tilec_region, const char *tilec_where, const char *tilec_what)\n"
                "{\n"
                "  static int tilec_on = -1;\n"
                "  if (tilec_on < 0) {\n"
                "    const char *tilec_env = getenv(\"TILEC_PROFILE\");\n"
                "    tilec_on = tilec_env && *tilec_env && !(tilec_env[0] == '0' && !tilec_env[1]);\n"
                "  }\n"
                "  if (tilec_on)\n"
                "    fprintf(stderr, \"tilec profile: region %%d (%%s): %%s\\n\", tilec_region, "
                "tilec_where, tilec_what);\n"
                "}\n\n",
                fn);
}

/* The profile call of g->r at DEPTH, reporting WHAT. */
static void put_profile(struct cg_c *g, const char *fn, int depth, const char *what) {
  put_indent(g, depth);
  ir_buf_printf(g->out, "%s\n", cg_profile_call(fn, g->r, what));
}

/* "const int n_div_2 = n / 2;" for each derived parameter of R (one
 * line each, no final newline), or NULL. */
const char *cg_bind_value(const char *bind) {
  const char *arrow = strstr(bind, "->");
  if (!arrow)
    return bind; /* a member of a struct variable: always there */
  /* Through a pointer that the original may never follow (a loop that
   * runs no iteration with a null pointer): read only where it is set. */
  return ir_printf("(%.*s ? %s : 0)", (int)(arrow - bind), bind, bind);
}

char *cg_derived_params(const struct ir_region *r, bool bindings) {
  struct ir_buf b = {0};
  for (int k = 0; k < r->vars.n && bindings; k++) {
    const struct ir_var *v = r->vars.v[k];
    if (v->bind)
      ir_buf_printf(&b, "%sconst %s %s = %s;", b.len ? "\n" : "", ir_type_name(v->type), v->name,
                    cg_bind_value(v->bind));
  }
  for (int k = 0; k < r->arrays.n && bindings; k++) {
    const struct ir_array *a = r->arrays.v[k];
    if (!a->bind)
      continue;
    /* A pointer to the first element, or to the first row of an array
     * of arrays (double (*const s_m)[8] = s.m;). */
    struct ir_buf rows = {0};
    for (int d = 1; d < a->ndim && !a->linearised; d++)
      ir_buf_printf(&rows, "[%s]", ir_aff_str(a->extents[d]));
    ir_buf_printf(&b, "%s%s%s %s*const %s%s%s = %s;", b.len ? "\n" : "",
                  a->is_const ? "const " : "", ir_type_name(a->elem), rows.len ? "(" : "",
                  a->name, rows.len ? ")" : "", rows.len ? rows.s : "", cg_bind_value(a->bind));
  }
  for (int k = 0; k < r->derived.n; k++) {
    const struct ir_derived *d = r->derived.v[k];
    struct ir_buf v = {0};
    ir_print_expr_c(d->value, &v);
    ir_buf_printf(&b, "%sconst %s %s = %s;", b.len ? "\n" : "", ir_type_name(d->var->type),
                  d->var->name, v.s);
  }
  return b.s;
}

/* ---------------------------------------------------------------- regions */

/* The replacement text of region R, whose profile calls go to FN.  Scop
 * regions keep their pragma lines; function regions start at the first
 * statement's column, so the first line carries no indentation and the
 * last no newline. */
static void emit_region(const struct ir_program *p, const struct ir_region *r,
                        const struct ir_vec *lines, const struct cg_options *opt, const char *fn,
                        struct ir_buf *out) {
  const char *indent = r->indent ? r->indent : "";
  size_t line_begin = r->src_begin;
  while (line_begin > 0 && p->source[line_begin - 1] != '\n')
    line_begin--;
  struct ir_buf code = {0};
  struct cg_c g = {&code, indent, NULL, p, {0}, NULL, false, NULL, r, 0};
  g.lines.v = lines->v;
  g.lines.n = lines->n;
  g.opt = opt;
  if (r->origin == IR_REGION_SCOP)
    g.base = scop_code_indent(p, r, indent);
  g.unit = indent_unit(p, r, line_begin, g.base);
  g.omp = opt && opt->openmp;
  for (char *line = cg_derived_params(r, true), *nl; line; line = nl ? nl + 1 : NULL) {
    nl = strchr(line, '\n');
    put_indent(&g, 0);
    ir_buf_printf(&code, "%.*s\n", nl ? (int)(nl - line) : (int)strlen(line), line);
  }
  if (r->original) {
    emit_alias_check(&g, r);
    put_profile(&g, fn, 1, "transformed");
    emit_nodes(&g, r->body, 1);
    put_indent(&g, 0);
    ir_buf_puts(&code, "} else {\n");
    g.omp = false; /* arrays overlap: the original loops, sequentially */
    put_profile(&g, fn, 1, "original loops (arrays overlap)");
    emit_nodes(&g, r->original, 1);
    put_indent(&g, 0);
    ir_buf_puts(&code, "}\n");
  } else {
    /* Unchanged: no step applied and no loop marked for OpenMP. */
    struct ir_buf loops = {0};
    g.out = &loops;
    emit_nodes(&g, r->body, 0);
    g.out = &code;
    put_profile(&g, fn, 0, r->transformed || g.marked ? "transformed" : "unchanged");
    ir_buf_puts(&code, loops.s ? loops.s : "");
  }
  const char *text = code.s ? code.s : "";

  if (r->origin == IR_REGION_SCOP) {
    bool newline = r->src_end > r->src_begin && p->source[r->src_end - 1] == '\n';
    ir_buf_printf(out, "%s#pragma scop\n%s%s#pragma endscop%s", indent, text, indent,
                  newline ? "\n" : "");
    return;
  }
  size_t len = strlen(text), skip = strlen(g.base);
  if (len >= skip)
    text += skip, len -= skip;
  if (len > 0 && text[len - 1] == '\n')
    len--;
  ir_buf_putn(out, text, len);
}

/* --emit=c: the original file with every region regenerated, and the
 * profile helper before the function of the first region. */
void cg_emit_c(const struct fe_unit *u, const struct ir_program *p, const struct cg_options *opt,
               struct ir_buf *out) {
  struct ir_vec lines = {0};
  for (size_t i = 0; p->source && i < p->source_len; i++)
    if (i == 0 || p->source[i - 1] == '\n')
      ir_vec_push(&lines, (void *)(p->source + i));
  /* The helper's name: one that no region's function or the file uses. */
  const char *fn = "tilec_profile_region";
  for (int k = 2, i = 0; i < p->regions.n; i++)
    if (ir_region_name_taken(p->regions.v[i], fn)) {
      fn = ir_printf("tilec_profile_region%d", k++);
      i = -1;
    }
  size_t pos = 0;
  for (int i = 0; i < p->regions.n; i++) {
    const struct ir_region *r = p->regions.v[i];
    if (r->src_begin < pos || r->src_end < r->src_begin || r->src_end > p->source_len)
      ir_internal_error("region %d has a bad source range [%zu, %zu)", r->id, r->src_begin,
                        r->src_end);
    if (i == 0) {
      size_t place = cg_gpu_kernel_place(u, p, r);
      if (place >= r->src_begin)
        place = 0; /* not found: the top of the file */
      ir_buf_putn(out, p->source, place);
      emit_profile_helper(fn, out);
      pos = place;
    }
    size_t at = cg_guard_place(p, r, pos);
    ir_buf_putn(out, p->source + pos, at - pos);
    cg_macro_guards(p, r, r->original != NULL, out);
    ir_buf_putn(out, p->source + at, r->src_begin - at);
    emit_region(p, r, &lines, opt, fn, out);
    pos = r->src_end;
  }
  ir_buf_putn(out, p->source ? p->source + pos : "", p->source_len - pos);
}

void cg_c_nodes(const struct ir_node *n, int depth, const char *base, const char *unit,
                const struct cg_c_hooks *hooks, struct ir_buf *out) {
  struct cg_c g = {out, base, unit, NULL, {0}, NULL, false, hooks, NULL, 0};
  emit_nodes(&g, n, depth);
}
