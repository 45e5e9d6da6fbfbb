/* main.c - tilec's driver: parses the command line and runs the pipeline
 * (preprocess, lex, scan and parse, lower to IR, verify, emit), nothing
 * else.  Exit status: 0 success, 1 errors in the input, 2 bad command
 * line. */
#include "../codegen/codegen.h"
#include "../frontend/frontend.h"
#include "../passes/passes.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define TILEC_VERSION "0.1.0"

enum emit_kind { EMIT_IR, EMIT_DEPS, EMIT_C, EMIT_CUDA, EMIT_OPENCL };

struct options {
  struct fe_options fe;
  enum emit_kind emit;
  struct dep_options deps;
  struct pass_options passes;
  bool openmp;
  bool split;
  int arch; /* --arch=sm_NN, 0: sm_90 */
  const char *output; /* NULL: derived from the input name */
};

static const char *usage_text =
    "usage: tilec [options] FILE.c [-o OUT]\n"
    "\n"
    "Translate the loop nests of a C program into tiled code.\n"
    "\n"
    "options:\n"
    "  -o OUT             write the output to OUT ('-' for standard output);\n"
    "                     default FILE.cu (--emit=cuda), FILE.tilec.c (--emit=c),\n"
    "                     FILE.opencl.c (--emit=opencl), standard output\n"
    "                     (--emit=ir, --emit=deps)\n"
    "  --emit=KIND        what to write: ir (the loop-nest IR), deps (dependences\n"
    "                     and per-loop verdicts), c, cuda (default) or opencl\n"
    "                     (the program in C calling OpenCL kernels)\n"
    "  --assume-no-alias  pointer and array parameters never overlap\n"
    "\n"
    "transformations (by default the automatic pipeline tiles every fully\n"
    "permutable band; every step is checked by the dependence analysis):\n"
    "  --recipe=FILE      apply the steps in FILE instead (see README)\n"
    "  --save-recipe=FILE write the steps that were applied, as a recipe\n"
    "  --tile-sizes=S,S,..  (c) tile sizes of the automatic pipeline, one per loop of\n"
    "                     a band, outermost first (default 32); (cuda, opencl) X,Y,K:\n"
    "                     the points each block computes in x and y and the steps of\n"
    "                     the reduction loop in the shared-memory form (default\n"
    "                     64,64,16: 4 x 4 points per thread of a 16 x 16 block)\n"
    "  --no-transform     apply no transformation (--emit=ir and --emit=deps\n"
    "                     apply only a --recipe)\n"
    "  --openmp           (--emit=c) mark parallel loops '#pragma omp parallel for'\n"
    "  --block=XxY[xZ]    (cuda, opencl) threads per block (default 32x8, 256 for 1-D,\n"
    "                     16x16 in the shared-memory form); missing sizes are 1\n"
    "  --no-shared-memory (cuda, opencl) stage no operands in shared memory\n"
    "  --no-reschedule    (cuda, opencl) keep the written loop order where no loop of a\n"
    "                     nest is parallel (by default isl's scheduler reorders it)\n"
    "  --arch=sm_NN       (cuda, opencl) the GPU: its shared-memory, register and thread\n"
    "                     limits bound the kernels' shapes (default sm_90)\n"
    "  --no-tensor-cores  (cuda) compute products of doubles with FMA instructions only\n"
    "                     (by default a kernel's full reduction steps use the FP64\n"
    "                     tensor cores on sm_80 and later: products of doubles added\n"
    "                     in another order, their factors grouped by operand)\n"
    "  --allow-tf32       (cuda) sums of products of floats on the tensor cores too, their\n"
    "                     factors rounded to TF32 (10-bit mantissa: relative errors near\n"
    "                     1e-3 where float FMA gives 1e-6); off by default\n"
    "  --split            (--emit=cuda) write OUT.cu with the kernels and one function\n"
    "                     per region, and OUT.host.c: the program in plain C calling them\n"
    "  --print-after=PASS[,PASS], --print-before=PASS[,PASS], --print-after-all\n"
    "                     print the IR around passes to standard error\n"
    "  --list-passes      list the transformation passes and exit\n"
    "  -I DIR, -D NAME[=VALUE], -U NAME\n"
    "                     passed to the C preprocessor, as for gcc\n"
    "  --cpp=COMMAND      the C preprocessor to run (default 'cc -E')\n"
    "  --no-syntax-check  do not check the input first with the C compiler of\n"
    "                     --cpp ('cc -fsyntax-only' with the -I/-D/-U options)\n"
    "  --function=NAME    transform the loop nests of function NAME (repeatable);\n"
    "                     default: every '#pragma scop' region, or else every\n"
    "                     function other than main with an analysable loop nest\n"
    "  --remarks          explain the decisions taken (regions, delinearisation, ...)\n"
    "  --help             print this help and exit\n"
    "  --version          print the version and exit\n";

static _Noreturn void usage_error(const char *fmt, const char *arg) {
  fprintf(stderr, "tilec: error: ");
  fprintf(stderr, fmt, arg);
  fprintf(stderr, "\ntry 'tilec --help' for more information\n");
  exit(2);
}

/* The value of "--name=VALUE" or of "-X VALUE" / "-XVALUE"; advances *I
 * past a separate value. */
static const char *option_value(int argc, char **argv, int *i, size_t prefix_len) {
  const char *arg = argv[*i];
  if (arg[prefix_len] != '\0')
    return arg + prefix_len + (arg[prefix_len] == '=' ? 1 : 0);
  if (*i + 1 >= argc)
    usage_error("missing argument to '%s'", arg);
  return argv[++*i];
}

/* "32,32,8" for --tile-sizes. */
static void parse_sizes(const char *v, struct pass_options *po) {
  const char *s = v;
  po->ntile_sizes = 0;
  while (*s) {
    char *end;
    long x = strtol(s, &end, 10);
    if (end == s || x <= 0 || x > 1 << 20 || (*end && *end != ',') ||
        po->ntile_sizes == (int)(sizeof po->tile_sizes / sizeof po->tile_sizes[0]))
      usage_error("invalid value '%s' for '--tile-sizes=' (expected positive integers like 32,32,8)", v);
    po->tile_sizes[po->ntile_sizes++] = x;
    s = *end ? end + 1 : end;
  }
  if (!po->ntile_sizes)
    usage_error("%s", "missing sizes in '--tile-sizes='");
}

/* "32x8" for --block=: threads per block in x, y (and z). */
static void parse_block(const char *v, struct pass_options *po) {
  const char *s = v;
  long total = 1;
  for (int d = 0; d < 3 && *s; d++) {
    char *end;
    long x = strtol(s, &end, 10);
    if (end == s || x <= 0 || x > 1024 || (*end && *end != 'x'))
      usage_error("invalid value '%s' for '--block=' (expected sizes like 16x16)", v);
    po->block[d] = (int)x;
    total *= x;
    s = *end ? end + 1 : end;
  }
  if (*s || total > 1024)
    usage_error("invalid value '%s' for '--block=' (at most 3 sizes, 1024 threads in all)", v);
}

/* "tile,permute" for --print-after= and --print-before=. */
static void pass_names(const char *v, struct ir_vec *out) {
  char *copy = ir_strdup(v);
  for (char *name = strtok(copy, ","); name; name = strtok(NULL, ",")) {
    if (!pass_lookup(name))
      usage_error("unknown pass '%s' (see --list-passes)", name);
    ir_vec_push(out, (void *)pass_lookup(name)->name);
  }
}

/* Options that would do nothing for the chosen target are errors. */
static void check_target_options(const struct options *o) {
  const struct pass_options *po = &o->passes;
  bool gpu = o->emit == EMIT_CUDA || o->emit == EMIT_OPENCL;
  if (!gpu && o->arch)
    usage_error("%s", "--arch applies to --emit=cuda and --emit=opencl only");
  if (!gpu && po->block[0])
    usage_error("%s", "--block applies to --emit=cuda and --emit=opencl only");
  if (!gpu && po->no_shared)
    usage_error("%s", "--no-shared-memory applies to --emit=cuda and --emit=opencl only");
  if (!gpu && po->no_reschedule)
    usage_error("%s", "--no-reschedule applies to --emit=cuda and --emit=opencl only");
  if (o->emit != EMIT_CUDA && po->no_tensor_cores)
    usage_error("%s", "--no-tensor-cores applies to --emit=cuda only");
  if (o->emit != EMIT_CUDA && po->allow_tf32)
    usage_error("%s", "--allow-tf32 applies to --emit=cuda only");
  if (po->no_tensor_cores && po->allow_tf32)
    usage_error("%s", "--allow-tf32 asks for the tensor cores, which --no-tensor-cores turns off");
  if (o->openmp && o->emit != EMIT_C)
    usage_error("%s", "--openmp applies to --emit=c only");
  if (!po->ntile_sizes)
    return;
  if (o->emit == EMIT_IR || o->emit == EMIT_DEPS)
    usage_error("%s", "--tile-sizes does not apply to --emit=ir and --emit=deps, which run no "
                      "automatic pipeline (a --recipe gives its own sizes)");
  if (po->no_transform)
    usage_error("%s", "--tile-sizes has no effect with --no-transform");
  if (o->emit == EMIT_C && po->recipe)
    usage_error("%s", "--tile-sizes has no effect with --recipe on --emit=c (the recipe gives "
                      "its own sizes)");
  if (!gpu)
    return;
  if (po->no_shared)
    usage_error("%s", "--tile-sizes sets the shared-memory tiles of --emit=cuda and "
                      "--emit=opencl, which --no-shared-memory turns off; use --block for the "
                      "threads per block");
  if (po->ntile_sizes > 3)
    usage_error("%s", "--tile-sizes takes at most 3 sizes with --emit=cuda and --emit=opencl: "
                      "the points per block in x and y and the reduction step of the "
                      "shared-memory form");
  /* Each thread computes the same number of points. */
  for (int d = 0; d < 2 && d < po->ntile_sizes; d++) {
    long threads = po->block[0] ? (po->block[d] ? po->block[d] : 1) : 16;
    if (po->tile_sizes[d] % threads != 0)
      usage_error("%s", ir_printf("--tile-sizes: %ld points per block in %c is not a multiple of "
                                  "the %ld threads per block in %c%s",
                                  po->tile_sizes[d], "xy"[d], threads, "xy"[d],
                                  po->block[0] ? " (--block)" : " (the shared-memory form's default)"));
  }
}

static void parse_args(int argc, char **argv, struct options *o) {
  o->emit = EMIT_CUDA;
  o->fe.cpp = "cc -E";
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
      fputs(usage_text, stdout);
      exit(0);
    } else if (strcmp(a, "--version") == 0) {
      printf("tilec %s\n", TILEC_VERSION);
      exit(0);
    } else if (strcmp(a, "-o") == 0 || (strncmp(a, "-o", 2) == 0 && a[2])) {
      if (o->output)
        usage_error("%s", "more than one '-o' given");
      o->output = option_value(argc, argv, &i, 2);
    } else if (strncmp(a, "-I", 2) == 0 || strncmp(a, "-D", 2) == 0 || strncmp(a, "-U", 2) == 0) {
      const char *v = option_value(argc, argv, &i, 2);
      ir_vec_push(&o->fe.cpp_args, ir_printf("%.2s%s", a, v));
    } else if (strncmp(a, "--emit=", 7) == 0) {
      const char *v = a + 7;
      if (strcmp(v, "ir") == 0)
        o->emit = EMIT_IR;
      else if (strcmp(v, "deps") == 0)
        o->emit = EMIT_DEPS;
      else if (strcmp(v, "c") == 0)
        o->emit = EMIT_C;
      else if (strcmp(v, "cuda") == 0)
        o->emit = EMIT_CUDA;
      else if (strcmp(v, "opencl") == 0)
        o->emit = EMIT_OPENCL;
      else
        usage_error("invalid value '%s' for '--emit=' (expected ir, deps, c, cuda or opencl)", v);
    } else if (strncmp(a, "--function=", 11) == 0) {
      if (!a[11])
        usage_error("%s", "missing function name in '--function='");
      ir_vec_push(&o->fe.functions, (void *)(a + 11));
    } else if (strncmp(a, "--cpp=", 6) == 0) {
      o->fe.cpp = a + 6;
    } else if (strncmp(a, "--recipe=", 9) == 0 && a[9]) {
      o->passes.recipe = a + 9;
    } else if (strncmp(a, "--save-recipe=", 14) == 0 && a[14]) {
      o->passes.save_recipe = a + 14;
    } else if (strncmp(a, "--tile-sizes=", 13) == 0) {
      parse_sizes(a + 13, &o->passes);
    } else if (strcmp(a, "--no-transform") == 0) {
      o->passes.no_transform = true;
    } else if (strncmp(a, "--block=", 8) == 0) {
      parse_block(a + 8, &o->passes);
    } else if (strncmp(a, "--arch=", 7) == 0) {
      char *end = "";
      long v = strncmp(a + 7, "sm_", 3) == 0 ? strtol(a + 10, &end, 10) : 0;
      if (*end || v <= 0 || v > 1000 || !pass_gpu_limits((int)v))
        usage_error("%s", ir_printf("invalid value '%s' for '--arch=' (expected one of %s)", a + 7,
                                    pass_gpu_arch_list()));
      o->arch = (int)v;
    } else if (strcmp(a, "--split") == 0) {
      o->split = true;
    } else if (strcmp(a, "--no-shared-memory") == 0) {
      o->passes.no_shared = true;
    } else if (strcmp(a, "--no-reschedule") == 0) {
      o->passes.no_reschedule = true;
    } else if (strcmp(a, "--no-tensor-cores") == 0) {
      o->passes.no_tensor_cores = true;
    } else if (strcmp(a, "--allow-tf32") == 0) {
      o->passes.allow_tf32 = true;
    } else if (strcmp(a, "--openmp") == 0) {
      o->openmp = true;
    } else if (strncmp(a, "--print-after=", 14) == 0) {
      pass_names(a + 14, &o->passes.print_after);
    } else if (strncmp(a, "--print-before=", 15) == 0) {
      pass_names(a + 15, &o->passes.print_before);
    } else if (strcmp(a, "--print-after-all") == 0) {
      o->passes.print_after_all = true;
    } else if (strcmp(a, "--list-passes") == 0) {
      for (const struct pass_info *p = pass_table; p->name; p++)
        printf("%-15s %-34s %s\n", p->name, p->usage, p->help);
      exit(0);
    } else if (strcmp(a, "--no-syntax-check") == 0) {
      o->fe.no_syntax_check = true;
    } else if (strcmp(a, "--assume-no-alias") == 0) {
      o->deps.assume_no_alias = true;
    } else if (strcmp(a, "--remarks") == 0) {
      diag_enable_remarks(true);
    } else if (a[0] == '-' && a[1] != '\0') {
      usage_error("unknown option '%s'", a);
    } else {
      if (o->fe.input)
        usage_error("more than one input file given ('%s')", a);
      o->fe.input = a;
    }
  }
  if (!o->fe.input)
    usage_error("%s", "no input file");
  if (o->split && o->output && strcmp(o->output, "-") == 0)
    usage_error("%s", "--split writes two files; give '-o NAME.cu', not '-o -'");
  if (o->split && o->emit != EMIT_CUDA)
    usage_error("%s", "--split applies to --emit=cuda only");
  check_target_options(o);
}

/* The default output name: FILE.c -> FILE.cu (cuda), FILE.opencl.c
 * (opencl) or FILE.tilec.c (c). */
static const char *default_output(const struct options *o) {
  if (o->emit == EMIT_IR || o->emit == EMIT_DEPS)
    return "-";
  const char *in = o->fe.input;
  size_t len = strlen(in);
  if (len > 2 && strcmp(in + len - 2, ".c") == 0)
    len -= 2;
  return ir_printf("%.*s%s", (int)len, in,
                   o->emit == EMIT_CUDA     ? ".cu"
                   : o->emit == EMIT_OPENCL ? ".opencl.c"
                                            : ".tilec.c");
}

/* Write TEXT to PATH through a temporary file renamed into place, so a
 * failed run never leaves a partial output. */
static bool write_output(const char *path, const struct ir_buf *text) {
  if (strcmp(path, "-") == 0) {
    fwrite(text->s ? text->s : "", 1, text->len, stdout);
    return fflush(stdout) == 0;
  }
  /* A device or a pipe (-o /dev/null, -o /dev/stdout) is written in
   * place: renaming a file over it would replace it. */
  struct stat st;
  if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
    FILE *fp = fopen(path, "wb");
    bool ok = fp && fwrite(text->s ? text->s : "", 1, text->len, fp) == text->len;
    ok = (fp && fclose(fp) == 0) && ok;
    if (!ok)
      diag_plain(DIAG_ERROR, "cannot write '%s': %s", path, strerror(errno));
    return ok;
  }
  char *tmp = ir_printf("%s.tmpXXXXXX", path);
  int fd = mkstemp(tmp);
  if (fd < 0) {
    diag_plain(DIAG_ERROR, "cannot write '%s': %s", path, strerror(errno));
    return false;
  }
  /* mkstemp creates the file 0600; give it the mode a plain fopen would. */
  mode_t mask = umask(0);
  umask(mask);
  (void)fchmod(fd, 0666 & ~mask);
  FILE *fp = fdopen(fd, "wb");
  bool ok = fp && fwrite(text->s ? text->s : "", 1, text->len, fp) == text->len;
  ok = (fp && fclose(fp) == 0) && ok;
  if (!ok || rename(tmp, path) != 0) {
    diag_plain(DIAG_ERROR, "cannot write '%s': %s", path, strerror(errno));
    unlink(tmp);
    return false;
  }
  return true;
}

struct job {
  struct options opt;
  int status;
};

/* The whole compilation; runs on a thread with a large stack so that
 * deeply nested input cannot overflow it. */
static void *compile(void *arg) {
  struct job *job = arg;
  struct options *o = &job->opt;
  job->status = 1;

  char *source, *pp;
  size_t source_len, pp_len;
  if (!fe_preprocess(&o->fe, &source, &source_len, &pp, &pp_len))
    return NULL;
  struct fe_unit unit = {0};
  if (!fe_lex(pp, pp_len, o->fe.input, &unit.toks))
    return NULL;
  if (!fe_scan(&unit) || diag_error_count())
    return NULL;
  struct ir_program prog = {0};
  if (!fe_lower(&unit, &o->fe, source, source_len, &prog) || diag_error_count())
    return NULL;
  ir_verify(&prog, "lower");
  o->passes.dep_opt = o->deps;
  o->passes.gpu = o->emit == EMIT_CUDA || o->emit == EMIT_OPENCL;
  o->passes.gpu_recipe = o->emit == EMIT_IR;
  o->passes.opencl = o->emit == EMIT_OPENCL;
  o->passes.split = o->split;
  o->passes.arch = o->arch ? o->arch : 90;
  o->passes.mark_parallel = o->openmp;
  /* --emit=ir and --emit=deps show the program as written unless a recipe
   * says what to apply; code generation runs the automatic pipeline. */
  bool inspect = o->emit == EMIT_IR || o->emit == EMIT_DEPS;
  o->passes.no_transform |= !o->passes.recipe && inspect;
  struct ir_vec deps = {0};
  if (o->emit == EMIT_DEPS)
    o->passes.deps_out = &deps;
  if (!pass_run_pipeline(&prog, &o->passes))
    return NULL;

  struct ir_buf out = {0}, host = {0};
  switch (o->emit) {
  case EMIT_IR:
    ir_print_program(&prog, &out);
    break;
  case EMIT_DEPS:
    for (int k = 0; k < deps.n; k++) {
      dep_print(deps.v[k], &out);
      dep_free(deps.v[k]);
    }
    break;
  case EMIT_C:
    cg_emit_c(&unit, &prog, &(struct cg_options){.openmp = o->openmp, .dep_opt = o->deps}, &out);
    break;
  case EMIT_CUDA: {
    /* A whole .cu keeps the program's text: made C++ first. */
    struct fe_cxx cxx = {0};
    if (!o->split && !fe_cxx_rewrites(&unit, &prog, &cxx))
      return NULL;
    if (!cg_emit_cuda(&unit, &prog,
                      &(struct cg_options){.dep_opt = o->deps, .split = o->split, .host_out = &host,
                                           .arch = o->arch ? o->arch : 90, .cxx = &cxx},
                      &out))
      return NULL;
    break;
  }
  case EMIT_OPENCL:
    if (!cg_emit_opencl(&unit, &prog, &(struct cg_options){.dep_opt = o->deps}, &out))
      return NULL;
    break;
  }
  const char *path = o->output ? o->output : default_output(o);
  if (o->split && o->emit == EMIT_CUDA) {
    /* NAME.cu and NAME.host.c: both written, or neither. */
    size_t len = strlen(path);
    if (len > 3 && strcmp(path + len - 3, ".cu") == 0)
      len -= 3;
    const char *host_path = ir_printf("%.*s.host.c", (int)len, path);
    if (!write_output(path, &out))
      return NULL;
    if (!write_output(host_path, &host)) {
      unlink(path);
      return NULL;
    }
    job->status = 0;
    return NULL;
  }
  if (!write_output(path, &out))
    return NULL;
  job->status = 0;
  return NULL;
}

int main(int argc, char **argv) {
  static struct job job;
  parse_args(argc, argv, &job.opt);

  pthread_attr_t attr;
  pthread_t thread;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, (size_t)1 << 30);
  if (pthread_create(&thread, &attr, compile, &job) != 0)
    compile(&job);
  else
    pthread_join(thread, NULL);
  pthread_attr_destroy(&attr);
  ir_arena_release();
  return job.status;
}
