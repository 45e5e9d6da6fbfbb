/* frontend.h - tilec's frontend: runs the C preprocessor, lexes its output
 * (frontend/lexer.l), finds function definitions and file-scope
 * declarations (frontend/scan.c), parses them (frontend/parser.y) into the
 * syntax tree declared here, and lowers the selected regions to the IR
 * (frontend/lower.c, frontend/delinearize.c).
 *
 * Pipeline: fe_preprocess -> fe_lex -> fe_scan (calls fe_parse_*) ->
 * fe_lower -> struct ir_program. */
#ifndef TILEC_FRONTEND_H
#define TILEC_FRONTEND_H

#include "../ir/ir.h"

/* ---------------------------------------------------------------- options */

struct fe_options {
  const char *input;        /* the user's .c file */
  const char *cpp;          /* preprocessor command, default "cc -E" */
  struct ir_vec cpp_args;   /* char *: -I, -D, -U arguments as given */
  struct ir_vec functions;  /* char *: --function=NAME */
  /* --no-syntax-check: do not run the system compiler with -fsyntax-only
   * on the input first. */
  bool no_syntax_check;
};

/* ---------------------------------------------------------------- preprocessing */

/* Read the original file (for pass-through and carets) and run the
 * preprocessor on it; beside it, unless OPT->no_syntax_check, the system
 * compiler with -fsyntax-only, so that a file that is not valid C is an
 * error with the compiler's own messages.  Returns false after reporting
 * an error. */
bool fe_preprocess(const struct fe_options *opt, char **source, size_t *source_len,
                   char **preprocessed, size_t *pp_len);

/* A macro as the preprocessor had it at the end of the input (the last
 * #define of NAME not followed by an #undef); the preprocessor is asked
 * for them with -dD, as gcc and clang spell it. */
struct fe_macro {
  const char *name;
  const char *params; /* "(a, b)" for a function-like macro, NULL otherwise */
  const char *body;   /* replacement list, "" when empty */
};
/* The macro NAME defined after the last fe_preprocess, or NULL. */
const struct fe_macro *fe_macro(const char *name);
/* Every macro defined then (struct fe_macro *), in definition order. */
const struct ir_vec *fe_macros(void);

/* ---------------------------------------------------------------- tokens */

/* Token kinds are Bison's (frontend/parser.h): IDENTIFIER, INT_CONST,
 * FOR, '{', ... .  A '#pragma ...' line inside a function becomes one
 * PRAGMA token whose text is the whole line after '#'. */
struct fe_token {
  int kind;
  const char *text; /* spelling, NUL-terminated (arena) */
  int len;
  struct ir_loc loc;
  bool in_main;   /* loc.file is the main input file */
  bool exact;     /* loc.col was found on the original line (not from a macro expansion) */
  bool space_before;
  /* A number that is not a valid C constant for tilec: the error, which
   * lowering reports if the number is in a region. */
  const char *bad;
};

struct fe_tokens {
  struct fe_token *t;
  int n; /* the last token is the EOF token (kind 0) */
};

/* Lex the preprocessed text, mapping every token through the line markers
 * back to its user file and recovering columns from the original lines.
 * MAIN_FILE names the main input as the line markers spell it.  Returns
 * false after reporting errors. */
bool fe_lex(const char *pp, size_t len, const char *main_file, struct fe_tokens *out);

/* ---------------------------------------------------------------- syntax tree */

enum fe_type_kind {
  FE_TY_VOID,
  FE_TY_BOOL,
  FE_TY_CHAR,
  FE_TY_SHORT,
  FE_TY_INT,
  FE_TY_LONG,
  FE_TY_LLONG,
  FE_TY_FLOAT,
  FE_TY_DOUBLE,
  FE_TY_LDOUBLE,
  FE_TY_NAMED, /* typedef name, struct/union/enum we do not look into */
  FE_TY_PTR,
  FE_TY_ARRAY,
  FE_TY_FUNC,
};

enum { FE_Q_CONST = 1, FE_Q_VOLATILE = 2, FE_Q_RESTRICT = 4 };

struct fe_node;

struct fe_type {
  enum fe_type_kind kind;
  bool is_unsigned;
  unsigned quals;       /* FE_Q_* on this level (pointer quals on FE_TY_PTR) */
  bool is_signed;       /* 'signed' was written (signed char is not char) */
  const char *name;     /* FE_TY_NAMED: "size_t", "struct foo" */
  struct fe_type *base; /* FE_TY_PTR: pointee; FE_TY_ARRAY: element; FE_TY_FUNC: return */
  struct fe_node *size; /* FE_TY_ARRAY: extent expression, NULL for [] */
  int body_tok;         /* FE_TY_NAMED struct written with its body: the '{' token + 1 */
};

enum fe_storage { FE_SC_NONE, FE_SC_STATIC, FE_SC_EXTERN, FE_SC_TYPEDEF, FE_SC_AUTO, FE_SC_REGISTER };

struct fe_decl {
  const char *name; /* NULL for an abstract parameter declarator */
  struct fe_type *type;
  enum fe_storage storage;
  struct fe_node *init; /* initialiser expression, or NULL; brace lists are FE_INIT_LIST */
  struct ir_loc loc;    /* the name */
  struct fe_decl *next; /* next declarator of the same declaration / next parameter */
};

enum fe_node_kind {
  /* expressions */
  FE_INT_LIT,    /* text */
  FE_FLOAT_LIT,  /* text */
  FE_CHAR_LIT,   /* text */
  FE_STRING_LIT, /* text (adjacent literals joined by a space) */
  FE_IDENT,      /* name */
  FE_BINARY,     /* op: '+', '-', '*', '/', '%', '<', '>', '&', '|', '^',
                    IR_OP_LE, IR_OP_GE, IR_OP_EQ, IR_OP_NE, IR_OP_AND,
                    IR_OP_OR, IR_OP_SHL, IR_OP_SHR; a, b */
  FE_UNARY,      /* op: '-', '+', '!', '~', '*' (deref), '&' (address); a */
  FE_PREINC,     /* ++a */
  FE_PREDEC,     /* --a */
  FE_POSTINC,    /* a++ */
  FE_POSTDEC,    /* a-- */
  FE_ASSIGN,     /* a op= b: op is '=' or the binary operator ('+', '<<' as IR_OP_SHL, ...) */
  FE_COND,       /* a ? b : c */
  FE_CALL,       /* a(args) */
  FE_INDEX,      /* a[b] */
  FE_MEMBER,     /* a.name (op '.') or a->name (op '>') */
  FE_CAST,       /* (type) a */
  FE_SIZEOF_EXPR,/* sizeof a */
  FE_SIZEOF_TYPE,/* sizeof (type) */
  FE_COMMA,      /* a, b */
  FE_INIT_LIST,  /* { args } */
  /* statements */
  FE_COMPOUND,   /* { body } : list of statements through ->next */
  FE_EXPR_STMT,  /* a; */
  FE_DECL,       /* decl: list of declarators */
  FE_EMPTY,      /* ; */
  FE_IF,         /* if (a) b else c */
  FE_FOR,        /* for (init; a; c) body: init is a statement (FE_DECL,
                    FE_EXPR_STMT or FE_EMPTY), a the condition or NULL,
                    c the increment or NULL */
  FE_WHILE,      /* while (a) body */
  FE_DO,         /* do body while (a); */
  FE_RETURN,     /* return a; */
  FE_BREAK,
  FE_CONTINUE,
  FE_GOTO,       /* goto name; */
  FE_LABEL,      /* name: body */
  FE_SWITCH,     /* switch (a) body */
  FE_CASE,       /* case a: body */
  FE_DEFAULT,    /* default: body */
  FE_PRAGMA,     /* text: the pragma line after '#pragma', e.g. "scop" */
};

struct fe_node {
  enum fe_node_kind kind;
  struct ir_loc loc;   /* first token; for operators the operator token */
  int tok_first;       /* index of the node's first token in struct fe_tokens */
  int tok_last;        /* index of its last token */
  int op;
  const char *text;    /* literals: spelling; FE_IDENT/FE_MEMBER/FE_GOTO/FE_LABEL: name; FE_PRAGMA: text */
  struct fe_node *a, *b, *c;
  struct fe_node *args;  /* FE_CALL, FE_INIT_LIST: list through ->next */
  struct fe_node *body;  /* FE_COMPOUND: first statement; loops, labels: the body */
  struct fe_node *init;  /* FE_FOR: init statement */
  struct fe_type *type;  /* FE_CAST, FE_SIZEOF_TYPE */
  struct fe_decl *decl;  /* FE_DECL */
  struct fe_node *next;  /* next statement in a compound / next argument */
};

/* A function definition. */
struct fe_func {
  const char *name;
  struct fe_type *ret;
  struct fe_decl *params; /* list; NULL for (void) or () */
  struct fe_node *body;   /* FE_COMPOUND */
  struct ir_loc loc;      /* the name */
  int tok_first, tok_last;
  bool in_main;           /* defined in the main input file */
  const char *error;      /* body == NULL: the syntax error that stopped its parse */
  struct ir_loc error_loc;
};

/* The parsed translation unit: what tilec understands of it. */
struct fe_unit {
  struct fe_tokens toks;
  struct ir_vec funcs;    /* struct fe_func *, in source order */
  struct ir_vec globals;  /* struct fe_decl *: file-scope declarations that parsed */
  struct ir_vec typedefs; /* const char *: every typedef name seen */
  /* Tagged struct definitions: "struct TAG" and its body's '{' token
   * index (int stored in a pointer), pairs in source order. */
  struct ir_vec structs;
  struct fe_file_scope *file_scope; /* frontend/scope.c's, built on first use */
};

/* ---------------------------------------------------------------- scanning and parsing */

/* Walk the token stream at file scope: record typedef names, parse every
 * function definition and file-scope declaration.  A function whose body
 * does not parse is recorded with body == NULL; the syntax error is kept
 * (fe_func_error) and reported only if the function is selected for
 * transformation.  Returns false only on errors that concern the whole
 * file (unbalanced braces at file scope). */
bool fe_scan(struct fe_unit *u);

/* Parser entry points (frontend/parser.y): parse tokens [first, last] of
 * U->toks as one function definition or one declaration.  IS_TYPEDEF
 * tells the parser which identifiers name types.  On a syntax error they
 * return NULL and, when REPORT is true, print the error; otherwise the
 * message is stored for fe_last_syntax_error(). */
struct fe_func *fe_parse_function(struct fe_unit *u, int first, int last, bool report);
struct fe_decl *fe_parse_declaration(struct fe_unit *u, int first, int last, bool report);
bool fe_is_typedef_name(const struct fe_unit *u, const char *name);
/* The parser met the body (its '{' token BODY_TOK) of struct NAME
 * ("struct TAG"). */
void fe_record_struct(struct fe_unit *u, const char *name, int body_tok);
/* The members of struct type T (FE_TY_NAMED "struct TAG", with its body
 * or defined in the unit), as declarators in order; NULL when T is no
 * struct whose body parses (unions, bit-fields, unknown tags). */
struct fe_decl *fe_struct_fields(struct fe_unit *u, const struct fe_type *t);
/* The last unreported syntax error: its location and message. */
const char *fe_last_syntax_error(struct ir_loc *loc);
/* The C math function NAME without its float or long double suffix
 * (sqrtf -> sqrt, fabsl -> fabs); NAME itself otherwise. */
const char *fe_math_generic_name(const char *name);
/* After fe_parse_function failed: what was understood of the function's
 * header (name, ret, params, loc; body NULL), or NULL when the header
 * itself did not parse. */
struct fe_func *fe_last_partial_function(void);

/* ---------------------------------------------------------------- names and types (scope.c) */

/* What a name of a function's scope is declared as. */
enum fe_scope_kind {
  FE_SCOPE_FILE,  /* at file scope (or 'extern' in a block) */
  FE_SCOPE_PARAM, /* a parameter of the function */
  FE_SCOPE_LOCAL, /* in a block of the function */
};

/* The names visible at a point of a function: the unit's file scope and
 * the function's parameters and block declarations seen so far, the
 * innermost last.  The one symbol table of tilec: the lowering and the
 * C++ rewrite ask it what names declare and what typedef names stand
 * for. */
struct fe_scope {
  const struct fe_unit *u;
  struct ir_vec decls; /* struct fe_decl * */
  struct ir_vec kinds; /* enum fe_scope_kind of each, as a pointer */
};
/* The file scope of U, no function's names yet. */
void fe_scope_init(struct fe_scope *s, const struct fe_unit *u);
/* Declarator D (ignored when it has no name) comes into scope. */
void fe_scope_push(struct fe_scope *s, const struct fe_decl *d, enum fe_scope_kind kind);
/* Leave the blocks entered since MARK (a former s->decls.n). */
void fe_scope_pop(struct fe_scope *s, int mark);
/* The declaration of variable or function NAME, innermost first, and
 * where it is (*KIND, may be NULL); NULL when NAME names a typedef or
 * nothing. */
const struct fe_decl *fe_scope_object(const struct fe_scope *s, const char *name,
                                      enum fe_scope_kind *kind);
/* The typedef NAME names here, or NULL. */
const struct fe_decl *fe_scope_typedef(const struct fe_scope *s, const char *name);
/* The definition of function NAME in the unit, unless a declaration of
 * the function's scope hides it. */
const struct fe_func *fe_scope_function(const struct fe_scope *s, const char *name);
/* Is NAME an enumeration constant of the unit? */
bool fe_is_enumerator(const struct fe_unit *u, const char *name);
/* Every name of variables and functions in scope (for "did you mean"). */
void fe_scope_names(const struct fe_scope *s, struct ir_vec *out);
/* T with typedef names replaced by their definitions at the outer level
 * (what 'real_t' is: float). */
const struct fe_type *fe_resolve_type(const struct fe_scope *s, const struct fe_type *t);
/* The same at every level of pointers and arrays, qualifiers merged
 * (real_t *a: a pointer to float).  Names without a definition tilec
 * parsed (struct types, a typedef of a header declaration that did not
 * parse) stay FE_TY_NAMED. */
const struct fe_type *fe_expand_type(const struct fe_scope *s, const struct fe_type *t);
/* T with QUALS added; on an array type they qualify its elements. */
const struct fe_type *fe_type_with_quals(const struct fe_type *t, unsigned quals);

/* ---------------------------------------------------------------- the C++ rewrite (cxx.c) */

/* Replace bytes [BEGIN, END) of the main file by TEXT. */
struct fe_edit {
  size_t begin, end;
  const char *text;
};
/* What makes the main file's text outside the regions valid C++ for
 * nvcc: EDITS (struct fe_edit *, sorted by position, non-overlapping)
 * and the identifiers renamed because C++ reserves them (FROM[k] is
 * spelled TO[k]: 'new' -> 'new_'). */
struct fe_cxx {
  struct ir_vec edits;
  struct ir_vec from, to; /* const char * */
};
/* Compute them for the program P translated from U; reports a located
 * error (suggesting --split) for what cannot be rewritten and returns
 * false. */
bool fe_cxx_rewrites(const struct fe_unit *u, const struct ir_program *p, struct fe_cxx *out);
/* The C++ spelling of the user's name C_NAME under X's renaming (X may be
 * NULL): renamed when it is a C++ keyword ('new' -> 'new_'), the same
 * pointer otherwise. */
const char *fe_cxx_name(const struct fe_cxx *x, const char *c_name);

/* ---------------------------------------------------------------- lowering */

/* Select the regions (#pragma scop, --function, or every function other
 * than main with an analysable loop nest), lower each to the IR and
 * delinearise its pointer accesses.  Rejected constructs are errors in
 * #pragma scop regions and in --function functions, remarks otherwise
 * (the region stays host code).  Returns false after errors. */
bool fe_lower(struct fe_unit *u, const struct fe_options *opt, const char *source,
              size_t source_len, struct ir_program *out);

/* Delinearisation (frontend/delinearize.c): rewrite each 1-D access
 * p[e1 * W + e0] through a pointer as the 2-D access p[e1][e0] when the
 * loop bounds prove 0 <= e0 < W for every access of p; record extents. */
void fe_delinearize(struct ir_region *r);

/* A range [LO, HI] that affine value AFF must stay in wherever it is
 * evaluated, for C's unsigned arithmetic to compute what the affine form
 * says: no unsigned operation wraps around and no negative value is
 * converted to an unsigned type.  frontend/lower.c records one per
 * unsigned subexpression, conversion and loop step of a region. */
struct fe_range {
  struct ir_node *node; /* evaluated in the context of NODE's enclosing loops and ifs */
  bool inside;          /* ... and of NODE itself, a loop (at its iterator's values) */
  bool at_exit;         /* ... and at the value that ends the loop (the last plus the step) */
  struct ir_aff *aff;
  long lo, hi;
  bool lo_only;         /* HI is not checked: AFF is signed C arithmetic, past LONG_MAX it overflowed */
  struct ir_loc loc;
  const char *what; /* "unsigned arithmetic in 'n - 1'" */
  /* struct fe_assume *: signed C arithmetic inside the expression, which
   * a defined program never overflows (9 * i, converted to unsigned in
   * 9 * i + u): the range need only hold where they stay in range. */
  struct ir_vec assume;
};
struct fe_assume {
  struct ir_aff *aff;
  long lo, hi;
};
/* Prove every range of RANGES (struct fe_range *) on region R (its
 * parameters within their types' ranges, 64-bit unsigned ones up to
 * LONG_MAX).  NULL when all hold; else the first that does not, with
 * *WHY saying for which values it fails ("for n = 0"). */
const struct fe_range *fe_prove_ranges(struct ir_region *r, const struct ir_vec *ranges,
                                       char **why);

#endif
