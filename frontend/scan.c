/* scan.c - walks the lexer's tokens at file scope and splits them into
 * top-level items: function definitions, which the parser
 * (frontend/parser.y) turns into struct fe_func, and declarations, whose
 * typedef names must be known before later items parse.  Sits between
 * fe_lex (frontend/lexer.l) and fe_lower (frontend/lower.c).
 *
 * Headers are full of GNU extensions; a declaration that does not parse
 * is skipped silently (its typedef names are still recorded).  A function
 * whose body does not parse is kept with body == NULL and its error, which
 * the lowering reports only if the function is selected. */
#include "frontend/frontend.h"
#include "parser.h"

#include <stdint.h>
#include <string.h>

/* ------------------------------------------------------------ typedef names */

/* Type names the compiler provides without a typedef in any header. */
static bool builtin_type_name(const char *name) {
  static const char *const names[] = {
      "__builtin_va_list", "__int128", "__int128_t", "__uint128_t", "__float128", "__float80",
      "__ibm128", "__fp16", "__bf16", "_Float16", "_Float32", "_Float64", "_Float128",
      "_Float32x", "_Float64x", "_Float128x", "_Decimal32", "_Decimal64", "_Decimal128",
  };
  if (name[0] != '_')
    return false;
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (strcmp(name, names[i]) == 0)
      return true;
  return false;
}

/* A hash set over u->typedefs, brought up to date on every lookup: the
 * parser adds names while it runs, and headers declare hundreds. */
static struct {
  const struct fe_unit *u;
  void **v;  /* u->typedefs.v when last synced */
  int n;     /* how many of u->typedefs are in the table */
  const char **slot;
  unsigned cap, count;
} cache;

static unsigned hash_name(const char *s) {
  unsigned h = 2166136261u;
  for (; *s; s++)
    h = (h ^ (unsigned char)*s) * 16777619u;
  return h;
}

static void cache_insert(const char *name) {
  if ((cache.count + 1) * 2 > cache.cap) {
    unsigned cap = cache.cap ? cache.cap * 2 : 256;
    const char **old = cache.slot;
    unsigned old_cap = cache.cap;
    cache.slot = ir_alloc(sizeof *cache.slot * cap);
    cache.cap = cap;
    cache.count = 0;
    for (unsigned i = 0; i < old_cap; i++)
      if (old[i])
        cache_insert(old[i]);
  }
  unsigned i = hash_name(name) & (cache.cap - 1);
  while (cache.slot[i]) {
    if (strcmp(cache.slot[i], name) == 0)
      return;
    i = (i + 1) & (cache.cap - 1);
  }
  cache.slot[i] = name;
  cache.count++;
}

static void cache_sync(const struct fe_unit *u) {
  if (cache.u != u || cache.v != u->typedefs.v || cache.n > u->typedefs.n) {
    if (cache.slot)
      memset(cache.slot, 0, sizeof *cache.slot * cache.cap);
    cache.count = 0;
    cache.n = 0;
    cache.u = u;
  }
  cache.v = u->typedefs.v;
  for (; cache.n < u->typedefs.n; cache.n++)
    cache_insert(u->typedefs.v[cache.n]);
}

/* Does NAME name a type (a typedef seen so far, or a builtin type)?
 * The token feeder asks this for every identifier it passes on. */
bool fe_is_typedef_name(const struct fe_unit *u, const char *name) {
  if (builtin_type_name(name))
    return true;
  cache_sync(u);
  if (!cache.cap)
    return false;
  unsigned i = hash_name(name) & (cache.cap - 1);
  while (cache.slot[i]) {
    if (strcmp(cache.slot[i], name) == 0)
      return true;
    i = (i + 1) & (cache.cap - 1);
  }
  return false;
}

static void add_typedef(struct fe_unit *u, const char *name) {
  if (!fe_is_typedef_name(u, name))
    ir_vec_push(&u->typedefs, (void *)name);
}

/* ------------------------------------------------------------ file scope */

/* Index of the token matching the opener at I (same nesting kind), or
 * -1 when the range [I, END) ends first. */
static int match_close(const struct fe_token *t, int i, int end) {
  int open = t[i].kind;
  int close = open == '{' ? '}' : open == '(' ? ')' : ']';
  int depth = 0;
  for (; i < end; i++) {
    if (t[i].kind == open)
      depth++;
    else if (t[i].kind == close && --depth == 0)
      return i;
  }
  return -1;
}

/* ------------------------------------------------------------ struct members */

void fe_record_struct(struct fe_unit *u, const char *name, int body_tok) {
  for (int k = 0; k + 1 < u->structs.n; k += 2)
    if (strcmp(u->structs.v[k], name) == 0)
      return;
  ir_vec_push(&u->structs, (void *)name);
  ir_vec_push(&u->structs, (void *)(intptr_t)body_tok);
}

/* The members declared by the struct body whose '{' is token OPEN: each
 * declaration up to its ';' parsed on its own.  NULL when one does not
 * parse or declares a bit-field. */
static struct fe_decl *parse_members(struct fe_unit *u, int open) {
  const struct fe_token *t = u->toks.t;
  int close = match_close(t, open, u->toks.n);
  if (close < 0)
    return NULL;
  struct fe_decl *head = NULL, **tail = &head;
  int depth = 0, first = open + 1;
  for (int i = open + 1; i < close; i++) {
    if (t[i].kind == '(' || t[i].kind == '[' || t[i].kind == '{')
      depth++;
    else if (t[i].kind == ')' || t[i].kind == ']' || t[i].kind == '}')
      depth--;
    else if (t[i].kind == ':' && depth == 0)
      return NULL; /* a bit-field */
    if (t[i].kind != ';' || depth != 0)
      continue;
    struct fe_decl *d = fe_parse_declaration(u, first, i, false);
    if (!d)
      return NULL;
    *tail = d;
    while (*tail)
      tail = &(*tail)->next;
    first = i + 1;
  }
  return first == close ? head : NULL;
}

struct fe_decl *fe_struct_fields(struct fe_unit *u, const struct fe_type *t) {
  if (!t || t->kind != FE_TY_NAMED || !t->name || strncmp(t->name, "struct ", 7) != 0)
    return NULL;
  int open = t->body_tok - 1;
  for (int k = 0; open < 0 && k + 1 < u->structs.n; k += 2)
    if (strcmp(u->structs.v[k], t->name) == 0)
      open = (int)(intptr_t)u->structs.v[k + 1];
  if (open < 0 || open >= u->toks.n || u->toks.t[open].kind != '{')
    return NULL;
  /* Parsed once per body. */
  static struct ir_vec cache; /* int '{' token, struct fe_decl *: pairs */
  for (int k = 0; k + 1 < cache.n; k += 2)
    if ((int)(intptr_t)cache.v[k] == open)
      return cache.v[k + 1];
  struct fe_decl *d = parse_members(u, open);
  ir_vec_push(&cache, (void *)(intptr_t)open);
  ir_vec_push(&cache, d);
  return d;
}

/* Index of the '(' matching the ')' at I, searching back to START. */
static int match_open(const struct fe_token *t, int start, int i) {
  int depth = 0;
  for (; i >= start; i--) {
    if (t[i].kind == ')')
      depth++;
    else if (t[i].kind == '(' && --depth == 0)
      return i;
  }
  return -1;
}

/* Does the '{' at BRACE open a function body?  It must follow the ')' of
 * a parameter list, possibly with __attribute__((...)) or asm("...") in
 * between ("struct __attribute__((packed)) {" is not a function). */
static bool opens_function_body(const struct fe_token *t, int start, int brace) {
  int p = brace - 1;
  while (p > start && t[p].kind == ')') {
    int q = match_open(t, start, p);
    if (q <= start)
      return false;
    int k = t[q - 1].kind;
    if (k == ATTRIBUTE || k == ASM) {
      p = q - 2;
      continue;
    }
    return true;
  }
  return false;
}

/* The names a typedef declares, found from its tokens alone: used when
 * the parser could not make sense of it.  In each comma-separated
 * declarator the name is the last identifier outside brackets and
 * parameter lists. */
static void typedef_names_by_tokens(struct fe_unit *u, int first, int last) {
  const struct fe_token *t = u->toks.t;
  int i = first;
  while (i <= last && t[i].kind == EXTENSION)
    i++;
  if (i > last || t[i].kind != TYPEDEF)
    return;
  const char *cand = NULL;
  int prev = 0;
  for (; i <= last; i++) {
    int k = t[i].kind;
    if (k == '{' || k == '[') {
      int j = match_close(t, i, last + 1);
      if (j < 0)
        break;
      i = j;
      prev = k == '{' ? '}' : ']';
      continue;
    }
    if (k == ATTRIBUTE || k == ASM) {
      if (i + 1 <= last && t[i + 1].kind == '(') {
        int j = match_close(t, i + 1, last + 1);
        if (j < 0)
          break;
        i = j;
      }
      continue;
    }
    if (k == '(' && (prev == IDENTIFIER || prev == ')' || prev == ']')) {
      /* a parameter list */
      int j = match_close(t, i, last + 1);
      if (j < 0)
        break;
      i = j;
      prev = ')';
      continue;
    }
    if (k == IDENTIFIER && prev != STRUCT && prev != UNION && prev != ENUM)
      cand = t[i].text;
    if ((k == ',' || k == ';') && cand) {
      add_typedef(u, cand);
      cand = NULL;
    }
    prev = k;
  }
  if (cand)
    add_typedef(u, cand);
}

static void scan_declaration(struct fe_unit *u, int first, int last) {
  struct fe_decl *d = fe_parse_declaration(u, first, last, false);
  if (!d) {
    typedef_names_by_tokens(u, first, last);
    return;
  }
  for (; d; d = d->next)
    if (d->name)
      ir_vec_push(&u->globals, d);
}

/* Parse the function definition [FIRST, LAST] whose body opens at BRACE.
 * On a syntax error keep what is known of it, with the error. */
static void scan_function(struct fe_unit *u, int first, int last, int brace) {
  struct fe_func *f = fe_parse_function(u, first, last, false);
  if (!f) {
    struct ir_loc err_loc = {0};
    const char *err = fe_last_syntax_error(&err_loc);
    struct fe_func *partial = fe_last_partial_function();
    f = ir_alloc(sizeof *f);
    if (partial) {
      *f = *partial;
    } else {
      /* The header did not parse either: take the identifier before the
       * first '(' as the name. */
      const struct fe_token *t = u->toks.t;
      for (int i = first; i + 1 < brace; i++)
        if (t[i].kind == IDENTIFIER && t[i + 1].kind == '(') {
          f->name = t[i].text;
          f->loc = t[i].loc;
          break;
        }
      if (!f->name)
        f->loc = t[first].loc;
    }
    f->body = NULL;
    f->error = err ? err : "syntax error";
    f->error_loc = err ? err_loc : f->loc;
    f->in_main = u->toks.t[first].in_main;
    f->tok_first = first;
    f->tok_last = last;
  }
  ir_vec_push(&u->funcs, f);
}

/* The word after '#pragma' in the text of PRAGMA token T ("scop"), as an
 * arena string. */
static const char *pragma_word(const struct fe_token *t) {
  const char *s = t->text;
  while (*s == ' ' || *s == '\t')
    s++;
  if (strncmp(s, "pragma", 6) == 0 && (s[6] == ' ' || s[6] == '\t'))
    s += 6;
  while (*s == ' ' || *s == '\t')
    s++;
  return ir_strndup(s, strcspn(s, " \t\r\n"));
}

/* Split the unit's tokens into top-level items and parse each one. */
bool fe_scan(struct fe_unit *u) {
  const struct fe_token *t = u->toks.t;
  int n = u->toks.n - 1; /* the EOF token */
  if (n < 0)
    return true;
  int i = 0;
  while (i < n) {
    if (t[i].kind == PRAGMA && t[i].in_main) {
      const char *w = pragma_word(&t[i]);
      if (strcmp(w, "scop") == 0 || strcmp(w, "endscop") == 0)
        diag_warning(t[i].loc, "'#pragma %s' outside a function body is ignored", w);
    }
    if (t[i].kind == ';' || t[i].kind == PRAGMA) {
      i++;
      continue;
    }
    if (t[i].kind == '{') {
      /* A block with nothing before it, such as the body of an old-style
       * definition "int f(a) int a; { ... }": skip it whole. */
      int close = match_close(t, i, n);
      if (close < 0) {
        diag_error(t[n].loc, "expected '}' at end of input");
        return false;
      }
      i = close + 1;
      continue;
    }
    int start = i, depth = 0, paren = 0, end = -1, brace = -1;
    bool assign = false;
    for (int j = start; j < n && end < 0; j++) {
      int k = t[j].kind;
      if (k == '{') {
        if (depth == 0 && paren == 0 && !assign && opens_function_body(t, start, j))
          brace = end = j;
        else
          depth++;
      } else if (k == '}') {
        if (depth == 0) {
          diag_error(t[j].loc, "expected identifier or '(' before '}' token");
          return false;
        }
        depth--;
      } else if (depth == 0) {
        if (k == '(' || k == '[')
          paren++;
        else if ((k == ')' || k == ']') && paren > 0)
          paren--;
        else if (k == '=' && paren == 0)
          assign = true;
        else if (k == ';')
          end = j;
      }
    }
    if (end < 0) {
      if (depth > 0) {
        diag_error(t[n].loc, "expected '}' at end of input");
        return false;
      }
      scan_declaration(u, start, n - 1); /* a last declaration without ';' */
      break;
    }
    if (brace < 0) {
      scan_declaration(u, start, end);
      i = end + 1;
      continue;
    }
    int close = match_close(t, brace, n);
    if (close < 0) {
      diag_error(t[n].loc, "expected '}' at end of input");
      return false;
    }
    scan_function(u, start, close, brace);
    i = close + 1;
  }
  return true;
}
