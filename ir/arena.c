/* arena.c - the one memory arena of a compilation.  Tokens, syntax trees,
 * IR nodes and strings all come from here; nothing is freed before
 * ir_arena_release() at exit, so passes may build new nodes freely.
 * Also the growable vectors and string buffers built on it. */
#include "ir.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Chunks are chained so the whole arena can be released at once. */
struct chunk {
  struct chunk *prev;
  size_t used, size;
  _Alignas(16) unsigned char data[];
};

static struct chunk *arena_top;

static _Noreturn void out_of_memory(size_t size) {
  fprintf(stderr, "tilec: error: out of memory (allocating %zu bytes)\n", size);
  exit(1);
}

void *ir_alloc(size_t size) {
  size = (size + 15) & ~(size_t)15;
  if (!arena_top || arena_top->size - arena_top->used < size) {
    size_t chunk_size = size > (1u << 20) ? size : (1u << 20);
    struct chunk *c = malloc(sizeof(struct chunk) + chunk_size);
    if (!c)
      out_of_memory(size);
    c->prev = arena_top;
    c->used = 0;
    c->size = chunk_size;
    arena_top = c;
  }
  void *p = arena_top->data + arena_top->used;
  arena_top->used += size;
  memset(p, 0, size);
  return p;
}

void *ir_realloc(void *old, size_t old_size, size_t new_size) {
  void *p = ir_alloc(new_size);
  if (old)
    memcpy(p, old, old_size < new_size ? old_size : new_size);
  return p;
}

char *ir_strndup(const char *s, size_t n) {
  char *p = ir_alloc(n + 1);
  memcpy(p, s, n);
  return p;
}

char *ir_strdup(const char *s) { return ir_strndup(s, strlen(s)); }

char *ir_vprintf(const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap2);
  va_end(ap2);
  char *p = ir_alloc((size_t)n + 1);
  vsnprintf(p, (size_t)n + 1, fmt, ap);
  return p;
}

char *ir_printf(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *p = ir_vprintf(fmt, ap);
  va_end(ap);
  return p;
}

void ir_arena_release(void) {
  while (arena_top) {
    struct chunk *prev = arena_top->prev;
    free(arena_top);
    arena_top = prev;
  }
}

void ir_vec_push(struct ir_vec *vec, void *p) {
  if (vec->n == vec->cap) {
    int cap = vec->cap ? vec->cap * 2 : 8;
    vec->v = ir_realloc(vec->v, sizeof(void *) * (size_t)vec->cap, sizeof(void *) * (size_t)cap);
    vec->cap = cap;
  }
  vec->v[vec->n++] = p;
}

bool ir_vec_contains(const struct ir_vec *vec, const void *p) {
  for (int i = 0; i < vec->n; i++)
    if (vec->v[i] == p)
      return true;
  return false;
}

void ir_buf_putn(struct ir_buf *b, const char *s, size_t n) {
  if (b->len + n + 1 > b->cap) {
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + n + 1)
      cap *= 2;
    b->s = ir_realloc(b->s, b->cap, cap);
    b->cap = cap;
  }
  memcpy(b->s + b->len, s, n);
  b->len += n;
  b->s[b->len] = '\0';
}

void ir_buf_puts(struct ir_buf *b, const char *s) { ir_buf_putn(b, s, strlen(s)); }

void ir_buf_printf(struct ir_buf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *s = ir_vprintf(fmt, ap);
  va_end(ap);
  ir_buf_puts(b, s);
}
