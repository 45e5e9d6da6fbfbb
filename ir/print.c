/* print.c - the IR printer: --emit=ir and the pass manager's
 * --print-after dumps (ir_print_program, ir_print_region), and the C
 * expression printer that the code generators share (ir_print_expr_c).
 *
 * Output is deterministic: variables, arrays and statements print in id
 * order, nothing depends on pointers or hashing.  Expressions print with
 * the fewest parentheses that keep C's precedence and associativity (plus
 * the few that gcc -Wall asks for). */
#include "ir.h"

#include <string.h>

/* ---------------------------------------------------------------- expressions */

/* C precedence levels, higher binds tighter. */
enum {
  PREC_COND = 3,
  PREC_OR,
  PREC_AND,
  PREC_BOR,
  PREC_BXOR,
  PREC_BAND,
  PREC_EQ,
  PREC_REL,
  PREC_SHIFT,
  PREC_ADD,
  PREC_MUL,
  PREC_UNARY,
  PREC_POSTFIX,
  PREC_PRIMARY,
};

/* How expressions print: C mode (linear subscripts, used by the code
 * generators) or IR mode (multi-dimensional subscripts with non-affine
 * markers, tolerant of broken IR so dumps never crash). */
struct expr_printer {
  struct ir_buf *out;
  bool ir_mode;
  bool flat; /* every multi-dimensional array through a flat pointer */
  const struct ir_print_hooks *hooks;
};

/* The precedence of binary operator OP, or 0 if OP is not one. */
static int binop_prec(int op) {
  switch (op) {
  case '*':
  case '/':
  case '%':
    return PREC_MUL;
  case '+':
  case '-':
    return PREC_ADD;
  case IR_OP_SHL:
  case IR_OP_SHR:
    return PREC_SHIFT;
  case '<':
  case '>':
  case IR_OP_LE:
  case IR_OP_GE:
    return PREC_REL;
  case IR_OP_EQ:
  case IR_OP_NE:
    return PREC_EQ;
  case '&':
    return PREC_BAND;
  case '^':
    return PREC_BXOR;
  case '|':
    return PREC_BOR;
  case IR_OP_AND:
    return PREC_AND;
  case IR_OP_OR:
    return PREC_OR;
  }
  return 0;
}

/* Relational and equality operators: gcc warns when they are chained. */
static bool is_comparison(int op) {
  int p = binop_prec(op);
  return p == PREC_REL || p == PREC_EQ;
}

/* The precedence of E as printed; a literal spelled with a sign (a pass
 * may create "-1") binds like a unary expression. */
static int expr_prec(const struct ir_expr *e) {
  if (!e)
    return PREC_PRIMARY;
  switch (e->kind) {
  case IR_E_CONST:
    return e->text && (e->text[0] == '-' || e->text[0] == '+') ? PREC_UNARY : PREC_PRIMARY;
  case IR_E_VAR:
    return PREC_PRIMARY;
  case IR_E_ACCESS:
  case IR_E_CALL:
    return PREC_POSTFIX;
  case IR_E_UNARY:
  case IR_E_CAST:
    return PREC_UNARY;
  case IR_E_BINARY: {
    int p = binop_prec(e->op);
    return p ? p : PREC_COND;
  }
  case IR_E_COND:
    return PREC_COND;
  }
  return PREC_PRIMARY;
}

/* Parentheses that C does not need but gcc -Wparentheses and
 * -Wlogical-not-parentheses ask for (and readers appreciate): && inside
 * ||, + or - inside a shift, mixed bitwise operators, chained comparisons,
 * !a == b and !a & b.  SUB is an operand of binary operator OP; LEFT says which side. */
static bool wants_parens(int op, const struct ir_expr *sub, bool left) {
  if (!sub)
    return false;
  int prec = binop_prec(op);
  if (sub->kind == IR_E_UNARY && sub->op == '!' && left &&
      (is_comparison(op) || prec == PREC_BAND || prec == PREC_BXOR || prec == PREC_BOR))
    return true;
  if (sub->kind != IR_E_BINARY)
    return false;
  int sp = binop_prec(sub->op);
  switch (prec) {
  case PREC_OR:
    return sub->op == IR_OP_AND;
  case PREC_SHIFT:
    return sp == PREC_ADD;
  case PREC_BAND:
  case PREC_BXOR:
  case PREC_BOR:
    return sub->op != op && sp > PREC_AND;
  case PREC_REL:
  case PREC_EQ:
    return is_comparison(sub->op);
  }
  return false;
}

static void print_expr(struct expr_printer *pr, const struct ir_expr *e);

/* E as an operand, in parentheses when PARENS says its context needs them. */
static void print_operand(struct expr_printer *pr, const struct ir_expr *e, bool parens) {
  if (parens)
    ir_buf_puts(pr->out, "(");
  print_expr(pr, e);
  if (parens)
    ir_buf_puts(pr->out, ")");
}

/* A problem in the tree: an internal error when generating C (the
 * verifier should have caught it), a visible marker in an IR dump. */
static void bad_expr(struct expr_printer *pr, const char *what) {
  if (!pr->ir_mode)
    ir_internal_error("cannot print expression as C: %s", what);
  ir_buf_printf(pr->out, "<%s>", what);
}

/* An extent as a factor of a product: bare when it is one name or a
 * non-negative constant, parenthesised otherwise. */
static void print_extent_factor(struct ir_buf *out, const struct ir_aff *a) {
  bool simple = (a->nterms == 0 && a->cst >= 0) ||
                (a->nterms == 1 && a->cst == 0 && a->terms[0].coef == 1);
  if (simple)
    ir_buf_puts(out, ir_aff_str(a));
  else
    ir_buf_printf(out, "(%s)", ir_aff_str(a));
}

static bool device_code(const struct expr_printer *pr) {
  return pr->hooks && pr->hooks->device;
}

/* Can array A hold more than 2^31 - 1 elements (so that a flat subscript
 * needs 64-bit products)?  Not when its footprint or its extents are
 * constants below that. */
static bool may_exceed_int(const struct ir_array *a) {
  const long limit = 2147483647L;
  if (a->footprint) {
    if (!a->footprint->bounded)
      return true;
    for (int k = 0; k < a->footprint->npieces; k++) {
      const struct ir_footprint_piece *p = &a->footprint->pieces[k];
      const struct ir_poly *v[2] = {&p->first, &p->count};
      long c[2] = {0, 0};
      for (int j = 0; j < 2; j++) {
        if (v[j]->n > 1 || (v[j]->n == 1 && v[j]->t[0].deg > 0))
          return true;
        c[j] = v[j]->n ? v[j]->t[0].coef : 0;
        if (c[j] > limit || c[j] < -limit)
          return true;
      }
      if (c[0] + c[1] > limit)
        return true;
    }
    return false;
  }
  long total = 1;
  for (int d = 0; d < a->ndim; d++) {
    const struct ir_aff *e = a->extents[d];
    if (!e || !ir_aff_is_const(e) || e->cst < 0 || e->cst > limit)
      return true;
    total *= e->cst;
    if (total > limit)
      return true;
  }
  return false;
}

/* The C subscript of an access to a linearised array:
 * A[e0][e1][e2] with extents E1, E2 -> e0 * E1 * E2 + e1 * E2 + e2.
 * The last index joins the sum without parentheses when it is itself a
 * signed integer sum or difference (i * W + j - 1 rather than
 * i * W + (j - 1)): the same value wherever the original is defined
 * (unsigned wrap-around could differ when the widths differ). */
static void print_linear_subscript(struct expr_printer *pr, const struct ir_access *acc) {
  const struct ir_array *arr = acc->array;
  int n = acc->ndim;
  bool wide = device_code(pr) && !arr->linearised && may_exceed_int(arr);
  for (int d = 0; d < n; d++) {
    const struct ir_expr *e = acc->index[d];
    if (d > 0)
      ir_buf_puts(pr->out, " + ");
    if (d == n - 1) {
      bool flat = e && e->kind == IR_E_BINARY && (e->op == '+' || e->op == '-') &&
                  ir_type_is_integer(e->type) && !e->type.is_unsigned;
      print_operand(pr, e, d > 0 && !flat && expr_prec(e) <= PREC_ADD);
      break;
    }
    if (wide) {
      /* The row offset in 64 bits: A[i][j] of a large array. */
      ir_buf_puts(pr->out, "(long)");
      print_operand(pr, e, expr_prec(e) < PREC_UNARY);
    } else {
      print_operand(pr, e, expr_prec(e) < PREC_MUL);
    }
    for (int k = d + 1; k < n; k++) {
      const struct ir_aff *ext = arr->extents[k];
      if (!ext)
        ir_internal_error("linearised array '%s' has no extent in dimension %d", arr->name, k);
      ir_buf_puts(pr->out, " * ");
      print_extent_factor(pr->out, ext);
    }
  }
}

static void print_element(struct expr_printer *pr, const struct ir_access *acc,
                          bool *member_done);

/* An array element: A[e0 * W + e1] for linearised arrays in C mode,
 * A[e0][e1] otherwise (in IR mode followed by a non-affine marker when a
 * subscript has no affine form); p[i].x for a member of an array of
 * structs. */
static void print_access(struct expr_printer *pr, const struct ir_access *acc) {
  /* Device code reads a dense copy of the member (p_x[i]). */
  bool member_done = !pr->ir_mode && device_code(pr);
  print_element(pr, acc, &member_done);
  if (acc && acc->array && acc->array->field && !member_done)
    ir_buf_printf(pr->out, ".%s", acc->array->field);
}

/* print_access without a member of an array of structs, unless it printed
 * it before a marker (*MEMBER_DONE). */
static void print_element(struct expr_printer *pr, const struct ir_access *acc,
                          bool *member_done) {
  if (!acc || !acc->array || !acc->index) {
    bad_expr(pr, "bad access");
    return;
  }
  const struct ir_array *arr = acc->array;
  bool dense = !pr->ir_mode && device_code(pr);
  ir_buf_puts(pr->out, !arr->field ? arr->name : dense ? arr->ident : arr->field_of);
  /* Device code indexes the device copy, which starts at the footprint's
   * first element. */
  const struct ir_var *first = !pr->ir_mode && device_code(pr) ? arr->device_first : NULL;
  if (!pr->ir_mode && (arr->linearised || pr->flat) && acc->ndim > 1 &&
      arr->space == IR_SPACE_GLOBAL && arr->origin != IR_ARR_REGION) {
    ir_buf_puts(pr->out, "[");
    print_linear_subscript(pr, acc);
    if (first)
      ir_buf_printf(pr->out, " - %s", first->name);
    ir_buf_puts(pr->out, "]");
    return;
  }
  if (first && acc->ndim == 1) {
    ir_buf_puts(pr->out, "[");
    print_operand(pr, acc->index[0], expr_prec(acc->index[0]) < PREC_ADD);
    ir_buf_printf(pr->out, " - %s]", first->name);
    return;
  }
  bool affine = true, quasi = true;
  for (int d = 0; d < acc->ndim; d++) {
    ir_buf_puts(pr->out, "[");
    print_expr(pr, acc->index[d]);
    ir_buf_puts(pr->out, "]");
    if (!acc->aff || !acc->aff[d]) {
      affine = false;
      quasi &= ir_aff_quasi(acc->index[d]);
    }
  }
  if (arr->field && pr->ir_mode && !affine) {
    ir_buf_printf(pr->out, ".%s", arr->field);
    *member_done = true;
  }
  if (pr->ir_mode && !affine)
    ir_buf_puts(pr->out, quasi ? " /* quasi-affine */" : " /* non-affine */");
}

/* -a, +a, !a, ~a. */
static void print_unary(struct expr_printer *pr, const struct ir_expr *e) {
  const struct ir_expr *a = e->a;
  if (e->op != '-' && e->op != '+' && e->op != '!' && e->op != '~') {
    bad_expr(pr, "bad unary operator");
    return;
  }
  ir_buf_printf(pr->out, "%c", e->op);
  /* -(-x) and -(-1) must not become --x / --1. */
  bool same_sign = a && (e->op == '-' || e->op == '+') &&
                   ((a->kind == IR_E_UNARY && a->op == e->op) ||
                    (a->kind == IR_E_CONST && a->text && a->text[0] == e->op));
  print_operand(pr, a, expr_prec(a) < PREC_UNARY || same_sign);
}

/* a OP b: all binary operators are left-associative, so the right
 * operand needs parentheses already at equal precedence (a - (b - c)). */
static void print_binary(struct expr_printer *pr, const struct ir_expr *e) {
  int p = binop_prec(e->op);
  if (!p) {
    bad_expr(pr, "bad binary operator");
    return;
  }
  print_operand(pr, e->a, expr_prec(e->a) < p || wants_parens(e->op, e->a, true));
  ir_buf_printf(pr->out, " %s ", ir_op_str(e->op));
  print_operand(pr, e->b, expr_prec(e->b) <= p || wants_parens(e->op, e->b, false));
}

/* E at the top of an expression context (no parentheses around it). */
static void print_expr(struct expr_printer *pr, const struct ir_expr *e) {
  if (!e) {
    bad_expr(pr, "null expression");
    return;
  }
  switch (e->kind) {
  case IR_E_CONST:
    if (!e->text || !e->text[0])
      bad_expr(pr, "empty literal");
    else
      ir_buf_puts(pr->out, e->text);
    return;
  case IR_E_VAR:
    if (!e->var || !e->var->name)
      bad_expr(pr, "bad variable");
    else if (pr->hooks && pr->hooks->device && ir_device_long_iter(e->var))
      /* Declared long in device code: its value as the source's type. */
      ir_buf_printf(pr->out, "(%s)%s",
                    pr->hooks->type_name ? pr->hooks->type_name(e->var->type)
                                         : ir_type_name(e->var->type),
                    e->var->name);
    else
      ir_buf_puts(pr->out, e->var->name);
    return;
  case IR_E_ACCESS:
    print_access(pr, e->acc);
    return;
  case IR_E_UNARY:
    print_unary(pr, e);
    return;
  case IR_E_BINARY:
    print_binary(pr, e);
    return;
  case IR_E_COND:
    print_operand(pr, e->a, expr_prec(e->a) <= PREC_COND);
    ir_buf_puts(pr->out, " ? ");
    print_expr(pr, e->b);
    ir_buf_puts(pr->out, " : ");
    print_operand(pr, e->c, expr_prec(e->c) < PREC_COND);
    return;
  case IR_E_CALL:
    if (!e->callee || (e->nargs > 0 && !e->args)) {
      bad_expr(pr, "bad call");
      return;
    }
    ir_buf_printf(pr->out, "%s(",
                  pr->hooks && pr->hooks->callee ? pr->hooks->callee(e->callee) : e->callee);
    for (int i = 0; i < e->nargs; i++) {
      if (i)
        ir_buf_puts(pr->out, ", ");
      print_expr(pr, e->args[i]);
    }
    ir_buf_puts(pr->out, ")");
    return;
  case IR_E_CAST:
    ir_buf_printf(pr->out, "(%s)", pr->hooks && pr->hooks->type_name
                                       ? pr->hooks->type_name(e->cast_to)
                                       : ir_type_name(e->cast_to));
    /* A device-code long iterator read as a long needs no trip through
     * its source type: a guard sees the thread's value before the
     * wrap-around that it tests against. */
    if (pr->hooks && pr->hooks->device && e->a->kind == IR_E_VAR &&
        ir_device_long_iter(e->a->var) && e->cast_to.base == IR_T_LONG && !e->cast_to.is_unsigned)
      ir_buf_puts(pr->out, e->a->var->name);
    else
      print_operand(pr, e->a, expr_prec(e->a) < PREC_UNARY);
    return;
  }
  bad_expr(pr, "bad expression kind");
}

/* Code generators: E as C, linearised arrays with their linear
 * subscript.  The IR must have passed the verifier. */
void ir_print_expr_c(const struct ir_expr *e, struct ir_buf *out) {
  struct expr_printer pr = {out, false, false, NULL};
  print_expr(&pr, e);
}

void ir_print_expr_flat(const struct ir_expr *e, struct ir_buf *out) {
  struct expr_printer pr = {out, false, true, NULL};
  print_expr(&pr, e);
}

void ir_print_expr_hooked(const struct ir_expr *e, bool flat, const struct ir_print_hooks *h,
                          struct ir_buf *out) {
  struct expr_printer pr = {out, false, flat, h};
  print_expr(&pr, e);
}

/* IR dumps: multi-dimensional subscripts, non-affine ones marked. */
static char *expr_ir_str(const struct ir_expr *e) {
  struct ir_buf b = {0};
  struct expr_printer pr = {&b, true, false, NULL};
  print_expr(&pr, e);
  return b.s ? b.s : ir_strdup("");
}

/* ---------------------------------------------------------------- regions */

/* The region is printed as lines, each with an optional trailing comment;
 * comments are aligned when the lines are written out. */
struct line {
  char *text;
  char *comment;
};

struct region_printer {
  const struct ir_region *r;
  struct ir_vec lines; /* struct line * */
  const struct ir_kernel *kernel; /* the kernel being printed, or NULL */
};

static void add_line(struct region_printer *rp, int depth, const char *comment, const char *fmt,
                     ...) __attribute__((format(printf, 4, 5)));

/* Append one line indented by DEPTH levels (two spaces each). */
static void add_line(struct region_printer *rp, int depth, const char *comment, const char *fmt,
                     ...) {
  va_list ap;
  va_start(ap, fmt);
  char *text = ir_vprintf(fmt, ap);
  va_end(ap);
  struct line *l = ir_alloc(sizeof *l);
  l->text = ir_printf("%*s%s", 2 * depth, "", text);
  l->comment = comment ? ir_strdup(comment) : NULL;
  ir_vec_push(&rp->lines, l);
}

/* Dumps may be taken of broken IR: NULL parts print, never crash. */
static const char *aff_or_null(const struct ir_aff *a) {
  return a ? ir_aff_source_str(a) : "<null>";
}

/* "max(a, b)" / "min(a, b)" for a bound of several parts, the part alone
 * for one. */
static char *bound_str(const struct ir_bound *b, const char *fn) {
  if (b->n <= 0 || !b->parts)
    return ir_strdup("<empty>");
  if (b->n == 1)
    return ir_strdup(aff_or_null(b->parts[0]));
  struct ir_buf s = {0};
  ir_buf_printf(&s, "%s(", fn);
  for (int i = 0; i < b->n; i++)
    ir_buf_printf(&s, "%s%s", i ? ", " : "", aff_or_null(b->parts[i]));
  ir_buf_puts(&s, ")");
  return s.s;
}

/* "// line N", with the file when it differs from the region's. */
static char *where(const struct region_printer *rp, struct ir_loc loc) {
  const char *rf = rp->r->loc.file;
  if (loc.file && rf && strcmp(loc.file, rf) != 0)
    return ir_printf("%s:%d", loc.file, loc.line);
  return ir_printf("line %d", loc.line);
}

/* "=", "+=", "<<=" for a statement's assignment operator OP. */
static char *assign_op_str(int op) {
  if (op == '=')
    return ir_strdup("=");
  if (binop_prec(op) == 0)
    return ir_printf("<op %d>=", op);
  return ir_printf("%s=", ir_op_str(op));
}

static void print_nodes(struct region_printer *rp, const struct ir_node *n, int depth);

/* "S3: P[i][j] = sum;" or "S0: double sum = 0;". */
static void print_stmt(struct region_printer *rp, const struct ir_node *n, int depth) {
  const struct ir_stmt *s = n->stmt;
  if (!s) {
    add_line(rp, depth, where(rp, n->loc), "<null statement>");
    return;
  }
  char *c = where(rp, s->loc);
  /* What map-gpu adds to a kernel has no number. */
  const char *label = s->id >= 0 ? ir_printf("S%d: ", s->id) : "";
  if (s->kind == IR_S_BARRIER) {
    if (s->pending)
      add_line(rp, depth, c, "wait for async copies but the last %d group%s; barrier;", s->pending,
               s->pending > 1 ? "s" : "");
    else
      add_line(rp, depth, c, s->async ? "wait for async copies; barrier;" : "barrier;");
    return;
  }
  if (s->kind == IR_S_COMMIT) {
    add_line(rp, depth, c, "commit async copies as a group;");
    return;
  }
  if (s->async)
    label = ir_printf(s->vec > 1 ? "%sasync x%d " : "%sasync ", label, s->vec);
  if (s->vec > 1 && s->vec_count) {
    add_line(rp, depth, c, "%s%s %s %s;  // the first %s read", label, expr_ir_str(s->lhs),
             assign_op_str(s->op), expr_ir_str(s->rhs), expr_ir_str(s->vec_count));
    return;
  }
  if (s->kind == IR_S_ARRAY_DECL) {
    const struct ir_array *a = s->array;
    struct ir_buf t = {0};
    ir_buf_printf(&t, "%s%s %s", label, a ? ir_type_name(a->elem) : "<null>",
                  a && a->name ? a->name : "<null>");
    for (int d = 0; a && d < a->ndim; d++)
      ir_buf_printf(&t, "[%s]", a->extents && a->extents[d] ? ir_aff_str(a->extents[d]) : "?");
    add_line(rp, depth, c, "%s;", t.s);
    return;
  }
  if (s->kind == IR_S_DECL) {
    const struct ir_var *v = s->decl;
    const char *type = v ? ir_type_name(v->type) : "<null>";
    const char *name = v && v->name ? v->name : "<null>";
    if (s->rhs)
      add_line(rp, depth, c, "%s%s %s = %s;", label, type, name, expr_ir_str(s->rhs));
    else
      add_line(rp, depth, c, "%s%s %s;", label, type, name);
    return;
  }
  if (s->kind == IR_S_MMA && s->rhs4) {
    add_line(rp, depth, c, "%smma.m16n8k8 {%s, %s, %s, %s} += {%s, %s, %s, %s} * {%s, %s};",
             label, expr_ir_str(s->lhs), expr_ir_str(s->lhs2), expr_ir_str(s->lhs3),
             expr_ir_str(s->lhs4), expr_ir_str(s->rhs), expr_ir_str(s->rhs3),
             expr_ir_str(s->rhs4), expr_ir_str(s->rhs5), expr_ir_str(s->rhs2),
             expr_ir_str(s->rhs6));
    return;
  }
  if (s->kind == IR_S_MMA && s->lhs3) {
    add_line(rp, depth, c, "%smma.m16n8k4 {%s, %s, %s, %s} += {%s, %s} * %s;", label,
             expr_ir_str(s->lhs), expr_ir_str(s->lhs2), expr_ir_str(s->lhs3),
             expr_ir_str(s->lhs4), expr_ir_str(s->rhs), expr_ir_str(s->rhs3),
             expr_ir_str(s->rhs2));
    return;
  }
  if (s->kind == IR_S_MMA) {
    add_line(rp, depth, c, "%smma.m8n8k4 {%s, %s} += %s * %s;", label, expr_ir_str(s->lhs),
             expr_ir_str(s->lhs2), expr_ir_str(s->rhs), expr_ir_str(s->rhs2));
    return;
  }
  if (s->guard)
    add_line(rp, depth, c, "%sif (%s) %s %s %s;", label, expr_ir_str(s->guard),
             expr_ir_str(s->lhs), assign_op_str(s->op), expr_ir_str(s->rhs));
  else
    add_line(rp, depth, c, "%s%s %s %s;", label, expr_ir_str(s->lhs), assign_op_str(s->op),
             expr_ir_str(s->rhs));
}

/* A loop in the IR's own terms: inclusive bounds (max/min of parts) and
 * the step, whatever form the generated C will take. */
static void print_loop(struct region_printer *rp, const struct ir_node *n, int depth) {
  const struct ir_var *it = n->iter;
  const char *name = it && it->name ? it->name : "<null>";
  const char *decl = n->iter_declared && it ? ir_printf("%s ", ir_type_name(it->type)) : "";
  char *lb = bound_str(&n->lb, "max"), *ub = bound_str(&n->ub, "min");
  char *step;
  if (n->step >= 0)
    step = ir_printf("%s += %ld", name, n->step);
  else
    step = ir_printf("%s -= %lu", name, 0UL - (unsigned long)n->step);
  char *c = where(rp, n->loc);
  if (n->label && strcmp(n->label, name) != 0)
    c = ir_printf("%s, label '%s'", c, n->label);
  if (n->unroll)
    add_line(rp, depth, NULL, "#pragma unroll");
  static const char dims[] = "xyz";
  char d = n->map_dim >= 0 && n->map_dim <= 2 ? dims[n->map_dim] : '?';
  const struct ir_lanes *lanes = n->lanes ? n->lanes : rp->kernel ? rp->kernel->lanes : NULL;
  if (n->map == IR_MAP_LANE) {
    if (lanes)
      add_line(rp, depth, NULL, "%s %s = %s;", ir_type_name(lanes->part->type), lanes->part->name,
               ir_op_identity(lanes->op));
    add_line(rp, depth, c, "for %s = %s..%s step %ld: lane threadIdx.%c, then every blockDim.%c {",
             name, n->step > 0 ? lb : ub, n->step > 0 ? ub : lb, n->step, d, d);
    print_nodes(rp, n->body, depth + 1);
    add_line(rp, depth, NULL, "}");
    if (lanes)
      add_line(rp, depth, NULL, "%s = %s of the lanes' '%s' in a tree of shared %s[%d];",
               lanes->part->name, lanes->op == '*' ? "*" : "+", lanes->part->name, lanes->shared,
               n->lanes ? n->lanes->lanes : rp->kernel->block[0] * rp->kernel->block[1]);
    return;
  }
  if (n->map != IR_MAP_NONE) {
    /* No loop: each block or thread takes one iteration, untested. */
    const char *index = n->map == IR_MAP_BLOCK    ? ir_printf("blockIdx.%c", d)
                        : n->map == IR_MAP_THREAD ? ir_printf("threadIdx.%c", d)
                                                  : ir_printf("blockIdx.%c * blockDim.%c + "
                                                              "threadIdx.%c", d, d, d);
    if (n->map == IR_MAP_GRID_STRIDE)
      index = ir_printf("%s, then every gridDim.%c * blockDim.%c", index, d, d);
    add_line(rp, depth, c, "for %s = %s..%s step %ld mapped to %s {", name, n->step > 0 ? lb : ub,
             n->step > 0 ? ub : lb, n->step, index);
  } else if (n->step >= 0) {
    add_line(rp, depth, c, "for (%s%s = %s; %s <= %s; %s) {", decl, name, lb, name, ub, step);
  } else {
    add_line(rp, depth, c, "for (%s%s = %s; %s >= %s; %s) {", decl, name, ub, name, lb, step);
  }
  print_nodes(rp, n->body, depth + 1);
  add_line(rp, depth, NULL, "}");
}

/* An if as the IR holds it: an else-if prints as a nested if. */
static void print_if(struct region_printer *rp, const struct ir_node *n, int depth) {
  const char *c = where(rp, n->loc);
  if (n->lane0 && !n->cond)
    add_line(rp, depth, c, "if (lane 0) {");
  else
    add_line(rp, depth, n->guard ? ir_printf("%s, guard", c) : c, "if (%s%s) {",
             n->lane0 ? "lane 0 && " : "", expr_ir_str(n->cond));
  print_nodes(rp, n->then_body, depth + 1);
  if (n->else_body) {
    add_line(rp, depth, NULL, "} else {");
    print_nodes(rp, n->else_body, depth + 1);
  }
  add_line(rp, depth, NULL, "}");
}

/* A kernel launch: its grid (the blocks of the loops mapped to x, y, z),
 * its block, its shared and register arrays, then the code of one thread
 * with its guards. */
static void print_kernel(struct region_printer *rp, const struct ir_node *n, int depth) {
  const struct ir_kernel *k = n->kernel;
  const struct ir_reduce *red = k->reduce;
  if (n->fork)
    add_line(rp, depth, "CUDA: side streams 1.. wait for the work before", "fork %d streams;",
             n->fork);
  if (red) {
    const char *op = red->op == '*' ? "*" : "+";
    add_line(rp, depth, where(rp, n->loc), "kernel %s grid(%d) block(%d) reduce(%s) {", k->name,
             red->combine ? 1 : red->blocks, red->threads, op);
    if (!red->combine) {
      print_nodes(rp, k->body, depth + 1);
      add_line(rp, depth + 1, NULL, "%s[blockIdx.x] = %s of the block's '%s' in a tree of shared "
               "%s[%d];", red->parts->name, op, red->part->name, red->shared, red->threads);
    } else {
      add_line(rp, depth + 1, NULL, "%s %s = %s of %s[0..%d] in a tree of shared %s[%d];",
               ir_type_name(red->part->type), red->part->name, op, red->parts->name,
               red->blocks - 1, red->shared, red->threads);
      add_line(rp, depth + 1, NULL, "if (threadIdx.x == 0) {");
      print_nodes(rp, k->body, depth + 2);
      add_line(rp, depth + 1, NULL, "}");
    }
    add_line(rp, depth, NULL, "}");
    if (red->to_host)
      add_line(rp, depth, NULL, "copy %s[0] to '%s'", red->parts->name, red->to_host->name);
    return;
  }
  if (k->persist) {
    add_line(rp, depth, where(rp, n->loc), "kernel %s grid(1) block(%d) persistent {", k->name,
             k->block[0]);
  } else if (k->ndims == 0) {
    add_line(rp, depth, where(rp, n->loc), "kernel %s grid(1) block(1) {", k->name);
  } else {
    const struct ir_node *loops[3];
    ir_kernel_mapped_loops(k, loops);
    struct ir_buf grid = {0}, block = {0};
    for (int d = 0; d < k->ndims; d++) {
      ir_buf_printf(&grid, "%s%s", d ? ", " : "",
                    loops[d] && loops[d]->iter ? loops[d]->iter->name
                    : k->lanes && d == k->lanes->dim ? "1"
                                                     : "<none>");
      ir_buf_printf(&block, "%s%d", d ? ", " : "", k->block[d]);
    }
    if (k->lanes)
      ir_buf_printf(&block, ") lanes(%c", "xy"[k->lanes->dim]);
    add_line(rp, depth, where(rp, n->loc), "kernel %s grid(%s) block(%s%s) {", k->name, grid.s,
             block.s, k->flexible ? " at most" : "");
  }
  if (k->occupied) {
    struct ir_buf c = {0};
    ir_print_expr_flat(k->occupied, &c);
    add_line(rp, depth + 1, "tiles with no point of the band", "blocks where !(%s) leave;", c.s);
  }
  if (n->stream)
    add_line(rp, depth + 1, "CUDA: beside the other launches of its group", "on stream %d;",
             n->stream);
  if (k->dynamic_shared)
    add_line(rp, depth + 1, "CUDA: past the static 48 KB",
             "dynamic shared memory of %ld bytes holds the shared arrays;", k->dynamic_shared);
  for (int i = 0; i < k->locals.n; i++) {
    const struct ir_array *a = k->locals.v[i];
    struct ir_buf t = {0}, c = {0};
    ir_buf_printf(&t, "%s %s %s", a->space == IR_SPACE_SHARED ? "shared" : "register",
                  ir_type_name(a->elem), a->name);
    for (int d = 0; d < a->ndim; d++)
      ir_buf_printf(&t, "[%s]", aff_or_null(a->extents[d]));
    if (a->pad)
      ir_buf_printf(&c, "padded by %d", a->pad);
    if (a->align)
      ir_buf_printf(&c, "%saligned to %d bytes", c.len ? ", " : "", a->align);
    add_line(rp, depth + 1, c.len ? c.s : NULL, "%s%s;", t.s, a->zeroed ? " = {0}" : "");
  }
  rp->kernel = k;
  print_nodes(rp, k->body, depth + 1);
  rp->kernel = NULL;
  add_line(rp, depth, NULL, "}");
  if (n->join)
    add_line(rp, depth, "CUDA: the work after waits for them", "join %d streams;", n->join);
}

/* The sibling list starting at N, at nesting DEPTH. */
static void print_nodes(struct region_printer *rp, const struct ir_node *n, int depth) {
  for (; n; n = n->next) {
    switch (n->kind) {
    case IR_LOOP:
      print_loop(rp, n, depth);
      break;
    case IR_IF:
      print_if(rp, n, depth);
      break;
    case IR_STMT:
      print_stmt(rp, n, depth);
      break;
    case IR_KERNEL:
      print_kernel(rp, n, depth);
      break;
    default:
      add_line(rp, depth, NULL, "<bad node kind %d>", (int)n->kind);
      break;
    }
  }
}

/* Where an array comes from, for the arrays section of a dump. */
static const char *origin_str(enum ir_array_origin o) {
  switch (o) {
  case IR_ARR_POINTER_PARAM:
    return "pointer parameter";
  case IR_ARR_ARRAY_PARAM:
    return "array parameter";
  case IR_ARR_LOCAL:
    return "local array";
  case IR_ARR_GLOBAL:
    return "global";
  case IR_ARR_REGION:
    return "declared in the region";
  case IR_ARR_DEVICE:
    return "on the GPU only";
  }
  return "?";
}

/* The node of the statement in the list FIRST (any depth) that declares
 * array A, or NULL. */
static const struct ir_node *array_decl(const struct ir_node *first, const struct ir_array *a) {
  for (const struct ir_node *n = first; n; n = n->next) {
    const struct ir_node *d = NULL;
    if (n->kind == IR_STMT && n->stmt && n->stmt->kind == IR_S_ARRAY_DECL && n->stmt->array == a)
      return n;
    if (n->kind == IR_LOOP)
      d = array_decl(n->body, a);
    else if (n->kind == IR_IF && !(d = array_decl(n->then_body, a)))
      d = array_decl(n->else_body, a);
    else if (n->kind == IR_KERNEL && n->kernel)
      d = array_decl(n->kernel->body, a);
    if (d)
      return d;
  }
  return NULL;
}

/* ", private to each iteration of 'i', 'j'": the loops around the
 * declaration of array A, which the region declares. */
static char *privacy_str(const struct ir_region *r, const struct ir_array *a) {
  const struct ir_node *d = array_decl(r->body, a);
  char *loops = NULL; /* outermost first */
  bool mapped = false;
  for (const struct ir_node *p = d ? d->parent : NULL; p; p = p->parent) {
    mapped |= p->kind == IR_LOOP && p->map != IR_MAP_NONE;
    if (p->kind == IR_LOOP && p->iter && p->map == IR_MAP_NONE)
      loops = ir_printf("'%s'%s%s", p->iter->name, loops ? ", " : "", loops ? loops : "");
  }
  const char *thread = mapped ? ", one per thread" : "";
  return loops ? ir_printf("%s, private to each iteration of %s", thread, loops) : (char *)thread;
}

/* "float M[Width][Width]  // pointer parameter, linearised, line 7". */
static void print_arrays(struct region_printer *rp) {
  const struct ir_region *r = rp->r;
  if (r->arrays.n == 0) {
    add_line(rp, 1, NULL, "arrays: none");
    return;
  }
  add_line(rp, 1, NULL, "arrays:");
  for (int i = 0; i < r->arrays.n; i++) {
    const struct ir_array *a = r->arrays.v[i];
    if (!a) {
      add_line(rp, 2, NULL, "<null array>");
      continue;
    }
    struct ir_buf t = {0};
    ir_buf_printf(&t, "%s%s %s", a->is_const ? "const " : "", ir_type_name(a->elem),
                  a->name ? a->name : "<null>");
    for (int d = 0; d < a->ndim; d++)
      ir_buf_printf(&t, "[%s]", a->extents && a->extents[d] ? ir_aff_str(a->extents[d]) : "?");
    struct ir_buf c = {0};
    if (a->bind)
      ir_buf_printf(&c, "struct member %s", a->bind);
    else
      ir_buf_puts(&c, origin_str(a->origin));
    if (a->field)
      ir_buf_printf(&c, ", member of the elements of '%s'", a->field_of);
    if (a->origin == IR_ARR_REGION)
      ir_buf_puts(&c, privacy_str(r, a));
    if (a->linearised)
      ir_buf_puts(&c, ", linearised");
    if (a->is_restrict)
      ir_buf_puts(&c, ", restrict");
    if (a->written)
      ir_buf_puts(&c, ", written");
    ir_buf_printf(&c, ", %s", where(rp, a->loc));
    add_line(rp, 2, c.s, "%s", t.s);
  }
}

/* One "KIND: type name (flags), ..." line for the variables of KIND. */
static void print_vars(struct region_printer *rp, enum ir_var_kind kind, const char *title) {
  const struct ir_region *r = rp->r;
  struct ir_buf t = {0};
  int count = 0;
  for (int i = 0; i < r->vars.n; i++) {
    const struct ir_var *v = r->vars.v[i];
    if (!v || v->kind != kind)
      continue;
    ir_buf_printf(&t, "%s%s %s", count++ ? ", " : "", ir_type_name(v->type),
                  v->name ? v->name : "<null>");
    if (v->bind)
      ir_buf_printf(&t, " = %s", v->bind);
    else if (kind == IR_VAR_SCALAR && v->local)
      ir_buf_puts(&t, " (local)");
    else if (kind == IR_VAR_SCALAR && v->written)
      ir_buf_puts(&t, " (written)");
  }
  add_line(rp, 1, NULL, "%s: %s", title, count ? t.s : "none");
}

/* Write the collected lines, aligning the comments of the region on one
 * column (lines too long for it keep two spaces before their comment). */
static void flush_lines(struct region_printer *rp, struct ir_buf *out) {
  size_t col = 0;
  for (int i = 0; i < rp->lines.n; i++) {
    struct line *l = rp->lines.v[i];
    size_t len = strlen(l->text);
    if (l->comment && len > col && len <= 64)
      col = len;
  }
  for (int i = 0; i < rp->lines.n; i++) {
    struct line *l = rp->lines.v[i];
    ir_buf_puts(out, l->text);
    if (l->comment) {
      size_t len = strlen(l->text);
      size_t pad = len < col ? col - len + 2 : 2;
      ir_buf_printf(out, "%*s// %s", (int)pad, "", l->comment);
    }
    ir_buf_puts(out, "\n");
  }
}

/* One region: header, symbols, then the loop tree with S-ids. */
void ir_print_region(const struct ir_region *r, struct ir_buf *out) {
  struct region_printer rp = {.r = r};
  const char *origin = r->origin == IR_REGION_SCOP ? "scop" : "function";
  add_line(&rp, 0, NULL, "region %d '%s' (%s, %s:%d-%d)", r->id, r->func ? r->func : "?", origin,
           r->loc.file ? r->loc.file : "?", r->loc.line, r->end.line);
  print_vars(&rp, IR_VAR_PARAM, "params");
  for (int k = 0; k < r->derived.n; k++) {
    const struct ir_derived *d = r->derived.v[k];
    add_line(&rp, 1, NULL, "derived: %s = %s", d->var->name, expr_ir_str(d->value));
  }
  print_arrays(&rp);
  print_vars(&rp, IR_VAR_SCALAR, "scalars");
  print_vars(&rp, IR_VAR_ITER, "iterators");
  if (!r->body)
    add_line(&rp, 1, NULL, "(empty)");
  print_nodes(&rp, r->body, 1);
  flush_lines(&rp, out);
}

/* --emit=ir: every region, in source order, separated by blank lines. */
void ir_print_program(const struct ir_program *p, struct ir_buf *out) {
  if (p->regions.n == 0) {
    ir_buf_printf(out, "// no regions in %s\n", p->file ? p->file : "the input");
    return;
  }
  for (int i = 0; i < p->regions.n; i++) {
    if (i)
      ir_buf_puts(out, "\n");
    ir_print_region(p->regions.v[i], out);
  }
}

/* ---------------------------------------------------------------- footprints */

/* Polynomial P as a C expression of type long: terms of higher degree
 * first, each product computed in long ("(long)Width * Width",
 * "2L * n - 1"). */
static char *poly_str(const struct ir_poly *p) {
  struct ir_buf b = {0};
  /* The sum so far is a long (one variable alone needs no cast). */
  bool wide = p->n == 1 && p->t[0].deg == 1 && (p->t[0].coef == 1 || p->t[0].coef == -1);
  for (int pass = IR_POLY_MAX_DEG; pass >= 0; pass--)
    for (int i = 0; i < p->n; i++) {
      const struct ir_poly_term *t = &p->t[i];
      if (t->deg != pass)
        continue;
      long c = t->coef;
      unsigned long m = c < 0 ? 0UL - (unsigned long)c : (unsigned long)c;
      if (b.len)
        ir_buf_printf(&b, " %c ", c < 0 ? '-' : '+');
      else if (c < 0)
        ir_buf_puts(&b, "-");
      if (t->deg == 0) {
        ir_buf_printf(&b, "%lu%s", m, wide ? "" : "L");
        wide = true;
        continue;
      }
      if (m != 1)
        ir_buf_printf(&b, "%luL * ", m);
      for (int k = 0; k < t->deg; k++)
        ir_buf_printf(&b, "%s%s%s", k ? " * " : "",
                      (!k && !wide && m == 1) || ir_type_is_unsigned_int(t->v[k]->type)
                          ? "(long)"
                          : "",
                      t->v[k]->name);
      wide = true;
    }
  return b.s ? b.s : ir_strdup("0L");
}

/* The condition of piece P: "n >= 1 && m >= n"; NULL when it always
 * holds. */
static char *piece_cond_str(const struct ir_footprint_piece *p) {
  struct ir_buf b = {0};
  for (int k = 0; k < p->ncond; k++) {
    /* Positive terms on the left, the rest on the right. */
    const struct ir_aff *a = p->cond[k];
    struct ir_aff *lhs, *rhs;
    ir_aff_signs(a, &lhs, &rhs);
    if (lhs->nterms) {
      rhs = ir_aff_add_const(rhs, -a->cst);
      ir_buf_printf(&b, "%s%s %s %s", k ? " && " : "", ir_aff_str(lhs), p->eq[k] ? "==" : ">=",
                    ir_aff_str(rhs));
    } else { /* -n + 30 >= 0: n <= 30 */
      ir_buf_printf(&b, "%s%s %s %ld", k ? " && " : "", ir_aff_str(rhs), p->eq[k] ? "==" : "<=",
                    a->cst);
    }
  }
  return b.s;
}

static char *pieces_str(const struct ir_footprint *f, bool count) {
  if (!f || !f->bounded)
    ir_internal_error("printing an unbounded footprint");
  if (!count && ir_footprint_starts_at_0(f))
    return ir_strdup("0L");
  struct ir_buf b = {0};
  for (int k = 0; k < f->npieces; k++) {
    const struct ir_footprint_piece *p = &f->pieces[k];
    const char *v = poly_str(count ? &p->count : &p->first);
    char *c = piece_cond_str(p);
    if (!c) { /* the one piece, which always holds */
      ir_buf_puts(&b, v);
      return b.s;
    }
    ir_buf_printf(&b, "%s ? %s : ", c, v);
  }
  ir_buf_puts(&b, "0L");
  return b.s;
}

char *ir_footprint_first_str(const struct ir_footprint *f) { return pieces_str(f, false); }

char *ir_footprint_count_str(const struct ir_footprint *f) { return pieces_str(f, true); }

bool ir_footprint_starts_at_0(const struct ir_footprint *f) {
  for (int k = 0; k < f->npieces; k++)
    if (f->pieces[k].first.n)
      return false;
  return true;
}

bool ir_footprint_equal(const struct ir_footprint *a, const struct ir_footprint *b) {
  if (!a || !b || !a->bounded || !b->bounded)
    return false;
  return strcmp(ir_footprint_first_str(a), ir_footprint_first_str(b)) == 0 &&
         strcmp(ir_footprint_count_str(a), ir_footprint_count_str(b)) == 0;
}
