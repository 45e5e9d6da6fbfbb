/* codegen.h - tilec's code generators: one printer per target.  Each
 * writes the whole output file: the original text of the main input
 * verbatim, with every region replaced by code generated from its IR.
 * codegen/c.c: C (--emit=c). */
#ifndef TILEC_CODEGEN_H
#define TILEC_CODEGEN_H

#include "../frontend/frontend.h"
#include "../ir/ir.h"
#include "../passes/passes.h"

struct cg_options {
  bool openmp; /* mark parallel loops '#pragma omp parallel for' */
  struct dep_options dep_opt;
};

/* --emit=c: the whole file, regions regenerated as C from the IR.  A
 * region with alias checks runs its transformed code only when the
 * arrays' footprints are disjoint, its original code otherwise. */
void cg_emit_c(const struct ir_program *p, const struct cg_options *opt, struct ir_buf *out);

/* --emit=cuda (codegen/cuda.c): the whole .cu, kernels before the
 * functions that launch them, regions replaced by host code. */
void cg_emit_cuda(const struct fe_unit *u, const struct ir_program *p, const struct cg_options *opt,
                  struct ir_buf *out);

/* The C printer's node emitter, shared with the CUDA emitter: the
 * sibling list N at DEPTH (lines start with BASE plus DEPTH times UNIT).
 * FLAT prints multi-dimensional arrays through flat pointers (device
 * code); KERNEL prints an IR_KERNEL node (the launch, host code). */
struct cg_c_hooks {
  bool flat;
  void (*kernel)(const struct ir_node *launch, int depth, struct ir_buf *out, void *data);
  void *data;
};
/* The value of a bound of several parts as C: the max (lower bound,
 * WANT_MAX) or min of the parts, as nested conditional expressions. */
char *cg_c_bound(const struct ir_bound *b, bool want_max);
void cg_c_nodes(const struct ir_node *n, int depth, const char *base, const char *unit,
                const struct cg_c_hooks *hooks, struct ir_buf *out);

#endif
