/* scalar_replace.c - the 'scalar-replace LOOP' pass: keeps array elements
 * that a loop does not index in a local scalar (a register) for the whole
 * loop, e.g. C[i][j] in
 *
 *   for (k = 0; k < N; k++) C[i][j] += A[i][k] * B[k][j];
 *
 * becomes
 *
 *   double C_ij = C[i][j];
 *   for (k = 0; k < N; k++) C_ij += A[i][k] * B[k][j];
 *   C[i][j] = C_ij;
 *
 * It runs from a recipe or the pass manager (passes/manager.c) and asks
 * the dependence analysis (passes/deps.c) whether another reference in
 * the loop may touch the same element; the manager verifies and prints.
 *
 * An element qualifies when its subscripts are affine and use no iterator
 * of the loop or of a loop inside it, when no other reference inside the
 * loop is joined to one of its references by a dependence (so none can
 * touch it: see element_conflict), when no array that may overlap it is
 * involved (unless the pass manager versions the region against
 * overlap), and when it is accessed in every iteration (so loading it
 * before the loop touches nothing the original would not).  The load
 * comes before the loop unless the loop's first use of the element is a
 * plain assignment to it; the store comes after the loop only if the
 * loop writes it.  When isl cannot prove from the enclosing loops that the
 * loop runs at least once, load, loop and store sit in an 'if (lb <= ub)'
 * (written 'if (lb < ub + 1)' for a '<' loop; of a bound of several parts
 * only the comparisons isl cannot prove), so that the code still touches
 * nothing when the loop is empty. */
#include "passes.h"

#include <isl/set.h>
#include <limits.h>
#include <string.h>

/* One array element that the loop does not index, and its references. */
struct elem {
  struct ir_array *array;
  struct ir_aff **aff;   /* subscripts, invariant in the loop */
  struct ir_expr *first; /* the first reference (source of the copies) */
  struct ir_vec exprs;   /* struct ir_expr *: IR_E_ACCESS nodes to replace */
  struct ir_vec stmts;   /* struct ir_stmt *: the statement of each, same order */
  bool written;
  const char *why_not; /* why it cannot be kept in a register, or NULL */
};

struct sr {
  struct pass_ctx *ctx;
  struct ir_node *loop;
  struct ir_vec inner_iters; /* struct ir_var *: the loop's and those of loops inside it */
  struct ir_vec stmts;       /* struct ir_stmt *: statements inside the loop */
  struct ir_vec elems;       /* struct elem * */
};

/* ---------------------------------------------------------------- does a loop run? */

/* Do the enclosing loops of L imply lower bound part P <= upper bound
 * part Q of L? */
static bool pair_runs(struct pass_ctx *ctx, const struct ir_node *l, int p, int q) {
  struct pm_model *m = pass_model(ctx);
  struct ir_buf dims = {0}, cons = {0};
  for (const struct ir_node *a = l->parent; a; a = a->parent) {
    if (a->kind != IR_LOOP)
      continue;
    ir_buf_printf(&dims, "%s%s", dims.len ? ", " : "", pm_isl_name(a->iter));
    for (int k = 0; k < a->lb.n; k++)
      ir_buf_printf(&cons, "%s%s <= %s", cons.len ? " and " : "", pm_aff_isl(a->lb.parts[k]),
                    pm_isl_name(a->iter));
    for (int k = 0; k < a->ub.n; k++)
      ir_buf_printf(&cons, "%s%s <= %s", cons.len ? " and " : "", pm_isl_name(a->iter),
                    pm_aff_isl(a->ub.parts[k]));
  }
  pm_new_question(m);
  isl_set *empty_case = pm_read_set(
      m, ir_printf("[%s] : %s%s%s >= %s + 1", dims.s ? dims.s : "", cons.s ? cons.s : "",
                   cons.len ? " and " : "", pm_aff_isl(l->lb.parts[p]),
                   pm_aff_isl(l->ub.parts[q])));
  bool runs = empty_case && isl_set_is_empty(empty_case) == isl_bool_true;
  isl_set_free(empty_case);
  return runs;
}

bool pass_provably_runs(struct pass_ctx *ctx, const struct ir_node *l) {
  for (int p = 0; p < l->lb.n; p++)
    for (int q = 0; q < l->ub.n; q++)
      if (!pair_runs(ctx, l, p, q))
        return false;
  return true;
}

/* ---------------------------------------------------------------- finding the elements */

/* Are the subscripts of ACC affine and free of the loop's iterators? */
static bool invariant(const struct sr *S, const struct ir_access *acc) {
  for (int d = 0; d < acc->ndim; d++) {
    if (!acc->aff[d])
      return false;
    for (int t = 0; t < acc->aff[d]->nterms; t++)
      if (ir_vec_contains(&S->inner_iters, acc->aff[d]->terms[t].var))
        return false;
  }
  return true;
}

/* Record every invariant access in expression E of statement ST. */
static void scan_expr(struct sr *S, struct ir_stmt *st, struct ir_expr *e) {
  if (!e)
    return;
  if (e->kind == IR_E_ACCESS) {
    struct ir_access *acc = e->acc;
    for (int d = 0; d < acc->ndim; d++)
      scan_expr(S, st, acc->index[d]);
    if (!invariant(S, acc))
      return;
    struct elem *el = NULL;
    for (int k = 0; k < S->elems.n && !el; k++) {
      struct elem *o = S->elems.v[k];
      if (pass_same_access(acc, o->first->acc))
        el = o;
    }
    if (!el) {
      el = ir_alloc(sizeof *el);
      el->array = acc->array;
      el->aff = acc->aff;
      el->first = e;
      ir_vec_push(&S->elems, el);
    }
    ir_vec_push(&el->exprs, e);
    ir_vec_push(&el->stmts, st);
    el->written |= acc->is_write;
    return;
  }
  scan_expr(S, st, e->a);
  scan_expr(S, st, e->b);
  scan_expr(S, st, e->c);
  for (int k = 0; k < e->nargs; k++)
    scan_expr(S, st, e->args[k]);
}

/* Statements, accesses and inner iterators of the list N, in textual
 * order. */
static void scan_nodes(struct sr *S, struct ir_node *n) {
  for (; n; n = n->next) {
    if (n->kind == IR_LOOP) {
      ir_vec_push(&S->inner_iters, n->iter);
      scan_nodes(S, n->body);
    } else if (n->kind == IR_IF) {
      scan_nodes(S, n->then_body);
      scan_nodes(S, n->else_body);
    } else {
      ir_vec_push(&S->stmts, n->stmt);
      if (n->stmt->kind == IR_S_ASSIGN)
        scan_expr(S, n->stmt, n->stmt->lhs);
      scan_expr(S, n->stmt, n->stmt->rhs);
      scan_expr(S, n->stmt, n->stmt->guard);
    }
  }
}

/* ---------------------------------------------------------------- legality */

static bool elem_has(const struct elem *el, const struct ir_access *acc) {
  for (int k = 0; k < el->exprs.n; k++)
    if (((struct ir_expr *)el->exprs.v[k])->acc == acc)
      return true;
  return false;
}

/* A dependence within one run of the loop between a reference to EL and
 * a reference to some other element, or NULL.  None means no other
 * reference inside the loop can touch EL's element where it matters: of
 * all instances touching one memory cell during one run, two consecutive
 * ones at least one of which writes are always joined by a flow, anti or
 * output dependence that is loop-independent or carried by the loop or a
 * loop inside it (the analysis is value-based, but a kill only drops
 * non-consecutive pairs), so an overlap with a write in between shows up
 * on some pair of an EL reference and another reference; overlaps between
 * reads alone are harmless. */
static const struct dep *element_conflict(struct sr *S, const struct elem *el) {
  struct dep_info *info = pass_deps(S->ctx);
  for (int k = 0; k < info->deps.n; k++) {
    const struct dep *d = info->deps.v[k];
    if (!d->src_acc || !d->sink_acc || (d->alias && info->ignore_alias))
      continue;
    if (elem_has(el, d->src_acc) == elem_has(el, d->sink_acc))
      continue;
    if (!ir_vec_contains(&S->stmts, d->src) || !ir_vec_contains(&S->stmts, d->sink))
      continue;
    /* Carried by a loop around L: between two runs of L, which the store
     * after L and the load before it keep apart. */
    int b = -1;
    for (int c = 0; c < d->ncommon; c++)
      if (d->common[c] == S->loop)
        b = c;
    if (b >= 0 && d->level >= 0 && d->level < b)
      continue;
    return d;
  }
  return NULL;
}

/* An array that may overlap EL's and that the loop accesses, with a
 * write on either side; NULL when none or when the pass manager checks
 * overlap at run time. */
static const struct ir_array *overlapping(struct sr *S, const struct elem *el) {
  struct dep_info *info = pass_deps(S->ctx);
  if (info->ignore_alias)
    return NULL;
  for (int k = 0; k + 1 < info->alias_pairs.n; k += 2) {
    struct ir_array *x = info->alias_pairs.v[k], *y = info->alias_pairs.v[k + 1];
    struct ir_array *other = x == el->array ? y : y == el->array ? x : NULL;
    if (!other)
      continue;
    bool accessed = false, written = false;
    for (int s = 0; s < S->stmts.n; s++) {
      const struct ir_stmt *st = S->stmts.v[s];
      for (int a = 0; a < st->accesses.n; a++) {
        const struct ir_access *acc = st->accesses.v[a];
        if (acc->array == other) {
          accessed = true;
          written |= acc->is_write;
        }
      }
    }
    if (accessed && (written || el->written))
      return other;
  }
  return NULL;
}

/* Is statement ST reached in every iteration of the loop: not under an
 * if, and only inside loops that provably run? */
static bool always_runs(struct sr *S, const struct ir_stmt *st, const struct ir_node *list) {
  for (const struct ir_node *n = list; n; n = n->next) {
    if (n->kind == IR_STMT && n->stmt == st)
      return !st->guard; /* a guarded statement may not run */
    if (n->kind == IR_LOOP && always_runs(S, st, n->body))
      return pass_provably_runs(S->ctx, n);
  }
  return false;
}

/* Does expression E contain an access of EL? */
static bool expr_has(const struct ir_expr *e, const struct elem *el) {
  if (!e)
    return false;
  if (e->kind == IR_E_ACCESS) {
    if (elem_has(el, e->acc))
      return true;
    for (int d = 0; d < e->acc->ndim; d++)
      if (expr_has(e->acc->index[d], el))
        return true;
    return false;
  }
  if (expr_has(e->a, el) || expr_has(e->b, el) || expr_has(e->c, el))
    return true;
  for (int k = 0; k < e->nargs; k++)
    if (expr_has(e->args[k], el))
      return true;
  return false;
}

/* The value before the loop is needed unless the loop's first use of
 * EL is a plain assignment to it directly in the loop's body. */
static bool needs_load(const struct sr *S, const struct elem *el) {
  const struct ir_stmt *first = el->stmts.v[0];
  bool direct = false;
  for (const struct ir_node *n = S->loop->body; n; n = n->next)
    direct |= n->kind == IR_STMT && n->stmt == first;
  return !(direct && first->kind == IR_S_ASSIGN && first->op == '=' &&
           first->lhs == el->exprs.v[0] && !expr_has(first->rhs, el));
}

/* "C[i][j]" for messages. */
static char *elem_str(const struct elem *el) {
  struct ir_buf b = {0};
  ir_buf_puts(&b, el->array->name);
  for (int d = 0; d < el->array->ndim; d++)
    ir_buf_printf(&b, "[%s]", ir_aff_source_str(el->aff[d]));
  return b.s;
}

/* "C_ij" from subscripts that are single variables or constants, else
 * "C_reg"; pass_fresh_name makes it unique. */
static const char *reg_name(struct pass_ctx *ctx, const struct elem *el) {
  struct ir_buf b = {0};
  bool simple = true, long_names = false;
  for (int d = 0; d < el->array->ndim && simple; d++) {
    const struct ir_aff *a = el->aff[d];
    if (a->nterms == 1 && a->cst == 0 && a->terms[0].coef == 1)
      long_names |= strlen(a->terms[0].var->name) > 1;
    else if (a->nterms == 0 && a->cst >= 0)
      long_names |= a->cst > 9;
    else
      simple = false;
  }
  ir_buf_printf(&b, "%s_", el->array->name);
  if (!simple) {
    ir_buf_puts(&b, "reg");
    return pass_fresh_name(ctx, b.s);
  }
  for (int d = 0; d < el->array->ndim; d++) {
    const struct ir_aff *a = el->aff[d];
    if (d && long_names)
      ir_buf_puts(&b, "_");
    if (a->nterms)
      ir_buf_puts(&b, a->terms[0].var->name);
    else
      ir_buf_printf(&b, "%ld", a->cst);
  }
  return pass_fresh_name(ctx, b.s);
}

/* ---------------------------------------------------------------- rewriting */

static struct ir_expr *var_expr(struct ir_var *v, struct ir_loc loc) {
  struct ir_expr *e = ir_expr_new(IR_E_VAR, loc);
  e->var = v;
  e->type = v->type;
  return e;
}

static struct ir_node *stmt_node(struct ir_stmt *st, struct ir_loc loc) {
  struct ir_node *n = ir_node_new(IR_STMT, loc);
  n->stmt = st;
  return n;
}

/* A copy of EL's first reference as the only access of statement ST,
 * reading or writing. */
static struct ir_expr *copy_ref(const struct elem *el, struct ir_stmt *st, bool write) {
  struct ir_expr *e = ir_clone_expr(el->first, NULL, st);
  e->acc->is_read = !write;
  e->acc->is_write = write;
  return e;
}

/* Replace EL's references by its register REG. */
static void replace_refs(struct elem *el, struct ir_var *reg) {
  for (int k = 0; k < el->exprs.n; k++) {
    struct ir_expr *e = el->exprs.v[k];
    struct ir_stmt *st = el->stmts.v[k];
    struct ir_access *acc = e->acc;
    struct ir_vec kept = {0};
    for (int a = 0; a < st->accesses.n; a++)
      if (st->accesses.v[a] != acc)
        ir_vec_push(&kept, st->accesses.v[a]);
    st->accesses = kept;
    e->kind = IR_E_VAR;
    e->var = reg;
    e->acc = NULL;
  }
}

/* The condition max(lb) <= min(ub) of loop L, as affine comparisons,
 * less those the enclosing loops imply (k <= j where 0 <= j: then the
 * test need not read the band's iterators). */
static struct ir_expr *runs_cond(struct pass_ctx *ctx, const struct ir_node *l) {
  struct ir_expr *cond = NULL;
  struct ir_type it = {IR_T_INT, false, false};
  for (int p = 0; p < l->lb.n; p++)
    for (int q = 0; q < l->ub.n; q++) {
      if (pair_runs(ctx, l, p, q))
        continue;
      /* In the loop's own style: "0 < n" for "for (k = 0; k < n; k++)". */
      const struct ir_aff *lb = l->lb.parts[p], *ub = l->ub.parts[q];
      struct ir_expr *c = ir_expr_new(IR_E_BINARY, l->loc);
      c->op = IR_OP_LE;
      if (l->strict && l->step > 0 && ub->cst < LONG_MAX) {
        c->op = '<';
        ub = ir_aff_add_const(ub, 1);
      } else if (l->strict && l->step < 0 && lb->cst > LONG_MIN) {
        c->op = '<';
        lb = ir_aff_add_const(lb, -1);
      }
      c->a = ir_expr_from_aff(lb, l->iter->type, l->loc);
      c->b = ir_expr_from_aff(ub, l->iter->type, l->loc);
      c->type = it;
      if (cond) {
        struct ir_expr *both = ir_expr_new(IR_E_BINARY, l->loc);
        both->op = IR_OP_AND;
        both->a = cond;
        both->b = c;
        both->type = it;
        c = both;
      }
      cond = c;
    }
  return cond;
}

/* Does a statement beside loop L (in its list, unguarded) write every
 * element kept in a register?  Then loading and storing them back where
 * L does not run touches nothing the code does not touch anyway, and no
 * guard is needed: symm's C[c][j] after the statement that sets it. */
static bool written_beside(struct sr *S, struct ir_node *l) {
  struct ir_node *head = *ir_node_list(S->ctx->region, l);
  for (int k = 0; k < S->elems.n; k++) {
    struct elem *el = S->elems.v[k];
    bool found = el->why_not != NULL;
    for (struct ir_node *n = head; n && !found; n = n->next) {
      if (n == l || n->kind != IR_STMT || n->stmt->guard)
        continue;
      for (int a = 0; a < n->stmt->accesses.n && !found; a++) {
        const struct ir_access *acc = n->stmt->accesses.v[a];
        found = acc->is_write && pass_same_access(acc, el->first->acc);
      }
    }
    if (!found)
      return false;
  }
  return true;
}

/* The statement just before loop L, unlinked, when it is an unguarded
 * assignment to element EL, a compound one reading no element of its
 * array (gemm's 'C[i][j] *= beta' before the product loop): it can work on EL's
 * register instead, after the load (it reads nothing the load writes, and
 * the store after the loop writes its result), which saves writing the
 * element and reading it back.  Not inside the guard of a loop that may
 * not run (IN_GUARD): there the statement must run either way. */
static struct ir_node *absorb(struct sr *S, struct elem *el, bool in_guard) {
  struct ir_node **list = ir_node_list(S->ctx->region, S->loop), *prev = NULL;
  for (struct ir_node *n = *list; n && n != S->loop; n = n->next)
    prev = n;
  if (in_guard || !prev || prev->kind != IR_STMT || prev->stmt->kind != IR_S_ASSIGN ||
      prev->stmt->guard || prev->stmt->lhs->kind != IR_E_ACCESS ||
      !pass_same_access(prev->stmt->lhs->acc, el->first->acc))
    return NULL;
  /* A plain assignment becomes the register's initial value and may read
   * the array, EL included (symm's 'C[c][j] = beta * C[c][j] + ...'):
   * memory still holds what it held when the statement ran, and the
   * element is stored once, after the loop.  A compound one works on the
   * register after the load and reads no element of the array. */
  for (int a = 1; a < prev->stmt->accesses.n && prev->stmt->op != '='; a++)
    if (((struct ir_access *)prev->stmt->accesses.v[a])->array == el->array)
      return NULL;
  *ir_node_slot(S->ctx->region, prev) = prev->next;
  prev->next = NULL;
  return prev;
}

bool pass_scalar_replace(struct pass_ctx *ctx, const struct pass_step *step) {
  struct ir_node *l = pass_find_loop(ctx, step, 0);
  if (!l)
    return false;
  struct sr S = {.ctx = ctx, .loop = l};
  ir_vec_push(&S.inner_iters, l->iter);
  scan_nodes(&S, l->body);

  int nok = 0;
  for (int k = 0; k < S.elems.n; k++) {
    struct elem *el = S.elems.v[k];
    const struct dep *d = element_conflict(&S, el);
    const struct ir_array *other = d ? NULL : overlapping(&S, el);
    bool every = false;
    for (int j = 0; j < el->stmts.n && !every; j++)
      every = always_runs(&S, el->stmts.v[j], l->body);
    if (d)
      el->why_not = ir_printf("another reference may touch it: %s", dep_str(d));
    else if (other)
      el->why_not = ir_printf("'%s' and '%s' may overlap", el->array->name, other->name);
    else if (!every)
      el->why_not = ir_printf("it is not accessed in every iteration of loop '%s'", l->iter->name);
    else
      nok++;
  }
  if (!nok) {
    if (!S.elems.n) {
      bool any = false;
      for (int k = 0; k < S.stmts.n; k++)
        any |= ((struct ir_stmt *)S.stmts.v[k])->accesses.n > 0;
      pass_refuse(ctx, step->loc, "nothing to scalar-replace in loop '%s' (line %d): %s",
                  l->iter->name, l->loc.line,
                  any ? "every array reference in it depends on its iterators"
                      : "it references no array");
    } else {
      struct elem *el = S.elems.v[0];
      pass_refuse(ctx, step->loc, "nothing to scalar-replace in loop '%s' (line %d): %s: %s",
                  l->iter->name, l->loc.line, elem_str(el), el->why_not);
    }
    return false;
  }

  /* Loads before the loop, the loop, stores after it; inside an if when
   * the loop might not run. */
  struct ir_node **slot = ir_node_slot(ctx->region, l);
  struct ir_node *after = l->next;
  struct ir_node *parent = l->parent;
  struct ir_node *guard = NULL;
  if (!pass_provably_runs(ctx, l) && !written_beside(&S, l)) {
    guard = ir_node_new(IR_IF, l->loc);
    guard->parent = parent;
    guard->cond = runs_cond(ctx, l);
    *slot = guard;
    guard->next = after;
    slot = &guard->then_body;
    parent = guard;
    after = NULL;
  }
  struct ir_node *head = NULL, **tail = &head, *stores = NULL, **stail = &stores;
  for (int k = 0; k < S.elems.n; k++) {
    struct elem *el = S.elems.v[k];
    struct ir_node *absorbed = el->why_not ? NULL : absorb(&S, el, guard != NULL);
    if (absorbed) {
      slot = ir_node_slot(ctx->region, l);
      el->written = true;
    }
    if (el->why_not) {
      diag_remark(el->first->loc, "not keeping %s in a register across loop '%s': %s", elem_str(el),
                  l->iter->name, el->why_not);
      continue;
    }
    struct ir_loc loc = el->first->acc->loc;
    struct ir_var *reg =
        ir_var_new(ctx->region, reg_name(ctx, el), IR_VAR_SCALAR, el->array->elem, loc);
    reg->local = true;
    reg->written = true;
    struct ir_stmt *decl = ir_alloc(sizeof *decl);
    decl->kind = IR_S_DECL;
    decl->loc = loc;
    decl->op = '=';
    decl->decl = reg;
    decl->lhs = var_expr(reg, loc);
    if (absorbed ? absorbed->stmt->op != '=' : needs_load(&S, el))
      decl->rhs = copy_ref(el, decl, false);
    *tail = stmt_node(decl, l->loc);
    tail = &(*tail)->next;
    if (absorbed) {
      struct ir_stmt *st = absorbed->stmt;
      diag_remark(st->loc, "the assignment to %s before loop '%s' works on register '%s'",
                  elem_str(el), l->iter->name, reg->name);
      struct ir_vec kept = {0};
      for (int a = 1; a < st->accesses.n; a++)
        ir_vec_push(&kept, st->accesses.v[a]);
      if (st->op == '=') { /* it initialises the register: T_ij = 0.0 */
        decl->rhs = st->rhs;
        decl->loc = st->loc;
        decl->accesses = kept;
        for (int a = 0; a < kept.n; a++)
          ((struct ir_access *)kept.v[a])->stmt = decl;
      } else {
        st->accesses = kept;
        st->lhs->kind = IR_E_VAR;
        st->lhs->var = reg;
        st->lhs->acc = NULL;
        *tail = absorbed;
        tail = &absorbed->next;
      }
    }
    if (el->written) {
      struct ir_stmt *st = ir_alloc(sizeof *st);
      st->kind = IR_S_ASSIGN;
      st->loc = loc;
      st->op = '=';
      st->lhs = copy_ref(el, st, true);
      st->rhs = var_expr(reg, loc);
      *stail = stmt_node(st, l->loc);
      stail = &(*stail)->next;
    }
    replace_refs(el, reg);
    diag_remark(loc, "keeping %s in register '%s' across loop '%s'%s%s", elem_str(el), reg->name,
                l->iter->name,
                decl->rhs && !(absorbed && absorbed->stmt->op == '=') ? ", loaded before it" : "",
                el->written ? ", stored after it" : "");
  }
  /* (The stores' list first: with no store, STAIL points at STORES
   * itself, and AFTER must be what follows L.) */
  *tail = l;
  *stail = after;
  l->next = stores;
  *slot = head;
  for (struct ir_node *n = head; n != after; n = n->next)
    n->parent = parent;
  return true;
}
