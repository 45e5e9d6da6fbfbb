/* codegen.h - tilec's code generators: one printer per target.  Each
 * writes the whole output file: the original text of the main input
 * verbatim, with every region replaced by code generated from its IR.
 * codegen/c.c: C (--emit=c); codegen/gpu.c: what the GPU targets share;
 * codegen/cuda.c: CUDA (--emit=cuda); codegen/opencl.c: OpenCL
 * (--emit=opencl). */
#ifndef TILEC_CODEGEN_H
#define TILEC_CODEGEN_H

#include "../frontend/frontend.h"
#include "../ir/ir.h"
#include "../passes/passes.h"

struct cg_options {
  bool openmp; /* mark parallel loops '#pragma omp parallel for' */
  struct dep_options dep_opt;
  /* --split: the .cu holds the kernels and one extern "C" function per
   * region; HOST_OUT receives the original program, still plain C, with
   * each region replaced by a call. */
  bool split;
  struct ir_buf *host_out;
  int arch; /* sm_NN: named in the build line of the .cu */
  /* A whole .cu: the edits and renamings that make the pass-through text
   * C++ (frontend/cxx.c, fe_cxx_rewrites). */
  const struct fe_cxx *cxx;
};

/* The lines that stop the compiler when the output is compiled with other
 * values of the macros whose values region R's code has built in
 * (codegen/guards.c): "#if !defined(N) || (N) != 100" / "#error ..." /
 * "#endif" per macro, appended to OUT (after a newline if OUT does not
 * end a line).  EXTENTS: the code uses the arrays' extents (the GPU
 * targets' copies and flat subscripts, the C target's overlap tests), so
 * the macros of their declarations count too.  Nothing when no such
 * macro exists. */
void cg_macro_guards(const struct ir_program *p, const struct ir_region *r, bool extents,
                     struct ir_buf *out);
/* Where the guards of region R go when the text before it is copied from
 * byte FROM on: the start of the line R begins on, or FROM. */
size_t cg_guard_place(const struct ir_program *p, const struct ir_region *r, size_t from);

/* --emit=c: the whole file, regions regenerated as C from the IR.  A
 * region with alias checks runs its transformed code only when the
 * arrays' footprints are disjoint, its original code otherwise.  U gives
 * the functions' places, for the TILEC_PROFILE helper. */
void cg_emit_c(const struct fe_unit *u, const struct ir_program *p, const struct cg_options *opt,
               struct ir_buf *out);

/* TILEC_PROFILE: the statement "FN(ID, \"FILE:FIRST-LAST\", \"WHAT\");" by
 * which the code of region R reports on stderr that it runs WHAT
 * ("transformed", "unchanged", "original loops (arrays overlap)"). */
char *cg_profile_call(const char *fn, const struct ir_region *r, const char *what);
/* S as a C string literal, quotes included. */
char *cg_c_string(const char *s);

/* --emit=cuda (codegen/cuda.c): the whole .cu, kernels before the
 * functions that launch them, regions replaced by host code. */
bool cg_emit_cuda(const struct fe_unit *u, const struct ir_program *p, const struct cg_options *opt,
                  struct ir_buf *out);

/* --emit=opencl (codegen/opencl.c): the whole program as C, regions
 * replaced by host code that calls the OpenCL API, the kernels of each
 * function as OpenCL C source in a string before it, built at run time.
 * Reports a located error and returns false for what OpenCL C cannot
 * express. */
bool cg_emit_opencl(const struct fe_unit *u, const struct ir_program *p,
                    const struct cg_options *opt, struct ir_buf *out);

/* The C printer's node emitter, shared with the CUDA emitter: the
 * sibling list N at DEPTH (lines start with BASE plus DEPTH times UNIT).
 * FLAT prints multi-dimensional arrays through flat pointers (device
 * code); KERNEL prints an IR_KERNEL node (the launch, host code). */
struct cg_c_hooks {
  bool flat;
  /* Put a '#line' directive to its source line before each loop, if and
   * statement, so that compilers and tools name the user's lines. */
  bool line_marks;
  const struct ir_print_hooks *expr; /* device code's spelling of expressions */
  const char *barrier; /* device code: the target's barrier (IR_S_BARRIER) */
  /* Device code: the call that starts an asynchronous element copy
   * (F(&dst, &src), struct ir_stmt's ASYNC) and the statement that waits
   * for the thread's copies before a barrier marked ASYNC; NULL: plain
   * copies, no wait. */
  const char *async_copy, *async_wait;
  const char *async_copy_n; /* "F<N>(&T[..], A, &A[..], COUNT)": N elements (IR's vec) */
  const char *async_copy_v; /* "F<N>(&T[..], &A[..])": N elements, all read (no VEC_COUNT) */
  /* Device code: the statement that commits the thread's copies as a
   * group (IR_S_COMMIT), and the function F of "F<N>();" that waits for
   * all but the last N groups (a barrier's PENDING); NULL: none. */
  const char *async_commit, *async_wait_pending;
  /* Device code: the prefix of the functions that run a tensor-core step
   * (IR_S_MMA): PREFIXm8n8k4 called with the statement's LHS, LHS2, RHS
   * and RHS2, PREFIXm16n8k4 with LHS to LHS4, RHS, RHS3 and RHS2,
   * PREFIXm16n8k8 with LHS to LHS4, RHS, RHS3, RHS4, RHS5, RHS2 and RHS6;
   * NULL where the target has none. */
  const char *mma;
  void (*kernel)(const struct ir_node *launch, int depth, struct ir_buf *out, void *data);
  /* Device code: print node N if it is a GPU construct (a mapped loop, an
   * IF for one thread) and return true; false leaves it to the C printer. */
  bool (*device_node)(const struct ir_node *n, int depth, struct ir_buf *out, void *data);
  void *data;
};
/* Iterators of the loops in BODY (and below) that the source declared
 * outside their loop headers, each once, appended to OUT (struct ir_var *). */
void cg_undeclared_iterators(const struct ir_node *body, struct ir_vec *out);
/* The value of a bound of several parts as C: the max (lower bound,
 * WANT_MAX) or min of the parts, as nested conditional expressions. */
char *cg_c_bound(const struct ir_bound *b, bool want_max);
/* The definitions of region R's derived parameters ("const int n_div_2 =
 * n / 2;", one per line), which its code starts with; NULL if none.
 * With BINDINGS, first those of the struct members it reads ("const int
 * s_n = s->n;", "float *const s_a = s->a;"), which --split's region
 * functions take as arguments instead. */
char *cg_derived_params(const struct ir_region *r, bool bindings);
/* The value of struct member BIND ("s->n", "m.rows") as the region's
 * start reads it: "(s ? s->n : 0)" through a pointer, which the original
 * may never follow. */
const char *cg_bind_value(const char *bind);
/* The size of an element of array A: "sizeof(float)", or for a member of
 * the elements of an array of structs the struct's ("sizeof(p[0])"). */
char *cg_element_size(const struct ir_array *a);
void cg_c_nodes(const struct ir_node *n, int depth, const char *base, const char *unit,
                const struct cg_c_hooks *hooks, struct ir_buf *out);
/* '#line LINE "FILE"' and a newline for LOC, or nothing when LOC is
 * unknown (codegen/gpu.c). */
void cg_line_mark(struct ir_loc loc, struct ir_buf *out);

/* ---------------------------------------------------------------- GPU targets (codegen/gpu.c) */

struct cg_gpu;

/* One kernel launch as the shared printer prepares it: the grid in blocks
 * (C expressions) and the block in threads, per dimension (NDIMS used,
 * the rest 1). */
struct cg_gpu_launch {
  const struct ir_kernel *k;
  const char *grid[3];
  int block[3];
  int ndims;
  /* A flexible kernel (struct ir_kernel): the band's trip count, from
   * which tilec_threads, the block's size, is chosen; GRID[0] uses it. */
  const char *trips;
  /* The grid may be empty (a band with no iteration): the launch must be
   * skipped then.  A one-thread kernel's grid never is. */
  bool may_be_empty;
  /* The side stream it runs on (struct ir_node's stream), 0: the default. */
  int stream;
};

/* What a GPU language spells its own way; the rest is shared. */
struct cg_gpu_target {
  const char *global;        /* qualifier of kernel pointer parameters ("" in CUDA) */
  /* Follows the '*' of every kernel pointer parameter: "__restrict__ " in
   * CUDA.  Each array of a kernel is its own device buffer (a region
   * whose arrays overlap at run time runs its original loops instead),
   * so no two parameters alias; said so, nvcc may load ahead of stores
   * (deriche's row sweeps: 3.5 -> 0.95 ms at LARGE on an H200). */
  const char *restrict_kw;
  const char *local;         /* declares a block's shared tile */
  const char *barrier;       /* block-wide barrier that orders shared-memory accesses */
  const char *async_copy, *async_wait, *async_copy_n, *async_copy_v, *mma; /* struct cg_c_hooks' */
  const char *async_commit, *async_wait_pending;           /* the same */
  const char *align; /* "__align__(%d) ": a shared tile's alignment (struct ir_array's) */
  /* The declaration of a kernel's dynamic shared memory (struct
   * ir_kernel's dynamic_shared), bytes aligned to 16, and its name. */
  const char *shared_pool, *shared_pool_name;
  /* The same for global memory too: the barriers of a persistent kernel
   * (struct ir_kernel's persist), whose steps pass data in global memory. */
  const char *barrier_global;
  const char *thread_idx[3]; /* thread index in its block, as int, per dimension */
  const char *block_idx[3];  /* block index in the grid */
  const char *block_dim[3];  /* threads per block */
  const char *grid_dim[3];   /* blocks in the grid */
  const char *(*type_name)(struct ir_type t); /* kernel code; NULL: C's names */
  const char *(*callee)(const char *c_name);  /* kernel code; NULL: C's names */
  const char *static_assert_kw; /* host code's static assertion: "static_assert" (C++) */
  /* "__global__ void NAME(PARAMS)" with the target's attributes */
  char *(*kernel_head)(const struct ir_kernel *k, const char *params);
  /* Host code, each one or more lines without indentation: a device
   * buffer d_NAME for array A of BYTES bytes; the copy of BYTES bytes
   * from host address HOST to its start; the copy of BYTES bytes from
   * element OFFSET of it (a C expression; NULL: 0) to HOST; the release. */
  char *(*alloc)(const struct ir_array *a, const char *bytes);
  char *(*copy_in)(const struct ir_array *a, const char *host, const char *bytes);
  char *(*copy_out)(const struct ir_array *a, const char *host, const char *offset,
                    const char *bytes);
  char *(*release)(const struct ir_array *a);
  /* A checked, timed launch (arguments d_NAME for arrays, the scalars by
   * name), inside braces of its own. */
  char *(*launch)(const struct cg_gpu *g, const struct cg_gpu_launch *l);
  /* Before and after a group of N concurrent launches (struct ir_node's
   * fork, join); NULL where the target has no streams. */
  char *(*fork)(const struct cg_gpu *g, int n);
  char *(*join)(const struct cg_gpu *g, int n);
  /* With the allocations: create the N side streams a region's groups
   * use (a set-up cost, outside the timed runs). */
  char *(*streams)(const struct cg_gpu *g, int n);
  /* Put TEXT, the kernels of g->r's function, into the file before it. */
  void (*kernels)(const struct cg_gpu *g, const char *text, struct ir_buf *out);
};

/* Printing one region for target T. */
struct cg_gpu {
  const struct cg_gpu_target *t;
  const struct ir_program *p;
  const struct ir_region *r;
  const char *unit; /* one level of indentation */
  bool split;       /* host code in a function of its own: arrays are flat pointers */
  /* The host code's own variables, named by cg_gpu_host so that none is
   * or hides a name the region's code uses (cg_fresh_name): the timer,
   * and in each launch the grid, the block, the threads per block of a
   * flexible kernel and (OpenCL) the kernel object. */
  const char *timer, *grid, *block, *threads, *kernel;
  const struct ir_kernel *k; /* the kernel being printed */
};

/* A name derived from BASE ("tilec_grid", "tilec_grid2", ...) that no
 * variable or array of region R, no name its function or the file
 * declares, no macro and no device buffer of R uses. */
const char *cg_fresh_name(const struct ir_region *r, const char *base);

/* Report each name of the user's program (identifiers of the translation
 * unit, macros) that the run-time support RUNTIME, copied into the
 * output, also uses: the generated file would not mean what the program
 * means.  False if any. */
bool cg_gpu_check_runtime_names(const struct fe_unit *u, const char *runtime);
/* Report a long double in kernel K (its code, arrays or scalars), which
 * the device language LANG ("OpenCL C") lacks, and a _Bool scalar unless
 * BOOL_OK; INSTEAD says what the loop nest can do ("target CUDA
 * (--emit=cuda)").  False if anything was reported. */
bool cg_gpu_check_kernel(const struct ir_kernel *k, const char *lang, const char *instead,
                         bool bool_ok);
/* Does region R launch kernels (otherwise it stays host code)? */
bool cg_gpu_has_kernels(const struct ir_region *r);
/* The kernels of g->r, in the target's syntax. */
void cg_gpu_kernels(struct cg_gpu *g, struct ir_buf *out);
/* The host code that replaces g->r. */
void cg_gpu_host(struct cg_gpu *g, struct ir_buf *out);
/* Where the kernels of region R go: the start of the line where its
 * function's definition begins. */
size_t cg_gpu_kernel_place(const struct fe_unit *u, const struct ir_program *p,
                           const struct ir_region *r);
/* The whole output file: P's text with EDITS applied outside the
 * regions, each function's kernels before it, regions replaced. */
void cg_gpu_file(const struct fe_unit *u, const struct ir_program *p,
                 const struct cg_gpu_target *t, const struct ir_vec *edits, struct ir_buf *out);

/* ---------------------------------------------------------------- C as C++ (codegen/cxx.c) */

/* Apply sorted edits (struct fe_edit *, frontend/cxx.c) to TEXT (used by
 * the CUDA emitter for the text between regions): the edits inside
 * [BEGIN, END) are applied to the text of that range and the result
 * appended to OUT. */
void cg_apply_edits(const char *text, size_t begin, size_t end, const struct ir_vec *edits,
                    struct ir_buf *out);

#endif
