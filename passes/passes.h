/* passes.h - analyses and transformations over the loop-nest IR.
 *
 * passes/model.c: each region's polyhedral model (isl context,
 * parameters, statement domains, schedule tree, access relations), the
 * one place isl objects of a region are built from the IR (pm_*).
 * passes/deps.c: exact data dependences with isl (flow, anti, output,
 * through arrays and scalars, across nests), their distance and
 * direction vectors and carrying loops, parallel loops, reductions,
 * privatisable scalars, and the legality queries every transformation
 * asks before it acts (dep_*), from the model.  passes/footprint.c: the
 * elements each array reached through a pointer touches, from the same
 * model. */
#ifndef TILEC_PASSES_H
#define TILEC_PASSES_H

#include "../ir/ir.h"

/* ---------------------------------------------------------------- the polyhedral model (passes/model.c) */

struct isl_ctx;
struct isl_map;
struct isl_set;
struct isl_union_map;
struct isl_schedule;

/* A statement of the region with its place in the loop tree. */
struct pm_stmt {
  struct ir_stmt *stmt;
  struct ir_node *node;
  int nloops;
  struct ir_node **loops; /* enclosing loops, outermost first */
  char *iters;            /* its instance tuple's isl names, "i_0, i_1" */
  char *constraints;      /* its domain's isl constraints, "" when none */
  char *sched;            /* its tree path, "0, i_0, 1, ..." */
  int sched_len;
  /* The tree path by level: a loop (its iterator's coordinate) or NULL
   * and a position among siblings (0/1 for an if's branches). */
  struct ir_node **level_loop;
  int *level_pos;
  /* Its guard (an 'if' around it that reads no array) is quasi-affine
   * and part of the constraints: it runs exactly where they hold. */
  bool guard_exact;
};

/* One reference of a statement to an array or a scalar, the tuple R<id>
 * of isl's problems.  Accesses of a statement that are the same
 * reference (same array, subscripts and role) share one: they touch the
 * same element in every instance, so they have the same dependences. */
struct pm_ref {
  int id;
  struct pm_stmt *st;
  struct ir_access *acc; /* array reference (the first of its copies), or NULL */
  struct ir_var *scalar; /* scalar reference, or NULL */
  int rank;              /* position within the statement, for a stable order */
  bool read, write, must; /* must: every subscript affine */
  bool accumulator;      /* the updated element of a reduction-shaped statement */
};

struct pm_model {
  struct ir_region *region;
  struct isl_ctx *ctx;
  char *params;        /* the region's parameters, "[p_1, p_4] -> " */
  struct ir_vec stmts; /* struct pm_stmt *, in textual order */
  struct ir_vec refs;  /* struct pm_ref *, by id; none when depth > DEP_MAX_DEPTH */
  int depth;           /* the most loops around a statement */
  int max_sched;       /* the longest tree path */
  bool out_of_ops;     /* the current question ran out of isl operations */
  /* model.c's own: references by variable id while collecting, the
   * declaration of each local scalar and array, and the isl maps made
   * so far. */
  struct pm_ref **var_ref;
  struct pm_stmt **decl_of, **array_decl_of; /* by variable id, by array id */
  struct isl_map **access, **sched;
};

/* The model of region R as its IR stands now; pm_free releases its isl
 * context and every isl object made from it. */
struct pm_model *pm_build(struct ir_region *r);
void pm_free(struct pm_model *m);
/* The isl text conventions of every isl user: variables are named i_<id>
 * (iterators) and p_<id> (parameters), since source names could clash
 * with isl's keywords; "3 + 1*i_0 - 2*p_1". */
const char *pm_isl_name(const struct ir_var *v);
char *pm_aff_isl(const struct ir_aff *a);
/* V (freed) as a long, or false when it is not an integer that fits
 * (LONG_MIN excluded: its negation would not). */
struct isl_val;
bool pm_val_long(struct isl_val *v, long *out);
/* AFF, a function of the region's parameters (p_<id>) without
 * divisions, as an affine expression over R's variables; NULL otherwise
 * (passes/footprint.c). */
struct isl_aff;
struct ir_aff *pm_param_aff(struct ir_region *r, struct isl_aff *aff);
/* Is COND (an if's condition) part of the domain constraints of the
 * statements under it, exactly?  Otherwise the model drops it, which
 * only adds instances. */
bool pm_cond_exact(const struct ir_expr *cond);
/* Does COND hold wherever node AT of kernel K's body runs: 1 always, 0
 * never, -1 sometimes or unknown (not affine, out of operations).  What
 * is known there: the bounds and strides of the loops around AT that run
 * their iterations exactly (ordinary loops; loops mapped to the blocks
 * of a grid that is their trip count, no bounding box; loops mapped to
 * the threads of a block as long as their trip count), and the
 * conditions of the ifs AT lies in (the else branch's negated); neither
 * where it reads a variable of ASSIGNED (those some statement of the
 * kernel assigns, the points' binds included: pm_assigned_vars), nor
 * non-integer variables. */
int pm_kernel_truth(struct pm_model *m, const struct ir_kernel *k, const struct ir_vec *assigned,
                    const struct ir_node *at, const struct ir_expr *cond);
/* The variables the statements of BODY (and below) assign, binds
 * ("int i = ...") too where BINDS, pushed to OUT: pm_kernel_truth's
 * ASSIGNED is its kernel's, binds included. */
void pm_assigned_vars(struct ir_node *body, bool binds, struct ir_vec *out);
/* Questions: each starts with a fresh budget of isl operations (the
 * context's max operations, which the asker sets); pm_exhausted says
 * whether it ran out.  BODY is set or map text without braces, read with
 * the region's parameters: "R3[i_0] -> [i_0]". */
void pm_new_question(struct pm_model *m);
bool pm_exhausted(const struct pm_model *m);
struct isl_set *pm_read_set(struct pm_model *m, const char *body);
struct isl_map *pm_read_map(struct pm_model *m, const char *body);
/* Reference RF's access relation, R<id>[iterators] -> A_<array id>[o0,
 * ...] (V_<var id>[...] for a scalar) over its statement's domain, and
 * its flat schedule R<id>[iterators] -> [tree path padded with zeros];
 * owned by the model, made on first use; NULL when out of operations. */
struct isl_map *pm_access(struct pm_model *m, const struct pm_ref *rf);
struct isl_map *pm_ref_schedule(struct pm_model *m, const struct pm_ref *rf);
/* Instances of tuple TUPLE over LOOPS[0..nloops-1] (its statement's
 * enclosing loops, outermost first) mapped onto the iterators of
 * KEEP[0..nkeep-1] in execution orientation (a reversed loop's negated):
 * "R3[i_0, i_1] -> [i_0, -i_1]".  A new object. */
struct isl_map *pm_loop_coords(struct pm_model *m, const char *tuple, struct ir_node **loops,
                               int nloops, struct ir_node **keep, int nkeep);
/* REL (taken), from instances of a statement in loops LS[0..ns-1] to
 * instances of one in loops LT[0..nt-1], as the distances over the first
 * N loops of each: a new set "[d0, ...]". */
struct isl_set *pm_leading_deltas(struct pm_model *m, struct isl_map *rel, struct ir_node **ls,
                                  int ns, struct ir_node **lt, int nt, int n);
/* The schedule tree of REFS[0..n-1]: a band per loop, a sequence per list
 * of siblings; REV runs time backwards.  A new object. */
struct isl_schedule *pm_schedule_tree(struct pm_model *m, struct pm_ref **refs, int n, bool rev);
/* The accesses of the region to array A (only the writes when
 * WRITES_ONLY) over their statements' domains, as a new union map
 * "{ R0[i_0] -> A_2[o0] : ...; ... }" (tuples numbered afresh); NULL when
 * there is no such access.  Of accesses of one statement that differ in
 * their subscripts' constants only, just those with extreme constants
 * are listed: the union's lexicographic and per-dimension bounds, all a
 * footprint asks, are theirs. */
struct isl_union_map *pm_accesses(struct pm_model *m, const struct ir_array *a, bool writes_only);

/* ---------------------------------------------------------------- dependences */

enum dep_kind { DEP_FLOW, DEP_ANTI, DEP_OUTPUT };

/* One dependence between two references, carried by one loop level (a
 * relation that is carried at several levels is split into one dep per
 * level).  Distances are in iterator units, per common loop, outermost
 * first, in the direction of execution (a reversed loop's distance is
 * positive when the sink runs later). */
struct dep {
  enum dep_kind kind;
  struct ir_stmt *src, *sink;
  struct ir_access *src_acc, *sink_acc; /* NULL for a scalar */
  int src_rank, sink_rank; /* the references' positions in their statements */
  struct ir_var *scalar;                /* the scalar, for scalar deps */
  int ncommon;                          /* loops enclosing both */
  struct ir_node **common;
  int level;       /* index in common of the carrying loop; -1: loop-independent */
  /* Filled on first use by the printers (dep_str, dep_print): */
  bool constant;   /* every component constant: distance[] holds it */
  long *distance;
  const char **dir; /* per common loop: "<", "=", ">", "<=", ">=", "*" */
  bool alias;       /* assumed because two arrays may overlap */
  bool reduction;   /* between instances of one reduction update */
  void *deltas;     /* isl_set * of distance vectors (owned by struct dep_info) */
  void *rel;        /* isl_map *: source instances -> sink instances */
  struct dep_info *info; /* the analysis it belongs to */
};

/* What the analysis knows about one loop. */
struct dep_loop {
  struct ir_node *loop;
  bool parallel;          /* no dependence carried, no assumption needed */
  bool parallel_if_no_alias; /* parallel once overlapping arrays are ruled out */
  bool reduction;         /* only reduction updates carry dependences */
  struct ir_vec carried;  /* struct dep *: deps carried by this loop */
  struct ir_vec reductions; /* struct ir_stmt *: the reduction updates */
  struct ir_vec privates;   /* struct ir_var *: scalars privatisable for it */
};

struct dep_info {
  struct ir_region *region;
  struct pm_model *model; /* the region's isl model, which owns the isl objects */
  bool owns_model;        /* dep_free frees the model too */
  /* Answer queries as if overlapping arrays were ruled out (the caller
   * checks that at run time). */
  bool ignore_alias;
  struct ir_vec deps;     /* struct dep * */
  struct ir_vec loops;    /* struct dep_loop *, pre-order */
  struct ir_vec alias_pairs; /* struct ir_array *, two per pair */
  /* The region nests more loops than DEP_MAX_DEPTH, or the analysis ran
   * out of isl operations: no dependence was computed, no loop is
   * parallel and every query answers no, saying GAVE_UP. */
  bool too_deep;
  const char *gave_up;
};
#define DEP_MAX_DEPTH 16

struct dep_options {
  bool assume_no_alias; /* --assume-no-alias: pointer parameters never overlap */
};

/* Analyse the region of model M (which must outlive the result, unless
 * owns_model hands it over).  Never fails: what cannot be analysed
 * exactly (non-affine subscripts, possibly overlapping arrays) is
 * over-approximated. */
struct dep_info *dep_analyze(struct pm_model *m, const struct dep_options *opt);
void dep_free(struct dep_info *info);
/* The pairs of arrays of R that may overlap, one of them written (two
 * entries per pair), without computing any dependence. */
void dep_alias_pairs(const struct ir_region *r, const struct dep_options *opt, struct ir_vec *out);
struct dep_loop *dep_loop_info(const struct dep_info *info, const struct ir_node *loop);

/* Queries.  Each "no" fills *WHY (if WHY is not NULL) with the first
 * dependence that forbids it, and *MSG with a sentence in source terms. */
bool dep_loop_is_parallel(const struct dep_info *info, const struct ir_node *loop,
                          bool allow_reduction, struct dep **why);
/* Is it legal to reorder the perfectly nested band LOOPS[0..n-1]
 * (outermost first) into ORDER (ORDER[k] = index of the loop that becomes
 * the k-th)? */
bool dep_permutation_is_legal(const struct dep_info *info, struct ir_node **loops, int n,
                              const int *order, struct dep **why, char **msg);
/* After reordering the band LOOPS[0..n-1] into ORDER, would its first
 * loop be parallel (no dependence within the band moves along it)? */
bool dep_first_parallel_after(const struct dep_info *info, struct ir_node **loops, int n,
                              const int *order);
/* Is the band fully permutable, i.e. tileable? */
bool dep_band_is_permutable(const struct dep_info *info, struct ir_node **loops, int n,
                            struct dep **why, char **msg);
/* Does every dependence carried within the band LOOPS[0..n-1] run
 * forwards (or not at all) along LOOPS[0] and along LOOPS[K] skewed by
 * SKEW times LOOPS[0] (iterator i_K + SKEW * i_0)?  Where this holds for
 * every K, the skewed band is fully permutable: tiles of it may run in
 * wavefronts (passes/wavefront.c). */
bool dep_skew_is_legal(const struct dep_info *info, struct ir_node **loops, int n, int k,
                       long skew, struct dep **why, char **msg);
/* Distributing LOOP's body into the given consecutive groups of its
 * children (GROUP_OF[k] = group of the k-th child, non-decreasing). */
bool dep_distribution_is_legal(const struct dep_info *info, const struct ir_node *loop,
                               const int *group_of, struct dep **why, char **msg);
/* Does no dependence link an instance of a statement in sibling A and
 * one in sibling B in the same iteration of the loops around them? */
bool dep_siblings_independent(const struct dep_info *info, const struct ir_node *a,
                              const struct ir_node *b, struct dep **why);
/* Fusing adjacent loops A (first) and B (second) with the same bounds. */
bool dep_fusion_is_legal(const struct dep_info *info, const struct ir_node *a,
                         const struct ir_node *b, struct dep **why, char **msg);
/* Fusing A and B and the LEVELS - 1 loops below them, each the only child
 * of the one above, carries none of the dependences from A to B: each
 * links the same iteration of all LEVELS loops, so the fused loops stay
 * parallel where A's and B's were. */
bool dep_fusion_keeps_parallel(const struct dep_info *info, const struct ir_node *a,
                               const struct ir_node *b, int levels);

/* --emit=deps text; dep_str describes one dependence in source terms. */
void dep_print(const struct dep_info *info, struct ir_buf *out);
char *dep_str(const struct dep *d);
/* Remarks for --remarks: one per loop verdict. */
void dep_remarks(const struct dep_info *info);


/* ---------------------------------------------------------------- transformation passes */

/* One transformation step: a recipe line ("tile i,j 32,32") or a step the
 * automatic pipeline chose.  Loops are named by their iterator, with an
 * optional "@LINE" (the loop's source line) when the name is ambiguous. */
struct pass_step {
  const char *pass;   /* "strip-mine", "permute", "tile", ... */
  int nloops;
  const char **loops; /* iterator names */
  int *lines;         /* source line per loop, 0 when not given */
  /* Per loop: the kernel it must lie in ("K:i" names loop 'i' of kernel
   * 'K'), or NULL; the array of 'promote', a trailing keyword ('coarsen
   * ... contiguous', 'promote ... shared'), or NULL. */
  const char **kernels;
  const char *array, *word;
  int nsizes;
  long *sizes;        /* tile sizes, unroll factor */
  struct ir_loc loc;  /* the recipe line (file:line:1), or the region */
  /* The region it applies to, from the "# region N: 'FUNC' (FILE:LINE)"
   * line above it in a recipe (as --save-recipe writes them); NULL: every
   * region with a loop it names. */
  const char *func;
  int func_line;
};

struct pass_ctx {
  struct ir_region *region;
  bool split; /* --split (struct pass_options) */
  bool gpu;   /* a GPU target, or --emit=ir (pass_options gpu, gpu_recipe) */
  bool opencl; /* --emit=opencl (pass_options opencl) */
  struct dep_options dep_opt;
  /* In the automatic pipeline a refused step is a remark; from a recipe
   * it is an error. */
  bool automatic;
  /* Analyses are recomputed lazily: a pass that changed the IR sets
   * deps_stale. */
  struct dep_info *deps;
  bool deps_stale;
  /* The region's polyhedral model, which the dependences and footprints
   * ask; a pass that changed the IR sets model_stale too. */
  struct pm_model *model;
  bool model_stale;
  struct ir_vec applied; /* char *: recipe lines of the steps applied */
  /* Transformations may assume that possibly overlapping arrays do not
   * overlap: the generated code checks it at run time and falls back to
   * the original region (see struct ir_region's alias_checks). */
  bool versioning;
  bool no_shared; /* --no-shared-memory: no steps after map-gpu */
  /* The target has the FP64 tensor cores' instructions and may use them:
   * CUDA (not OpenCL) for sm_80 and later, without --no-tensor-cores
   * (passes/mma.c). */
  bool tensor_cores;
  /* ... and for sums of floats, their factors rounded to TF32 (the
   * tensor cores' float format; --allow-tf32). */
  bool allow_tf32;
  /* Why the last step was refused (pass_refuse, or map-gpu leaving the
   * region on the host) and where: a phrase for a warning. */
  const char *why;
  struct ir_loc why_loc;
  /* The cost model (passes/gpu_plan.c): --tile-sizes (points per block in
   * x and y, steps of the reduction loop; 0 = default) and the target's
   * limits (--arch); promote counts the tiles it staged. */
  int tile[3];
  const struct pass_gpu_limits *limits;
  int nshared;
  struct ir_var *gpu_load; /* promote: the fill loops' iterator */
  /* The iterators read after the region (passes/final_values.c): their
   * final values, as statements to run after the transformed code, or
   * why they cannot be had (then no step may change the region). */
  bool finals_ok;
  struct ir_vec finals;
  const char *finals_why;
  bool mapped;             /* a recipe's map-gpu step mapped the region */
};

/* What map-gpu must respect on NVIDIA compute capability sm_NN, from the
 * CUDA C Programming Guide's table of technical specifications. */
struct pass_gpu_limits {
  int sm;                 /* 90 for sm_90 */
  long smem_static;       /* bytes of static __shared__ memory per block */
  long smem_optin;        /* per block with dynamic shared memory */
  long regs_per_block;    /* 32-bit registers */
  int regs_per_thread;
  int threads_per_block;
  int sms; /* multiprocessors (of the capability's largest part) */
};
/* The limits of sm_SM, or NULL for a compute capability tilec does not
 * know; pass_gpu_arch_list names the known ones ("sm_50, sm_52, ..."). */
const struct pass_gpu_limits *pass_gpu_limits(int sm);
const char *pass_gpu_arch_list(void);

/* A transformation: returns true when it changed the region, false when
 * it refused (after reporting why: an error, or a remark when
 * ctx->automatic). */
typedef bool (*pass_fn)(struct pass_ctx *ctx, const struct pass_step *step);

struct pass_info {
  const char *name; /* command-line and recipe name, = file name */
  const char *recipe_name; /* recipe keyword ("stripmine" for strip-mine) */
  const char *usage;
  const char *help;
  pass_fn run;
};

/* The pass table (passes/manager.c), NULL-terminated. */
extern const struct pass_info pass_table[];
const struct pass_info *pass_lookup(const char *name); /* by name or recipe keyword */

/* Current dependences of ctx->region (recomputed when stale). */
struct dep_info *pass_deps(struct pass_ctx *ctx);
/* Current model of ctx->region (rebuilt when stale, dropping the
 * dependences computed from the old one). */
struct pm_model *pass_model(struct pass_ctx *ctx);
/* Find the loop STEP names at index K; reports an error (or remark) and
 * returns NULL when there is none or the name is ambiguous. */
struct ir_node *pass_find_loop(struct pass_ctx *ctx, const struct pass_step *step, int k);
/* How a step names loop L: its iterator NAME, with *LINE (its source
 * line, else 0) where another loop of the region has that name, and
 * *KERNEL (its kernel's name, else NULL) where copies of one source loop
 * (distribute) lie in different kernels. */
void pass_loop_name(struct pass_ctx *ctx, struct ir_node *l, const char **name, int *line,
                    const char **kernel);
/* Report a refusal: an error from a recipe, a remark in the automatic
 * pipeline. */
void pass_refuse(struct pass_ctx *ctx, struct ir_loc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* A fresh iterator name derived from BASE ("i_tile", then "i_tile2", ...)
 * that clashes with no variable or array of the region nor any name in
 * the enclosing function. */
const char *pass_fresh_name(struct pass_ctx *ctx, const char *base);

/* The passes, one per file. */
bool pass_strip_mine(struct pass_ctx *ctx, const struct pass_step *step);
bool pass_permute(struct pass_ctx *ctx, const struct pass_step *step);
bool pass_tile(struct pass_ctx *ctx, const struct pass_step *step);
bool pass_distribute(struct pass_ctx *ctx, const struct pass_step *step);
bool pass_fuse(struct pass_ctx *ctx, const struct pass_step *step);
/* The two loops STEP names (fuse, join); false (reported) if either is
 * missing. */
/* Do loops A and B have the same step and bounds (fuse's condition)? */
bool pass_same_header(const struct ir_node *a, const struct ir_node *b);
bool pass_find_loop_pair(struct pass_ctx *ctx, const struct pass_step *step, struct ir_node **a,
                         struct ir_node **b);
/* A loop inside the list starting at N whose iterator is V, or NULL. */
const struct ir_node *pass_inner_loop_with(const struct ir_node *n, const struct ir_var *v);
bool pass_join(struct pass_ctx *ctx, const struct pass_step *step);
/* Would 'join A B' be applied (passes/join.c)? */
bool pass_join_possible(struct pass_ctx *ctx, const struct ir_node *a, const struct ir_node *b);
bool pass_scalar_replace(struct pass_ctx *ctx, const struct pass_step *step);
/* Is loop L non-empty whenever control reaches it, as far as the bounds
 * of the loops around it tell?  (Enclosing if conditions are left out:
 * that only makes the answer more cautious.)  Asked in the context of
 * CTX's region model, whose parameters L's bounds use
 * (passes/scalar_replace.c). */
bool pass_provably_runs(struct pass_ctx *ctx, const struct ir_node *l);
/* expand (passes/expand.c): an array every iteration of a nest at the
 * top of the region uses as scratch space gets one copy per iteration, on
 * the GPU; pass_expand_possible: would 'expand A L' be applied? */
bool pass_expand(struct pass_ctx *ctx, const struct pass_step *step);
bool pass_expand_possible(struct pass_ctx *ctx, struct ir_node *l, struct ir_array *a);
/* What expand and snapshot ask of array A (named NAME) and loop L before
 * anything else: a GPU target (else "COPY on the GPU: ..."), A an array
 * of the program with known extents, L at the top of the region; and of
 * the dependences, that they were computed and A overlaps no other
 * array.  Why not, or NULL. */
const char *pass_copy_problem(struct pass_ctx *ctx, const struct ir_node *l,
                              const struct ir_array *a, const char *name, const char *copy);
const char *pass_overlap_problem(const struct dep_info *info, const struct ir_array *a);
/* isl's flow analysis over the references REFS (struct pm_ref *): their
 * reads as sinks, their writes as must sources, in program order; NULL
 * when an access could not be built (out of operations). */
struct isl_union_flow *pass_refs_flow(struct pm_model *m, const struct ir_vec *refs);
/* The model's references to array A by statements under top-level loop
 * TOP (struct pm_ref *). */
struct ir_vec pass_refs_under(struct pm_model *m, const struct ir_array *a,
                              const struct ir_node *top);
/* snapshot (passes/snapshot.c): the reads of an array in a nest at the
 * top of the region that only ever get values from before the nest read
 * a copy taken before it; pass_snapshot_possible: would 'snapshot A L'
 * be applied? */
bool pass_snapshot(struct pass_ctx *ctx, const struct pass_step *step);
bool pass_snapshot_possible(struct pass_ctx *ctx, struct ir_node *l, struct ir_array *a);
/* inplace (passes/inplace.c): a scalar that carries values to the array
 * elements they are stored to (ludcmp's w) is replaced by those
 * elements; pass_inplace_possible: would 'inplace V L' be applied? */
bool pass_inplace(struct pass_ctx *ctx, const struct pass_step *step);
bool pass_inplace_possible(struct pass_ctx *ctx, struct ir_node *l, struct ir_var *v);
/* Why scalar V's values in the nest at the top of the region at L (in
 * the whole region, L NULL) are not its own (every write to it there
 * unconditional, every read there getting a value written there, none
 * read after it), or NULL. */
const char *pass_temporary_problem(struct pm_model *m, const struct dep_info *info,
                                   struct ir_var *v, const struct ir_node *l);
bool pass_unroll(struct pass_ctx *ctx, const struct pass_step *step);
bool pass_unswitch(struct pass_ctx *ctx, const struct pass_step *step);
bool pass_pipeline(struct pass_ctx *ctx, const struct pass_step *step);
bool pass_peel(struct pass_ctx *ctx, const struct pass_step *step);
/* The full steps of a product's reduction loop on the FP64 tensor cores
 * (passes/mma.c). */
bool pass_mma(struct pass_ctx *ctx, const struct pass_step *step);
/* The asynchronous fills of the tiles kernel loop LOOP reads, 16 bytes per
 * copy (passes/vectorize.c). */
bool pass_vectorize(struct pass_ctx *ctx, const struct pass_step *step);
bool pass_fold_tests(struct pass_ctx *ctx, const struct pass_step *step);
/* May the tensor cores sum values of type BASE: doubles, and floats (in
 * TF32) where TF32 is allowed (--allow-tf32)? */
bool pass_mma_type(enum ir_base base, bool tf32);
/* Is RHS a sum of products the tensor cores can run: every factor of
 * type BASE (the sum's: double, or float in TF32) that reads variables of
 * at most one of XS[0..N-1] (the columns' iterator first) and YS[0..N-1]
 * (the rows'; NULL entries are ignored), every product a factor that
 * reads XS's?  The factors go to FACTORS (unless NULL); *WHY says why
 * not. */
bool pass_mma_sum(struct ir_expr *rhs, struct ir_var *const *xs, struct ir_var *const *ys, int n,
                  enum ir_base base, struct ir_vec *factors, const char **why);
/* The scalars a point declares in the list FIRST ("double a = M[..];"
 * before "sum += a * b;"), as the mma step sees them: a copy of E with
 * each such scalar replaced by its value (converted to its type), the
 * copies' accesses appended to OWNER's (unless NULL); NULL where a value
 * cannot move to the use (the scalar is assigned, or used in a subscript
 * or before its declaration, or its value reads memory that the list
 * writes). */
struct ir_expr *pass_mma_expand(const struct ir_expr *e, const struct ir_node *first,
                                const struct ir_node *use, struct ir_stmt *owner);
/* Does the automatic pipeline double-buffer the tiles of LOOP (of kernel
 * K): is every fill an asynchronous copy (no conversion) of elements of 8
 * bytes or more, or of 4 bytes where each thread computes 64 points or
 * more, or on the tensor cores (MMA: the plan's)?  On an H100 double
 * buffering made the double products 4 to 10%
 * faster and the lecture matmul at 4096 slower (converting float to
 * double: 6%; float tiles of 4-byte copies: 3%); on the H200 the float
 * matmul at 4096 with 8 x 8 points per thread 4.80 -> 4.62 ms, with 4 x 4
 * 6.39 -> 6.94, and the lecture matmul on the tensor cores (float tiles:
 * promote's "shared:float") 5.55 -> 4.10. */
bool pass_pipeline_pays(const struct ir_kernel *k, const struct ir_node *loop, bool mma);
bool pass_rotate(struct pass_ctx *ctx, const struct pass_step *step);
/* Would 'rotate' apply to loop L (passes/rotate.c)? */
bool pass_rotate_possible(struct ir_node *l);
bool pass_batch(struct pass_ctx *ctx, const struct pass_step *step);
/* Would 'batch' apply to loop L (passes/batch.c)? */
bool pass_batch_possible(const struct ir_node *l);
/* Iterations per group of the automatic 'batch' of a rotated loop. */
#define BATCH_FACTOR 8
/* reschedule (passes/reschedule.c): a loop nest at the top of the region
 * rebuilt from isl's scheduler and AST generator. */
bool pass_reschedule(struct pass_ctx *ctx, const struct pass_step *step);
bool pass_wavefront(struct pass_ctx *ctx, const struct pass_step *step);
/* The statements STMTS (struct pm_stmt * of model M, those of one loop
 * nest at the top of CTX's region) as a new loop nest that runs their
 * instances in the order of MAPS[k] (isl map text, as pm_read_map reads
 * it, from S<k>[its iterators] to the new time), built by isl's AST
 * generator; the new loops, in the order they were made, go to LOOPS.
 * The new loops are named as reschedule names them.  NULL with *WHY when
 * isl's code cannot be read. */
struct ir_node *pass_nest_from_schedule(struct pass_ctx *ctx, struct pm_model *m,
                                        const struct ir_vec *stmts, const char *const *maps,
                                        struct ir_vec *loops, const char **why);
/* Does the subtree N (N alone, not its siblings) hold a parallel loop? */
bool pass_holds_parallel_loop(const struct dep_info *info, struct ir_node *n);
/* The outermost loops of the subtree N (N alone) that hold no parallel
 * loop and lie in none: work the GPU code could only run in one thread
 * (or on the host).  The automatic pipeline reschedules a nest with any,
 * and keeps the new nest only if it has fewer. */
int pass_sequential_nests(const struct dep_info *info, struct ir_node *n);
/* The loops of the subtree N (N alone) that carry dependences, hold a
 * parallel loop and lie in none: host loops that would launch kernels
 * (symm's 'i').  The automatic pipeline reschedules such a nest too, and
 * keeps the new one only if it has none of these and no loop without a
 * parallel loop. */
int pass_launch_loops(const struct dep_info *info, struct ir_node *n);
/* map-gpu (passes/map_gpu.c): parallel bands become kernels (IR_KERNEL
 * nodes); STEP's sizes, if any, give the block shape x, y, z. */
bool pass_map_gpu(struct pass_ctx *ctx, const struct pass_step *step);
/* Would map-gpu split reduction loop L among the lanes of a kernel
 * (struct ir_lanes)?  Asked before mapping. */
bool pass_map_gpu_lanes(struct dep_info *deps, const struct ir_node *l);
/* The arrays and the values kernel K needs (its ARRAYS and SCALARS):
 * everything its body and its band's bounds use, less the variables the
 * body declares and the band iterators. */
void pass_gpu_kernel_uses(struct ir_kernel *k);
/* Is region R, mapped, launch-bound: does a host loop (*HOST) launch a
 * kernel of at most linear work as many times as the problem is large?
 * Why, or NULL. */
const char *pass_gpu_launch_bound(struct ir_region *r, struct ir_node **host);
/* The outermost host loops of mapped region R that are launch-bound on
 * their own: every kernel under one does work at most linear in the
 * problem size, and one of them in a loop that grows with it (ludcmp's
 * substitutions beside its factorisation). */
struct ir_vec pass_gpu_launch_loops(struct ir_region *r);
/* The outermost time loops of mapped region R: host loops that grow,
 * around kernels of at most linear work none of which grows with them
 * (jacobi-1d's t). */
struct ir_vec pass_gpu_time_loops(struct ir_region *r);
/* persist (passes/persist.c): host loop L, with the kernels it launches
 * as steps between barriers, becomes one kernel of one block (struct
 * ir_kernel's persist); pass_persist_problem: why it cannot, or NULL. */
bool pass_persist(struct pass_ctx *ctx, const struct pass_step *step);
bool pass_sync_loop(struct pass_ctx *ctx, const struct pass_step *step);
const char *pass_persist_problem(struct pass_ctx *ctx, const struct ir_node *l);
/* concurrent (passes/concurrent.c): consecutive launches that share no
 * data run side by side on CUDA streams (struct ir_node's stream), at most
 * IR_MAX_STREAMS of them.  pass_concurrent_conflict: why kernels A and B
 * cannot (one writes an array the other uses, ...), or NULL;
 * pass_concurrent_groups: the groups (struct ir_vec * of IR_KERNEL nodes,
 * two or more each) the automatic pipeline launches so in the sibling
 * list FIRST, each launch joining the group before it while it conflicts
 * with none of its kernels, of kernels whose threads run a loop (one
 * statement per point is over before forking the streams pays: atax's
 * y = 0 beside tmp = A x, 0.092 ms of kernels alone, 0.113 so) and that
 * are not block-tiled (the cost model sizes their tiles to fill the GPU
 * on their own: 3mm's E = A B beside F = C D, 0.244 ms alone at LARGE,
 * 0.252 so, with 64 x 32 tiles 0.264).  Kernel ms on the H200, medians
 * of 7 runs, one lease: deriche's row and column sweeps (one thread per
 * row) 0.98 -> 0.71 at LARGE, mvt's two products 0.213 -> 0.178 at
 * EXTRALARGE (0.098 -> 0.101 at LARGE), bicg's 0.111 -> 0.105. */
bool pass_concurrent(struct pass_ctx *ctx, const struct pass_step *step);
const char *pass_concurrent_conflict(const struct ir_kernel *a, const struct ir_kernel *b);
struct ir_vec pass_concurrent_groups(struct ir_node *first);
/* The steps on kernels (passes/map.c, gpu_tile.c, coarsen.c, promote.c). */
bool pass_map(struct pass_ctx *ctx, const struct pass_step *step);
bool pass_gpu_tile(struct pass_ctx *ctx, const struct pass_step *step);
bool pass_coarsen(struct pass_ctx *ctx, const struct pass_step *step);
bool pass_promote(struct pass_ctx *ctx, const struct pass_step *step);

/* The cost model (passes/gpu_plan.c): the shared-memory shape of a kernel
 * of map-gpu's simple form whose band is two loops around one reduction
 * loop over operands a block can share (matmul): block tile and points
 * per thread for each mapped loop (outermost first), steps of the
 * reduction loop RED at a time, the arrays to stage.  Sizes come from
 * --block and --tile-sizes (CTX->tile, BLOCK) where given, else from the
 * target's limits (--arch).  False, with a remark (an error for sizes
 * asked for that do not fit), when the kernel does not take the form. */
#define PLAN_MAX_REDS 4
struct pass_gpu_plan {
  struct ir_node *mapped[2];
  long tile[2], per[2];
  int nred; /* reduction loops, strip-mined by RED_STEP */
  struct ir_node *red[PLAN_MAX_REDS];
  long red_step;
  /* const char *: the arrays to stage, over each reduction loop's steps
   * (the stencil form: [0], once per block) */
  struct ir_vec staged[PLAN_MAX_REDS];
  /* const char *: promote's keyword for each of them: "shared", or
   * "shared:float" for float operands that the tensor cores' steps read
   * as doubles (the tile holds floats, converted where read, so that its
   * fill copies them asynchronously). */
  struct ir_vec words[PLAN_MAX_REDS];
  /* The full steps of each reduction loop go to the FP64 tensor cores
   * (passes/mma.c): blocks of 4 x 32 threads, 16 x 2 points each (4 x 64,
   * 16 x 1 with two reduction loops). */
  bool mma;
  /* The threads' points in runs of 4 neighbours (coarsen's "grouped"):
   * the FFMA form of float products, whose shared reads are then 16-byte
   * loads. */
  bool grouped;
  /* The buffers of each reduction loop's tiles (pass_pipeline's stages):
   * 2, or 4 for the FFMA form of float products. */
  int stages;
  /* No plan: why not, in source terms (NULL: the kernel is tiled already,
   * or the plan said why in a remark of its own). */
  const char *why;
};
bool pass_plan_kernel(struct pass_ctx *ctx, struct ir_kernel *k, const int *block,
                      struct pass_gpu_plan *plan);

/* The final values of region R's iterators read after it
 * (passes/final_values.c): assignments to append to FINALS; false with
 * *WHY when one cannot be expressed. */
bool pass_final_values(struct ir_region *r, struct ir_vec *finals, const char **why);

/* Pipeline options from the command line. */
struct pass_options {
  struct dep_options dep_opt;
  const char *recipe;      /* --recipe=FILE */
  const char *save_recipe; /* --save-recipe=FILE */
  /* --tile-sizes=32,32,8: on --emit=c the tile size of each loop of a
   * band, outermost first; on the GPU targets x, y and the reduction
   * step of the shared-memory form. */
  int ntile_sizes;
  long tile_sizes[8];
  /* --no-transform, and --emit=ir/deps without a recipe: apply nothing,
   * only analyse (for --remarks and DEPS_OUT). */
  bool no_transform;
  struct ir_vec print_after;  /* const char *: pass names */
  struct ir_vec print_before;
  bool print_after_all;
  /* --emit=cuda: after the recipe (if any), map-gpu instead of the
   * automatic tiling. */
  bool gpu;
  /* --emit=ir: a recipe may map to the GPU too (its IR is printed). */
  bool gpu_recipe;
  /* --emit=opencl: work-groups are sized for any OpenCL device. */
  bool opencl;
  /* --split: a region becomes a function of the .cu that cannot set the
   * host's iterators, so none may be read after a transformed region. */
  bool split;
  int block[3]; /* --block=32x8 */
  bool no_shared; /* --no-shared-memory */
  bool no_reschedule; /* --no-reschedule: the automatic pipeline keeps the written order */
  bool no_tensor_cores; /* --no-tensor-cores: no mma step (passes/mma.c) */
  bool allow_tf32;      /* --allow-tf32: mma steps for float sums too, in TF32 */
  int arch;       /* --arch=sm_NN: the target's limits */
  bool mark_parallel; /* --openmp: set ir_node.parallel on the final IR */
  /* --emit=deps: receives each region's analysis after the pipeline
   * (struct dep_info *, freed by the caller with dep_free). */
  struct ir_vec *deps_out;
};

/* Run the recipe, or the automatic pipeline, on every region of P,
 * printing and verifying around each pass.  The dependence analysis runs
 * here and only here: with --remarks each region's loop verdicts are
 * reported once, from the analysis the passes consult, before any step.
 * Returns false after errors. */
bool pass_run_pipeline(struct ir_program *p, const struct pass_options *opt);

/* ---------------------------------------------------------------- footprints (passes/footprint.c) */

/* Is A reached through a pointer, so that no declaration bounds the
 * elements it may touch (struct ir_array's footprint)? */
bool pass_pointer_like(const struct ir_array *a);
/* Compute the footprints of the pointer-like arrays among ARRAYS (NULL:
 * all of them) of the region of model M, and with WRITTEN their written
 * footprints (struct ir_array's footprint and written_footprint), from
 * the model's access relations.  Run on the region as the frontend
 * built it: transformations reorder the same accesses. */
void pass_footprints(struct pm_model *m, const struct ir_vec *arrays, bool written);
/* After map-gpu: each array whose footprint may start elsewhere than at
 * element 0 gets its device_first parameter, passed to every kernel that
 * uses it. */
void pass_device_offsets(struct pass_ctx *ctx);

/* ---------------------------------------------------------------- bounds (passes/bounds.c) */

/* The loops STEP names, which must form a perfectly nested band (each
 * loop's body is exactly the next loop): in the named order when
 * IN_ORDER, else in any order.  Fills BAND[0..nloops-1] (outermost first)
 * and ORDER (ORDER[k] = index in BAND of the k-th named loop); otherwise
 * refuses through pass_refuse and returns false. */
bool pass_named_band(struct pass_ctx *ctx, const struct pass_step *step, bool in_order,
                     struct ir_node **band, int *order);
/* Bounds for the perfectly nested band LOOPS[0..n-1] (outermost first)
 * reordered as ORDER (ORDER[k] = index in LOOPS of the loop that becomes
 * the k-th): LB[k] and UB[k] are the bounds of LOOPS[ORDER[k]] at depth
 * k, by Fourier-Motzkin projection of the band's domain with isl.  Loops
 * with a step other than +-1 keep the bound they start from.  Reads only
 * the headers (iter, lb, ub, step), so LOOPS may be headers not yet linked
 * into the tree.  False with *MSG ("bounds of 'j' would need a division")
 * when the bounds cannot be written as max/min of affine parts. */
bool pass_band_bounds(struct ir_node **loops, int n, const int *order, struct ir_bound *lb,
                      struct ir_bound *ub, char **msg);
/* The headers strip-mining loop L by SIZE gives (passes/strip_mine.c):
 * *TILE iterates a new iterator L_tile from L's bounds with step SIZE *
 * step, *POINT iterates L's iterator from L_tile to the end of the tile.
 * Adds the new iterator to the region; refuses (reported at STEP's
 * location) and returns false for a loop that counts down or a tile step
 * that overflows. */
bool pass_strip_headers(struct pass_ctx *ctx, const struct pass_step *step,
                        const struct ir_node *l, long size, struct ir_node *tile,
                        struct ir_node *point);


/* ---------------------------------------------------------------- GPU kernel IR (passes/gpu_build.c) */

/* What the GPU passes share (map_gpu.c, map.c, gpu_tile.c, coarsen.c,
 * promote.c, gpu_plan.c): builders of kernel IR and queries on a
 * kernel's form (struct ir_kernel).
 *
 * Builders.  Every node and statement is new; parent links inside the
 * lists built are set by pass_gpu_link. */
struct ir_var *pass_gpu_new_iter(struct pass_ctx *ctx, const char *base, struct ir_type type,
                                 struct ir_loc loc);
struct ir_bound pass_gpu_bound(struct ir_aff *a);
/* B (an affine expression that may use the band iterators ITERS[0..n-1])
 * at its least (LEAST) or greatest over a tile whose iterator m runs from
 * FIRSTS[m] to FIRSTS[m] + SIZE[m] - 1. */
struct ir_aff *pass_gpu_over_tile(const struct ir_aff *b, struct ir_var *const *iters,
                                  struct ir_var *const *firsts, const long *size, int n,
                                  bool least);
/* for (ITER = LB; ITER <= UB; ITER += STEP) BODY, declaring ITER. */
struct ir_node *pass_gpu_loop(struct ir_var *iter, struct ir_bound lb, struct ir_bound ub,
                              long step, struct ir_node *body, struct ir_loc loc);
struct ir_expr *pass_gpu_var(struct ir_var *v, struct ir_loc loc);
struct ir_expr *pass_gpu_const(long c, struct ir_loc loc);
/* "ITER OP A" (IR_OP_LE, IR_OP_GE); pass_gpu_and (A && B, either may be NULL). */
struct ir_expr *pass_gpu_compare(struct ir_var *iter, int op, const struct ir_aff *a,
                                 struct ir_loc loc);
struct ir_expr *pass_gpu_and(struct ir_expr *a, struct ir_expr *b);
/* Does loop L run an iteration: every lower bound at most every upper
 * bound, at L's location; the comparisons that always hold are left
 * out, NULL when all do. */
struct ir_expr *pass_gpu_runs(const struct ir_node *l);
/* Are A's subscripts affine in iterators and parameters only (values no
 * statement assigns)? */
bool pass_affine_in_iters(const struct ir_access *a);
/* Do A and B name the same element: one array, equal affine subscripts
 * (a subscript that is not affine matches none)? */
bool pass_same_access(const struct ir_access *a, const struct ir_access *b);
/* The terms of the && chain COND (NULL: none), pushed to OUT. */
void pass_conjuncts(struct ir_expr *cond, struct ir_vec *out);
/* Does E evaluate its operands b (and c) only under a condition: a ? b : c,
 * a && b, a || b? */
bool pass_short_circuits(const struct ir_expr *e);
/* Map-gpu's choice of x among the loops LOOPS[0..n-1] around BODY: the
 * index of the loop whose neighbouring iterations make a warp fetch the
 * fewest bytes of L1 lines, ties to the one whose iterator moves the last
 * subscript of most accesses by one, then to the innermost
 * (passes/map_gpu.c). */
int pass_gpu_x_loop(struct ir_node *body, struct ir_node *const *loops, int n);
/* Does a bound of loop L depend on a variable: does its trip count grow
 * with the problem (passes/map_gpu.c)? */
bool pass_loop_grows(const struct ir_node *l);
/* The bytes of a line of the GPU's L1 cache. */
#define LINE_BYTES 128
/* "min(A, B)", CUDA's and OpenCL's integer minimum; B where A is NULL. */
struct ir_expr *pass_gpu_min(struct ir_expr *a, struct ir_expr *b);
struct ir_expr *pass_gpu_or(struct ir_expr *a, struct ir_expr *b);
struct ir_node *pass_gpu_stmt_node(struct ir_stmt *st);
struct ir_stmt *pass_gpu_new_stmt(enum ir_stmt_kind kind, struct ir_loc loc);
/* "TYPE V = VALUE;": iterator V bound for the statements after it. */
struct ir_node *pass_gpu_bind(struct ir_var *v, struct ir_expr *value, struct ir_loc loc);
struct ir_node *pass_gpu_barrier(struct ir_loc loc);
/* A kernel-local 2-D array NAME[E0][E1] of ELEM in SPACE, added to K's
 * locals; NAME is taken in the region from then on. */
struct ir_array *pass_gpu_local_array(struct pass_ctx *ctx, struct ir_kernel *k, const char *name,
                                      struct ir_type elem, enum ir_space space, long e0, long e1);
/* The access A[I0][I1] of a local array as an expression of OWNER,
 * appended to its access list. */
struct ir_expr *pass_gpu_local_access(struct ir_array *a, struct ir_aff *i0, struct ir_aff *i1,
                                      bool write, struct ir_stmt *owner, struct ir_loc loc);
/* Set the parent links of the list FIRST (to PARENT) and of everything
 * below it. */
void pass_gpu_link(struct ir_node *first, struct ir_node *parent);
/* N and every node below it (not N's later siblings), pre-order. */
struct ir_vec pass_gpu_subtree(struct ir_node *n);
/* The list FIRST and everything below, pre-order. */
struct ir_vec pass_gpu_nodes(struct ir_node *first);
/* Turn 2-D shared tile T of kernel K the other way round: swap its
 * extents and the subscripts of every access to it in K (and in MORE,
 * struct ir_access *, where not NULL); its TRANSPOSED mark flips (a
 * transposed tile goes back to its array's order, and back again). */
void pass_gpu_flip_tile(struct ir_kernel *k, struct ir_array *t, const struct ir_vec *more);
/* Does expression E mention variable V? */
bool pass_gpu_mentions(const struct ir_expr *e, const struct ir_var *v);
bool pass_gpu_bound_uses(const struct ir_bound *b, const struct ir_var *v);
/* The shared array that N fills, where N is one of promote's fill loops
 * (a loop over declarations and then a store to a shared array), or
 * NULL. */
struct ir_array *pass_gpu_fill_tile(const struct ir_node *n);
/* Drop the declarations of kernel K's band iterators in the list at
 * SLOT (and below) that nothing after them uses any more. */
void pass_gpu_drop_dead_binds(const struct ir_kernel *k, struct ir_node **slot);
/* The bytes of kernel-local 2-D array A with PAD elements added to each
 * row, and of all the shared arrays of kernel K (with their pads). */
long pass_gpu_tile_bytes(const struct ir_array *a, int pad);
/* The limits of the region's target (--arch; sm_90's without it). */
const struct pass_gpu_limits *pass_gpu_target(const struct pass_ctx *ctx);
/* The shared memory a block of the region's kernels may have: CUDA's
 * opt-in limit (such kernels take it as dynamic shared memory, struct
 * ir_kernel's dynamic_shared), OpenCL's static one. */
long pass_gpu_smem_limit(const struct pass_ctx *ctx);
long pass_gpu_shared_bytes(const struct ir_kernel *k);
/* The operands of the chain of binary OP ('+', '*') at E's top, in
 * order, pushed to OUT: the terms of a sum, the factors of a product. */
void pass_gpu_split(struct ir_expr *e, int op, struct ir_vec *out);
/* Does the list FIRST (and everything below) use variable V? */
bool pass_gpu_list_mentions(const struct ir_node *first, const struct ir_var *v);

/* Queries. */
/* Must the statements FIRST.. run only for points in the band: do they
 * touch global memory, divide, call, or hold anything but statements?
 * (passes/coarsen.c) */
bool pass_gpu_needs_guard(const struct ir_node *first);
/* The launch (IR_KERNEL node) of region R's kernel NAME, or NULL. */
struct ir_node *pass_gpu_kernel_named(struct ir_region *r, const char *name);
/* The unrolled loops around BIND (a declaration that binds a band
 * iterator at a thread's point, as coarsen makes them) whose iterators its
 * value reads, below STOP (NULL: all): at most MAX of them into LOOPS,
 * outermost first (X_sub, then X_vec in coarsen's grouped layout); how
 * many there are. */
int pass_gpu_point_loops(const struct ir_node *bind, const struct ir_node *stop,
                         struct ir_node **loops, int max);
/* The kernel whose body holds node N, or NULL (a host node). */
struct ir_kernel *pass_gpu_kernel_of(struct ir_region *r, const struct ir_node *n);
/* The loops STEP names, into NAMED[0..2], one size per loop; false after
 * refusing. */
bool pass_gpu_step_loops(struct pass_ctx *ctx, const struct pass_step *step,
                         struct ir_node **named);
/* The kernels of region R in order (struct ir_node * of kind IR_KERNEL). */
struct ir_vec pass_gpu_kernels(struct ir_region *r);
/* Kernel K in the tiled form: its loop mapped to blocks in dimension D
 * (0 = x), its loop mapped to threads there (NULL before coarsening),
 * and the list of the thread's code (below the mapped loops). */
struct ir_node *pass_gpu_block_loop(const struct ir_kernel *k, int d);
struct ir_node *pass_gpu_thread_loop(const struct ir_kernel *k, int d);
struct ir_node **pass_gpu_thread_code(struct ir_kernel *k);
/* The band dimension of K whose iterator is V, or -1. */
int pass_gpu_band_dim(const struct ir_kernel *k, const struct ir_var *v);

#endif
