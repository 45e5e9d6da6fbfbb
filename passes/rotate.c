/* rotate.c - the rotate pass (recipe "rotate LOOP"): an array element
 * that one iteration of LOOP stores and the next reads back (adi's
 * p[i][j] = -c / (a * p[i][j - 1] + b)) is passed on in a register:
 *
 *   X_prev = X[w(first - step)];          // what the first iteration reads
 *   for (j = ...) {
 *     X[w(j)] = ... X_prev ...;           // was X[w(j - step)]
 *     ...
 *     X_prev = X[w(j)];                   // after the last such read
 *   }
 *
 * inside an if where LOOP might not run (the first load would read an
 * element the loop does not).  On the GPU each iteration then waits for
 * its arithmetic, not for a store to reach memory and come back (adi at
 * LARGE: 470 ms of kernels so, 400 ms rotated, H200).
 *
 * It applies to array X when, in LOOP's body: one statement W, directly
 * in it and unguarded, stores X (W: X[w] = E; nothing else in the body
 * writes X), its subscripts are affine in LOOP's iterator, the iterators
 * around it and parameters, one of them varies with LOOP's iterator (each
 * iteration stores another element), and every other reference to X
 * reads X[w] of the iteration before (w with j - step for j), in a
 * statement directly in the body, unguarded, where the statement always
 * evaluates it (not under ?:, && or ||).  Then the element an
 * iteration reads is the one the previous iteration stored, which no
 * other iteration stores, or for the first iteration the one in memory
 * before the loop; arrays of different names never overlap (the region's
 * run-time check).  The stores stay: memory ends as before.  No
 * dependence question is needed: the pass applies in kernels too. */
#include "passes.h"

struct rotation {
  struct ir_array *array;
  struct ir_node *write;  /* W's node */
  struct ir_vec reads;    /* struct ir_expr *: the IR_E_ACCESS reads */
  struct ir_vec owners;   /* struct ir_stmt *: the statement of each */
  struct ir_node *last;   /* the last node of the body W or a read is in */
};

/* The IR_E_ACCESS expressions of E that are always evaluated, pushed to
 * OUT; those under a condition (b ? x : y, a && b, a || b), to MAYBE. */
static void access_exprs(struct ir_expr *e, struct ir_vec *out, struct ir_vec *maybe) {
  if (!e)
    return;
  if (e->kind == IR_E_ACCESS) {
    ir_vec_push(out, e);
    for (int d = 0; d < e->acc->ndim; d++)
      access_exprs(e->acc->index[d], out, maybe);
    return;
  }
  bool cond = pass_short_circuits(e);
  access_exprs(e->a, out, maybe);
  access_exprs(e->b, cond ? maybe : out, maybe);
  access_exprs(e->c, cond ? maybe : out, maybe);
  for (int k = 0; k < e->nargs; k++)
    access_exprs(e->args[k], out, maybe);
}

/* Does B subscript what A does with L's iterator one step back? */
static bool previous(const struct ir_access *a, const struct ir_access *b,
                     const struct ir_node *l) {
  struct ir_var *from[1] = {l->iter};
  struct ir_aff *to[1] = {ir_aff_add_const(ir_aff_var(l->iter), -l->step)};
  struct ir_subst sb = {1, from, to};
  for (int d = 0; d < a->ndim; d++) {
    struct ir_aff *w = ir_aff_subst(a->aff[d], &sb);
    if (!b->aff[d] || !w || !ir_aff_equal(w, b->aff[d]))
      return false;
  }
  return true;
}

/* The rotation of array X in loop L, or NULL with *WHY. */
static struct rotation *find(struct ir_node *l, struct ir_array *x, const char **why) {
  struct rotation *r = ir_alloc(sizeof *r);
  r->array = x;
  struct ir_vec nodes = pass_gpu_nodes(l->body);
  for (int k = 0; k < nodes.n; k++) {
    struct ir_node *n = nodes.v[k];
    if (n->kind != IR_STMT)
      continue;
    for (int a = 0; a < n->stmt->accesses.n; a++) {
      struct ir_access *acc = n->stmt->accesses.v[a];
      if (acc->array == x && acc->is_write) {
        if (r->write) {
          *why = "more than one statement stores it";
          return NULL;
        }
        r->write = n;
      }
    }
  }
  struct ir_stmt *w = r->write ? r->write->stmt : NULL;
  if (!w || r->write->parent != l || w->guard || w->kind != IR_S_ASSIGN || w->op != '=' ||
      w->lhs->kind != IR_E_ACCESS) {
    *why = "no unguarded assignment directly in the loop stores it";
    return NULL;
  }
  const struct ir_access *wa = w->lhs->acc;
  bool varies = false;
  for (int d = 0; d < wa->ndim; d++)
    varies |= wa->aff[d] && ir_aff_coef(wa->aff[d], l->iter) != 0;
  if (!pass_affine_in_iters(wa) || !varies) {
    *why = "its store's subscripts are not affine in the loop's iterator, or do not vary with it";
    return NULL;
  }
  int pos = 0, last = -1;
  for (struct ir_node *n = l->body; n; n = n->next, pos++) {
    struct ir_vec exprs = {0}, maybe = {0};
    if (n->kind == IR_STMT) {
      access_exprs(n->stmt->lhs, &exprs, &maybe);
      access_exprs(n->stmt->rhs, &exprs, &maybe);
      access_exprs(n->stmt->guard, &maybe, &maybe);
    }
    /* (A read that may not happen may be of an element that is not
     * there in the first iteration: g[j - 1] in j > 0 ? g[j - 1] : 0.) */
    for (int e = 0; e < maybe.n; e++)
      if (((struct ir_expr *)maybe.v[e])->acc->array == x) {
        *why = "it is read under a condition";
        return NULL;
      }
    bool here = n == r->write;
    for (int e = 0; e < exprs.n; e++) {
      struct ir_expr *x_e = exprs.v[e];
      if (x_e->acc->array != x || x_e->acc == wa)
        continue;
      if (n->stmt->guard) {
        *why = "it is read under a condition";
        return NULL;
      }
      if (!pass_affine_in_iters(x_e->acc) || !previous(wa, x_e->acc, l)) {
        *why = "it is read at another element than the one the iteration before stores";
        return NULL;
      }
      ir_vec_push(&r->reads, x_e);
      ir_vec_push(&r->owners, n->stmt);
      here = true;
    }
    if (here)
      last = pos;
  }
  /* (Reads inside loops or ifs of the body are not in the list above.) */
  int all_reads = 0;
  for (int k = 0; k < nodes.n; k++) {
    struct ir_node *n = nodes.v[k];
    for (int a = 0; n->kind == IR_STMT && a < n->stmt->accesses.n; a++) {
      struct ir_access *acc = n->stmt->accesses.v[a];
      all_reads += acc->array == x && !acc->is_write;
    }
  }
  if (!r->reads.n || all_reads != r->reads.n) {
    *why = r->reads.n ? "it is read inside a loop or an if of the loop's body"
                      : "no iteration reads what the one before stores";
    return NULL;
  }
  r->last = l->body;
  for (int p = 0; p < last; p++)
    r->last = r->last->next;
  return r;
}

/* The rotations of loop L: one per array it stores that qualifies; the
 * reason for the first array that does not, in *WHY (NULL if none). */
static struct ir_vec rotations(struct ir_node *l, const char **why) {
  struct ir_vec out = {0}, seen = {0};
  *why = NULL;
  if (l->kind != IR_LOOP || l->map != IR_MAP_NONE)
    return out;
  struct ir_vec nodes = pass_gpu_nodes(l->body);
  for (int k = 0; k < nodes.n; k++) {
    struct ir_node *n = nodes.v[k];
    for (int a = 0; n->kind == IR_STMT && a < n->stmt->accesses.n; a++) {
      struct ir_access *acc = n->stmt->accesses.v[a];
      bool dup = false;
      for (int s = 0; s < seen.n; s++)
        dup |= seen.v[s] == acc->array;
      if (!acc->is_write || dup)
        continue;
      ir_vec_push(&seen, acc->array);
      const char *w = NULL;
      struct rotation *r = find(l, acc->array, &w);
      if (r)
        ir_vec_push(&out, r);
      else if (!*why)
        *why = ir_printf("'%s': %s", acc->array->name, w);
    }
  }
  return out;
}

bool pass_rotate_possible(struct ir_node *l) {
  const char *why;
  return rotations(l, &why).n > 0;
}

bool pass_rotate(struct pass_ctx *ctx, const struct pass_step *step) {
  struct ir_node *l = pass_find_loop(ctx, step, 0);
  if (!l)
    return false;
  const char *why = NULL;
  struct ir_vec rots = l->map == IR_MAP_NONE ? rotations(l, &why) : (struct ir_vec){0};
  const struct ir_bound *start = l->step > 0 ? &l->lb : &l->ub;
  if (!rots.n || start->n != 1) {
    pass_refuse(ctx, step->loc, "cannot rotate loop '%s' (line %d): %s", l->iter->name,
                l->loc.line,
                l->map != IR_MAP_NONE ? "it is mapped to the GPU's blocks or threads"
                : !rots.n             ? (why ? why : "it stores no array")
                                      : "its first iteration is the greatest (least) of several bounds");
    return false;
  }
  struct ir_loc loc = l->loc;
  struct ir_var *from[1] = {l->iter};
  struct ir_aff *to[1] = {start->parts[0]};
  struct ir_subst first = {1, from, to};
  struct ir_node *head = NULL, **tail = &head;
  for (int k = 0; k < rots.n; k++) {
    struct rotation *r = rots.v[k];
    struct ir_expr *read = r->reads.v[0];
    struct ir_var *reg =
        ir_var_new(ctx->region, pass_fresh_name(ctx, ir_printf("%s_prev", ir_array_ident(r->array))),
                   IR_VAR_SCALAR, r->array->elem, loc);
    reg->local = reg->written = true;
    /* Before the loop: the element the first iteration reads. */
    struct ir_node *dn = pass_gpu_bind(reg, NULL, read->loc);
    struct ir_stmt *decl = dn->stmt;
    decl->rhs = ir_clone_expr(read, &first, decl);
    decl->rhs->acc->is_read = true;
    decl->rhs->acc->is_write = false;
    for (int d = 0; d < r->array->ndim; d++) /* (j - 1 at j = 1: 0) */
      if (ir_aff_coef(read->acc->aff[d], l->iter))
        decl->rhs->acc->index[d] =
            ir_expr_from_aff(decl->rhs->acc->aff[d], decl->rhs->acc->index[d]->type, read->loc);
    *tail = dn;
    tail = &dn->next;
    /* In the body: the reads take the register; after the last of them
     * (or the store), the register takes the element just stored. */
    for (int e = 0; e < r->reads.n; e++) {
      struct ir_expr *x = r->reads.v[e];
      struct ir_stmt *st = r->owners.v[e];
      struct ir_vec kept = {0};
      for (int a = 0; a < st->accesses.n; a++)
        if (st->accesses.v[a] != x->acc)
          ir_vec_push(&kept, st->accesses.v[a]);
      st->accesses = kept;
      x->kind = IR_E_VAR;
      x->var = reg;
      x->acc = NULL;
    }
    struct ir_stmt *next = pass_gpu_new_stmt(IR_S_ASSIGN, r->write->stmt->loc);
    next->lhs = pass_gpu_var(reg, next->loc);
    next->rhs = ir_clone_expr(r->write->stmt->lhs, NULL, next);
    next->rhs->acc->is_read = true;
    next->rhs->acc->is_write = false;
    struct ir_node *nn = pass_gpu_stmt_node(next);
    nn->parent = l;
    nn->next = r->last->next;
    r->last->next = nn;
    diag_remark(read->loc,
                "keeping the element of '%s' that each iteration of loop '%s' stores in register "
                "'%s' for the next, which reads it",
                r->array->name, l->iter->name, reg->name);
  }
  /* The loads before L, then L; inside an if where L might not run. */
  struct ir_node **slot = ir_node_slot(ctx->region, l);
  struct ir_node *after = l->next, *parent = l->parent;
  struct ir_expr *runs = pass_gpu_runs(l);
  *tail = l;
  if (runs) {
    struct ir_node *guard = ir_node_new(IR_IF, loc);
    guard->cond = runs;
    guard->then_body = head;
    guard->parent = parent;
    guard->next = after;
    l->next = NULL;
    for (struct ir_node *n = head; n; n = n->next)
      n->parent = guard;
    *slot = guard;
  } else {
    for (struct ir_node *n = head; n != l; n = n->next)
      n->parent = parent;
    l->next = after;
    *slot = head;
  }
  return true;
}
