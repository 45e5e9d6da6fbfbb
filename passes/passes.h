/* passes.h - analyses and transformations over the loop-nest IR.
 *
 * passes/deps.c: exact data dependences with isl (flow, anti, output,
 * through arrays and scalars, across nests), their distance and
 * direction vectors and carrying loops, parallel loops, reductions,
 * privatisable scalars, and the legality queries every transformation
 * asks before it acts (dep_*). */
#ifndef TILEC_PASSES_H
#define TILEC_PASSES_H

#include "../ir/ir.h"

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
  struct ir_var *scalar;                /* the scalar, for scalar deps */
  int ncommon;                          /* loops enclosing both */
  struct ir_node **common;
  int level;       /* index in common of the carrying loop; -1: loop-independent */
  bool constant;   /* every component constant: distance[] holds it */
  long *distance;
  const char **dir; /* per common loop: "<", "=", ">", "<=", ">=", "*" */
  bool alias;       /* assumed because two arrays may overlap */
  bool reduction;   /* between instances of one reduction update */
  void *deltas;     /* isl_set * of distance vectors (owned by struct dep_info) */
  void *rel;        /* isl_map *: source instances -> sink instances */
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
  void *ctx;              /* isl_ctx * */
  char *params;           /* isl parameter list, "[p_1, p_4] -> " */
  /* Answer queries as if overlapping arrays were ruled out (the caller
   * checks that at run time). */
  bool ignore_alias;
  struct ir_vec deps;     /* struct dep * */
  struct ir_vec loops;    /* struct dep_loop *, pre-order */
  struct ir_vec alias_pairs; /* struct ir_array *, two per pair */
};

struct dep_options {
  bool assume_no_alias; /* --assume-no-alias: pointer parameters never overlap */
};

/* Analyse region R.  Never fails: what cannot be analysed exactly (non-
 * affine subscripts, possibly overlapping arrays) is over-approximated. */
struct dep_info *dep_analyze(struct ir_region *r, const struct dep_options *opt);
void dep_free(struct dep_info *info);
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
/* Is the band fully permutable, i.e. tileable? */
bool dep_band_is_permutable(const struct dep_info *info, struct ir_node **loops, int n,
                            struct dep **why, char **msg);
/* Distributing LOOP's body into the given consecutive groups of its
 * children (GROUP_OF[k] = group of the k-th child, non-decreasing). */
bool dep_distribution_is_legal(const struct dep_info *info, const struct ir_node *loop,
                               const int *group_of, struct dep **why, char **msg);
/* Fusing adjacent loops A (first) and B (second) with the same bounds. */
bool dep_fusion_is_legal(const struct dep_info *info, const struct ir_node *a,
                         const struct ir_node *b, struct dep **why, char **msg);

/* --emit=deps text; dep_str describes one dependence in source terms. */
void dep_print(const struct dep_info *info, struct ir_buf *out);
char *dep_str(const struct dep *d);
/* Remarks for --remarks: one per loop verdict. */
void dep_remarks(const struct dep_info *info);

#endif
