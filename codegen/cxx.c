/* cxx.c - the C++ rewrite of the pass-through text: applies the edits
 * that frontend/cxx.c computed (fe_cxx_rewrites) to the text between
 * regions as the CUDA emitter copies it. */
#include "codegen.h"

void cg_apply_edits(const char *text, size_t begin, size_t end, const struct ir_vec *edits,
                    struct ir_buf *out) {
  size_t pos = begin;
  for (int i = 0; i < edits->n; i++) {
    const struct fe_edit *e = edits->v[i];
    if (e->end <= begin && !(e->begin == begin && e->end == begin))
      continue;
    if (e->begin >= end)
      break;
    if (e->begin < begin || e->end > end)
      ir_internal_error("C++ rewrite [%zu, %zu) straddles the text [%zu, %zu)", e->begin, e->end, begin, end);
    ir_buf_putn(out, text + pos, e->begin - pos);
    ir_buf_puts(out, e->text);
    pos = e->end;
  }
  ir_buf_putn(out, text + pos, end - pos);
}
