/* guards.c - what every code generator puts before a regenerated region so
 * that the output cannot be compiled with other macro values than tilec
 * saw.  The region's code has numbers built in where the source had macros
 * (array extents 'double A[NI][NJ]' become the row stride 1200 of a flat
 * subscript in a kernel and the byte counts of the copies; loop bounds
 * 'i < N' become 'i <= 99'): compiled with another -D, the host program's
 * arrays change size and the generated code would silently run off them.
 * So for each object-like macro that the region's lines or (where the
 * generated code uses the arrays' extents) the declarations of its arrays
 * name, directly or through the bodies of the macros they name, and whose
 * value is an integer constant, the output tests that the macro still has that value:
 *
 *   #if !defined(NI) || (NI) != 1000
 *   #error "tilec: gemm.c was translated with NI = 1000, ..."
 *   #endif
 *
 * Macro definitions come from the preprocessor (fe_macros, -dD). */
#include "codegen.h"

#include <limits.h>
#include <string.h>

/* ---------------------------------------------------------------- evaluating a macro */

/* A small evaluator of integer constant expressions made of literals,
 * object-like macros, parentheses and the arithmetic, shift, bitwise and
 * comparison operators: what array extents and loop bounds are written
 * with.  Anything else (a cast, a floating constant, an identifier that is
 * no macro, a function-like macro, overflow) makes the value unknown. */
struct eval {
  const char *p;
  int depth; /* macro expansions in progress: stops a recursive macro */
  bool ok;
};

static long long eval_expr(struct eval *ev, int min_prec);

static bool is_ident_start(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static bool is_ident_char(char c) { return is_ident_start(c) || (c >= '0' && c <= '9'); }

static void skip_space(struct eval *ev) {
  while (*ev->p == ' ' || *ev->p == '\t')
    ev->p++;
}

/* The value of macro NAME's body, or ok = false. */
static long long eval_macro(struct eval *ev, const char *name) {
  const struct fe_macro *m = fe_macro(name);
  if (!m || m->params || ev->depth > 32) {
    ev->ok = false;
    return 0;
  }
  struct eval inner = {m->body, ev->depth + 1, true};
  long long v = eval_expr(&inner, 0);
  skip_space(&inner);
  if (!inner.ok || *inner.p)
    ev->ok = false;
  return v;
}

static long long eval_primary(struct eval *ev) {
  skip_space(ev);
  char c = *ev->p;
  if (c == '(') {
    ev->p++;
    long long v = eval_expr(ev, 0);
    skip_space(ev);
    if (*ev->p != ')')
      ev->ok = false;
    else
      ev->p++;
    return v;
  }
  if (c == '-' || c == '+' || c == '~' || c == '!') {
    ev->p++;
    long long v = eval_primary(ev);
    if (c == '-' && v == LLONG_MIN)
      ev->ok = false;
    return c == '-' ? -v : c == '~' ? ~v : c == '!' ? !v : v;
  }
  if (c >= '0' && c <= '9') {
    int base = 10;
    if (c == '0' && (ev->p[1] == 'x' || ev->p[1] == 'X'))
      base = 16, ev->p += 2;
    else if (c == '0')
      base = 8;
    unsigned long long v = 0;
    for (;; ev->p++) {
      char d = *ev->p;
      int k = d >= '0' && d <= '9' ? d - '0'
              : d >= 'a' && d <= 'f' ? d - 'a' + 10
              : d >= 'A' && d <= 'F' ? d - 'A' + 10
                                     : 99;
      if (k >= base)
        break;
      if (v > (ULLONG_MAX - (unsigned)k) / (unsigned)base)
        ev->ok = false;
      v = v * (unsigned)base + (unsigned)k;
    }
    /* Suffixes l, ll and u; an unsigned value compares differently in
     * #if, so it is left alone. */
    while (*ev->p == 'l' || *ev->p == 'L')
      ev->p++;
    if (*ev->p == 'u' || *ev->p == 'U' || *ev->p == '.' || is_ident_char(*ev->p) ||
        v > LLONG_MAX)
      ev->ok = false;
    return (long long)v;
  }
  if (is_ident_start(c)) {
    const char *start = ev->p;
    while (is_ident_char(*ev->p))
      ev->p++;
    return eval_macro(ev, ir_strndup(start, (size_t)(ev->p - start)));
  }
  ev->ok = false;
  return 0;
}

/* The binary operator at ev->p: its length and precedence (higher binds
 * tighter), or 0. */
static int binary_op(const char *p, int *prec) {
  static const struct {
    const char *op;
    int prec;
  } ops[] = {{"<<", 7}, {">>", 7}, {"<=", 6}, {">=", 6}, {"==", 5}, {"!=", 5}, {"&&", 1},
             {"||", 0}, {"*", 9},  {"/", 9},  {"%", 9},  {"+", 8},  {"-", 8},  {"<", 6},
             {">", 6},  {"&", 4},  {"^", 3},  {"|", 2}};
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
    size_t n = strlen(ops[i].op);
    if (strncmp(p, ops[i].op, n) == 0) {
      *prec = ops[i].prec;
      return (int)n;
    }
  }
  return 0;
}

static long long apply(struct eval *ev, const char *op, int n, long long a, long long b) {
  long long r = 0;
  switch (op[0]) {
  case '*':
    if (__builtin_mul_overflow(a, b, &r))
      ev->ok = false;
    return r;
  case '/':
  case '%':
    if (b == 0 || (a == LLONG_MIN && b == -1)) {
      ev->ok = false;
      return 0;
    }
    return op[0] == '/' ? a / b : a % b;
  case '+':
    if (__builtin_add_overflow(a, b, &r))
      ev->ok = false;
    return r;
  case '-':
    if (__builtin_sub_overflow(a, b, &r))
      ev->ok = false;
    return r;
  case '<':
    if (n == 2 && op[1] == '<') {
      if (a < 0 || b < 0 || b > 62 || a > (LLONG_MAX >> b))
        ev->ok = false;
      return ev->ok ? a << b : 0;
    }
    return n == 2 ? a <= b : a < b;
  case '>':
    if (n == 2 && op[1] == '>') {
      if (b < 0 || b > 63)
        ev->ok = false;
      return ev->ok ? a >> b : 0;
    }
    return n == 2 ? a >= b : a > b;
  case '=':
    return a == b;
  case '!':
    return a != b;
  case '&':
    return n == 2 ? a && b : a & b;
  case '|':
    return n == 2 ? a || b : a | b;
  case '^':
    return a ^ b;
  }
  ev->ok = false;
  return 0;
}

static long long eval_expr(struct eval *ev, int min_prec) {
  long long v = eval_primary(ev);
  for (;;) {
    skip_space(ev);
    int prec, n = binary_op(ev->p, &prec);
    if (!n || prec < min_prec || !ev->ok)
      return v;
    const char *op = ev->p;
    ev->p += n;
    long long rhs = eval_expr(ev, prec + 1);
    v = apply(ev, op, n, v, rhs);
  }
}

/* The integer value of object-like macro NAME, if it has one. */
static bool macro_value(const char *name, long long *value) {
  struct eval ev = {"", 0, true};
  *value = eval_macro(&ev, name);
  return ev.ok;
}

/* ---------------------------------------------------------------- the guards */

static void macros_in(const char *text, size_t len, struct ir_vec *names);

/* Add macro NAME, if it is one, and the macros its body names, to NAMES
 * (each once): '_PB_NI' names NI through 'POLYBENCH_LOOP_BOUND(NI, ni)'. */
static void add_macro(const char *name, struct ir_vec *names) {
  const struct fe_macro *m = fe_macro(name);
  if (!m)
    return;
  for (int k = 0; k < names->n; k++)
    if (strcmp(names->v[k], name) == 0)
      return;
  ir_vec_push(names, (void *)m->name);
  macros_in(m->body, strlen(m->body), names);
}

/* Add the macros named in TEXT (LEN bytes of C) to NAMES. */
static void macros_in(const char *text, size_t len, struct ir_vec *names) {
  for (size_t i = 0; i < len;) {
    if (text[i] == '/' && i + 1 < len && text[i + 1] == '/')
      return;
    if (text[i] == '"' || text[i] == '\'') { /* a literal: no names in it */
      char q = text[i++];
      while (i < len && text[i] != q)
        i += text[i] == '\\' ? 2 : 1;
      i++;
      continue;
    }
    if (!is_ident_start(text[i]) || (i > 0 && is_ident_char(text[i - 1]))) {
      i++;
      continue;
    }
    size_t start = i;
    while (i < len && is_ident_char(text[i]))
      i++;
    add_macro(ir_strndup(text + start, i - start), names);
  }
}

/* Add the macros named on line LINE of FILE to NAMES. */
static void macros_on_line(const char *file, int line, struct ir_vec *names) {
  size_t len;
  const char *text = file ? diag_source_line(file, line, &len) : NULL;
  if (text)
    macros_in(text, len, names);
}

void cg_macro_guards(const struct ir_program *p, const struct ir_region *r, bool extents,
                     struct ir_buf *out) {
  if (!p->file)
    return;
  struct ir_vec names = {0};
  for (int line = r->loc.line; line <= r->end.line; line++)
    macros_on_line(r->loc.file, line, &names);
  for (int k = 0; k < r->arrays.n && extents; k++) {
    const struct ir_array *a = r->arrays.v[k];
    macros_on_line(a->loc.file, a->loc.line, &names);
  }
  struct ir_buf guards = {0};
  struct ir_buf base = {0}; /* the file's name, fit for a string literal */
  for (const char *c = strrchr(p->file, '/') ? strrchr(p->file, '/') + 1 : p->file; *c; c++)
    if (*c != '"' && *c != '\\' && *c != '\n')
      ir_buf_putn(&base, c, 1);
  for (int k = 0; k < names.n; k++) {
    const char *name = names.v[k];
    long long v;
    if (fe_macro(name)->params || !macro_value(name, &v))
      continue;
    ir_buf_printf(&guards,
                  "#if !defined(%s) || (%s) != %lld\n"
                  "#error \"tilec: %s was translated with %s = %lld, a value the code of region "
                  "%d has built in; translate it again with the -D options used here\"\n"
                  "#endif\n",
                  name, name, v, base.s ? base.s : "", name, v, r->id);
  }
  if (!guards.len)
    return;
  if (out->len && out->s[out->len - 1] != '\n')
    ir_buf_puts(out, "\n");
  ir_buf_puts(out, guards.s);
}

size_t cg_guard_place(const struct ir_program *p, const struct ir_region *r, size_t from) {
  size_t at = r->src_begin;
  while (at > from && p->source[at - 1] != '\n')
    at--;
  return at;
}
