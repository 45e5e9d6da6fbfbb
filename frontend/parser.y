/* parser.y - the C11 grammar of tilec's frontend: turns one function
 * definition or one file-scope declaration, given as a range of the
 * lexer's tokens (frontend/lexer.l), into the syntax tree of
 * frontend/frontend.h.  frontend/scan.c finds the ranges and calls
 * fe_parse_function / fe_parse_declaration; the lowering reads the trees.
 *
 * A leading pseudo-token (START_FUNCTION or START_DECL) chooses what to
 * parse.  The token feeder (yylex below) turns typedef names into
 * TYPE_NAME, drops GNU __extension__, __attribute__((...)) and asm
 * labels, and folds struct/union/enum bodies into one STRUCT_BODY token:
 * tilec treats those types as opaque names.  Locations are token index
 * spans, so every node knows its first and last token. */

%code top {
#define YYMAXDEPTH 100000
}

%code requires {
#include "frontend/frontend.h"

struct fe_parser;
struct fe_spec;
struct fe_dtor;
struct fe_nlist;
struct fe_dlist;

/* A location: the indices of a symbol's first and last token in
 * struct fe_tokens (last < first for an empty rule). */
struct fe_span {
  int first, last;
};

#define YYLLOC_DEFAULT(cur, rhs, n)                                                              \
  do {                                                                                           \
    if (n) {                                                                                     \
      (cur).first = YYRHSLOC(rhs, 1).first;                                                      \
      (cur).last = YYRHSLOC(rhs, n).last;                                                        \
    } else {                                                                                     \
      (cur).first = YYRHSLOC(rhs, 0).last + 1;                                                   \
      (cur).last = YYRHSLOC(rhs, 0).last;                                                        \
    }                                                                                            \
  } while (0)
}

%code {
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One run of the parser over a token range. */
struct fe_parser {
  struct fe_unit *u;
  int first, last; /* the token range [first, last] */
  int cur;         /* next token to feed */
  int mode;        /* START_FUNCTION or START_DECL */
  bool started;
  int depth;       /* brace depth of the tokens fed so far */
  int prev, prev2; /* kinds of the last two tokens fed */
  bool type_seen;  /* the specifiers or '*' just fed already name a type */
  struct fe_func *func, *partial;
  struct fe_decl *decl;
  bool has_decl;
  const char *error;
  struct ir_loc error_loc;
};

static int yylex(YYSTYPE *lval, YYLTYPE *lloc, struct fe_parser *ps);
static void yyerror(YYLTYPE *loc, struct fe_parser *ps, const char *msg);

/* Builders called by the grammar actions (defined after the grammar). */
static struct fe_spec *b_spec_storage(struct fe_parser *ps, int sc, struct fe_span sp);
static struct fe_spec *b_spec_keyword(struct fe_parser *ps, int kw, struct fe_span sp);
static struct fe_spec *b_spec_qual(struct fe_parser *ps, int quals, struct fe_span sp);
static struct fe_spec *b_spec_named(struct fe_parser *ps, struct fe_span sp);
static struct fe_spec *b_spec_tag(struct fe_parser *ps, int kw, int name_tok, int body_tok,
                                  struct fe_span sp);
static struct fe_spec *b_spec_typeof(struct fe_parser *ps, struct fe_span sp);
static struct fe_spec *b_spec_merge(struct fe_parser *ps, struct fe_spec *a, struct fe_spec *b);
static struct fe_dtor *b_dtor_name(struct fe_parser *ps, struct fe_span sp);
static struct fe_dtor *b_dtor_suffix(struct fe_parser *ps, struct fe_dtor *d, struct fe_dtor *s);
static struct fe_dtor *b_dtor_pointer(struct fe_parser *ps, struct fe_dtor *d, struct fe_dtor *p);
static struct fe_dtor *b_dtor_init(struct fe_parser *ps, struct fe_dtor *d, struct fe_node *init);
static struct fe_dtor *b_dtor_append(struct fe_parser *ps, struct fe_dtor *list, struct fe_dtor *d);
static struct fe_dtor *b_pointer(struct fe_parser *ps, struct fe_dtor *prev, int quals);
static struct fe_dtor *b_array(struct fe_parser *ps, int quals, struct fe_node *size, struct fe_span sp);
static struct fe_dtor *b_func_suffix(struct fe_parser *ps, struct fe_dlist *params, struct fe_span sp);
static struct fe_dlist *b_dlist(struct fe_parser *ps, struct fe_dlist *list, struct fe_decl *d);
static struct fe_decl *b_param(struct fe_parser *ps, struct fe_spec *spec, struct fe_dtor *d,
                               struct fe_span sp);
static struct fe_decl *b_declaration(struct fe_parser *ps, struct fe_spec *spec, struct fe_dtor *list,
                                     struct fe_span sp);
static struct fe_type *b_type_name(struct fe_parser *ps, struct fe_spec *spec, struct fe_dtor *d);
static struct fe_func *b_func_head(struct fe_parser *ps, struct fe_spec *spec, struct fe_dtor *d,
                                   struct fe_span sp);
static struct fe_func *b_func_body(struct fe_parser *ps, struct fe_func *f, struct fe_node *body,
                                   struct fe_span sp);
static void b_done_func(struct fe_parser *ps, struct fe_func *f);
static void b_done_decl(struct fe_parser *ps, struct fe_decl *d);
static struct fe_nlist *b_list(struct fe_parser *ps, struct fe_nlist *list, struct fe_node *n);
static struct fe_node *b_leaf(struct fe_parser *ps, enum fe_node_kind kind, struct fe_span sp);
static struct fe_node *b_string_cat(struct fe_parser *ps, struct fe_node *s, struct fe_span sp);
static struct fe_node *b_expr(struct fe_parser *ps, enum fe_node_kind kind, int op, struct fe_node *a,
                              struct fe_node *b, struct fe_span sp);
static struct fe_node *b_binary(struct fe_parser *ps, int op, struct fe_node *a, struct fe_node *b,
                                struct fe_span op_sp, struct fe_span sp);
static struct fe_node *b_assign(struct fe_parser *ps, int op, struct fe_node *a, struct fe_node *b,
                                struct fe_span op_sp, struct fe_span sp);
static struct fe_node *b_cond(struct fe_parser *ps, struct fe_node *a, struct fe_node *b,
                              struct fe_node *c, struct fe_span sp);
static struct fe_node *b_call(struct fe_parser *ps, struct fe_node *f, struct fe_nlist *args,
                              struct fe_span sp);
static struct fe_node *b_member(struct fe_parser *ps, int op, struct fe_node *a, struct fe_span name,
                                struct fe_span sp);
static struct fe_node *b_cast(struct fe_parser *ps, struct fe_type *t, struct fe_node *a,
                              struct fe_span sp);
static struct fe_node *b_sizeof_type(struct fe_parser *ps, struct fe_type *t, struct fe_span sp);
static struct fe_node *b_compound_literal(struct fe_parser *ps, struct fe_type *t, struct fe_nlist *l,
                                          struct fe_span brace, struct fe_span sp);
static struct fe_node *b_init_list(struct fe_parser *ps, struct fe_nlist *l, struct fe_span sp);
static struct fe_node *b_desig_index(struct fe_parser *ps, struct fe_node *outer, struct fe_node *idx,
                                     struct fe_span sp);
static struct fe_node *b_desig_member(struct fe_parser *ps, struct fe_node *outer, struct fe_span name,
                                      struct fe_span sp);
static struct fe_node *b_designated(struct fe_parser *ps, struct fe_node *desig, struct fe_node *init,
                                    struct fe_span sp);
static struct fe_node *b_stmt(struct fe_parser *ps, enum fe_node_kind kind, struct fe_node *a,
                              struct fe_node *body, struct fe_span sp);
static struct fe_node *b_compound(struct fe_parser *ps, struct fe_nlist *items, struct fe_span sp);
static struct fe_node *b_decl_stmt(struct fe_parser *ps, struct fe_decl *d, struct fe_span sp);
static struct fe_node *b_if(struct fe_parser *ps, struct fe_node *cond, struct fe_node *then_s,
                            struct fe_node *else_s, struct fe_span sp);
static struct fe_node *b_for(struct fe_parser *ps, struct fe_node *init, struct fe_node *cond,
                             struct fe_node *inc, struct fe_node *body, struct fe_span sp);
static struct fe_node *b_named_stmt(struct fe_parser *ps, enum fe_node_kind kind, struct fe_span name,
                                    struct fe_node *body, struct fe_span sp);
static struct fe_node *b_pragma(struct fe_parser *ps, struct fe_span sp);
static struct fe_node *b_pragma_stmt(struct fe_parser *ps, struct fe_span pragma, struct fe_node *stmt,
                                     struct fe_span sp);
}

%define api.pure full
%locations
%define api.location.type {struct fe_span}
%define parse.error custom
%define parse.lac full
%param {struct fe_parser *ps}
%expect 0

%union {
  struct fe_node *node;
  struct fe_nlist *nlist;
  struct fe_decl *decl;
  struct fe_dlist *dlist;
  struct fe_spec *spec;
  struct fe_dtor *dtor;
  struct fe_type *type;
  struct fe_func *func;
  int num;
}

%token IDENTIFIER TYPE_NAME INT_CONST FLOAT_CONST CHAR_CONST STRING_LIT PRAGMA STRUCT_BODY
%token START_FUNCTION START_DECL

%token AUTO "auto" BREAK "break" CASE "case" CHAR "char" CONST "const" CONTINUE "continue"
%token DEFAULT "default" DO "do" DOUBLE "double" ELSE "else" ENUM "enum" EXTERN "extern"
%token FLOAT "float" FOR "for" GOTO "goto" IF "if" INLINE "inline" INT "int" LONG "long"
%token REGISTER "register" RESTRICT "restrict" RETURN "return" SHORT "short" SIGNED "signed"
%token SIZEOF "sizeof" STATIC "static" STRUCT "struct" SWITCH "switch" TYPEDEF "typedef"
%token UNION "union" UNSIGNED "unsigned" VOID "void" VOLATILE "volatile" WHILE "while"
%token ALIGNAS "_Alignas" ALIGNOF "_Alignof" ATOMIC "_Atomic" BOOL "_Bool" COMPLEX "_Complex"
%token GENERIC "_Generic" NORETURN "_Noreturn" STATIC_ASSERT "_Static_assert"
%token THREAD_LOCAL "_Thread_local" EXTENSION "__extension__" ATTRIBUTE "__attribute__"
%token ASM "asm" TYPEOF "typeof"

%token PTR_OP "->" INC_OP "++" DEC_OP "--" LEFT_OP "<<" RIGHT_OP ">>" LE_OP "<=" GE_OP ">="
%token EQ_OP "==" NE_OP "!=" AND_OP "&&" OR_OP "||" MUL_ASSIGN "*=" DIV_ASSIGN "/="
%token MOD_ASSIGN "%=" ADD_ASSIGN "+=" SUB_ASSIGN "-=" LEFT_ASSIGN "<<=" RIGHT_ASSIGN ">>="
%token AND_ASSIGN "&=" XOR_ASSIGN "^=" OR_ASSIGN "|=" ELLIPSIS "..."

%precedence LOWER_THAN_ELSE
%precedence ELSE

%left OR_OP
%left AND_OP
%left '|'
%left '^'
%left '&'
%left EQ_OP NE_OP
%left '<' '>' LE_OP GE_OP
%left LEFT_OP RIGHT_OP
%left '+' '-'
%left '*' '/' '%'

%type <func> function_definition function_head
%type <decl> declaration parameter_declaration
%type <spec> declaration_specifiers declaration_specifier
%type <num> storage_class type_keyword type_qualifier type_qualifier_list tag_keyword
%type <num> unary_operator assignment_operator
%type <dtor> init_declarator_list init_declarator declarator direct_declarator pointer
%type <dtor> abstract_declarator direct_abstract_declarator array_suffix func_suffix
%type <dlist> parameter_type_list parameter_list
%type <type> type_name
%type <node> initializer designator_list
%type <nlist> initializer_list block_item_list argument_expression_list
%type <node> statement body_statement labeled_statement compound_statement block_item expression_statement
%type <node> selection_statement iteration_statement jump_statement
%type <node> expression expression_opt assignment_expression conditional_expression
%type <node> binary_expression cast_expression unary_expression postfix_expression
%type <node> primary_expression string_literals constant_expression

%start start

%%

start
  : START_FUNCTION function_definition  { b_done_func(ps, $2); }
  | START_DECL declaration              { b_done_decl(ps, $2); }
  ;

/* ------------------------------------------------------------ definitions */

function_definition
  : function_head compound_statement  { $$ = b_func_body(ps, $1, $2, @$); }
  ;

function_head
  : declaration_specifiers declarator  { $$ = b_func_head(ps, $1, $2, @$); }
  | declarator                         { $$ = b_func_head(ps, NULL, $1, @$); }
  ;

/* ------------------------------------------------------------ declarations */

declaration
  : declaration_specifiers ';'                       { $$ = b_declaration(ps, $1, NULL, @$); }
  | declaration_specifiers init_declarator_list ';'  { $$ = b_declaration(ps, $1, $2, @$); }
  | STATIC_ASSERT '(' constant_expression ',' string_literals ')' ';'  { $$ = NULL; }
  ;

declaration_specifiers
  : declaration_specifier                         { $$ = $1; }
  | declaration_specifiers declaration_specifier  { $$ = b_spec_merge(ps, $1, $2); }
  ;

declaration_specifier
  : storage_class                       { $$ = b_spec_storage(ps, $1, @1); }
  | THREAD_LOCAL                        { $$ = b_spec_qual(ps, 0, @1); }
  | type_keyword                        { $$ = b_spec_keyword(ps, $1, @1); }
  | type_qualifier                      { $$ = b_spec_qual(ps, $1, @1); }
  | INLINE                              { $$ = b_spec_qual(ps, 0, @1); }
  | NORETURN                            { $$ = b_spec_qual(ps, 0, @1); }
  | TYPE_NAME                           { $$ = b_spec_named(ps, @1); }
  | tag_keyword STRUCT_BODY             { $$ = b_spec_tag(ps, $1, -1, @2.first, @$); }
  | tag_keyword IDENTIFIER              { $$ = b_spec_tag(ps, $1, @2.first, -1, @$); }
  | tag_keyword IDENTIFIER STRUCT_BODY  { $$ = b_spec_tag(ps, $1, @2.first, @3.first, @$); }
  | TYPEOF '(' expression ')'           { $$ = b_spec_typeof(ps, @$); }
  | TYPEOF '(' type_name ')'            { $$ = b_spec_typeof(ps, @$); }
  | ALIGNAS '(' type_name ')'           { $$ = b_spec_qual(ps, 0, @$); }
  | ALIGNAS '(' constant_expression ')' { $$ = b_spec_qual(ps, 0, @$); }
  ;

storage_class
  : TYPEDEF   { $$ = FE_SC_TYPEDEF; }
  | EXTERN    { $$ = FE_SC_EXTERN; }
  | STATIC    { $$ = FE_SC_STATIC; }
  | AUTO      { $$ = FE_SC_AUTO; }
  | REGISTER  { $$ = FE_SC_REGISTER; }
  ;

type_keyword
  : VOID      { $$ = VOID; }
  | CHAR      { $$ = CHAR; }
  | SHORT     { $$ = SHORT; }
  | INT       { $$ = INT; }
  | LONG      { $$ = LONG; }
  | FLOAT     { $$ = FLOAT; }
  | DOUBLE    { $$ = DOUBLE; }
  | SIGNED    { $$ = SIGNED; }
  | UNSIGNED  { $$ = UNSIGNED; }
  | BOOL      { $$ = BOOL; }
  | COMPLEX   { $$ = COMPLEX; }
  ;

tag_keyword
  : STRUCT  { $$ = STRUCT; }
  | UNION   { $$ = UNION; }
  | ENUM    { $$ = ENUM; }
  ;

type_qualifier
  : CONST     { $$ = FE_Q_CONST; }
  | VOLATILE  { $$ = FE_Q_VOLATILE; }
  | RESTRICT  { $$ = FE_Q_RESTRICT; }
  | ATOMIC    { $$ = 0; }
  ;

type_qualifier_list
  : type_qualifier                      { $$ = $1; }
  | type_qualifier_list type_qualifier  { $$ = $1 | $2; }
  ;

init_declarator_list
  : init_declarator                           { $$ = $1; }
  | init_declarator_list ',' init_declarator  { $$ = b_dtor_append(ps, $1, $3); }
  ;

init_declarator
  : declarator                  { $$ = $1; }
  | declarator '=' initializer  { $$ = b_dtor_init(ps, $1, $3); }
  ;

declarator
  : direct_declarator          { $$ = $1; }
  | pointer direct_declarator  { $$ = b_dtor_pointer(ps, $2, $1); }
  ;

direct_declarator
  : IDENTIFIER                      { $$ = b_dtor_name(ps, @1); }
  | '(' declarator ')'              { $$ = $2; }
  | direct_declarator array_suffix  { $$ = b_dtor_suffix(ps, $1, $2); }
  | direct_declarator func_suffix   { $$ = b_dtor_suffix(ps, $1, $2); }
  ;

pointer
  : '*'                                { $$ = b_pointer(ps, NULL, 0); }
  | '*' type_qualifier_list            { $$ = b_pointer(ps, NULL, $2); }
  | pointer '*'                        { $$ = b_pointer(ps, $1, 0); }
  | pointer '*' type_qualifier_list    { $$ = b_pointer(ps, $1, $3); }
  ;

array_suffix
  : '[' ']'                                                   { $$ = b_array(ps, 0, NULL, @$); }
  | '[' assignment_expression ']'                             { $$ = b_array(ps, 0, $2, @$); }
  | '[' type_qualifier_list ']'                               { $$ = b_array(ps, $2, NULL, @$); }
  | '[' type_qualifier_list assignment_expression ']'         { $$ = b_array(ps, $2, $3, @$); }
  | '[' STATIC assignment_expression ']'                      { $$ = b_array(ps, 0, $3, @$); }
  | '[' STATIC type_qualifier_list assignment_expression ']'  { $$ = b_array(ps, $3, $4, @$); }
  | '[' type_qualifier_list STATIC assignment_expression ']'  { $$ = b_array(ps, $2, $4, @$); }
  | '[' '*' ']'                                               { $$ = b_array(ps, 0, NULL, @$); }
  | '[' type_qualifier_list '*' ']'                           { $$ = b_array(ps, $2, NULL, @$); }
  ;

func_suffix
  : '(' ')'                      { $$ = b_func_suffix(ps, NULL, @$); }
  | '(' parameter_type_list ')'  { $$ = b_func_suffix(ps, $2, @$); }
  ;

parameter_type_list
  : parameter_list               { $$ = $1; }
  | parameter_list ',' ELLIPSIS  { $$ = $1; }
  ;

parameter_list
  : parameter_declaration                     { $$ = b_dlist(ps, NULL, $1); }
  | parameter_list ',' parameter_declaration  { $$ = b_dlist(ps, $1, $3); }
  ;

parameter_declaration
  : declaration_specifiers declarator           { $$ = b_param(ps, $1, $2, @$); }
  | declaration_specifiers abstract_declarator  { $$ = b_param(ps, $1, $2, @$); }
  | declaration_specifiers                      { $$ = b_param(ps, $1, NULL, @$); }
  ;

type_name
  : declaration_specifiers                      { $$ = b_type_name(ps, $1, NULL); }
  | declaration_specifiers abstract_declarator  { $$ = b_type_name(ps, $1, $2); }
  ;

abstract_declarator
  : pointer                             { $$ = $1; }
  | pointer direct_abstract_declarator  { $$ = b_dtor_pointer(ps, $2, $1); }
  | direct_abstract_declarator          { $$ = $1; }
  ;

direct_abstract_declarator
  : '(' abstract_declarator ')'              { $$ = $2; }
  | array_suffix                             { $$ = $1; }
  | func_suffix                              { $$ = $1; }
  | direct_abstract_declarator array_suffix  { $$ = b_dtor_suffix(ps, $1, $2); }
  | direct_abstract_declarator func_suffix   { $$ = b_dtor_suffix(ps, $1, $2); }
  ;

initializer
  : assignment_expression             { $$ = $1; }
  | '{' '}'                           { $$ = b_init_list(ps, NULL, @$); }
  | '{' initializer_list '}'          { $$ = b_init_list(ps, $2, @$); }
  | '{' initializer_list ',' '}'      { $$ = b_init_list(ps, $2, @$); }
  ;

initializer_list
  : initializer                                           { $$ = b_list(ps, NULL, $1); }
  | designator_list '=' initializer                       { $$ = b_list(ps, NULL, b_designated(ps, $1, $3, @$)); }
  | initializer_list ',' initializer                      { $$ = b_list(ps, $1, $3); }
  | initializer_list ',' designator_list '=' initializer  { $$ = b_list(ps, $1, b_designated(ps, $3, $5, @5)); }
  ;

designator_list
  : '[' constant_expression ']'                  { $$ = b_desig_index(ps, NULL, $2, @$); }
  | '.' IDENTIFIER                               { $$ = b_desig_member(ps, NULL, @2, @$); }
  | designator_list '[' constant_expression ']'  { $$ = b_desig_index(ps, $1, $3, @$); }
  | designator_list '.' IDENTIFIER               { $$ = b_desig_member(ps, $1, @3, @$); }
  ;

/* ------------------------------------------------------------ statements */

statement
  : labeled_statement     { $$ = $1; }
  | compound_statement    { $$ = $1; }
  | expression_statement  { $$ = $1; }
  | selection_statement   { $$ = $1; }
  | iteration_statement   { $$ = $1; }
  | jump_statement        { $$ = $1; }
  ;

/* The body of if, else, loops and labels.  A pragma there belongs to the
 * statement after it, so the two are wrapped as one compound (whose first
 * token is the pragma, not a brace). */
body_statement
  : statement               { $$ = $1; }
  | PRAGMA body_statement   { $$ = b_pragma_stmt(ps, @1, $2, @$); }
  ;

labeled_statement
  : IDENTIFIER ':' body_statement               { $$ = b_named_stmt(ps, FE_LABEL, @1, $3, @$); }
  | CASE constant_expression ':' body_statement { $$ = b_stmt(ps, FE_CASE, $2, $4, @$); }
  | DEFAULT ':' body_statement                  { $$ = b_stmt(ps, FE_DEFAULT, NULL, $3, @$); }
  ;

compound_statement
  : '{' '}'                  { $$ = b_compound(ps, NULL, @$); }
  | '{' block_item_list '}'  { $$ = b_compound(ps, $2, @$); }
  ;

block_item_list
  : block_item                  { $$ = b_list(ps, NULL, $1); }
  | block_item_list block_item  { $$ = b_list(ps, $1, $2); }
  ;

block_item
  : declaration  { $$ = b_decl_stmt(ps, $1, @$); }
  | statement    { $$ = $1; }
  | PRAGMA       { $$ = b_pragma(ps, @1); }
  ;

expression_statement
  : ';'             { $$ = b_stmt(ps, FE_EMPTY, NULL, NULL, @$); }
  | expression ';'  { $$ = b_stmt(ps, FE_EXPR_STMT, $1, NULL, @$); }
  ;

selection_statement
  : IF '(' expression ')' body_statement %prec LOWER_THAN_ELSE   { $$ = b_if(ps, $3, $5, NULL, @$); }
  | IF '(' expression ')' body_statement ELSE body_statement     { $$ = b_if(ps, $3, $5, $7, @$); }
  | SWITCH '(' expression ')' body_statement                     { $$ = b_stmt(ps, FE_SWITCH, $3, $5, @$); }
  ;

iteration_statement
  : WHILE '(' expression ')' body_statement         { $$ = b_stmt(ps, FE_WHILE, $3, $5, @$); }
  | DO body_statement WHILE '(' expression ')' ';'  { $$ = b_stmt(ps, FE_DO, $5, $2, @$); }
  | FOR '(' expression_statement expression_opt ';' expression_opt ')' body_statement  { $$ = b_for(ps, $3, $4, $6, $8, @$); }
  | FOR '(' declaration expression_opt ';' expression_opt ')' body_statement  { $$ = b_for(ps, b_decl_stmt(ps, $3, @3), $4, $6, $8, @$); }
  ;

jump_statement
  : GOTO IDENTIFIER ';'     { $$ = b_named_stmt(ps, FE_GOTO, @2, NULL, @$); }
  | CONTINUE ';'            { $$ = b_stmt(ps, FE_CONTINUE, NULL, NULL, @$); }
  | BREAK ';'               { $$ = b_stmt(ps, FE_BREAK, NULL, NULL, @$); }
  | RETURN ';'              { $$ = b_stmt(ps, FE_RETURN, NULL, NULL, @$); }
  | RETURN expression ';'   { $$ = b_stmt(ps, FE_RETURN, $2, NULL, @$); }
  ;

/* ------------------------------------------------------------ expressions */

primary_expression
  : IDENTIFIER          { $$ = b_leaf(ps, FE_IDENT, @1); }
  | INT_CONST           { $$ = b_leaf(ps, FE_INT_LIT, @1); }
  | FLOAT_CONST         { $$ = b_leaf(ps, FE_FLOAT_LIT, @1); }
  | CHAR_CONST          { $$ = b_leaf(ps, FE_CHAR_LIT, @1); }
  | string_literals     { $$ = $1; }
  | '(' expression ')'  { $$ = $2; }
  ;

string_literals
  : STRING_LIT                  { $$ = b_leaf(ps, FE_STRING_LIT, @1); }
  | string_literals STRING_LIT  { $$ = b_string_cat(ps, $1, @$); }
  ;

postfix_expression
  : primary_expression                                    { $$ = $1; }
  | postfix_expression '[' expression ']'                 { $$ = b_expr(ps, FE_INDEX, 0, $1, $3, @$); }
  | postfix_expression '(' ')'                            { $$ = b_call(ps, $1, NULL, @$); }
  | postfix_expression '(' argument_expression_list ')'   { $$ = b_call(ps, $1, $3, @$); }
  | postfix_expression '.' IDENTIFIER                     { $$ = b_member(ps, '.', $1, @3, @$); }
  | postfix_expression PTR_OP IDENTIFIER                  { $$ = b_member(ps, '>', $1, @3, @$); }
  | postfix_expression INC_OP                             { $$ = b_expr(ps, FE_POSTINC, 0, $1, NULL, @$); }
  | postfix_expression DEC_OP                             { $$ = b_expr(ps, FE_POSTDEC, 0, $1, NULL, @$); }
  | '(' type_name ')' '{' initializer_list '}'            { $$ = b_compound_literal(ps, $2, $5, @4, @$); }
  | '(' type_name ')' '{' initializer_list ',' '}'        { $$ = b_compound_literal(ps, $2, $5, @4, @$); }
  ;

argument_expression_list
  : assignment_expression                               { $$ = b_list(ps, NULL, $1); }
  | argument_expression_list ',' assignment_expression  { $$ = b_list(ps, $1, $3); }
  ;

unary_expression
  : postfix_expression                { $$ = $1; }
  | INC_OP unary_expression           { $$ = b_expr(ps, FE_PREINC, 0, $2, NULL, @$); }
  | DEC_OP unary_expression           { $$ = b_expr(ps, FE_PREDEC, 0, $2, NULL, @$); }
  | unary_operator cast_expression    { $$ = b_expr(ps, FE_UNARY, $1, $2, NULL, @$); }
  | SIZEOF unary_expression           { $$ = b_expr(ps, FE_SIZEOF_EXPR, 0, $2, NULL, @$); }
  | SIZEOF '(' type_name ')'          { $$ = b_sizeof_type(ps, $3, @$); }
  ;

unary_operator
  : '&'  { $$ = '&'; }
  | '*'  { $$ = '*'; }
  | '+'  { $$ = '+'; }
  | '-'  { $$ = '-'; }
  | '~'  { $$ = '~'; }
  | '!'  { $$ = '!'; }
  ;

cast_expression
  : unary_expression                  { $$ = $1; }
  | '(' type_name ')' cast_expression { $$ = b_cast(ps, $2, $4, @$); }
  ;

binary_expression
  : cast_expression                               { $$ = $1; }
  | binary_expression '*' binary_expression       { $$ = b_binary(ps, '*', $1, $3, @2, @$); }
  | binary_expression '/' binary_expression       { $$ = b_binary(ps, '/', $1, $3, @2, @$); }
  | binary_expression '%' binary_expression       { $$ = b_binary(ps, '%', $1, $3, @2, @$); }
  | binary_expression '+' binary_expression       { $$ = b_binary(ps, '+', $1, $3, @2, @$); }
  | binary_expression '-' binary_expression       { $$ = b_binary(ps, '-', $1, $3, @2, @$); }
  | binary_expression LEFT_OP binary_expression   { $$ = b_binary(ps, IR_OP_SHL, $1, $3, @2, @$); }
  | binary_expression RIGHT_OP binary_expression  { $$ = b_binary(ps, IR_OP_SHR, $1, $3, @2, @$); }
  | binary_expression '<' binary_expression       { $$ = b_binary(ps, '<', $1, $3, @2, @$); }
  | binary_expression '>' binary_expression       { $$ = b_binary(ps, '>', $1, $3, @2, @$); }
  | binary_expression LE_OP binary_expression     { $$ = b_binary(ps, IR_OP_LE, $1, $3, @2, @$); }
  | binary_expression GE_OP binary_expression     { $$ = b_binary(ps, IR_OP_GE, $1, $3, @2, @$); }
  | binary_expression EQ_OP binary_expression     { $$ = b_binary(ps, IR_OP_EQ, $1, $3, @2, @$); }
  | binary_expression NE_OP binary_expression     { $$ = b_binary(ps, IR_OP_NE, $1, $3, @2, @$); }
  | binary_expression '&' binary_expression       { $$ = b_binary(ps, '&', $1, $3, @2, @$); }
  | binary_expression '^' binary_expression       { $$ = b_binary(ps, '^', $1, $3, @2, @$); }
  | binary_expression '|' binary_expression       { $$ = b_binary(ps, '|', $1, $3, @2, @$); }
  | binary_expression AND_OP binary_expression    { $$ = b_binary(ps, IR_OP_AND, $1, $3, @2, @$); }
  | binary_expression OR_OP binary_expression     { $$ = b_binary(ps, IR_OP_OR, $1, $3, @2, @$); }
  ;

conditional_expression
  : binary_expression                                           { $$ = $1; }
  | binary_expression '?' expression ':' conditional_expression { $$ = b_cond(ps, $1, $3, $5, @$); }
  ;

assignment_expression
  : conditional_expression                                     { $$ = $1; }
  | unary_expression assignment_operator assignment_expression { $$ = b_assign(ps, $2, $1, $3, @2, @$); }
  ;

assignment_operator
  : '='           { $$ = '='; }
  | MUL_ASSIGN    { $$ = '*'; }
  | DIV_ASSIGN    { $$ = '/'; }
  | MOD_ASSIGN    { $$ = '%'; }
  | ADD_ASSIGN    { $$ = '+'; }
  | SUB_ASSIGN    { $$ = '-'; }
  | LEFT_ASSIGN   { $$ = IR_OP_SHL; }
  | RIGHT_ASSIGN  { $$ = IR_OP_SHR; }
  | AND_ASSIGN    { $$ = '&'; }
  | XOR_ASSIGN    { $$ = '^'; }
  | OR_ASSIGN     { $$ = '|'; }
  ;

expression
  : assignment_expression                 { $$ = $1; }
  | expression ',' assignment_expression  { $$ = b_expr(ps, FE_COMMA, 0, $1, $3, @$); }
  ;

expression_opt
  : %empty      { $$ = NULL; }
  | expression  { $$ = $1; }
  ;

constant_expression
  : conditional_expression  { $$ = $1; }
  ;

%%

/* ------------------------------------------------------------ builders */

/* Declaration specifiers as they are collected: counts of the type
 * keywords, so that "long long unsigned int" resolves in any order. */
struct fe_spec {
  enum fe_storage storage;
  unsigned quals;
  int n_void, n_char, n_short, n_int, n_long, n_float, n_double, n_signed, n_unsigned, n_bool,
      n_complex, n_named;
  const char *named; /* typedef name, "struct tag", "__typeof__(...)" */
  int body_tok;      /* a struct's body: its '{' token + 1; 0 when none */
  int first_tok;
};

/* A declarator being built: the derived types wrap a hole where the
 * specifiers' type goes, e.g. "*a[3]" is array-of-3 of pointer-to HOLE. */
struct fe_dtor {
  const char *name; /* NULL for abstract declarators */
  int name_tok;     /* token of the name, -1 if none */
  struct fe_type *head;
  struct fe_type **hole;
  struct fe_decl *params; /* of the function the name itself declares */
  bool is_func;           /* the name's innermost derivation is a function */
  struct fe_node *init;
  struct fe_dtor *next, *tail; /* init-declarator list; tail kept in the head */
};

struct fe_nlist {
  struct fe_node *head, *tail;
};

struct fe_dlist {
  struct fe_decl *head, *tail;
};

static const char *last_error;
static struct ir_loc last_error_loc;
static struct fe_func *last_partial;

static const struct fe_token *tok(struct fe_parser *ps, int i) {
  static const struct fe_token none = {.text = ""};
  const struct fe_tokens *t = &ps->u->toks;
  if (t->n < 1)
    return &none;
  if (i < 0)
    i = 0;
  if (i >= t->n)
    i = t->n - 1;
  return &t->t[i];
}

/* Location just past token I: where "at end of input" errors point. */
static struct ir_loc loc_after(struct fe_parser *ps, int i) {
  const struct fe_token *t = tok(ps, i);
  struct ir_loc loc = t->loc;
  if (loc.col > 0 && t->exact && t->kind != PRAGMA)
    loc.col += t->len;
  return loc;
}

static struct ir_loc tok_loc(struct fe_parser *ps, int i) {
  if (i > ps->last)
    return loc_after(ps, ps->last);
  return tok(ps, i)->loc;
}

/* Record the first error of this parse (later ones are consequences). */
static void set_error(struct fe_parser *ps, struct ir_loc loc, const char *msg) {
  if (ps->error)
    return;
  ps->error = msg;
  ps->error_loc = loc;
}

static struct fe_spec *new_spec(struct fe_span sp) {
  struct fe_spec *s = ir_alloc(sizeof *s);
  s->first_tok = sp.first;
  return s;
}

static struct fe_spec *b_spec_storage(struct fe_parser *ps, int sc, struct fe_span sp) {
  (void)ps;
  struct fe_spec *s = new_spec(sp);
  s->storage = (enum fe_storage)sc;
  return s;
}

static struct fe_spec *b_spec_keyword(struct fe_parser *ps, int kw, struct fe_span sp) {
  (void)ps;
  struct fe_spec *s = new_spec(sp);
  switch (kw) {
  case VOID: s->n_void = 1; break;
  case CHAR: s->n_char = 1; break;
  case SHORT: s->n_short = 1; break;
  case INT: s->n_int = 1; break;
  case LONG: s->n_long = 1; break;
  case FLOAT: s->n_float = 1; break;
  case DOUBLE: s->n_double = 1; break;
  case SIGNED: s->n_signed = 1; break;
  case UNSIGNED: s->n_unsigned = 1; break;
  case BOOL: s->n_bool = 1; break;
  case COMPLEX: s->n_complex = 1; break;
  default: break;
  }
  return s;
}

static struct fe_spec *b_spec_qual(struct fe_parser *ps, int quals, struct fe_span sp) {
  (void)ps;
  struct fe_spec *s = new_spec(sp);
  s->quals = (unsigned)quals;
  return s;
}

static struct fe_spec *b_spec_named(struct fe_parser *ps, struct fe_span sp) {
  struct fe_spec *s = new_spec(sp);
  s->n_named = 1;
  s->named = tok(ps, sp.first)->text;
  return s;
}

/* struct/union/enum [TAG] [{...}]: a named type.  A struct's body (its
 * '{' token, BODY_TOK) is kept for fe_struct_fields, and a tagged one is
 * recorded in the unit so that 'struct TAG' elsewhere finds it. */
static struct fe_spec *b_spec_tag(struct fe_parser *ps, int kw, int name_tok, int body_tok,
                                  struct fe_span sp) {
  struct fe_spec *s = new_spec(sp);
  const char *what = kw == STRUCT ? "struct" : kw == UNION ? "union" : "enum";
  s->n_named = 1;
  s->named = name_tok >= 0 ? ir_printf("%s %s", what, tok(ps, name_tok)->text)
                           : ir_printf("%s <anonymous>", what);
  if (kw == STRUCT && body_tok >= 0) {
    s->body_tok = body_tok + 1;
    if (name_tok >= 0)
      fe_record_struct(ps->u, s->named, body_tok);
  }
  return s;
}

/* typeof(...): kept as its spelling. */
static struct fe_spec *b_spec_typeof(struct fe_parser *ps, struct fe_span sp) {
  struct fe_spec *s = new_spec(sp);
  struct ir_buf b = {0};
  ir_buf_puts(&b, "__typeof__");
  for (int i = sp.first + 1; i <= sp.last; i++) {
    if (i > sp.first + 2 && i < sp.last && tok(ps, i)->space_before)
      ir_buf_puts(&b, " ");
    ir_buf_puts(&b, tok(ps, i)->text);
  }
  s->n_named = 1;
  s->named = b.s;
  return s;
}

static struct fe_spec *b_spec_merge(struct fe_parser *ps, struct fe_spec *a, struct fe_spec *b) {
  if (a->storage && b->storage)
    set_error(ps, tok_loc(ps, b->first_tok), "multiple storage classes in declaration specifiers");
  if (!a->storage)
    a->storage = b->storage;
  a->quals |= b->quals;
  a->n_void += b->n_void;
  a->n_char += b->n_char;
  a->n_short += b->n_short;
  a->n_int += b->n_int;
  a->n_long += b->n_long;
  a->n_float += b->n_float;
  a->n_double += b->n_double;
  a->n_signed += b->n_signed;
  a->n_unsigned += b->n_unsigned;
  a->n_bool += b->n_bool;
  a->n_complex += b->n_complex;
  a->n_named += b->n_named;
  if (b->named && !a->named) {
    a->named = b->named;
    a->body_tok = b->body_tok;
  }
  if (a->n_long > 2)
    set_error(ps, tok_loc(ps, b->first_tok), "'long long long' is too long");
  return a;
}

static struct fe_type *new_type(enum fe_type_kind kind) {
  struct fe_type *t = ir_alloc(sizeof *t);
  t->kind = kind;
  return t;
}

/* The type the specifiers S name, or an error for impossible mixes. */
static struct fe_type *spec_type(struct fe_parser *ps, struct fe_spec *s) {
  struct ir_loc loc = tok_loc(ps, s->first_tok);
  int kinds = (s->n_void > 0) + (s->n_char > 0) + (s->n_int > 0) + (s->n_float > 0) +
              (s->n_double > 0) + (s->n_bool > 0) + (s->n_named > 0);
  int dups = s->n_void + s->n_char + s->n_int + s->n_float + s->n_double + s->n_bool + s->n_named;
  bool sign = s->n_signed || s->n_unsigned;
  struct fe_type *t = new_type(FE_TY_INT);
  t->quals = s->quals;
  t->is_unsigned = s->n_unsigned > 0;
  t->is_signed = s->n_signed > 0;
  if (kinds > 1 || dups > kinds || (s->n_signed && s->n_unsigned) || (s->n_short && s->n_long) ||
      s->n_short > 1) {
    set_error(ps, loc, "two or more data types in declaration specifiers");
    return t;
  }
  bool bad = false;
  if (s->n_named) {
    t->kind = FE_TY_NAMED;
    t->name = s->named;
    t->body_tok = s->body_tok;
    bad = s->n_short || s->n_long || (sign && strcmp(s->named, "__int128") != 0) ||
          (s->n_complex && sign);
    if (sign && !bad)
      t->name = ir_printf("%s __int128", s->n_unsigned ? "unsigned" : "signed");
    if (s->n_complex && !bad)
      t->name = ir_printf("_Complex %s", s->named); /* _Complex _Float32 */
  } else if (s->n_complex) {
    t->kind = FE_TY_NAMED;
    bad = s->n_void || s->n_bool || s->n_short || sign;
    t->name = s->n_float ? "_Complex float"
            : s->n_long ? "_Complex long double"
            : (s->n_char || s->n_int) ? "_Complex int" : "_Complex double";
  } else if (s->n_void) {
    t->kind = FE_TY_VOID;
    bad = s->n_short || s->n_long || sign;
  } else if (s->n_bool) {
    t->kind = FE_TY_BOOL;
    bad = s->n_short || s->n_long || sign;
  } else if (s->n_char) {
    t->kind = FE_TY_CHAR;
    bad = s->n_short || s->n_long;
  } else if (s->n_float) {
    t->kind = FE_TY_FLOAT;
    bad = s->n_short || s->n_long || sign;
  } else if (s->n_double) {
    t->kind = s->n_long ? FE_TY_LDOUBLE : FE_TY_DOUBLE;
    bad = s->n_short || s->n_long > 1 || sign;
  } else if (s->n_short) {
    t->kind = FE_TY_SHORT;
  } else if (s->n_long) {
    t->kind = s->n_long > 1 ? FE_TY_LLONG : FE_TY_LONG;
  }
  if (bad)
    set_error(ps, loc, "invalid combination of type specifiers");
  return t;
}

static struct fe_dtor *new_dtor(void) {
  struct fe_dtor *d = ir_alloc(sizeof *d);
  d->name_tok = -1;
  d->hole = &d->head;
  return d;
}

static struct fe_dtor *b_dtor_name(struct fe_parser *ps, struct fe_span sp) {
  struct fe_dtor *d = new_dtor();
  d->name = tok(ps, sp.first)->text;
  d->name_tok = sp.first;
  return d;
}

/* Apply suffix S ([..] or (..)) to D: D's derivations now wrap S's. */
static struct fe_dtor *b_dtor_suffix(struct fe_parser *ps, struct fe_dtor *d, struct fe_dtor *s) {
  (void)ps;
  bool bare = d->head == NULL;
  *d->hole = s->head;
  d->hole = s->hole;
  if (bare && s->is_func) {
    d->is_func = true;
    d->params = s->params;
  }
  return d;
}

/* Apply the pointer chain P to D ("*d"): binds looser than D's suffixes. */
static struct fe_dtor *b_dtor_pointer(struct fe_parser *ps, struct fe_dtor *d, struct fe_dtor *p) {
  (void)ps;
  *d->hole = p->head;
  d->hole = p->hole;
  return d;
}

static struct fe_dtor *b_dtor_init(struct fe_parser *ps, struct fe_dtor *d, struct fe_node *init) {
  (void)ps;
  d->init = init;
  return d;
}

static struct fe_dtor *b_dtor_append(struct fe_parser *ps, struct fe_dtor *list, struct fe_dtor *d) {
  (void)ps;
  struct fe_dtor *tail = list->tail ? list->tail : list;
  tail->next = d;
  list->tail = d;
  return list;
}

/* One more '*' (with QUALS) after the chain PREV: the new pointer is the
 * outer one, so it wraps the chain built so far. */
static struct fe_dtor *b_pointer(struct fe_parser *ps, struct fe_dtor *prev, int quals) {
  (void)ps;
  struct fe_type *p = new_type(FE_TY_PTR);
  p->quals = (unsigned)quals;
  if (prev) {
    p->base = prev->head;
    prev->head = p;
    return prev;
  }
  struct fe_dtor *d = new_dtor();
  d->head = p;
  d->hole = &p->base;
  return d;
}

static struct fe_dtor *b_array(struct fe_parser *ps, int quals, struct fe_node *size, struct fe_span sp) {
  (void)ps;
  (void)sp;
  struct fe_dtor *d = new_dtor();
  struct fe_type *a = new_type(FE_TY_ARRAY);
  a->quals = (unsigned)quals;
  a->size = size;
  d->head = a;
  d->hole = &a->base;
  return d;
}

/* "(params)": a function type; "(void)" means no parameters. */
static struct fe_dtor *b_func_suffix(struct fe_parser *ps, struct fe_dlist *params, struct fe_span sp) {
  (void)ps;
  (void)sp;
  struct fe_dtor *d = new_dtor();
  struct fe_type *f = new_type(FE_TY_FUNC);
  d->head = f;
  d->hole = &f->base;
  d->is_func = true;
  if (params) {
    struct fe_decl *p = params->head;
    bool is_void = p && !p->next && !p->name && p->type->kind == FE_TY_VOID && !p->type->quals;
    d->params = is_void ? NULL : p;
  }
  return d;
}

static struct fe_dlist *b_dlist(struct fe_parser *ps, struct fe_dlist *list, struct fe_decl *d) {
  (void)ps;
  if (!list) {
    list = ir_alloc(sizeof *list);
    list->head = list->tail = d;
    return list;
  }
  list->tail->next = d;
  list->tail = d;
  return list;
}

/* Put BASE into D's hole: the declared type. */
static struct fe_type *finish_type(struct fe_dtor *d, struct fe_type *base) {
  if (!d || !d->head)
    return base;
  *d->hole = base;
  d->hole = NULL;
  return d->head;
}

static struct fe_decl *b_param(struct fe_parser *ps, struct fe_spec *spec, struct fe_dtor *d,
                               struct fe_span sp) {
  struct fe_decl *p = ir_alloc(sizeof *p);
  p->name = d ? d->name : NULL;
  p->type = finish_type(d, spec_type(ps, spec));
  p->storage = spec->storage;
  p->loc = tok_loc(ps, d && d->name_tok >= 0 ? d->name_tok : sp.first);
  if (spec->storage && spec->storage != FE_SC_REGISTER)
    set_error(ps, tok_loc(ps, sp.first), "storage class specified for parameter");
  return p;
}

/* A declaration: one fe_decl per declarator (or one without a name when
 * there is none, as in "struct s { ... };").  Typedef names become known
 * to the token feeder at once, so the next declaration can use them. */
static struct fe_decl *b_declaration(struct fe_parser *ps, struct fe_spec *spec, struct fe_dtor *list,
                                     struct fe_span sp) {
  struct fe_type *base = spec_type(ps, spec);
  struct fe_decl *head = NULL, **link = &head;
  if (!list) {
    struct fe_decl *d = ir_alloc(sizeof *d);
    d->type = base;
    d->storage = spec->storage;
    d->loc = tok_loc(ps, sp.first);
    return d;
  }
  for (struct fe_dtor *x = list; x; x = x->next) {
    struct fe_decl *d = ir_alloc(sizeof *d);
    d->name = x->name;
    d->type = finish_type(x, base);
    d->storage = spec->storage;
    d->init = x->init;
    d->loc = tok_loc(ps, x->name_tok >= 0 ? x->name_tok : sp.first);
    if (spec->storage == FE_SC_TYPEDEF && d->name && !fe_is_typedef_name(ps->u, d->name))
      ir_vec_push(&ps->u->typedefs, (void *)d->name);
    *link = d;
    link = &d->next;
  }
  return head;
}

static struct fe_type *b_type_name(struct fe_parser *ps, struct fe_spec *spec, struct fe_dtor *d) {
  if (spec->storage)
    set_error(ps, tok_loc(ps, spec->first_tok), "storage class specified in type name");
  return finish_type(d, spec_type(ps, spec));
}

/* The header of a function definition; kept as the partial result should
 * the body fail to parse. */
static struct fe_func *b_func_head(struct fe_parser *ps, struct fe_spec *spec, struct fe_dtor *d,
                                   struct fe_span sp) {
  struct fe_type *base;
  if (spec) {
    base = spec_type(ps, spec);
  } else {
    base = new_type(FE_TY_INT);
  }
  if (!d->name || !d->is_func) {
    set_error(ps, tok_loc(ps, sp.last + 1), "expected '=', ',', ';', 'asm' or '__attribute__' before '{' token");
    return NULL;
  }
  if (spec && spec->storage && spec->storage != FE_SC_STATIC && spec->storage != FE_SC_EXTERN)
    set_error(ps, tok_loc(ps, sp.first), "invalid storage class for function");
  struct fe_func *f = ir_alloc(sizeof *f);
  struct fe_type *t = finish_type(d, base);
  f->name = d->name;
  f->ret = t->base;
  f->params = d->params;
  f->loc = tok_loc(ps, d->name_tok);
  f->in_main = tok(ps, d->name_tok)->in_main;
  f->tok_first = sp.first;
  f->tok_last = sp.last;
  ps->partial = f;
  return f;
}

static struct fe_func *b_func_body(struct fe_parser *ps, struct fe_func *f, struct fe_node *body,
                                   struct fe_span sp) {
  (void)ps;
  if (!f)
    return NULL;
  f->body = body;
  f->tok_first = sp.first;
  f->tok_last = sp.last;
  return f;
}

static void b_done_func(struct fe_parser *ps, struct fe_func *f) { ps->func = f; }

static void b_done_decl(struct fe_parser *ps, struct fe_decl *d) {
  ps->decl = d;
  ps->has_decl = true;
}

static struct fe_nlist *b_list(struct fe_parser *ps, struct fe_nlist *list, struct fe_node *n) {
  (void)ps;
  n->next = NULL;
  if (!list) {
    list = ir_alloc(sizeof *list);
    list->head = list->tail = n;
    return list;
  }
  list->tail->next = n;
  list->tail = n;
  return list;
}

static struct fe_node *new_node(struct fe_parser *ps, enum fe_node_kind kind, struct fe_span sp) {
  struct fe_node *n = ir_alloc(sizeof *n);
  n->kind = kind;
  n->loc = tok_loc(ps, sp.first);
  n->tok_first = sp.first;
  n->tok_last = sp.last;
  return n;
}

static struct fe_node *b_leaf(struct fe_parser *ps, enum fe_node_kind kind, struct fe_span sp) {
  struct fe_node *n = new_node(ps, kind, sp);
  n->text = tok(ps, sp.first)->text;
  return n;
}

static struct fe_node *b_string_cat(struct fe_parser *ps, struct fe_node *s, struct fe_span sp) {
  s->text = ir_printf("%s %s", s->text, tok(ps, sp.last)->text);
  s->tok_last = sp.last;
  return s;
}

static struct fe_node *b_expr(struct fe_parser *ps, enum fe_node_kind kind, int op, struct fe_node *a,
                              struct fe_node *b, struct fe_span sp) {
  struct fe_node *n = new_node(ps, kind, sp);
  n->op = op;
  n->a = a;
  n->b = b;
  return n;
}

static struct fe_node *b_binary(struct fe_parser *ps, int op, struct fe_node *a, struct fe_node *b,
                                struct fe_span op_sp, struct fe_span sp) {
  struct fe_node *n = b_expr(ps, FE_BINARY, op, a, b, sp);
  n->loc = tok_loc(ps, op_sp.first);
  return n;
}

static struct fe_node *b_assign(struct fe_parser *ps, int op, struct fe_node *a, struct fe_node *b,
                                struct fe_span op_sp, struct fe_span sp) {
  struct fe_node *n = b_expr(ps, FE_ASSIGN, op, a, b, sp);
  n->loc = tok_loc(ps, op_sp.first);
  return n;
}

static struct fe_node *b_cond(struct fe_parser *ps, struct fe_node *a, struct fe_node *b,
                              struct fe_node *c, struct fe_span sp) {
  struct fe_node *n = b_expr(ps, FE_COND, 0, a, b, sp);
  n->c = c;
  return n;
}

static struct fe_node *b_call(struct fe_parser *ps, struct fe_node *f, struct fe_nlist *args,
                              struct fe_span sp) {
  struct fe_node *n = b_expr(ps, FE_CALL, 0, f, NULL, sp);
  n->args = args ? args->head : NULL;
  return n;
}

static struct fe_node *b_member(struct fe_parser *ps, int op, struct fe_node *a, struct fe_span name,
                                struct fe_span sp) {
  struct fe_node *n = b_expr(ps, FE_MEMBER, op, a, NULL, sp);
  n->text = tok(ps, name.first)->text;
  return n;
}

static struct fe_node *b_cast(struct fe_parser *ps, struct fe_type *t, struct fe_node *a,
                              struct fe_span sp) {
  struct fe_node *n = b_expr(ps, FE_CAST, 0, a, NULL, sp);
  n->type = t;
  return n;
}

static struct fe_node *b_sizeof_type(struct fe_parser *ps, struct fe_type *t, struct fe_span sp) {
  struct fe_node *n = new_node(ps, FE_SIZEOF_TYPE, sp);
  n->type = t;
  return n;
}

/* (type){ ... }: a cast of an initialiser list. */
static struct fe_node *b_compound_literal(struct fe_parser *ps, struct fe_type *t, struct fe_nlist *l,
                                          struct fe_span brace, struct fe_span sp) {
  struct fe_span list_sp = {brace.first, sp.last};
  return b_cast(ps, t, b_init_list(ps, l, list_sp), sp);
}

static struct fe_node *b_init_list(struct fe_parser *ps, struct fe_nlist *l, struct fe_span sp) {
  struct fe_node *n = new_node(ps, FE_INIT_LIST, sp);
  n->args = l ? l->head : NULL;
  return n;
}

/* Designators are kept, not dropped: "[i] = v" is an FE_ASSIGN whose
 * target is an FE_INDEX without array (a == NULL), ".f = v" one whose
 * target is an FE_MEMBER without object. */
static struct fe_node *b_desig_index(struct fe_parser *ps, struct fe_node *outer, struct fe_node *idx,
                                     struct fe_span sp) {
  struct fe_node *n = b_expr(ps, FE_INDEX, 0, outer, idx, sp);
  if (outer)
    n->tok_first = outer->tok_first;
  return n;
}

static struct fe_node *b_desig_member(struct fe_parser *ps, struct fe_node *outer, struct fe_span name,
                                      struct fe_span sp) {
  struct fe_node *n = b_member(ps, '.', outer, name, sp);
  if (outer)
    n->tok_first = outer->tok_first;
  return n;
}

static struct fe_node *b_designated(struct fe_parser *ps, struct fe_node *desig, struct fe_node *init,
                                    struct fe_span sp) {
  struct fe_span all = {desig->tok_first, sp.last};
  struct fe_node *n = b_expr(ps, FE_ASSIGN, '=', desig, init, all);
  n->loc = desig->loc;
  return n;
}

static struct fe_node *b_stmt(struct fe_parser *ps, enum fe_node_kind kind, struct fe_node *a,
                              struct fe_node *body, struct fe_span sp) {
  struct fe_node *n = new_node(ps, kind, sp);
  n->a = a;
  n->body = body;
  return n;
}

static struct fe_node *b_compound(struct fe_parser *ps, struct fe_nlist *items, struct fe_span sp) {
  return b_stmt(ps, FE_COMPOUND, NULL, items ? items->head : NULL, sp);
}

/* A declaration among statements; _Static_assert (D == NULL) is an empty
 * statement. */
static struct fe_node *b_decl_stmt(struct fe_parser *ps, struct fe_decl *d, struct fe_span sp) {
  struct fe_node *n = new_node(ps, d ? FE_DECL : FE_EMPTY, sp);
  n->decl = d;
  return n;
}

static struct fe_node *b_if(struct fe_parser *ps, struct fe_node *cond, struct fe_node *then_s,
                            struct fe_node *else_s, struct fe_span sp) {
  struct fe_node *n = new_node(ps, FE_IF, sp);
  n->a = cond;
  n->b = then_s;
  n->c = else_s;
  return n;
}

static struct fe_node *b_for(struct fe_parser *ps, struct fe_node *init, struct fe_node *cond,
                             struct fe_node *inc, struct fe_node *body, struct fe_span sp) {
  struct fe_node *n = new_node(ps, FE_FOR, sp);
  n->init = init;
  n->a = cond;
  n->c = inc;
  n->body = body;
  return n;
}

/* goto NAME; and NAME: body */
static struct fe_node *b_named_stmt(struct fe_parser *ps, enum fe_node_kind kind, struct fe_span name,
                                    struct fe_node *body, struct fe_span sp) {
  struct fe_node *n = new_node(ps, kind, sp);
  n->text = tok(ps, name.first)->text;
  n->body = body;
  return n;
}

static struct fe_node *b_pragma(struct fe_parser *ps, struct fe_span sp) {
  struct fe_node *n = new_node(ps, FE_PRAGMA, sp);
  n->text = tok(ps, sp.first)->text;
  return n;
}

static struct fe_node *b_pragma_stmt(struct fe_parser *ps, struct fe_span pragma, struct fe_node *stmt,
                                     struct fe_span sp) {
  struct fe_node *p = b_pragma(ps, pragma);
  struct fe_node *n = new_node(ps, FE_COMPOUND, sp);
  n->body = p;
  p->next = stmt;
  stmt->next = NULL;
  return n;
}

/* ------------------------------------------------------------ token feeder */

/* Index just past the parenthesised group starting at I (if any). */
static int skip_group(struct fe_parser *ps, int i) {
  const struct fe_token *t = ps->u->toks.t;
  if (i > ps->last || t[i].kind != '(')
    return i;
  int depth = 0;
  for (; i <= ps->last; i++) {
    if (t[i].kind == '(')
      depth++;
    else if (t[i].kind == ')' && --depth == 0)
      return i + 1;
  }
  return ps->last + 1;
}

/* Index of the '}' matching the '{' at I (or the range's last token). */
static int match_brace(struct fe_parser *ps, int i) {
  const struct fe_token *t = ps->u->toks.t;
  int depth = 0;
  for (; i <= ps->last; i++) {
    if (t[i].kind == '{')
      depth++;
    else if (t[i].kind == '}' && --depth == 0)
      return i;
  }
  return ps->last;
}

static bool is_tag_keyword(int k) { return k == STRUCT || k == UNION || k == ENUM; }

/* After token K, is a type already named, so that a typedef name that
 * follows is being redeclared ("typedef __gnuc_va_list va_list;" twice,
 * "unsigned T", "T *T")?  Qualifiers and storage classes keep the state;
 * '*' starts a declarator. */
static bool names_type(struct fe_parser *ps, int k) {
  switch (k) {
  case VOID: case CHAR: case SHORT: case INT: case LONG: case FLOAT: case DOUBLE: case SIGNED:
  case UNSIGNED: case BOOL: case TYPE_NAME: case STRUCT_BODY: case '*':
    return true;
  case COMPLEX: /* _Complex _Float32 */
  case CONST: case VOLATILE: case RESTRICT: case ATOMIC: case STATIC: case EXTERN: case TYPEDEF:
  case AUTO: case REGISTER: case THREAD_LOCAL: case INLINE: case NORETURN:
    return ps->type_seen;
  case IDENTIFIER:
    return is_tag_keyword(ps->prev); /* struct TAG */
  default:
    return false;
  }
}

/* Feed the parser: the start pseudo-token, then the range's tokens with
 * typedef names marked, GNU decorations dropped and struct bodies
 * folded. */
static int yylex(YYSTYPE *lval, YYLTYPE *lloc, struct fe_parser *ps) {
  (void)lval;
  if (!ps->started) {
    ps->started = true;
    lloc->first = lloc->last = ps->first - 1;
    return ps->mode;
  }
  const struct fe_token *t = ps->u->toks.t;
  while (ps->cur <= ps->last) {
    int i = ps->cur;
    int k = t[i].kind;
    int end = i;
    switch (k) {
    case EXTENSION:
      ps->cur++;
      continue;
    case ATTRIBUTE:
      ps->cur = skip_group(ps, i + 1);
      continue;
    case ASM:
      if (ps->prev == ')' || ps->prev == ']' || ps->prev == IDENTIFIER) {
        int j = i + 1;
        while (j <= ps->last && (t[j].kind == VOLATILE || t[j].kind == GOTO || t[j].kind == INLINE))
          j++;
        ps->cur = skip_group(ps, j);
        continue;
      }
      break;
    case PRAGMA:
      if (ps->mode == START_DECL || ps->depth == 0) {
        ps->cur++;
        continue;
      }
      break;
    case IDENTIFIER:
      if (ps->prev != '.' && ps->prev != PTR_OP && ps->prev != GOTO && !is_tag_keyword(ps->prev) &&
          (!ps->type_seen || strcmp(t[i].text, "__int128") == 0) &&
          fe_is_typedef_name(ps->u, t[i].text))
        k = TYPE_NAME;
      break;
    case '{':
      if (is_tag_keyword(ps->prev) || (ps->prev == IDENTIFIER && is_tag_keyword(ps->prev2))) {
        k = STRUCT_BODY;
        end = match_brace(ps, i);
      } else {
        ps->depth++;
      }
      break;
    case '}':
      ps->depth--;
      break;
    default:
      break;
    }
    lloc->first = i;
    lloc->last = end;
    ps->cur = end + 1;
    ps->type_seen = names_type(ps, k);
    ps->prev2 = ps->prev;
    ps->prev = k;
    return k;
  }
  lloc->first = ps->last + 1;
  lloc->last = ps->last;
  return YYEOF;
}

/* ------------------------------------------------------------ syntax errors */

/* How gcc names a token that did not fit: "before 'x'", "before '}'
 * token", "before numeric constant", "at end of input". */
static const char *describe_unexpected(struct fe_parser *ps, int i, yysymbol_kind_t sym) {
  if (sym == YYSYMBOL_YYEOF || i > ps->last)
    return "at end of input";
  const struct fe_token *t = tok(ps, i);
  switch (t->kind) {
  case INT_CONST:
  case FLOAT_CONST:
  case CHAR_CONST:
    return "before numeric constant";
  case STRING_LIT:
    return "before string constant";
  case PRAGMA:
    return "before '#pragma'";
  case IDENTIFIER:
    return ir_printf("before '%s'", t->text);
  default:
    break;
  }
  const char *s = t->text;
  if ((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= 'A' && s[0] <= 'Z') || s[0] == '_')
    return ir_printf("before '%s'", s); /* a keyword */
  return ir_printf("before '%s' token", s);
}

/* The name of an expected symbol as gcc writes it: 'for', ';', identifier. */
static const char *describe_expected(yysymbol_kind_t sym) {
  switch (sym) {
  case YYSYMBOL_IDENTIFIER:
    return "identifier";
  case YYSYMBOL_TYPE_NAME:
    return "type name";
  case YYSYMBOL_INT_CONST:
  case YYSYMBOL_FLOAT_CONST:
  case YYSYMBOL_CHAR_CONST:
    return "constant";
  case YYSYMBOL_STRING_LIT:
    return "string literal";
  case YYSYMBOL_PRAGMA:
    return "'#pragma'";
  case YYSYMBOL_STRUCT_BODY:
    return "'{'";
  case YYSYMBOL_YYEOF:
    return "end of input";
  default:
    break;
  }
  const char *name = yysymbol_name(sym); /* "while", "->" or "';'" */
  if (name[0] == '\'')
    return name;
  return ir_printf("'%s'", name);
}

static bool has_symbol(const yysymbol_kind_t *syms, int n, yysymbol_kind_t s) {
  for (int i = 0; i < n; i++)
    if (syms[i] == s)
      return true;
  return false;
}

/* Bison's report, rephrased the way gcc words it. */
static int yyreport_syntax_error(const yypcontext_t *ctx, struct fe_parser *ps) {
  yysymbol_kind_t expected[YYNTOKENS];
  int n = yypcontext_expected_tokens(ctx, expected, YYNTOKENS);
  if (n < 0)
    n = 0;
  const YYLTYPE *loc = yypcontext_location(ctx);
  yysymbol_kind_t sym = yypcontext_token(ctx);
  const char *where = describe_unexpected(ps, loc->first, sym);
  struct ir_loc at = sym == YYSYMBOL_YYEOF || loc->first > ps->last ? loc_after(ps, ps->last)
                                                                    : tok_loc(ps, loc->first);
  struct ir_buf b = {0};
  static const int closers[] = {';', ')', ']', '}', ':', ','};
  if (n > 0 && n <= 3) {
    ir_buf_puts(&b, "expected ");
    for (int i = 0; i < n; i++) {
      if (i > 0)
        ir_buf_puts(&b, i == n - 1 ? " or " : ", ");
      ir_buf_puts(&b, describe_expected(expected[i]));
    }
  } else if (has_symbol(expected, n, YYSYMBOL_IDENTIFIER) &&
             has_symbol(expected, n, YYSYMBOL_INT_CONST)) {
    ir_buf_puts(&b, "expected expression");
  } else if (has_symbol(expected, n, YYSYMBOL_IDENTIFIER) && has_symbol(expected, n, YYTRANSLATE('('))) {
    ir_buf_puts(&b, "expected identifier or '('");
  } else {
    for (size_t i = 0; i < sizeof closers / sizeof closers[0]; i++)
      if (has_symbol(expected, n, YYTRANSLATE(closers[i]))) {
        ir_buf_printf(&b, "expected '%c'", closers[i]);
        break;
      }
    if (!b.s)
      ir_buf_puts(&b, "syntax error");
  }
  ir_buf_printf(&b, " %s", where);
  set_error(ps, at, b.s);
  return 0;
}

static void yyerror(YYLTYPE *loc, struct fe_parser *ps, const char *msg) {
  struct ir_loc at = tok_loc(ps, loc->first);
  if (strcmp(msg, "memory exhausted") == 0)
    set_error(ps, at, "nesting too deep for the parser");
  else
    set_error(ps, at, ir_strdup(msg));
}

/* ------------------------------------------------------------ entry points */

/* Parse tokens [FIRST, LAST] after the pseudo-token MODE. */
static bool run_parser(struct fe_parser *ps, struct fe_unit *u, int first, int last, int mode,
                       bool report) {
  memset(ps, 0, sizeof *ps);
  ps->u = u;
  if (last > u->toks.n - 2)
    last = u->toks.n - 2; /* never feed the EOF token */
  if (first < 0)
    first = 0;
  ps->first = ps->cur = first;
  ps->last = last;
  ps->mode = mode;
  last_partial = NULL;
  last_error = NULL;
  int rc = u->toks.n > 0 ? yyparse(ps) : 1;
  if (rc == 0 && !ps->error)
    return true;
  if (!ps->error)
    set_error(ps, tok_loc(ps, first), "syntax error");
  last_partial = ps->partial;
  if (report) {
    diag_error(ps->error_loc, "%s", ps->error);
    last_error = NULL;
  } else {
    last_error = ps->error;
    last_error_loc = ps->error_loc;
  }
  return false;
}

struct fe_func *fe_parse_function(struct fe_unit *u, int first, int last, bool report) {
  struct fe_parser ps;
  if (!run_parser(&ps, u, first, last, START_FUNCTION, report))
    return NULL;
  return ps.func;
}

struct fe_decl *fe_parse_declaration(struct fe_unit *u, int first, int last, bool report) {
  struct fe_parser ps;
  if (!run_parser(&ps, u, first, last, START_DECL, report))
    return NULL;
  return ps.decl;
}

const char *fe_last_syntax_error(struct ir_loc *loc) {
  if (loc && last_error)
    *loc = last_error_loc;
  return last_error;
}

struct fe_func *fe_last_partial_function(void) { return last_partial; }
