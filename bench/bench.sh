#!/usr/bin/env bash
# bench.sh - `make bench`: times the CUDA code tilec generates, on a machine
# with an NVIDIA GPU, and writes bench/results/bench.{csv,md,png}.
#
# Programs: examples/matmul.c (row matmul: float arrays, a double
# accumulator), matmul_double.c (row matmul-double: the same program with
# double arrays, the FP64 product C[i][j] += A[i][k] * B[k][j] that
# issue 14 compares with DGEMM) and matmul_float.c (row matmul-float: the same program
# with a float accumulator, as SGEMM has, which this script writes into
# WORK from examples/matmul.c with sed; row matmul-tf32: the same program
# translated with --allow-tf32, only where MATMULS names it), each at
# every width of
# WIDTHS, and the dev set tests/polybench/<name>/<name>.c (double, at
# each of PolyBench's datasets SIZE; lu at LU_SIZE, LARGE by default),
# or a program of the distributed PolyBench (POLYBENCH) that the dev set
# lacks (symm, trmm).  With several datasets, a case is PROGRAM-DATASET.
# Each is translated by tilec and built with nvcc -O3; the original is
# built with gcc -O2 for the CPU column (datasets of CPU_SIZES only).
#
# Method.  Every sample is a fresh process (inputs initialised anew by the
# program) run with TILEC_PROFILE=runs, so that the generated code times
# each run of launches between transfers, and each transfer, with CUDA
# events (lines "tilec profile: ...: X ms"
# on stderr), and with CUDA_MODULE_LOADING=EAGER, so that loading the
# module is not inside the first timed launch.  One warm-up process is
# discarded, then RUNS processes are timed; per process the kernel-only
# time is the sum of its kernel events and the end-to-end time the sum of
# all its events (copies in + kernels + copies out; allocation excluded).
# The tables give the medians over the RUNS processes.  CPU: the original
# program's kernel function (PolyBench's POLYBENCH_TIME; for the matmul
# programs bench/cpu_matmul.c times the program's MatrixMulOnHost the
# same way), median of RUNS processes when one takes under 0.5 s, of
# CPU_SLOW_RUNS when under 5 s, else a single run; the matmul programs
# only up to CPU_MATMUL_MAX (the naive CPU loop takes about 5 s at 1024
# and 8x more per doubling).  cuBLAS (bench/cublas_ref.cu): DGEMM for
# matmul (it sums in double, as issue 14 asks it to be compared) and
# matmul-double, SGEMM
# (FP32, no TF32) for matmul-float, SGEMM in cuBLAS's TF32 math mode
# (CUBLAS_TF32_TENSOR_OP_MATH) for matmul-tf32, DGEMM for gemm, two DGEMMs for
# 2mm, three DGEMMs for 3mm (E = A*B, F = C*D, G = E*F), DSYRK for syrk,
# DSYR2K for syr2k, DSYMM for symm, DTRMM for trmm, at the same sizes,
# median of RUNS calls after warm-up; and the device's copy bandwidth
# (cudaMemcpy of 512 MiB within the GPU), which the memory-bound programs'
# GB/s are given as a share of.
# bench/report.py derives GFLOP/s, GB/s and ratios (formulas in bench.md)
# and bench/plot.py draws bench.png.
#
# usage: bench/bench.sh            (from anywhere; works in the repository)
# Without an NVIDIA GPU (nvidia-smi -L fails) it prints a line and exits 0.
# Environment:
#   TILEC           the compiler (default build/tilec; built with make
#                   only when it is build/tilec and missing)
#   NVCC, ARCH      nvcc (default: nvcc on PATH, else
#                   /usr/local/cuda/bin/nvcc) and its -arch (sm_90)
#   CC              the C compiler for the CPU programs (gcc)
#   RUNS            timed processes (and cuBLAS calls) per case (11)
#   WIDTHS          widths of the matmul programs ("1024 2048 4096";
#                   empty: none)
#   MATMULS         which of them run at WIDTHS ("matmul matmul-double
#                   matmul-float"; also matmul-tf32; empty: none)
#   PROGRAMS        dev-set programs (all twelve; empty: none), or
#                   others of POLYBENCH (symm, trmm)
#   SIZE            PolyBench datasets, one or more ("LARGE EXTRALARGE";
#                   default LARGE); LU_SIZE lu's (LARGE)
#   CPU_SIZES       datasets whose CPU programs are timed (MINI SMALL
#                   MEDIUM LARGE: an EXTRALARGE run takes minutes)
#   POLYBENCH       the distributed PolyBench (../shared/polybench)
#   CPU_MATMUL_MAX  largest matmul width timed on the CPU (1024)
#   CPU_SLOW_RUNS   CPU runs for programs taking 0.5 to 5 s (3)
#   RUN_TIMEOUT     seconds allowed per process (300)
#   WORK            scratch directory (build/bench)
#   RESULTS         output directory (bench/results)
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cd "$here/.." || exit 2

if ! nvidia-smi -L >/dev/null 2>&1; then
  echo "bench: no NVIDIA GPU here; skipped"
  exit 0
fi

tilec=${TILEC:-build/tilec}
if [ ! -x "$tilec" ]; then
  if [ "$tilec" = build/tilec ]; then
    ${MAKE:-make} build/tilec || exit 1
  else
    echo "bench: $tilec: no such compiler" >&2
    exit 1
  fi
fi
nvcc=${NVCC:-nvcc}
command -v "$nvcc" >/dev/null 2>&1 || nvcc=/usr/local/cuda/bin/nvcc
arch=${ARCH:-sm_90}
cc=${CC:-gcc}
runs=${RUNS:-11}
widths=${WIDTHS-1024 2048 4096}
matmuls=${MATMULS-matmul matmul-double matmul-float}
programs=${PROGRAMS-gemm 2mm 3mm mvt atax gemver jacobi-2d fdtd-2d syrk syr2k covariance lu}
size=${SIZE:-LARGE}
lu_size=${LU_SIZE:-LARGE}
cpu_sizes=${CPU_SIZES:-MINI SMALL MEDIUM LARGE}
polybench=${POLYBENCH:-../shared/polybench}
cpu_matmul_max=${CPU_MATMUL_MAX:-1024}
cpu_slow_runs=${CPU_SLOW_RUNS:-3}
run_timeout=${RUN_TIMEOUT:-300}
work=${WORK:-build/bench}
results=${RESULTS:-bench/results}
util=tests/polybench/utilities
case $runs in '' | *[!0-9]* | 0)
  echo "bench: RUNS must be a positive integer" >&2
  exit 2
  ;;
esac
for m in $matmuls; do
  case $m in
    matmul | matmul-double | matmul-float | matmul-tf32) ;;
    *)
      echo "bench: no matmul program '$m' (MATMULS: matmul, matmul-double, matmul-float, matmul-tf32)" >&2
      exit 2
      ;;
  esac
done
case $work in '' | / | . | .. | "$HOME")
  echo "bench: WORK=$work would be emptied; give a scratch directory" >&2
  exit 2
  ;;
esac
start=$(date +%s)
rm -rf "$work"
mkdir -p "$work" "$results" || exit 1

# ---------------------------------------------------------------- cases
# cases.txt: NAME PROGRAM TYPE DATASET PARAM=VALUE... (one case a line);
# the dataset's sizes come from the program's header, through the
# preprocessor, so that they are PolyBench's own.
: >"$work/cases.txt"
for m in $matmuls; do
  for w in $widths; do
    t=float
    [ "$m" = matmul-double ] && t=double
    echo "$m-$w $m $t - W=$w" >>"$work/cases.txt"
  done
done
prog_dir() { # PROGRAM: its directory, in the dev set or else in POLYBENCH
  if [ -f "tests/polybench/$1/$1.c" ]; then
    echo "tests/polybench/$1"
  elif [ -f "$polybench/utilities/benchmark_list" ]; then
    local f
    f=$(grep -m 1 "/$1/$1\.c\$" "$polybench/utilities/benchmark_list")
    [ -n "$f" ] && [ -f "$polybench/$f" ] && dirname "$polybench/$f"
  fi
}
poly_flags() { # PROGRAM DATASET: the preprocessor flags of a PolyBench program
  echo "-I $util -I $(prog_dir "$1") -D${2}_DATASET"
}
nsizes=$(wc -w <<<"$size")
for p in $programs; do
  dir=$(prog_dir "$p")
  if [ -z "$dir" ]; then
    echo "bench: no dev-set program '$p' (nor in POLYBENCH=$polybench)" >&2
    exit 2
  fi
  sizes=$size
  [ "$p" = lu ] && sizes=$lu_size
  for ds in $sizes; do
  name=$p
  [ "$nsizes" -gt 1 ] && name=$p-$ds
  # shellcheck disable=SC2046
  defs=$($cc -E -dM $(poly_flags "$p" "$ds") -x c "$dir/$p.h" 2>/dev/null)
  type=$(awk '$1 == "#define" && $2 == "DATA_TYPE" { print $3 }' <<<"$defs")
  params=$(awk 'BEGIN { n = split("TSTEPS TMAX NI NJ NK NL NM NR NQ NP M N NX NY", order, " ") }
    $1 == "#define" && $3 ~ /^[0-9]+$/ { v[$2] = $3 }
    END { for (i = 1; i <= n; i++) if (order[i] in v) printf " %s=%s", order[i], v[order[i]] }' <<<"$defs")
  if [ -z "$type" ] || [ -z "$params" ]; then
    echo "bench: cannot read the $ds sizes of $p from $dir/$p.h" >&2
    exit 1
  fi
  echo "$name $p $type $ds$params" >>"$work/cases.txt"
  done
done

param() { # CASE PARAM: a size of a case
  awk -v c="$1" -v k="$2" '$1 == c { for (i = 5; i <= NF; i++) { split($i, kv, "="); if (kv[1] == k) print kv[2] } }' "$work/cases.txt"
}

# ---------------------------------------------------------------- build
# Everything is built in parallel; a case whose build fails gets a
# NAME.build-failed marker and an empty row.
echo "bench: building (logs in $work/*.log)"
"$cc" -O2 -DPOLYBENCH_TIME -I "$util" -c "$util/polybench.c" -o "$work/polybench.o" || exit 1
# matmul-float: examples/matmul.c summing in float (its three double
# locals become float).
sed -e 's/double sum = 0;/float sum = 0;/' -e 's/double a = M/float a = M/' \
  -e 's/double b = N/float b = N/' examples/matmul.c >"$work/matmul_float.c" || exit 1
if [ "$(grep -c 'float sum = 0;\|float a = M\|float b = N' "$work/matmul_float.c")" != 3 ]; then
  echo "bench: examples/matmul.c changed: cannot derive matmul_float.c from it" >&2
  exit 1
fi
# matmul-double: examples/matmul.c with double arrays (every float
# becomes double).
sed -e 's/float/double/g' examples/matmul.c >"$work/matmul_double.c" || exit 1
# The warm twin of a program compared with cuBLAS: a copy of its source
# whose main calls the timed function twice, so that the second call's
# launches are timed warm, as cuBLAS's calls are (after warm-up calls).
has_blas() { # PROGRAM: whether cuBLAS has its counterpart
  case $1 in gemm | 2mm | 3mm | syrk | syr2k | symm | trmm) return 0 ;; esac
  return 1
}
twice() { # SOURCE FUNCTION OUT: OUT is SOURCE with main's call of FUNCTION twice
  perl -0pe 's/(\bint\s+main\s*\(.*?\n)([ \t]*)(\b'"$2"'\s*\([^;]*\);)/$1$2$3\n$2$3/s' "$1" >"$3" &&
    [ "$(grep -c "\b$2 *(" "$3")" = "$(($(grep -c "\b$2 *(" "$1") + 1))" ]
}
matmul_source() { # NAME: the C file of a matmul program
  case $1 in
    matmul) echo examples/matmul.c ;;
    matmul-double) echo "$work/matmul_double.c" ;;
    matmul-float | matmul-tf32) echo "$work/matmul_float.c" ;;
  esac
}
build_matmul() { # NAME (matmul or matmul-float)
  local m=$1 src opts=()
  src=$(matmul_source "$m")
  [ "$m" = matmul-tf32 ] && opts=(--allow-tf32)
  "$tilec" "${opts[@]}" "$src" -o "$work/$m.cu" &&
    "$nvcc" -O3 -arch="$arch" "$work/$m.cu" -o "$work/$m-gpu" &&
    "$cc" -O2 -I. -DMATMUL_SOURCE="\"$src\"" "-DMATMUL_TYPE=$([ "$m" = matmul-double ] && echo double || echo float)" \
      bench/cpu_matmul.c -o "$work/$m-cpu" || return 1
  { twice "$src" MatrixMulOnHost "$work/$m-twice.c" &&
      "$tilec" "${opts[@]}" "$work/$m-twice.c" -o "$work/$m-twice.cu" &&
      "$nvcc" -O3 -arch="$arch" "$work/$m-twice.cu" -o "$work/$m-gpu-warm"; } >"$work/$m-warm.log" 2>&1 ||
    touch "$work/$m.warm-build-failed"
  return 0
}
build_poly() { # CASE PROGRAM DATASET
  local c=$1 p=$2 flags src
  read -r -a flags <<<"$(poly_flags "$p" "$3")"
  src=$(prog_dir "$p")/$p.c
  "$tilec" "${flags[@]}" "$src" -o "$work/$c.cu" &&
    "$nvcc" -O3 -arch="$arch" "${flags[@]}" -c "$work/$c.cu" -o "$work/$c.o" &&
    "$nvcc" -arch="$arch" "$work/$c.o" "$work/polybench.o" -lm -o "$work/$c-gpu" &&
    "$cc" -O2 -DPOLYBENCH_TIME "${flags[@]}" "$src" "$work/polybench.o" -lm -o "$work/$c-cpu" || return 1
  if has_blas "$p"; then
    { twice "$src" "kernel_${p//-/_}" "$work/$c-twice.c" &&
        "$tilec" "${flags[@]}" "$work/$c-twice.c" -o "$work/$c-twice.cu" &&
        "$nvcc" -O3 -arch="$arch" "${flags[@]}" -c "$work/$c-twice.cu" -o "$work/$c-twice.o" &&
        "$nvcc" -arch="$arch" "$work/$c-twice.o" "$work/polybench.o" -lm -o "$work/$c-gpu-warm"; } >"$work/$c-warm.log" 2>&1 ||
      touch "$work/$c.warm-build-failed"
  fi
  return 0
}
if [ -n "$widths" ]; then
  for m in $matmuls; do
    { build_matmul "$m" >"$work/$m.log" 2>&1 || touch "$work/$m.build-failed"; } &
  done
fi
while read -r c p _ ds _; do
  case $p in matmul | matmul-double | matmul-float | matmul-tf32) continue ;; esac
  { build_poly "$c" "$p" "$ds" >"$work/$c.log" 2>&1 || touch "$work/$c.build-failed"; } &
done <"$work/cases.txt"
{ "$nvcc" -O3 -arch="$arch" bench/cublas_ref.cu -lcublas -o "$work/cublas_ref" >"$work/cublas_ref.log" 2>&1 ||
  touch "$work/cublas_ref.build-failed"; } &
wait
for f in "$work"/*.build-failed; do
  [ -e "$f" ] || continue
  b=$(basename "$f" .build-failed)
  echo "bench: $b did not build; $work/$b.log:" >&2
  tail -n 5 "$work/$b.log" >&2
done

# The command that runs a case on the GPU or on the CPU (empty: not built).
case_cmd() { # CASE gpu|cpu
  local c=$1 prog w
  prog=$(awk -v c="$c" '$1 == c { print $2 }' "$work/cases.txt")
  w=$(param "$c" W) # matmul and matmul-float take their width
  if [ -n "$w" ]; then
    [ -e "$work/$prog.build-failed" ] || echo "$work/$prog-$2 $w"
  else
    [ -e "$work/$c.build-failed" ] || echo "$work/$c-$2"
  fi
}
warm_cmd() { # CASE: the command that runs its warm twin (empty: none)
  local cmd bin
  cmd=$(case_cmd "$1" gpu)
  bin=${cmd%% *}
  [ -n "$cmd" ] && [ -x "$bin-warm" ] && echo "$bin-warm${cmd#"$bin"}"
}
cases=$(awk '{ print $1 }' "$work/cases.txt")

# ---------------------------------------------------------------- cuBLAS
: >"$work/cublas.txt"
blas=()
for m in $matmuls; do
  for w in $widths; do
    case $m in
      matmul-float) blas+=("$m-$w=sgemm:$w") ;;
      matmul-tf32) blas+=("$m-$w=sgemm-tf32:$w") ;;
      *) blas+=("$m-$w=dgemm:$w,$w,$w") ;;
    esac
  done
done
while read -r c p _; do
  case $p in
    gemm) blas+=("$c=dgemm:$(param "$c" NI),$(param "$c" NJ),$(param "$c" NK)") ;;
    2mm) blas+=("$c=2mm:$(param "$c" NI),$(param "$c" NJ),$(param "$c" NK),$(param "$c" NL)") ;;
    3mm) blas+=("$c=3mm:$(param "$c" NI),$(param "$c" NJ),$(param "$c" NK),$(param "$c" NL),$(param "$c" NM)") ;;
    syrk) blas+=("$c=dsyrk:$(param "$c" N),$(param "$c" M)") ;;
    syr2k) blas+=("$c=dsyr2k:$(param "$c" N),$(param "$c" M)") ;;
    symm) blas+=("$c=dsymm:$(param "$c" M),$(param "$c" N)") ;;
    trmm) blas+=("$c=dtrmm:$(param "$c" M),$(param "$c" N)") ;;
  esac
done <"$work/cases.txt"
# The device's copy bandwidth, which the memory-bound rows are compared with.
blas+=("copy=copy:536870912")
if [ ${#blas[@]} -gt 0 ] && [ ! -e "$work/cublas_ref.build-failed" ]; then
  echo "bench: cuBLAS reference (${blas[*]})"
  timeout "$run_timeout" "$work/cublas_ref" "$runs" "${blas[@]}" >"$work/cublas.txt" 2>"$work/cublas.err" ||
    { echo "bench: cublas_ref failed:" >&2; tail -n 5 "$work/cublas.err" >&2; }
fi

# ---------------------------------------------------------------- GPU
# gpu-samples.txt: CASE RUN KERNEL_MS END_TO_END_MS KERNEL_LAUNCHES, or
# CASE fail WHY.  NAME.profile keeps every profile line, run by run.
# gpu-warm.txt: CASE RUN KERNEL_MS of the warm twin's second call (its
# kernel lines' second half), run after each process of the case.
: >"$work/gpu-samples.txt"
: >"$work/gpu-warm.txt"
for c in $cases; do
  cmd=$(case_cmd "$c" gpu)
  [ -n "$cmd" ] || continue
  echo "bench: $c on the GPU: 1 warm-up + $runs runs"
  # shellcheck disable=SC2086
  for r in $(seq 0 "$runs"); do
    CUDA_MODULE_LOADING=EAGER TILEC_PROFILE=runs timeout "$run_timeout" $cmd >/dev/null 2>"$work/$c.err"
    rc=$?
    if [ $rc != 0 ] || ! grep -Eq '^tilec profile: kernels?[: ]' "$work/$c.err"; then
      why="exit status $rc"
      [ $rc = 124 ] && why="timeout after ${run_timeout}s"
      [ $rc = 0 ] && why="no tilec profile lines"
      echo "bench: $c failed on the GPU ($why):" >&2
      grep -v '^tilec profile' "$work/$c.err" | tail -n 5 >&2
      echo "$c fail $why" >>"$work/gpu-samples.txt"
      break
    fi
    warm=$(warm_cmd "$c")
    if [ -n "$warm" ]; then
      # shellcheck disable=SC2086
      CUDA_MODULE_LOADING=EAGER TILEC_PROFILE=runs timeout "$run_timeout" $warm >/dev/null 2>"$work/$c.warm.err" &&
        [ "$r" != 0 ] &&
        awk -v c="$c" -v r="$r" '
          /^tilec profile: .*: [0-9.]+ ms$/ && ($3 == "kernel" || $3 == "kernels:") { t[++n] = $(NF - 1) }
          END { if (n == 0 || n % 2) exit 1; for (i = n / 2 + 1; i <= n; i++) k += t[i]; printf "%s %d %.6f\n", c, r, k }' \
          "$work/$c.warm.err" >>"$work/gpu-warm.txt"
    fi
    [ "$r" = 0 ] && continue # the warm-up
    { echo "# run $r"; grep '^tilec profile: ' "$work/$c.err"; } >>"$work/$c.profile"
    awk -v c="$c" -v r="$r" '
      /^tilec profile: .*: [0-9.]+ ms$/ { t = $(NF - 1); all += t; if ($3 == "kernel") { k += t; n++ } else if ($3 == "kernels:") { k += t; n += $4 } }
      END { printf "%s %d %.6f %.6f %d\n", c, r, k, all, n }' "$work/$c.err" >>"$work/gpu-samples.txt"
  done
done

# ---------------------------------------------------------------- CPU
# cpu-samples.txt: CASE RUN SECONDS, or CASE skip WHY / CASE fail WHY.
: >"$work/cpu-samples.txt"
for c in $cases; do
  cmd=$(case_cmd "$c" cpu)
  [ -n "$cmd" ] || continue
  w=$(param "$c" W)
  if [ -n "$w" ] && [ "$w" -gt "$cpu_matmul_max" ]; then
    echo "$c skip width above CPU_MATMUL_MAX=$cpu_matmul_max" >>"$work/cpu-samples.txt"
    continue
  fi
  ds=$(awk -v c="$c" '$1 == c { print $4 }' "$work/cases.txt")
  if [ "$ds" != - ] && ! grep -qw -- "$ds" <<<"$cpu_sizes"; then
    echo "$c skip dataset $ds not in CPU_SIZES" >>"$work/cpu-samples.txt"
    continue
  fi
  n=1 r=1
  while [ "$r" -le "$n" ]; do
    # shellcheck disable=SC2086
    s=$(timeout "$run_timeout" $cmd 2>/dev/null | tail -n 1)
    if ! [[ $s =~ ^[0-9]+\.[0-9]+$ ]]; then
      echo "bench: $c failed on the CPU" >&2
      echo "$c fail no time printed" >>"$work/cpu-samples.txt"
      break
    fi
    echo "$c $r $s" >>"$work/cpu-samples.txt"
    if [ $r = 1 ]; then
      n=$(awk -v s="$s" -v many="$runs" -v some="$cpu_slow_runs" 'BEGIN { print s < 0.5 ? many : s < 5 ? some : 1 }')
      echo "bench: $c on the CPU: $n run(s) (first: $s s)"
    fi
    r=$((r + 1))
  done
done

# ---------------------------------------------------------------- report
{
  echo "device=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -n 1)"
  echo "driver=$(nvidia-smi --query-gpu=driver_version --format=csv,noheader | head -n 1)"
  echo "date=$(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "nvcc=$("$nvcc" --version | sed -n 's/.*release \([^,]*\), *\(.*\)/\1 (\2)/p' | head -n 1)"
  echo "arch=$arch"
  echo "cc=$("$cc" --version | head -n 1)"
  echo "cpu=$(sed -n 's/^model name[[:space:]]*: *//p' /proc/cpuinfo | head -n 1)"
  echo "runs=$runs"
  echo "cpu_matmul_max=$cpu_matmul_max"
  echo "cpu_slow_runs=$cpu_slow_runs"
} >"$work/meta.txt"
python3 bench/report.py "$work" "$results" >"$work/table.md" || exit 1
python3 bench/plot.py "$results/bench.csv" "$results/bench.png" --title "tilec vs cuBLAS and CPU (GFLOP/s)" \
  --subtitle "$(sed -n 's/^device=//p' "$work/meta.txt"), $(sed -n 's/^date=//p' "$work/meta.txt")" || exit 1
echo "bench: wrote $results/bench.csv, $results/bench.md, $results/bench.png in $(($(date +%s) - start)) s"
echo
cat "$work/table.md"
