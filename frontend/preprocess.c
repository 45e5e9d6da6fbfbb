/* preprocess.c - the first step of the frontend: read the user's file (kept
 * for pass-through output and for diagnostics' carets) and run the C
 * preprocessor on it, keeping its line markers so that the lexer
 * (frontend/lexer.l) can map every token back to its file and line.
 *
 * Pipeline: fe_preprocess -> fe_lex -> fe_scan -> fe_lower. */
#include "frontend/frontend.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

/* Read the whole of PATH into an arena buffer (NUL-terminated).  Returns
 * false with errno set when the file cannot be read. */
static bool read_file(const char *path, char **text, size_t *len) {
  FILE *fp = fopen(path, "rb");
  if (!fp)
    return false;
  struct ir_buf b = {0};
  char chunk[65536];
  size_t n;
  while ((n = fread(chunk, 1, sizeof chunk, fp)) > 0)
    ir_buf_putn(&b, chunk, n);
  int err = ferror(fp) ? errno : 0;
  fclose(fp);
  if (err) {
    errno = err;
    return false;
  }
  if (!b.s)
    ir_buf_putn(&b, "", 0);
  *text = b.s;
  *len = b.len;
  return true;
}

/* Split the preprocessor command CMD ("cc -E", "clang -E -std=c99") on
 * blanks into ARGV, an ir_vec of arena strings. */
static void split_command(const char *cmd, struct ir_vec *argv) {
  const char *p = cmd;
  for (;;) {
    while (*p == ' ' || *p == '\t')
      p++;
    if (!*p)
      break;
    const char *start = p;
    while (*p && *p != ' ' && *p != '\t')
      p++;
    ir_vec_push(argv, ir_strndup(start, (size_t)(p - start)));
  }
}

/* Write S to stderr from the forked child, where stdio must not be used. */
static void put_err(const char *s) {
  size_t len = strlen(s);
  while (len > 0) {
    ssize_t n = write(2, s, len);
    if (n <= 0)
      return;
    s += n;
    len -= (size_t)n;
  }
}

/* A child process whose stdout and stderr come back through pipes. */
struct child {
  pid_t pid;
  int out, err; /* read ends */
};

/* Start ARGV (NULL-terminated) with stdout and stderr into pipes.
 * Returns false with errno set when it could not be started. */
static bool spawn(char **argv, struct child *c) {
  int out_pipe[2], err_pipe[2];
  if (pipe(out_pipe) != 0)
    return false;
  if (pipe(err_pipe) != 0) {
    int e = errno;
    close(out_pipe[0]);
    close(out_pipe[1]);
    errno = e;
    return false;
  }
  pid_t pid = fork();
  if (pid < 0) {
    int e = errno;
    close(out_pipe[0]);
    close(out_pipe[1]);
    close(err_pipe[0]);
    close(err_pipe[1]);
    errno = e;
    return false;
  }
  if (pid == 0) {
    dup2(out_pipe[1], 1);
    dup2(err_pipe[1], 2);
    close(out_pipe[0]);
    close(out_pipe[1]);
    close(err_pipe[0]);
    close(err_pipe[1]);
    int devnull = open("/dev/null", O_RDONLY);
    if (devnull >= 0) {
      dup2(devnull, 0);
      close(devnull);
    }
    execvp(argv[0], argv);
    /* Only plain writes here: the parent prints what we say. */
    const char *why = strerror(errno);
    put_err("tilec: error: cannot run '");
    put_err(argv[0]);
    put_err("': ");
    put_err(why);
    put_err("\n");
    _exit(127);
  }
  close(out_pipe[1]);
  close(err_pipe[1]);
  *c = (struct child){pid, out_pipe[0], err_pipe[0]};
  return true;
}

/* Read child C's stdout and stderr to their ends into OUT and ERR (both
 * pipes drained together, so a chatty child cannot block on a full pipe)
 * and wait for it.  Returns its wait status, or -1 with errno set. */
static int collect(struct child *c, struct ir_buf *out, struct ir_buf *err) {
  pid_t pid = c->pid;
  struct pollfd fds[2] = {{.fd = c->out, .events = POLLIN}, {.fd = c->err, .events = POLLIN}};
  struct ir_buf *bufs[2] = {out, err};
  int open_fds = 2;
  char chunk[65536];
  while (open_fds > 0) {
    if (poll(fds, 2, -1) < 0) {
      if (errno == EINTR)
        continue;
      break;
    }
    for (int i = 0; i < 2; i++) {
      if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR)))
        continue;
      ssize_t n = read(fds[i].fd, chunk, sizeof chunk);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0) {
        close(fds[i].fd);
        fds[i].fd = -1;
        open_fds--;
        continue;
      }
      ir_buf_putn(bufs[i], chunk, (size_t)n);
    }
  }
  for (int i = 0; i < 2; i++)
    if (fds[i].fd >= 0)
      close(fds[i].fd);
  int status;
  while (waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR)
      return -1;
  }
  return status;
}

/* Run ARGV with stdout and stderr captured into OUT and ERR.  Returns the
 * child's wait status, or -1 with errno set when it could not be run. */
static int run_captured(char **argv, struct ir_buf *out, struct ir_buf *err) {
  struct child c;
  if (!spawn(argv, &c))
    return -1;
  return collect(&c, out, err);
}

/* The system compiler's syntax check of OPT->input: the --cpp command
 * less its -E (a standalone 'cpp' becomes 'cc'), with -fsyntax-only -w,
 * the user's -I/-D/-U and '-x c' so that any file name is read as C. */
static char **syntax_check_argv(const struct fe_options *opt) {
  struct ir_vec cmd = {0}, argv = {0};
  split_command(opt->cpp && *opt->cpp ? opt->cpp : "cc -E", &cmd);
  if (cmd.n == 0)
    split_command("cc -E", &cmd);
  const char *prog = cmd.v[0], *base = strrchr(prog, '/');
  base = base ? base + 1 : prog;
  size_t blen = strlen(base);
  bool cpp = strcmp(base, "cpp") == 0 || (blen > 4 && strcmp(base + blen - 4, "-cpp") == 0);
  ir_vec_push(&argv, cpp ? "cc" : (void *)prog);
  for (int i = 1; i < cmd.n; i++)
    if (strcmp(cmd.v[i], "-E") != 0)
      ir_vec_push(&argv, cmd.v[i]);
  ir_vec_push(&argv, "-fsyntax-only");
  ir_vec_push(&argv, "-w");
  for (int i = 0; i < opt->cpp_args.n; i++)
    ir_vec_push(&argv, opt->cpp_args.v[i]);
  ir_vec_push(&argv, "-x");
  ir_vec_push(&argv, "c");
  ir_vec_push(&argv, (void *)opt->input);
  ir_vec_push(&argv, NULL);
  return (char **)argv.v;
}

/* ---------------------------------------------------------------- macros */

/* The macros defined at the end of the last preprocessing (struct
 * fe_macro *), found by a hash of their names. */
static struct ir_vec macros;
#define MACRO_BUCKETS 1024
static struct ir_vec macro_index[MACRO_BUCKETS];

static unsigned name_hash(const char *s, size_t n) {
  unsigned h = 2166136261u;
  for (size_t i = 0; i < n; i++)
    h = (h ^ (unsigned char)s[i]) * 16777619u;
  return h % MACRO_BUCKETS;
}

static struct fe_macro **macro_slot(const char *name, size_t n) {
  struct ir_vec *b = &macro_index[name_hash(name, n)];
  for (int i = 0; i < b->n; i++) {
    struct fe_macro **m = (struct fe_macro **)&b->v[i];
    if (strlen((*m)->name) == n && memcmp((*m)->name, name, n) == 0)
      return m;
  }
  return NULL;
}

const struct fe_macro *fe_macro(const char *name) {
  struct fe_macro **m = macro_slot(name, strlen(name));
  return m ? *m : NULL;
}

const struct ir_vec *fe_macros(void) { return &macros; }

static bool ident_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* Record the #define and #undef lines that -dD left in the preprocessed
 * text PP (LEN bytes). */
static void collect_macros(const char *pp, size_t len) {
  macros.n = 0;
  for (int i = 0; i < MACRO_BUCKETS; i++)
    macro_index[i].n = 0;
  for (size_t pos = 0; pos < len;) {
    const char *line = pp + pos, *end = memchr(line, '\n', len - pos);
    if (!end)
      end = pp + len;
    pos = (size_t)(end - pp) + 1;
    bool define = end - line > 8 && memcmp(line, "#define ", 8) == 0;
    bool undef = end - line > 7 && memcmp(line, "#undef ", 7) == 0;
    if (!define && !undef)
      continue;
    const char *name = line + (define ? 8 : 7), *p = name;
    while (p < end && ident_char(*p))
      p++;
    size_t n = (size_t)(p - name);
    if (n == 0)
      continue;
    struct fe_macro **slot = macro_slot(name, n);
    if (undef) {
      if (slot) {
        struct ir_vec *b = &macro_index[name_hash(name, n)];
        *slot = b->v[--b->n];
      }
      continue;
    }
    struct fe_macro *m = ir_alloc(sizeof *m);
    m->name = ir_strndup(name, n);
    if (p < end && *p == '(') {
      const char *q = memchr(p, ')', (size_t)(end - p));
      q = q ? q + 1 : end;
      m->params = ir_strndup(p, (size_t)(q - p));
      p = q;
    }
    while (p < end && (*p == ' ' || *p == '\t'))
      p++;
    m->body = ir_strndup(p, (size_t)(end - p));
    if (slot)
      *slot = m;
    else
      ir_vec_push(&macro_index[name_hash(name, n)], m);
    ir_vec_push(&macros, m);
  }
}

/* Read OPT->input into *SOURCE and run OPT->cpp (default "cc -E") with the
 * user's -I/-D/-U arguments and '-x c' on it; the output, line markers included,
 * goes to *PREPROCESSED.  The preprocessor's own messages are passed
 * through to stderr unchanged. */
bool fe_preprocess(const struct fe_options *opt, char **source, size_t *source_len,
                   char **preprocessed, size_t *pp_len) {
  const char *file = opt->input;
  if (!read_file(file, source, source_len)) {
    diag_plain(DIAG_ERROR, "cannot open file '%s': %s", file, strerror(errno));
    return false;
  }
  diag_register_source(file, *source, *source_len);

  struct ir_vec argv = {0};
  split_command(opt->cpp && *opt->cpp ? opt->cpp : "cc -E", &argv);
  if (argv.n == 0)
    split_command("cc -E", &argv);
  for (int i = 0; i < opt->cpp_args.n; i++)
    ir_vec_push(&argv, opt->cpp_args.v[i]);
  /* Any file name is C source ('cc -E prog.txt' would take it for a
   * linker input and print nothing). */
  ir_vec_push(&argv, "-x");
  ir_vec_push(&argv, "c");
  /* Keep the #define lines: the lexer skips them, collect_macros reads
   * them (the code generators guard the values they built in). */
  ir_vec_push(&argv, "-dD");
  ir_vec_push(&argv, (void *)file);
  ir_vec_push(&argv, NULL);

  struct ir_buf out = {0}, err = {0};
  fflush(stdout);
  fflush(stderr);
  /* The syntax check runs beside the preprocessor. */
  char **check_argv = opt->no_syntax_check ? NULL : syntax_check_argv(opt);
  struct child check;
  if (check_argv && !spawn(check_argv, &check)) {
    diag_plain(DIAG_ERROR, "cannot run '%s' for the syntax check: %s", check_argv[0],
               strerror(errno));
    return false;
  }
  int status = run_captured((char **)argv.v, &out, &err);
  struct ir_buf check_out = {0}, check_err = {0};
  int check_status = check_argv ? collect(&check, &check_out, &check_err) : 0;
  if (status == -1) {
    diag_plain(DIAG_ERROR, "cannot run preprocessor '%s': %s", (char *)argv.v[0], strerror(errno));
    return false;
  }
  if (err.len)
    fwrite(err.s, 1, err.len, stderr);
  bool cpp_ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
  if (cpp_ok && check_status != 0) {
    /* Exit status 1 is the compiler's verdict on the text; a crash or an
     * internal error (gcc's status 4) says nothing about it. */
    if (check_status == -1 || !WIFEXITED(check_status) || WEXITSTATUS(check_status) != 1) {
      diag_plain(DIAG_WARNING, "the syntax check '%s -fsyntax-only' did not finish normally; "
                 "going on without it", check_argv[0]);
    } else {
      /* Valid C is what tilec translates: the compiler's own messages. */
      fwrite(check_err.s ? check_err.s : "", 1, check_err.len, stderr);
      if (!check_err.len)
        diag_plain(DIAG_ERROR, "'%s' is not valid C", file);
      diag_plain(DIAG_NOTE, "'%s -fsyntax-only' rejects '%s'; tilec translates valid C only "
                 "(--no-syntax-check skips this check)", check_argv[0], file);
      return false;
    }
  }
  if (!cpp_ok) {
    if (WIFSIGNALED(status))
      diag_plain(DIAG_ERROR, "preprocessor '%s' killed by signal %d", (char *)argv.v[0],
                 WTERMSIG(status));
    else if (!err.len)
      diag_plain(DIAG_ERROR, "preprocessor '%s' failed with exit status %d", (char *)argv.v[0],
                 WEXITSTATUS(status));
    return false;
  }
  if (!out.s)
    ir_buf_putn(&out, "", 0);
  *preprocessed = out.s;
  *pp_len = out.len;
  collect_macros(out.s, out.len);
  return true;
}
