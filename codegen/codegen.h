/* codegen.h - tilec's code generators: one printer per target.  Each
 * writes the whole output file: the original text of the main input
 * verbatim, with every region replaced by code generated from its IR.
 * codegen/c.c: C (--emit=c). */
#ifndef TILEC_CODEGEN_H
#define TILEC_CODEGEN_H

#include "../ir/ir.h"

/* --emit=c: the whole file, regions regenerated as C from the IR. */
void cg_emit_c(const struct ir_program *p, struct ir_buf *out);

#endif
