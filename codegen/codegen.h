/* codegen.h - tilec's code generators: one printer per target.  Each
 * writes the whole output file: the original text of the main input
 * verbatim, with every region replaced by code generated from its IR.
 * codegen/c.c: C (--emit=c). */
#ifndef TILEC_CODEGEN_H
#define TILEC_CODEGEN_H

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

#endif
