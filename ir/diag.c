/* diag.c - diagnostics as gcc and clang print them: "file:line:col:
 * level: message", the source line and a caret under the column.  Every
 * module reports through here; the driver turns the error count into
 * the exit status. */
#include "ir.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Source files read for carets, each read once. */
struct source_file {
  const char *name;
  const char *text;
  size_t len;
  size_t *line_starts; /* offset of each line; nlines + 1 entries */
  int nlines;
  struct source_file *next;
};

static struct source_file *sources;
static bool remarks_on;
static int errors;

static void index_lines(struct source_file *f) {
  int n = 1;
  for (size_t i = 0; i < f->len; i++)
    if (f->text[i] == '\n')
      n++;
  f->line_starts = ir_alloc(sizeof(size_t) * ((size_t)n + 1));
  int line = 0;
  f->line_starts[line++] = 0;
  for (size_t i = 0; i < f->len; i++)
    if (f->text[i] == '\n')
      f->line_starts[line++] = i + 1;
  f->line_starts[line] = f->len + 1;
  f->nlines = n;
}

void diag_register_source(const char *file, const char *text, size_t len) {
  struct source_file *f = ir_alloc(sizeof *f);
  f->name = ir_strdup(file);
  f->text = text;
  f->len = len;
  index_lines(f);
  f->next = sources;
  sources = f;
}

/* Find FILE among the registered sources, reading it on first use.
 * Unreadable files are remembered as empty. */
static struct source_file *find_source(const char *file) {
  for (struct source_file *f = sources; f; f = f->next)
    if (strcmp(f->name, file) == 0)
      return f;
  char *text = NULL;
  size_t len = 0;
  FILE *fp = fopen(file, "rb");
  if (fp) {
    struct ir_buf b = {0};
    char chunk[65536];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, fp)) > 0)
      ir_buf_putn(&b, chunk, n);
    fclose(fp);
    text = b.s;
    len = b.len;
  }
  diag_register_source(file, text ? text : "", text ? len : 0);
  return sources;
}

const char *diag_source_line(const char *file, int line, size_t *len) {
  if (!file || line < 1)
    return NULL;
  struct source_file *f = find_source(file);
  if (line > f->nlines)
    return NULL;
  size_t begin = f->line_starts[line - 1];
  size_t end = f->line_starts[line] - 1; /* the newline, or len */
  if (end > f->len)
    end = f->len;
  if (begin > end)
    return NULL;
  if (end > begin && f->text[end - 1] == '\r')
    end--;
  *len = end - begin;
  return f->text + begin;
}

static const char *level_name(enum diag_level level) {
  switch (level) {
  case DIAG_ERROR:
    return "error";
  case DIAG_WARNING:
    return "warning";
  case DIAG_NOTE:
    return "note";
  case DIAG_REMARK:
    return "remark";
  }
  return "error";
}

/* Print the source line and a caret under column COL (1-based); tabs in
 * the line are kept in the caret line so the caret lines up. */
static void print_caret(struct ir_loc loc) {
  size_t len;
  const char *text = diag_source_line(loc.file, loc.line, &len);
  if (!text)
    return;
  fprintf(stderr, "%.*s\n", (int)len, text);
  if (loc.col < 1)
    return;
  for (int i = 0; i < loc.col - 1 && (size_t)i < len; i++)
    fputc(text[i] == '\t' ? '\t' : ' ', stderr);
  fputs("^\n", stderr);
}

/* Has this remark (location and text) been printed already?  Records it
 * if not.  Several passes may refuse the same step for the same reason
 * (the analysis's verdict, then the automatic pipeline's attempt); the
 * user reads it once. */
static bool remark_seen(struct ir_loc loc, const char *fmt, va_list ap) {
  static const char **table;
  static size_t size, used;
  va_list aq;
  va_copy(aq, ap);
  struct ir_buf b = {0};
  ir_buf_printf(&b, "%s:%d:%d:", loc.file ? loc.file : "", loc.line, loc.col);
  ir_buf_puts(&b, ir_vprintf(fmt, aq));
  va_end(aq);
  if (2 * (used + 1) > size) {
    size_t old = size;
    const char **old_table = table;
    size = size ? 2 * size : 256;
    table = ir_alloc(sizeof(char *) * size);
    used = 0;
    for (size_t i = 0; i < old; i++)
      if (old_table[i]) {
        size_t h = 5381;
        for (const char *c = old_table[i]; *c; c++)
          h = h * 33 + (unsigned char)*c;
        while (table[h % size])
          h++;
        table[h % size] = old_table[i];
        used++;
      }
  }
  size_t h = 5381;
  for (const char *c = b.s; *c; c++)
    h = h * 33 + (unsigned char)*c;
  for (; table[h % size]; h++)
    if (strcmp(table[h % size], b.s) == 0)
      return true;
  table[h % size] = b.s;
  used++;
  return false;
}

void diag_vreport(enum diag_level level, struct ir_loc loc, const char *fmt, va_list ap) {
  if (level == DIAG_REMARK && (!remarks_on || remark_seen(loc, fmt, ap)))
    return;
  if (level == DIAG_ERROR)
    errors++;
  if (loc.file && loc.line > 0 && loc.col > 0)
    fprintf(stderr, "%s:%d:%d: %s: ", loc.file, loc.line, loc.col, level_name(level));
  else if (loc.file && loc.line > 0)
    fprintf(stderr, "%s:%d: %s: ", loc.file, loc.line, level_name(level));
  else if (loc.file)
    fprintf(stderr, "%s: %s: ", loc.file, level_name(level));
  else
    fprintf(stderr, "tilec: %s: ", level_name(level));
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  if (loc.file && loc.line > 0)
    print_caret(loc);
}

void diag_report(enum diag_level level, struct ir_loc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(level, loc, fmt, ap);
  va_end(ap);
}

void diag_plain(enum diag_level level, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  struct ir_loc none = {0};
  diag_vreport(level, none, fmt, ap);
  va_end(ap);
}

_Noreturn void diag_internal(const char *file, int line, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "%s:%d: internal error: ", file, line);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  abort();
}

void diag_enable_remarks(bool on) { remarks_on = on; }
bool diag_remarks_enabled(void) { return remarks_on; }
int diag_error_count(void) { return errors; }

/* Levenshtein distance, giving up (returning LIMIT + 1) once it exceeds
 * LIMIT; names are short so the quadratic table is fine. */
static int edit_distance(const char *a, const char *b, int limit) {
  int la = (int)strlen(a), lb = (int)strlen(b);
  if (la - lb > limit || lb - la > limit)
    return limit + 1;
  if (la > 256 || lb > 256)
    return limit + 1;
  /* Rows i-2, i-1 and i of the table; a swap of neighbours ("tiel" for
   * "tile") counts as one edit. */
  int prev2[257], prev[257], cur[257];
  for (int j = 0; j <= lb; j++)
    prev[j] = j;
  for (int i = 1; i <= la; i++) {
    cur[0] = i;
    for (int j = 1; j <= lb; j++) {
      int cost = a[i - 1] == b[j - 1] ? 0 : (a[i - 1] ^ b[j - 1]) == 32 ? 0 : 1;
      int best = prev[j - 1] + cost;
      if (prev[j] + 1 < best)
        best = prev[j] + 1;
      if (cur[j - 1] + 1 < best)
        best = cur[j - 1] + 1;
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] && prev2[j - 2] + 1 < best)
        best = prev2[j - 2] + 1;
      cur[j] = best;
    }
    memcpy(prev2, prev, sizeof(int) * (size_t)(lb + 1));
    memcpy(prev, cur, sizeof(int) * (size_t)(lb + 1));
  }
  return prev[lb];
}

const char *diag_closest_name(const char *name, const char **candidates, int n) {
  int limit = (int)strlen(name) / 3;
  if (limit < 1)
    limit = 1;
  const char *best = NULL;
  int best_d = limit + 1;
  for (int i = 0; i < n; i++) {
    if (!candidates[i] || strcmp(candidates[i], name) == 0)
      continue;
    int d = edit_distance(name, candidates[i], limit);
    /* A case-only difference (width vs Width) counts as the closest. */
    if (d == 0)
      return candidates[i];
    if (d < best_d) {
      best_d = d;
      best = candidates[i];
    }
  }
  return best;
}
