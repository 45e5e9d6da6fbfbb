/* ir.c - builders and small queries of the loop-nest IR: creating
 * variables, arrays, nodes and expressions, numbering statements, walking
 * the loop tree, naming types and operators for the printers. */
#include "ir.h"

#include <limits.h>
#include <string.h>

bool ir_type_is_integer(struct ir_type t) { return t.base >= IR_T_BOOL && t.base <= IR_T_LLONG; }

bool ir_type_is_signed_int(struct ir_type t) {
  return t.base >= IR_T_CHAR && t.base <= IR_T_LLONG && !t.is_unsigned;
}

bool ir_type_is_unsigned_int(struct ir_type t) {
  return t.base >= IR_T_CHAR && t.base <= IR_T_LLONG && t.is_unsigned;
}

long ir_type_unsigned_max(struct ir_type t) {
  switch (t.base) {
  case IR_T_CHAR: return UCHAR_MAX;
  case IR_T_SHORT: return USHRT_MAX;
  case IR_T_INT: return (long)UINT_MAX;
  default: return LONG_MAX;
  }
}

bool ir_device_long_iter(const struct ir_var *v) {
  return v->kind == IR_VAR_ITER && ir_type_is_unsigned_int(v->type);
}

struct ir_type ir_type_new_iter(struct ir_type t) {
  if (ir_type_is_unsigned_int(t))
    return (struct ir_type){IR_T_LONG, false, false};
  return t;
}

bool ir_type_is_float(struct ir_type t) { return t.base >= IR_T_FLOAT; }

const char *ir_type_name(struct ir_type t) {
  static const char *names[] = {
      [IR_T_VOID] = "void",   [IR_T_BOOL] = "_Bool",   [IR_T_CHAR] = "char",
      [IR_T_SHORT] = "short", [IR_T_INT] = "int",      [IR_T_LONG] = "long",
      [IR_T_LLONG] = "long long", [IR_T_FLOAT] = "float", [IR_T_DOUBLE] = "double",
      [IR_T_LDOUBLE] = "long double",
  };
  static const char *unsigned_names[] = {
      [IR_T_CHAR] = "unsigned char", [IR_T_SHORT] = "unsigned short",
      [IR_T_INT] = "unsigned int",   [IR_T_LONG] = "unsigned long",
      [IR_T_LLONG] = "unsigned long long",
  };
  if (t.is_unsigned && t.base >= IR_T_CHAR && t.base <= IR_T_LLONG)
    return unsigned_names[t.base];
  if (t.base == IR_T_CHAR && t.signed_char)
    return "signed char";
  return names[t.base];
}

const char *ir_op_str(int op) {
  switch (op) {
  case IR_OP_LE:
    return "<=";
  case IR_OP_GE:
    return ">=";
  case IR_OP_EQ:
    return "==";
  case IR_OP_NE:
    return "!=";
  case IR_OP_AND:
    return "&&";
  case IR_OP_OR:
    return "||";
  case IR_OP_SHL:
    return "<<";
  case IR_OP_SHR:
    return ">>";
  }
  static char single[128][2];
  if (op > 0 && op < 128) {
    single[op][0] = (char)op;
    return single[op];
  }
  ir_internal_error("unknown operator %d", op);
}

struct ir_var *ir_var_new(struct ir_region *r, const char *name, enum ir_var_kind kind,
                          struct ir_type type, struct ir_loc loc) {
  struct ir_var *v = ir_alloc(sizeof *v);
  v->name = name;
  v->kind = kind;
  v->type = type;
  v->loc = loc;
  v->id = r->vars.n;
  ir_vec_push(&r->vars, v);
  return v;
}

long ir_floor_div(long a, long d) { return a / d - (a % d < 0); }

struct ir_var *ir_quot_var(struct ir_region *r, const struct ir_aff *num, long div, bool nonneg) {
  for (int k = 0; k < r->vars.n; k++) {
    struct ir_var *v = r->vars.v[k];
    if (v->kind == IR_VAR_QUOT && v->quot_div == div && v->quot_nonneg == nonneg &&
        ir_aff_equal(v->quot, num))
      return v;
  }
  struct ir_type t = {IR_T_LONG, false, false};
  struct ir_var *v = ir_var_new(r, "", IR_VAR_QUOT, t, (struct ir_loc){0});
  v->quot = (struct ir_aff *)num;
  v->quot_div = div;
  v->quot_nonneg = nonneg;
  v->quot_region = r;
  v->name = ir_aff_source_str(ir_aff_var(v)); /* "(i + 1) / 2" */
  return v;
}

struct ir_array *ir_array_new(struct ir_region *r, const char *name, struct ir_type elem,
                              int ndim, struct ir_loc loc) {
  struct ir_array *a = ir_alloc(sizeof *a);
  a->name = name;
  a->elem = elem;
  a->ndim = ndim;
  a->loc = loc;
  a->id = r->arrays.n;
  a->extents = ir_alloc(sizeof(struct ir_aff *) * (size_t)(ndim > 0 ? ndim : 1));
  ir_vec_push(&r->arrays, a);
  return a;
}

struct ir_var *ir_region_find_var(const struct ir_region *r, const char *name) {
  for (int i = 0; i < r->vars.n; i++) {
    struct ir_var *v = r->vars.v[i];
    if (strcmp(v->name, name) == 0)
      return v;
  }
  return NULL;
}

struct ir_array *ir_region_find_array(const struct ir_region *r, const char *name) {
  for (int i = 0; i < r->arrays.n; i++) {
    struct ir_array *a = r->arrays.v[i];
    if (strcmp(a->name, name) == 0)
      return a;
  }
  return NULL;
}

bool ir_region_name_taken(const struct ir_region *r, const char *name) {
  if (ir_region_find_var(r, name) || ir_region_find_array(r, name))
    return true;
  for (int k = 0; k < r->taken_names.n; k++)
    if (strcmp(r->taken_names.v[k], name) == 0)
      return true;
  return false;
}

struct ir_node **ir_node_list(struct ir_region *r, const struct ir_node *n) {
  struct ir_node **head = &r->body;
  if (n->parent && n->parent->kind == IR_LOOP) {
    head = &n->parent->body;
  } else if (n->parent) {
    head = &n->parent->then_body;
    bool in_then = false;
    for (struct ir_node *c = *head; c; c = c->next)
      in_then |= c == n;
    if (!in_then)
      head = &n->parent->else_body;
  }
  return head;
}

struct ir_node **ir_node_slot(struct ir_region *r, struct ir_node *n) {
  struct ir_node **p = ir_node_list(r, n);
  while (*p && *p != n)
    p = &(*p)->next;
  if (!*p)
    ir_internal_error("node at line %d is not in its parent's list", n->loc.line);
  return p;
}

struct ir_node *ir_node_new(enum ir_node_kind kind, struct ir_loc loc) {
  struct ir_node *n = ir_alloc(sizeof *n);
  n->kind = kind;
  n->loc = loc;
  return n;
}

bool ir_expr_reads_var(const struct ir_expr *e, const struct ir_var *v) {
  if (!e)
    return false;
  if (e->kind == IR_E_VAR)
    return e->var == v;
  if (e->kind == IR_E_ACCESS) {
    for (int d = 0; d < e->acc->ndim; d++)
      if (ir_expr_reads_var(e->acc->index[d], v))
        return true;
    return false;
  }
  if (ir_expr_reads_var(e->a, v) || ir_expr_reads_var(e->b, v) || ir_expr_reads_var(e->c, v))
    return true;
  for (int k = 0; k < e->nargs; k++)
    if (ir_expr_reads_var(e->args[k], v))
      return true;
  return false;
}

struct ir_expr *ir_expr_new(enum ir_expr_kind kind, struct ir_loc loc) {
  struct ir_expr *e = ir_alloc(sizeof *e);
  e->kind = kind;
  e->loc = loc;
  return e;
}

/* Walk the sibling list N and everything below it, pre-order.  An
 * explicit stack keeps deep nests (hundreds of loops) off the C stack. */
void ir_accesses_in(const struct ir_node *first, const struct ir_node *stop,
                    const struct ir_array *a, bool *reads, bool *writes) {
  for (const struct ir_node *n = first; n && n != stop; n = n->next) {
    switch (n->kind) {
    case IR_STMT:
      for (int k = 0; k < n->stmt->accesses.n; k++) {
        const struct ir_access *acc = n->stmt->accesses.v[k];
        if (acc->array == a) {
          *reads |= acc->is_read;
          *writes |= acc->is_write;
        }
      }
      break;
    case IR_LOOP:
      ir_accesses_in(n->body, NULL, a, reads, writes);
      break;
    case IR_IF:
      ir_accesses_in(n->then_body, NULL, a, reads, writes);
      ir_accesses_in(n->else_body, NULL, a, reads, writes);
      break;
    case IR_KERNEL:
      ir_accesses_in(n->kernel->body, NULL, a, reads, writes);
      break;
    }
  }
}

int ir_kernel_mapped_loops(const struct ir_kernel *k, const struct ir_node *loops[3]) {
  int n = 0;
  for (int d = 0; d < 3; d++)
    loops[d] = NULL;
  for (const struct ir_node *l = k->body;
       l && l->kind == IR_LOOP && l->map != IR_MAP_NONE && l->map != IR_MAP_LANE; l = l->body) {
    if (l->map_dim < 0 || l->map_dim > 2)
      ir_internal_error("loop '%s' mapped to dimension %d", l->iter->name, l->map_dim);
    if (l->map != IR_MAP_THREAD && !loops[l->map_dim])
      loops[l->map_dim] = l;
    n++;
  }
  return n;
}

void ir_walk(struct ir_node *n, void (*fn)(struct ir_node *, void *), void *data) {
  struct ir_vec stack = {0};
  for (struct ir_node *s = n; s; s = s->next)
    ir_vec_push(&stack, s);
  /* Reverse so siblings come out in order. */
  for (int i = 0, j = stack.n - 1; i < j; i++, j--) {
    void *t = stack.v[i];
    stack.v[i] = stack.v[j];
    stack.v[j] = t;
  }
  while (stack.n > 0) {
    struct ir_node *cur = stack.v[--stack.n];
    fn(cur, data);
    struct ir_node *kids[2] = {NULL, NULL};
    if (cur->kind == IR_LOOP)
      kids[0] = cur->body;
    else if (cur->kind == IR_IF) {
      kids[0] = cur->then_body;
      kids[1] = cur->else_body;
    }
    /* Push children last-first so the first child is visited next. */
    for (int k = 1; k >= 0; k--) {
      int base = stack.n;
      for (struct ir_node *c = kids[k]; c; c = c->next)
        ir_vec_push(&stack, c);
      for (int i = base, j = stack.n - 1; i < j; i++, j--) {
        void *t = stack.v[i];
        stack.v[i] = stack.v[j];
        stack.v[j] = t;
      }
    }
  }
}

static void number_stmt(struct ir_node *n, void *data) {
  struct ir_region *r = data;
  if (n->kind != IR_STMT)
    return;
  n->stmt->id = r->stmts.n;
  ir_vec_push(&r->stmts, n->stmt);
}

void ir_region_number_stmts(struct ir_region *r) {
  r->stmts.n = 0;
  ir_walk(r->body, number_stmt, r);
}

long ir_type_bytes(struct ir_type t) {
  switch (t.base) {
  case IR_T_VOID:
  case IR_T_BOOL:
  case IR_T_CHAR:
    return 1;
  case IR_T_SHORT:
    return 2;
  case IR_T_INT:
  case IR_T_FLOAT:
    return 4;
  case IR_T_LDOUBLE:
    return 16;
  default:
    return 8;
  }
}

bool ir_type_holds(struct ir_type to, struct ir_type from) {
  if (!ir_type_is_integer(to) || !ir_type_is_integer(from))
    return false;
  if (to.base == IR_T_BOOL)
    return from.base == IR_T_BOOL;
  /* Plain char may be either: only a char type holds a plain char. */
  bool from_unsigned = from.is_unsigned || from.base == IR_T_BOOL;
  if (from.base == IR_T_CHAR && !from.is_unsigned && !from.signed_char)
    return to.base != IR_T_CHAR && !to.is_unsigned ? true : to.base == IR_T_CHAR && !to.is_unsigned && !to.signed_char;
  if (to.base == IR_T_CHAR && !to.is_unsigned && !to.signed_char)
    return false;
  if (from_unsigned == to.is_unsigned)
    return ir_type_bytes(to) >= ir_type_bytes(from);
  if (from_unsigned && !to.is_unsigned)
    return ir_type_bytes(to) > ir_type_bytes(from);
  return false; /* signed to unsigned: negative values change */
}
