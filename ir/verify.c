/* verify.c - the IR verifier: run by the driver after lowering and by the
 * pass manager after every pass.  It checks the invariants that the
 * analyses, passes and code generators rely on (tree links, loop shape,
 * affine forms, statement numbering, access bookkeeping) and turns any
 * violation into an internal error that names the pass that ran last,
 * so a broken transformation stops at once instead of emitting wrong
 * code. */
#include "ir.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* A limit on expression depth, so that a cycle in an expression (a
 * broken pass) is reported instead of overflowing the stack.  Cycles in
 * the loop tree are caught by the parent links and, in sibling lists, by
 * Brent's cycle finding. */
#define VERIFY_MAX_EXPR_DEPTH 100000

struct verifier {
  const struct ir_program *p;
  const char *pass;
  const struct ir_region *r;
  struct ir_vec loops;  /* struct ir_node *: loops enclosing the current node, outermost first */
  struct ir_vec stmts;  /* struct ir_stmt *: statements in tree order */
  const struct ir_stmt *stmt; /* statement being checked, or NULL */
  const struct ir_kernel *kernel; /* kernel whose body is being checked, or NULL */
  /* struct ir_var *: iterators that declarations in a kernel bind, for
   * the rest of the list they are in */
  struct ir_vec bound;
  /* struct ir_array *: the region's own arrays (IR_ARR_REGION) whose
   * declarations the current point follows in its list or an enclosing
   * one; only those may be accessed */
  struct ir_vec declared;
  int *acc_seen;        /* per access of the current statement: times found in its expressions */
  /* The current statement's accesses sorted by address, with their
   * positions, so that finding one stays cheap in long statements. */
  struct acc_pos *by_addr;
};

struct acc_pos {
  const struct ir_access *acc;
  int pos;
};

static int acc_pos_cmp(const void *pa, const void *pb) {
  uintptr_t a = (uintptr_t)((const struct acc_pos *)pa)->acc;
  uintptr_t b = (uintptr_t)((const struct acc_pos *)pb)->acc;
  return a < b ? -1 : a > b;
}

/* Position of ACC in the current statement's access list, or -1. */
static int find_access(const struct verifier *v, const struct ir_access *acc) {
  int lo = 0, hi = v->stmt->accesses.n - 1;
  while (lo <= hi) {
    int mid = lo + (hi - lo) / 2;
    if (v->by_addr[mid].acc == acc)
      return v->by_addr[mid].pos;
    if ((uintptr_t)v->by_addr[mid].acc < (uintptr_t)acc)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  return -1;
}

static _Noreturn void fail(const struct verifier *v, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Report a violation with the pass, the region and, when known, the
 * statement it concerns, then abort. */
static _Noreturn void fail(const struct verifier *v, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *msg = ir_vprintf(fmt, ap);
  va_end(ap);
  const char *where = "";
  if (v->r)
    where = ir_printf("region %d '%s': ", v->r->id, v->r->func ? v->r->func : "?");
  if (v->stmt)
    where = ir_printf("%sS%d (line %d): ", where, v->stmt->id, v->stmt->loc.line);
  ir_internal_error("IR verifier failed after pass '%s': %s%s", v->pass ? v->pass : "?", where,
                    msg);
}

/* Names in messages about broken IR may themselves be missing. */
static const char *name_of(const char *s) { return s ? s : "<null>"; }

/* V belongs to the region being checked (its vars vector holds it at its id). */
static bool var_in_region(const struct verifier *v, const struct ir_var *var) {
  const struct ir_region *r = v->r;
  return var && var->id >= 0 && var->id < r->vars.n && r->vars.v[var->id] == var;
}

/* VAR is the iterator of a loop around the node being checked: the only
 * iterators a bound, subscript or statement may use. */
static bool is_enclosing_iter(const struct verifier *v, const struct ir_var *var) {
  for (int i = 0; i < v->loops.n; i++)
    if (((struct ir_node *)v->loops.v[i])->iter == var)
      return true;
  for (int i = 0; i < v->bound.n; i++)
    if (v->bound.v[i] == var)
      return true;
  return false;
}

/* Diagnostics and remarks point at IR nodes, so every node needs a place. */
static void check_loc(const struct verifier *v, struct ir_loc loc, const char *what) {
  if (!loc.file || loc.line <= 0)
    fail(v, "%s has no source location", what);
}

/* An affine form: terms sorted by strictly increasing variable id, no
 * zero coefficients, variables of the region.  With SYMBOLIC the
 * variables must be parameters or iterators of enclosing loops (loop
 * bounds, subscripts): anything else is not a valid affine context.
 * Quotients (IR_VAR_QUOT) may appear IN_BOUND only. */
static void check_aff(const struct verifier *v, const struct ir_aff *a, bool symbolic,
                      bool in_bound, const char *what) {
  if (!a)
    fail(v, "%s: null affine expression", what);
  if (a->nterms < 0 || (a->nterms > 0 && !a->terms))
    fail(v, "%s: bad term list", what);
  for (int i = 0; i < a->nterms; i++) {
    const struct ir_aff_term *t = &a->terms[i];
    if (!var_in_region(v, t->var))
      fail(v, "%s: term %d uses a variable that is not in the region", what, i);
    if (t->coef == 0)
      fail(v, "%s: term '%s' has a zero coefficient", what, t->var->name);
    if (i > 0 && a->terms[i - 1].var->id >= t->var->id)
      fail(v, "%s: terms not sorted by variable id ('%s' after '%s')", what, t->var->name,
           a->terms[i - 1].var->name);
    if (t->var->kind == IR_VAR_QUOT) {
      if (!in_bound)
        fail(v, "%s: the quotient '%s' outside a loop bound", what, t->var->name);
      if (!t->var->quot || t->var->quot_div < 2 || ir_aff_has_quot(t->var->quot))
        fail(v, "%s: the quotient '%s' is malformed", what, t->var->name);
      check_aff(v, t->var->quot, true, false, what);
    } else if (symbolic && t->var->kind != IR_VAR_PARAM && !is_enclosing_iter(v, t->var))
      fail(v, "%s: '%s' is neither a parameter nor the iterator of an enclosing loop", what,
           t->var->name);
  }
}

/* A loop bound: at least one part, each affine over parameters and outer
 * iterators, never the loop's own iterator. */
static void check_bound(const struct verifier *v, const struct ir_bound *b, const char *which,
                        const struct ir_node *loop) {
  const char *what = ir_printf("%s bound of loop '%s' (line %d)", which, name_of(loop->iter->name),
                               loop->loc.line);
  if (b->n <= 0 || !b->parts)
    fail(v, "%s is empty", what);
  for (int i = 0; i < b->n; i++) {
    check_aff(v, b->parts[i], true, true, what);
    if (ir_aff_uses(b->parts[i], loop->iter))
      fail(v, "%s uses its own iterator", what);
  }
}

/* Operators the printers know how to print. */
static bool valid_binop(int op) {
  return (op > 0 && op < 128 && strchr("+-*/%<>&|^", op)) || (op >= IR_OP_LE && op <= IR_OP_SHR);
}

static void check_access(struct verifier *v, const struct ir_access *acc);

/* An expression tree.  In a statement (v->stmt set) every access must be
 * one of the statement's accesses, found exactly once; in an if
 * condition (IN_COND) only affine comparisons of parameters, enclosing
 * iterators and constants are allowed. */
static void check_expr(struct verifier *v, const struct ir_expr *e, bool in_cond, int depth) {
  if (!e)
    fail(v, "null expression");
  if (depth > VERIFY_MAX_EXPR_DEPTH)
    fail(v, "expression nested too deeply (a cycle?)");
  switch (e->kind) {
  case IR_E_CONST:
    if (!e->text || !e->text[0])
      fail(v, "literal without text");
    return;
  case IR_E_VAR:
    if (!var_in_region(v, e->var))
      fail(v, "variable '%s' is not in the region", e->var ? name_of(e->var->name) : "<null>");
    if (e->var->kind == IR_VAR_ITER && !is_enclosing_iter(v, e->var))
      fail(v, "iterator '%s' used outside its loop", e->var->name);
    if (in_cond && e->var->kind == IR_VAR_SCALAR)
      fail(v, "if condition uses scalar '%s'", e->var->name);
    return;
  case IR_E_ACCESS: {
    if (in_cond || !v->stmt)
      fail(v, "array access in an if condition");
    int found = find_access(v, e->acc);
    if (found < 0)
      fail(v, "access to '%s' is not in the statement's access list",
           e->acc && e->acc->array ? name_of(e->acc->array->name) : "<null>");
    if (v->acc_seen[found]++)
      fail(v, "access to '%s' appears twice in the statement", name_of(e->acc->array->name));
    check_access(v, e->acc);
    for (int d = 0; d < e->acc->ndim; d++)
      check_expr(v, e->acc->index[d], false, depth + 1);
    return;
  }
  case IR_E_UNARY:
    if (e->op != '-' && e->op != '+' && e->op != '!' && e->op != '~')
      fail(v, "bad unary operator %d", e->op);
    check_expr(v, e->a, in_cond, depth + 1);
    return;
  case IR_E_BINARY:
    if (!valid_binop(e->op))
      fail(v, "bad binary operator %d", e->op);
    check_expr(v, e->a, in_cond, depth + 1);
    check_expr(v, e->b, in_cond, depth + 1);
    return;
  case IR_E_COND:
    check_expr(v, e->a, in_cond, depth + 1);
    check_expr(v, e->b, in_cond, depth + 1);
    check_expr(v, e->c, in_cond, depth + 1);
    return;
  case IR_E_CALL:
    if (in_cond)
      fail(v, "call in an if condition");
    if (!e->callee || !e->callee[0])
      fail(v, "call without a callee");
    if (e->nargs < 0 || (e->nargs > 0 && !e->args))
      fail(v, "call to '%s' with a bad argument list", e->callee);
    for (int i = 0; i < e->nargs; i++)
      check_expr(v, e->args[i], false, depth + 1);
    return;
  case IR_E_CAST:
    check_expr(v, e->a, in_cond, depth + 1);
    return;
  }
  fail(v, "bad expression kind %d", (int)e->kind);
}

/* One access of the current statement: its array is the region's, its
 * rank the array's, every subscript present, affine forms valid. */
static void check_access(struct verifier *v, const struct ir_access *acc) {
  const struct ir_region *r = v->r;
  if (!acc)
    fail(v, "null access");
  const struct ir_array *a = acc->array;
  const struct ir_vec *arrays = a && a->space != IR_SPACE_GLOBAL && v->kernel ? &v->kernel->locals
                                                                             : &r->arrays;
  if (!a || a->id < 0 || a->id >= arrays->n || arrays->v[a->id] != a)
    fail(v, "access to an array that is neither in the region nor in its kernel");
  if (acc->stmt != v->stmt)
    fail(v, "access to '%s' points to another statement", a->name);
  if (acc->ndim != a->ndim)
    fail(v, "access to '%s' has %d subscripts, the array %d", a->name, acc->ndim, a->ndim);
  if (!acc->index || !acc->aff)
    fail(v, "access to '%s' without subscript vectors", a->name);
  if (!acc->is_read && !acc->is_write)
    fail(v, "access to '%s' neither reads nor writes", a->name);
  if (acc->is_write && !a->written)
    fail(v, "array '%s' is written but not marked written", a->name);
  if (a->origin == IR_ARR_REGION && !ir_vec_contains(&v->declared, a))
    fail(v, "access to '%s' outside the scope of its declaration", a->name);
  for (int d = 0; d < acc->ndim; d++) {
    if (!acc->index[d])
      fail(v, "access to '%s' has no subscript %d", a->name, d);
    if (acc->aff[d])
      check_aff(v, acc->aff[d], true, false, ir_printf("subscript %d of '%s'", d, a->name));
  }
}

/* Statement node N of sibling list BLOCK (BLOCK->v[0] is the list's first
 * node): declaration or assignment shape, written flags, and that its
 * access list is exactly the accesses of its expressions, lhs first. */
static void check_stmt(struct verifier *v, const struct ir_node *n, const struct ir_vec *block) {
  const struct ir_stmt *s = n->stmt;
  if (!s)
    fail(v, "statement node without a statement (line %d)", n->loc.line);
  ir_vec_push(&v->stmts, (void *)s);
  v->stmt = s;
  check_loc(v, s->loc, "statement");
  int nacc = s->accesses.n;
  for (int i = 0; i < nacc; i++)
    if (!s->accesses.v[i])
      fail(v, "null access in the access list");
  v->acc_seen = ir_alloc(sizeof(int) * (size_t)(nacc ? nacc : 1));
  v->by_addr = ir_alloc(sizeof(struct acc_pos) * (size_t)(nacc ? nacc : 1));
  for (int i = 0; i < nacc; i++)
    v->by_addr[i] = (struct acc_pos){s->accesses.v[i], i};
  if (nacc > 1)
    qsort(v->by_addr, (size_t)nacc, sizeof *v->by_addr, acc_pos_cmp);

  if (s->kind == IR_S_BARRIER || s->kind == IR_S_COMMIT) {
    const char *what = s->kind == IR_S_BARRIER ? "barrier" : "commit of asynchronous copies";
    if (!v->kernel || nacc || s->lhs || s->rhs)
      fail(v, "%s %s", what, v->kernel ? "with operands" : "outside a kernel");
    if (s->pending < 0 || (s->pending && (s->kind != IR_S_BARRIER || !s->async)))
      fail(v, "%s that lets %d groups of copies run on", what, s->pending);
  } else if (s->kind == IR_S_DECL) {
    const struct ir_var *d = s->decl;
    if (!var_in_region(v, d))
      fail(v, "declaration of a variable that is not in the region");
    if (d->kind == IR_VAR_PARAM)
      fail(v, "declaration of parameter '%s'", d->name);
    if (d->kind == IR_VAR_ITER && !v->kernel)
      fail(v, "declaration of iterator '%s' outside a kernel", d->name);
    if (d->kind == IR_VAR_ITER && (!s->rhs || nacc))
      fail(v, "iterator '%s' bound to no value or to memory", d->name);
    /* A persistent kernel declares its own copies of scalars. */
    if (!d->local && d->kind != IR_VAR_ITER && !(v->kernel && v->kernel->persist))
      fail(v, "declared variable '%s' is not marked local", d->name);
    if (s->op != '=')
      fail(v, "declaration of '%s' with a compound operator", d->name);
    if (!s->lhs || s->lhs->kind != IR_E_VAR || s->lhs->var != d)
      fail(v, "declaration of '%s' whose lhs is not the variable", d->name);
    if (nacc > 0 && !s->rhs)
      fail(v, "declaration of '%s' without initialiser has accesses", d->name);
    /* Two declarations of one name in one block would not compile. */
    for (const struct ir_node *o = block->v[0]; o && o != n; o = o->next)
      if (o->kind == IR_STMT && o->stmt && o->stmt->kind == IR_S_DECL && o->stmt->decl &&
          o->stmt->decl->name && strcmp(o->stmt->decl->name, d->name) == 0)
        fail(v, "'%s' declared twice in one block", d->name);
  } else if (s->kind == IR_S_ARRAY_DECL) {
    const struct ir_array *a = s->array;
    if (!a || a->id < 0 || a->id >= v->r->arrays.n || v->r->arrays.v[a->id] != a ||
        a->origin != IR_ARR_REGION)
      fail(v, "declaration of an array that is not the region's own");
    if (s->lhs || s->rhs || s->guard || nacc)
      fail(v, "declaration of array '%s' with operands", a->name);
    for (int d = 0; d < a->ndim; d++)
      if (!a->extents[d] || !ir_aff_is_const(a->extents[d]) || a->extents[d]->cst < 1)
        fail(v, "array '%s' declared in the region has extent %d not a positive constant",
             a->name, d);
    if (ir_vec_contains(&v->declared, a))
      fail(v, "array '%s' declared again where it is in scope", a->name);
    ir_vec_push(&v->declared, (void *)a);
  } else if (s->kind == IR_S_ASSIGN) {
    if (s->op != '=' && !valid_binop(s->op))
      fail(v, "bad assignment operator %d", s->op);
    if (!s->rhs)
      fail(v, "assignment without a right-hand side");
    if (!s->lhs || (s->lhs->kind != IR_E_VAR && s->lhs->kind != IR_E_ACCESS))
      fail(v, "assignment to something that is not a variable or an array element");
    if (s->lhs->kind == IR_E_VAR) {
      const struct ir_var *t = s->lhs->var;
      if (!var_in_region(v, t))
        fail(v, "assignment to a variable that is not in the region");
      if (t->kind == IR_VAR_PARAM)
        fail(v, "assignment to parameter '%s'", t->name);
      if (t->kind == IR_VAR_ITER)
        fail(v, "assignment to iterator '%s'", t->name);
      if (!t->written)
        fail(v, "assigned variable '%s' is not marked written", t->name);
    } else {
      if (nacc == 0 || s->accesses.v[0] != s->lhs->acc)
        fail(v, "the lhs access is not the first in the access list");
      const struct ir_access *la = s->lhs->acc;
      if (!la->is_write || la->is_read != (s->op != '='))
        fail(v, "lhs access to '%s' has wrong read/write flags",
             la->array ? name_of(la->array->name) : "<null>");
    }
  } else if (s->kind == IR_S_MMA) {
    if (!v->kernel || s->op != '+' || !s->rhs || !s->rhs2 || s->guard ||
        !s->lhs3 != !s->lhs4 || !s->lhs3 != !s->rhs3 || !s->rhs4 != !s->rhs5 ||
        !s->rhs4 != !s->rhs6 || (s->rhs4 && !s->lhs3))
      fail(v, "tensor-core step %s", v->kernel ? "with a bad operator or operands" : "outside a kernel");
    const struct ir_expr *acc[4] = {s->lhs, s->lhs2, s->lhs3, s->lhs4};
    int accs = s->lhs3 ? 4 : 2;
    for (int i = 0; i < accs; i++)
      if (!acc[i] || acc[i]->kind != IR_E_ACCESS || nacc < accs || s->accesses.v[i] != acc[i]->acc ||
          acc[i]->acc->array->space != IR_SPACE_REGISTER || !acc[i]->acc->is_read ||
          !acc[i]->acc->is_write ||
          (acc[i]->type.base != IR_T_DOUBLE &&
           !(s->lhs3 && !s->rhs4 && acc[i]->type.base == IR_T_FLOAT)))
        fail(v, "tensor-core step whose accumulator %d is no register element of doubles (or "
             "of floats, 16 x 8 x 4), first in the access list", i);
  } else {
    fail(v, "bad statement kind %d", (int)s->kind);
  }

  if (s->kind == IR_S_ASSIGN || s->kind == IR_S_MMA)
    check_expr(v, s->lhs, false, 0);
  if (s->kind == IR_S_MMA) {
    check_expr(v, s->lhs2, false, 0);
    if (s->lhs3) {
      check_expr(v, s->lhs3, false, 0);
      check_expr(v, s->lhs4, false, 0);
    }
    check_expr(v, s->rhs2, false, 0);
    if (s->rhs3)
      check_expr(v, s->rhs3, false, 0);
    if (s->rhs4) {
      check_expr(v, s->rhs4, false, 0);
      check_expr(v, s->rhs5, false, 0);
      check_expr(v, s->rhs6, false, 0);
    }
  }
  if (s->rhs)
    check_expr(v, s->rhs, false, 0);
  if (s->guard && s->kind != IR_S_ASSIGN)
    fail(v, "a guard on a statement that is not an assignment");
  if (s->guard)
    check_expr(v, s->guard, false, 0);
  if (s->kind == IR_S_DECL && s->decl->kind == IR_VAR_ITER)
    ir_vec_push(&v->bound, s->decl);
  for (int i = 0; i < nacc; i++) {
    const struct ir_access *a = s->accesses.v[i];
    if (v->acc_seen[i] != 1)
      fail(v, "access %d (to '%s') does not appear in the statement's expressions", i,
           a->array ? name_of(a->array->name) : "<null>");
    bool is_lhs = (s->kind == IR_S_ASSIGN && s->lhs->kind == IR_E_ACCESS && i == 0) ||
                  (s->kind == IR_S_MMA && i < (s->lhs3 ? 4 : 2));
    if (!is_lhs && (!a->is_read || a->is_write))
      fail(v, "read access to '%s' has wrong read/write flags", name_of(a->array->name));
  }
  v->stmt = NULL;
}

static void check_nodes(struct verifier *v, const struct ir_node *first,
                        const struct ir_node *parent);

/* Loop N: its iterator, step and bounds, then its body with N pushed on
 * the stack of enclosing loops. */
static void check_loop(struct verifier *v, const struct ir_node *n) {
  const struct ir_var *it = n->iter;
  if (!it)
    fail(v, "loop without an iterator (line %d)", n->loc.line);
  if (!var_in_region(v, it))
    fail(v, "iterator '%s' is not in the region", name_of(it->name));
  if (it->kind != IR_VAR_ITER)
    fail(v, "loop variable '%s' is not of kind iterator", it->name);
  if (!ir_type_is_integer(it->type))
    fail(v, "iterator '%s' does not have an integer type", it->name);
  if (is_enclosing_iter(v, it))
    fail(v, "iterator '%s' reused by a nested loop (line %d)", it->name, n->loc.line);
  if (n->step == 0)
    fail(v, "loop '%s' (line %d) has step 0", it->name, n->loc.line);
  bool stride = (n->map == IR_MAP_GRID_STRIDE && v->kernel && v->kernel->reduce &&
                 !v->kernel->reduce->combine) ||
                (n->map == IR_MAP_LANE && v->kernel && v->kernel->lanes &&
                 n->map_dim == v->kernel->lanes->dim) ||
                (n->map == IR_MAP_LANE && v->kernel && v->kernel->persist && n->map_dim == 0);
  if (n->lanes && (n->map != IR_MAP_LANE || !v->kernel || !v->kernel->persist || !n->lanes->part ||
                   !n->lanes->shared || n->lanes->dim != 0 ||
                   n->lanes->lanes != v->kernel->block[0]))
    fail(v, "loop '%s' (line %d) has malformed lanes", it->name, n->loc.line);
  if (n->map != IR_MAP_NONE && (!v->kernel || (n->map > IR_MAP_BLOCK_THREAD && !stride) ||
                                n->map_dim < 0 ||
                                n->map_dim > 2))
    fail(v, "loop '%s' (line %d) is mapped to the GPU %s", it->name, n->loc.line,
         v->kernel ? "badly" : "outside a kernel");
  check_bound(v, &n->lb, "lower", n);
  check_bound(v, &n->ub, "upper", n);
  if (n->cond || n->then_body || n->else_body || n->stmt)
    fail(v, "loop '%s' (line %d) has fields of another node kind", it->name, n->loc.line);
  ir_vec_push(&v->loops, (void *)n);
  check_nodes(v, n->body, n);
  v->loops.n--;
}

/* A kernel's body is code of one thread, checked like a block (its
 * statements are not the region's).  The simple form begins with one
 * mapped loop per dimension of the band, around the guard; the tiled
 * form with one loop mapped to blocks per dimension, then, once
 * coarsened, one mapped to threads per dimension (struct ir_kernel). */
static void check_kernel(struct verifier *v, const struct ir_node *n) {
  const struct ir_kernel *k = n->kernel;
  if (!k || !k->name || k->ndims < 0 || k->ndims > 3 || !k->body)
    fail(v, "kernel node (line %d) is malformed", n->loc.line);
  for (int d = 0; d < k->ndims; d++)
    if (k->block[d] < 1 || !k->band[d])
      fail(v, "kernel '%s' has no band loop or block size in dimension %d", k->name, d);
  /* A group of concurrent launches (passes/concurrent.c): consecutive
   * siblings on streams 1..N, the first forking, the last joining. */
  if (n->fork) {
    const struct ir_node *m = n;
    for (int s = 1; s <= n->fork; s++, m = m->next)
      if (!m || m->kind != IR_KERNEL || m->stream != s || (s > 1 && m->fork) ||
          (m->join != 0) != (s == n->fork) || (m->join && m->join != n->fork))
        fail(v, "the concurrent launches from kernel '%s' on are malformed", k->name);
  } else if (n->stream < 0 || (n->stream == 1 && !n->fork) || n->stream > IR_MAX_STREAMS) {
    fail(v, "kernel '%s' is launched on stream %d outside a group", k->name, n->stream);
  }
  const struct ir_node *loops[3];
  int nmapped = ir_kernel_mapped_loops(k, loops);
  int nloops = v->loops.n, nstmts = v->stmts.n;
  const struct ir_lanes *lanes = k->lanes;
  if (k->persist && (k->ndims || k->lanes || k->reduce || k->tiled || k->block[0] < 1 ||
                     k->block[1] != 1 || k->block[2] != 1))
    fail(v, "persistent kernel '%s' is malformed", k->name);
  if (lanes && (k->ndims != 2 || k->tiled || k->reduce || lanes->dim < 0 || lanes->dim > 1 ||
                lanes->lanes != k->block[lanes->dim] || !lanes->part || !lanes->shared))
    fail(v, "kernel '%s' has malformed lanes", k->name);
  for (int d = 0; d < k->ndims; d++)
    if (!(lanes && d == lanes->dim) &&
        (!loops[d] || loops[d]->map != (k->tiled ? IR_MAP_BLOCK : IR_MAP_BLOCK_THREAD)))
      fail(v, "kernel '%s' has no loop mapped to blockIdx in dimension %d", k->name, d);
  if (nmapped != k->ndims - (lanes != NULL) && !(k->tiled && nmapped == 2 * k->ndims))
    fail(v, "kernel '%s' has %d mapped loops for a band of %d", k->name, nmapped, k->ndims);
  for (int i = 0; i < k->locals.n; i++) {
    const struct ir_array *a = k->locals.v[i];
    if (!a || a->id != i || a->space == IR_SPACE_GLOBAL || a->ndim != 2 || a->pad < 0 ||
        !ir_aff_is_const(a->extents[0]) || !ir_aff_is_const(a->extents[1]))
      fail(v, "kernel '%s' has a malformed local array %d", k->name, i);
  }
  v->kernel = k;
  check_nodes(v, k->body, NULL);
  v->kernel = NULL;
  v->loops.n = nloops;
  v->stmts.n = nstmts;
}

/* The sibling list starting at FIRST, whose nodes must all have PARENT:
 * links, node kinds and everything below. */
static void check_nodes(struct verifier *v, const struct ir_node *first,
                        const struct ir_node *parent) {
  int nbound = v->bound.n, ndeclared = v->declared.n;
  struct ir_vec block = {0};
  ir_vec_push(&block, (void *)first);
  /* Brent's cycle finding: MARK jumps ahead at powers of two; a cycle
   * in the sibling list brings the walk back to it. */
  const struct ir_node *mark = first;
  long lam = 0, power = 1;
  for (const struct ir_node *n = first; n; n = n->next) {
    if (n->next && n->next == mark)
      fail(v, "cycle in the sibling list at line %d", n->loc.line);
    if (++lam == power) {
      mark = n->next;
      power *= 2;
      lam = 0;
    }
    if (n->parent != parent)
      fail(v, "node at line %d has a wrong parent link", n->loc.line);
    check_loc(v, n->loc, "node");
    switch (n->kind) {
    case IR_LOOP:
      check_loop(v, n);
      break;
    case IR_IF:
      if (n->body || n->iter || n->stmt)
        fail(v, "if (line %d) has fields of another node kind", n->loc.line);
      if (n->guard && (!v->kernel || n->else_body))
        fail(v, "guard (line %d) %s", n->loc.line, v->kernel ? "with an else" : "outside a kernel");
      if (n->lane0 && (!v->kernel || !(v->kernel->lanes || v->kernel->persist)))
        fail(v, "if (line %d) for lane 0 outside a kernel with lanes", n->loc.line);
      if (n->cond || !n->lane0 || !v->kernel->persist)
        check_expr(v, n->cond, true, 0);
      check_nodes(v, n->then_body, n);
      check_nodes(v, n->else_body, n);
      break;
    case IR_STMT:
      if (n->body || n->iter || n->cond || n->then_body || n->else_body)
        fail(v, "statement node (line %d) has fields of another node kind", n->loc.line);
      check_stmt(v, n, &block);
      break;
    case IR_KERNEL:
      check_kernel(v, n);
      break;
    default:
      fail(v, "bad node kind %d", (int)n->kind);
    }
  }
  v->bound.n = nbound;
  v->declared.n = ndeclared;
}

/* The region's variables and arrays: ids equal to their index (what
 * var_in_region relies on), parameters never written, extents over
 * parameters, linearised arrays with every inner extent known. */
static void check_symbols(struct verifier *v) {
  const struct ir_region *r = v->r;
  for (int i = 0; i < r->vars.n; i++) {
    const struct ir_var *var = r->vars.v[i];
    if (!var || !var->name || !var->name[0])
      fail(v, "variable %d has no name", i);
    if (var->id != i)
      fail(v, "variable '%s' has id %d at index %d", var->name, var->id, i);
    if (var->kind != IR_VAR_ITER && var->kind != IR_VAR_PARAM && var->kind != IR_VAR_SCALAR &&
        var->kind != IR_VAR_QUOT)
      fail(v, "variable '%s' has a bad kind", var->name);
    if (var->kind == IR_VAR_PARAM && (var->written || !ir_type_is_integer(var->type)))
      fail(v, "parameter '%s' must be an integer that is never written", var->name);
  }
  for (int i = 0; i < r->arrays.n; i++) {
    const struct ir_array *a = r->arrays.v[i];
    if (!a || !a->name || !a->name[0])
      fail(v, "array %d has no name", i);
    if (a->id != i)
      fail(v, "array '%s' has id %d at index %d", a->name, a->id, i);
    if (a->ndim < 1 || !a->extents)
      fail(v, "array '%s' has %d dimensions", a->name, a->ndim);
    for (int d = 0; d < a->ndim; d++) {
      if (a->extents[d])
        check_aff(v, a->extents[d], false, false, ir_printf("extent %d of '%s'", d, a->name));
      else if (d > 0 && a->linearised)
        fail(v, "linearised array '%s' has no extent in dimension %d", a->name, d);
      if (a->extents[d])
        for (int t = 0; t < a->extents[d]->nterms; t++)
          if (a->extents[d]->terms[t].var->kind != IR_VAR_PARAM)
            fail(v, "extent %d of '%s' uses non-parameter '%s'", d, a->name,
                 a->extents[d]->terms[t].var->name);
    }
  }
}

/* Region INDEX of the program: source range inside the file, after the
 * previous region's (the code generators splice in order), symbols, tree
 * and statement numbering. */
static void check_region(struct verifier *v, int index) {
  const struct ir_program *p = v->p;
  const struct ir_region *r = p->regions.v[index];
  if (!r)
    fail(v, "region %d is null", index);
  v->r = r;
  if (r->origin != IR_REGION_SCOP && r->origin != IR_REGION_FUNCTION)
    fail(v, "bad region origin");
  if (r->src_begin > r->src_end || r->src_end > p->source_len)
    fail(v, "source range [%zu, %zu) outside the file (%zu bytes)", r->src_begin, r->src_end,
         p->source_len);
  if (index > 0) {
    const struct ir_region *prev = p->regions.v[index - 1];
    if (prev->src_end > r->src_begin)
      fail(v, "source range overlaps or precedes region %d's", prev->id);
  }
  check_symbols(v);
  v->loops.n = 0;
  v->stmts.n = 0;
  check_nodes(v, r->body, NULL);
  if (v->stmts.n != r->stmts.n)
    fail(v, "%d statements in the tree, %d in the statement list", v->stmts.n, r->stmts.n);
  for (int i = 0; i < v->stmts.n; i++) {
    if (r->stmts.v[i] != v->stmts.v[i])
      fail(v, "statement list differs from the tree at position %d", i);
    if (((struct ir_stmt *)r->stmts.v[i])->id != i)
      fail(v, "statement at position %d has id S%d", i, ((struct ir_stmt *)r->stmts.v[i])->id);
  }
  v->r = NULL;
}

/* Called after lowering and after every pass; PASS names the pass that
 * produced P, for the message. */
void ir_verify(const struct ir_program *p, const char *pass) {
  struct verifier v = {.p = p, .pass = pass};
  if (!p)
    fail(&v, "null program");
  if (p->regions.n > 0 && !p->source)
    fail(&v, "program has regions but no source text");
  for (int i = 0; i < p->regions.n; i++)
    check_region(&v, i);
}

void ir_verify_region(const struct ir_program *p, const struct ir_region *r, const char *pass) {
  struct verifier v = {.p = p, .pass = pass};
  for (int i = 0; i < p->regions.n; i++)
    if (p->regions.v[i] == r) {
      check_region(&v, i);
      return;
    }
  fail(&v, "region %d is not in the program", r->id);
}
