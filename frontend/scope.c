/* scope.c - the names of a translation unit and the types they stand
 * for: the one symbol table and the one set of typedef rules of tilec.
 * The lowering (frontend/lower.c) asks it what a name in a region
 * declares and what a type spelled with typedef names is; the C++
 * rewrite of the pass-through text (frontend/cxx.c) asks it the same for
 * every function of the main file.
 *
 * A scope is the file scope of the unit (its declarations, typedefs,
 * function definitions and enumeration constants, looked up by hash)
 * plus a stack of declarations of one function: its parameters and the
 * declarations of its blocks seen so far, innermost last.  Names are
 * looked up innermost first; ordinary identifiers and typedef names are
 * one name space, as in C, so a local variable hides a typedef of the
 * same name and the other way round. */
#include "frontend/frontend.h"
#include "parser.h"

#include <string.h>

/* A hash map from names to pointers: later entries win. */
struct name_map {
  const char **keys;
  const void **vals;
  unsigned cap, count;
};

/* The file scope of a unit, built once (fe_scope_init). */
struct fe_file_scope {
  struct name_map objects;  /* name -> last file-scope struct fe_decl that is no typedef */
  struct name_map typedefs; /* name -> last file-scope typedef */
  struct name_map funcs;    /* name -> last struct fe_func defining it */
  struct name_map enums;    /* enumeration constants (the value is the name) */
};

static unsigned hash_name(const char *s) {
  unsigned h = 2166136261u;
  for (; *s; s++)
    h = (h ^ (unsigned char)*s) * 16777619u;
  return h;
}

static void map_put(struct name_map *m, const char *key, const void *val) {
  if ((m->count + 1) * 2 > m->cap) {
    struct name_map old = *m;
    m->cap = old.cap ? old.cap * 2 : 256;
    m->keys = ir_alloc(sizeof *m->keys * m->cap);
    m->vals = ir_alloc(sizeof *m->vals * m->cap);
    m->count = 0;
    for (unsigned i = 0; i < old.cap; i++)
      if (old.keys[i])
        map_put(m, old.keys[i], old.vals[i]);
  }
  unsigned i = hash_name(key) & (m->cap - 1);
  while (m->keys[i] && strcmp(m->keys[i], key) != 0)
    i = (i + 1) & (m->cap - 1);
  if (!m->keys[i])
    m->count++;
  m->keys[i] = key;
  m->vals[i] = val;
}

static const void *map_get(const struct name_map *m, const char *key) {
  if (!m->cap)
    return NULL;
  unsigned i = hash_name(key) & (m->cap - 1);
  while (m->keys[i]) {
    if (strcmp(m->keys[i], key) == 0)
      return m->vals[i];
    i = (i + 1) & (m->cap - 1);
  }
  return NULL;
}

/* Enumeration constants: the identifiers after '{' or ',' at the top
 * level of 'enum [TAG] { ... }' (the parser keeps enum bodies as one
 * token). */
static void collect_enumerators(const struct fe_unit *u, struct name_map *enums) {
  const struct fe_token *t = u->toks.t;
  for (int i = 0; i + 1 < u->toks.n; i++) {
    if (t[i].kind != ENUM)
      continue;
    int j = i + 1;
    if (t[j].kind == IDENTIFIER)
      j++;
    if (j >= u->toks.n || t[j].kind != '{')
      continue;
    int depth = 0;
    for (int k = j; k < u->toks.n; k++) {
      int kk = t[k].kind;
      if (kk == '(' || kk == '[' || kk == '{') {
        depth++;
      } else if (kk == ')' || kk == ']' || kk == '}') {
        if (--depth == 0)
          break;
      } else if (depth == 1 && kk == IDENTIFIER &&
                 (t[k - 1].kind == '{' || t[k - 1].kind == ',')) {
        map_put(enums, t[k].text, t[k].text);
      }
    }
  }
}

void fe_scope_init(struct fe_scope *s, const struct fe_unit *u) {
  memset(s, 0, sizeof *s);
  s->u = u;
  if (u->file_scope)
    return;
  /* Built on first use: the unit's declarations are final once fe_scan
   * has run. */
  struct fe_file_scope *f = ir_alloc(sizeof *f);
  for (int k = 0; k < u->globals.n; k++) {
    const struct fe_decl *d = u->globals.v[k];
    if (d->name)
      map_put(d->storage == FE_SC_TYPEDEF ? &f->typedefs : &f->objects, d->name, d);
  }
  for (int k = 0; k < u->funcs.n; k++) {
    const struct fe_func *fn = u->funcs.v[k];
    if (fn->name)
      map_put(&f->funcs, fn->name, fn);
  }
  collect_enumerators(u, &f->enums);
  ((struct fe_unit *)u)->file_scope = f;
}

void fe_scope_push(struct fe_scope *s, const struct fe_decl *d, enum fe_scope_kind kind) {
  if (!d->name)
    return;
  ir_vec_push(&s->decls, (void *)d);
  ir_vec_push(&s->kinds, (void *)(long)kind);
}

void fe_scope_pop(struct fe_scope *s, int mark) {
  if (mark < s->decls.n)
    s->decls.n = s->kinds.n = mark;
}

/* The innermost declaration of NAME among the function's, or -1. */
static int local_index(const struct fe_scope *s, const char *name) {
  for (int i = s->decls.n - 1; i >= 0; i--)
    if (strcmp(((const struct fe_decl *)s->decls.v[i])->name, name) == 0)
      return i;
  return -1;
}

const struct fe_decl *fe_scope_object(const struct fe_scope *s, const char *name,
                                      enum fe_scope_kind *kind) {
  int i = local_index(s, name);
  if (i >= 0) {
    const struct fe_decl *d = s->decls.v[i];
    if (d->storage == FE_SC_TYPEDEF)
      return NULL;
    if (kind)
      *kind = d->storage == FE_SC_EXTERN ? FE_SCOPE_FILE : (enum fe_scope_kind)(long)s->kinds.v[i];
    return d;
  }
  if (kind)
    *kind = FE_SCOPE_FILE;
  return map_get(&s->u->file_scope->objects, name);
}

const struct fe_decl *fe_scope_typedef(const struct fe_scope *s, const char *name) {
  int i = local_index(s, name);
  if (i >= 0) {
    const struct fe_decl *d = s->decls.v[i];
    return d->storage == FE_SC_TYPEDEF ? d : NULL;
  }
  return map_get(&s->u->file_scope->typedefs, name);
}

const struct fe_func *fe_scope_function(const struct fe_scope *s, const char *name) {
  if (local_index(s, name) >= 0)
    return NULL; /* hidden by a local declaration */
  return map_get(&s->u->file_scope->funcs, name);
}

bool fe_is_enumerator(const struct fe_unit *u, const char *name) {
  if (!u->file_scope) {
    struct fe_scope s;
    fe_scope_init(&s, u);
  }
  return map_get(&u->file_scope->enums, name) != NULL;
}

void fe_scope_names(const struct fe_scope *s, struct ir_vec *out) {
  for (int i = 0; i < s->u->globals.n; i++) {
    const struct fe_decl *d = s->u->globals.v[i];
    if (d->name && d->storage != FE_SC_TYPEDEF)
      ir_vec_push(out, (void *)d->name);
  }
  for (int i = 0; i < s->decls.n; i++) {
    const struct fe_decl *d = s->decls.v[i];
    if (d->storage != FE_SC_TYPEDEF)
      ir_vec_push(out, (void *)d->name);
  }
}

const struct fe_type *fe_resolve_type(const struct fe_scope *s, const struct fe_type *t) {
  for (int n = 0; t && t->kind == FE_TY_NAMED && n < 64; n++) {
    const struct fe_decl *d = fe_scope_typedef(s, t->name);
    if (!d || !d->type)
      break;
    t = d->type;
  }
  return t;
}

/* T with QUALS added; on an array type they qualify its elements, as in
 * C (const row_t *b with typedef float row_t[8]: b's elements are const). */
const struct fe_type *fe_type_with_quals(const struct fe_type *t, unsigned quals) {
  if (!quals)
    return t;
  struct fe_type *x = ir_alloc(sizeof *x);
  *x = *t;
  if (t->kind == FE_TY_ARRAY && t->base)
    x->base = (struct fe_type *)fe_type_with_quals(t->base, quals);
  else
    x->quals |= quals;
  return x;
}

const struct fe_type *fe_expand_type(const struct fe_scope *s, const struct fe_type *t) {
  for (int depth = 0; t && depth < 64; depth++) {
    if (t->kind == FE_TY_NAMED) {
      const struct fe_decl *def = fe_scope_typedef(s, t->name);
      if (!def || !def->type)
        return t;
      t = fe_type_with_quals(def->type, t->quals);
      continue;
    }
    if ((t->kind == FE_TY_PTR || t->kind == FE_TY_ARRAY) && t->base) {
      const struct fe_type *b = fe_expand_type(s, t->base);
      if (b == t->base)
        return t;
      struct fe_type *x = ir_alloc(sizeof *x);
      *x = *t;
      x->base = (struct fe_type *)b;
      return x;
    }
    return t;
  }
  return t;
}
