/* c.c - the C code generator (--emit=c), last stage of the pipeline:
 * writes the main input file back out verbatim, except that the text of
 * every region is replaced by C printed from the region's (possibly
 * transformed) IR.  The generated code must behave exactly like the
 * original when compiled with gcc, so expressions are printed from their
 * stored trees (literals, casts and parentheses that matter kept) and
 * only loop bounds, which are integer affine forms, come from the affine
 * representation. */
#include "codegen.h"

#include <string.h>

/* Where and how one region's code is being printed. */
struct cg_c {
  struct ir_buf *out;
  const char *base; /* indentation of nesting depth 0 */
  const char *unit; /* one level of indentation */
  const struct ir_program *p;
  struct ir_vec lines; /* (char *) start of each line of p->source, for blank-line lookups */
};

static void emit_nodes(struct cg_c *g, const struct ir_node *n, int depth);

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
static char *bound_value(const struct ir_bound *b, bool want_max) {
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
  const char *it = n->iter->name;
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
    return false;
  return body->kind != IR_STMT || body->stmt->kind != IR_S_ASSIGN;
}

/* Loop N as a C for loop: init from the bound it starts at, end test
 * from the other, declaring the iterator in the header only where the
 * original did (otherwise its final value stays visible after the loop,
 * as in the original). */
static void emit_loop(struct cg_c *g, const struct ir_node *n, int depth) {
  const struct ir_var *it = n->iter;
  bool up = n->step > 0;
  char *init = bound_value(up ? &n->lb : &n->ub, up);
  put_indent(g, depth);
  ir_buf_puts(g->out, "for (");
  if (n->iter_declared)
    ir_buf_printf(g->out, "%s ", ir_type_name(it->type));
  ir_buf_printf(g->out, "%s = %s; %s; %s)", it->name, init, loop_test(n), loop_step(n));
  if (!needs_braces(n->body)) {
    ir_buf_puts(g->out, "\n");
    emit_nodes(g, n->body, depth + 1);
    return;
  }
  ir_buf_puts(g->out, " {\n");
  emit_nodes(g, n->body, depth + 1);
  put_indent(g, depth);
  ir_buf_puts(g->out, "}\n");
}

/* ---------------------------------------------------------------- ifs and statements */

/* if/else with braces; an else branch that is a single if prints as
 * "else if". */
static void emit_if(struct cg_c *g, const struct ir_node *n, int depth) {
  put_indent(g, depth);
  for (;;) {
    ir_buf_puts(g->out, "if (");
    ir_print_expr_c(n->cond, g->out);
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
  put_indent(g, depth);
  if (s->kind == IR_S_DECL) {
    ir_buf_printf(g->out, "%s %s", ir_type_name(s->decl->type), s->decl->name);
    if (s->rhs) {
      ir_buf_puts(g->out, " = ");
      ir_print_expr_c(s->rhs, g->out);
    }
    ir_buf_puts(g->out, ";\n");
    return;
  }
  ir_print_expr_c(s->lhs, g->out);
  if (s->op == '=')
    ir_buf_puts(g->out, " = ");
  else
    ir_buf_printf(g->out, " %s= ", ir_op_str(s->op));
  ir_print_expr_c(s->rhs, g->out);
  ir_buf_puts(g->out, ";\n");
}

/* The sibling list starting at N, one line or block each, at DEPTH. */
/* Whether the original has a blank line just above node N, which starts
 * below node PREV: kept so that the loop nests of a region stay apart as
 * their author spaced them. */
static bool blank_line_before(const struct cg_c *g, const struct ir_node *prev,
                              const struct ir_node *n) {
  int line = n->loc.line - 1; /* 1-based number of the line above */
  if (!n->loc.file || !g->p->file || strcmp(n->loc.file, g->p->file) != 0)
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

/* The replacement text of region R.  Scop regions keep their pragma
 * lines; function regions start at the first statement's column, so the
 * first line carries no indentation and the last no newline. */
static void emit_region(const struct ir_program *p, const struct ir_region *r,
                        const struct ir_vec *lines, struct ir_buf *out) {
  const char *indent = r->indent ? r->indent : "";
  size_t line_begin = r->src_begin;
  while (line_begin > 0 && p->source[line_begin - 1] != '\n')
    line_begin--;
  struct ir_buf code = {0};
  struct cg_c g = {&code, indent, NULL, p, {0}};
  g.lines.v = lines->v;
  g.lines.n = lines->n;
  if (r->origin == IR_REGION_SCOP)
    g.base = scop_code_indent(p, r, indent);
  g.unit = indent_unit(p, r, line_begin, g.base);
  emit_nodes(&g, r->body, 0);
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

/* --emit=c: the original file with every region regenerated. */
void cg_emit_c(const struct ir_program *p, struct ir_buf *out) {
  struct ir_vec lines = {0};
  for (size_t i = 0; p->source && i < p->source_len; i++)
    if (i == 0 || p->source[i - 1] == '\n')
      ir_vec_push(&lines, (void *)(p->source + i));
  size_t pos = 0;
  for (int i = 0; i < p->regions.n; i++) {
    const struct ir_region *r = p->regions.v[i];
    if (r->src_begin < pos || r->src_end < r->src_begin || r->src_end > p->source_len)
      ir_internal_error("region %d has a bad source range [%zu, %zu)", r->id, r->src_begin,
                        r->src_end);
    ir_buf_putn(out, p->source + pos, r->src_begin - pos);
    emit_region(p, r, &lines, out);
    pos = r->src_end;
  }
  ir_buf_putn(out, p->source ? p->source + pos : "", p->source_len - pos);
}
