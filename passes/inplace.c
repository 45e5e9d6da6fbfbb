/* inplace.c - the 'inplace SCALAR LOOP' pass: a scalar that carries a
 * value from where it is set to the array element it is finally stored
 * to is replaced by that element.  ludcmp's
 *
 *   w = A[i][j];  for (k) w -= A[i][k] * A[k][j];  A[i][j] = w / A[j][j];
 *
 * becomes lu's
 *
 *   for (k) A[i][j] -= A[i][k] * A[k][j];  A[i][j] = A[i][j] / A[j][j];
 *
 * (the copy in, A[i][j] = A[i][j], goes).  The scalar orders every
 * (i, j)'s computation after the previous one's; the element does not:
 * the nest can then be rescheduled like lu (k outermost, i and j
 * parallel).
 *
 * In the nest LOOP (at the top of its region), the statements that use
 * SCALAR fall into chains linked by the values it carries (isl's flow
 * analysis, the model's dependences): a start sets it without reading it,
 * updates read and write it (w -= ..., w = w * ...), and the end reads it
 * and stores to an array element X[e] with '=' (no other statement may
 * read it).  Each chain becomes accesses to its end's element, X[e] with
 * the same iterators, and the step is legal when
 * - SCALAR's values are the nest's own: every write to it is
 *   unconditional, every read gets a value written in the nest, none is
 *   read after it (pass_scalar_temporary);
 * - each group of statements that values link has one end, whose
 *   subscripts read only parameters and iterators of loops around every
 *   statement of the group, whose element type is SCALAR's;
 * - every value written is read exactly once (a chain, which ends in a
 *   store), and along every link both instances name the same element;
 * - nothing else reads or writes that element while a chain holds it in
 *   SCALAR (between the instances a value links, or in the operands of
 *   the instance reading it), and X overlaps no other array.
 * Then the element holds the same values at the same points as the
 * original program outside the chains, and nobody looks in between. */
#include "passes.h"

#include <isl/flow.h>
#include <isl/map.h>
#include <isl/schedule.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/union_set.h>

#include <string.h>

/* Is SC in the nest at the top of the region at L (anywhere, L NULL)? */
static bool in_nest(const struct pm_stmt *sc, const struct ir_node *l) {
  return !l || (sc->nloops > 0 && sc->loops[0] == l);
}

static bool stmt_in_nest(const struct pm_model *m, const struct ir_stmt *s,
                         const struct ir_node *l) {
  if (!l)
    return true;
  for (int k = 0; k < m->stmts.n; k++) {
    struct pm_stmt *sc = m->stmts.v[k];
    if (sc->stmt == s)
      return in_nest(sc, l);
  }
  return false;
}

const char *pass_temporary_problem(struct pm_model *m, const struct dep_info *info,
                                   struct ir_var *v, const struct ir_node *l) {
  if (v->kind != IR_VAR_SCALAR)
    return "it is not a scalar";
  if (v->live_out)
    return "its value may be read after the region";
  struct ir_vec refs = {0};
  bool written = false;
  for (int k = 0; k < m->refs.n; k++) {
    struct pm_ref *rf = m->refs.v[k];
    if (rf->scalar != v || !in_nest(rf->st, l))
      continue;
    if (rf->write && !rf->must)
      return ir_printf("line %d writes it under a condition that reads memory",
                       rf->st->stmt->loc.line);
    written |= rf->write;
    ir_vec_push(&refs, rf);
  }
  if (!written)
    return "the nest does not write it";
  for (int k = 0; k < info->deps.n; k++) {
    const struct dep *d = info->deps.v[k];
    if (d->kind == DEP_FLOW && d->scalar == v && stmt_in_nest(m, d->src, l) &&
        !stmt_in_nest(m, d->sink, l))
      return ir_printf("line %d reads the value it leaves", d->sink->loc.line);
  }
  pm_new_question(m);
  isl_union_flow *flow = pass_refs_flow(m, &refs);
  if (!flow)
    return "the dependence analysis ran out of operations";
  isl_union_map *none = isl_union_flow_get_may_no_source(flow);
  isl_union_flow_free(flow);
  bool exposed = isl_union_map_is_empty(none) != isl_bool_true;
  isl_union_map_free(none);
  if (pm_exhausted(m))
    return "the dependence analysis ran out of operations";
  return exposed ? "some read of it in the nest gets a value from before the nest" : NULL;
}

/* Does a subscript of statement S read V? */
static bool subscript_reads(const struct ir_stmt *s, const struct ir_var *v) {
  for (int k = 0; k < s->accesses.n; k++) {
    const struct ir_access *acc = s->accesses.v[k];
    for (int d = 0; d < acc->ndim; d++)
      if (ir_expr_reads_var(acc->index[d], v))
        return true;
  }
  return false;
}

/* The role of a statement in a chain. */
enum role { START, UPDATE, END };

struct member {
  struct pm_stmt *st;
  struct pm_ref *ref; /* its reference to the scalar */
  enum role role;
  int group;
};

struct plan {
  struct ir_var *v;
  struct ir_vec members; /* struct member * */
  struct ir_vec ends;    /* struct member *, per group */
};

static int find(int *parent, int x) {
  while (parent[x] != x)
    x = parent[x] = parent[parent[x]];
  return x;
}

static struct member *member_of(const struct plan *P, const struct ir_stmt *s) {
  for (int k = 0; k < P->members.n; k++) {
    struct member *mb = P->members.v[k];
    if (mb->st->stmt == s)
      return mb;
  }
  return NULL;
}

static bool type_same(struct ir_type a, struct ir_type b) {
  return a.base == b.base && a.is_unsigned == b.is_unsigned && a.signed_char == b.signed_char;
}

/* Does loop iterator V enclose statement SC? */
static bool encloses(const struct pm_stmt *sc, const struct ir_var *v) {
  for (int k = 0; k < sc->nloops; k++)
    if (sc->loops[k]->iter == v)
      return true;
  return false;
}

/* Statement roles and groups; why not, or NULL. */
static const char *classify(struct pm_model *m, const struct dep_info *info, struct ir_node *l,
                            struct plan *P) {
  struct ir_var *v = P->v;
  for (int k = 0; k < m->refs.n; k++) {
    struct pm_ref *rf = m->refs.v[k];
    if (rf->scalar != v || !in_nest(rf->st, l))
      continue;
    struct ir_stmt *s = rf->st->stmt;
    struct member *mb = ir_alloc(sizeof *mb);
    mb->st = rf->st;
    mb->ref = rf;
    if (s->kind != IR_S_ASSIGN)
      return ir_printf("line %d declares it", s->loc.line);
    if (subscript_reads(s, v) || ir_expr_reads_var(s->guard, v))
      return ir_printf("line %d reads it in a subscript or a condition", s->loc.line);
    if (s->lhs->kind == IR_E_VAR && s->lhs->var == v) {
      mb->role = rf->read ? UPDATE : START;
    } else {
      bool affine = s->lhs->kind == IR_E_ACCESS;
      for (int d = 0; affine && d < s->lhs->acc->ndim; d++)
        affine = s->lhs->acc->aff[d] != NULL;
      if (!affine || s->op != '=' || s->guard)
        return ir_printf("line %d reads it without storing it to an array element with '=' "
                         "that always runs", s->loc.line);
      mb->role = END;
    }
    ir_vec_push(&P->members, mb);
  }
  int n = P->members.n;
  if (!n)
    return "the nest does not use it";
  int *parent = ir_alloc(sizeof(int) * (size_t)n);
  for (int k = 0; k < n; k++)
    parent[k] = k;
  for (int k = 0; k < info->deps.n; k++) {
    const struct dep *d = info->deps.v[k];
    if (d->kind != DEP_FLOW || d->scalar != v)
      continue;
    struct member *a = member_of(P, d->src), *b = member_of(P, d->sink);
    int ia = -1, ib = -1;
    for (int j = 0; j < n; j++) {
      if (P->members.v[j] == a)
        ia = j;
      if (P->members.v[j] == b)
        ib = j;
    }
    if (ia >= 0 && ib >= 0)
      parent[find(parent, ia)] = find(parent, ib);
  }
  /* Group numbers in textual order; one end per group. */
  int *group_of_root = ir_alloc(sizeof(int) * (size_t)n);
  for (int k = 0; k < n; k++)
    group_of_root[k] = -1;
  for (int k = 0; k < n; k++) {
    struct member *mb = P->members.v[k];
    int root = find(parent, k);
    if (group_of_root[root] < 0) {
      group_of_root[root] = P->ends.n;
      ir_vec_push(&P->ends, NULL);
    }
    mb->group = group_of_root[root];
    if (mb->role == END) {
      struct member *prev = P->ends.v[mb->group];
      if (prev)
        return ir_printf("lines %d and %d both store one of its values", prev->st->stmt->loc.line,
                         mb->st->stmt->loc.line);
      P->ends.v[mb->group] = mb;
    }
  }
  for (int k = 0; k < n; k++) {
    struct member *mb = P->members.v[k], *end = P->ends.v[mb->group];
    if (!end)
      return ir_printf("no statement stores the value line %d gives it", mb->st->stmt->loc.line);
    struct ir_access *x = end->st->stmt->lhs->acc;
    if (!type_same(x->array->elem, v->type))
      return ir_printf("'%s' (line %d) has another type", x->array->name,
                       end->st->stmt->loc.line);
    if (!ir_array_of_program(x->array))
      return ir_printf("'%s' (line %d) is not an array of the program", x->array->name,
                       end->st->stmt->loc.line);
    for (int d = 0; d < x->ndim; d++)
      for (int t = 0; t < x->aff[d]->nterms; t++) {
        const struct ir_var *u = x->aff[d]->terms[t].var;
        if (u->kind != IR_VAR_PARAM && !(u->kind == IR_VAR_ITER && encloses(mb->st, u)))
          return ir_printf("the subscript of '%s' at line %d reads '%s', which line %d does not "
                           "run in", x->array->name, end->st->stmt->loc.line, u->name,
                           mb->st->stmt->loc.line);
      }
  }
  return NULL;
}

/* { R<ref>[iterators] -> the element MB's group's end stores to }. */
static isl_map *element_of(struct pm_model *m, const struct plan *P, const struct member *mb) {
  const struct member *end = P->ends.v[mb->group];
  const struct ir_access *x = end->st->stmt->lhs->acc;
  struct ir_buf b = {0};
  ir_buf_printf(&b, "R%d[%s] -> A_%d[", mb->ref->id, mb->st->iters, x->array->id);
  for (int d = 0; d < x->ndim; d++)
    ir_buf_printf(&b, "%s%s", d ? ", " : "", pm_aff_isl(x->aff[d]));
  ir_buf_puts(&b, "]");
  if (*mb->st->constraints)
    ir_buf_printf(&b, " : %s", mb->st->constraints);
  return pm_read_map(m, b.s);
}

/* The legality conditions on values and the element (see the top);
 * why not, or NULL. */
static const char *check_chains(struct pm_model *m, const struct dep_info *info,
                                struct ir_node *l, const struct plan *P) {
  struct ir_var *v = P->v;
  pm_new_question(m);
  for (int k = 0; k < P->members.n; k++) {
    struct member *src = P->members.v[k];
    if (src->role == END)
      continue;
    isl_map *elem_src = element_of(m, P, src);
    isl_union_map *links = isl_union_map_empty(isl_space_params_alloc(m->ctx, 0));
    const char *why = NULL;
    for (int j = 0; j < info->deps.n && !why; j++) {
      const struct dep *d = info->deps.v[j];
      if (d->kind != DEP_FLOW || d->scalar != v || d->src != src->st->stmt)
        continue;
      struct member *sink = member_of(P, d->sink);
      isl_map *rel = isl_map_copy(d->rel);
      links = isl_union_map_add_map(links, isl_map_copy(rel));
      /* Both instances of a link name the same element. */
      isl_map *via = isl_map_apply_range(isl_map_copy(rel), element_of(m, P, sink));
      isl_map *want =
          isl_map_intersect_domain(isl_map_copy(elem_src), isl_map_domain(isl_map_copy(rel)));
      if (isl_map_is_subset(via, want) != isl_bool_true)
        why = ir_printf("the value line %d gives it is stored to another element",
                        src->st->stmt->loc.line);
      isl_map_free(via);
      isl_map_free(want);
      /* Nothing touches the element between the two instances, nor in
       * the sink's own operands. */
      struct member *end = P->ends.v[src->group];
      struct ir_vec xs = pass_refs_under(m, end->st->stmt->lhs->acc->array, l);
      isl_map *t_src = pm_ref_schedule(m, src->ref), *t_sink = pm_ref_schedule(m, sink->ref);
      for (int z = 0; z < xs.n && !why; z++) {
        struct pm_ref *rz = xs.v[z];
        isl_map *acc = pm_access(m, rz), *t_z = pm_ref_schedule(m, rz);
        isl_map *same =
            isl_map_apply_range(isl_map_copy(elem_src), isl_map_reverse(isl_map_copy(acc)));
        same = isl_map_intersect(same, isl_map_lex_lt_map(isl_map_copy(t_src), isl_map_copy(t_z)));
        isl_map *between =
            isl_map_apply_range(same, isl_map_lex_lt_map(isl_map_copy(t_z), isl_map_copy(t_sink)));
        between = isl_map_intersect(between, isl_map_copy(rel));
        bool hit = isl_map_is_empty(between) != isl_bool_true;
        isl_map_free(between);
        if (!hit && rz->st == sink->st && rz->read) {
          isl_map *own = isl_map_set_tuple_name(isl_map_copy(acc), isl_dim_in,
                                                ir_printf("R%d", sink->ref->id));
          isl_map *seen = isl_map_intersect(isl_map_apply_range(isl_map_copy(rel), own),
                                            isl_map_copy(elem_src));
          hit = isl_map_is_empty(seen) != isl_bool_true;
          isl_map_free(seen);
        }
        if (hit)
          why = ir_printf("line %d accesses the element '%s' while line %d's value is in '%s'",
                          rz->st->stmt->loc.line, rz->acc->array->name, src->st->stmt->loc.line,
                          v->name);
      }
      isl_map_free(rel);
    }
    /* Every value written is read exactly once. */
    if (!why) {
      isl_union_set *written =
          isl_union_set_from_set(isl_map_domain(isl_map_copy(pm_access(m, src->ref))));
      isl_union_set *read = isl_union_map_domain(isl_union_map_copy(links));
      if (isl_union_set_is_subset(written, read) != isl_bool_true)
        why = ir_printf("some value line %d gives it is never stored", src->st->stmt->loc.line);
      else if (isl_union_map_is_single_valued(links) != isl_bool_true)
        why = ir_printf("a value line %d gives it is read twice", src->st->stmt->loc.line);
      isl_union_set_free(written);
      isl_union_set_free(read);
    }
    isl_union_map_free(links);
    isl_map_free(elem_src);
    if (pm_exhausted(m))
      return "the dependence analysis ran out of operations";
    if (why)
      return why;
  }
  return NULL;
}

/* Why 'inplace V L' cannot be applied, or NULL (with P filled). */
static const char *inplace_problem(struct pass_ctx *ctx, struct ir_node *l, struct ir_var *v,
                                   struct plan *P) {
  if (l->parent)
    return "the loop is not at the top of its region";
  struct dep_info *info = pass_deps(ctx);
  if (info->too_deep)
    return info->gave_up;
  struct pm_model *m = info->model;
  const char *why = pass_temporary_problem(m, info, v, l);
  P->v = v;
  if (!why)
    why = classify(m, info, l, P);
  for (int g = 0; !why && g < P->ends.n; g++)
    why = pass_overlap_problem(info, ((struct member *)P->ends.v[g])->st->stmt->lhs->acc->array);
  return why ? why : check_chains(m, info, l, P);
}

static struct ir_var *find_scalar(struct ir_region *r, const char *name) {
  for (int k = 0; k < r->vars.n; k++) {
    struct ir_var *v = r->vars.v[k];
    if (v->kind == IR_VAR_SCALAR && strcmp(v->name, name) == 0)
      return v;
  }
  return NULL;
}

/* A copy of E, owned by OWNER, with V replaced by a read of ELEM. */
static struct ir_expr *replace(const struct ir_expr *e, const struct ir_var *v,
                               const struct ir_expr *elem, struct ir_stmt *owner) {
  if (!e)
    return NULL;
  if (e->kind == IR_E_VAR && e->var == v) {
    struct ir_expr *x = ir_clone_expr(elem, NULL, owner);
    x->acc->is_read = true;
    x->acc->is_write = false;
    x->loc = e->loc;
    return x;
  }
  if (e->kind == IR_E_ACCESS)
    return ir_clone_expr(e, NULL, owner);
  struct ir_expr *c = ir_expr_new(e->kind, e->loc);
  *c = *e;
  c->a = replace(e->a, v, elem, owner);
  c->b = replace(e->b, v, elem, owner);
  c->c = replace(e->c, v, elem, owner);
  if (e->nargs) {
    c->args = ir_alloc(sizeof(struct ir_expr *) * (size_t)e->nargs);
    for (int k = 0; k < e->nargs; k++)
      c->args[k] = replace(e->args[k], v, elem, owner);
  }
  return c;
}

/* Are accesses X and Y the same element (same array, same affine
 * subscripts)? */
static bool same_element(const struct ir_expr *x, const struct ir_expr *y) {
  if (!x || !y || x->kind != IR_E_ACCESS || y->kind != IR_E_ACCESS ||
      x->acc->array != y->acc->array)
    return false;
  for (int d = 0; d < x->acc->ndim; d++)
    if (!x->acc->aff[d] || !y->acc->aff[d] || !ir_aff_equal(x->acc->aff[d], y->acc->aff[d]))
      return false;
  return true;
}

/* Is N the only node of its list (which must not become empty)? */
static bool alone(struct ir_region *r, struct ir_node *n) {
  struct ir_node **slot = ir_node_slot(r, n), *p = n->parent;
  bool first = !p                   ? slot == &r->body
               : p->kind == IR_LOOP ? slot == &p->body
                                    : slot == &p->then_body || slot == &p->else_body;
  return first && !n->next;
}

bool pass_inplace_possible(struct pass_ctx *ctx, struct ir_node *l, struct ir_var *v) {
  struct plan P = {0};
  return !inplace_problem(ctx, l, v, &P);
}

bool pass_inplace(struct pass_ctx *ctx, const struct pass_step *step) {
  struct ir_node *l = pass_find_loop(ctx, step, 0);
  if (!l)
    return false;
  struct ir_region *r = ctx->region;
  struct ir_var *v = find_scalar(r, step->array);
  struct plan P = {0};
  const char *why = v ? inplace_problem(ctx, l, v, &P)
                      : ir_printf("the region has no scalar '%s'", step->array);
  if (why) {
    pass_refuse(ctx, step->loc, "cannot keep '%s' in place in loop nest '%s' (line %d): %s",
                step->array, l->iter->name, l->loc.line, why);
    return false;
  }
  struct ir_buf ends = {0};
  for (int g = 0; g < P.ends.n; g++) {
    struct ir_stmt *e = ((struct member *)P.ends.v[g])->st->stmt;
    ir_buf_printf(&ends, "%s'", g == 0 ? "" : g == P.ends.n - 1 ? " and " : ", ");
    ir_print_expr_c(e->lhs, &ends);
    ir_buf_printf(&ends, "' (line %d)", e->loc.line);
  }
  for (int k = 0; k < P.members.n; k++) {
    struct member *mb = P.members.v[k];
    struct ir_stmt *s = mb->st->stmt;
    struct ir_expr *elem = ((struct member *)P.ends.v[mb->group])->st->stmt->lhs;
    struct ir_expr *lhs = s->lhs, *rhs = s->rhs;
    s->accesses = (struct ir_vec){0};
    if (mb->role == END) {
      s->lhs = ir_clone_expr(lhs, NULL, s);
    } else {
      s->lhs = ir_clone_expr(elem, NULL, s);
      s->lhs->loc = lhs->loc;
      s->lhs->acc->is_read = s->op != '=';
      s->lhs->acc->is_write = true;
    }
    s->rhs = replace(rhs, v, elem, s);
    s->guard = replace(s->guard, v, elem, s);
    /* X[e] = X[e]: the copy in (or out) goes. */
    if (s->op == '=' && !s->guard && same_element(s->lhs, s->rhs) && !alone(r, mb->st->node))
      *ir_node_slot(r, mb->st->node) = mb->st->node->next;
  }
  ir_region_number_stmts(r);
  ctx->model_stale = ctx->deps_stale = true;
  diag_remark(l->loc, "kept '%s' in place in loop nest '%s': its values are computed in %s, "
              "where they are stored", v->name, l->iter->name, ends.s);
  return true;
}
