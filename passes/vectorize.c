/* vectorize.c - the vectorize pass (recipe "vectorize LOOP"): the
 * asynchronous fills of the shared-memory tiles that kernel loop LOOP
 * reads (passes/pipeline.c's, the prologue's included) copy 16 bytes at a
 * time instead of one element.  A fill promote built is
 *
 *   for (load = TID; load <= N - 1; load += THREADS) {
 *     int r = R0 + load / W;  int c = C0 + load % W;
 *     async T[..r..][c - ..] = COND ? A[..r..][c + ..] : 0;
 *   }
 *
 * (one subscript: c = C0 + load).  With V = 16 / the element's bytes it
 * becomes
 *
 *   for (load = TID; load <= N / V - 1; load += THREADS) {
 *     int r = R0 + load / (W / V);  int c = C0 + V * (load % (W / V));
 *     async xV T[..r..][c - ..] = COND' ? A[..r..][c + ..] : 0;  // the first U - c + 1 read
 *   }
 *
 * where COND' is COND less its upper bounds c <= U, the least of which
 * becomes the count of elements read: CUDA prints one cp.async of 16 bytes whose
 * source size is that count's bytes, so the hardware writes the zeros
 * past the border (PTX ISA, cp.async's src-size).  The same elements are
 * copied to the same places: the fill is legal as before.  Where every
 * thread copies alike (the loop then counts from 0, unrolled), the
 * positions are a constant plus the thread's (load / (W / V) + TID /
 * (W / V) where the block's threads are a multiple of W / V), and the
 * fill becomes "if (FULL) the copies without COND' and counts; else the
 * copies above", FULL being COND' and every count at least V at the
 * worst row and the last column (split_whole).
 *
 * Conditions, checked per fill: W and N multiples of V; c the last
 * subscript of both sides with coefficient 1; both addresses multiples
 * of 16 bytes for every value: the tile's rows (padding included) a
 * multiple of V elements and its column C0 + .. too, the array's rows of
 * constant length, a multiple of V, its device copy starting at its
 * first element (cudaMalloc's alignment; where it starts at another, the
 * host rounds that start down to a multiple of V: struct ir_array's
 * vec_first) and C0 + .. a multiple of V (each term a multiple, or an
 * iterator that starts at one and steps by one); COND a conjunction
 * whose tests of c are upper bounds.  Rows whose length is known at run
 * time only (the lecture matmul's Width) get the widened loop under a
 * test that the length is a multiple of V, the element copies in its
 * else branch. */
#include "passes.h"

#include <string.h>

/* The value of constant expression E, or -1 where it is none or negative. */
static long constant(const struct ir_expr *e) {
  struct ir_aff *a = e->kind == IR_E_CONST ? ir_aff_of_expr(e) : NULL;
  return a && ir_aff_is_const(a) && a->cst >= 0 ? a->cst : -1;
}

/* Is every value of A a multiple of V in kernel K (NODES: its nodes)? */
static bool multiple(const struct ir_aff *a, long v, const struct ir_vec *nodes) {
  if (a->cst % v)
    return false;
  for (int t = 0; t < a->nterms; t++) {
    const struct ir_var *x = a->terms[t].var;
    long coef = a->terms[t].coef;
    if (coef % v == 0)
      continue;
    const struct ir_node *l = NULL;
    for (int i = 0; i < nodes->n && !l; i++) {
      const struct ir_node *n = nodes->v[i];
      if (n->kind == IR_LOOP && n->iter == x)
        l = n;
    }
    if (!l || !l->lb.n || (coef * l->step) % v)
      return false;
    /* Each start (peel's second loop takes the max of two) a constant
     * multiple, its terms too, whatever their values. */
    for (int p = 0; p < l->lb.n; p++) {
      const struct ir_aff *b = l->lb.parts[p];
      if ((coef * b->cst) % v)
        return false;
      for (int u = 0; u < b->nterms; u++)
        if ((coef * b->terms[u].coef) % v)
          return false;
    }
  }
  return true;
}

/* Is POS "load", or "load % W" or "load / W" (*OP; W in *W)? */
static bool is_position(const struct ir_expr *pos, const struct ir_var *load, int *op, long *w) {
  if (pos->kind == IR_E_VAR && pos->var == load) {
    *op = 0;
    *w = 0;
    return true;
  }
  if (pos->kind == IR_E_BINARY && (pos->op == '%' || pos->op == '/') &&
      pos->a->kind == IR_E_VAR && pos->a->var == load && constant(pos->b) > 0) {
    *op = pos->op;
    *w = constant(pos->b);
    return true;
  }
  return false;
}

/* The fill loop's position expression in BIND of an element's
 * subscript, "START + POS" or "POS" (START in *START, or NULL); NULL
 * where the bind is not of that form. */
static struct ir_expr **position(struct ir_stmt *bind, const struct ir_var *load, int *op, long *w,
                                 struct ir_expr **start) {
  struct ir_expr *rhs = bind->rhs;
  if (!rhs)
    return NULL;
  *start = NULL;
  if (is_position(rhs, load, op, w))
    return &bind->rhs;
  if (rhs->kind != IR_E_BINARY || rhs->op != '+' || !is_position(rhs->b, load, op, w))
    return NULL;
  *start = rhs->a;
  return &rhs->b;
}

/* D (affine, "D >= 0") at its least over the fill's rows: row R = R0 +
 * 0 .. ROWS - 1 (R NULL: no row); NULL where D reads an iterator of the
 * fill (the column C, LOAD) after that. */
static struct ir_aff *least_over_rows(const struct ir_aff *d, const struct ir_var *r,
                                      const struct ir_aff *r0, long rows, const struct ir_var *c,
                                      const struct ir_var *load) {
  long a = r ? ir_aff_coef(d, r) : 0;
  struct ir_aff *least = ir_aff_add_const(d, 0);
  if (a)
    least = ir_aff_add(ir_aff_sub(least, ir_aff_scale(ir_aff_var((struct ir_var *)r), a)),
                       ir_aff_scale(ir_aff_add_const(r0, a > 0 ? 0 : rows - 1), a));
  if (ir_aff_coef(least, c) || ir_aff_coef(least, load))
    return NULL;
  return least;
}

/* "Q <= P" for D = P - Q >= 0, each side's terms of positive
 * coefficients. */
static struct ir_expr *nonnegative(const struct ir_aff *d, struct ir_loc loc) {
  static const struct ir_type int_type = {.base = IR_T_INT};
  struct ir_aff *p, *q;
  ir_aff_signs(d, &p, &q);
  p = ir_aff_add_const(p, d->cst > 0 ? d->cst : 0);
  q = ir_aff_add_const(q, d->cst < 0 ? -d->cst : 0);
  return ir_expr_binary(IR_OP_LE, ir_expr_from_aff(q, int_type, loc),
                        ir_expr_from_aff(p, int_type, loc), int_type);
}

/* U + 1 for an upper bound c <= U that TEST is, in *COUNT: the elements
 * from C on it admits are U + 1 - c; false where TEST bounds C
 * otherwise.  Several upper bounds: the least U + 1 (CUDA's min). */
static bool upper_bound(const struct ir_expr *test, const struct ir_var *c, struct ir_aff **count) {
  struct ir_aff *d = ir_aff_of_test(test); /* D >= 0 */
  if (!d || ir_aff_coef(d, c) != -1)
    return false;
  *count = ir_aff_add_const(ir_aff_add(d, ir_aff_var((struct ir_var *)c)), 1);
  return true;
}

/* Widen fill loop F of kernel K to copies of V elements; NULL, or why
 * not.  Where the array's rows have a length known at run time only,
 * *WHEN is the test that it is a multiple of V (the widened loop runs
 * only then) and *PLAIN a copy of F as it was, the element copies for the
 * other case.  RECT (the kernel's loops a rectangle): the copies'
 * positions a constant plus the thread's, and *FULL the test under which
 * every copy is whole (split_whole; NULL: none). */
static const char *widen(struct ir_node *f, const struct ir_vec *nodes, bool rect,
                         struct ir_expr **when, struct ir_node **plain, struct ir_expr **full) {
  struct ir_node *last = f->body;
  while (last->next)
    last = last->next;
  struct ir_stmt *st = last->stmt;
  struct ir_expr *v = st->rhs, *src = v->kind == IR_E_COND ? v->b : v;
  struct ir_array *tile = st->lhs->acc->array;
  if (!st->async)
    return "its copies are not asynchronous (pipeline makes them)";
  if (src->kind != IR_E_ACCESS || src->acc->array->space != IR_SPACE_GLOBAL ||
      src->acc->array->elem.base != tile->elem.base ||
      (v->kind == IR_E_COND && constant(v->c) != 0))
    return "it is no copy of global elements";
  struct ir_array *a = src->acc->array;
  long bytes = ir_type_bytes(a->elem), vec = bytes > 0 && 16 % bytes == 0 ? 16 / bytes : 0;
  if (vec < 2)
    return ir_printf("its elements of %ld bytes", bytes);
  if (f->lb.n != 1 || f->ub.n != 1 || !ir_aff_is_const(f->ub.parts[0]))
    return "its loop is not promote's";
  long n = f->ub.parts[0]->cst + 1;
  /* The binds: the column C (from load % W or load) and the row. */
  struct ir_var *c = NULL, *r = NULL;
  struct ir_expr **cpos = NULL, **rpos = NULL;
  struct ir_expr *cstart = NULL, *rstart = NULL;
  long w = n;
  for (struct ir_node *b = f->body; b != last; b = b->next) {
    int op;
    long bw;
    struct ir_expr *start;
    struct ir_expr **pos = position(b->stmt, f->iter, &op, &bw, &start);
    if (!pos)
      return "its elements' positions are not promote's";
    if (op == '/') {
      rpos = pos;
      r = b->stmt->decl;
      rstart = start;
      continue;
    }
    c = b->stmt->decl;
    cpos = pos;
    cstart = start;
    if (op == '%')
      w = bw;
  }
  if (!c || w % vec || n % vec)
    return ir_printf("its rows are no multiple of %ld elements", vec);
  int tl = tile->ndim - 1, al = a->ndim - 1;
  if (ir_aff_coef(st->lhs->acc->aff[tl], c) != 1 || !src->acc->aff[al] ||
      ir_aff_coef(src->acc->aff[al], c) != 1)
    return ir_printf("'%s' runs along no row of both '%s' and '%s'", c->name, tile->name, a->name);
  /* Alignment: the tile's rows and its column; the array's rows and the
   * element's offset from the start of its device copy. */
  struct ir_aff *c0 = cstart ? ir_aff_of_expr(cstart) : ir_aff_const(0);
  if (!c0)
    return "its column's start is not affine";
  long pitch = tile->extents[tl]->cst + tile->pad;
  if (pitch % vec)
    return ir_printf("its rows of %ld elements (padding included) are no multiple of %ld", pitch,
                     vec);
  if (!multiple(ir_aff_add(ir_aff_sub(st->lhs->acc->aff[tl], ir_aff_var(c)), c0), vec, nodes))
    return ir_printf("its copies' first columns are not multiples of %ld", vec);
  struct ir_aff *off = ir_aff_add(ir_aff_sub(src->acc->aff[al], ir_aff_var(c)), c0);
  long stride = 1;
  *when = NULL;
  const struct ir_aff *row = al > 0 ? a->extents[al] : NULL;
  if (row && !ir_aff_is_const(row)) {
    /* Rows of a run-time length: a multiple of V makes every row start
     * at one (each earlier subscript's stride is a multiple of it). */
    for (int t = 0; t < row->nterms; t++)
      if (row->terms[t].var->kind == IR_VAR_ITER)
        return ir_printf("the rows of '%s' have no constant length", a->name);
    static const struct ir_type int_t = {.base = IR_T_INT};
    struct ir_expr *len = ir_expr_from_aff(row, int_t, st->loc);
    *when = ir_expr_binary(IR_OP_EQ, ir_expr_binary('%', len, pass_gpu_const(vec, st->loc), int_t),
                           pass_gpu_const(0, st->loc), int_t);
    al = 0;
  }
  for (int d = al; d > 0; d--) {
    if (!ir_aff_is_const(a->extents[d]))
      return ir_printf("the rows of '%s' have no constant length", a->name);
    stride *= a->extents[d]->cst;
    if (!src->acc->aff[d - 1])
      return ir_printf("a subscript of '%s' is not affine", a->name);
    off = ir_aff_add(off, ir_aff_scale(src->acc->aff[d - 1], stride));
  }
  if (!multiple(off, vec, nodes))
    return ir_printf("the elements of '%s' it copies first are not aligned to 16 bytes", a->name);
  /* The border test: its upper bound on C is the count.  The fill's
   * copies are all whole where each test holds at the worst row and each
   * count is at least V at the last column, C0 + W - V: *FULL, the
   * conjunction of those tests (NULL where some is not affine; a
   * constant where they always hold). */
  struct ir_expr *keep = NULL, *end = NULL; /* the least U + 1 */
  static const struct ir_type int_type = {.base = IR_T_INT};
  struct ir_loc loc = st->loc;
  struct ir_aff *r0 = rstart ? ir_aff_of_expr(rstart) : ir_aff_const(0);
  long rows = n / w;
  bool whole = r0 != NULL, never = false;
  struct ir_expr *all = NULL;
  if (v->kind == IR_E_COND) {
    struct ir_vec tests = {0};
    pass_conjuncts(v->a, &tests);
    for (int i = 0; i < tests.n; i++) {
      struct ir_expr *t = tests.v[i];
      struct ir_aff *u1, *d = NULL;
      if (!ir_expr_reads_var(t, c)) {
        keep = pass_gpu_and(keep, t);
        d = ir_aff_of_test(t);
      } else if (!upper_bound(t, c, &u1)) {
        return ir_printf("its border test bounds '%s' other than from above", c->name);
      } else {
        end = pass_gpu_min(end, ir_expr_from_aff(u1, int_type, loc));
        d = ir_aff_sub(u1, ir_aff_add_const(c0, w));  /* U + 1 - (C0 + W - V) - V */
      }
      d = d && whole ? least_over_rows(d, r, r0, rows, c, f->iter) : NULL;
      if (!d)
        whole = false;
      else if (!ir_aff_is_const(d))
        all = pass_gpu_and(all, nonnegative(d, loc));
      else if (d->cst < 0)
        never = true;
    }
  }
  *full = !rect || !whole || never ? NULL : all ? all : pass_gpu_const(1, loc);
  *plain = NULL;
  if (*when) {
    struct ir_node *next = f->next;
    f->next = NULL;
    *plain = ir_clone_list(f, NULL, NULL);
    f->next = next;
  }
  /* The rewrite.  Where every thread copies the same number of times,
   * the loop counts from 0 (a constant trip count, unrolled) and the
   * positions add the thread's index TID.  LOAD is then a multiple of
   * the block's threads T and 0 <= TID < T (promote's fill visits each
   * position once), so where T is a multiple of the row's W copies
   * (load + TID) % W is TID % W and (load + TID) / W is load / W +
   * TID / W, and where W is a multiple of T, (load + TID) % W is
   * load % W + TID and (load + TID) / W is load / W: each copy's
   * position is a constant (the unrolled loop's) plus the thread's, and
   * the compiler keeps one address per thread, adding constants to it
   * (the double matmul at 4096: half the instructions, 6% faster). */
  long copies = n / vec, threads = f->step, wv = w / vec;
  struct ir_expr *load = pass_gpu_var(f->iter, loc), *tid = NULL;
  if (copies % threads == 0 && rect) {
    tid = ir_expr_from_aff(f->lb.parts[0], int_type, loc);
    f->lb.parts[0] = ir_aff_const(0);
    f->unroll = true;
  } else if (copies % threads == 0) {
    load = ir_expr_binary('+', load, ir_expr_from_aff(f->lb.parts[0], int_type, loc), int_type);
    f->lb.parts[0] = ir_aff_const(0);
    f->unroll = true;
  }
  f->ub.parts[0] = ir_aff_const(copies - 1);
  struct ir_expr *col, *rowpos;
  if (tid && w != n && threads % wv == 0) {
    col = ir_expr_binary('%', tid, pass_gpu_const(wv, loc), int_type);
    rowpos = ir_expr_binary('+', ir_expr_binary('/', load, pass_gpu_const(wv, loc), int_type),
                         ir_expr_binary('/', ir_clone_expr(tid, NULL, NULL), pass_gpu_const(wv, loc), int_type),
                         int_type);
  } else if (tid && w != n && wv % threads == 0) {
    col = ir_expr_binary('+', ir_expr_binary('%', load, pass_gpu_const(wv, loc), int_type), tid,
                         int_type);
    rowpos = ir_expr_binary('/', pass_gpu_var(f->iter, loc), pass_gpu_const(wv, loc), int_type);
  } else {
    if (tid)
      load = ir_expr_binary('+', load, tid, int_type);
    col = w == n ? load : ir_expr_binary('%', load, pass_gpu_const(wv, loc), int_type);
    rowpos = ir_expr_binary('/', ir_clone_expr(load, NULL, NULL), pass_gpu_const(wv, loc), int_type);
  }
  *cpos = ir_expr_binary('*', pass_gpu_const(vec, loc), col, int_type);
  if (rpos)
    *rpos = rowpos;
  st->rhs = keep ? ir_expr_cond(keep, src, pass_gpu_const(0, loc), tile->elem) : src;
  st->vec = (int)vec;
  /* "U + 1 - c" */
  st->vec_count = end ? ir_expr_binary('-', end, pass_gpu_var(c, loc), int_type) : NULL;
  tile->align = 16;
  if (a->vec_alloc < vec)
    a->vec_alloc = (int)vec;
  if (a->device_first && a->vec_first < vec) /* (the host rounds it: OFF is A's own) */
    a->vec_first = (int)vec;
  return NULL;
}

/* Node N replaced in its list by "if (COND) THEN; else ELSE" (N one of
 * them, alone); the new if. */
static struct ir_node *wrap(struct pass_ctx *ctx, struct ir_node *n, struct ir_expr *cond,
                            struct ir_node *then_body, struct ir_node *else_body) {
  struct ir_node *test = ir_node_new(IR_IF, n->loc), **slot = ir_node_slot(ctx->region, n);
  test->cond = cond;
  test->parent = n->parent;
  test->next = n->next;
  *slot = test;
  n->next = NULL;
  test->then_body = then_body;
  test->else_body = else_body;
  pass_gpu_link(then_body, test);
  pass_gpu_link(else_body, test);
  return test;
}

/* The fill F's copy without border tests: every copy whole. */
static void unguard(struct ir_node *f) {
  struct ir_node *last = f->body;
  while (last->next)
    last = last->next;
  struct ir_stmt *st = last->stmt;
  if (st->rhs->kind == IR_E_COND)
    st->rhs = st->rhs->b;
  st->vec_count = NULL;
}

/* Widened fill F, whose copies are all whole where FULL holds (a
 * constant: always): "if (FULL) F without its border tests; else F", so
 * that the blocks and steps inside the arrays compute no counts (the
 * double matmul at 4096 on the H200: 2.78 ms with the tests, 2.71
 * without). */
static void split_whole(struct pass_ctx *ctx, struct ir_node *f, struct ir_expr *full) {
  if (full->kind == IR_E_CONST) {
    unguard(f);
    return;
  }
  struct ir_node *next = f->next;
  f->next = NULL;
  struct ir_node *whole = ir_clone_list(f, NULL, NULL);
  f->next = next;
  unguard(whole);
  wrap(ctx, f, full, whole, f);
}

/* The list segment of L's siblings from the first that holds a node of
 * TESTS (the fills' "if (WHEN) widened; else element copies", each WHEN
 * a test of the kernel's parameters) to L, or to the last after L that
 * holds some (peel's second loop), under one test instead, EVERY (their
 * distinct WHENs' conjunction): "if (EVERY) the segment with the widened
 * fills; else a copy with the element copies", so that the loop's steps test nothing and the compiler sees
 * one form of the fills in each.  False where a test lies outside the
 * segment. */
static bool version(struct pass_ctx *ctx, struct ir_node *l, const struct ir_vec *tests,
                    struct ir_expr *every) {
  struct ir_node **head = ir_node_list(ctx->region, l), *first = NULL, *last = l;
  int inside = 0;
  bool past = false;
  for (struct ir_node *n = *head; n; n = n->next) {
    struct ir_vec sub = pass_gpu_subtree(n);
    int here = 0;
    for (int i = 0; i < sub.n; i++)
      here += ir_vec_contains(tests, sub.v[i]);
    if (here && !first)
      first = n;
    if (here && past)
      last = n;
    inside += here;
    past |= n == l;
  }
  if (!first || inside != tests->n)
    return false;
  struct ir_node **slot = ir_node_slot(ctx->region, first);
  struct ir_node *both = ir_node_new(IR_IF, first->loc);
  both->cond = every;
  both->parent = l->parent;
  both->next = last->next;
  *slot = both;
  last->next = NULL;
  both->then_body = first;
  both->else_body = ir_clone_list(first, NULL, NULL);
  pass_gpu_link(both->then_body, both);
  pass_gpu_link(both->else_body, both);
  /* The clone has the segment's shape: its nodes in the same order. */
  struct ir_vec mine = pass_gpu_nodes(both->then_body), copy = pass_gpu_nodes(both->else_body);
  if (mine.n != copy.n)
    ir_internal_error("vectorize: a copy of a loop's fills has another shape");
  for (int i = 0; i < mine.n; i++)
    for (int side = 0; side < 2; side++) {
      struct ir_node *t = side ? copy.v[i] : mine.v[i];
      if (!ir_vec_contains(tests, mine.v[i]))
        continue;
      struct ir_node *keep = side ? t->else_body : t->then_body, *tail = keep;
      while (tail->next)
        tail = tail->next;
      tail->next = t->next;
      *ir_node_slot(ctx->region, t) = keep;
      pass_gpu_link(keep, t->parent);
    }
  return true;
}

bool pass_vectorize(struct pass_ctx *ctx, const struct pass_step *step) {
  struct ir_node *l = pass_find_loop(ctx, step, 0);
  if (!l)
    return false;
  const char *name = l->iter->name;
  struct ir_kernel *k = pass_gpu_kernel_of(ctx->region, l);
  const struct pass_gpu_limits *lim = pass_gpu_target(ctx);
  const char *why = NULL;
  struct ir_vec tiles = {0};
  if (!k || l->map != IR_MAP_NONE)
    why = "it is no loop of a kernel's threads";
  else if (ctx->opencl)
    why = "OpenCL has no copies with a source size (the step is CUDA-only)";
  else if (lim->sm < 80)
    why = ir_printf("sm_%d has no asynchronous copies (sm_80 and later have)", lim->sm);
  else {
    struct ir_vec inside = pass_gpu_nodes(l->body);
    for (int i = 0; i < inside.n; i++) {
      struct ir_array *t = pass_gpu_fill_tile(inside.v[i]);
      if (t && !ir_vec_contains(&tiles, t))
        ir_vec_push(&tiles, t);
    }
    if (!tiles.n)
      why = "it fills no shared-memory tile";
  }
  if (why) {
    pass_refuse(ctx, step->loc, "cannot vectorize the fills of loop '%s' (line %d): %s", name,
                l->loc.line, why);
    return false;
  }
  /* Tiles laid out for element copies (the FMA form's: promote's
   * transposed ones, rows padded by one) go back to their arrays' order,
   * rows padded to a multiple of the vector but not of 32 words (so that
   * the two rows a warp of 16 x 16 threads reads lie in different banks),
   * where that fits the shared memory; those whose fills stay element
   * copies get their layout back below. */
  struct ir_vec relaid = {0};
  int *old_pad = ir_alloc(sizeof(int) * (size_t)(tiles.n + 1));
  bool *flipped = ir_alloc(sizeof(bool) * (size_t)(tiles.n + 1));
  long bytes = pass_gpu_shared_bytes(k);
  for (int i = 0; i < tiles.n; i++) {
    struct ir_array *t = tiles.v[i];
    if (t->ndim != 2)
      continue;
    long vec = 16 / ir_type_bytes(t->elem), words = ir_type_bytes(t->elem) / 4;
    long row = t->extents[t->transposed ? 0 : 1]->cst, pad = 0;
    if (!t->transposed && (row + t->pad) % vec == 0)
      continue;
    while ((row + pad) % vec || ((row + pad) * words) % 32 == 0)
      pad++;
    long rows = t->extents[0]->cst * t->extents[1]->cst / row;
    long more = rows * (row + pad) * ir_type_bytes(t->elem) - pass_gpu_tile_bytes(t, t->pad);
    if (bytes + more > pass_gpu_smem_limit(ctx))
      continue;
    bytes += more;
    old_pad[relaid.n] = t->pad;
    flipped[relaid.n] = t->transposed;
    ir_vec_push(&relaid, t);
    if (t->transposed)
      pass_gpu_flip_tile(k, t, NULL);
    t->pad = (int)pad;
  }
  /* Positions of a constant plus the thread's and whole copies (widen,
   * split_whole) for rectangles only: a band of independent bounds (no
   * triangle) and a loop L whose bounds read parameters only.  Kernel ms
   * on the H200 at LARGE, element positions and tests at every copy /
   * both: 2mm 0.154 / 0.141, 3mm 0.230 / 0.201, gemm 0.142 / 0.140, the
   * double matmul at 4096 2.90 / 2.72; the triangles lost (syrk 0.085 /
   * 0.097, syr2k 0.146 / 0.150, trmm 0.101 / 0.111, symm 0.145 / 0.153:
   * ptxas gave syrk's kernel 96 registers instead of 146 and kept fewer
   * of the tensor-core steps' operands in flight). */
  bool rect = !k->occupied;
  for (int d = 0; d < k->ndims; d++)
    rect &= !k->box[d];
  for (int side = 0; side < 2; side++) {
    const struct ir_bound *b = side ? &l->ub : &l->lb;
    for (int p = 0; p < b->n; p++)
      for (int t = 0; t < b->parts[p]->nterms; t++)
        rect &= b->parts[p]->terms[t].var->kind == IR_VAR_PARAM;
  }
  /* Every fill of those tiles: the prologue's too. */
  struct ir_vec nodes = pass_gpu_nodes(k->body);
  struct ir_buf done = {0}, not = {0};
  struct ir_vec done_tiles = {0}, refused = {0}, tested = {0}, tests = {0};
  struct ir_expr *every = NULL; /* the distinct tests' conjunction */
  int widened = 0, wholes = 0, always = 0;
  for (int i = 0; i < nodes.n; i++) {
    struct ir_node *f = nodes.v[i];
    struct ir_array *t = pass_gpu_fill_tile(f);
    if (!t || !ir_vec_contains(&tiles, t))
      continue;
    struct ir_expr *when = NULL, *full = NULL;
    struct ir_node *plain = NULL;
    const char *no = widen(f, &nodes, rect, &when, &plain, &full);
    if (!no && when) { /* if (WHEN) the widened fill; else the element copies */
      ir_vec_push(&tests, wrap(ctx, f, when, f, plain));
      struct ir_buf text = {0};
      ir_print_expr_c(when, &text);
      bool seen = false;
      for (int q = 0; q < tested.n; q++)
        seen |= strcmp(tested.v[q], text.s) == 0;
      if (!seen) {
        ir_vec_push(&tested, text.s);
        every = pass_gpu_and(every, ir_clone_expr(when, NULL, NULL));
      }
    }
    if (!no && full) {
      split_whole(ctx, f, full);
      wholes += full->kind != IR_E_CONST;
      always += full->kind == IR_E_CONST;
    }
    if (no && !ir_vec_contains(&refused, t)) {
      ir_vec_push(&refused, t);
      ir_buf_printf(&not, "%s'%s': %s", not.len ? "; " : "", t->name, no);
    }
    if (!no) {
      if (!ir_vec_contains(&done_tiles, t)) {
        ir_vec_push(&done_tiles, t);
        ir_buf_printf(&done, "%s'%s'", done.len ? ", " : "", t->name);
      }
      widened++;
    }
  }
  /* One test before the fills where the pipeline has more than two
   * buffers (its barrier lets groups run on); with two the tests stay at
   * the fills, which measured faster (the float matmul on the H200 at
   * 4096, kernel ms: 64 x 128 tiles, 16 steps of 4 buffers 3.44 tested
   * at each fill, 3.29 once; 32 steps of 2 buffers 3.47 at each fill,
   * 3.55 once; the double matmul, 16 steps of 3, 3.18 / 3.01, 32 of 2,
   * 2.91 / 3.04). */
  bool deep = false;
  for (struct ir_node *n = l->body; n; n = n->next)
    deep |= n->kind == IR_STMT && n->stmt->kind == IR_S_BARRIER && n->stmt->pending > 0;
  bool versioned = deep && version(ctx, l, &tests, every);
  struct ir_buf laid = {0};
  for (int i = 0; i < relaid.n; i++) {
    struct ir_array *t = relaid.v[i];
    if (ir_vec_contains(&done_tiles, t)) {
      ir_buf_printf(&laid, "%s'%s'%s rows of %ld", laid.len ? ", " : "; ", t->name,
                    flipped[i] ? " back in its array's order," : "",
                    t->extents[1]->cst + t->pad);
      continue;
    }
    if (flipped[i])
      pass_gpu_flip_tile(k, t, NULL);
    t->pad = old_pad[i];
  }
  if (!widened) {
    pass_refuse(ctx, step->loc, "cannot vectorize the fills of loop '%s' (line %d): %s", name,
                l->loc.line, not.s);
    return false;
  }
  struct ir_buf when = {0}, whole = {0};
  if (wholes == widened)
    ir_buf_puts(&whole, "; each fill copies without border tests where its tile lies inside the "
                        "arrays (tested at each fill)");
  else if (wholes)
    ir_buf_printf(&whole, "; %d of the %d fills copy without border tests where their tiles lie "
                  "inside the arrays (tested at each fill)", wholes, widened);
  if (always)
    ir_buf_printf(&whole, "; %d of the %d fills always lie inside the arrays: no border tests",
                  always, widened);
  if (!rect)
    ir_buf_puts(&whole, "; the copies keep their border tests (a triangle's loops: whole "
                        "copies measured slower)");
  for (int q = 0; q < tested.n; q++)
    ir_buf_printf(&when, "%s%s", q ? " and " : "", (const char *)tested.v[q]);
  diag_remark(l->loc,
              "kernel '%s': the fills of %s for loop '%s' copy 16 bytes per asynchronous copy, "
              "zeros past the borders written by the copies%s%s%s%s%s%s%s",
              k->name, done.s, name, when.len ? " where " : "", when.len ? when.s : "",
              !when.len    ? ""
              : versioned ? " (tested once at run time, before the loop and its first fills; else "
                            "a copy of them with one element per copy)"
                          : " (tested at run time; else one element per copy)",
              whole.len ? whole.s : "", laid.len ? laid.s : "",
              not.len ? "; not those of " : "", not.len ? not.s : "");
  return true;
}
