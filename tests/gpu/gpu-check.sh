#!/usr/bin/env bash
# gpu-check.sh - what `make gpu-check` runs: checks the CUDA programs tilec
# writes on an NVIDIA GPU against the original C programs.
#
# Programs: examples/matmul.c (float; Width from the command line),
# tests/gpu/tools/rect_matmul.c (float; odd rectangular shapes), the
# programs of the C-construct tests in tests/Inputs (float; N from the
# command line; they dump their arrays like the dev set, and a region of
# theirs that gets no kernel may run unchanged) and the dev
# set tests/polybench/<name>/<name>.c (double; sizes are compile-time
# macros, so tilec translates once per size, with the same -I/-D flags as
# gcc and nvcc).  Sizes: see the tables below; they include 1, small
# primes, sizes above 64 that are not multiples of 16, and a PolyBench
# dataset.  For each program and size:
#   1. translate with tilec, build the .cu with nvcc -O3 -arch=$ARCH, build
#      the CPU reference (the original program) with gcc -O2
#      -ffp-contract=off; run the reference.  Outputs are poisoned (NaN)
#      before every run: matmul and rect_matmul set their result to NaN
#      themselves, the dev set is built with -DPOLYBENCH_POISON (every
#      array the harness allocates starts as NaN; init_array sets the
#      inputs).  Up to $JOBS of these run at once.
#   2. run the GPU program (TILEC_PROFILE=1; TILEC_POISON=1, so that the
#      device arrays the generated code does not copy in start as NaN too;
#      one at a time, so the times are its own) and compare its output
#      with the reference's.  Matmul above Width 1024, where the original
#      program would take minutes, is checked against an independent
#      reference instead: tests/gpu/tools/matmul-sample.c rebuilds matmul's
#      inputs, recomputes a few hundred sampled elements of P in double on
#      the CPU (corners, tile borders, spread rows and columns, random
#      ones) and compares them with the GPU's P, every element of which
#      must also be finite.  At every width up to 1024 the step-1
#      reference run also checks that matmul-sample reproduces the
#      original program's P exactly, so its copy of the inputs is right.
#   3. run compute-sanitizer --tool memcheck, racecheck and synccheck on
#      one small size of every program (odd sizes, so that the guards at
#      the block and tile borders run).
#
# Tolerance: the norm-wise relative error per array,
#   max_i |gpu[i] - ref[i]| / max_i |ref[i]|   (absolute when ref is all 0),
# must be at most 1e-5 for float and 1e-10 for double.  The GPU code may
# reorder and fuse (FMA) the operations of a reduction of length K, which
# changes a result by up to about K * eps relative to the sum of |terms|
# (eps = 6e-8 float, 1.1e-16 double), typically sqrt(K) * eps.  Double:
# K <= 1200 here, so K * eps <= 1.4e-13; 1e-10 leaves room for the
# stencils' 500 time steps and lu's error growth, and is still far below
# what a missing term or a wrong index does to O(1) data.  Float: matmul
# sums in double (one float rounding, 6e-8); rect_matmul sums in float
# over K <= 1001.  Measured on the CPU, FMA contraction against none
# (gcc -mfma -ffp-contract=fast): at most 4e-14 in double (lu MEDIUM),
# 1.2e-6 in float (rect_matmul 1000 x 999 x 1001).  rect_matmul+tf32
# (--allow-tf32: each factor rounded to TF32, 2^-11 relative) within 1e-2.
# Any NaN or infinity in
# the GPU output where the reference is finite fails (an element nothing
# wrote is NaN), and so does a non-finite reference value.
# (tests/gpu/tools/compare-floats.c and compare-dumps.c implement this;
# tests/gpu/tools/matmul-sample.c the same error over sampled elements.)
#
# A GPU run must also show that the GPU code ran: its TILEC_PROFILE lines
# must include at least one "tilec profile: region N (FILE:FIRST-LAST):
# transformed" line and no region line that says anything else, so a run
# that fell back to the original host loops ("original loops (arrays
# overlap)") fails; matmul and rect_matmul must launch exactly one kernel
# per run ("tilec profile: kernel" lines); a tests/Inputs program runs once
# more with TILEC_PROFILE=runs (what make bench times with), whose
# "tilec profile: kernels: N launches" lines must add up to the same
# count.  The profile lines are taken out
# of the output before the comparison (the dev set dumps its arrays on
# stderr).  A sanitizer run passes when it
# exits 0 and says "ERROR SUMMARY: 0 errors" (racecheck: that or
# "RACECHECK SUMMARY: 0 hazards").  A failed translation, build, run,
# timeout, comparison or sanitizer run is a FAIL row.
#
# Output: one Markdown table row per program, size and check
# (compare, memcheck, racecheck, synccheck): result, the relative error
# and its tolerance, the wall time of the run (s) and the sum of the
# kernels' times from TILEC_PROFILE (ms), a note; then
# "gpu-check: N passed, M failed".  Exit status 1 when a row failed.
# Without a GPU (nvidia-smi -L fails) it prints
# "gpu-check: no NVIDIA GPU here; skipped" and exits 0.
#
# usage: tests/gpu/gpu-check.sh [--build-only] [PROGRAM...]
#   PROGRAM        matmul, rect_matmul, rect_matmul+tf32 or a dev-set name (default: all)
#   --build-only   step 1 only, also without a GPU: translate, build, run
#                  the references and check that their outputs are free of
#                  NaN; one "build" row per program and size
# Environment:
#   TILEC        the compiler under test (default build/tilec)
#   TILEC_FLAGS  extra tilec options, e.g. --no-shared-memory
#   NVCC         nvcc (default /usr/local/cuda/bin/nvcc, else nvcc on PATH)
#   ARCH         GPU architecture (default sm_90)
#   REF_CC       compiler of the CPU references (default gcc)
#   SANITIZER    compute-sanitizer (default /usr/local/cuda/bin/..., else
#                on PATH); SANITIZER_TOOLS (default
#                "memcheck racecheck synccheck"; empty: none),
#                SANITIZER_FLAGS (extra options, e.g. --leak-check full)
#   TOL_FLOAT, TOL_DOUBLE   tolerances (default 1e-5, 1e-10)
#   JOBS         parallel builds and reference runs (default: all cores)
#   SANITIZER_JOBS  sanitizer runs at once on the GPU (default 4)
#   RUN_TIMEOUT, REF_TIMEOUT, SANITIZER_TIMEOUT, BUILD_TIMEOUT  seconds per
#                GPU run, reference run, sanitizer run, build step (default
#                120, 300, 300, 300)
#   MATMUL_WIDTHS, RECT_SHAPES  other sizes, in the form of the lists below
#   WORK         scratch directory (default build/gpu-check)
#   KEEP=1       keep the outputs of passing runs (default: removed)
set -uo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/../.." || exit 2
# split_profile and check_regions, shared with the execution tests.
. tests/Inputs/compare-common.sh

# ------------------------------------------------------------ what to run

# Matmul widths and rect_matmul shapes (n p m: C is n x m, the sums run
# over p); a "*" marks the size the sanitizers run.
matmul_widths=${MATMUL_WIDTHS:-1 2 15 16 17 31 33 64 65* 97 100 127 509 1000 1024 2039 4097}
rect_shapes=${RECT_SHAPES:-1,1,1 7,13,5 33,17,65* 100,1,37 3,1001,2 129,257,31 1000,999,1001 96,100,132* 1000,1000,1004}
# rect_matmul+tf32: the same program with --allow-tf32 (its sums on the
# TF32 tensor cores, 64 x 64 tiles of 4 x 32 threads), compared within
# tol_tf32.
tf32_shapes=${TF32_SHAPES:-1,1,1 7,13,5 33,17,65* 129,257,31 1000,999,1001 96,100,132* 1000,1000,1004}
# Matmul widths up to this use the original program as the reference,
# larger ones sampled elements recomputed by tests/gpu/tools/matmul-sample.
matmul_serial_max=1024

# The dev set: the size macros of each program, then its sizes (the
# macros' values, or a PolyBench dataset).  covariance divides by N - 1,
# so its smallest size has N = 2.  lu at LARGE takes minutes on the GPU.
devset_sizes='
gemm        NI,NJ,NK     1,1,1    7,11,13    67,33,17*   65,97,83    LARGE
2mm         NI,NJ,NK,NL  1,1,1,1  5,7,11,13  33,17,67,19* 65,97,83,71 LARGE
3mm         NI,NJ,NK,NL,NM 1,1,1,1,1 5,7,11,13,3 33,17,67,19,21* 65,97,83,71,89 LARGE
mvt         N            1        13         33*         97          LARGE
atax        M,N          1,1      11,13      33,17*      97,65       LARGE
gemver      N            1        13         33*         97          LARGE
jacobi-2d   TSTEPS,N     1,1      5,13       3,33*       10,97       LARGE
fdtd-2d     TMAX,NX,NY   1,1,1    5,11,13    3,33,17*    10,97,65    LARGE
syrk        M,N          1,1      11,13      33,17*      65,97       LARGE
syr2k       M,N          1,1      11,13      33,17*      65,97       LARGE
symm        M,N          1,1      11,13      33,17*      65,97       LARGE
trmm        M,N          1,1      11,13      33,17*      65,97       LARGE
covariance  M,N          1,2      11,13      33,17*      97,65       LARGE
lu          N            1        13         33*         97          MEDIUM
'

# The C-construct programs of tests/Inputs and their N (data-dependent-if
# declares a VLA pointer in main, which needs --split; PoCL runs it).
# NAME+VARIANT: tests/Inputs/NAME.c through the recipe
# tests/gpu/recipes/NAME+VARIANT.recipe (shapes the cost model does not
# choose: mma+rows1, one row per thread, mma.m8n8k4; mma+rows4, four
# rows, a loop over pairs of rows; mma+k4, the default shapes in steps of
# 4 (mma.m16n8k4, which they take on sm_80); mma+k8, four rows in steps of
# 8 (mma.m16n8k8, which 64 points per thread do not take by default); vectorize+fma, the FMA form of
# products of doubles (--no-tensor-cores) with 16-byte fills; vectorize+wide,
# blocks of 16 threads whose fills' rows are 8 and 32 copies long (the
# copies' positions tid % 8, load / 8 + tid / 8 and load % 32 + tid), whole
# and tested;
# concurrent+loop, launches on CUDA streams in every iteration of a host
# loop; pipeline+stages and vectorize+stages, tiles of 3 to 5 buffers,
# on the tensor cores and in the FMA form, with element and 16-byte
# copies, two of vectorize's products peeled; pipeline+peel, full steps
# apart from the partial last one, 2 to 4 buffers; fold-tests, products of
# constant sizes whose border tests fold-tests drops or keeps, and
# mma-random's products with constant sizes).
input_sizes='
unsigned-iterators  0 1 2 13* 64
quasi-affine        1 2 13* 97 128
division-bounds     -3 0 1 7 13* 64
typedef-types       1 13* 97
chained-assignments 1 13* 97
inline-helpers      1 13* 97
local-arrays        1 2 13* 97 128
struct-members      1 2 37* 64
struct-arrays       1 2 29* 48
quotient-bounds     0 1 2 7 29* 64
reductions          0 1 29* 1000 300007
lanes               0 1 29* 1000 2500
expand              0 1 2 29* 64
snapshot            1 2 29* 64
inplace             0 1 2 29* 97
persist             0 1 2 29* 1030 4099
persist-edges       1 2 29* 1030 4099
triangular          1 2 17* 64 97 200
recurrences         1 2 3 17* 100
wavefront           0 1 2 3 17* 64 100 200
fuse-nests          1 2 17* 64 130
pipeline            0 1 17* 50 64 100
pipeline+stages     0 1 9 17* 33 50 64 100
pipeline+peel       0 1 9 15 16 17* 33 50 64 100
mma                 1 2 17* 33 64 100
mma+rows1           1 17* 100
mma+rows4           1 17* 100
mma+k4              1 2 17* 33 64 100
mma+k8              1 9 17* 64 100
mma-random          1 17* 64 100
mma-locals          1 17* 64 100
vectorize           0 1 2 17* 64 100
vectorize+fma       1 17* 64 100
vectorize+wide      1 17* 64 100
vectorize+stages    0 1 2 17* 49 64 100
fold-tests          1 2 7*
fold-random         1 17*
concurrent          0 1 2 17* 64 130
concurrent+loop     1 2 17* 100
'

usage() { # EXIT_STATUS
  sed -n '/^# usage:/,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'
  exit "$1"
}

build_only=0
selected=()
for arg in "$@"; do
  case "$arg" in
    --build-only) build_only=1 ;;
    -h | --help) usage 0 ;;
    -*) echo "gpu-check: unknown option $arg" >&2; usage 2 ;;
    *) selected+=("$arg") ;;
  esac
done

if [ "$build_only" = 0 ] && ! nvidia-smi -L >/dev/null 2>&1; then
  echo "gpu-check: no NVIDIA GPU here; skipped"
  exit 0
fi

tilec=${TILEC:-build/tilec}
read -r -a tilec_flags <<<"${TILEC_FLAGS:-}"
nvcc=${NVCC:-}
if [ -z "$nvcc" ]; then
  nvcc=/usr/local/cuda/bin/nvcc
  [ -x "$nvcc" ] || nvcc=$(command -v nvcc || echo nvcc)
fi
sanitizer=${SANITIZER:-}
if [ -z "$sanitizer" ]; then
  sanitizer=/usr/local/cuda/bin/compute-sanitizer
  [ -x "$sanitizer" ] || sanitizer=$(command -v compute-sanitizer || echo compute-sanitizer)
fi
read -r -a sanitizer_tools <<<"${SANITIZER_TOOLS-memcheck racecheck synccheck}"
read -r -a sanitizer_flags <<<"${SANITIZER_FLAGS:-}"
arch=${ARCH:-sm_90}
ref_cc=${REF_CC:-gcc}
tol_float=${TOL_FLOAT:-1e-5}
tol_double=${TOL_DOUBLE:-1e-10}
tol_tf32=${TOL_TF32:-1e-2}
jobs=${JOBS:-$(nproc 2>/dev/null || echo 4)}
sanitizer_jobs=${SANITIZER_JOBS:-4}
run_timeout=${RUN_TIMEOUT:-120}
build_timeout=${BUILD_TIMEOUT:-300}
ref_timeout=${REF_TIMEOUT:-300}
sanitizer_timeout=${SANITIZER_TIMEOUT:-300}
work=${WORK:-build/gpu-check}
keep=${KEEP:-0}
util=tests/polybench/utilities

# ------------------------------------------------------------ the units

# A build unit is one program translated and built at one size (matmul
# and rect_matmul: one for all sizes).  B_KIND: matmul, rect or dev.
B_PROG=() B_KIND=() B_DIR=() B_FLAGS=()
# A run unit is one size of one program: R_BUILD (its build unit), R_LABEL
# (the size as the table shows it), R_ARGS (the program's arguments),
# R_DIR (its outputs), R_SAN (1: the sanitizers run it).
R_BUILD=() R_LABEL=() R_ARGS=() R_DIR=() R_SAN=()

wanted() {
  [ ${#selected[@]} -eq 0 ] && return 0
  local s
  for s in "${selected[@]}"; do [ "$s" = "$1" ] && return 0; done
  return 1
}

add_build() { # PROGRAM KIND DIR FLAGS
  B_PROG+=("$1") B_KIND+=("$2") B_DIR+=("$3") B_FLAGS+=("$4")
}
add_run() { # BUILD LABEL ARGS DIR SAN
  R_BUILD+=("$1") R_LABEL+=("$2") R_ARGS+=("$3") R_DIR+=("$4") R_SAN+=("$5")
}
# A size from the lists above: sets size (without its "*") and san (1
# where the "*" marks it for the sanitizers).
starred() { # SIZE
  size=${1%\*} san=0
  [ "$size" = "$1" ] || san=1
}

# One run of the last build per size of SIZES (a starred one also under
# the sanitizers): labelled NAME=SIZE, in directory DIR_PREFIX + SIZE.
add_size_runs() { # SIZES NAME DIR_PREFIX
  local list s
  read -r -a list <<<"$1"
  for s in "${list[@]}"; do
    starred "$s"
    add_run $((${#B_PROG[@]} - 1)) "$2=$size" "$size" "$3$size" $san
  done
}

known="matmul rect_matmul rect_matmul+tf32"
if wanted matmul; then
  add_build matmul matmul "$work/matmul" ""
  add_size_runs "$matmul_widths" Width "$work/matmul/w"
fi
# rect_matmul built with FLAGS as NAME, one run per shape of SHAPES.
add_rect() { # NAME FLAGS SHAPES
  local list s n p m
  add_build "$1" rect "$work/$1" "$2"
  read -r -a list <<<"$3"
  for s in "${list[@]}"; do
    starred "$s"
    IFS=, read -r n p m <<<"$size"
    add_run $((${#B_PROG[@]} - 1)) "n=$n p=$p m=$m" "$n $p $m" "$work/$1/$n-$p-$m" $san
  done
}
if wanted rect_matmul; then
  add_rect rect_matmul "" "$rect_shapes"
fi
if wanted rect_matmul+tf32; then
  add_rect rect_matmul+tf32 --allow-tf32 "$tf32_shapes"
fi
while read -r prog sizes; do
  [ -n "$prog" ] || continue
  known+=" $prog"
  wanted "$prog" || continue
  add_build "$prog" input "$work/$prog" ""
  add_size_runs "$sizes" N "$work/$prog/n"
done <<<"$input_sizes"
while read -r prog macros sizes; do
  [ -n "$prog" ] || continue
  known+=" $prog"
  wanted "$prog" || continue
  i=0
  read -r -a list <<<"$sizes"
  for s in "${list[@]}"; do
    starred "$s"
    s=$size
    case "$s" in
      MINI | SMALL | MEDIUM | LARGE | EXTRALARGE)
        flags="-D${s}_DATASET" label=$s ;;
      *)
        IFS=, read -r -a names <<<"$macros"
        IFS=, read -r -a values <<<"$s"
        flags="" label=""
        for k in "${!names[@]}"; do
          flags+=" -D${names[k]}=${values[k]}"
          label+=" ${names[k]}=${values[k]}"
        done
        label=${label# } ;;
    esac
    add_build "$prog" dev "$work/$prog/$i" "$flags"
    add_run $((${#B_PROG[@]} - 1)) "$label" "" "$work/$prog/$i" $san
    i=$((i + 1))
  done
done <<<"$devset_sizes"

for s in "${selected[@]}"; do
  case " $known " in
    *" $s "*) ;;
    *) echo "gpu-check: unknown program '$s' (known: $known)" >&2; exit 2 ;;
  esac
done

# ------------------------------------------------------------ helpers

# Run "$@" in the background, with at most $MAX_JOBS running.
MAX_JOBS=$jobs
spawn() {
  while [ "$(jobs -rp | wc -l)" -ge "$MAX_JOBS" ]; do wait -n; done
  "$@" &
}

now_us() { local t=$EPOCHREALTIME; echo "${t//[!0-9]/}"; }
seconds_since() { # START_US: elapsed seconds, two decimals
  local d=$(($(now_us) - $1))
  printf '%d.%02d' $((d / 1000000)) $((d % 1000000 / 10000))
}

# Run a command under `timeout`; say why it failed in the file $1.
run_logged() { # WHY_FILE TIMEOUT WHAT COMMAND...
  local why=$1 limit=$2 what=$3 rc
  shift 3
  timeout -k 10 "$limit" "$@"
  rc=$?
  if [ $rc = 124 ] || [ $rc = 137 ]; then
    echo "$what: timed out after ${limit}s" >"$why"
  elif [ $rc != 0 ]; then
    echo "$what: exit status $rc" >"$why"
  fi
  return $rc
}

# The first line of a status file, or "missing".
status_of() { head -n 1 "$1" 2>/dev/null || echo missing; }

# ------------------------------------------------------------ step 1: build

# One step of a build: run COMMAND under `timeout`, appending its output
# to $dir/build.log; on failure write "WHAT failed" to $st ($dir and $st:
# the caller's).
step() { # WHAT COMMAND...
  local what=$1
  shift
  echo "+ $*" >>"$dir/build.log"
  timeout -k 10 "$build_timeout" "$@" >>"$dir/build.log" 2>&1 && return 0
  echo "$what failed (see $dir/build.log)" >"$st"
  return 1
}

# Build unit $1: writes DIR/build.status, "ok" or why not (details in
# DIR/build.log).
build_unit() {
  local b=$1 dir=${B_DIR[$1]} prog=${B_PROG[$1]} st=${B_DIR[$1]}/build.status
  local -a flags
  read -r -a flags <<<"${B_FLAGS[$1]}"
  rm -rf "$dir"
  mkdir -p "$dir"
  case "${B_KIND[$b]}" in
    matmul)
      step tilec "$tilec" "${tilec_flags[@]}" examples/matmul.c -o "$dir/matmul.cu" &&
        step nvcc "$nvcc" -O3 -arch="$arch" -lineinfo "$dir/matmul.cu" -o "$dir/gpu" &&
        step gcc "$ref_cc" -O2 -ffp-contract=off examples/matmul.c -o "$dir/cpu" || return
      ;;
    rect)
      local src=tests/gpu/tools/rect_matmul.c
      step tilec "$tilec" "${tilec_flags[@]}" "${flags[@]}" "$src" -o "$dir/rect_matmul.cu" &&
        step nvcc "$nvcc" -O3 -arch="$arch" -lineinfo "$dir/rect_matmul.cu" -o "$dir/gpu" &&
        step gcc "$ref_cc" -O2 -ffp-contract=off "$src" -o "$dir/cpu" || return
      ;;
    input)
      local src=tests/Inputs/${prog%%+*}.c
      local -a recipe=()
      [ "${prog%%+*}" = "$prog" ] || recipe=(--recipe="tests/gpu/recipes/$prog.recipe")
      step tilec "$tilec" "${tilec_flags[@]}" "${recipe[@]}" "$src" -o "$dir/$prog.cu" &&
        step nvcc "$nvcc" -O3 -arch="$arch" -lineinfo -Itests/Inputs "$dir/$prog.cu" -lm -o "$dir/gpu" &&
        step gcc "$ref_cc" -O2 -ffp-contract=off "$src" -lm -o "$dir/cpu" || return
      ;;
    dev)
      local src=tests/polybench/$prog/$prog.c
      flags=(-I "$util" -I "tests/polybench/$prog" -DPOLYBENCH_DUMP_ARRAYS
        -DPOLYBENCH_DUMP_EXACT -DPOLYBENCH_POISON "${flags[@]}")
      step tilec "$tilec" "${tilec_flags[@]}" "${flags[@]}" "$src" -o "$dir/$prog.cu" &&
        step nvcc "$nvcc" -O3 -arch="$arch" -lineinfo "${flags[@]}" -c "$dir/$prog.cu" -o "$dir/$prog.o" &&
        step "nvcc (link)" "$nvcc" -arch="$arch" "$dir/$prog.o" "$work/polybench.o" -lm -o "$dir/gpu" &&
        step gcc "$ref_cc" -O2 -ffp-contract=off "${flags[@]}" "$src" "$util/polybench.c" -lm -o "$dir/cpu" ||
        return
      ;;
  esac
  echo ok >"$st"
}

# The reference output of run unit $1: DIR/ref.bin (matmul, rect) or
# DIR/ref.dump (dev set); DIR/ref.status says "ok" or why not.  Matmul
# above $matmul_serial_max has none (matmul-sample recomputes its samples
# when the GPU result is compared); at the widths below, matmul-sample
# must reproduce the original's P exactly.
ref_unit() {
  local r=$1 b=${R_BUILD[$1]} dir=${R_DIR[$1]} bdir=${B_DIR[${R_BUILD[$1]}]}
  local st=$dir/ref.status
  local -a args
  read -r -a args <<<"${R_ARGS[$r]}"
  mkdir -p "$dir"
  rm -f "$st" "$dir/ref.bin" "$dir/ref.dump"
  if [ "$(status_of "$bdir/build.status")" != ok ]; then
    echo "not built" >"$st"
    return
  fi
  case "${B_KIND[$b]}" in
    matmul)
      local w=${args[0]}
      if [ "$w" -le "$matmul_serial_max" ]; then
        run_logged "$st" "$ref_timeout" "CPU reference" "$bdir/cpu" "$w" "$dir/ref.bin" >/dev/null || return
        local line
        if ! line=$("$work/matmul-sample" "$w" "$dir/ref.bin" 0 2>&1); then
          echo "matmul-sample does not reproduce the original: $line" >"$st"
          return
        fi
      fi
      ;;
    rect)
      run_logged "$st" "$ref_timeout" "CPU reference" "$bdir/cpu" "${args[@]}" "$dir/ref.bin" >/dev/null ||
        return
      ;;
    dev)
      run_logged "$st" "$ref_timeout" "CPU reference" "$bdir/cpu" >/dev/null 2>"$dir/ref.dump" || return
      ;;
    input)
      run_logged "$st" "$ref_timeout" "CPU reference" "$bdir/cpu" "${args[@]}" >/dev/null \
        2>"$dir/ref.dump" || return
      ;;
  esac
  echo ok >"$st"
}

# ------------------------------------------------------------ the table

passed=0 failed=0
row() { # PROGRAM SIZE CHECK RESULT ERROR TOL TIME KERNELS NOTE
  printf '| %-11s | %-23s | %-9s | %-6s | %-9s | %-5s | %7s | %10s | %s |\n' \
    "$1" "$2" "$3" "$4" "$5" "$6" "$7" "$8" "${9//|/\\|}"
  if [ "$4" = pass ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
}
header() {
  printf '| %-11s | %-23s | %-9s | %-6s | %-9s | %-5s | %7s | %10s | %s |\n' \
    program size check result rel.error tol "run s" "kernels ms" note
  printf '|%s|%s|%s|%s|%s|%s|%s|%s|%s|\n' -------------  ------------------------- \
    ----------- -------- ----------- ------- --------- ------------ ------
}

tol_of() { # BUILD UNIT: the tolerance of its data type
  case "${B_KIND[$1]}" in
    dev) echo "$tol_double" ;;
    *) if [[ "${B_FLAGS[$1]}" == *--allow-tf32* ]]; then echo "$tol_tf32"; else echo "$tol_float"; fi ;;
  esac
}

# The parts of a compare tool's line: error and note.
parse_compare() { # LINE -> sets cmp_err, cmp_note
  cmp_err=$(sed -n 's/.*max relative error \([^ ]*\).*/\1/p' <<<"$1")
  [ -n "$cmp_err" ] || cmp_err=-
  cmp_note=$(sed -e 's/^ok: //' -e 's/^FAIL: //' -e 's/[,;] max relative error.*//' <<<"$1")
}

# ------------------------------------------------------------ step 2: GPU runs

# Run unit $1 on the GPU, compare, print its row.
gpu_unit() {
  local r=$1 b=${R_BUILD[$1]} dir=${R_DIR[$1]} bdir=${B_DIR[${R_BUILD[$1]}]}
  local prog=${B_PROG[$b]} label=${R_LABEL[$r]} tol
  local -a args
  read -r -a args <<<"${R_ARGS[$r]}"
  tol=$(tol_of "$b")
  if [ "$(status_of "$bdir/build.status")" != ok ]; then
    row "$prog" "$label" compare FAIL - "$tol" - - "$(status_of "$bdir/build.status")"
    return
  fi
  if [ "$(status_of "$dir/ref.status")" != ok ]; then
    row "$prog" "$label" compare FAIL - "$tol" - - "reference: $(status_of "$dir/ref.status")"
    return
  fi
  local sampled=0
  [ "${B_KIND[$b]}" != matmul ] || [ "${args[0]}" -le "$matmul_serial_max" ] || sampled=1
  local out=$dir/gpu.bin why=$dir/gpu.why start t
  rm -f "$out" "$why" "$dir/gpu.err" "$dir/gpu.dump"
  start=$(now_us)
  case "${B_KIND[$b]}" in
    dev) TILEC_PROFILE=1 TILEC_POISON=1 run_logged "$why" "$run_timeout" "GPU run" "$bdir/gpu" \
      >/dev/null 2>"$dir/gpu.err" ;;
    input) TILEC_PROFILE=1 TILEC_POISON=1 run_logged "$why" "$run_timeout" "GPU run" "$bdir/gpu" \
      "${args[@]}" >/dev/null 2>"$dir/gpu.err" ;;
    *) TILEC_PROFILE=1 TILEC_POISON=1 run_logged "$why" "$run_timeout" "GPU run" "$bdir/gpu" "${args[@]}" "$out" \
      >/dev/null 2>"$dir/gpu.err" ;;
  esac
  t=$(seconds_since "$start")
  local kernels
  kernels=$(awk '/^tilec profile: kernel / { s += $(NF - 1); n++ }
                 END { if (n) printf "%.3f", s; else print "-" }' "$dir/gpu.err")
  if [ -s "$why" ]; then
    local last
    last=$(grep -v '^tilec profile:' "$dir/gpu.err" | tail -n 1 | cut -c1-100)
    row "$prog" "$label" compare FAIL - "$tol" "$t" "$kernels" "$(cat "$why")${last:+: $last}"
    return
  fi
  local regions launched
  split_profile "$dir/gpu.err" "$dir/gpu.dump" "$dir/gpu.profile"
  local unchanged=0
  [ "${B_KIND[$b]}" != input ] || unchanged=1
  if ! regions=$(check_regions "$dir/gpu.profile" transformed $unchanged); then
    row "$prog" "$label" compare FAIL - "$tol" "$t" "$kernels" \
      "the GPU code did not run: $(tr '\n' ' ' <<<"$regions" | sed 's/ *$//' | cut -c1-160)"
    return
  fi
  launched=$(grep -c '^tilec profile: kernel ' "$dir/gpu.profile")
  if [ "${B_KIND[$b]}" != dev ] && [ "${B_KIND[$b]}" != input ] && [ "$launched" != 1 ]; then
    row "$prog" "$label" compare FAIL - "$tol" "$t" "$kernels" \
      "$launched kernel launches, expected 1"
    return
  fi
  if [ "${B_KIND[$b]}" = input ]; then
    # TILEC_PROFILE=runs (what make bench uses) counts the same launches,
    # one line per run of launches between transfers.
    local in_runs
    in_runs=$(TILEC_PROFILE=runs timeout "$run_timeout" "$bdir/gpu" "${args[@]}" 2>&1 >/dev/null |
      awk '/^tilec profile: kernels: [0-9]+ launch/ { n += $4 } END { print n + 0 }')
    if [ "$in_runs" != "$launched" ]; then
      row "$prog" "$label" compare FAIL - "$tol" "$t" "$kernels" \
        "TILEC_PROFILE=runs counted $in_runs launches, TILEC_PROFILE=1 $launched"
      return
    fi
  fi
  local line rc note
  if [ "${B_KIND[$b]}" = dev ] || [ "${B_KIND[$b]}" = input ]; then
    line=$("$work/compare-dumps" "$dir/gpu.dump" "$dir/ref.dump" "$tol" 2>&1)
  elif [ $sampled = 1 ]; then
    line=$("$work/matmul-sample" "${args[0]}" "$out" "$tol" 2>&1)
  else
    line=$("$work/compare-floats" "$out" "$dir/ref.bin" "$tol" 2>&1)
  fi
  rc=$?
  parse_compare "$line"
  note="$cmp_note; $launched launched, $regions"
  [ "${B_KIND[$b]}" != input ] || note+="; the same launches counted in runs"
  [ "$kernels" != - ] || note+="; no kernel launched"
  if [ $rc = 0 ]; then
    row "$prog" "$label" compare pass "$cmp_err" "$tol" "$t" "$kernels" "$note"
    [ "$keep" = 1 ] || rm -f "$out" "$dir/ref.bin" "$dir/gpu.dump" "$dir/ref.dump" "$dir/gpu.err" \
      "$dir/gpu.profile"
  else
    row "$prog" "$label" compare FAIL "$cmp_err" "$tol" "$t" "$kernels" "$note (outputs kept in $dir)"
  fi
}

# The row of run unit $1 in --build-only mode: built, reference run and
# free of NaN (the tools compare the reference with itself).
build_row() {
  local r=$1 b=${R_BUILD[$1]} dir=${R_DIR[$1]} bdir=${B_DIR[${R_BUILD[$1]}]}
  local prog=${B_PROG[$b]} label=${R_LABEL[$r]} tol line
  tol=$(tol_of "$b")
  if [ "$(status_of "$bdir/build.status")" != ok ]; then
    row "$prog" "$label" build FAIL - "$tol" - - "$(status_of "$bdir/build.status")"
  elif [ "$(status_of "$dir/ref.status")" != ok ]; then
    row "$prog" "$label" build FAIL - "$tol" - - "reference: $(status_of "$dir/ref.status")"
  else
    local rc
    local -a args
    read -r -a args <<<"${R_ARGS[$r]}"
    if [ "${B_KIND[$b]}" = matmul ] && [ "${args[0]}" -gt "$matmul_serial_max" ]; then
      row "$prog" "$label" build pass - "$tol" - - \
        "built; reference: sampled elements, recomputed by matmul-sample after the GPU run"
      return
    fi
    if [ "${B_KIND[$b]}" = dev ] || [ "${B_KIND[$b]}" = input ]; then
      line=$("$work/compare-dumps" "$dir/ref.dump" "$dir/ref.dump" "$tol" 2>&1)
    else
      line=$("$work/compare-floats" "$dir/ref.bin" "$dir/ref.bin" "$tol" 2>&1)
    fi
    rc=$?
    parse_compare "$line"
    if [ $rc = 0 ]; then
      local exact=""
      [ "${B_KIND[$b]}" != matmul ] || exact="; matmul-sample reproduces it exactly"
      row "$prog" "$label" build pass - "$tol" - - "built; reference: $cmp_note, no NaN$exact"
      [ "$keep" = 1 ] || rm -f "$dir/ref.bin" "$dir/ref.dump"
    else
      row "$prog" "$label" build FAIL - "$tol" - - "reference: $cmp_note"
    fi
  fi
}

# ------------------------------------------------------------ step 3: sanitizers

# compute-sanitizer --tool $2 on run unit $1: writes DIR/TOOL.status
# ("pass" or why not), DIR/TOOL.time and the log DIR/TOOL.log.
sanitizer_unit() {
  local r=$1 tool=$2 dir=${R_DIR[$1]} bdir=${B_DIR[${R_BUILD[$1]}]}
  local st=$dir/$tool.status log=$dir/$tool.log start rc
  local -a args
  read -r -a args <<<"${R_ARGS[$r]}"
  rm -f "$st" "$log"
  if [ "$(status_of "$bdir/build.status")" != ok ]; then
    echo "not built" >"$st"
    echo - >"$dir/$tool.time"
    return
  fi
  start=$(now_us)
  timeout -k 10 "$sanitizer_timeout" "$sanitizer" --tool "$tool" --error-exitcode 1 \
    "${sanitizer_flags[@]}" "$bdir/gpu" "${args[@]}" >"$log" 2>&1
  rc=$?
  seconds_since "$start" >"$dir/$tool.time"
  local summary
  summary=$(grep -E '(ERROR|RACECHECK) SUMMARY:' "$log" | tail -n 1 | sed 's/^=* *//')
  if [ $rc = 124 ] || [ $rc = 137 ]; then
    echo "timed out after ${sanitizer_timeout}s (log $log)" >"$st"
  elif grep -qE '(ERROR SUMMARY: [1-9]|RACECHECK SUMMARY: [1-9])' "$log"; then
    echo "$summary; first: $(grep -E '^=+ [A-Z]' "$log" | grep -vE 'COMPUTE-SANITIZER|SUMMARY' |
      head -n 1 | sed 's/^=* *//' | cut -c1-80) (log $log)" >"$st"
  elif [ $rc != 0 ]; then
    local last
    last=$(grep -v '^=' "$log" | grep -v '^[[:space:]]*$' | tail -n 1 | cut -c1-80)
    echo "exit status $rc${last:+: $last} (log $log)" >"$st"
  elif grep -q 'ERROR SUMMARY: 0 errors' "$log" ||
    { [ "$tool" = racecheck ] && grep -q 'RACECHECK SUMMARY: 0 hazards' "$log"; }; then
    echo "pass $summary" >"$st"
  else
    echo "no summary line from compute-sanitizer (log $log)" >"$st"
  fi
}

# ------------------------------------------------------------ main

mkdir -p "$work"
echo "gpu-check: tilec $tilec, nvcc $nvcc -O3 -arch=$arch, references $ref_cc -O2 -ffp-contract=off, $jobs jobs"
if [ "$build_only" = 0 ]; then
  echo "gpu-check: $(nvidia-smi -L 2>/dev/null | head -n 1)"
fi
if [ ! -x "$tilec" ]; then
  echo "gpu-check: no tilec at $tilec (make build/tilec, or set TILEC)"
  echo "gpu-check: 0 passed, 1 failed"
  exit 1
fi
tools_ok=1
for t in compare-floats compare-dumps matmul-sample; do
  "$ref_cc" -std=c11 -O2 -Wall -Wextra -Werror "tests/gpu/tools/$t.c" -o "$work/$t" -lm || tools_ok=0
done
"$ref_cc" -O2 -c "$util/polybench.c" -I "$util" -o "$work/polybench.o" || tools_ok=0
if [ $tools_ok = 0 ]; then
  echo "gpu-check: cannot build the comparison tools or the PolyBench harness"
  echo "gpu-check: 0 passed, 1 failed"
  exit 1
fi

start=$(now_us)
echo "gpu-check: translating and building ${#B_PROG[@]} program variants, running ${#R_BUILD[@]} CPU references ..."
for b in "${!B_PROG[@]}"; do spawn build_unit "$b"; done
wait
for r in "${!R_BUILD[@]}"; do spawn ref_unit "$r"; done
wait
echo "gpu-check: built and ran the references in $(seconds_since "$start") s"
echo "gpu-check: tolerance: max|gpu - ref| / max|ref| per array <= $tol_float (float: matmul, rect_matmul, tests/Inputs), $tol_double (double: dev set)"
echo

header
if [ "$build_only" = 1 ]; then
  for r in "${!R_BUILD[@]}"; do build_row "$r"; done
else
  for r in "${!R_BUILD[@]}"; do gpu_unit "$r"; done
  if [ ${#sanitizer_tools[@]} -gt 0 ]; then
    MAX_JOBS=$sanitizer_jobs
    for r in "${!R_BUILD[@]}"; do
      [ "${R_SAN[$r]}" = 1 ] || continue
      for tool in "${sanitizer_tools[@]}"; do spawn sanitizer_unit "$r" "$tool"; done
    done
    wait
    for r in "${!R_BUILD[@]}"; do
      [ "${R_SAN[$r]}" = 1 ] || continue
      b=${R_BUILD[$r]}
      for tool in "${sanitizer_tools[@]}"; do
        st=$(status_of "${R_DIR[$r]}/$tool.status")
        t=$(cat "${R_DIR[$r]}/$tool.time" 2>/dev/null || echo -)
        case "$st" in
          pass*) row "${B_PROG[$b]}" "${R_LABEL[$r]}" "$tool" pass - - "$t" - "${st#pass }" ;;
          *) row "${B_PROG[$b]}" "${R_LABEL[$r]}" "$tool" FAIL - - "$t" - "$st" ;;
        esac
      done
    done
  fi
fi
echo
echo "gpu-check: $passed passed, $failed failed ($(seconds_since "$start") s)"
[ "$failed" = 0 ]
